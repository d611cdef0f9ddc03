# Rules: ko, superko, suicide under each preset, and handicap compensation settings.

# Simple ko: the immediate recapture is illegal, legal again after a move elsewhere.
boardsize 5
kgs-rules japanese
play b B3
play w C3
play b C4
play w D4
play b C2
play w D2
play w E3
play b D3
1 captures black
#? [1]

2 is_legal w C3
#? [0]

play w A5
play b A1
3 is_legal w C3
#? [1]

# Superko under chinese rules: after a ko capture and recapture through passes, the
# repetition is refused, while japanese rules allow it.
boardsize 5
clear_board
kgs-rules chinese
play b B3
play w C3
play b C4
play w D4
play b C2
play w D2
play w E3
play b D3
play w pass
play b pass
12 is_legal w C3
#? [0]

kgs-rules aga
13 is_legal w C3
#? [0]

kgs-rules japanese
14 is_legal w C3
#? [1]

# Suicide: single-stone suicide is illegal under every preset; multi-stone suicide only
# under new_zealand and tromp-taylor.
boardsize 3
kgs-rules chinese
clear_board
play w B2
play w C2
play w A3
play w B3
play b A1
play b B1
play w C1
21 is_legal b A2
#? [0]

kgs-rules tromp-taylor
22 is_legal b A2
#? [1]

kgs-rules new_zealand
23 is_legal b A2
#? [1]

kgs-rules aga
24 is_legal b A2
#? [0]

kgs-rules japanese
25 is_legal b A2
#? [0]

clear_board
play w A2
play w B1
26 is_legal b A1
#? [0]

kgs-rules tromp-taylor
27 is_legal b A1
#? [0]

# Multi-stone suicide under tromp-taylor removes the string.
clear_board
play w B2
play w C2
play w A3
play w B3
play b A1
play b B1
play w C1
play b A2
28 list_stones black
#? []

29 captures white
#? [3]

# Presets as settings, and key=value changes.
kgs-rules chinese
30 sente-rules
#? [scoring=area ko=positional suicide=false handicap_compensation=n]

kgs-rules aga
31 sente-rules
#? [scoring=area ko=situational suicide=false handicap_compensation=n-1]

sente-rules japanese ko=positional
32 sente-rules
#? [scoring=territory ko=positional suicide=false handicap_compensation=none]

# Handicap under each board size.
boardsize 13
clear_board
40 fixed_handicap 5
#? [D10 K10 G7 D4 K4]

boardsize 7
clear_board
41 fixed_handicap 4
#? [C5 E5 C3 E3]

42 all_legal w
#? [!.*C5.*]

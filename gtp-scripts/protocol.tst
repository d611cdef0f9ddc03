# GTP v2 protocol basics and the standard commands: replies to well-formed commands.
# Error replies are checked by tests/gtp_commands.rs and tests/gtp_raw.rs, since a
# gogui-regress test answered with an error always fails.

1 protocol_version
#? [2]

2 name
#? [sente]

3 version
#? [[0-9]+\.[0-9]+\.[0-9]+.*]

10 known_command play
#? [true]

11 known_command genmove_frobnicate
#? [false]

12 known_command list_commands
#? [true]

13 list_commands
#? [.*\nplay\n.*\nshowboard\n.*]

# Board size and clearing.
boardsize 9
clear_board
20 list_stones black
#? []

play b E5
play w C3
21 list_stones black
#? [E5]

22 list_stones white
#? [C3]

clear_board
23 list_stones white
#? []

boardsize 25
play b Z25
24 list_stones black
#? [Z25]

boardsize 9
25 list_stones black
#? []

# Komi is kept across clear_board and boardsize.
komi 6.5
clear_board
30 printsgf
#? [.*KM\[6\.5\].*]

# Vertices are case-insensitive; the column I does not exist.
play b j9
play W a1
31 list_stones black
#? [J9]

32 list_stones w
#? [A1]

# Passes, either colour in any order, and undo.
play b pass
play b pass
play w pass
33 undo
#? []

34 undo
#? []

35 list_stones black
#? [J9]

# Fixed handicap on 9x9 and 19x19, listed as GNU Go lists it.
clear_board
40 fixed_handicap 2
#? [G7 C3]

clear_board
41 fixed_handicap 9
#? [C7 E7 G7 C5 E5 G5 C3 E3 G3]

boardsize 19
42 fixed_handicap 4
#? [D16 Q16 D4 Q4]

clear_board
43 place_free_handicap 5
#? [D16 Q16 K10 D4 Q4]

clear_board
set_free_handicap D4 Q16 K10
44 list_stones black
#? [Q16 K10 D4]

# Time settings and reports.
45 time_settings 600 30 5
#? []

46 time_left black 580 0
#? []

47 time_left white 25 4
#? []

# showboard is a diagram with coordinates.
boardsize 5
clear_board
play b C3
50 showboard
#? [A B C D E\n 5 \. \. \. \. \. 5\n.* 3 \. \. X \. \. 3\n.*   A B C D E]

# A generated pass is answered as GNU Go answers it, PASS in capitals (Kigo knows no
# other); GNU Go's own suites expect [PASS]. On 1x1 the only move is a pass; komi 0 makes
# it a draw, so sente does not resign.
boardsize 1
clear_board
komi 0
60 reg_genmove b
#? [PASS]

61 genmove b
#? [PASS]

62 kgs-genmove_cleanup w
#? [PASS]

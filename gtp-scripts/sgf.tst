# SGF: loadsgf (FF[3] and FF[4], size, komi, handicap, setup stones, passes, the
# position before a move number, and whose rules: see the last section) and printsgf.
# Until then the rules are sente's default, chinese, whatever the records' RU says.

loadsgf sgf/simple.sgf
1 list_stones black
#? [D7 E5 C3]

2 list_stones white
#? [G7 E3]

# RU[Japanese] is not followed: the user's rules hold.
3 sente-rules
#? [scoring=area ko=positional suicide=false handicap_compensation=n]

4 printsgf
#? [.*SZ\[9\].*KM\[5\.5\].*RU\[Chinese\].*RE\[W\+2\.5\].*;B\[ee\].*;W\[gc\].*;B\[cg\].*;W\[eg\].*;B\[dc\].*]

# The position before move 3: two moves played, and no result yet.
loadsgf sgf/simple.sgf 3
5 list_stones black
#? [E5]

6 printsgf
#? [!.*RE\[.*]

7 undo
#? []

8 list_stones white
#? []

# A move number past the end loads the whole game.
loadsgf sgf/simple.sgf 100
9 list_stones black
#? [D7 E5 C3]

# FF[3] with long property names; [tt] is a pass on boards up to 19x19.
loadsgf sgf/ff3.sgf
10 list_stones black
#? [D4]

11 list_stones white
#? [C5 E3]

12 printsgf
#? [.*SZ\[7\].*KM\[0\.5\].*RU\[Chinese\].*;B\[dd\].*;W\[cc\].*;B\[\].*;W\[ee\].*]

# Handicap: HA with as many AB stones; White moves first.
loadsgf sgf/handicap.sgf
13 list_stones black
#? [G7 D6 C3]

14 printsgf
#? [.*HA\[2\].*AB(\[gc\]\[cg\]|\[cg\]\[gc\]).*]

# RU[AGA] is not followed either.
15 sente-rules
#? [scoring=area ko=positional suicide=false handicap_compensation=n]

# Setup: AB/AW in the root, AE and PL before the first move; undo stops at the setup.
loadsgf sgf/setup.sgf
16 list_stones black
#? [A5 C3]

17 list_stones white
#? [A4 D2 E1]

gg-undo 2
18 list_stones white
#? [D2 E1]

19 printsgf
#? [.*AW(\[dd\]\[ee\]|\[ee\]\[dd\]).*PL\[W\].*]

# --- Rules: the user's, unless asked to follow the record's RU ------------------------
#
# loadsgf plays a record under the user's rules (--rules, kgs-rules, sente-rules), as
# GNU Go does, so that a suite loading many records keeps the rules it asked for. With
# `sente-param sgf_rules follow` a record's RU is followed for its own game alone: a
# record without RU, boardsize and clear_board bring the user's rules back.
#
# sgf/japanese.sgf, RU[Japanese], komi 0.5, a finished 5x5 game:
#
#     A B C D E
#   5 . X . O .      Black: 7 stones, 3 points (A5 A3 A1), 1 prisoner (White's A3)
#   4 X X . O .      White: 5 stones, 5 points (E1-E5)
#   3 . X . O .      C1-C5 are dame.
#   2 X X . O .
#   1 . X . O .
#
# Area: 10 - 10 - 0.5: W+0.5. Territory: 3 + 1 - 5 - 0.5: W+1.5. GNU Go: W+1.5 japanese
# (agrees); W+1.5 area, counting 3 of the 5 dame as White's (unfilled dame are no one's
# under area rules, so W+0.5 is right).
kgs-rules chinese
loadsgf sgf/japanese.sgf
20 sente-rules
#? [scoring=area ko=positional suicide=false handicap_compensation=n]

21 final_score
#? [W\+0\.5]

# A record without RU after one with RU[Japanese]: still the user's rules.
loadsgf sgf/setup.sgf
22 sente-rules
#? [scoring=area ko=positional suicide=false handicap_compensation=n]

kgs-rules japanese
loadsgf sgf/ff3.sgf
23 sente-rules
#? [scoring=territory ko=simple suicide=false handicap_compensation=none]

# Following RU: the record's rules, for its game alone.
kgs-rules chinese
sente-param sgf_rules follow
24 sente-param
#? [.*\[list/keep/follow\] sgf_rules follow.*]

loadsgf sgf/japanese.sgf
25 sente-rules
#? [scoring=territory ko=simple suicide=false handicap_compensation=none]

26 final_score
#? [W\+1\.5]

27 printsgf
#? [.*RU\[Japanese\].*]

# A record without RU gets the user's rules back, not the last record's.
loadsgf sgf/setup.sgf
28 sente-rules
#? [scoring=area ko=positional suicide=false handicap_compensation=n]

loadsgf sgf/handicap.sgf
29 sente-rules
#? [scoring=area ko=situational suicide=false handicap_compensation=n-1]

# So does a new game.
clear_board
30 sente-rules
#? [scoring=area ko=positional suicide=false handicap_compensation=n]

loadsgf sgf/japanese.sgf
boardsize 9
31 sente-rules
#? [scoring=area ko=positional suicide=false handicap_compensation=n]

# kgs-rules on a followed record: the user's rules from then on.
loadsgf sgf/japanese.sgf
kgs-rules aga
32 sente-rules
#? [scoring=area ko=situational suicide=false handicap_compensation=n-1]

loadsgf sgf/setup.sgf
33 sente-rules
#? [scoring=area ko=situational suicide=false handicap_compensation=n-1]

# Keeping again: RU is not followed.
sente-param sgf_rules keep
loadsgf sgf/japanese.sgf
34 sente-rules
#? [scoring=area ko=situational suicide=false handicap_compensation=n-1]

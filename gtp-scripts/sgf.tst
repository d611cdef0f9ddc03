# SGF: loadsgf (FF[3] and FF[4], size, komi, rules, handicap, setup stones, passes,
# the position before a move number) and printsgf.

loadsgf sgf/simple.sgf
1 list_stones black
#? [D7 E5 C3]

2 list_stones white
#? [G7 E3]

3 sente-rules
#? [scoring=territory ko=simple suicide=false handicap_compensation=none]

4 printsgf
#? [.*SZ\[9\].*KM\[5\.5\].*RU\[Japanese\].*RE\[W\+2\.5\].*;B\[ee\].*;W\[gc\].*;B\[cg\].*;W\[eg\].*;B\[dc\].*]

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
#? [.*RU\[AGA\].*HA\[2\].*AB(\[gc\]\[cg\]|\[cg\]\[gc\]).*]

15 sente-rules
#? [scoring=area ko=situational suicide=false handicap_compensation=n-1]

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

# Tactics: life and death, eye shapes, capturing races and seki (issue 24). Every position
# is our own: a group whose life hangs on one vital point, or two groups in a race or a
# seki, on a board where everything else is settled.
#
# Each reg_genmove test gives the move(s) that kill or save; every other move fails (the
# comment says why). A pattern [!...] lists moves that must not be played (the shared
# liberties of a seki). final_status_list tests ask for the dead or seki stones of a
# finished position, listed as both sente and GNU Go list them: one group a line, each
# from the top row down.
#
# Frames: the eye shapes on the first line and in the corner sit below a wall of the
# attacker (row 5) facing a wall of the defender (row 6), each alive with its own area;
# the shapes in the centre sit inside a ring of the attacker; the races and sekis sit
# between an attacker's wall on column D and a defender's wall on column E. The last
# positions (tests 68-83) add two-liberty tactics (snapback, a throw-in that fails,
# capture before being captured), false eyes, a race of an eye against no eye and a seki
# of one eye each, in the same frames; test 84 is a net (geta) in the centre, on an open
# board whose komi is half way between the two finished boards. Positions marked
# "colours swapped" are the same frames with Black and White exchanged; "upside down"
# ones are mirrored top to bottom. The komi of each position is half way between the two
# outcomes (the group living or dying, one race group or the other), so the fight
# decides the game and the search must read it.
#
# All expected answers were checked by reasoning (in the comments) and by GNU Go 3.8
# (`sente regress "/usr/games/gnugo --mode gtp" gtp-scripts/tactics.tst`: all pass; it
# does not know sente-param). sente runs deterministically: one thread, a fixed seed and a
# fixed number of playouts. A trailing `*` marks a test sente is known to fail: today
# 53, the defender's answer to a placement inside a bent four in the corner (sente plays
# elsewhere; why is not yet read), and 62, the seki of two shared liberties, since the
# RAVE equivalence on small boards fell from 3500 to 1000 (issue 25): the position
# alone, Black fills D2 with 15 of 24 seeds at 3,000 playouts (8 before) and 5 of 24 at
# 5,000 (2 before). 84, the net, failed from the day the hand-made prior left captures,
# ataris and shape to the learned table (the table gives Black's atari F5 four fifths
# of the learned chance, and the tree, seed 1, the test alone, spent 2,012 of its 3,000
# playouts on F5) until that change; it passes now. Some races are read right with some
# seeds only: with seeds 1 to 6 (the whole suite), 78 (White's race of an eye against no
# eye) fails with seeds 1, 2 and 6, and 53 passes with seed 1. 59 (Black's race of five
# liberties a side, no shared one) is such a race: the position alone, 3,000 playouts,
# seeds 1-6 and 11-70, was won with 46 of 66 seeds before the self-atari rule stopped
# throwing dead shapes against a group with an eye elsewhere (issue 25) and 38 of 66
# after, where the playouts from it play the same (the race won after C3 in 7% of them
# for White either way, after G8 in 52%); with the suite's seed it failed then and
# passes since the RAVE equivalence of 1000.
#
# The suite sets no rules: it runs under the engine's, chinese by default, and
# tests/gtp_scripts.rs runs it again under japanese rules (by hand: `sente regress
# "sente --rules japanese" gtp-scripts/tactics.tst`) against the same answers, the `*`
# marks included: a vital point or a capture is the key move under territory scoring
# too, and passing instead fails. The komi were chosen by area counting. So no setup
# line here may set the rules; loadsgf keeps the engine's (the ladder record says
# RU[Chinese]).
sente-param threads 1
sente-param seed 5
sente-param playouts 3000

# --- Straight three in the corner -------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 . . . . . . . . .
#   7 . . . . . . . . .
#   6 O O O O O O O O O
#   5 X X X X X X X X X
#   4 . . . . X . . . .
#   3 X X X X X . . . .
#   2 O O O O X . . . .
#   1 . . . O X . . . .
#
# White's corner group has no liberty outside its eye space A1 B1 C1, a straight three.
# Its vital point is the middle, B1: there Black leaves two single points that White
# cannot both make eyes of, and there White makes two eyes (A1, C1). A Black stone on
# A1 or C1 is captured by White B1, which also makes the second eye.
# Komi 1.5: the fight decides the game.
boardsize 9
clear_board
komi 1.5
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b E4
play b A3
play b B3
play b C3
play b D3
play b E3
play b E2
play b E1
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w A2
play w B2
play w C2
play w D2
play w D1
# Black kills at the vital point.
1 reg_genmove b
#? [B1]
# White lives at the vital point.
2 reg_genmove w
#? [B1]

# --- Bent three in the corner -----------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 . . . . . . . . .
#   7 . . . . . . . . .
#   6 X X X X X X X X X
#   5 O O O O O O O O O
#   4 O O O O . . . . .
#   3 X X X O . . . . .
#   2 X . X O . . . . .
#   1 . . X O . . . . .
#
# Black's corner group (colours swapped from the frame: White holds the rest) has the
# bent three A1 B1 B2 as its eye space and no outside liberty. B1, touching both other
# points, is the vital point: White's placement there kills (A1 and B2 cannot both become
# eyes), Black's move there makes two eyes. White A1 or B2 is captured by Black B1.
# Komi 0.5: the fight decides the game.
boardsize 9
clear_board
komi 0.5
play b A6
play b B6
play b C6
play b D6
play b E6
play b F6
play b G6
play b H6
play b J6
play b A3
play b B3
play b C3
play b A2
play b C2
play b C1
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w A4
play w B4
play w C4
play w D4
play w D3
play w D2
play w D1
# White kills at B1.
3 reg_genmove w
#? [B1]
# Black lives at B1.
4 reg_genmove b
#? [B1]

# --- Pyramid four in the corner ---------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 . . . . . . . . .
#   7 . . . . . . . . .
#   6 O O O O O O O O O
#   5 X X X X X X X X X
#   4 X X X X . . . . .
#   3 O O O X X . . . .
#   2 O . O O X . . . .
#   1 . . . O X . . . .
#
# White's eye space A1 B1 C1 B2 is a pyramid four (a T): its centre B1 touches the other
# three. Black B1 leaves three points around a Black stone in atari that White cannot
# turn into two eyes; White B1 makes three eyes. Any other Black placement is captured by
# White B1.
# Komi -2.5: the fight decides the game.
boardsize 9
clear_board
komi -2.5
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b A4
play b B4
play b C4
play b D4
play b D3
play b E3
play b E2
play b E1
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w A3
play w B3
play w C3
play w A2
play w C2
play w D2
play w D1
# Black kills at the centre of the pyramid.
5 reg_genmove b
#? [B1]
# White lives there.
6 reg_genmove w
#? [B1]

# --- Bulky five in the corner -----------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 . . . . . . . . .
#   7 . . . . . . . . .
#   6 O O O O O O O O O
#   5 X X X X X X X X X
#   4 X X X X . . . . .
#   3 O O O X X . . . .
#   2 . . O O X . . . .
#   1 . . . O X . . . .
#
# White's eye space A1 B1 C1 A2 B2 is a bulky five (a square with one point added on the
# first line). The vital point B1 touches three of the others: Black there kills (the
# five points make one eye around a Black shape White cannot capture in time); White there
# makes eyes at C1 and in A1 A2 B2. White B2 does not live outright: it leaves the bent
# chain A2 A1 B1 C1, a bent four in the corner, where Black B1, White A1, Black A2 is a
# ko (GNU Go plays it so). So Black must kill at B1, and White must save at B1.
# Komi -2.5: the fight decides the game.
boardsize 9
clear_board
komi -2.5
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b A4
play b B4
play b C4
play b D4
play b D3
play b E3
play b E2
play b E1
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w A3
play w B3
play w C3
play w C2
play w D2
play w D1
# Only B1 kills.
7 reg_genmove b
#? [B1]
# Only B1 lives without a ko.
8 reg_genmove w
#? [B1]

# --- Square four in the corner is dead --------------------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 . . . . . . . . .
#   7 . . . . . . . . .
#   6 O O O O O O O O O
#   5 X X X X X X X X X
#   4 X X X X . . . . .
#   3 O O O X . . . . .
#   2 . . O X . . . . .
#   1 . . O X . . . . .
#
# White's corner group has the square A1 B1 A2 B2 as its only eye space: whatever White
# plays inside leaves a bent three Black kills, and Black need not play at all. The
# position is finished; White's six stones are dead.
# Komi 0.5: the fight decides the game.
boardsize 9
clear_board
komi 0.5
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b A4
play b B4
play b C4
play b D4
play b D3
play b D2
play b D1
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w A3
play w B3
play w C3
play w C2
play w C1
9 final_status_list dead
#? [A3 B3 C3\nC2\nC1|A3 B3 C3 C2 C1]

# --- Bent four in the corner answers the placement --------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 . . . . . . . . .
#   7 . . . . . . . . .
#   6 O O O O O O O O O
#   5 X X X X X X X X X
#   4 X X X X . . . . .
#   3 O O O X X . . . .
#   2 . O O O X . . . .
#   1 . X . O X . . . .
#
# White's corner eye space is the bent chain A2 A1 B1 C1. Black has placed a stone on B1,
# one of its two middle points; White's best answer is the other middle point, A1, which
# puts B1 in atari, but Black takes A1 back on A2 and the corner is a ko (GNU Go after A1:
# genmove b = A2, owl_defend A3 = ko). Any other White move lets Black play A1 and leave
# White one eye. sente once preferred to invade Black's open side, its playouts rating
# the ko higher for White than it is; it has found A1 since its learned prior follows the
# 9-dan table on 9x9.
# Komi 0.5: the fight decides the game.
boardsize 9
clear_board
komi 0.5
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b A4
play b B4
play b C4
play b D4
play b D3
play b E3
play b E2
play b B1
play b E1
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w A3
play w B3
play w C3
play w B2
play w C2
play w D2
play w D1
# White answers on the other middle point.
10 reg_genmove w
#? [A1]

# --- Straight three on the edge ---------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 . . . . . . . . .
#   7 . . . . . . . . .
#   6 O O O O O O O O O
#   5 X X X X X X X X X
#   4 . . . . X . . . .
#   3 . X X X X X X X .
#   2 . X O O O O O X .
#   1 . X O . . . O X .
#
# White's eye space D1 E1 F1 on the first line, no outside liberty. E1 is the vital
# point for both: Black there kills, White there makes eyes at D1 and F1.
# Komi -1.5: the fight decides the game.
boardsize 9
clear_board
komi -1.5
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b E4
play b B3
play b C3
play b D3
play b E3
play b F3
play b G3
play b H3
play b B2
play b H2
play b B1
play b H1
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w C2
play w D2
play w E2
play w F2
play w G2
play w C1
play w G1
# Black kills at E1.
11 reg_genmove b
#? [E1]
# White lives at E1.
12 reg_genmove w
#? [E1]

# --- Bent three on the edge -------------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 . . . . . . . . .
#   7 . . . . . . . . .
#   6 X X X X X X X X X
#   5 O O O O O O O O O
#   4 . . O O O O O . .
#   3 . O O X X X O . .
#   2 . O X X . X O . .
#   1 . O X . . X O . .
#
# Black's group (colours swapped) has the bent three D1 E1 E2; E1 touches both others.
# White E1 kills; Black E1 makes eyes at D1 and E2.
# Komi 2.5: the fight decides the game.
boardsize 9
clear_board
komi 2.5
play b A6
play b B6
play b C6
play b D6
play b E6
play b F6
play b G6
play b H6
play b J6
play b D3
play b E3
play b F3
play b C2
play b D2
play b F2
play b C1
play b F1
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w C4
play w D4
play w E4
play w F4
play w G4
play w B3
play w C3
play w G3
play w B2
play w G2
play w B1
play w G1
# White kills at E1.
13 reg_genmove w
#? [E1]
# Black lives at E1.
14 reg_genmove b
#? [E1]

# --- Pyramid four on the edge -----------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 . . . . . . . . .
#   7 . . . . . . . . .
#   6 O O O O O O O O O
#   5 X X X X X X X X X
#   4 . . X X X X X X .
#   3 . X X O O O X X .
#   2 . X O O . O O X .
#   1 . X O . . . O X .
#
# White's eye space D1 E1 F1 E2 is a pyramid with its centre E1 on the first line. Black
# E1 kills; White E1 makes three eyes.
# Komi -4.5: the fight decides the game.
boardsize 9
clear_board
komi -4.5
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b B3
play b C3
play b G3
play b H3
play b B2
play b H2
play b B1
play b H1
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w D3
play w E3
play w F3
play w C2
play w D2
play w F2
play w G2
play w C1
play w G1
# Black kills at the centre.
15 reg_genmove b
#? [E1]
# White lives at the centre.
16 reg_genmove w
#? [E1]

# --- Bulky five on the edge -------------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 . . . . . . . . .
#   7 . . . . . . . . .
#   6 X X X X X X X X X
#   5 O O O O O O O O O
#   4 . O O O O O O O .
#   3 . O X X X X O O .
#   2 . O X . . X X O .
#   1 . O X . . . X O .
#
# Black's eye space (colours swapped) D1 E1 F1 D2 E2: the square D1 E1 D2 E2 with F1
# added. E1 touches three others and is the vital point: White E1 kills. Black E1 lives
# (eyes F1 and D1 D2 E2); Black E2 also lives, leaving the bent four D2 D1 E1 F1 with
# two middle points (D1, E1) as miai. Black D2 does not: it leaves the pyramid D1 E1 F1
# E2, killed at E1.
# Komi 5.5: the fight decides the game.
boardsize 9
clear_board
komi 5.5
play b A6
play b B6
play b C6
play b D6
play b E6
play b F6
play b G6
play b H6
play b J6
play b C3
play b D3
play b E3
play b F3
play b C2
play b F2
play b G2
play b C1
play b G1
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w B4
play w C4
play w D4
play w E4
play w F4
play w G4
play w H4
play w B3
play w G3
play w H3
play w B2
play w H2
play w B1
play w H1
# Only E1 kills.
17 reg_genmove w
#? [E1]
# E1 or E2 lives.
18 reg_genmove b
#? [E1|E2]

# --- Rabbity six on the edge ------------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 . . . . . . . . .
#   7 . . . . . . . . .
#   6 O O O O O O O O O
#   5 X X X X X X X X X
#   4 . X O O O O O X .
#   3 . X O O . . O X .
#   2 . X O . . . O X .
#   1 . X O O . O O X .
#
# White's eye space E1, D2 E2 F2, E3 F3: a rabbity six, E2 touching four of the others.
# Black E2 kills (the six points make one eye White cannot split); White E2 splits it into
# D2, E1 and the bent three E3 F3 F2, which Black cannot reduce to one eye (White answers
# its vital point).
# Komi -11.5: the fight decides the game.
boardsize 9
clear_board
komi -11.5
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b B4
play b H4
play b B3
play b H3
play b B2
play b H2
play b B1
play b H1
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w C4
play w D4
play w E4
play w F4
play w G4
play w C3
play w D3
play w G3
play w C2
play w G2
play w C1
play w D1
play w F1
play w G1
# Black kills at E2.
19 reg_genmove b
#? [E2]
# White lives at E2.
20 reg_genmove w
#? [E2]

# --- Straight four on the edge answers the placement ------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 . . . . . . . . .
#   7 . . . . . . . . .
#   6 X X X X X X X X X
#   5 O O O O O O O O O
#   4 . . . . O . . . .
#   3 . O O O O O O O O
#   2 . O X X X X X X O
#   1 . O X . O . . X O
#
# Black's eye space (colours swapped) D1 E1 F1 G1 is a straight four, alive: after White's
# placement on E1, Black answers on F1 (E1 in atari, eyes D1 and G1 to come; White cannot
# connect at D1, a suicide). Black D1 or G1 instead lets White extend to F1 or D1: Black
# captures two stones and keeps a two-point eye, which is one eye.
# Komi 0.5: the fight decides the game.
boardsize 9
clear_board
komi 0.5
play b A6
play b B6
play b C6
play b D6
play b E6
play b F6
play b G6
play b H6
play b J6
play b C2
play b D2
play b E2
play b F2
play b G2
play b H2
play b C1
play b H1
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
play w E4
play w B3
play w C3
play w D3
play w E3
play w F3
play w G3
play w H3
play w J3
play w B2
play w J2
play w B1
play w E1
play w J1
# Black answers on F1.
21 reg_genmove b
#? [F1]

# --- Straight three in the centre -------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 O O O O O O O O O
#   7 X X X X X X X X X
#   6 . X O O O O O X .
#   5 . X O O O O O X .
#   4 . X O . . . O X .
#   3 . X O O O O O X .
#   2 . X O O O O O X .
#   1 . X X X X X X X .
#
# The group is enclosed in the middle of the board; its eye space is all it has.
#
# White's eye space D4 E4 F4. Black E4 kills; White E4 makes eyes at D4 and F4.
# Komi 20.5: the fight decides the game.
boardsize 9
clear_board
komi 20.5
play b A7
play b B7
play b C7
play b D7
play b E7
play b F7
play b G7
play b H7
play b J7
play b B6
play b H6
play b B5
play b H5
play b B4
play b H4
play b B3
play b H3
play b B2
play b H2
play b B1
play b C1
play b D1
play b E1
play b F1
play b G1
play b H1
play w A8
play w B8
play w C8
play w D8
play w E8
play w F8
play w G8
play w H8
play w J8
play w C6
play w D6
play w E6
play w F6
play w G6
play w C5
play w D5
play w E5
play w F5
play w G5
play w C4
play w G4
play w C3
play w D3
play w E3
play w F3
play w G3
play w C2
play w D2
play w E2
play w F2
play w G2
22 reg_genmove b
#? [E4]
23 reg_genmove w
#? [E4]

# --- Bent three in the centre -----------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 X X X X X X X X X
#   7 O O O O O O O O O
#   6 . O X X X X X O .
#   5 . O X X . X X O .
#   4 . O X . . X X O .
#   3 . O X X X X X O .
#   2 . O X X X X X O .
#   1 . O O O O O O O .
#
# The group is enclosed in the middle of the board; its eye space is all it has.
#
# Black's eye space (colours swapped) D4 E4 E5, bent at E4. White E4 kills; Black E4
# makes eyes at D4 and E5.
# Komi -20.5: the fight decides the game.
boardsize 9
clear_board
komi -20.5
play b A8
play b B8
play b C8
play b D8
play b E8
play b F8
play b G8
play b H8
play b J8
play b C6
play b D6
play b E6
play b F6
play b G6
play b C5
play b D5
play b F5
play b G5
play b C4
play b F4
play b G4
play b C3
play b D3
play b E3
play b F3
play b G3
play b C2
play b D2
play b E2
play b F2
play b G2
play w A7
play w B7
play w C7
play w D7
play w E7
play w F7
play w G7
play w H7
play w J7
play w B6
play w H6
play w B5
play w H5
play w B4
play w H4
play w B3
play w H3
play w B2
play w H2
play w B1
play w C1
play w D1
play w E1
play w F1
play w G1
play w H1
24 reg_genmove w
#? [E4]
25 reg_genmove b
#? [E4]

# --- Pyramid four in the centre ---------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 O O O O O O O O O
#   7 X X X X X X X X X
#   6 . X O O O O O X .
#   5 . X O O . O O X .
#   4 . X O . . . O X .
#   3 . X O O O O O X .
#   2 . X O O O O O X .
#   1 . X X X X X X X .
#
# The group is enclosed in the middle of the board; its eye space is all it has.
#
# White's eye space D4 E4 F4 E5, centred on E4. Black E4 kills; White E4 makes three
# eyes.
# Komi 20.5: the fight decides the game.
boardsize 9
clear_board
komi 20.5
play b A7
play b B7
play b C7
play b D7
play b E7
play b F7
play b G7
play b H7
play b J7
play b B6
play b H6
play b B5
play b H5
play b B4
play b H4
play b B3
play b H3
play b B2
play b H2
play b B1
play b C1
play b D1
play b E1
play b F1
play b G1
play b H1
play w A8
play w B8
play w C8
play w D8
play w E8
play w F8
play w G8
play w H8
play w J8
play w C6
play w D6
play w E6
play w F6
play w G6
play w C5
play w D5
play w F5
play w G5
play w C4
play w G4
play w C3
play w D3
play w E3
play w F3
play w G3
play w C2
play w D2
play w E2
play w F2
play w G2
26 reg_genmove b
#? [E4]
27 reg_genmove w
#? [E4]

# --- Bulky five in the centre -----------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 O O O O O O O O O
#   7 X X X X X X X X X
#   6 . X O O O O O X .
#   5 . X O . . O O X .
#   4 . X O . . . O X .
#   3 . X O O O O O X .
#   2 . X O O O O O X .
#   1 . X X X X X X X .
#
# The group is enclosed in the middle of the board; its eye space is all it has.
#
# White's eye space D4 E4 F4 D5 E5: the square D4 E4 D5 E5 with F4. E4 touches three
# others: Black E4 kills. White E4 lives (F4 and D4 D5 E5); White E5 lives too, leaving
# the bent four D5 D4 E4 F4 with D4 and E4 as miai. White D5 leaves a pyramid and dies.
# Komi 20.5: the fight decides the game.
boardsize 9
clear_board
komi 20.5
play b A7
play b B7
play b C7
play b D7
play b E7
play b F7
play b G7
play b H7
play b J7
play b B6
play b H6
play b B5
play b H5
play b B4
play b H4
play b B3
play b H3
play b B2
play b H2
play b B1
play b C1
play b D1
play b E1
play b F1
play b G1
play b H1
play w A8
play w B8
play w C8
play w D8
play w E8
play w F8
play w G8
play w H8
play w J8
play w C6
play w D6
play w E6
play w F6
play w G6
play w C5
play w F5
play w G5
play w C4
play w G4
play w C3
play w D3
play w E3
play w F3
play w G3
play w C2
play w D2
play w E2
play w F2
play w G2
# Only E4 kills.
28 reg_genmove b
#? [E4]
# E4 or E5 lives.
29 reg_genmove w
#? [E4|E5]

# --- Crossed five in the centre ---------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 X X X X X X X X X
#   7 O O O O O O O O O
#   6 . O X X X X X O .
#   5 . O X X . X X O .
#   4 . O X . . . X O .
#   3 . O X X . X X O .
#   2 . O X X X X X O .
#   1 . O O O O O O O .
#
# The group is enclosed in the middle of the board; its eye space is all it has.
#
# Black's eye space (colours swapped) is the cross D4 E4 F4 E3 E5. Its centre E4 touches
# all four others: White E4 kills; Black E4 makes four eyes.
# Komi -20.5: the fight decides the game.
boardsize 9
clear_board
komi -20.5
play b A8
play b B8
play b C8
play b D8
play b E8
play b F8
play b G8
play b H8
play b J8
play b C6
play b D6
play b E6
play b F6
play b G6
play b C5
play b D5
play b F5
play b G5
play b C4
play b G4
play b C3
play b D3
play b F3
play b G3
play b C2
play b D2
play b E2
play b F2
play b G2
play w A7
play w B7
play w C7
play w D7
play w E7
play w F7
play w G7
play w H7
play w J7
play w B6
play w H6
play w B5
play w H5
play w B4
play w H4
play w B3
play w H3
play w B2
play w H2
play w B1
play w C1
play w D1
play w E1
play w F1
play w G1
play w H1
30 reg_genmove w
#? [E4]
31 reg_genmove b
#? [E4]

# --- Rabbity six in the centre ----------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 O O O O O O O O O
#   7 X X X X X X X X X
#   6 . X O O O O O X .
#   5 . X O O . . O X .
#   4 . X O . . . O X .
#   3 . X O O . O O X .
#   2 . X O O O O O X .
#   1 . X X X X X X X .
#
# The group is enclosed in the middle of the board; its eye space is all it has.
#
# White's eye space E3, D4 E4 F4, E5 F5: a rabbity six, E4 touching four others. Black
# E4 kills; White E4 leaves D4, E3 and the bent three E5 F5 F4: two eyes at least.
# Komi 20.5: the fight decides the game.
boardsize 9
clear_board
komi 20.5
play b A7
play b B7
play b C7
play b D7
play b E7
play b F7
play b G7
play b H7
play b J7
play b B6
play b H6
play b B5
play b H5
play b B4
play b H4
play b B3
play b H3
play b B2
play b H2
play b B1
play b C1
play b D1
play b E1
play b F1
play b G1
play b H1
play w A8
play w B8
play w C8
play w D8
play w E8
play w F8
play w G8
play w H8
play w J8
play w C6
play w D6
play w E6
play w F6
play w G6
play w C5
play w D5
play w G5
play w C4
play w G4
play w C3
play w D3
play w F3
play w G3
play w C2
play w D2
play w E2
play w F2
play w G2
32 reg_genmove b
#? [E4]
33 reg_genmove w
#? [E4]

# --- Square four in the centre is dead --------------------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 O O O O O O O O O
#   7 X X X X X X X X X
#   6 . X O O O O O X .
#   5 . X O . . O O X .
#   4 . X O . . O O X .
#   3 . X O O O O O X .
#   2 . X O O O O O X .
#   1 . X X X X X X X .
#
# The group is enclosed in the middle of the board; its eye space is all it has.
#
# White's eye space is the square D4 E4 D5 E5: one eye, whatever White plays. The game is
# over; all of White's sixteen centre stones are dead.
# Komi 0.5: the fight decides the game.
boardsize 9
clear_board
komi 0.5
play b A7
play b B7
play b C7
play b D7
play b E7
play b F7
play b G7
play b H7
play b J7
play b B6
play b H6
play b B5
play b H5
play b B4
play b H4
play b B3
play b H3
play b B2
play b H2
play b B1
play b C1
play b D1
play b E1
play b F1
play b G1
play b H1
play w A8
play w B8
play w C8
play w D8
play w E8
play w F8
play w G8
play w H8
play w J8
play w C6
play w D6
play w E6
play w F6
play w G6
play w C5
play w F5
play w G5
play w C4
play w F4
play w G4
play w C3
play w D3
play w E3
play w F3
play w G3
play w C2
play w D2
play w E2
play w F2
play w G2
34 final_status_list dead
#? [C6 D6 E6 F6 G6 C5 F5 G5 C4 F4 G4 C3 D3 E3 F3 G3 C2 D2 E2 F2 G2]

# --- Straight three in the corner, upside down ------------------------------------
#
#     A B C D E F G H J
#   9 . . . X O . . . .
#   8 X X X X O . . . .
#   7 O O O O O . . . .
#   6 . . . . O . . . .
#   5 O O O O O O O O O
#   4 X X X X X X X X X
#   3 . . . . . . . . .
#   2 . . . . . . . . .
#   1 . . . . . . . . .
#
# Black's corner group has no liberty outside its eye space A9 B9 C9, a straight three.
# Its vital point is the middle, B9: there White leaves two single points that Black
# cannot both make eyes of, and there Black makes two eyes (A9, C9). A White stone on
# A9 or C9 is captured by Black B9, which also makes the second eye.
# The same shape upside down, colours swapped.
# Komi -1.5: the fight decides the game.
boardsize 9
clear_board
komi -1.5
play b D9
play b A8
play b B8
play b C8
play b D8
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w E9
play w E8
play w A7
play w B7
play w C7
play w D7
play w E7
play w E6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
# Black kills at the vital point.
35 reg_genmove w
#? [B9]
# White lives at the vital point.
36 reg_genmove b
#? [B9]

# --- Bent three in the corner, upside down ----------------------------------------
#
#     A B C D E F G H J
#   9 . . O X . . . . .
#   8 O . O X . . . . .
#   7 O O O X . . . . .
#   6 X X X X . . . . .
#   5 X X X X X X X X X
#   4 O O O O O O O O O
#   3 . . . . . . . . .
#   2 . . . . . . . . .
#   1 . . . . . . . . .
#
# White's corner group has the
# bent three A9 B9 B8 as its eye space and no outside liberty. B9, touching both other
# points, is the vital point: Black's placement there kills (A9 and B8 cannot both become
# eyes), White's move there makes two eyes. Black A9 or B8 is captured by White B9.
# The same shape upside down, colours swapped.
# Komi 0.5: the fight decides the game.
boardsize 9
clear_board
komi 0.5
play b D9
play b D8
play b D7
play b A6
play b B6
play b C6
play b D6
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play w C9
play w A8
play w C8
play w A7
play w B7
play w C7
play w A4
play w B4
play w C4
play w D4
play w E4
play w F4
play w G4
play w H4
play w J4
# White kills at B9.
37 reg_genmove b
#? [B9]
# Black lives at B9.
38 reg_genmove w
#? [B9]

# --- Pyramid four in the corner, upside down --------------------------------------
#
#     A B C D E F G H J
#   9 . . . X O . . . .
#   8 X . X X O . . . .
#   7 X X X O O . . . .
#   6 O O O O . . . . .
#   5 O O O O O O O O O
#   4 X X X X X X X X X
#   3 . . . . . . . . .
#   2 . . . . . . . . .
#   1 . . . . . . . . .
#
# Black's eye space A9 B9 C9 B8 is a pyramid four (a T): its centre B9 touches the other
# three. White B9 leaves three points around a White stone in atari that Black cannot
# turn into two eyes; Black B9 makes three eyes. Any other White placement is captured by
# Black B9.
# The same shape upside down, colours swapped.
# Komi 2.5: the fight decides the game.
boardsize 9
clear_board
komi 2.5
play b D9
play b A8
play b C8
play b D8
play b A7
play b B7
play b C7
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w E9
play w E8
play w D7
play w E7
play w A6
play w B6
play w C6
play w D6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
# Black kills at the centre of the pyramid.
39 reg_genmove w
#? [B9]
# White lives there.
40 reg_genmove b
#? [B9]

# --- Bulky five in the corner, upside down ----------------------------------------
#
#     A B C D E F G H J
#   9 . . . X O . . . .
#   8 . . X X O . . . .
#   7 X X X O O . . . .
#   6 O O O O . . . . .
#   5 O O O O O O O O O
#   4 X X X X X X X X X
#   3 . . . . . . . . .
#   2 . . . . . . . . .
#   1 . . . . . . . . .
#
# Black's eye space A9 B9 C9 A8 B8 is a bulky five (a square with one point added on the
# first line). The vital point B9 touches three of the others: White there kills (the
# five points make one eye around a White shape Black cannot capture in time); Black there
# makes eyes at C9 and in A9 A8 B8. Black B8 does not live outright: it leaves the bent
# chain A8 A9 B9 C9, a bent four in the corner, where White B9, Black A9, White A8 is a
# ko. So White must kill at B9, and Black must save at B9.
# The same shape upside down, colours swapped.
# Komi 2.5: the fight decides the game.
boardsize 9
clear_board
komi 2.5
play b D9
play b C8
play b D8
play b A7
play b B7
play b C7
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w E9
play w E8
play w D7
play w E7
play w A6
play w B6
play w C6
play w D6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
# Only B9 kills.
41 reg_genmove w
#? [B9]
# Only B9 lives without a ko.
42 reg_genmove b
#? [B9]

# --- Straight three on the edge, upside down --------------------------------------
#
#     A B C D E F G H J
#   9 . O X . . . X O .
#   8 . O X X X X X O .
#   7 . O O O O O O O .
#   6 . . . . O . . . .
#   5 O O O O O O O O O
#   4 X X X X X X X X X
#   3 . . . . . . . . .
#   2 . . . . . . . . .
#   1 . . . . . . . . .
#
# Black's eye space D9 E9 F9 on the first line, no outside liberty. E9 is the vital
# point for both: White there kills, Black there makes eyes at D9 and F9.
# The same shape upside down, colours swapped.
# Komi 1.5: the fight decides the game.
boardsize 9
clear_board
komi 1.5
play b C9
play b G9
play b C8
play b D8
play b E8
play b F8
play b G8
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w B9
play w H9
play w B8
play w H8
play w B7
play w C7
play w D7
play w E7
play w F7
play w G7
play w H7
play w E6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
# Black kills at E9.
43 reg_genmove w
#? [E9]
# White lives at E9.
44 reg_genmove b
#? [E9]

# --- Bent three on the edge, upside down ------------------------------------------
#
#     A B C D E F G H J
#   9 . X O . . O X . .
#   8 . X O O . O X . .
#   7 . X X O O O X . .
#   6 . . X X X X X . .
#   5 X X X X X X X X X
#   4 O O O O O O O O O
#   3 . . . . . . . . .
#   2 . . . . . . . . .
#   1 . . . . . . . . .
#
# White's group has the bent three D9 E9 E8; E9 touches both others.
# Black E9 kills; White E9 makes eyes at D9 and E8.
# The same shape upside down, colours swapped.
# Komi -2.5: the fight decides the game.
boardsize 9
clear_board
komi -2.5
play b B9
play b G9
play b B8
play b G8
play b B7
play b C7
play b G7
play b C6
play b D6
play b E6
play b F6
play b G6
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play w C9
play w F9
play w C8
play w D8
play w F8
play w D7
play w E7
play w F7
play w A4
play w B4
play w C4
play w D4
play w E4
play w F4
play w G4
play w H4
play w J4
# White kills at E9.
45 reg_genmove b
#? [E9]
# Black lives at E9.
46 reg_genmove w
#? [E9]

# --- Pyramid four on the edge, upside down ----------------------------------------
#
#     A B C D E F G H J
#   9 . O X . . . X O .
#   8 . O X X . X X O .
#   7 . O O X X X O O .
#   6 . . O O O O O O .
#   5 O O O O O O O O O
#   4 X X X X X X X X X
#   3 . . . . . . . . .
#   2 . . . . . . . . .
#   1 . . . . . . . . .
#
# Black's eye space D9 E9 F9 E8 is a pyramid with its centre E9 on the first line. White
# E9 kills; Black E9 makes three eyes.
# The same shape upside down, colours swapped.
# Komi 4.5: the fight decides the game.
boardsize 9
clear_board
komi 4.5
play b C9
play b G9
play b C8
play b D8
play b F8
play b G8
play b D7
play b E7
play b F7
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w B9
play w H9
play w B8
play w H8
play w B7
play w C7
play w G7
play w H7
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
# Black kills at the centre.
47 reg_genmove w
#? [E9]
# White lives at the centre.
48 reg_genmove b
#? [E9]

# --- Bulky five on the edge, upside down ------------------------------------------
#
#     A B C D E F G H J
#   9 . X O . . . O X .
#   8 . X O . . O O X .
#   7 . X O O O O X X .
#   6 . X X X X X X X .
#   5 X X X X X X X X X
#   4 O O O O O O O O O
#   3 . . . . . . . . .
#   2 . . . . . . . . .
#   1 . . . . . . . . .
#
# White's eye space  D9 E9 F9 D8 E8: the square D9 E9 D8 E8 with F9
# added. E9 touches three others and is the vital point: Black E9 kills. White E9 lives
# (eyes F9 and D9 D8 E8); White E8 also lives, leaving the bent four D8 D9 E9 F9 with
# two middle points (D9, E9) as miai. White D8 does not: it leaves the pyramid D9 E9 F9
# E8, killed at E9.
# The same shape upside down, colours swapped.
# Komi -5.5: the fight decides the game.
boardsize 9
clear_board
komi -5.5
play b B9
play b H9
play b B8
play b H8
play b B7
play b G7
play b H7
play b B6
play b C6
play b D6
play b E6
play b F6
play b G6
play b H6
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play w C9
play w G9
play w C8
play w F8
play w G8
play w C7
play w D7
play w E7
play w F7
play w A4
play w B4
play w C4
play w D4
play w E4
play w F4
play w G4
play w H4
play w J4
# Only E9 kills.
49 reg_genmove b
#? [E9]
# E9 or E8 lives.
50 reg_genmove w
#? [E9|E8]

# --- Rabbity six on the edge, upside down -----------------------------------------
#
#     A B C D E F G H J
#   9 . O X X . X X O .
#   8 . O X . . . X O .
#   7 . O X X . . X O .
#   6 . O X X X X X O .
#   5 O O O O O O O O O
#   4 X X X X X X X X X
#   3 . . . . . . . . .
#   2 . . . . . . . . .
#   1 . . . . . . . . .
#
# Black's eye space E9, D8 E8 F8, E7 F7: a rabbity six, E8 touching four of the others.
# White E8 kills (the six points make one eye Black cannot split); Black E8 splits it into
# D8, E9 and the bent three E7 F7 F8, which White cannot reduce to one eye (Black answers
# its vital point).
# The same shape upside down, colours swapped.
# Komi 11.5: the fight decides the game.
boardsize 9
clear_board
komi 11.5
play b C9
play b D9
play b F9
play b G9
play b C8
play b G8
play b C7
play b D7
play b G7
play b C6
play b D6
play b E6
play b F6
play b G6
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w B9
play w H9
play w B8
play w H8
play w B7
play w H7
play w B6
play w H6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
# Black kills at E8.
51 reg_genmove w
#? [E8]
# White lives at E8.
52 reg_genmove b
#? [E8]

# --- Bent four in the corner answers the placement, upside down -------------------
#
#     A B C D E F G H J
#   9 . O . X O . . . .
#   8 . X X X O . . . .
#   7 X X X O O . . . .
#   6 O O O O . . . . .
#   5 O O O O O O O O O
#   4 X X X X X X X X X
#   3 . . . . . . . . .
#   2 . . . . . . . . .
#   1 . . . . . . . . .
#
# Black's corner eye space is the bent chain A8 A9 B9 C9. White has placed a stone on B9,
# one of its two middle points; Black's best answer is the other middle point, A9, which
# puts B9 in atari, but White takes A9 back on A8 and the corner is a ko. Any other Black
# move lets White play A9 and leave Black one eye.
# The same shape upside down, colours swapped.
# Komi -0.5: the fight decides the game.
boardsize 9
clear_board
komi -0.5
play b D9
play b B8
play b C8
play b D8
play b A7
play b B7
play b C7
play b A4
play b B4
play b C4
play b D4
play b E4
play b F4
play b G4
play b H4
play b J4
play w B9
play w E9
play w E8
play w D7
play w E7
play w A6
play w B6
play w C6
play w D6
play w A5
play w B5
play w C5
play w D5
play w E5
play w F5
play w G5
play w H5
play w J5
# White answers on the other middle point.
53 reg_genmove b
#? [A9]*

# --- Straight four on the edge answers the placement, upside down -----------------
#
#     A B C D E F G H J
#   9 . X O . X . . O X
#   8 . X O O O O O O X
#   7 . X X X X X X X X
#   6 . . . . X . . . .
#   5 X X X X X X X X X
#   4 O O O O O O O O O
#   3 . . . . . . . . .
#   2 . . . . . . . . .
#   1 . . . . . . . . .
#
# White's eye space  D9 E9 F9 G9 is a straight four, alive: after Black's
# placement on E9, White answers on F9 (E9 in atari, eyes D9 and G9 to come; Black cannot
# connect at D9, a suicide). White D9 or G9 instead lets Black extend to F9 or D9: White
# captures two stones and keeps a two-point eye, which is one eye.
# The same shape upside down, colours swapped.
# Komi -0.5: the fight decides the game.
boardsize 9
clear_board
komi -0.5
play b B9
play b E9
play b J9
play b B8
play b J8
play b B7
play b C7
play b D7
play b E7
play b F7
play b G7
play b H7
play b J7
play b E6
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play w C9
play w H9
play w C8
play w D8
play w E8
play w F8
play w G8
play w H8
play w A4
play w B4
play w C4
play w D4
play w E4
play w F4
play w G4
play w H4
play w J4
# Black answers on F9.
54 reg_genmove w
#? [F9]

# --- Capturing race, three liberties each -----------------------------------------
#
#     A B C D E F G H J
#   9 . . . X O . . . .
#   8 . . . X O . . . .
#   7 . . . X O . . . .
#   6 . . . X O . . . .
#   5 . . . X O . . . .
#   4 . X X X O O O . .
#   3 . X . O X . O . .
#   2 . X . O X . O . .
#   1 . X . O X . O . .
#
# White's D1 D2 D3 (three liberties C1 C2 C3, no eye) and Black's E1 E2 E3 (three
# liberties F1 F2 F3, no eye) share none: the side to move wins by one liberty, filling
# the other's outside liberties. Any of the three is right; anything else loses the race.
# Komi -9.5: the fight decides the game.
boardsize 9
clear_board
komi -9.5
play b D9
play b D8
play b D7
play b D6
play b D5
play b B4
play b C4
play b D4
play b B3
play b E3
play b B2
play b E2
play b B1
play b E1
play w E9
play w E8
play w E7
play w E6
play w E5
play w E4
play w F4
play w G4
play w D3
play w G3
play w D2
play w G2
play w D1
play w G1
# Black to move wins.
55 reg_genmove b
#? [C1|C2|C3]
# White to move wins.
56 reg_genmove w
#? [F1|F2|F3]

# --- Capturing race, two liberties each -------------------------------------------
#
#     A B C D E F G H J
#   9 . . . X O . . . .
#   8 . . . X O . . . .
#   7 . . . X O . . . .
#   6 . . . X O . . . .
#   5 . . . X O . . . .
#   4 . X X X O O O . .
#   3 . X . O X . O . .
#   2 . X . O X . O . .
#   1 . X X O X O O . .
#
# White's D1 D2 D3 (liberties C2 C3) against Black's E1 E2 E3 (liberties F2 F3): C1 and
# F1 belong to the outer walls. No eyes, no shared liberty: the side to move wins by one
# liberty.
# Komi -9.5: the fight decides the game.
boardsize 9
clear_board
komi -9.5
play b D9
play b D8
play b D7
play b D6
play b D5
play b B4
play b C4
play b D4
play b B3
play b E3
play b B2
play b E2
play b B1
play b C1
play b E1
play w E9
play w E8
play w E7
play w E6
play w E5
play w E4
play w F4
play w G4
play w D3
play w G3
play w D2
play w G2
play w D1
play w F1
play w G1
# Black to move wins.
57 reg_genmove b
#? [C2|C3]
# White to move wins.
58 reg_genmove w
#? [F2|F3]

# --- Capturing race, four liberties each ------------------------------------------
#
#     A B C D E F G H J
#   9 . . . X O . . . .
#   8 . . . X O . . . .
#   7 . . . X O . . . .
#   6 . X X X O O O . .
#   5 . X . O X . O . .
#   4 . X . O X . O . .
#   3 . X . O X . O . .
#   2 . X . O X . O . .
#   1 . X X O X O O . .
#
# White's D1 to D5 (liberties C2 to C5) against Black's E1 to E5 (liberties F2 to F5), no shared liberty: the side to move fills the other's outside liberties and wins by
# one.
# Komi -9.5: the fight decides the game.
boardsize 9
clear_board
komi -9.5
play b D9
play b D8
play b D7
play b B6
play b C6
play b D6
play b B5
play b E5
play b B4
play b E4
play b B3
play b E3
play b B2
play b E2
play b B1
play b C1
play b E1
play w E9
play w E8
play w E7
play w E6
play w F6
play w G6
play w D5
play w G5
play w D4
play w G4
play w D3
play w G3
play w D2
play w G2
play w D1
play w F1
play w G1
# Black to move wins.
59 reg_genmove b
#? [C2|C3|C4|C5]
# White to move wins.
60 reg_genmove w
#? [F2|F3|F4|F5]

# --- Seki with two shared liberties -----------------------------------------------
#
#     A B C D E F G H J
#   9 . . . X O . . . .
#   8 . . . X O . . . .
#   7 . . . X O . . . .
#   6 . . . X O . . . .
#   5 . . . X O . . . .
#   4 . X X X O O . . .
#   3 . X O O X O . . .
#   2 . X O . X O . . .
#   1 . X O . X O . . .
#
# White's C1 C2 C3 D3 and Black's E1 E2 E3 have no eye and no outside liberty; they share
# D1 and D2. Whoever fills one puts its own group in atari and loses it, so neither does:
# seki. Both groups are alive in seki, and the shared points are no one's.
# Komi 0.5: the fight decides the game.
boardsize 9
clear_board
komi 0.5
play b D9
play b D8
play b D7
play b D6
play b D5
play b B4
play b C4
play b D4
play b B3
play b E3
play b B2
play b E2
play b B1
play b E1
play w E9
play w E8
play w E7
play w E6
play w E5
play w E4
play w F4
play w C3
play w D3
play w F3
play w C2
play w F2
play w C1
play w F1
# Both inner groups are in seki.
61 final_status_list seki
#? [C3 D3 C2 C1\nE3 E2 E1|E3 E2 E1\nC3 D3 C2 C1]
# Black must not fill a shared liberty.
62 reg_genmove b
#? [!D1|D2]*
# Nor White.
63 reg_genmove w
#? [!D1|D2]

# --- Capturing race, three liberties each, upside down ----------------------------
#
#     A B C D E F G H J
#   9 . O . X O . X . .
#   8 . O . X O . X . .
#   7 . O . X O . X . .
#   6 . O O O X X X . .
#   5 . . . O X . . . .
#   4 . . . O X . . . .
#   3 . . . O X . . . .
#   2 . . . O X . . . .
#   1 . . . O X . . . .
#
# Black's D9 D8 D7 (three liberties C9 C8 C7, no eye) and White's E9 E8 E7 (three
# liberties F9 F8 F7, no eye) share none: the side to move wins by one liberty, filling
# the other's outside liberties. Any of the three is right; anything else loses the race.
# The same shape upside down, colours swapped.
# Komi 9.5: the fight decides the game.
boardsize 9
clear_board
komi 9.5
play b D9
play b G9
play b D8
play b G8
play b D7
play b G7
play b E6
play b F6
play b G6
play b E5
play b E4
play b E3
play b E2
play b E1
play w B9
play w E9
play w B8
play w E8
play w B7
play w E7
play w B6
play w C6
play w D6
play w D5
play w D4
play w D3
play w D2
play w D1
# Black to move wins.
64 reg_genmove w
#? [C9|C8|C7]
# White to move wins.
65 reg_genmove b
#? [F9|F8|F7]

# --- Capturing race, two liberties each, upside down ------------------------------
#
#     A B C D E F G H J
#   9 . O O X O X X . .
#   8 . O . X O . X . .
#   7 . O . X O . X . .
#   6 . O O O X X X . .
#   5 . . . O X . . . .
#   4 . . . O X . . . .
#   3 . . . O X . . . .
#   2 . . . O X . . . .
#   1 . . . O X . . . .
#
# Black's D9 D8 D7 (liberties C8 C7) against White's E9 E8 E7 (liberties F8 F7): C9 and
# F9 belong to the outer walls. No eyes, no shared liberty: the side to move wins by one
# liberty.
# The same shape upside down, colours swapped.
# Komi 9.5: the fight decides the game.
boardsize 9
clear_board
komi 9.5
play b D9
play b F9
play b G9
play b D8
play b G8
play b D7
play b G7
play b E6
play b F6
play b G6
play b E5
play b E4
play b E3
play b E2
play b E1
play w B9
play w C9
play w E9
play w B8
play w E8
play w B7
play w E7
play w B6
play w C6
play w D6
play w D5
play w D4
play w D3
play w D2
play w D1
# Black to move wins.
66 reg_genmove w
#? [C8|C7]
# White to move wins.
67 reg_genmove b
#? [F8|F7]

# --- Snapback in the corner -------------------------------------------------------
#
#     A B C D E F G H
#   8 . . . X O . . . .
#   7 . . . X O . . . .
#   6 . . . X O . . . .
#   5 . . . X O . . . .
#   4 . . . X O . . . .
#   3 X X X X O . . . .
#   2 O . X X O . . . .
#   1 O . O O O . . . .
#
# White's A1 A2 cut into Black's corner with two liberties, B1 and B2. Black's throw-in
# at B1 is a snapback: the stone is in atari, but White's capture at B2 leaves A1 A2 B2
# with the one liberty B1, and Black takes all three back there. Black B2, the atari from
# outside, fails: White connects at B1 to C1 and the wall. White to move connects at B1;
# White B2 instead is captured at once by Black B1.
# Komi -9.5: the fight decides the game.
boardsize 8
clear_board
komi -9.5
play b D8
play b D7
play b D6
play b D5
play b D4
play b A3
play b B3
play b C3
play b D3
play b C2
play b D2
play w E8
play w E7
play w E6
play w E5
play w E4
play w E3
play w A2
play w E2
play w A1
play w C1
play w D1
play w E1
# Black throws in and snaps back.
68 reg_genmove b
#? [B1]
# White connects out.
69 reg_genmove w
#? [B1]

# --- Snapback on the edge ---------------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . X O . . . .
#   8 . . . X O . . . .
#   7 . . . X O . . . .
#   6 . . . X O . . . .
#   5 . . . X O . . . .
#   4 . . . X O O . . .
#   3 . . X X X O . . .
#   2 . X O . X O . . .
#   1 . X O . O O . . .
#
# White's C1 C2 cut into Black's side with two liberties, D1 and D2. Black's throw-in at
# D1 (next to White's E1) is a snapback: White's capture at D2 leaves C1 C2 D2 with the
# one liberty D1, and Black retakes the three stones. Black D2 fails: White connects at D1
# to E1. White to move connects at D1; White D2 is captured by Black D1.
# Komi -10.5: the fight decides the game.
boardsize 9
clear_board
komi -10.5
play b D9
play b D8
play b D7
play b D6
play b D5
play b D4
play b C3
play b D3
play b E3
play b B2
play b E2
play b B1
play w E9
play w E8
play w E7
play w E6
play w E5
play w E4
play w F4
play w F3
play w C2
play w F2
play w C1
play w E1
play w F1
# Black throws in and snaps back.
70 reg_genmove b
#? [D1]
# White connects out.
71 reg_genmove w
#? [D1]

# --- A throw-in that does not snap back -------------------------------------------
#
#     A B C D E F G H
#   8 . . . X O . . . .
#   7 . . . X O . . . .
#   6 . . . X O . . . .
#   5 . . . X O . . . .
#   4 . . . X O . . . .
#   3 X X X X O . . . .
#   2 O O X X O . . . .
#   1 . . O O O . . . .
#
# White's A2 B2 have two liberties, A1 and B1. The throw-in at A1 fails: White captures
# at B1, which connects to C1 and the wall. The move is B1, the connecting point, itself a
# throw-in that snaps back: White's capture at A1 leaves A1 A2 B2 with the one liberty
# B1. White to move connects at B1.
# Komi -10.5: the fight decides the game.
boardsize 8
clear_board
komi -10.5
play b D8
play b D7
play b D6
play b D5
play b D4
play b A3
play b B3
play b C3
play b D3
play b C2
play b D2
play w E8
play w E7
play w E6
play w E5
play w E4
play w E3
play w A2
play w B2
play w E2
play w C1
play w D1
play w E1
# Black must not throw in at the corner.
72 reg_genmove b
#? [!A1]
# Black B1 snaps back.
73 reg_genmove b
#? [B1]
# White connects out.
74 reg_genmove w
#? [B1]

# --- A false eye decides the group ------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 . . . . . . . . .
#   7 . . . . . . . . .
#   6 O O O O O O O O O
#   5 X X X X X X X X X
#   4 . . . . . . . . .
#   3 X X X X X X X X .
#   2 O O O . O O O X .
#   1 . O O O . O O X .
#
# White's group on the first line has an eye at A1 and a second at E1, whose diagonal D2
# is empty: D2 is also the only link between White's two strings A2 B2 C2 B1 C1 D1 and E2
# F2 G2 F1 G1. Black D2 makes E1 a false eye: F1 G1 E2 F2 G2 are left in atari at E1,
# and connecting there leaves the whole group with one eye. White D2 connects and keeps
# two eyes.
# Komi -4.5: the fight decides the game.
boardsize 9
clear_board
komi -4.5
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b A3
play b B3
play b C3
play b D3
play b E3
play b F3
play b G3
play b H3
play b H2
play b H1
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w A2
play w B2
play w C2
play w E2
play w F2
play w G2
play w B1
play w C1
play w D1
play w F1
play w G1
# Black makes the eye false.
75 reg_genmove b
#? [D2]
# White mends it.
76 reg_genmove w
#? [D2]

# --- A false eye leaves the group dead --------------------------------------------
#
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 . . . . . . . . .
#   7 . . . . . . . . .
#   6 O O O O O O O O O
#   5 X X X X X X X X X
#   4 . . . . . . . . .
#   3 X X X X X X X X .
#   2 O O O X O O O X .
#   1 . O O O . O O X .
#
# The same group after Black D2: A1 is an eye, E1 is false, and there is no liberty
# outside. White's eleven stones are dead; the game is over.
# Komi 0.5: the fight decides the game.
boardsize 9
clear_board
komi 0.5
play b A5
play b B5
play b C5
play b D5
play b E5
play b F5
play b G5
play b H5
play b J5
play b A3
play b B3
play b C3
play b D3
play b E3
play b F3
play b G3
play b H3
play b D2
play b H2
play b H1
play w A6
play w B6
play w C6
play w D6
play w E6
play w F6
play w G6
play w H6
play w J6
play w A2
play w B2
play w C2
play w E2
play w F2
play w G2
play w B1
play w C1
play w D1
play w F1
play w G1
77 final_status_list dead
#? [A2 B2 C2 B1 C1 D1\nE2 F2 G2 F1 G1|E2 F2 G2 F1 G1\nA2 B2 C2 B1 C1 D1|A2 B2 C2 E2 F2 G2 B1 C1 D1 F1 G1]

# --- Race: an eye against no eye --------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . X O . . . .
#   8 . . . X O . . . .
#   7 . . . X O . . . .
#   6 X X X X O O O O .
#   5 X X O O X O O . .
#   4 X X O . X . O . .
#   3 . O O . X . O . .
#   2 O O O O X . O . .
#   1 . O O O X . O . .
#
# White's C5 ... D1 have an eye at A1, one outside liberty A3, and share D3 and D4 with
# Black's E1 to E5, which has no eye and four outside liberties F1 to F4. Shared
# liberties count for the side with the eye: Black cannot take the last one without
# putting its own string in atari. White needs four moves (F1 to F4), Black four (A3,
# D3, D4, then A1), so the side to move wins: White though it has one outside liberty
# against four. Black would fill any of White's liberties; White fills an outside one of
# Black's. Only White's move is tested: GNU Go 3.8 misreads Black's side (it passes).
# Komi -17.5: the fight decides the game.
boardsize 9
clear_board
komi -17.5
play b D9
play b D8
play b D7
play b A6
play b B6
play b C6
play b D6
play b A5
play b B5
play b E5
play b A4
play b B4
play b E4
play b E3
play b E2
play b E1
play w E9
play w E8
play w E7
play w E6
play w F6
play w G6
play w H6
play w C5
play w D5
play w F5
play w G5
play w C4
play w G4
play w B3
play w C3
play w G3
play w A2
play w B2
play w C2
play w D2
play w G2
play w B1
play w C1
play w D1
play w G1
# White to move wins.
78 reg_genmove w
#? [F1|F2|F3|F4]

# --- Seki: one eye each and a shared liberty --------------------------------------
#
#     A B C D E F G H J
#   9 . . . X O . . . .
#   8 . . . X O . . . .
#   7 . . . X O . . . .
#   6 X X X X O O O O .
#   5 X X O O X O O . .
#   4 X X O O X O . . .
#   3 X O O . X O O O .
#   2 O O O O X X X O .
#   1 . O O O X . X O .
#
# White's group (eye A1) and Black's (eye F1) share one liberty, D3, and have none
# outside. Whoever fills D3 leaves both groups in atari and the opponent captures first:
# seki. Both groups live; neither side may fill D3.
# Komi 0.5: the seki counts W+20.5 (GNU Go's final_score agrees), so White wins by
# keeping it and loses by filling D3. For Black's test the komi is -20.5: the seki
# then counts B+0.5, and Black's fill of D3 loses its group.
boardsize 9
clear_board
komi 0.5
play b D9
play b D8
play b D7
play b A6
play b B6
play b C6
play b D6
play b A5
play b B5
play b E5
play b A4
play b B4
play b E4
play b A3
play b E3
play b E2
play b F2
play b G2
play b E1
play b G1
play w E9
play w E8
play w E7
play w E6
play w F6
play w G6
play w H6
play w C5
play w D5
play w F5
play w G5
play w C4
play w D4
play w F4
play w B3
play w C3
play w F3
play w G3
play w H3
play w A2
play w B2
play w C2
play w D2
play w H2
play w B1
play w C1
play w D1
play w H1
# Both inner groups are in seki.
79 final_status_list seki
#? [C5 D5 C4 D4 B3 C3 A2 B2 C2 D2 B1 C1 D1\nE5 E4 E3 E2 F2 G2 E1 G1|E5 E4 E3 E2 F2 G2 E1 G1\nC5 D5 C4 D4 B3 C3 A2 B2 C2 D2 B1 C1 D1]
# Black must not fill the shared liberty.
komi -20.5
80 reg_genmove b
#? [!D3]
# Nor White.
komi 0.5
81 reg_genmove w
#? [!D3]

# --- Capture before being captured ------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . X O . . . .
#   8 . . . X O . . . .
#   7 . . . X O . . . .
#   6 . . . X O . . . .
#   5 . . . X O . . . .
#   4 . X X X O O O . .
#   3 . X X O X O O . .
#   2 . X . O X . O . .
#   1 . X X O X O O . .
#
# Black's E1 E2 E3 and White's D1 D2 D3 are both in atari, at F2 and C2: the side to move
# captures first. Black F2 is no escape (no liberty there).
# Komi -9.5: the fight decides the game.
boardsize 9
clear_board
komi -9.5
play b D9
play b D8
play b D7
play b D6
play b D5
play b B4
play b C4
play b D4
play b B3
play b C3
play b E3
play b B2
play b E2
play b B1
play b C1
play b E1
play w E9
play w E8
play w E7
play w E6
play w E5
play w E4
play w F4
play w G4
play w D3
play w F3
play w G3
play w D2
play w G2
play w D1
play w F1
play w G1
# Black captures first.
82 reg_genmove b
#? [C2]
# White captures first.
83 reg_genmove w
#? [F2]

# --- Net (geta) in the centre -----------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . X X X O . .
#   8 . . . X . X O O O
#   7 . . . X . X O . .
#   6 . . . X . . O O O
#   5 . . . X X . . . O
#   4 . . . X O O . . .
#   3 . . . X X X X X X
#   2 . . . . . . . . .
#   1 . . . . . . . . .
#
# White's E4 F4 have two liberties, F5 and G4, and run towards White's living group
# (G6 H6 J6 J5, two eyes). Both ataris fail: after Black F5 White G4 and H4 reach J5 or
# G6, after Black G4 White F5 and G5 reach G6. The net G5 catches them: White F5 is met
# by F6 (White G4 is then in atari at H4), White G4 by H4 (White F5 is then in atari at
# F6). Black owns the centre if the net holds; White connects out and takes it if not.
# The komi is half way between the two finished boards (Black ahead by 55 or by 36).
# Komi 45.5: the fight decides the game.
boardsize 9
clear_board
komi 45.5
play b D9
play b E9
play b F9
play b D8
play b F8
play b D7
play b F7
play b D6
play b D5
play b E5
play b D4
play b D3
play b E3
play b F3
play b G3
play b H3
play b J3
play w G9
play w G8
play w H8
play w J8
play w G7
play w G6
play w H6
play w J6
play w J5
play w E4
play w F4
# Black nets the cutting stones.
84 reg_genmove b
#? [G5]

# --- A ladder run on 19x19 -----------------------------------------------------------
#
# From a game against Pachi: White's L8 put Black's M8 in atari, and the ladder after
# M7 runs down and left to the bottom edge (GNU Go: attack M8 = M7, defend M8 = 0).
# sente ran it step by step and lost 14 stones; the tree now leaves such runs out. At
# move 71 the string has seven stones, and J4 runs on.
loadsgf tactics/ladder-run-19x19.sgf 59
85 reg_genmove b
#? [!M7]

loadsgf tactics/ladder-run-19x19.sgf 71
86 reg_genmove b
#? [!J4]

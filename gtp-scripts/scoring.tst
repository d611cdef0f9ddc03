# Scoring: final_score and final_status_list on finished positions, under area rules
# (chinese, aga, new_zealand, tromp-taylor) and territory rules (japanese).
#
# Every position is unambiguous: solid walls, clear territories, dead stones that cannot
# make two eyes, sekis that neither side can break. Each expected score is counted in the
# comment above it and was cross-checked with GNU Go 3.8 (`gnugo --mode gtp`, with
# `--chinese-rules` for area counting); where GNU Go answers otherwise, the comment says
# why. Diagrams: X black, O white, top row first.
#
# final_score judges dead stones from a 5000-playout search, so its answer depends on the
# seed and the thread count (cargo test starts plain `sente`: all cores, a seed from the clock). The
# suite must pass with any of them: the positions leave no doubt, and the two sekis
# decide their game, since sente judges a seki reliably only when the search cares about
# it (see the seki section). Checked with `--threads 1 --seed 1..40`, `--threads 4` and
# `--threads 8`, and without flags.
#
# The rules are set before each position is loaded: loadsgf keeps the rules in force,
# whatever the record's RU says. Every final_score and final_status_list case runs
# under area rules (chinese; aga, new_zealand and tromp-taylor too where the handicap
# makes them differ) and under territory rules: test N + 100 asks test N's question of
# the same position under japanese rules.
#
# Consecutive positions never share size, komi and handicap. sente keeps the last search
# tree when those match and neither position has moves, even across a loadsgf of another
# setup; final_score on the second position then never answers (loadsgf
# scoring/dead-stone.sgf, final_score, loadsgf scoring/dead-group.sgf, komi 0.5,
# final_score hangs). Hence the varied komi of the SGF files.

# --- Walls: two walls and a dame column --------------------------------------------
#
#     A B C D E F G H J
#   9 . . . X . O . . .
#   . . . . X . O . . .    (the same on every row)
#   1 . . . X . O . . .
#
# Black: 9 stones + 27 points (A-C); White: 9 stones + 27 points (G-J); E1-E9 are dame.
# Area: 36 - 36 = 0, komi 6.5: W+6.5. Territory: 27 - 27 = 0, komi 6.5: W+6.5.
# GNU Go's area count says W+5.5: it counts the 9 dame as filled, 5 to Black and 4 to
# White. Under area rules unfilled dame count for no one, so W+6.5 is right.
kgs-rules chinese
loadsgf scoring/walls.sgf
1 final_score
#? [W\+6\.5]

2 final_status_list dead
#? []

3 final_status_list seki
#? []

4 final_status_list alive
#? [(D9 D8 D7 D6 D5 D4 D3 D2 D1\nF9 F8 F7 F6 F5 F4 F3 F2 F1|F9 F8 F7 F6 F5 F4 F3 F2 F1\nD9 D8 D7 D6 D5 D4 D3 D2 D1)]

5 final_status_list dame
#? [E9 E8 E7 E6 E5 E4 E3 E2 E1]

6 final_status_list black_territory
#? [A9 B9 C9 A8 B8 C8 A7 B7 C7 A6 B6 C6 A5 B5 C5 A4 B4 C4 A3 B3 C3 A2 B2 C2 A1 B1 C1]

7 final_status_list white_territory
#? [G9 H9 J9 G8 H8 J8 G7 H7 J7 G6 H6 J6 G5 H5 J5 G4 H4 J4 G3 H3 J3 G2 H2 J2 G1 H1 J1]

kgs-rules japanese
101 final_score
#? [W\+6\.5]

102 final_status_list dead
#? []

103 final_status_list seki
#? []

104 final_status_list alive
#? [(D9 D8 D7 D6 D5 D4 D3 D2 D1\nF9 F8 F7 F6 F5 F4 F3 F2 F1|F9 F8 F7 F6 F5 F4 F3 F2 F1\nD9 D8 D7 D6 D5 D4 D3 D2 D1)]

105 final_status_list dame
#? [E9 E8 E7 E6 E5 E4 E3 E2 E1]

106 final_status_list black_territory
#? [A9 B9 C9 A8 B8 C8 A7 B7 C7 A6 B6 C6 A5 B5 C5 A4 B4 C4 A3 B3 C3 A2 B2 C2 A1 B1 C1]

107 final_status_list white_territory
#? [G9 H9 J9 G8 H8 J8 G7 H7 J7 G6 H6 J6 G5 H5 J5 G4 H4 J4 G3 H3 J3 G2 H2 J2 G1 H1 J1]

# --- A dead stone in territory ------------------------------------------------------
#
#     A B C D E F G H J
#   9 . . . X . O . . .
#   8 . . . X . O . . .
#   7 . X . X . O . O .
#   6 . . . X . O . . .
#   5 . O . X . O . . .      B5: dead, between Black's B3 and B7
#   4 . . . X . O . . .
#   3 . X . X . O . O .
#   2 . . . X . O . . .
#   1 . . . X . O . . .
#
# Area: Black 11 stones + 24 empty points + B5 = 36; White 11 stones + 25 empty points
# = 36; 0 - komi 0.5: W+0.5. The dead stone changes nothing under area counting.
# Territory: Black 24 empty points + B5 (its point) + 1 prisoner (B5 again) = 26; White
# 25 empty points = 25; 26 - 25 - 0.5: B+0.5. The dead stone counts twice.
# GNU Go: B+0.5 japanese (agrees); B+0.5 area, giving Black 5 of the 9 dame as above.
kgs-rules chinese
loadsgf scoring/dead-stone.sgf
10 final_score
#? [W\+0\.5]

11 final_status_list dead
#? [B5]

12 final_status_list dame
#? [E9 E8 E7 E6 E5 E4 E3 E2 E1]

# Territory lists hold empty points only (as GNU Go's): B5 is not in it.
13 final_status_list black_territory
#? [A9 B9 C9 A8 B8 C8 A7 C7 A6 B6 C6 A5 C5 A4 B4 C4 A3 C3 A2 B2 C2 A1 B1 C1]

kgs-rules japanese
110 final_score
#? [B\+0\.5]

111 final_status_list dead
#? [B5]

112 final_status_list dame
#? [E9 E8 E7 E6 E5 E4 E3 E2 E1]

113 final_status_list black_territory
#? [A9 B9 C9 A8 B8 C8 A7 C7 A6 B6 C6 A5 C5 A4 B4 C4 A3 C3 A2 B2 C2 A1 B1 C1]

# --- A dead group that takes several moves to capture -------------------------------
#
#     A B C D E F G H J
#   9 . O . X . O . . .      White A8 B8 B9: one eye at A9; C9 C8 B7 A7 touch Black,
#   8 O O . X . O . . .      so no second eye can be made there. Black captures with
#   7 . . X X . O . . .      C9 C8 B7 A7 and then A9: five moves.
#   6 X X X X . O . . .
#   5 . . . X . O . . .
#   . . . . X . O . . .      (rows 4-1 as row 5)
#
# Komi 2.5. Area: Black 13 stones + 20 empty points + 3 dead points = 36; White 9 + 27
# = 36; 0 - 2.5: W+2.5. Territory: Black 20 + 3 (dead points) + 3 prisoners = 26; White
# 27; 26 - 27 - 2.5: W+3.5.
# GNU Go: W+3.5 japanese (agrees); W+1.5 area, with 5 of the 9 dame to Black.
kgs-rules chinese
loadsgf scoring/dead-group.sgf
20 final_score
#? [W\+2\.5]

21 final_status_list dead
#? [B9 A8 B8]

22 final_status_list alive
#? [(D9 D8 C7 D7 A6 B6 C6 D6 D5 D4 D3 D2 D1\nF9 F8 F7 F6 F5 F4 F3 F2 F1|F9 F8 F7 F6 F5 F4 F3 F2 F1\nD9 D8 C7 D7 A6 B6 C6 D6 D5 D4 D3 D2 D1)]

kgs-rules japanese
120 final_score
#? [W\+3\.5]

121 final_status_list dead
#? [B9 A8 B8]

122 final_status_list alive
#? [(D9 D8 C7 D7 A6 B6 C6 D6 D5 D4 D3 D2 D1\nF9 F8 F7 F6 F5 F4 F3 F2 F1|F9 F8 F7 F6 F5 F4 F3 F2 F1\nD9 D8 C7 D7 A6 B6 C6 D6 D5 D4 D3 D2 D1)]

# --- Seki without eyes --------------------------------------------------------------
#
#     A B C D E F G H J
#   9 . O O O O . X O .      White B9-E9 and Black A8-G8 + G9 share the liberties A9
#   8 X X X X X X X O .      and F9 and have no other. Whoever fills one is captured,
#   7 O O O O O O O O .      and the capture leaves the capturer alive (five points of
#   6 X X X X X O . . .      eye space for Black, nine stones' worth for White): seki.
#   5 . . . . X O . . .
#   4 . . . . X O O . .
#   3 . . . . X O O . .
#   2 . . . . X X O . .
#   1 . . . . . X O . .
#
# Area: Black 11 (outer) + 8 (seki) stones + 21 points (A1-D5, E1) = 40; White 17
# (outer) + 4 (seki) stones + 18 points (J7-J9, G4-G6, H1-J6) = 39; A9 and F9 count for
# no one. 40 - 39 - 0.5: B+0.5. Territory: Black 21, White 18 (the seki stones and A9,
# F9 count for no one); 21 - 18 - 0.5: B+2.5. GNU Go agrees on both and on the seki.
#
# With komi 0.5 the seki decides the game; with komi 1.5 White wins either way (area
# W+0.5) and the playouts, indifferent, often let one side fill a shared liberty. sente
# still counts the seki at both komi: its strings qualify for the structural seki (every
# liberty shared, and a stone of either colour there would be in atari), whatever the
# ownership estimate says. Territory at komi 1.5: 21 - 18 - 1.5: B+1.5 (GNU Go agrees).
kgs-rules chinese
loadsgf scoring/seki.sgf
30 final_score
#? [B\+0\.5]

31 final_status_list seki
#? [(G9 A8 B8 C8 D8 E8 F8 G8\nB9 C9 D9 E9|B9 C9 D9 E9\nG9 A8 B8 C8 D8 E8 F8 G8)]

32 final_status_list dead
#? []

33 final_status_list dame
#? [A9 F9]

kgs-rules japanese
130 final_score
#? [B\+2\.5]

131 final_status_list seki
#? [(G9 A8 B8 C8 D8 E8 F8 G8\nB9 C9 D9 E9|B9 C9 D9 E9\nG9 A8 B8 C8 D8 E8 F8 G8)]

132 final_status_list dead
#? []

133 final_status_list dame
#? [A9 F9]

komi 1.5
kgs-rules chinese
34 final_score
#? [W\+0\.5]

35 final_status_list dead
#? []

kgs-rules japanese
134 final_score
#? [B\+1\.5]

135 final_status_list dead
#? []

# --- Seki with eyes: one eye each and one shared liberty ----------------------------
#
#     A B C D E F G H J
#   9 . O X . X . O O .      Black C9 E9 C8-F8 (eye D9) and White G9 H9 G8 H8 J8
#   8 . O X X X X O O O      (eye J9) share the liberty F9. Filling F9 is self-atari
#   7 O O O O O O X X X      for either side: seki.
#   6 . . O X X X X . .
#   5 . . O X . . . . .
#   4 . . O X . . . . .
#   3 . . O X X . . . .
#   2 . . O O X . . . .
#   1 . . O O X . . . .
#
# Area: Black 13 (outer) + 6 (seki) stones + 1 eye (D9) + 24 points (H6 J6, E4-J5,
# F1-J3) = 44; White 16 (outer) + 5 (seki) stones + 1 eye (J9) + 14 points (A9 A8,
# A1-B6) = 36; F9 is no one's. Komi 7.5: 44 - 36 - 7.5: B+0.5.
# Territory: seki stones, their eyes and F9 count for no one: Black 24, White 14;
# 24 - 14 - 7.5: B+2.5. GNU Go agrees on both and on the seki.
# Here too the seki decides the game: with a komi that leaves Black the winner either
# way, White's seki string is sometimes called dead.
kgs-rules chinese
loadsgf scoring/seki-eyes.sgf
40 final_score
#? [B\+0\.5]

41 final_status_list seki
#? [(C9 E9 C8 D8 E8 F8\nG9 H9 G8 H8 J8|G9 H9 G8 H8 J8\nC9 E9 C8 D8 E8 F8)]

# Under area rules the eyes belong to their owners; only the shared liberty is dame.
42 final_status_list dame
#? [F9]

# D9, the eye of Black's seki string, is Black's under area rules. GNU Go leaves it out
# (its territory lists are the same under both rules); the count above needs it.
43 final_status_list black_territory
#? [D9 H6 J6 E5 F5 G5 H5 J5 E4 F4 G4 H4 J4 F3 G3 H3 J3 F2 G2 H2 J2 F1 G1 H1 J1]

kgs-rules japanese
140 final_score
#? [B\+2\.5]

141 final_status_list seki
#? [(C9 E9 C8 D8 E8 F8\nG9 H9 G8 H8 J8|G9 H9 G8 H8 J8\nC9 E9 C8 D8 E8 F8)]

# Under territory rules the eyes of seki strings are no one's either (GNU Go agrees).
142 final_status_list dame
#? [D9 F9 J9]

143 final_status_list black_territory
#? [H6 J6 E5 F5 G5 H5 J5 E4 F4 G4 H4 J4 F3 G3 H3 J3 F2 G2 H2 J2 F1 G1 H1 J1]

# --- Prisoners under territory rules ------------------------------------------------
#
# From the walls position, White invades at A5 A4 and Black captures both (Black plays
# A6 A3 B5 B4); Black invades at J9 and White captures it (H9 J8). Final position:
#
#     A B C D E F G H J
#   9 . . . X . O . O .
#   8 . . . X . O . . O
#   7 . . . X . O . . .
#   6 X . . X . O . . .
#   5 . X . X . O . . .
#   4 . X . X . O . . .
#   3 X . . X . O . . .
#   2 . . . X . O . . .
#   1 . . . X . O . . .
#
# Area: Black 13 stones + 23 points = 36, White 11 stones + 25 points = 36: W+6.5 as
# before. Territory: Black 23 points + 2 prisoners = 25; White 25 points + 1 prisoner =
# 26; 25 - 26 - 6.5: W+7.5 (W+8.5 if prisoners were forgotten). GNU Go: W+7.5 japanese
# (agrees); W+7.5 area, this time giving White 5 of the 9 dame.
kgs-rules chinese
loadsgf scoring/walls.sgf
play b J9
play w A5
play b A6
play w A4
play b A3
play w H9
play b B5
play w J8
play b B4
50 captures black
#? [2]

51 captures white
#? [1]

52 final_score
#? [W\+6\.5]

53 final_status_list dead
#? []

kgs-rules japanese
152 final_score
#? [W\+7\.5]

153 final_status_list dead
#? []

# --- Handicap compensation ----------------------------------------------------------
#
# A 4-stone handicap game (HA[4], AB C3 C7 B4 B6, then White first) that ends in:
#
#     A B C D E F G H J
#   9 . . . X . O . . .
#   8 . . . X . O . . .
#   7 . . X X . O . . .
#   6 . X . X . O . . .
#   5 . . . X . O . . .
#   4 . X . X . O . . .
#   3 . . X X . O . . .
#   2 . . . X . O . . .
#   1 . . . X . O . . .
#
# Area: Black 13 stones + 23 points = 36, White 9 + 27 = 36; komi 0.5.
# chinese: White gets 4 (one per handicap stone): 36 - 40 - 0.5: W+4.5.
# aga: White gets 3 (N-1): W+3.5. new_zealand and tromp-taylor: none: W+0.5.
# japanese: 23 - 27 - 0.5: W+4.5 (the handicap stones fill Black's own territory).
# GNU Go 3.8 adds no handicap compensation at all (W+1.5 area: White gets 5 of the 9
# dame, and nothing for the handicap; on the same game without dame it says W+9.5
# where W+13.5 is right), so it cannot check these; the japanese count agrees.
kgs-rules chinese
loadsgf scoring/handicap.sgf
60 final_score
#? [W\+4\.5]

kgs-rules aga
61 final_score
#? [W\+3\.5]

kgs-rules new_zealand
62 final_score
#? [W\+0\.5]

kgs-rules tromp-taylor
63 final_score
#? [W\+0\.5]

kgs-rules japanese
160 final_score
#? [W\+4\.5]

# The same final position saved as a setup (HA[4], AB with all 13 black stones, AW),
# komi 3.5: HA still says the game was a 4-stone handicap game, so the compensation is
# the same: chinese 36 - 40 - 3.5: W+7.5; aga 36 - 39 - 3.5: W+6.5; japanese 23 - 27 -
# 3.5: W+7.5. GNU Go: W+7.5 japanese (agrees); W+2.5 area (5 dame to Black, no
# compensation).
kgs-rules chinese
loadsgf scoring/handicap-setup.sgf
65 final_score
#? [W\+7\.5]

kgs-rules aga
66 final_score
#? [W\+6\.5]

kgs-rules japanese
165 final_score
#? [W\+7\.5]

# --- Draws --------------------------------------------------------------------------
#
# The walls with komi 0: 36 - 36 by area and 27 - 27 by territory.
kgs-rules chinese
loadsgf scoring/walls.sgf
komi 0
70 final_score
#? [0]

kgs-rules japanese
170 final_score
#? [0]

# Seki with eyes and komi 8: area 44 - 36 - 8 = 0; territory 24 - 14 - 8: B+2.0.
kgs-rules chinese
loadsgf scoring/seki-eyes.sgf
komi 8
71 final_score
#? [0]

kgs-rules japanese
171 final_score
#? [B\+2\.0]

# The handicap game under aga: Black 36, White 36 + 3 compensation; komi -3 makes it
# 36 - 39 + 3 = 0. Under japanese rules no compensation, and territory: 23 - 27 + 3:
# W+1.0 (GNU Go agrees).
kgs-rules aga
loadsgf scoring/handicap.sgf
komi -3
72 final_score
#? [0]

kgs-rules japanese
172 final_score
#? [W\+1\.0]

# --- 19x19 ---------------------------------------------------------------------------
#
# Black: outer wall K1-K9, J9, J10-J19 and inner wall E1-E19; White: outer wall L1-L10,
# K10-K19 and inner wall P1-P19. Dead: White D16 (in atari: D17 C16 E16) and C4 (in
# atari: B4 C5 D4) in Black's area, Black Q4 (in atari: Q5 P4 R4) in White's. The inner
# walls keep every area at most four columns wide, so no invasion can live.
#
#        A B C D E F G H J K L M N O P Q R S T
#     19 . . . . X . . . X O . . . . O . . . .
#     18 . . . . X . . . X O . . . . O . . . .
#     17 . . . X X . . . X O . . . . O . . . .
#     16 . . X O X . . . X O . . . . O . . . .
#     15 . . . . X . . . X O . . . . O . . . .
#     14 . . . . X . . . X O . . . . O . . . .
#     13 . . . . X . . . X O . . . . O . . . .
#     12 . . . . X . . . X O . . . . O . . . .
#     11 . . . . X . . . X O . . . . O . . . .
#     10 . . . . X . . . X O O . . . O . . . .
#      9 . . . . X . . . X X O . . . O . . . .
#      8 . . . . X . . . . X O . . . O . . . .
#      7 . . . . X . . . . X O . . . O . . . .
#      6 . . . . X . . . . X O . . . O . . . .
#      5 . . X . X . . . . X O . . . O O . . .
#      4 . X O X X . . . . X O . . . O X O . .
#      3 . . . . X . . . . X O . . . O . . . .
#      2 . . . . X . . . . X O . . . O . . . .
#      1 . . . . X . . . . X O . . . O . . . .
#
# Black: 39 wall + 5 capturing stones = 44 stones, 134 empty points and the 2 dead
# white stones' points: 180. White: 39 + 2 = 41 stones, 139 empty points and 1 dead
# point: 181 (the board is 180 + 181 = 361). Area: 180 - 181 - 6.5: W+7.5.
# Territory: Black 134 + 2 dead points + 2 prisoners = 138; White 139 + 1 + 1 = 141;
# 138 - 141 - 6.5: W+9.5. GNU Go agrees on both and on the dead stones.
kgs-rules chinese
loadsgf scoring/big.sgf
80 final_score
#? [W\+7\.5]

81 final_status_list dead
#? [(C4|Q4|D16)\n(C4|Q4|D16)\n(C4|Q4|D16)]

82 final_status_list dame
#? []

kgs-rules japanese
180 final_score
#? [W\+9\.5]

181 final_status_list dead
#? [(C4|Q4|D16)\n(C4|Q4|D16)\n(C4|Q4|D16)]

182 final_status_list dame
#? []

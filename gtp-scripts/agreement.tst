# Finished games that taught sente's scorer something, from GNU Go 3.8 level 1 self-play
# with random openings (made with `sente match`, scored by GNU Go 3.8 level 10). Where GNU Go
# is wrong, the expected score is the one the rules give, and the comment says why. Each
# game is scored under the rules it was played under, set before it is loaded (loadsgf
# keeps the rules in force whatever the record's RU says).

# 9x9, chinese, komi 7.5. White's lone stone at B9 sits in Black's open left side. The
# playouts let it live now and then, so an ownership just above 0 once counted it alive;
# it is dead (GNU Go agrees: B+29.5).
kgs-rules chinese
loadsgf agreement/lone-stone-9x9.sgf
1 final_status_list dead
#? [B9]
2 final_score
#? [B\+29\.5]

# 9x9, chinese, komi 7.5. White's H9 is in atari between Black's G9 and J9, inside Black's
# corner, with no room to live: dead. GNU Go calls no stone dead and says W+17.5; with H9
# off the board White wins by 8.5. Black's lower left lives in the five-point corner space
# that its two strings share; the playouts lose it a third of the time (ownership 0.27-0.31),
# so the count reads it (the eye search).
kgs-rules chinese
loadsgf agreement/stone-in-atari-9x9.sgf
3 final_status_list dead
#? [H9]
4 final_score
#? [W\+8\.5]

# 13x13, chinese, komi 7.5. White's D9-D8 share the liberty D10 with the living D11 string,
# and Black cannot cut there (a black stone at D10 would be in atari): they live with it.
# The playouts cut them now and then; GNU Go is right: W+28.5.
kgs-rules chinese
loadsgf agreement/connected-pair-13x13.sgf
5 final_score
#? [W\+28\.5]

# 9x9, japanese, komi 6.5. Black: 28 points of territory (the 7 dead white stones' points
# included) and 7 prisoners; White: 16 points and komi. B+12.5. GNU Go says B+11.5: it
# counts H2, whose neighbours are all Black's or dead white stones, as dame.
kgs-rules japanese
loadsgf agreement/dame-quirk-9x9.sgf
6 final_score
#? [B\+12\.5]

# 13x13, japanese, komi 6.5. Black's upper-left group has a solid eye at B11 and a
# five-point eye space in the corner: alive. GNU Go calls it dead (W+25.5); only G1 is dead.
kgs-rules japanese
loadsgf agreement/two-eyes-13x13.sgf
7 final_status_list dead
#? [G1]
8 final_score
#? [W\+4\.5]

# 13x13, japanese, komi 6.5. Both engines list the same dead stones (D5 E5) and the same
# territories: Black 65; White 46, plus D5 and E5's points and 4 prisoners (2 captured, 2
# dead), plus komi: B+6.5. GNU Go's final_score says B+5.5, against its own lists.
kgs-rules japanese
loadsgf agreement/prisoners-13x13.sgf
9 final_score
#? [B\+6\.5]

# 9x9, japanese, komi 6.5. Black's H9 G8 H8 H7 H6 has two liberties (G9, J9) in a capturing
# race with White's J6-J8 (J9, J5): White G9 kills it, and Black to move cannot win the race
# (a stone on J5 is taken at J4). GNU Go: dead, W+26.5, right. The playouts do not resolve
# the race; sente's race reader does (White J5 first: G9 at once would put White's C8-F8 in
# atari).
kgs-rules japanese
loadsgf agreement/race-lost-top-9x9.sgf
10 final_status_list dead
#? [(?s).*H9.*]

# 9x9, japanese, komi 6.5. White's A8-F7 group has two liberties, A9 and A7, and dies to
# Black's A9: A7 only joins the dead A6-A2 string, which Black's A1 keeps short. GNU Go:
# dead, B+26.5, right; the race reader sees it.
kgs-rules japanese
loadsgf agreement/race-lost-left-9x9.sgf
11 final_status_list dead
#? [(?s).*A8.*]

# 9x9, japanese, komi 6.5. Black's A8-C8/A7/A6/B6/A5 has four liberties, all in the
# empty top-left region that only Black's stones touch, beside the living E6-E4 group.
# The playouts let White invade there often enough to count it dead (W+23.5); it lives,
# as GNU Go says: no stone is dead, W+8.5.
kgs-rules japanese
loadsgf agreement/shared-area-9x9.sgf
12 final_status_list dead
#? []
13 final_score
#? [W\+8\.5]

# 19x19, chinese, komi 7.5, from a match between sente and GNU Go. White's P19-R17 group
# has an eye at P18 and the liberty O19, next to Black's N19. Black N19-O19 would be in
# atari at M19, so this looked like a seki; but Black M19 first, then O19, kills: White can
# fill neither point. Dead, as GNU Go says: W+0.5 (sente once said W+22.5).
kgs-rules chinese
loadsgf agreement/shared-liberty-19x19.sgf
14 final_status_list dead
#? [(?s).*P19.*]
15 final_score
#? [W\+0\.5]

# 9x9, japanese, komi 6.5. Black's lone J9 has two liberties in Black's top right, which
# White's dead E7-F7-E6 sit in and no living white stone touches: alive. Its owner's area
# only looked open to White because the dead stones counted as White's; sente once listed
# it dead. GNU Go also calls J9 alive (and J8 dame, scoring B+18.5): B+19.5.
kgs-rules japanese
loadsgf agreement/own-corner-stone-9x9.sgf
16 final_status_list dead
#? [!(?s).*J9.*]
17 final_score
#? [B\+19\.5]

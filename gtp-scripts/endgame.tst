# The last moves of close games under japanese rules (issue 58): positions from sente's
# games against GNU Go 3.8 (level 10, 9x9, komi 6.5, seed 5901) where the boundaries
# were closed, passing won by half a point, and sente played a stone that gave the point
# away: a stone that the playouts, counting area, rate as the pass. Each expected answer
# is a move after which GNU Go, playing both sides to the end, counts sente the winner;
# the other moves tried lose by half a point (docs/experiment-log.md, "Japanese rules: a
# stone that dies in the opponent's territory").
#
# sente runs deterministically: one thread, a fixed seed and a fixed number of playouts.
# Each record says RU[Japanese]; loadsgf keeps the engine's rules, so the suite sets them.
sente-param threads 1
sente-param seed 1
sente-param playouts 5000
kgs-rules japanese

# White's G8-G7-H7 and H9 are dead in Black's top right. White played J7, which joins
# them: one more prisoner, B+0.5. Passing wins W+0.5, and so does F9, taking G9.
loadsgf endgame/dead-string-9x9.sgf 48
1 reg_genmove w
#? [PASS|F9]

# White's lower left: C1 and A4 fill points counted for one side, B+0.5; passing wins
# W+0.5, and so does the dame B4.
loadsgf endgame/fill-9x9.sgf 48
2 reg_genmove w
#? [PASS|B4]

# Black threw a stone in at B8, in atari inside White's top left: a prisoner for White,
# W+0.5. Passing wins B+0.5, and so do the dame D9 and D8.
loadsgf endgame/throw-in-9x9.sgf 51
3 reg_genmove b
#? [PASS|D9|D8]

//! Boards for unit tests, drawn as diagrams.

use super::{Board, Color, Point};

/// The stones of a diagram: rows of `X` (Black), `O` (White) and `.`, top row first;
/// listed row by row.
pub(crate) fn stones(rows: &[&str]) -> Vec<(Color, Point)> {
    let size = rows.len();
    let mut stones = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.bytes().enumerate() {
            let p = Point::from_coords(size, c, size - 1 - r);
            match ch {
                b'X' => stones.push((Color::Black, p)),
                b'O' => stones.push((Color::White, p)),
                _ => {}
            }
        }
    }
    stones
}

/// A board from the diagram `rows` (see [`stones`]); Black to move unless `to_move`
/// says otherwise, with no last move.
pub(crate) fn diagram(rows: &[&str], to_move: Color) -> Board {
    let mut board = Board::new(rows.len());
    for (colour, p) in stones(rows) {
        board.play(colour, p, false).expect("legal diagram");
    }
    board.set_to_move(to_move);
    board
}

/// `board` after `moves` (vertices like "C3", or "pass"), each played by the colour to
/// move.
pub(crate) fn played(mut board: Board, moves: &[&str]) -> Board {
    for vertex in moves {
        let colour = board.to_move();
        if *vertex == "pass" {
            board.pass(colour);
            continue;
        }
        let p = Point::from_index(at(board.size(), vertex));
        board.play(colour, p, false).expect("a legal move");
    }
    board
}

/// The array index of `vertex` (like "C3") on a board of `size`.
pub(crate) fn at(size: usize, vertex: &str) -> usize {
    crate::board::vertex::parse(size, vertex).unwrap().unwrap().index()
}

/// Black's C3 on 9x9, boxed in by White's B3, C2 and D4, White to move: an atari on D3
/// starts a ladder up and to the left edge; `breaker` adds a black stone on B5, in its
/// path.
pub(crate) fn ladder(breaker: bool) -> Board {
    let row5 = if breaker { ".X......." } else { "........." };
    diagram(
        &[
            ".........",
            ".........",
            ".........",
            ".........",
            row5,
            "...O.....",
            ".OX......",
            "..O......",
            ".........",
        ],
        Color::White,
    )
}

/// Black's Q3 on 19x19, boxed in by White's P3, Q2 and R4: an atari on R3 starts a ladder
/// up and to the left that crosses the board to the far edge (a black stone on C16, in its
/// path, breaks it).
pub(crate) fn long_ladder() -> Board {
    let mut board = Board::new(19);
    for (colour, vertex) in [
        (Color::Black, "Q3"),
        (Color::White, "P3"),
        (Color::White, "Q2"),
        (Color::White, "R4"),
    ] {
        board
            .play(colour, Point::from_index(at(19, vertex)), false)
            .expect("legal");
    }
    board
}

/// A seki on 9x9 without eyes: Black's A3-F3/F2/F1 and White's A1-E1/C2-E2 share their
/// only liberties, A2 and B2. Whoever fills one is captured, and the taker is left with
/// a space of nine points, two eyes: neither side fills them.
pub(crate) const CORNER_SEKI: [&str; 9] = [
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "OOOOOOO..",
    "XXXXXXO..",
    "..OOOXO..",
    "OOOOOXO..",
];

/// A seki on 9x9 of an eye against an eye: Black's A2-C2/B1 with an eye on A1 and
/// White's D2-F2/D1/F1 with an eye on E1 share one liberty, C1. A stone there puts its
/// own string in atari, and the other side takes it keeping its eye.
pub(crate) const EYE_SEKI: [&str; 9] = [
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "OOOOXXXX.",
    "OOOXXXXX.",
    "XXXOOOX..",
    ".X.O.OX..",
];

/// A race on 9x9 before White's D4: Black's C1-C4 (liberties B2 and B1) against White's
/// D1-D3, which D4 joins to the wall (liberties E2 and E1). After White's D4, Black moving
/// first wins by taking E2 or E1.
pub(crate) const RACE_BEFORE_D4: [&str; 9] = [
    ".........",
    ".........",
    ".........",
    ".........",
    "OOOXXX...",
    "OOX.XX...",
    "OOXOXX...",
    "O.XO.X...",
    "O.XO.X...",
];

/// Black's E5 on 9x9 at two liberties, E6 and F5, in White's net of E7, F6, D5, E4 and
/// F4, Black to move; White's D5 is at two liberties, D6 and D4, next to Black's C5. The
/// counter-atari D6 saves E5 (checked with GNU Go's defend); with White's C6 added
/// ([`counter_atari`] with `guard`), nothing does.
pub(crate) fn counter_atari(guard: bool) -> Board {
    let row6 = if guard { "..O..O..." } else { ".....O..." };
    let empty = ".........";
    diagram(
        &[
            empty,
            empty,
            "....O....",
            row6,
            "..XOX....",
            "....OO...",
            empty,
            empty,
            empty,
        ],
        Color::Black,
    )
}

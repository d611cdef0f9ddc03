//! Boards for unit tests, drawn as diagrams.

use super::{Board, Color, Point};

/// A board from rows of `X` (Black), `O` (White) and `.`, top row first; Black to move
/// unless `to_move` says otherwise, with no last move.
pub(crate) fn diagram(rows: &[&str], to_move: Color) -> Board {
    let size = rows.len();
    let mut board = Board::new(size);
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.bytes().enumerate() {
            let p = Point::from_coords(size, c, size - 1 - r);
            match ch {
                b'X' => board.play(Color::Black, p, false).expect("legal diagram"),
                b'O' => board.play(Color::White, p, false).expect("legal diagram"),
                _ => {}
            }
        }
    }
    board.set_to_move(to_move);
    board
}

/// The array index of `vertex` (like "C3") on a board of `size`.
pub(crate) fn at(size: usize, vertex: &str) -> usize {
    crate::board::vertex::parse(size, vertex).unwrap().unwrap().index()
}

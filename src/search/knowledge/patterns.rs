//! 3x3 patterns: the classic MoGo shapes around the last move, as in Michi.
//!
//! A pattern describes the eight points around an empty candidate point. Each shape below
//! is stored once and matched in all eight rotations and reflections and with the colours
//! swapped, so a shape is good for whichever side is to move: a hane or a cut is as urgent
//! to answer as to play. The symbols:
//!
//! | symbol | matches |
//! |---|---|
//! | `X` | a stone of one colour |
//! | `O` | a stone of the other colour |
//! | `.` | an empty point |
//! | `x` | not `O`: `X` or empty |
//! | `o` | not `X`: `O` or empty |
//! | ` ` | off the board |
//! | `?` | anything |
//!
//! All shapes expand into one table of 2^16 bits indexed by the [`code`] of a point's
//! neighbourhood, so a match costs eight reads and one bit test.

use crate::board::{Board, BLACK, BORDER, EMPTY, WHITE};
use std::sync::OnceLock;

/// The shapes, top row first, centre (the candidate move) always empty.
const SHAPES: [[&str; 3]; 13] = [
    // Hane: an enclosing hane, answering a contact play from both sides.
    ["XOX", "...", "???"],
    // Hane: a non-cutting hane.
    ["XO.", "...", "?.?"],
    // Hane: magari, bending around the opponent's stone.
    ["XO?", "X..", "x.?"],
    // Katatsuke or diagonal attachment, similar to magari.
    [".O.", "X..", "..."],
    // Cut: an unprotected cut.
    ["XO?", "O.o", "?o?"],
    // Cut: a peeped cut.
    ["XO?", "O.X", "???"],
    // Cut: de, pushing between two stones.
    ["?X?", "O.O", "ooo"],
    // Cut: cutting a knight's move.
    ["OX?", "o.O", "???"],
    // Edge: chasing along the side.
    ["X.?", "O.?", "   "],
    // Edge: blocking a cut on the side.
    ["OX?", "X.O", "   "],
    // Edge: blocking a connection on the side.
    ["?X?", "x.O", "   "],
    // Edge: sagari, descending to the edge.
    ["?XO", "x.x", "   "],
    // Edge: cutting on the side.
    ["?OX", "X.O", "   "],
];

/// The eight neighbours of a point in pattern order (top row left to right, the middle
/// row's two sides, the bottom row), as array offsets on a board of `stride`.
#[inline(always)]
fn offsets(stride: usize) -> [isize; 8] {
    let s = stride as isize;
    [s - 1, s, s + 1, -1, 1, -s - 1, -s, -s + 1]
}

/// The neighbourhood code of index `p`: two bits per neighbour (its cell value), in
/// pattern order from the lowest bits.
#[inline(always)]
pub fn code(board: &Board, p: usize) -> u16 {
    let mut code = 0u16;
    for (i, off) in offsets(board.stride()).into_iter().enumerate() {
        code |= (board.cell(p.wrapping_add_signed(off)) as u16) << (2 * i);
    }
    code
}

/// The 2^16-bit table of neighbourhood codes that match some shape.
pub struct PatternTable([u64; 1 << 10]);

impl PatternTable {
    /// Whether the neighbourhood `code` matches a shape.
    #[inline(always)]
    pub fn matches(&self, code: u16) -> bool {
        self.0[(code >> 6) as usize] & (1 << (code & 63)) != 0
    }

    /// Whether the empty point `p` of `board` is the centre of a shape.
    #[inline(always)]
    pub fn matches_at(&self, board: &Board, p: usize) -> bool {
        self.matches(code(board, p))
    }

    fn build() -> PatternTable {
        let mut table = PatternTable([0; 1 << 10]);
        for shape in SHAPES {
            let grid: Vec<Vec<u8>> = shape.iter().map(|row| row.bytes().collect()).collect();
            for variant in symmetries(grid) {
                for swapped in [false, true] {
                    let cells: Vec<&[u8]> = (0..9)
                        .filter(|&i| i != 4)
                        .map(|i| allowed(variant[i / 3][i % 3], swapped))
                        .collect();
                    table.insert_all(&cells, 0, 0);
                }
            }
        }
        table
    }

    fn insert_all(&mut self, cells: &[&[u8]], i: usize, code: u16) {
        if i == cells.len() {
            self.0[(code >> 6) as usize] |= 1 << (code & 63);
            return;
        }
        for &value in cells[i] {
            self.insert_all(cells, i + 1, code | (value as u16) << (2 * i));
        }
    }
}

/// The cell values a symbol stands for; `swapped` exchanges the colours.
fn allowed(symbol: u8, swapped: bool) -> &'static [u8] {
    let symbol = match (symbol, swapped) {
        (b'X', true) => b'O',
        (b'O', true) => b'X',
        (b'x', true) => b'o',
        (b'o', true) => b'x',
        (s, _) => s,
    };
    match symbol {
        b'X' => &[BLACK],
        b'O' => &[WHITE],
        b'x' => &[BLACK, EMPTY],
        b'o' => &[WHITE, EMPTY],
        b'.' => &[EMPTY],
        b' ' => &[BORDER],
        b'?' => &[EMPTY, BLACK, WHITE, BORDER],
        _ => unreachable!("unknown pattern symbol {}", symbol as char),
    }
}

/// The eight rotations and reflections of a 3x3 grid.
fn symmetries(grid: Vec<Vec<u8>>) -> Vec<Vec<Vec<u8>>> {
    let rotate = |g: &Vec<Vec<u8>>| -> Vec<Vec<u8>> { (0..3).map(|r| (0..3).map(|c| g[2 - c][r]).collect()).collect() };
    let flip = |g: &Vec<Vec<u8>>| -> Vec<Vec<u8>> { g.iter().map(|row| row.iter().rev().copied().collect()).collect() };
    let mut out = Vec::with_capacity(8);
    let mut g = grid;
    for _ in 0..4 {
        out.push(flip(&g));
        let next = rotate(&g);
        out.push(g);
        g = next;
    }
    out
}

/// The shared pattern table, built on first use.
pub fn table() -> &'static PatternTable {
    static TABLE: OnceLock<PatternTable> = OnceLock::new();
    TABLE.get_or_init(PatternTable::build)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::diagram;
    use crate::board::{Color, Point};

    #[test]
    fn hane_matches_in_every_orientation_and_colour() {
        let t = table();
        // Enclosing hane: X O X over an empty row; the candidate is below the O.
        let board = diagram(&[".....", ".XOX.", ".....", ".....", "....."], Color::Black);
        assert!(t.matches_at(&board, Point::from_coords(5, 2, 2).index()));
        let board = diagram(&[".....", ".O...", ".X...", ".O...", "....."], Color::Black);
        assert!(t.matches_at(&board, Point::from_coords(5, 2, 2).index()));
        let board = diagram(&[".....", ".OXO.", ".....", ".....", "....."], Color::Black);
        assert!(t.matches_at(&board, Point::from_coords(5, 2, 2).index()));
    }

    #[test]
    fn empty_surroundings_and_edge_shapes() {
        let t = table();
        let board = Board::new(5);
        assert!(!t.matches_at(&board, Point::from_coords(5, 2, 2).index()));
        // Edge cut: ?OX / X.O on the first line.
        let board = diagram(&[".....", ".....", ".....", ".OX..", "X.O.."], Color::Black);
        assert!(t.matches_at(&board, Point::from_coords(5, 1, 0).index()));
    }
}

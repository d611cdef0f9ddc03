//! The plain values of the board: its sizes, the cell values of the padded array, the
//! colours and the points. A leaf: the board and its parts all build on it.

use std::ops::Sub;

/// The largest board side GTP allows.
pub const MAX_SIZE: usize = 25;
/// Array slots for the largest board: (25 + 2) rows of stride 26, plus one.
pub const MAX_POINTS: usize = (MAX_SIZE + 2) * (MAX_SIZE + 1) + 1;

/// Cell value of an empty point.
pub const EMPTY: u8 = 0;
/// Cell value of a black stone (also [`Color::Black`] as u8).
pub const BLACK: u8 = 1;
/// Cell value of a white stone (also [`Color::White`] as u8).
pub const WHITE: u8 = 2;
/// Cell value of the padding around the board.
pub const BORDER: u8 = 3;

/// The cell value of the other colour's stones: [`WHITE`] for [`BLACK`] and back. The
/// cell-value twin of [`Color::opponent`], for the code that works on cell values.
#[inline(always)]
pub const fn opponent_cell(cell: u8) -> u8 {
    cell ^ (BLACK | WHITE)
}

/// 0 for [`BLACK`], 1 for [`WHITE`]: the index of a stone's cell value into per-colour
/// arrays, the cell-value twin of [`Color::index`].
#[inline(always)]
pub const fn cell_index(cell: u8) -> usize {
    cell as usize - 1
}

/// A player's colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Color {
    /// The first player.
    Black = 1,
    /// The second player.
    White = 2,
}

impl Color {
    /// The other player.
    #[inline(always)]
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White: an index into per-colour arrays.
    #[inline(always)]
    pub fn index(self) -> usize {
        cell_index(self as u8)
    }

    /// The colour of a cell value, if it holds a stone.
    #[inline(always)]
    pub fn from_cell(cell: u8) -> Option<Color> {
        match cell {
            BLACK => Some(Color::Black),
            WHITE => Some(Color::White),
            _ => None,
        }
    }

    /// What this colour has of something the two players share, Black having `black` of
    /// a fixed `whole`: `black` for Black, the rest for White. The one place that turns a
    /// value counted from Black's side into the mover's: a playout's half-wins (a whole of
    /// 2), and through [`Color::from_black`] the zero-sum ones.
    #[inline(always)]
    pub fn share<T: Sub<Output = T>>(self, black: T, whole: T) -> T {
        match self {
            Color::Black => black,
            Color::White => whole - black,
        }
    }

    /// A value counted from Black's side whose White side is its negation (a margin, a
    /// score lead, an ownership: +1 Black's), counted from this colour's side. Its own
    /// inverse: a value counted from this colour's side, counted from Black's.
    #[inline(always)]
    pub fn from_black(self, black: f32) -> f32 {
        self.share(black, 0.0)
    }

    /// The colour's name in GTP: `black` or `white`.
    pub fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    /// The colour's letter in SGF (its move property and the first letter of a result):
    /// `B` or `W`; GTP takes it in lower case.
    pub fn letter(self) -> char {
        match self {
            Color::Black => 'B',
            Color::White => 'W',
        }
    }

    /// The colour's stone in the text diagrams: `X` or `O`, as GNU Go draws them.
    pub fn mark(self) -> char {
        match self {
            Color::Black => 'X',
            Color::White => 'O',
        }
    }
}

/// An on-board point, as its index in the padded array.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(pub(super) u16);

impl Point {
    /// The point at column `col` (0 = A) and row `row` (0 = the bottom row, GTP row 1).
    pub fn from_coords(size: usize, col: usize, row: usize) -> Point {
        debug_assert!(col < size && row < size);
        Point(((row + 1) * (size + 1) + col + 1) as u16)
    }

    /// Every point of a `size`x`size` board, row by row from A1.
    pub fn all(size: usize) -> impl Iterator<Item = Point> {
        (0..size * size).map(move |i| Point::from_coords(size, i % size, i / size))
    }

    /// (column, row) of this point on a board of `size`, the inverse of [`Point::from_coords`].
    pub fn coords(self, size: usize) -> (usize, usize) {
        let i = self.0 as usize;
        (i % (size + 1) - 1, i / (size + 1) - 1)
    }

    /// The index of this point in the board's arrays.
    #[inline(always)]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The point with array index `index`; the caller knows it is on the board.
    #[inline(always)]
    pub fn from_index(index: usize) -> Point {
        Point(index as u16)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_colour_and_its_cell_value_have_the_same_opponent_and_index() {
        for colour in [Color::Black, Color::White] {
            assert_eq!(opponent_cell(colour as u8), colour.opponent() as u8);
            assert_eq!(cell_index(colour as u8), colour.index());
        }
        assert_eq!(opponent_cell(BLACK), WHITE);
        assert_eq!(opponent_cell(WHITE), BLACK);
        assert_eq!([cell_index(BLACK), cell_index(WHITE)], [0, 1]);
    }

    #[test]
    fn a_value_from_blacks_side_turns_to_the_movers() {
        assert_eq!(Color::Black.share(2_u64, 2), 2);
        assert_eq!(Color::White.share(2_u64, 2), 0);
        assert_eq!(Color::White.share(1_u64, 2), 1);
        assert_eq!(Color::Black.from_black(3.5), 3.5);
        assert_eq!(Color::White.from_black(3.5), -3.5);
        assert_eq!(Color::White.from_black(-0.25), 0.25);
    }

    #[test]
    fn each_colour_has_its_gtp_name_sgf_letter_and_diagram_mark() {
        assert_eq!([Color::Black.name(), Color::White.name()], ["black", "white"]);
        assert_eq!([Color::Black.letter(), Color::White.letter()], ['B', 'W']);
        assert_eq!([Color::Black.mark(), Color::White.mark()], ['X', 'O']);
    }
}

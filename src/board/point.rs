//! The plain values of the board: its sizes, the cell values of the padded array, the
//! colours and the points. A leaf: the board and its parts all build on it.

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
        self as usize - 1
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

//! Who owns each point at the end of many playouts from a position.

use crate::board::{Color, Point};

/// The average owner of each point over a set of playouts: +1 always Black's, -1 always
/// White's, 0 as often one as the other (or neither: seki points, dame). Held by point
/// like the board's own arrays; this type alone knows that layout, and everyone asks it
/// by point, by row or in the order of [`Board::points`](crate::board::Board::points).
#[derive(Debug, Clone, PartialEq)]
pub struct Ownership {
    size: usize,
    values: Vec<f32>,
}

impl Ownership {
    /// The ownership map of a `size`x`size` board that gives each point `p` `value(p)`.
    pub fn from_fn(size: usize, value: impl Fn(Point) -> f32) -> Ownership {
        let mut values = vec![0.0; (size + 2) * (size + 1) + 1];
        for p in Point::all(size) {
            values[p.index()] = value(p);
        }
        Ownership { size, values }
    }

    /// The board size the map is for.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The average owner of `p`, from Black's side: +1 Black, -1 White.
    pub fn value(&self, p: Point) -> f32 {
        self.values[p.index()]
    }

    /// The average owner of `p` from `colour`'s side.
    pub fn value_for(&self, colour: Color, p: Point) -> f32 {
        colour.from_black(self.value(p))
    }

    /// Every point with its value, row by row from A1, as
    /// [`Board::points`](crate::board::Board::points) lists them.
    pub fn points(&self) -> impl Iterator<Item = (Point, f32)> + '_ {
        Point::all(self.size).map(|p| (p, self.value(p)))
    }

    /// The values of row `row` (0 the bottom row, GTP's row 1), from left to right.
    pub fn row(&self, row: usize) -> impl Iterator<Item = f32> + '_ {
        (0..self.size).map(move |col| self.value(Point::from_coords(self.size, col, row)))
    }

    /// The sum of the values, in the order of [`Ownership::points`]: the mean final area
    /// margin of the playouts, Black's, before komi.
    pub fn black_margin(&self) -> f32 {
        self.points().map(|(_, value)| value).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_map_reads_back_by_point_by_row_and_in_board_order() {
        let rows = [1.0, -1.0, 0.5, 0.0];
        let ownership = Ownership::from_fn(2, |p| {
            let (col, row) = p.coords(2);
            rows[row * 2 + col]
        });
        let b1 = Point::from_coords(2, 1, 0);
        assert_eq!(ownership.size(), 2);
        assert_eq!(
            (ownership.value(b1), ownership.value_for(Color::White, b1)),
            (-1.0, 1.0)
        );
        assert_eq!(ownership.row(1).collect::<Vec<_>>(), [0.5, 0.0]);
        let values: Vec<f32> = ownership.points().map(|(_, value)| value).collect();
        assert_eq!(values, [1.0, -1.0, 0.5, 0.0]);
        assert_eq!(ownership.black_margin(), 0.5);
    }
}

//! Who owns each point at the end of many playouts from a position.

use crate::board::{Color, Point};

/// The average owner of each point over a set of playouts: +1 always Black's, -1 always
/// White's, 0 as often one as the other (or neither: seki points, dame).
#[derive(Debug, Clone)]
pub struct Ownership {
    values: Vec<f32>,
}

impl Ownership {
    /// An ownership map from values in row order from A1 (`row * size + col`), as the
    /// search reports them.
    pub fn from_rows(size: usize, rows: &[f32]) -> Ownership {
        let mut values = vec![0.0; (size + 2) * (size + 1) + 1];
        for (i, &value) in rows.iter().enumerate() {
            values[Point::from_coords(size, i % size, i / size).index()] = value;
        }
        Ownership { values }
    }

    /// The average owner of `p`, from Black's side: +1 Black, -1 White.
    pub fn value(&self, p: Point) -> f32 {
        self.values[p.index()]
    }

    /// The average owner of `p` from `colour`'s side.
    pub fn value_for(&self, colour: Color, p: Point) -> f32 {
        colour.from_black(self.value(p))
    }
}

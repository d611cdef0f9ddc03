//! Fixed handicap points, placed and listed as GNU Go 3.8 does (the GTP reference).
//!
//! The corner points are on the 4th line on boards above 11x11 and the 3rd line otherwise.
//! Two stones take the lower-left and upper-right corners, three add upper-left, four add
//! lower-right; six add the left and right side points, eight the top and bottom ones; an
//! odd number (5, 7, 9) adds the centre point. Odd boards from 9x9 take up to 9 stones,
//! 7x7 and even boards from 8x8 up to 4, smaller boards none. The points are listed row by
//! row from the top, left to right, as GNU Go lists them.

use crate::board::Point;
use thiserror::Error;

/// A handicap that fixed placement cannot give on this board.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("invalid number of stones: {stones} handicap stones on {size}x{size} (fixed placement allows 2 to {max})")]
pub struct InvalidHandicap {
    /// Stones asked for.
    pub stones: usize,
    /// The board's size.
    pub size: usize,
    /// The most this board allows (0: none).
    pub max: usize,
}

/// The most fixed handicap stones a `size`x`size` board takes.
pub fn max_fixed_handicap(size: usize) -> usize {
    if size % 2 == 1 && size >= 9 {
        9
    } else if size >= 7 {
        4
    } else {
        0
    }
}

/// The points of a fixed handicap of `stones` on a `size`x`size` board, in GNU Go's order.
pub fn fixed_handicap_points(size: usize, stones: usize) -> Result<Vec<Point>, InvalidHandicap> {
    let max = max_fixed_handicap(size);
    if stones < 2 || stones > max {
        return Err(InvalidHandicap { stones, size, max });
    }
    let low = if size > 11 { 3 } else { 2 };
    let high = size - 1 - low;
    let mid = size / 2;
    let mut coords = vec![(low, low), (high, high)];
    if stones >= 3 {
        coords.push((low, high));
    }
    if stones >= 4 {
        coords.push((high, low));
    }
    if stones >= 6 {
        coords.extend([(low, mid), (high, mid)]);
    }
    if stones >= 8 {
        coords.extend([(mid, low), (mid, high)]);
    }
    if stones % 2 == 1 && stones >= 5 {
        coords.push((mid, mid));
    }
    coords.sort_by_key(|&(col, row)| (std::cmp::Reverse(row), col));
    Ok(coords
        .into_iter()
        .map(|(col, row)| Point::from_coords(size, col, row))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::vertex;

    fn listed(size: usize, stones: usize) -> String {
        let points = fixed_handicap_points(size, stones).expect("valid handicap");
        points
            .iter()
            .map(|&p| vertex::format(size, Some(p)))
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn matches_gnu_go_on_19x19() {
        assert_eq!(listed(19, 2), "Q16 D4");
        assert_eq!(listed(19, 3), "D16 Q16 D4");
        assert_eq!(listed(19, 4), "D16 Q16 D4 Q4");
        assert_eq!(listed(19, 5), "D16 Q16 K10 D4 Q4");
        assert_eq!(listed(19, 6), "D16 Q16 D10 Q10 D4 Q4");
        assert_eq!(listed(19, 7), "D16 Q16 D10 K10 Q10 D4 Q4");
        assert_eq!(listed(19, 8), "D16 K16 Q16 D10 Q10 D4 K4 Q4");
        assert_eq!(listed(19, 9), "D16 K16 Q16 D10 K10 Q10 D4 K4 Q4");
    }

    #[test]
    fn matches_gnu_go_on_small_boards() {
        assert_eq!(listed(7, 4), "C5 E5 C3 E3");
        assert_eq!(listed(8, 3), "C6 F6 C3");
        assert_eq!(listed(9, 9), "C7 E7 G7 C5 E5 G5 C3 E3 G3");
        assert_eq!(listed(10, 2), "H8 C3");
        assert_eq!(listed(13, 5), "D10 K10 G7 D4 K4");
        assert_eq!(listed(25, 9), "D22 N22 W22 D13 N13 W13 D4 N4 W4");
    }

    #[test]
    fn rejects_what_the_board_cannot_take() {
        assert_eq!(max_fixed_handicap(6), 0);
        assert_eq!(max_fixed_handicap(7), 4);
        assert_eq!(max_fixed_handicap(12), 4);
        assert_eq!(max_fixed_handicap(13), 9);
        assert!(fixed_handicap_points(19, 1).is_err());
        assert!(fixed_handicap_points(19, 10).is_err());
        assert!(fixed_handicap_points(7, 5).is_err());
        assert!(fixed_handicap_points(5, 2).is_err());
    }
}

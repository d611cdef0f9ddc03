//! Priors: what the engine believes of a move before searching it, given to a new node as
//! virtual visits and wins (Michi's values). Every move starts [`EVEN`]; then:
//!
//! - **Capture** ([`CAPTURE_ONE`], [`CAPTURE_MANY`]): taking stones is usually good.
//! - **Escape** ([`ESCAPE`]): extending an own string out of atari to two or more
//!   liberties.
//! - **Pattern** ([`PATTERN`]): the point completes one of the 3x3 shapes of
//!   [`super::patterns`].
//! - **Self-atari** ([`SELF_ATARI`], [`BIG_SELF_ATARI`]): a move that leaves its own
//!   string in atari is usually bad, and worse the more stones it risks.
//! - **Distance to the last move** ([`NEAR_LAST`]): most good moves answer the last one;
//!   the bonus falls with the Manhattan distance 1, 2, 3.
//! - **Edge on big boards** ([`EMPTY_AREA`], boards of [`BIG_BOARD`] and more): in an empty
//!   area, the first two lines are too low and the third is the classic good height. On
//!   smaller boards every point is near the edge and the rule does not apply.
//!
//! A bonus adds virtual visits and as many virtual wins; a penalty adds visits only.

use super::node::{Prior, PASS};
use super::{patterns, tactics};
use crate::board::{Board, Color, Point, EMPTY};

/// The neutral start: ten virtual visits, half of them won.
pub const EVEN: Prior = Prior { visits: 10, wins: 5 };
/// A pass starts with a poor record, so it is searched when little else is left.
pub const PASS_PRIOR: Prior = Prior { visits: 10, wins: 1 };
/// Bonus for capturing one stone.
pub const CAPTURE_ONE: u16 = 15;
/// Bonus for capturing two or more stones.
pub const CAPTURE_MANY: u16 = 30;
/// Bonus for saving an own string from atari.
pub const ESCAPE: u16 = 20;
/// Bonus for a 3x3 pattern.
pub const PATTERN: u16 = 10;
/// Penalty for a self-atari of one or two stones.
pub const SELF_ATARI: u16 = 10;
/// Penalty for a self-atari of three or more stones.
pub const BIG_SELF_ATARI: u16 = 30;
/// Bonus by Manhattan distance to the last move: 1, 2, 3.
pub const NEAR_LAST: [u16; 3] = [24, 22, 8];
/// Bonus (third line) or penalty (first and second) in an empty area on a big board.
pub const EMPTY_AREA: u16 = 10;
/// The smallest board on which [`EMPTY_AREA`] applies.
pub const BIG_BOARD: usize = 9;

/// The children of a node whose position is `board` with `colour` to move: every empty
/// point that is legal under simple ko without suicide, is no own eye and passes
/// `allowed`, with its prior, then the pass. Writes them into `out` (cleared first).
pub fn children(board: &Board, colour: Color, allowed: impl Fn(Point) -> bool, out: &mut Vec<(u16, Prior)>) {
    out.clear();
    let size = board.size();
    let last = board.last_move().map(|p| p.coords(size));
    for &p in board.empty_points() {
        let point = Point::from_index(p as usize);
        if board.check(colour, point, false).is_ok() && !board.is_eye(colour, p as usize) && allowed(point) {
            out.push((p, prior(board, colour, p as usize, last)));
        }
    }
    out.push((PASS, PASS_PRIOR));
}

/// The prior of a legal stone of `colour` on `p`; `last` holds the coordinates of the
/// last move, if any.
pub fn prior(board: &Board, colour: Color, p: usize, last: Option<(usize, usize)>) -> Prior {
    let mut prior = EVEN;
    let mut bonus = |amount: u16| {
        prior.visits += amount;
        prior.wins += amount;
    };
    match tactics::captured_stones(board, colour, p) {
        0 => {}
        1 => bonus(CAPTURE_ONE),
        _ => bonus(CAPTURE_MANY),
    }
    if tactics::is_escape(board, colour, p) {
        bonus(ESCAPE);
    }
    if patterns::table().matches_at(board, p) {
        bonus(PATTERN);
    }
    let size = board.size();
    let (col, row) = Point::from_index(p).coords(size);
    if let Some((lc, lr)) = last {
        let distance = col.abs_diff(lc) + row.abs_diff(lr);
        if (1..=3).contains(&distance) {
            bonus(NEAR_LAST[distance - 1]);
        }
    }
    if size >= BIG_BOARD {
        let line = 1 + col.min(row).min(size - 1 - col).min(size - 1 - row);
        if line <= 3 && is_empty_area(board, col, row) {
            if line == 3 {
                bonus(EMPTY_AREA);
            } else {
                prior.visits += EMPTY_AREA;
            }
        }
    }
    if board.is_self_atari(colour, Point::from_index(p)) {
        prior.visits += if tactics::is_bad_self_atari(board, colour, p) {
            BIG_SELF_ATARI
        } else {
            SELF_ATARI
        };
    }
    prior
}

/// Whether no stone lies within Manhattan distance 3 of (`col`, `row`).
fn is_empty_area(board: &Board, col: usize, row: usize) -> bool {
    let size = board.size() as isize;
    for dr in -3isize..=3 {
        for dc in -3isize..=3 {
            let (c, r) = (col as isize + dc, row as isize + dr);
            if dr.abs() + dc.abs() > 3 || c < 0 || r < 0 || c >= size || r >= size {
                continue;
            }
            if board.cell(Point::from_coords(size as usize, c as usize, r as usize).index()) != EMPTY {
                return false;
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::tactics::tests::{at, diagram};

    #[test]
    fn captures_and_escapes_beat_self_atari() {
        // Black to move: C3 captures the O on B3; E1 is a throw-in self-atari.
        let board = diagram(&[".....", ".XO..", "XO.X.", ".X...", "....."], Color::Black);
        let capture = prior(&board, Color::Black, at(5, "C3"), None);
        let plain = prior(&board, Color::Black, at(5, "E5"), None);
        assert!(capture.win_rate() > plain.win_rate());
        let board = diagram(&[".....", ".....", "OOOO.", "OXXO.", ".X.O."], Color::Black);
        let atari = prior(&board, Color::Black, at(5, "C1"), None);
        assert!(atari.win_rate() < 0.35, "{atari:?}");
    }

    #[test]
    fn big_boards_prefer_the_third_line_in_empty_areas() {
        let board = Board::new(19);
        let third = prior(&board, Color::Black, at(19, "C10"), None);
        let first = prior(&board, Color::Black, at(19, "A10"), None);
        assert!(third.win_rate() > 0.5);
        assert!(first.win_rate() < 0.5);
        let mut out = Vec::new();
        children(&board, Color::Black, |_| true, &mut out);
        assert_eq!(out.len(), 19 * 19 + 1);
        assert_eq!(out.last(), Some(&(PASS, PASS_PRIOR)));
    }
}

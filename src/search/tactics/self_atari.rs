//! Self-atari: which moves that leave their own string in atari are blunders and which
//! (throw-ins, nakade) are often the best move there is (Pachi's selfatari rules).
//!
//! - **Throw-in**: a one-stone self-atari is allowed.
//! - **Dead shape**: a self-atari of two or more stones is allowed when the string lies
//!   inside the opponent's stones and, once captured, leaves an eye space that is one eye
//!   or settled by a vital point the thrower can take again ([`eyes::shape`]), and no
//!   opposing string around it has an eye elsewhere: a nakade kills only a group whose
//!   one hope of two eyes is that space. Against a group with an eye of its own the
//!   stones are thrown away, and where they were alive in a seki (strings of both
//!   colours that neither side can approach), throwing them in loses the seki.
//! - Every other self-atari of two or more stones is refused.

use super::eyes::{self, Eyes, MAX_SPACE};
use crate::board::{Board, Color, Heads, Point, BORDER, EMPTY, MAX_POINTS};

/// The most stones of a self-atari that can leave a dead shape: rabbity six.
const MAX_DEAD_SHAPE: usize = 6;

/// What a stone does to its own string's liberties, by these rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SelfAtari {
    /// No self-atari of two or more stones: a safe move or a one-stone throw-in.
    No,
    /// A self-atari of two or more stones that leaves the opponent a dead shape once
    /// taken: a nakade, allowed (but see [`super::seki`]: it may fill a seki instead).
    DeadShape,
    /// Any other self-atari of two or more stones: a blunder.
    Blunder,
}

/// Which kind of self-atari, if any, a stone of `colour` on empty `p` plays. Most moves
/// have two or more empty neighbours and are answered at once.
#[inline]
pub fn self_atari(board: &Board, colour: Color, p: usize) -> SelfAtari {
    if board.neighbour_count(p, EMPTY) >= 2 {
        return SelfAtari::No;
    }
    let (heads, stones) = joined_strings(board, colour, p);
    if stones < 2 || board.liberties_after(colour, Point::from_index(p), 2) != 1 {
        SelfAtari::No
    } else if leaves_dead_shape(board, colour, p, heads, stones) {
        SelfAtari::DeadShape
    } else {
        SelfAtari::Blunder
    }
}

/// **Self-atari** that gives away a string of two or more stones without leaving a dead
/// shape behind: a blunder, unlike a one-stone throw-in or a nakade.
#[inline]
pub fn is_bad_self_atari(board: &Board, colour: Color, p: usize) -> bool {
    self_atari(board, colour, p) == SelfAtari::Blunder
}

/// The stones of the string a stone of `colour` on empty `p` would make.
#[inline]
pub fn stones_after(board: &Board, colour: Color, p: usize) -> usize {
    joined_strings(board, colour, p).1
}

/// The heads of `colour`'s strings next to `p` and the stones of the string a stone on
/// `p` would make.
#[inline]
fn joined_strings(board: &Board, colour: Color, p: usize) -> (Heads, usize) {
    let heads = board.neighbour_strings(p, colour as u8);
    let stones = 1 + heads.iter().map(|h| board.string_size(h) as usize).sum::<usize>();
    (heads, stones)
}

/// Adds to `heads[..*n]` the heads of `colour`'s strings next to `p` not there yet.
#[inline]
fn add_neighbour_heads(board: &Board, colour: Color, p: usize, heads: &mut [usize], n: &mut usize) {
    let c = colour as u8;
    for q in board.neighbours(p) {
        if board.cell(q) == c {
            let h = board.string_head(q);
            if !heads[..*n].contains(&h) {
                heads[*n] = h;
                *n += 1;
            }
        }
    }
}

/// Whether the string of `stones` stones that `colour` makes on `p`, joining the strings
/// with heads `heads`, fills the opponent's eye space but for its one liberty (every
/// neighbour of that liberty is an opposing stone, the edge or the string), and its points,
/// once captured, make an eye space that is not two eyes.
fn leaves_dead_shape(board: &Board, colour: Color, p: usize, heads: Heads, stones: usize) -> bool {
    if stones > MAX_DEAD_SHAPE {
        return false;
    }
    let mut points = [p; MAX_SPACE];
    let mut n = 1;
    for h in heads.iter() {
        for s in board.string_stones(h) {
            points[n] = s;
            n += 1;
        }
    }
    let points = &points[..n];
    let liberty = points
        .iter()
        .flat_map(|&s| board.neighbours(s))
        .find(|&q| q != p && board.cell(q) == EMPTY);
    let Some(liberty) = liberty else {
        return false;
    };
    let opponent = colour.opponent() as u8;
    let enclosed = board.neighbours(liberty).into_iter().all(|r| {
        let cell = board.cell(r);
        cell == opponent || cell == BORDER || points.contains(&r)
    });
    enclosed
        && matches!(eyes::shape(board, points), Eyes::One | Eyes::Vital(_))
        && !has_eye_elsewhere(board, colour.opponent(), points)
}

/// Whether a string of `owner`'s next to `points` has an eye ([`Board::is_eye`]) among
/// its liberties outside `points`.
fn has_eye_elsewhere(board: &Board, owner: Color, points: &[usize]) -> bool {
    let mut heads = [0usize; 4 * MAX_SPACE];
    let mut n = 0;
    for &s in points {
        add_neighbour_heads(board, owner, s, &mut heads, &mut n);
    }
    let mut liberties = [Point::from_index(0); MAX_POINTS];
    heads[..n].iter().any(|&h| {
        let count = board.liberties(h, &mut liberties);
        liberties[..count]
            .iter()
            .any(|q| !points.contains(&q.index()) && board.is_eye(owner, q.index()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, diagram};

    /// Whether Black's self-atari on `vertex` is refused on `rows`.
    fn refused(rows: &[&str], vertex: &str) -> bool {
        let board = diagram(rows, Color::Black);
        let p = at(rows.len(), vertex);
        assert!(board.is_self_atari(Color::Black, Point::from_index(p)), "a self-atari");
        is_bad_self_atari(&board, Color::Black, p)
    }

    #[test]
    fn allows_a_one_stone_throw_in() {
        assert!(!refused(&[".....", ".....", "OOOO.", "OXXO.", ".X.O."], "E1"));
    }

    #[test]
    fn refuses_two_stones_in_atari_outside_an_eye_space() {
        // B2 joins B3 with one liberty, B1, which opens onto A1.
        assert!(refused(&[".....", ".O...", "OXO..", "O.O..", "....."], "B2"));
    }

    #[test]
    fn counts_the_stones_a_move_joins() {
        let board = diagram(&[".....", ".O...", "OXO..", "O.O..", "....."], Color::Black);
        assert_eq!(stones_after(&board, Color::Black, at(5, "B2")), 2);
        assert_eq!(stones_after(&board, Color::Black, at(5, "E5")), 1);
    }

    #[test]
    fn refuses_stones_that_leave_two_eyes_once_captured() {
        // Four black stones in a row on the first line: captured, a straight four.
        assert!(refused(&[".....", ".....", ".....", "OOOOO", "XXX.."], "D1"));
    }

    #[test]
    fn allows_stones_that_leave_a_dead_shape() {
        // Three black stones in White's straight four: captured, a straight three whose
        // vital point Black takes again.
        assert!(
            !refused(&[".....", ".....", ".....", "OOOOO", ".XX.O"], "D1"),
            "straight three"
        );
        // Four in a square in White's corner: captured, a square four, one eye.
        assert!(
            !refused(&[".....", ".....", "OOO..", "XXO..", "X..O."], "B1"),
            "square four"
        );
    }

    #[test]
    fn refuses_a_dead_shape_against_a_group_with_an_eye_elsewhere() {
        // The square four again, but the White string around it has an eye at D2: once
        // it takes the four stones, it has two eyes whatever Black does inside.
        assert!(refused(&[".....", ".....", "OOOO.", "XXO.O", "X..OO"], "B1"));
    }
}

//! Eye shapes: how many eyes a small enclosed space makes, and its vital point.
//!
//! - **Eye space** ([`EyeSpace`]): up to [`MAX_SPACE`] connected points, empty or holding
//!   the attacker's stones, enclosed by the defender's stones and the edge. A region that
//!   reaches further (through empty points or the attacker's stones) is no eye space.
//! - **Shape** ([`shape`]), read from how many neighbours inside the space each point has
//!   (the generic approach of Fuego's GoEyeUtil): one or two points and the square four are
//!   **one eye** whoever moves; straight and bent three, the pyramid (T) four, the bulky
//!   five, the crossed five and the rabbity (flower) six are settled by their **vital
//!   point** (the point with the most neighbours inside): two eyes if the defender takes it,
//!   one if the attacker does; every other shape of four to seven points, straight and
//!   bent four the smallest, is **two eyes** if the defender answers each move inside.
//! - **Stones inside** ([`EyeSpace::eyes`]): attacker stones on the vital point make the
//!   space one eye (a filled nakade shape); on other points the vital point still decides.
//!   Attacker stones in a two-eye shape may have to be captured into a smaller, dead eye
//!   (filled straight four), so the reader leaves that space unsettled.
//! - **Corner and edge variants**, chosen here:
//!   - *Bent four in the corner*: Japanese rules call a group dead by convention when its
//!     space can be reduced to a bent four in the corner with stones of both colours
//!     inside, since the ko that follows can be started when no ko threats are left; in
//!     play it is a ko. A space here holds no defender stones (they would split it), so
//!     the reader never sees that ko shape: the empty bent four in the corner is two eyes
//!     (the defender answers inside), and with attacker stones inside it is unsettled.
//!   - *Rectangular six in the corner*: alive with outside liberties, a ko without; the
//!     reader calls it unsettled.
//!   - *Comb formation*: a rectangular six on the side whose wall has cutting points; it
//!     lives or is a ko by who moves first. The cutting points belong to the wall, not to
//!     the space, so the reader calls its space two eyes; the count trusts only spaces
//!     enclosed by a single string, which has no cutting points.
//! - **False eye**: a point enclosed by one colour whose diagonals the opponent holds (two
//!   or more in the centre, one on the edge or in the corner) is no eye. The rule is
//!   [`Board::is_eye`]'s, its one owner, which the playouts' eye rule and the race count
//!   ask; the tests below check it on the shapes of this module.
//!
//! Plain data on the stack: the playouts ask it every move.

use crate::board::{opponent_cell, Board, Color, BORDER, EMPTY};

/// The most points of an eye space the reader classifies: every bigger space is two eyes
/// (it holds no nakade shape).
pub const MAX_SPACE: usize = 7;

/// What an eye space is worth to the colour that encloses it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Eyes {
    /// One eye whoever moves: a dead shape.
    One,
    /// Two eyes as long as the defender answers each move inside.
    Two,
    /// Settled by this empty vital point: two eyes if the defender takes it, one if the
    /// attacker does.
    Vital(usize),
    /// The reader does not say (attacker stones in a two-eye shape, rectangular six in
    /// the corner): at least one eye, maybe two.
    Unsettled,
}

/// An eye space: connected points, empty or holding attacker stones, enclosed by the
/// defender's stones and the edge.
#[derive(Debug, Clone, Copy)]
pub struct EyeSpace {
    points: [usize; MAX_SPACE],
    len: usize,
    attacker: u8,
}

impl EyeSpace {
    /// The eye space of `defender` around `start` (empty or an attacker stone): every
    /// point reached from it through empty points and attacker stones, if that is at
    /// most `limit` (up to [`MAX_SPACE`]) points and some defender stone encloses it. An
    /// attacker string inside brings all its stones and liberties with it, so a bigger one
    /// ends the look at once.
    #[inline]
    pub fn around(board: &Board, start: usize, defender: Color, limit: usize) -> Option<EyeSpace> {
        let (own, attacker) = (defender as u8, defender.opponent() as u8);
        let limit = limit.min(MAX_SPACE);
        let mut space = EyeSpace {
            points: [start; MAX_SPACE],
            len: 1,
            attacker,
        };
        let mut enclosed = false;
        let mut i = 0;
        while i < space.len {
            for q in board.neighbours(space.points[i]) {
                let cell = board.cell(q);
                if cell == own {
                    enclosed = true;
                } else if cell == attacker && board.string_size(q) + board.liberty_count(q) > limit as u32 {
                    return None;
                } else if cell != BORDER && !space.points().contains(&q) {
                    if space.len == limit {
                        return None;
                    }
                    space.points[space.len] = q;
                    space.len += 1;
                }
            }
            i += 1;
        }
        enclosed.then_some(space)
    }

    /// The points of the space, `start` first.
    #[inline(always)]
    pub fn points(&self) -> &[usize] {
        &self.points[..self.len]
    }

    /// What the space is worth to its defender, attacker stones inside counted (see the
    /// module documentation).
    #[inline]
    pub fn eyes(&self, board: &Board) -> Eyes {
        match shape(board, self.points()) {
            Eyes::Vital(v) if board.cell(v) != EMPTY => Eyes::One,
            Eyes::Two if self.holds_attackers(board) => Eyes::Unsettled,
            eyes => eyes,
        }
    }

    /// Whether any attacker stone stands inside.
    pub fn holds_attackers(&self, board: &Board) -> bool {
        self.points().iter().any(|&p| board.cell(p) == self.attacker)
    }

    /// Whether the space holds every liberty of the defender's strings around it: it is
    /// all their group has, so their life is this space's [`Eyes`].
    pub fn holds_every_liberty(&self, board: &Board) -> bool {
        let defender = opponent_cell(self.attacker);
        self.points()
            .iter()
            .flat_map(|&p| board.neighbours(p))
            .filter(|&q| board.cell(q) == defender)
            .all(|q| {
                board
                    .string_stones(q)
                    .flat_map(|s| board.neighbours(s))
                    .all(|r| board.cell(r) != EMPTY || self.points().contains(&r))
            })
    }
}

/// What a space of `points` (connected, up to [`MAX_SPACE`]) is worth by its shape alone,
/// as if it were empty: see the module documentation.
#[inline]
pub fn shape(board: &Board, points: &[usize]) -> Eyes {
    let n = points.len();
    let mut degree = [0usize; MAX_SPACE];
    for (d, &p) in degree.iter_mut().zip(points) {
        *d = board.neighbours(p).iter().filter(|q| points.contains(q)).count();
    }
    let degree = &degree[..n];
    let count = |d: usize| degree.iter().filter(|&&x| x == d).count();
    let with = |d: usize| points[degree.iter().position(|&x| x == d).expect("a point of that degree")];
    match n {
        0..=2 => Eyes::One,
        3 => Eyes::Vital(with(2)),
        4 if count(2) == 4 => Eyes::One,
        4 if count(3) == 1 => Eyes::Vital(with(3)),
        5 if count(4) == 1 => Eyes::Vital(with(4)),
        5 if count(3) == 1 && count(1) == 1 => Eyes::Vital(with(3)),
        6 if count(4) == 1 && count(1) == 2 => Eyes::Vital(with(4)),
        6 if count(3) == 2 && count(2) == 4 && points.iter().any(|&p| board.neighbour_count(p, BORDER) == 2) => {
            Eyes::Unsettled
        }
        _ => Eyes::Two,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, diagram};

    const W: Color = Color::White;

    /// The worth of White's space around `vertex` on `rows`, if it is one.
    fn read(rows: &[&str], vertex: &str) -> Option<Eyes> {
        let board = diagram(rows, Color::Black);
        EyeSpace::around(&board, at(rows.len(), vertex), W, MAX_SPACE).map(|s| s.eyes(&board))
    }

    /// A vital point at `vertex` on a board of `rows`.
    fn vital(rows: &[&str], vertex: &str) -> Option<Eyes> {
        Some(Eyes::Vital(at(rows.len(), vertex)))
    }

    #[test]
    fn one_and_two_points_are_one_eye() {
        let corner = [".....", ".....", ".....", "OO...", "..O.."];
        assert_eq!(read(&corner, "A1"), Some(Eyes::One));
        let centre = [".....", ".OOO.", "O..O.", ".OO..", "....."];
        assert_eq!(read(&centre, "B3"), Some(Eyes::One));
    }

    #[test]
    fn straight_and_bent_three_have_a_vital_middle() {
        let edge = [".....", ".....", ".....", "OOOOO", "O...O"];
        assert_eq!(read(&edge, "B1"), vital(&edge, "C1"), "straight three on the edge");
        let corner = [".....", ".....", "O....", ".O...", "..O.."];
        assert_eq!(read(&corner, "A2"), vital(&corner, "A1"), "bent three in the corner");
        let centre = [".OO..", "O..O.", "O.OO.", ".O...", "....."];
        assert_eq!(read(&centre, "C4"), vital(&centre, "B4"), "bent three in the centre");
    }

    #[test]
    fn the_attacker_on_the_vital_point_leaves_one_eye() {
        let one = [".....", ".....", ".....", "OOOOO", "O.X.O"];
        assert_eq!(read(&one, "B1"), Some(Eyes::One));
        let two = [".....", ".....", ".....", "OOOOO", "OXX.O"];
        assert_eq!(read(&two, "D1"), Some(Eyes::One), "two stones, one on the vital point");
    }

    #[test]
    fn four_point_shapes() {
        let square = [".OO..", "O..O.", "O..O.", ".OO..", "....."];
        assert_eq!(read(&square, "B3"), Some(Eyes::One), "square four");
        let pyramid = [".....", ".....", "..O..", "OO.OO", "O...O"];
        assert_eq!(read(&pyramid, "B1"), vital(&pyramid, "C1"), "pyramid four on the edge");
        let straight = [".....", ".....", ".....", "OOOOO", "....O"];
        assert_eq!(read(&straight, "A1"), Some(Eyes::Two), "straight four on the edge");
        let bent = [".....", ".....", "O....", ".OOO.", "...O."];
        assert_eq!(read(&bent, "A1"), Some(Eyes::Two), "empty bent four in the corner");
        let filled = [".....", ".....", ".....", "OOOOO", ".XX.O"];
        assert_eq!(
            read(&filled, "A1"),
            Some(Eyes::Unsettled),
            "straight four, middle filled"
        );
    }

    #[test]
    fn five_point_shapes() {
        let bulky = [".....", ".....", "OO...", "..O..", "...O."];
        assert_eq!(read(&bulky, "A1"), vital(&bulky, "B1"), "bulky five in the corner");
        let filled = [".....", ".....", "OO...", "X.O..", "..XO."];
        assert_eq!(
            read(&filled, "A1"),
            vital(&filled, "B1"),
            "attacker stones on two points"
        );
        let crossed = [
            "..O....", ".O.O...", "O...O..", ".O.O...", "..O....", ".......", ".......",
        ];
        assert_eq!(
            read(&crossed, "B5"),
            vital(&crossed, "C5"),
            "crossed five in the centre"
        );
        let straight = [".....", ".....", ".....", "OOOOO", "....."];
        assert_eq!(read(&straight, "A1"), Some(Eyes::Two), "five on the first line");
    }

    #[test]
    fn six_point_shapes() {
        let rabbity = [
            ".......", "..O....", ".O.O...", "O...O..", ".O..O..", "..OO...", ".......",
        ];
        assert_eq!(read(&rabbity, "D3"), vital(&rabbity, "C4"), "rabbity six in the centre");
        let corner = [".....", ".....", "OOOO.", "...O.", "...O."];
        assert_eq!(
            read(&corner, "A1"),
            Some(Eyes::Unsettled),
            "rectangular six in the corner"
        );
        let centre = [".....", "OOOOO", "O...O", "O...O", "OOOOO"];
        assert_eq!(read(&centre, "B2"), Some(Eyes::Two), "rectangular six off the corner");
    }

    #[test]
    fn boundaries_of_an_eye_space() {
        let seven = [".....", ".....", "OOOOO", "....O", "...OO"];
        assert_eq!(read(&seven, "A1"), Some(Eyes::Two), "seven points");
        let eight = [".....", ".....", "OOOOO", "....O", "....O"];
        assert_eq!(read(&eight, "A1"), None, "eight points are no eye space");
        let open = [".....", ".....", ".....", "OOX..", "..X.."];
        assert_eq!(read(&open, "A1"), None, "the attacker's stones lead out");
        let board = diagram(&[".....", ".....", ".....", "XX...", "..X.."], Color::Black);
        assert!(
            EyeSpace::around(&board, at(5, "A1"), W, MAX_SPACE).is_none(),
            "no white stone encloses it"
        );
    }

    #[test]
    fn false_eyes_by_diagonals() {
        // Every point tested is enclosed by Black's stones and the edge.
        let false_eye =
            |rows: &[&str], vertex: &str| !diagram(rows, Color::Black).is_eye(Color::Black, at(rows.len(), vertex));
        assert!(
            false_eye(&[".....", ".OX..", ".X.X.", "..XO.", "....."], "C3"),
            "two in the centre"
        );
        assert!(
            !false_eye(&[".....", ".OX..", ".X.X.", "..X..", "....."], "C3"),
            "one in the centre"
        );
        assert!(
            false_eye(&[".....", ".....", ".....", ".OX..", ".X.X."], "C1"),
            "one on the edge"
        );
        assert!(
            !false_eye(&[".....", ".....", ".....", "..X..", ".X.X."], "C1"),
            "none on the edge"
        );
        assert!(
            false_eye(&[".....", ".....", ".....", "XO...", ".X..."], "A1"),
            "one in the corner"
        );
        assert!(
            !false_eye(&[".....", ".....", ".....", "X.O..", ".X..."], "A1"),
            "not the diagonal"
        );
    }
}

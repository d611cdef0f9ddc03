//! Life in one eye space, read by a small search: whether the defender's strings around
//! an [`EyeSpace`] make two eyes in it whatever the attacker plays there, the defender
//! answering each move inside.
//!
//! [`EyeSpace::eyes`] reads a space by its shape, which is exact when one string encloses
//! it. Strings that meet only through the space can be cut apart or captured one by one,
//! so the judgement of a finished game trusts the shape only for single-string spaces and
//! asks this search about the others (a five-point corner space walled by two strings
//! that share one liberty, say).
//!
//! - **Moves**: both sides play only inside the space; the attacker may also pass. The
//!   search is asked only about spaces that hold every liberty of the strings around them
//!   ([`EyeSpace::holds_every_liberty`]), so no move outside touches those strings.
//! - **Two eyes** (the defender's goal): every defender string next to the space has two
//!   liberties in it whose neighbours are all the defender's stones or the edge. The
//!   attacker cannot play on such a point (it would capture nothing, since each string
//!   beside it has another, and have no liberty), so none of those strings can ever be
//!   captured; no false-eye test is needed.
//! - **Attacker's goal**: capture a defender stone around the space, or keep the defender
//!   from two eyes for [`DEPTH`] attacker moves. A search that visits [`NODE_LIMIT`]
//!   positions answers "not proven": the reader errs toward saying nothing.

use crate::board::{Board, Color, Point, BORDER, EMPTY};
use crate::search::tactics::eyes::{EyeSpace, MAX_SPACE};

/// The most attacker moves (passes included) the search reads before it gives the space
/// to the attacker: enough to fill every point of the largest space once, and two more.
pub const DEPTH: usize = MAX_SPACE + 2;

/// The most positions one reading visits; beyond it the space is not proven to live.
pub const NODE_LIMIT: usize = 20_000;

/// Whether `defender`'s strings around `space` make two eyes in it against any attack
/// inside, the defender answering (see the module documentation). `space` must hold every
/// liberty of those strings.
pub fn lives_in(board: &Board, space: &EyeSpace, defender: Color) -> bool {
    debug_assert!(space.holds_every_liberty(board));
    let mut reading = Reading {
        board: board.clone(),
        points: space.points().to_vec(),
        walls: space
            .points()
            .iter()
            .flat_map(|&p| board.neighbours(p))
            .filter(|&q| board.cell(q) == defender as u8)
            .collect(),
        defender,
        nodes: 0,
    };
    reading.attacker_to_move(DEPTH)
}

/// One search's scratch board and counters.
struct Reading {
    board: Board,
    /// The points of the space.
    points: Vec<usize>,
    /// The defender's stones around the space when the reading began.
    walls: Vec<usize>,
    defender: Color,
    nodes: usize,
}

impl Reading {
    /// Whether the defender lives with the attacker to move and `depth` attacker moves
    /// left.
    fn attacker_to_move(&mut self, depth: usize) -> bool {
        self.nodes += 1;
        if self.wall_captured() || self.nodes > NODE_LIMIT {
            return false;
        }
        if self.two_eyes() {
            return true;
        }
        if depth == 0 {
            return false;
        }
        let attacker = self.defender.opponent();
        for i in 0..self.points.len() {
            let p = Point::from_index(self.points[i]);
            if self.board.play(attacker, p, false).is_ok() {
                let lives = self.defender_to_move(depth - 1);
                self.board.undo();
                if !lives {
                    return false;
                }
            }
        }
        self.board.pass(attacker);
        let lives = self.defender_to_move(depth - 1);
        self.board.undo();
        lives
    }

    /// Whether the defender, to move, has an answer inside the space that lives.
    fn defender_to_move(&mut self, depth: usize) -> bool {
        if self.wall_captured() {
            return false;
        }
        for i in 0..self.points.len() {
            let p = Point::from_index(self.points[i]);
            if self.board.play(self.defender, p, false).is_ok() {
                let lives = self.attacker_to_move(depth);
                self.board.undo();
                if lives {
                    return true;
                }
            }
        }
        false
    }

    /// Whether a stone of the walls has been captured.
    fn wall_captured(&self) -> bool {
        self.walls.iter().any(|&s| self.board.cell(s) != self.defender as u8)
    }

    /// Whether every defender string next to the space has two liberties in it whose
    /// neighbours are all its colour or the edge.
    fn two_eyes(&self) -> bool {
        let own = self.defender as u8;
        let solid = |p: usize| {
            self.board.cell(p) == EMPTY
                && self
                    .board
                    .neighbours(p)
                    .into_iter()
                    .all(|q| matches!(self.board.cell(q), c if c == own || c == BORDER))
        };
        self.points
            .iter()
            .flat_map(|&p| self.board.neighbours(p).into_iter().chain([p]))
            .filter(|&s| self.board.cell(s) == own)
            .all(|s| {
                let head = self.board.string_head(s);
                let mut eyes = self.points.iter().filter(|&&p| {
                    solid(p)
                        && self
                            .board
                            .neighbours(p)
                            .into_iter()
                            .any(|q| self.board.cell(q) == own && self.board.string_head(q) == head)
                });
                eyes.next().is_some() && eyes.next().is_some()
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, diagram};

    const B: Color = Color::Black;

    /// Whether Black lives in its space around `vertex` on `rows`.
    fn lives(rows: &[&str], vertex: &str) -> bool {
        let board = diagram(rows, Color::White);
        let space = EyeSpace::around(&board, at(rows.len(), vertex), B, MAX_SPACE).expect("an eye space");
        lives_in(&board, &space, B)
    }

    /// The corner of gtp-scripts/agreement/stone-in-atari-9x9.sgf: the space A1-A4 and B3
    /// is walled by A5 B5 B4 and by B1 B2 C2 D2 C3, which meet only through B3.
    const SHARED_CORNER: [&str; 7] = [
        ".......", "OOO....", "XXO....", ".XO....", "..XO...", ".XXXO..", ".XOOO..",
    ];

    #[test]
    fn a_corner_space_walled_by_two_strings_that_share_a_liberty_lives() {
        assert!(lives(&SHARED_CORNER, "A1"));
    }

    #[test]
    fn a_pyramid_four_walled_by_two_strings_dies() {
        // The same corner with A1 filled: A2 A3 A4 B3 is a pyramid four, vital point A3.
        let mut rows = SHARED_CORNER;
        rows[6] = "XXOOO..";
        assert!(!lives(&rows, "A2"));
    }

    #[test]
    fn straight_three_dies_and_straight_four_lives() {
        // White's stones outside take the walls' other liberties: the space holds them all.
        let three = [
            ".......", ".......", "OOO....", "XXO....", ".XO....", ".XO....", ".XO....",
        ];
        assert!(!lives(&three, "A1"));
        let four = [
            ".......", "OOO....", "XXO....", ".XO....", ".XO....", ".XO....", ".XO....",
        ];
        assert!(lives(&four, "A1"));
    }
}

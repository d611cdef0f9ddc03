//! Ladder reading: whether a string short of liberties lives or dies when the attacker
//! keeps it in atari, move after move (the *ladder*, shicho).
//!
//! A string in atari that extends to two liberties is not saved if the attacker can
//! atari it again and again until it runs into the edge or the attacker's stones; an
//! atari on a two-liberty string captures if every escape leads to another such atari.
//! The reader plays the sequence out on a scratch board with undo: the attacker tries
//! both liberties, the defender extends on its last liberty or captures an attacking
//! string in atari, and a string with three or more liberties has escaped. The reading
//! is bounded by a budget of stones ([`BUDGET`] for the priors, [`PLAYOUT_BUDGET`] in the
//! playouts, which read far more often); a reading that runs out counts as an escape, so
//! the reader never calls a string dead that it has not seen die.

use crate::board::{Board, Color, Point, EMPTY};

/// The most stones one reading may play: a ladder across a 19x19 board takes about 70.
pub const BUDGET: u32 = 160;
/// The most stones one reading in a playout may play: enough for a ladder across 9x9 and
/// short ladders on 19x19, at a cost the playouts can bear.
pub const PLAYOUT_BUDGET: u32 = 24;

/// A scratch board for reading ladders; reused between readings, so that reading
/// allocates nothing.
pub struct Reader {
    board: Board,
    plays: u32,
    budget: u32,
}

impl Reader {
    /// A reader for boards of any size up to `size`, with the priors' budget.
    pub fn new(size: usize) -> Reader {
        Reader::with_budget(size, BUDGET)
    }

    /// A reader for boards of any size up to `size`, with the playouts' budget.
    pub fn for_playouts(size: usize) -> Reader {
        Reader::with_budget(size, PLAYOUT_BUDGET)
    }

    fn with_budget(size: usize, budget: u32) -> Reader {
        Reader {
            board: Board::new(size),
            plays: 0,
            budget,
        }
    }

    /// Whether `colour`'s stone on `p` (legal on `position`) leaves the string it joins
    /// with three or more liberties, or with two and no ladder that captures it.
    pub fn escapes(&mut self, position: &Board, colour: Color, p: usize) -> bool {
        self.load(position);
        self.board.play_unchecked(colour, Point::from_index(p));
        match self.board.liberty_count(p) {
            0 | 1 => false,
            2 => !self.captures(colour.opponent(), p),
            _ => true,
        }
    }

    /// Whether `colour`'s stone on `p` (legal on `position`) puts an opposing string in
    /// atari that cannot escape: a capture in a ladder (or a plain net). The stone must
    /// not itself be left in atari.
    pub fn catches(&mut self, position: &Board, colour: Color, p: usize) -> bool {
        self.load(position);
        self.board.play_unchecked(colour, Point::from_index(p));
        if self.board.liberty_count(p) < 2 {
            return false;
        }
        let opponent = colour.opponent() as u8;
        self.board.neighbours(p).into_iter().any(|q| {
            self.board.cell(q) == opponent && self.board.liberty_count(q) == 1 && !self.defends(colour.opponent(), q)
        })
    }

    /// With `attacker` to move on `position` and the string on `s` at two liberties: the
    /// atari that captures it in a ladder (or a plain net), if there is one.
    pub fn capturing_atari(&mut self, position: &Board, attacker: Color, s: usize) -> Option<usize> {
        let mut libs = [Point::from_index(0); 2];
        if position.liberties(s, &mut libs) != 2
            || libs.into_iter().all(|l| runs_free(position, attacker.opponent(), l))
        {
            return None;
        }
        self.load(position);
        self.atari_that_captures(attacker, s).map(Point::index)
    }

    /// Makes the scratch board `position`, with undo.
    fn load(&mut self, position: &Board) {
        self.board.copy_position_from(position);
        self.board.set_recording(true);
        self.plays = 0;
    }

    /// With `attacker` to move and the string on `s` at two liberties: whether an atari
    /// on one of them leads to its capture.
    fn captures(&mut self, attacker: Color, s: usize) -> bool {
        self.atari_that_captures(attacker, s).is_some()
    }

    /// With `attacker` to move and the string on `s` at two liberties: the atari on one
    /// of them that leads to its capture, if any. The atari that leaves the string the
    /// liberty with less room around it comes first: in a ladder, that is the one that
    /// works.
    fn atari_that_captures(&mut self, attacker: Color, s: usize) -> Option<Point> {
        let mut libs = [Point::from_index(0); 2];
        if self.board.liberties(s, &mut libs) != 2 {
            return None;
        }
        let room = |p: Point| self.board.neighbour_count(p.index(), EMPTY);
        if room(libs[0]) < room(libs[1]) {
            libs.swap(0, 1);
        }
        for (lib, other) in [(libs[0], libs[1]), (libs[1], libs[0])] {
            if self.plays >= self.budget {
                return None;
            }
            if runs_free(&self.board, attacker.opponent(), other) || self.board.check(attacker, lib, false).is_err() {
                continue;
            }
            self.plays += 1;
            self.board.play_unchecked(attacker, lib);
            let caught = self.board.liberty_count(s) == 1 && !self.defends(attacker.opponent(), s);
            self.board.undo();
            if caught {
                return Some(lib);
            }
        }
        None
    }

    /// With `defender` to move and the string on `s` in atari: whether extending on its
    /// last liberty or capturing an attacking string in atari saves it.
    fn defends(&mut self, defender: Color, s: usize) -> bool {
        let mut moves = [0usize; 8];
        let mut n = 0;
        let mut lib = [Point::from_index(0)];
        self.board.liberties(s, &mut lib);
        moves[0] = lib[0].index();
        n += 1;
        let attacker = defender.opponent() as u8;
        for stone in self.board.string_stones(s) {
            for q in self.board.neighbours(stone) {
                if self.board.cell(q) == attacker && self.board.liberty_count(q) == 1 {
                    self.board.liberties(q, &mut lib);
                    let capture = lib[0].index();
                    if n < moves.len() && !moves[..n].contains(&capture) {
                        moves[n] = capture;
                        n += 1;
                    }
                }
            }
        }
        for &m in &moves[..n] {
            if self.plays >= self.budget {
                return true;
            }
            if self.board.cell(m) != EMPTY || self.board.check(defender, Point::from_index(m), false).is_err() {
                continue;
            }
            self.plays += 1;
            self.board.play_unchecked(defender, Point::from_index(m));
            let saved = match self.board.liberty_count(s) {
                0 | 1 => false,
                2 => !self.captures(defender.opponent(), s),
                _ => true,
            };
            self.board.undo();
            if saved {
                return true;
            }
        }
        false
    }
}

/// Whether `defender`'s string at two liberties, one of them `other`, runs free of an
/// atari on the other one: extending on `other` would leave it three or more liberties,
/// which the reader counts as an escape. A cheap test that spares reading most ataris.
#[inline]
fn runs_free(board: &Board, defender: Color, other: Point) -> bool {
    board.liberties_after(defender, other, 4) >= 4
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, ladder, played};

    #[test]
    fn a_ladder_to_the_edge_captures() {
        let board = ladder(false);
        let mut reader = Reader::new(9);
        assert!(reader.catches(&board, Color::White, at(9, "D3")));
        assert!(!reader.escapes(&played(board, &["D3"]), Color::Black, at(9, "C4")));
    }

    #[test]
    fn a_ladder_breaker_saves_the_string() {
        let board = ladder(true);
        let mut reader = Reader::new(9);
        assert!(!reader.catches(&board, Color::White, at(9, "D3")));
        assert!(reader.escapes(&played(board, &["D3"]), Color::Black, at(9, "C4")));
    }

    #[test]
    fn a_long_ladder_across_the_board_is_read_out() {
        // The same shape on 19x19 from Q3: the chase runs up and left to the far edge.
        let mut board = Board::new(19);
        for (colour, vertex) in [
            (Color::Black, "Q3"),
            (Color::White, "P3"),
            (Color::White, "Q2"),
            (Color::White, "R4"),
        ] {
            board
                .play(colour, Point::from_index(at(19, vertex)), false)
                .expect("legal");
        }
        let mut reader = Reader::new(19);
        assert!(reader.catches(&board, Color::White, at(19, "R3")));
        board
            .play(Color::Black, Point::from_index(at(19, "C16")), false)
            .expect("legal");
        assert!(
            !reader.catches(&board, Color::White, at(19, "R3")),
            "C16 breaks the ladder"
        );
    }
}

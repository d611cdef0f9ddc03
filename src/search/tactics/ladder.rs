//! Ladder reading: whether a string short of liberties lives or dies when the attacker
//! keeps it in atari, move after move (the *ladder*, shicho).
//!
//! A string in atari that extends to two liberties is not saved if the attacker can
//! atari it again and again until it runs into the edge or the attacker's stones; an
//! atari on a two-liberty string captures if every escape leads to another such atari.
//! The reader plays the sequence out with undo: the attacker tries both liberties, the
//! defender extends on its last liberty or captures an attacking string in atari, and a
//! string with three or more liberties has escaped. It plays on the caller's board and
//! takes every stone back before it answers, rather than on a copy of the position:
//! reading is a large share of a 19x19 playout's work, and a copy for each reading
//! would add to it (docs/experiment-log.md, "Playout speed against Pachi's moggy, and
//! the speed-ups"). The reading is bounded by a budget of stones ([`BUDGET`] for the
//! priors, [`PLAYOUT_BUDGET`] in the playouts, which read far more often); a reading
//! that runs out counts as an escape, so the reader never calls a string dead that it
//! has not seen die.
//!
//! Two readings build on the ladder's:
//! - **Net** (geta): a move that is no atari but sits on the escape route of a string at
//!   two liberties, so that wherever the string extends it is left with two liberties or
//!   fewer and caught in a ladder: [`Reader::capturing_net`]. Only behind a wall of
//!   strings with three liberties or more: the defence read here does not include a
//!   counter-atari on the wall.
//! - **Counter-atari**: for a string at two liberties that cannot get out by extending,
//!   an atari on an adjacent opposing string at two liberties after which the opponent
//!   can no longer capture it, having to save its own stones (by extending: stones that
//!   can save themselves by a capture are not read): [`Reader::saving_atari`].

use crate::board::{Board, Color, Point, EMPTY};

/// The most stones one reading may play: a ladder across a 19x19 board takes about 70.
pub const BUDGET: u32 = 160;
/// The most stones one reading in a playout may play: enough for a ladder across 9x9 and
/// for short ladders on 19x19, at a cost the playouts can bear. The playouts read far
/// more often than the priors, so their budget is a fraction of [`BUDGET`]; a string that
/// runs further escapes as far as they can tell.
pub const PLAYOUT_BUDGET: u32 = 24;

/// The ladder reader: the budget of its readings, and what the last escape it read
/// found. Readings play and take back their stones on the caller's board, which is as it
/// was when they return (recording included); reading allocates nothing.
pub struct Reader {
    budget: u32,
    /// The last [`Reader::escapes`] that read a ladder: the hash of the position after the
    /// extension, the extension's point and the atari that captures it, if any. The
    /// attacker's next move asks [`Reader::capturing_atari`] the same question of the
    /// same position; this answers it without reading again.
    escaped: Option<(u64, usize, Option<Point>)>,
}

impl Reader {
    /// A reader with the priors' budget.
    pub fn new() -> Reader {
        Reader::with_budget(BUDGET)
    }

    /// A reader with the playouts' budget.
    pub fn for_playouts() -> Reader {
        Reader::with_budget(PLAYOUT_BUDGET)
    }

    fn with_budget(budget: u32) -> Reader {
        Reader { budget, escaped: None }
    }

    /// Runs `read` as one reading on `board`, with undo on while it runs (and off after,
    /// if it was off before). `read` must take back every stone it plays.
    fn read<T>(&self, board: &mut Board, read: impl FnOnce(&mut Reading) -> T) -> T {
        let recording = board.is_recording();
        board.set_recording(true);
        let answer = read(&mut Reading {
            board: &mut *board,
            plays: 0,
            budget: self.budget,
        });
        if !recording {
            board.set_recording(false);
        }
        answer
    }

    /// Whether `colour`'s stone on `p` (legal on `board`) leaves the string it joins
    /// with three or more liberties, or with two and no ladder that captures it.
    pub fn escapes(&mut self, board: &mut Board, colour: Color, p: usize) -> bool {
        let (escapes, escaped) = self.read(board, |reading| {
            reading.board.play_unchecked(colour, Point::from_index(p));
            let answer = match reading.board.liberty_count(p) {
                0 | 1 => (false, None),
                2 => {
                    let hash = reading.board.hash();
                    let atari = reading.atari_that_captures(colour.opponent(), p);
                    (atari.is_none(), Some((hash, p, atari)))
                }
                _ => (true, None),
            };
            reading.board.undo();
            answer
        });
        if escaped.is_some() {
            self.escaped = escaped;
        }
        escapes
    }

    /// Whether `colour`'s stone on `p` (legal on `board`) puts an opposing string in
    /// atari that cannot escape: a capture in a ladder (or a plain net). The stone must
    /// not itself be left in atari.
    pub fn catches(&mut self, board: &mut Board, colour: Color, p: usize) -> bool {
        self.read(board, |reading| {
            reading.board.play_unchecked(colour, Point::from_index(p));
            let opponent = colour.opponent() as u8;
            let caught = reading.board.liberty_count(p) >= 2
                && reading.board.neighbours(p).into_iter().any(|q| {
                    reading.board.cell(q) == opponent
                        && reading.board.liberty_count(q) == 1
                        && !reading.defends(colour.opponent(), q)
                });
            reading.board.undo();
            caught
        })
    }

    /// With `attacker` to move on `board` and the string on `s` at two liberties: the
    /// atari that captures it in a ladder (or a plain net), if there is one.
    pub fn capturing_atari(&mut self, board: &mut Board, attacker: Color, s: usize) -> Option<usize> {
        let mut libs = [Point::from_index(0); 2];
        if board.liberties(s, &mut libs) != 2 || libs.into_iter().all(|l| runs_free(board, attacker.opponent(), l)) {
            return None;
        }
        if let Some((hash, p, atari)) = self.escaped {
            if hash == board.hash() && board.string_head(p) == board.string_head(s) {
                return atari.map(Point::index);
            }
        }
        self.read(board, |reading| {
            reading.atari_that_captures(attacker, s).map(Point::index)
        })
    }

    /// With `attacker` to move on `board` and the string on `s` at two liberties: the
    /// net (geta) that captures it, a stone next to one of its liberties after which every
    /// escape leaves it caught, if there is one.
    pub fn capturing_net(&mut self, board: &mut Board, attacker: Color, s: usize) -> Option<usize> {
        let mut libs = [Point::from_index(0); 2];
        if board.liberties(s, &mut libs) != 2 || !netted(board, attacker.opponent(), libs) {
            return None;
        }
        self.read(board, |reading| reading.net(attacker, s).map(Point::index))
    }

    /// With `defender` to move on `board` and its string on `s` at two liberties that
    /// cannot get out by extending (nor by capturing): a **counter-atari** on an adjacent
    /// opposing string at two liberties that saves it: after it the opponent can neither
    /// capture the string in a ladder or a net (its attack lets the defender take the
    /// stones in atari) nor save its stones and still catch the string.
    pub fn saving_atari(&mut self, board: &mut Board, defender: Color, s: usize) -> Option<usize> {
        let attacker = defender.opponent();
        let mut ataris = [0usize; 8];
        let n = adjacent_liberties(board, s, attacker, 2, &mut ataris);
        let mut libs = [Point::from_index(0); 2];
        if n == 0
            || board.liberties(s, &mut libs) != 2
            || libs.into_iter().any(|l| board.liberties_after(defender, l, 3) >= 3)
        {
            return None;
        }
        self.read(board, |reading| {
            if reading.defends(defender, s) {
                return None;
            }
            ataris[..n]
                .iter()
                .copied()
                .find(|&a| reading.saves_by_atari(defender, a, s))
        })
    }
}

impl Default for Reader {
    fn default() -> Reader {
        Reader::new()
    }
}

/// One reading in progress: the board it plays on (with undo) and the stones played so
/// far against the budget.
struct Reading<'a> {
    board: &'a mut Board,
    plays: u32,
    budget: u32,
}

impl Reading<'_> {
    /// Whether `defender`'s atari on `a` saves its string on `s`: see
    /// [`Reader::saving_atari`].
    fn saves_by_atari(&mut self, defender: Color, a: usize, s: usize) -> bool {
        let attacker = defender.opponent();
        self.after_stone(defender, Point::from_index(a), |reading| {
            reading.board.liberty_count(s) >= 2
                && !reading.caught(attacker, s)
                && reading.outlives_a_save(defender, a, s)
        })
    }

    /// Plays `colour`'s stone on `p`, if the budget allows and it is legal and not itself
    /// in atari, answers `test` after it and takes it back; false if it cannot be played.
    fn after_stone(&mut self, colour: Color, p: Point, test: impl FnOnce(&mut Self) -> bool) -> bool {
        if self.plays >= self.budget
            || self.board.check(colour, p, false).is_err()
            || self.board.liberties_after(colour, p, 2) < 2
        {
            return false;
        }
        self.plays += 1;
        self.board.play_unchecked(colour, p);
        let answer = test(self);
        self.board.undo();
        answer
    }

    /// After `defender`'s atari on `a`: whether the string on `s` still lives if the
    /// attacker saves its stones in atari next to `a` by extending, the defender moving next.
    /// Not if the attacker can save them by capturing instead: that is not read.
    fn outlives_a_save(&mut self, defender: Color, a: usize, s: usize) -> bool {
        let attacker = defender.opponent();
        let mut lib = [Point::from_index(0)];
        let Some(chased) = self
            .board
            .neighbours(a)
            .into_iter()
            .find(|&q| self.board.cell(q) == attacker as u8 && self.board.liberty_count(q) == 1)
        else {
            return true;
        };
        let can_capture = self.board.string_stones(chased).any(|stone| {
            self.board
                .neighbours(stone)
                .into_iter()
                .any(|q| self.board.cell(q) == defender as u8 && self.board.liberty_count(q) == 1)
        });
        if can_capture {
            return false;
        }
        self.board.liberties(chased, &mut lib);
        if self.plays >= self.budget || self.board.check(attacker, lib[0], false).is_err() {
            return true;
        }
        self.plays += 1;
        self.board.play_unchecked(attacker, lib[0]);
        let lives = self.defends(defender, s);
        self.board.undo();
        lives
    }

    /// With `attacker` to move and the string on `s` at two liberties: whether a ladder or
    /// a net captures it.
    fn caught(&mut self, attacker: Color, s: usize) -> bool {
        if self.captures(attacker, s) {
            return true;
        }
        let mut libs = [Point::from_index(0); 2];
        self.board.liberties(s, &mut libs) == 2
            && netted(self.board, attacker.opponent(), libs)
            && self.net(attacker, s).is_some()
    }

    /// With `attacker` to move and the string on `s` at two liberties: a net, a stone next
    /// to one of the liberties (not on them), itself not short of liberties, after which
    /// the string, to move, cannot get out ([`Reader::defends`]).
    fn net(&mut self, attacker: Color, s: usize) -> Option<Point> {
        let mut libs = [Point::from_index(0); 2];
        self.board.liberties(s, &mut libs);
        let mut nets = [0usize; 6];
        let mut n = 0;
        for lib in libs {
            for q in self.board.neighbours(lib.index()) {
                if self.board.cell(q) == EMPTY && !libs.contains(&Point::from_index(q)) && !nets[..n].contains(&q) {
                    nets[n] = q;
                    n += 1;
                }
            }
        }
        nets[..n].iter().map(|&q| Point::from_index(q)).find(|&net| {
            self.after_stone(attacker, net, |reading| {
                reading.board.liberty_count(s) == 2
                    && walls_hold(reading.board, attacker, s)
                    && !reading.defends(attacker.opponent(), s)
            })
        })
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
            if runs_free(self.board, attacker.opponent(), other) || self.board.check(attacker, lib, false).is_err() {
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

    /// With `defender` to move and the string on `s` in atari or at two liberties:
    /// whether extending on a liberty or capturing an attacking string in atari saves it.
    fn defends(&mut self, defender: Color, s: usize) -> bool {
        let mut moves = [0usize; 8];
        let mut libs = [Point::from_index(0); 2];
        let mut n = self.board.liberties(s, &mut libs).min(2);
        for (m, lib) in moves.iter_mut().zip(&libs[..n]) {
            *m = lib.index();
        }
        let mut lib = [Point::from_index(0)];
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

/// Whether every string of `attacker` touching the string on `s` has three liberties or
/// more: a wall the string could put in atari may be broken by a counter-atari, which
/// [`Reader::defends`] does not read.
#[inline]
fn walls_hold(board: &Board, attacker: Color, s: usize) -> bool {
    let a = attacker as u8;
    board.string_stones(s).all(|stone| {
        board
            .neighbours(stone)
            .into_iter()
            .all(|q| board.cell(q) != a || board.liberty_count(q) >= 3)
    })
}

/// Whether a net may catch `defender`'s string whose two liberties are `libs`: extending
/// on either leaves at most three liberties, which one stone of a net can bring down to
/// two. A cheap test that spares reading most strings.
#[inline]
fn netted(board: &Board, defender: Color, libs: [Point; 2]) -> bool {
    libs.into_iter().all(|l| board.liberties_after(defender, l, 4) <= 3)
}

/// Writes into `out` the liberties of the strings of `colour` next to the string on `s`
/// that have `count` liberties (each point once, as many as fit); returns how many.
fn adjacent_liberties(board: &Board, s: usize, colour: Color, count: u32, out: &mut [usize]) -> usize {
    let mut n = 0;
    let mut libs = [Point::from_index(0); 4];
    for stone in board.string_stones(s) {
        for q in board.neighbours(stone) {
            if board.cell(q) != colour as u8 || board.liberty_count(q) != count {
                continue;
            }
            let k = board.liberties(q, &mut libs[..count as usize]);
            for l in &libs[..k] {
                if n < out.len() && !out[..n].contains(&l.index()) {
                    out[n] = l.index();
                    n += 1;
                }
            }
        }
    }
    n
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
    use crate::board::fixtures::{at, counter_atari, diagram, ladder, long_ladder, played};

    /// Black's E5 boxed in by White's D6, D5, E4 and F4 (checked with GNU Go: F6 is a
    /// net, after which E5 cannot be defended); `breaker` adds a black stone on G5.
    fn centre_net(breaker: bool) -> Board {
        let row5 = if breaker { "...OX.X.." } else { "...OX...." };
        let empty = ".........";
        diagram(
            &[empty, empty, empty, "...O.....", row5, "....OO...", empty, empty, empty],
            Color::White,
        )
    }

    /// Black's C1 on the first line, boxed in by White's B1 and B2 (checked with GNU Go:
    /// D2 is a net); `breaker` adds a black stone on C3.
    fn edge_net(breaker: bool) -> Board {
        let row3 = if breaker { "..X......" } else { "........." };
        let empty = ".........";
        diagram(
            &[empty, empty, empty, empty, empty, empty, row3, ".O.......", ".OX......"],
            Color::White,
        )
    }

    #[test]
    fn a_net_captures_in_the_centre_unless_a_stone_breaks_it() {
        let mut reader = Reader::new();
        let net = reader.capturing_net(&mut centre_net(false), Color::White, at(9, "E5"));
        assert_eq!(net, Some(at(9, "F6")));
        assert_eq!(
            reader.capturing_net(&mut centre_net(true), Color::White, at(9, "E5")),
            None
        );
    }

    #[test]
    fn no_net_against_a_string_that_can_atari_the_wall() {
        // Black's A2-B2 (A3, A1): White's A4 leaves both extensions self-ataris, but the
        // wall is short of liberties: Black's D1 ataris C2-D2 (checked with GNU Go:
        // `defend B2` answers D1 after A4). Not a net.
        let mut board = diagram(
            &[
                ".........",
                "...O.....",
                "......O..",
                ".XXX.....",
                ".O.OXX.O.",
                "..OX.X...",
                ".OXX.X...",
                "XXOOX....",
                ".O.......",
            ],
            Color::White,
        );
        assert_eq!(Reader::new().capturing_net(&mut board, Color::White, at(9, "B2")), None);
    }

    #[test]
    fn no_counter_atari_whose_stones_escape_by_capturing() {
        // White's B4-B3 (A4, A3) is caught. A2 ataris Black's B2, but Black saves it by
        // taking C2 on C1 and White's string dies (checked with GNU Go: `attack B4`
        // answers C1 after A2).
        let mut board = diagram(
            &[
                "....X....",
                "...OXO...",
                "....XO...",
                "...X.OX..",
                ".X..X.OO.",
                ".OXXOOOX.",
                ".OXO.OX.X",
                ".XOXO.XX.",
                ".........",
            ],
            Color::White,
        );
        assert_eq!(Reader::new().saving_atari(&mut board, Color::White, at(9, "B4")), None);
    }

    #[test]
    fn a_net_captures_on_the_edge_unless_a_stone_breaks_it() {
        let mut reader = Reader::new();
        assert_eq!(
            reader.capturing_net(&mut edge_net(false), Color::White, at(9, "C1")),
            Some(at(9, "D2"))
        );
        assert_eq!(
            reader.capturing_net(&mut edge_net(true), Color::White, at(9, "C1")),
            None
        );
    }

    #[test]
    fn a_counter_atari_saves_a_string_that_cannot_extend() {
        let mut reader = Reader::new();
        assert_eq!(
            reader.saving_atari(&mut counter_atari(false), Color::Black, at(9, "E5")),
            Some(at(9, "D6"))
        );
        assert_eq!(
            reader.saving_atari(&mut counter_atari(true), Color::Black, at(9, "E5")),
            None
        );
    }

    #[test]
    fn a_ladder_to_the_edge_captures() {
        let mut board = ladder(false);
        let mut reader = Reader::new();
        assert!(reader.catches(&mut board, Color::White, at(9, "D3")));
        assert!(!reader.escapes(&mut played(board, &["D3"]), Color::Black, at(9, "C4")));
    }

    #[test]
    fn a_ladder_breaker_saves_the_string() {
        let mut board = ladder(true);
        let mut reader = Reader::new();
        assert!(!reader.catches(&mut board, Color::White, at(9, "D3")));
        assert!(reader.escapes(&mut played(board, &["D3"]), Color::Black, at(9, "C4")));
    }

    #[test]
    fn the_chase_after_a_read_escape_gets_the_same_answer_as_a_fresh_reading() {
        // Black extends on C4 anyway (the ladder works) or because the breaker saves it;
        // White's chase then asks about the position escapes() read.
        for breaker in [false, true] {
            let mut atari = played(ladder(breaker), &["D3"]);
            let mut reader = Reader::new();
            let escapes = reader.escapes(&mut atari, Color::Black, at(9, "C4"));
            let mut extended = played(atari, &["C4"]);
            let remembered = reader.capturing_atari(&mut extended, Color::White, at(9, "C3"));
            let fresh = Reader::new().capturing_atari(&mut extended, Color::White, at(9, "C3"));
            assert_eq!(remembered, fresh, "breaker {breaker}");
            assert_eq!(remembered.is_none(), escapes, "breaker {breaker}");
        }
    }

    /// `board` without its undo history and with recording off, as in a playout.
    fn unrecorded(board: &Board) -> Board {
        let mut copy = Board::new(board.size());
        copy.copy_position_from(board);
        copy
    }

    #[test]
    fn every_reading_leaves_the_board_as_it_was() {
        // Each reading on a game's board (with undo history) and on a playout's (without).
        type Read = fn(&mut Reader, &mut Board) -> bool;
        let readings: [(Board, Read); 5] = [
            (ladder(false), |r, b| r.catches(b, Color::White, at(9, "D3"))),
            (played(ladder(false), &["D3"]), |r, b| {
                !r.escapes(b, Color::Black, at(9, "C4"))
            }),
            (played(ladder(false), &["D3", "C4"]), |r, b| {
                r.capturing_atari(b, Color::White, at(9, "C3")).is_some()
            }),
            (centre_net(false), |r, b| {
                r.capturing_net(b, Color::White, at(9, "E5")).is_some()
            }),
            (counter_atari(false), |r, b| {
                r.saving_atari(b, Color::Black, at(9, "E5")).is_some()
            }),
        ];
        for (game, read) in readings {
            for mut board in [unrecorded(&game), game] {
                let before = board.clone();
                assert!(read(&mut Reader::new(), &mut board), "the reading finds its move");
                assert!(board == before, "the board is as it was");
            }
        }
    }

    #[test]
    fn a_long_ladder_across_the_board_is_read_out() {
        // The same shape on 19x19 from Q3: the chase runs up and left to the far edge.
        let mut board = long_ladder();
        let mut reader = Reader::new();
        assert!(reader.catches(&mut board, Color::White, at(19, "R3")));
        board
            .play(Color::Black, Point::from_index(at(19, "C16")), false)
            .expect("legal");
        assert!(
            !reader.catches(&mut board, Color::White, at(19, "R3")),
            "C16 breaks the ladder"
        );
    }
}

//! Capturing races (semeai): whether a string short of liberties dies even when its owner
//! moves first (at the end of the game), and who wins a race and where (in the search and
//! the playouts).
//!
//! Playouts from a finished position often misjudge a race between two strings with two
//! liberties each: their random moves rarely find the one move that wins it, so the
//! ownership map keeps a string alive that any player would count dead. The reader plays
//! the race out on a scratch board with undo, as a proof search: the owner (defender)
//! extends on a liberty, takes away a liberty of a short attacking string, captures an
//! attacking string in atari, or passes; the attacker fills a liberty of the string,
//! lengthens an attacking string short of liberties (next to the string or to one of its
//! liberties), or shortens a string the defender could join. A string with [`ESCAPED`]
//! liberties has got out. The reading is bounded by [`BUDGET`] stones ([`SEARCH_BUDGET`]
//! in the search) and [`DEPTH`] moves; a reading that runs out counts as a survival, so
//! the reader never calls a string dead that it has not seen die.
//!
//! In the search and the playouts, [`count`] judges a race between two touching strings
//! of at most [`RACE_LIBERTIES`] liberties each by the classical semeai count: outside
//! liberties (one more for each that the taker must approach first, its stone there
//! being a self-atari), shared liberties, and a one-point eye (one liberty the taker can
//! fill only last). Without eyes, shared liberties favour nobody and can leave a seki;
//! an eye against no eye wins them all; eye against eye, they favour nobody again. A
//! liberty that is a ko leaves the race unsettled. [`RaceReader::race`] checks the short
//! races of the count with the proof search.

use crate::board::{opponent_cell, Board, Color, Point, PointSet, EMPTY};

/// Liberties at which a string counts as out of the race.
pub const ESCAPED: u32 = 4;
/// The most moves (and passes) along one line of reading.
pub const DEPTH: u32 = 14;
/// The most stones one reading at the end of the game may play.
pub const BUDGET: u32 = 20_000;
/// The most stones one reading in the search may play ([`RaceReader::race`], which the
/// priors ask at every new node): a short race resolves in far fewer, and one that does
/// not is left unconfirmed, a seki.
pub const SEARCH_BUDGET: u32 = 200;
/// The most liberties an attacking string may have for the defender to try shortening it.
const SHORT: u32 = 3;
/// The most liberties an attacking string may have for the attacker to try lengthening it.
const SHORT_ATTACKER: u32 = 2;

/// The most liberties of either string in a race that [`count`] judges.
pub const RACE_LIBERTIES: u32 = 4;
/// The most liberties of either string for [`RaceReader::race`] to check the count with
/// the proof search.
pub const SHORT_RACE: u32 = 2;

/// The outcome of a race with one side moving first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The string of this colour captures the other.
    Captures(Color),
    /// Neither string can take the other's last shared liberties: a seki.
    Seki,
    /// A ko decides the race.
    Unsettled,
}

/// A race between two touching strings of opposite colours, as [`count`] judges it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Race {
    /// The outcome with each colour moving first, by [`Color::index`].
    pub first: [Verdict; 2],
    /// For each colour, by [`Color::index`], the liberty of the other string that it
    /// should take now, when moving first turns the race its way (a loss into a seki
    /// or a win, a seki into a win) and such a liberty is no self-atari.
    pub urgent: [Option<usize>; 2],
}

/// One string's side of a race: its liberties and what the count makes of them.
struct Side {
    colour: Color,
    liberties: [Point; RACE_LIBERTIES as usize + 1],
    count: usize,
    /// Liberties only this string has, each plus one when the taker must approach it.
    outside: u32,
    /// Whether one liberty is a one-point eye.
    eye: bool,
}

impl Side {
    /// The liberties of the string on `s`, or `None` beyond [`RACE_LIBERTIES`].
    fn of(board: &Board, s: usize) -> Option<Side> {
        let colour = Color::from_cell(board.cell(s))?;
        let mut liberties = [Point::from_index(0); RACE_LIBERTIES as usize + 1];
        let count = board.liberties(s, &mut liberties);
        (count as u32 <= RACE_LIBERTIES).then_some(Side {
            colour,
            liberties,
            count,
            outside: 0,
            eye: false,
        })
    }

    /// Sorts this string's liberties against `other`: counts its outside liberties and
    /// finds its eye. Returns the number of shared liberties and whether a liberty is a
    /// ko, or `None` when the string has two eyes and is out of the race.
    fn classify(&mut self, board: &Board, other: &Side) -> Option<(u32, bool)> {
        let ko = board.ko().map(|(p, _)| p);
        let mut shared = 0;
        let mut unsettled = false;
        for i in 0..self.count {
            let lib = self.liberties[i];
            unsettled |= Some(lib) == ko || is_ko(board, self.colour, lib) || is_ko(board, other.colour, lib);
            if other.has(lib) {
                shared += 1;
            } else if board.is_eye(self.colour, lib.index()) {
                if self.eye {
                    return None;
                }
                self.eye = true;
            } else {
                self.outside += 1 + u32::from(needs_approach(board, other.colour, lib));
            }
        }
        Some((shared, unsettled))
    }

    fn liberties(&self) -> &[Point] {
        &self.liberties[..self.count]
    }

    fn has(&self, p: Point) -> bool {
        self.liberties().contains(&p)
    }

    /// The liberties the count gives this string against `other`, and the handicap it
    /// must overcome: the shared liberties it has to fill without being captured.
    fn strength(&self, other: &Side, shared: u32) -> (u32, u32) {
        let eye = u32::from(self.eye);
        match (self.eye, other.eye) {
            (false, false) => (self.outside, shared.saturating_sub(1)),
            (true, false) => (self.outside + eye + shared, 0),
            (false, true) => (self.outside, 0),
            (true, true) => (self.outside + eye, shared),
        }
    }
}

/// The semeai count of the race between the strings on `a` and `b`, of opposite colours
/// and touching, or `None` when either has more than [`RACE_LIBERTIES`] liberties or two
/// eyes. Cheap and allocation-free: the playouts ask it.
pub fn count(board: &Board, a: usize, b: usize) -> Option<Race> {
    let (mut x, mut y) = (Side::of(board, a)?, Side::of(board, b)?);
    if x.colour == y.colour {
        return None;
    }
    let (shared, x_ko) = x.classify(board, &y)?;
    let (_, y_ko) = y.classify(board, &x)?;
    if x_ko || y_ko {
        return Some(Race {
            first: [Verdict::Unsettled; 2],
            urgent: [None; 2],
        });
    }
    let (sx, hx) = x.strength(&y, shared);
    let (sy, hy) = y.strength(&x, shared);
    let captures = |own: u32, handicap: u32, other: u32, tempo: u32| own + tempo > other + handicap;
    let verdict = |first: &Side, sf: u32, hf: u32, second: &Side, ss: u32, hs: u32| {
        if captures(sf, hf, ss, 1) {
            Verdict::Captures(first.colour)
        } else if captures(ss, hs, sf, 0) {
            Verdict::Captures(second.colour)
        } else {
            Verdict::Seki
        }
    };
    let x_first = verdict(&x, sx, hx, &y, sy, hy);
    let y_first = verdict(&y, sy, hy, &x, sx, hx);
    let mut race = Race {
        first: [Verdict::Seki; 2],
        urgent: [None; 2],
    };
    race.first[x.colour.index()] = x_first;
    race.first[y.colour.index()] = y_first;
    if x_first != y_first {
        race.urgent[x.colour.index()] = taking_move(board, &x, &y);
        race.urgent[y.colour.index()] = taking_move(board, &y, &x);
    }
    Some(race)
}

/// The fewest stones of each string for the playouts to read a race: a lone stone short
/// of liberties is the business of the atari and ladder readers.
pub const PLAYOUT_RACE_STONES: u32 = 2;
/// The most liberties of the opposing string for the playouts to read a race against a
/// string with two: with more, the race is rarely close.
pub const PLAYOUT_RACE_LIBERTIES: u32 = 3;

/// The urgent move of a race for `colour` after the last move on `last`: when the
/// string of the last stone and an opposing string next to it, both of
/// [`PLAYOUT_RACE_STONES`] or more, have two and at most [`PLAYOUT_RACE_LIBERTIES`]
/// liberties (one of them shortened to two by the move), and moving first decides their
/// race ([`count`]). Exits after a few reads in the common case.
#[inline]
pub fn urgent_after(board: &Board, colour: Color, last: usize) -> Option<usize> {
    let cell = board.cell(last);
    let racing = |q: usize| {
        (2..=PLAYOUT_RACE_LIBERTIES).contains(&board.liberty_count(q)) && board.string_size(q) >= PLAYOUT_RACE_STONES
    };
    if Color::from_cell(cell).is_none() || !racing(last) {
        return None;
    }
    let short = board.liberty_count(last) == 2;
    board
        .neighbours(last)
        .into_iter()
        .filter(|&q| board.cell(q) == opponent_cell(cell) && racing(q) && (short || board.liberty_count(q) == 2))
        .find_map(|q| count(board, last, q).and_then(|race| race.urgent[colour.index()]))
}

/// The liberty of `target` that `taker` should fill: an outside one first, then a
/// shared one, neither a self-atari unless it captures.
fn taking_move(board: &Board, taker: &Side, target: &Side) -> Option<usize> {
    let safe = |lib: &&Point| {
        board.check(taker.colour, **lib, false).is_ok()
            && (board.is_capture(taker.colour, **lib) || !board.is_self_atari(taker.colour, **lib))
    };
    let outside = target.liberties().iter().filter(|lib| !taker.has(**lib)).find(safe);
    let shared = || target.liberties().iter().filter(|lib| taker.has(**lib)).find(safe);
    outside.or_else(shared).map(|lib| lib.index())
}

/// Whether `taker` must approach the liberty `lib` before filling it: a stone there
/// would be in atari (or illegal) without capturing.
fn needs_approach(board: &Board, taker: Color, lib: Point) -> bool {
    board.neighbour_count(lib.index(), EMPTY) < 2
        && !board.is_capture(taker, lib)
        && board.liberties_after(taker, lib, 2) < 2
}

/// Whether a stone of `colour` on `p` takes a ko: it captures one lone stone, and is
/// itself left in atari with no other empty neighbour.
fn is_ko(board: &Board, colour: Color, p: Point) -> bool {
    let opponent = colour.opponent() as u8;
    board.neighbour_count(p.index(), EMPTY) == 0
        && board
            .neighbours(p.index())
            .into_iter()
            .any(|q| board.cell(q) == opponent && board.liberty_count(q) == 1 && board.string_size(q) == 1)
        && board.liberties_after(colour, p, 2) == 1
}

/// A scratch board for reading races, and the moves tried at each depth of a reading;
/// reused between readings, so that a reading allocates nothing once they have grown.
pub struct RaceReader {
    board: Board,
    /// The moves tried at each depth, indexed by the depth left.
    moves: Vec<Vec<usize>>,
    plays: u32,
    /// The most stones this reading may play.
    budget: u32,
    /// The colour of the string being read.
    owner: Color,
}

impl RaceReader {
    /// A reader for boards of any size up to `size`.
    pub fn new(size: usize) -> RaceReader {
        RaceReader {
            board: Board::new(size),
            moves: vec![Vec::new(); DEPTH as usize + 1],
            plays: 0,
            budget: BUDGET,
            owner: Color::Black,
        }
    }

    /// Whether the string on `s` in `position` is captured even when its owner moves
    /// first (and may pass), as far as the reading sees.
    pub fn dies_moving_first(&mut self, position: &Board, s: usize) -> bool {
        Color::from_cell(position.cell(s)).is_some_and(|owner| self.captures(position, owner, s, BUDGET))
    }

    /// The race between the strings on `a` and `b` in `position`: the [`count`], with
    /// its captures checked by the proof search when both strings have at most
    /// [`SHORT_RACE`] liberties; a capture the search does not confirm reads as a seki.
    pub fn race(&mut self, position: &Board, a: usize, b: usize) -> Option<Race> {
        let mut race = count(position, a, b)?;
        if position.liberty_count(a) > SHORT_RACE || position.liberty_count(b) > SHORT_RACE {
            return Some(race);
        }
        for first in [Color::Black, Color::White] {
            if let Verdict::Captures(winner) = race.first[first.index()] {
                let victim = if Color::from_cell(position.cell(a)) == Some(winner) {
                    b
                } else {
                    a
                };
                if !self.captures(position, first, victim, SEARCH_BUDGET) {
                    race.first[first.index()] = Verdict::Seki;
                }
            }
        }
        if race.first[0] == race.first[1] {
            race.urgent = [None; 2];
        }
        Some(race)
    }

    /// The urgent moves for `colour` ([`Race::urgent`]) of the races between its strings
    /// of two to [`RACE_LIBERTIES`] liberties next to the opponent's last move and the
    /// touching opposing strings of at most as many, written into `out` (cleared first).
    /// Only the races the last move touched: any other was there a move before, when it
    /// was read and could be answered, and reading it again at every new node would cost
    /// the search time for nothing new (docs/experiment-log.md, "Every race on the board
    /// in the priors").
    pub fn urgent_moves(&mut self, position: &Board, colour: Color, out: &mut Vec<usize>) {
        out.clear();
        let Some(last) = position.last_move() else {
            return;
        };
        let mut seen = [0usize; 4];
        for (i, q) in position.neighbours(last.index()).into_iter().enumerate() {
            let short = position.cell(q) == colour as u8 && (2..=RACE_LIBERTIES).contains(&position.liberty_count(q));
            let s = position.string_head(q);
            seen[i] = s;
            if !short || seen[..i].contains(&s) {
                continue;
            }
            for head in short_neighbours(position, s, RACE_LIBERTIES) {
                let urgent = self
                    .race(position, s, head)
                    .and_then(|race| race.urgent[colour.index()]);
                if let Some(p) = urgent.filter(|p| !out.contains(p)) {
                    out.push(p);
                }
            }
        }
    }

    /// Whether, with `first` to move in `position`, the string on `s` is captured, in a
    /// reading of at most `budget` stones.
    fn captures(&mut self, position: &Board, first: Color, s: usize, budget: u32) -> bool {
        let Some(owner) = Color::from_cell(position.cell(s)) else {
            return false;
        };
        self.board.copy_position_from(position);
        self.board.set_recording(true);
        self.plays = 0;
        self.budget = budget;
        self.owner = owner;
        self.wins(first, s, DEPTH) != (first == owner)
    }

    /// With `to_move` to play: whether its side wins the race for the string on `s`
    /// (the owner, by keeping it; the attacker, by capturing it). Only the owner may pass.
    fn wins(&mut self, to_move: Color, s: usize, depth: u32) -> bool {
        let defending = to_move == self.owner;
        if self.board.cell(s) == EMPTY {
            return !defending;
        }
        if self.board.liberty_count(s) >= ESCAPED || depth == 0 || self.plays >= self.budget {
            return defending;
        }
        let mut moves = std::mem::take(&mut self.moves[depth as usize]);
        moves.clear();
        if defending {
            self.attacker_liberties(s, 1, &mut moves);
            self.push_liberties(s, &mut moves);
            self.attacker_liberties(s, SHORT, &mut moves);
        } else {
            self.push_liberties(s, &mut moves);
            self.attacker_extensions(s, &mut moves);
            self.liberty_neighbours(s, &mut moves);
        }
        let won = moves.iter().any(|&m| {
            self.try_move(to_move, m) && {
                let won = !self.wins(to_move.opponent(), s, depth - 1);
                self.board.undo();
                won
            }
        });
        self.moves[depth as usize] = moves;
        if won {
            return true;
        }
        if !defending {
            return false;
        }
        self.board.pass(to_move);
        let won = !self.wins(to_move.opponent(), s, depth - 1);
        self.board.undo();
        won
    }

    /// Plays `colour` on `p` if legal; whether it did.
    fn try_move(&mut self, colour: Color, p: usize) -> bool {
        let point = Point::from_index(p);
        if self.board.check(colour, point, false).is_err() {
            return false;
        }
        self.plays += 1;
        self.board.play_unchecked(colour, point);
        true
    }

    /// Appends the liberties of the string on `s` not yet in `moves`.
    fn push_liberties(&self, s: usize, moves: &mut Vec<usize>) {
        let mut libs = [Point::from_index(0); ESCAPED as usize];
        let n = self.board.liberties(s, &mut libs);
        for lib in &libs[..n.min(libs.len())] {
            if !moves.contains(&lib.index()) {
                moves.push(lib.index());
            }
        }
    }

    /// Appends the liberties of the opposing strings next to the string on `s` that have
    /// at most `most` liberties, those not yet in `moves`.
    fn attacker_liberties(&self, s: usize, most: u32, moves: &mut Vec<usize>) {
        for head in short_neighbours(&self.board, s, most) {
            self.push_liberties(head, moves);
        }
    }

    /// Appends the moves that lengthen an attacking string short of liberties (at most
    /// [`SHORT_ATTACKER`]) next to the string on `s`: its liberties, and the liberty of
    /// each defending string in atari beside it.
    fn attacker_extensions(&self, s: usize, moves: &mut Vec<usize>) {
        for head in short_neighbours(&self.board, s, SHORT_ATTACKER) {
            self.push_liberties(head, moves);
            for captured in short_neighbours(&self.board, head, 1) {
                self.push_liberties(captured, moves);
            }
        }
    }

    /// Appends the liberties of the other strings short of liberties (at most
    /// [`SHORT_ATTACKER`]) that touch a liberty of the string on `s`: the defender's
    /// strings it could join there, which the attacker may shorten first, and the
    /// attacker's strings that would be in atari after filling that liberty, which the
    /// attacker may lengthen first.
    fn liberty_neighbours(&self, s: usize, moves: &mut Vec<usize>) {
        let head = self.board.string_head(s);
        let mut libs = [Point::from_index(0); ESCAPED as usize];
        let n = self.board.liberties(s, &mut libs).min(libs.len());
        for lib in &libs[..n] {
            for q in self.board.neighbours(lib.index()) {
                let short = Color::from_cell(self.board.cell(q)).is_some()
                    && self.board.string_head(q) != head
                    && self.board.liberty_count(q) <= SHORT_ATTACKER;
                if short {
                    self.push_liberties(q, moves);
                }
            }
        }
    }
}

/// The heads of the opposing strings next to the string on `s` on `board` with at most
/// `most` liberties, each once, in the order the string's stones meet them. Allocates
/// nothing (the heads seen are a set on the stack): the priors read races at every
/// expansion.
fn short_neighbours(board: &Board, s: usize, most: u32) -> impl Iterator<Item = usize> + '_ {
    let opponent = Color::from_cell(board.cell(s)).map(|owner| owner.opponent() as u8);
    let mut seen = PointSet::new();
    opponent
        .into_iter()
        .flat_map(move |opponent| {
            board
                .string_stones(s)
                .flat_map(|stone| board.neighbours(stone))
                .filter(move |&q| board.cell(q) == opponent)
        })
        .map(|q| board.string_head(q))
        .filter(move |&head| board.liberty_count(head) <= most && seen.insert(head))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, diagram, CORNER_SEKI, RACE_BEFORE_D4};

    /// Whether the reader sees the string on `vertex` of the 9x9 diagram `rows` die even
    /// when its owner moves first.
    fn dies(rows: &[&str], vertex: &str) -> bool {
        RaceReader::new(9).dies_moving_first(&diagram(rows, Color::Black), at(9, vertex))
    }

    /// A race in a lane: Black's C1-C4 against White's D1-D4, between a white wall on
    /// column A and a black wall on column F, capped on row 5. `a`, `b` and `e` are the
    /// columns A, B and E from row 4 down to row 1: an empty point on B is a liberty of
    /// Black's string, on E of White's.
    fn lane(a: &str, b: &str, e: &str) -> Board {
        let column = |c: &str, i: usize| c.as_bytes()[i] as char;
        let mut rows = vec![".........".to_string(); 4];
        rows.push("OOOXXX...".to_string());
        for i in 0..4 {
            rows.push(format!("{}{}XO{}X...", column(a, i), column(b, i), column(e, i)));
        }
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        diagram(&rows, Color::Black)
    }

    /// The count of the lane's race.
    fn lane_race(a: &str, b: &str, e: &str) -> Race {
        count(&lane(a, b, e), at(9, "C1"), at(9, "D1")).expect("a race")
    }

    /// The column of the point `p` on 9x9, 0 for A.
    fn column(p: usize) -> usize {
        Point::from_index(p).coords(9).0
    }

    const BLACK_WINS: [Verdict; 2] = [Verdict::Captures(Color::Black); 2];
    const WHITE_WINS: [Verdict; 2] = [Verdict::Captures(Color::White); 2];
    const MOVER_WINS: [Verdict; 2] = [Verdict::Captures(Color::Black), Verdict::Captures(Color::White)];

    #[test]
    fn equal_liberties_go_to_the_side_that_moves_first() {
        for (b, e) in [("OOO.", "XXX."), ("OO..", "XX.."), ("O...", "X..."), ("....", "....")] {
            let race = lane_race("OOOO", b, e);
            assert_eq!(race.first, MOVER_WINS, "{b} {e}");
            let black = race.urgent[0].expect("an urgent move for Black");
            let white = race.urgent[1].expect("an urgent move for White");
            assert_eq!(column(black), 4, "Black takes a liberty on E: {b} {e}");
            assert_eq!(column(white), 1, "White takes a liberty on B: {b} {e}");
        }
    }

    #[test]
    fn one_liberty_more_wins_whoever_moves_first() {
        assert_eq!(lane_race("OOOO", "OO..", "XXX.").first, BLACK_WINS);
        assert_eq!(lane_race("OOOO", "O...", "XX..").first, BLACK_WINS);
        assert_eq!(lane_race("OOOO", "....", "X...").first, BLACK_WINS);
        assert_eq!(lane_race("OOOO", "O...", "....").first, WHITE_WINS);
        assert_eq!(lane_race("OOOO", "OO..", "XXX.").urgent, [None; 2]);
        assert_eq!(lane_race("OOOO", "O...", "XX..").urgent, [None; 2]);
    }

    #[test]
    fn an_eye_counts_as_a_liberty_filled_last() {
        // Black's A1-A2-B2 join the string and close an eye on B1.
        assert!(lane("OOXX", "..X.", "X...").is_eye(Color::Black, at(9, "B1")));
        assert_eq!(lane_race("OOXX", "..X.", "X...").first, MOVER_WINS);
        assert_eq!(lane_race("OOXX", "O.X.", "X...").first, WHITE_WINS);
        assert_eq!(lane_race("OOXX", "..X.", "XX..").first, BLACK_WINS);
    }

    #[test]
    fn a_liberty_that_is_a_ko_leaves_the_race_unsettled() {
        // White on B1 takes the lone black A1 and is left in atari: a ko.
        let race = lane_race("OOOX", "O.X.", "XX..");
        assert_eq!(race.first, [Verdict::Unsettled; 2]);
        assert_eq!(race.urgent, [None; 2]);
    }

    #[test]
    fn a_string_with_many_liberties_is_no_race() {
        let board = lane("OOOO", "OO..", "XX..");
        assert_eq!(count(&board, at(9, "F1"), at(9, "D1")), None);
    }

    #[test]
    fn the_reader_confirms_short_races_and_lists_urgent_moves() {
        let board = lane("OOOO", "OO..", "XX..");
        let mut reader = RaceReader::new(9);
        let race = reader.race(&board, at(9, "C1"), at(9, "D1")).expect("a race");
        assert_eq!(race.first, MOVER_WINS);
        // The same lane with White's D4 played last: the race touches the last move.
        let rows = RACE_BEFORE_D4;
        let mut after = diagram(&rows, Color::White);
        after
            .play(Color::White, Point::from_index(at(9, "D4")), false)
            .expect("legal");
        let mut moves = Vec::new();
        reader.urgent_moves(&after, Color::Black, &mut moves);
        assert_eq!(moves, vec![race.urgent[0].unwrap()]);
        reader.urgent_moves(&board, Color::Black, &mut moves);
        assert!(moves.is_empty(), "no last move: no race is read");
    }

    #[test]
    fn the_playouts_find_the_race_after_a_shortening_move() {
        let board = lane("OOOO", "OO..", "XX..");
        assert_eq!(
            urgent_after(&board, Color::Black, at(9, "D4")),
            count(&board, at(9, "C1"), at(9, "D1")).unwrap().urgent[0]
        );
        assert_eq!(urgent_after(&board, Color::Black, at(9, "H8")), None);
    }

    #[test]
    fn a_corner_group_with_three_points_of_room_open_to_the_wall_dies() {
        // Black's B9 C9 C8 has two liberties, A9 and B8; whatever Black plays there, White
        // takes the rest from the wall.
        let board = [
            ".XXO.....",
            "..XO.....",
            "OOOO.....",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ];
        assert!(dies(&board, "B9"));
    }

    #[test]
    fn strings_in_seki_both_survive() {
        let board = CORNER_SEKI;
        assert!(!dies(&board, "A3"));
        assert!(!dies(&board, "A1"));
    }

    #[test]
    fn a_string_with_room_to_run_escapes() {
        let board = [
            ".........",
            ".........",
            ".........",
            "....O....",
            "...OXO...",
            ".........",
            ".........",
            ".........",
            ".........",
        ];
        assert!(!dies(&board, "E5"));
    }

    #[test]
    fn a_race_won_by_connecting_first_is_read() {
        // From a GNU Go self-play game: Black's H9 G8 H8 H7 H6 (liberties G9, J9) against
        // White's J6-J8 (J9, J5) and C8-F8 (E9, G9). White G9 would put C8-F8 in atari;
        // White J5 first, then J9, and G9 captures.
        let board = [
            ".XXO.O.X.",
            ".XOOOOXXO",
            "..XXOXOXO",
            "OX.XXXOXO",
            "..X.OXOO.",
            ".XXXXO...",
            "XXOOO.OX.",
            "XOO...OO.",
            "XO......X",
        ];
        assert!(dies(&board, "H9"));
    }

    #[test]
    fn the_attacker_lengthens_a_short_string_before_filling_a_shared_liberty() {
        // From a 19x19 game: White's E9-G7 group has D9 and E8. A black stone on D9 now
        // would leave C9-D9 in atari at B9; Black B9 first makes D9 safe, and then White
        // can neither fill E8 nor D9.
        let board = [
            "X.X.OOOXX",
            ".XOO.OOOX",
            "XXXXOOOXX",
            ".XX.XXXX.",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ];
        assert!(dies(&board, "E9"));
    }
}

//! The `full` playout policy: light random play sharpened by local knowledge, in the
//! spirit of MoGo and Michi. Each move tries, in order:
//!
//! 1. **Capture, save and chase** (`atari::atari_reply`), with probability
//!    `prob_tactics`, and always when an own string of `atari::BIG_STRING` stones or
//!    more next to the last move is in atari (moggy's "always defend big groups"): take
//!    an opposing string left in atari at or next to the last move,
//!    rescue an own string the last move put in atari unless a ladder catches it anyway,
//!    or go on with a ladder: atari again the string that just ran from an atari, if that
//!    captures it.
//! 2. **Snapback** (`two_liberty::snapback_reply`), with probability `prob_snapback`: a
//!    throw-in on a liberty of the string just played, at two liberties, that the
//!    opponent can only capture to be taken back whole.
//! 3. **Race** (`race::urgent_after`), with probability `prob_race`: when the last
//!    move left a string on or next to it with two liberties, in a capturing race that
//!    the side moving first turns its way, take the liberty that does it.
//! 4. **Two-liberty check** (`two_liberty_check::check`), with probability
//!    `prob_two_liberty` (0 by default: see below): atari a string at two liberties on or
//!    next to the last move, or extend or counter-atari an own one; a bad self-atari
//!    found is redirected with probability `prob_redirect`, else dropped.
//! 5. **Eye fix** (`eye_fix::eye_fix`), with probability `prob_eye_fix` (0 by default):
//!    fill the point from which the opponent's next stone would make an own eye false,
//!    played even when it is a bad self-atari: a group whose last eye the opponent can
//!    make false is given up at once, which is how the playouts come to read the races
//!    of the 13x13 collapse positions as GNU Go and Pachi do (docs/experiment-log.md,
//!    "The two-liberty check, eye fix and redirect rebuilt").
//! 6. **Nakade** (`nakade::nakade_point`): the vital point of a 3- to 6-point eye space
//!    next to the last move.
//! 7. **Patterns** ([`patterns`]), with probability `prob_pattern`: a random one of the
//!    eight points around the last move that completes a hane, cut or edge shape and is not
//!    a self-atari.
//! 8. **Random**: a random legal move that neither fills an own eye, nor puts
//!    two or more stones in atari without leaving a dead shape
//!    (`self_atari::is_bad_self_atari`; in the share of moves that
//!    `prob_strict_self_atari` leaves, more than `lax_self_atari_stones`: moggy's
//!    `selfatarirate`), nor
//!    fills a shared liberty of a seki (`seki::fills_seki`); a pass if none is left.
//!
//! Eyes are never filled (every move passes [`Board::is_legal_non_eye`] or captures),
//! suicide is never played, and two passes in a row end the playout. The probabilities
//! keep some randomness in the answers, so that playouts do not all follow one line.
//! The policy has no ko-fight rule (retake a ko after a threat and its answer) and no
//! patterns around the mover's own previous move, both of them moggy's; no pool RAVE
//! (the tree's best moves by AMAF played in place of random ones); and no random moves
//! shaped by the learned table's 3x3 strengths. The two-liberty check, the eye fix and
//! the redirect, moggy's too, are off by default: no trial has yet shown them to win
//! games. docs/experiment-log.md has the trials of each. The names in backticks are
//! the `playout` group of the parameter table ([`Params`]), which a [`Policy`] holds.

use crate::board::{Board, Color, Point, EMPTY, MAX_POINTS};
use crate::search::knowledge::patterns::{self, PatternTable};
use crate::search::params::Params;
use crate::search::playout::light::{below, random_empty_point, random_start, scan_empty_points};
use crate::search::tactics::ladder::Reader;
use crate::search::tactics::self_atari::SelfAtari;
use crate::search::tactics::two_liberty_check::{self, Candidates};
use crate::search::tactics::{atari, eye_fix, nakade, race, seki, self_atari, two_liberty};
use rand_xoshiro::rand_core::Rng;

/// The policy's probabilities, as thresholds a random 32-bit word is compared with, and
/// the lax self-atari's size: made once per worker from the parameters.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Policy {
    tactics: u64,
    snapback: u64,
    race: u64,
    two_liberty: u64,
    eye_fix: u64,
    pattern: u64,
    strict_self_atari: u64,
    lax_self_atari_stones: usize,
    redirect: u64,
}

impl Policy {
    /// The policy of `params`' `playout` group.
    pub fn new(params: &Params) -> Policy {
        Policy {
            tactics: threshold(params.prob_tactics),
            snapback: threshold(params.prob_snapback),
            race: threshold(params.prob_race),
            two_liberty: threshold(params.prob_two_liberty),
            eye_fix: threshold(params.prob_eye_fix),
            pattern: threshold(params.prob_pattern),
            strict_self_atari: threshold(params.prob_strict_self_atari),
            lax_self_atari_stones: params.lax_self_atari_stones,
            redirect: threshold(params.prob_redirect),
        }
    }
}

impl Default for Policy {
    /// The policy of the default parameters.
    fn default() -> Policy {
        Policy::new(&Params::default())
    }
}

/// The threshold below which a random 32-bit word falls with probability `p` (0 to 1):
/// the words below `p * 2^32`, rounded up, which [`chance`] tells apart exactly as a
/// comparison of the word with `p * 2^32` would.
fn threshold(p: f64) -> u64 {
    (p * 4_294_967_296.0).ceil() as u64
}

/// True with the probability whose [`threshold`] is `threshold`.
#[inline(always)]
fn chance(rng: &mut impl Rng, threshold: u64) -> bool {
    u64::from(rng.next_u32()) < threshold
}

/// [`chance`] for a rule that is off by default: draws no random number when the rule
/// is off, so that the playouts with it off are move for move those without it.
#[inline(always)]
fn chance_if_on(rng: &mut impl Rng, threshold: u64) -> bool {
    threshold > 0 && chance(rng, threshold)
}

/// The full `policy`'s move for the player to move on `board`, or `None` to pass;
/// `table` is [`patterns::table`], and `reader` reads the ladders on `board`, which it
/// leaves as it was.
#[inline]
pub fn full_move(
    board: &mut Board,
    policy: &Policy,
    table: &PatternTable,
    reader: &mut Reader,
    rng: &mut impl Rng,
) -> Option<Point> {
    let colour = board.to_move();
    if let Some(last) = board.last_move() {
        let last = last.index();
        if chance(rng, policy.tactics) || atari::big_string_in_atari(board, colour, last) {
            if let Some(p) = atari::atari_reply(board, colour, last, reader) {
                return Some(Point::from_index(p));
            }
        }
        if let Some(p) = two_liberty::snapback_reply(board, colour, last) {
            if chance(rng, policy.snapback) {
                return Some(Point::from_index(p));
            }
        }
        if let Some(p) = race::urgent_after(board, colour, last) {
            if board.is_legal_non_eye(colour, p) && chance(rng, policy.race) {
                return Some(Point::from_index(p));
            }
        }
        if chance_if_on(rng, policy.two_liberty) {
            if let Some(p) = playable(
                board,
                colour,
                two_liberty_check::check(board, colour, last),
                policy,
                rng,
            ) {
                return Some(Point::from_index(p));
            }
        }
        if chance_if_on(rng, policy.eye_fix) {
            // Played even when it is a bad self-atari: see the module's documentation.
            if let Some(p) = eye_fix::eye_fix(board, colour, last).pick(rng) {
                return Some(Point::from_index(p));
            }
        }
        if let Some(p) = nakade::nakade_point(board, last) {
            if board.is_legal_non_eye(colour, p) {
                return Some(Point::from_index(p));
            }
        }
        if chance(rng, policy.pattern) {
            if let Some(p) = pattern_move(board, table, colour, last, rng) {
                return Some(Point::from_index(p));
            }
        }
    }
    random_move(board, policy, colour, rng)
}

/// A random one of `candidates` (each legal and filling no own eye), as moggy's permit
/// takes it: a bad self-atari is redirected ([`two_liberty_check::redirect`]) with
/// `prob_redirect`, else dropped.
#[inline]
fn playable(
    board: &Board,
    colour: Color,
    candidates: Candidates,
    policy: &Policy,
    rng: &mut impl Rng,
) -> Option<usize> {
    let p = candidates.pick(rng)?;
    if !self_atari::is_bad_self_atari(board, colour, p) {
        Some(p)
    } else if chance_if_on(rng, policy.redirect) {
        two_liberty_check::redirect(board, colour, p, rng)
    } else {
        None
    }
}

/// A random point around `last` that matches a pattern, is legal, fills no own eye and
/// is no self-atari.
#[inline]
fn pattern_move(board: &Board, table: &PatternTable, colour: Color, last: usize, rng: &mut impl Rng) -> Option<usize> {
    let mut candidates = [0usize; 8];
    let mut n = 0;
    for q in board.neighbours(last).into_iter().chain(board.diagonals(last)) {
        if board.cell(q) == EMPTY
            && table.matches_at(board, q)
            && board.is_legal_non_eye(colour, q)
            && !board.is_self_atari(colour, Point::from_index(q))
        {
            candidates[n] = q;
            n += 1;
        }
    }
    (n > 0).then(|| candidates[below(rng, n)])
}

/// A random legal point, drawn as [`random_empty_point`] draws, that fills no own eye, is
/// no bad self-atari (but see `prob_strict_self_atari`) and fills no shared liberty of a
/// seki. With `prob_redirect`, the first bad self-atari the scan meets may be played
/// elsewhere instead ([`two_liberty_check::redirect`]).
#[inline]
fn random_move(board: &Board, policy: &Policy, colour: Color, rng: &mut impl Rng) -> Option<Point> {
    let lax = !chance(rng, policy.strict_self_atari);
    let stones = policy.lax_self_atari_stones;
    if policy.redirect == 0 {
        return random_empty_point(board, rng, |p| allows(board, colour, p, lax, stones));
    }
    let start = random_start(board, rng)?;
    let mut redirect_tried = false;
    scan_empty_points(board, start, |p| {
        if allows(board, colour, p, lax, stones) {
            return Some(p);
        }
        if redirect_tried
            || !board.is_legal_non_eye(colour, p)
            || self_atari::self_atari(board, colour, p) != SelfAtari::Blunder
        {
            return None;
        }
        redirect_tried = true;
        if chance(rng, policy.redirect) {
            two_liberty_check::redirect(board, colour, p, rng)
        } else {
            None
        }
    })
    .map(Point::from_index)
}

/// Whether the random move may be `colour`'s stone on empty `p`; when `lax`, a bad
/// self-atari of `lax_stones` stones is allowed.
#[inline]
fn allows(board: &Board, colour: Color, p: usize, lax: bool, lax_stones: usize) -> bool {
    board.is_legal_non_eye(colour, p)
        && match self_atari::self_atari(board, colour, p) {
            SelfAtari::No => true,
            SelfAtari::DeadShape => !seki::fills_seki(board, colour, p),
            SelfAtari::Blunder => lax && self_atari::stones_after(board, colour, p) == lax_stones,
        }
}

/// Plays the full `policy` on `board` (recording should be off) until two passes in a row
/// or a move cap of three times the area; returns the moves played. `amaf` gets, for each
/// point not yet marked (0), the colour (1 or 2) that played there first; `reader` is the
/// caller's scratch for reading ladders.
pub fn full_playout(
    board: &mut Board,
    policy: &Policy,
    reader: &mut Reader,
    rng: &mut impl Rng,
    amaf: &mut [u8; MAX_POINTS],
) -> usize {
    let cap = 3 * board.size() * board.size();
    let table = patterns::table();
    let mut moves = 0;
    while board.consecutive_passes() < 2 && moves < cap {
        let colour = board.to_move();
        match full_move(board, policy, table, reader, rng) {
            Some(p) => {
                let mark = &mut amaf[p.index()];
                if *mark == 0 {
                    *mark = colour as u8;
                }
                board.play_unchecked(colour, p);
            }
            None => board.pass(colour),
        }
        moves += 1;
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, diagram, ladder, played, EYE_SEKI, RACE_BEFORE_D4};
    use rand_xoshiro::rand_core::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    /// The policy's moves on `board` in 200 draws from a generator seeded with `seed`.
    fn draws(board: &Board, seed: u64) -> Vec<Option<usize>> {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut reader = Reader::for_playouts();
        let mut board = board.clone();
        (0..200)
            .map(|_| {
                full_move(&mut board, &Policy::default(), patterns::table(), &mut reader, &mut rng).map(Point::index)
            })
            .collect()
    }

    /// How often, out of 200 draws, the policy plays `vertex` on `board`.
    fn share(board: &Board, vertex: &str) -> usize {
        let target = Some(at(board.size(), vertex));
        draws(board, 3).into_iter().filter(|&p| p == target).count()
    }

    /// `rows` with `last` played last by the opponent of `to_move`.
    fn after(rows: &[&str], last: &str, to_move: Color) -> Board {
        let mut board = diagram(rows, to_move.opponent());
        let p = Point::from_index(at(rows.len(), last));
        board.play(to_move.opponent(), p, false).unwrap();
        board
    }

    #[test]
    fn captures_the_string_in_atari() {
        // White's B3 walks into atari; Black takes it at C3.
        let board = after(&[".....", ".XO..", "X..X.", ".X...", "....."], "B3", Color::Black);
        assert!(
            share(&board, "C3") >= 170,
            "capture played {} times",
            share(&board, "C3")
        );
    }

    #[test]
    fn saves_its_own_string() {
        let board = after(&[".....", ".....", ".OX..", ".OXO.", "..O.."], "D3", Color::Black);
        assert!(share(&board, "C4") >= 170);
    }

    #[test]
    fn always_saves_a_big_string() {
        // White's D3 leaves Black's three stones on C1-C3 one liberty, C4.
        let board = after(&[".....", ".....", ".OX..", ".OXO.", ".OXO."], "D3", Color::Black);
        assert_eq!(share(&board, "C4"), 200);
    }

    #[test]
    fn a_lax_random_move_allows_two_stones_in_atari_and_no_more() {
        // Black's B2 joins B3 in atari; D1 joins C1-C2, which is left C3 alone.
        let two = diagram(&[".....", ".O...", "OXO..", "O.O..", "....."], Color::Black);
        let three = diagram(&[".....", ".....", ".....", ".OXO.", ".OX.O"], Color::Black);
        let (b2, d1) = (at(5, "B2"), at(5, "D1"));
        for (board, p) in [(&two, b2), (&three, d1)] {
            assert_eq!(self_atari::self_atari(board, Color::Black, p), SelfAtari::Blunder);
        }
        assert_eq!(
            [
                allows(&two, Color::Black, b2, false, 2),
                allows(&two, Color::Black, b2, true, 2)
            ],
            [false, true]
        );
        assert_eq!(
            [
                allows(&three, Color::Black, d1, false, 2),
                allows(&three, Color::Black, d1, true, 2)
            ],
            [false, false]
        );
    }

    #[test]
    fn plays_a_ladder_out() {
        // Black's C3 ran from White's D3 atari to C4; White's C5 keeps it in a ladder to
        // the left edge, which nothing breaks.
        let board = played(ladder(false), &["D3", "C4"]);
        assert!(share(&board, "C5") >= 170, "C5 played {} times", share(&board, "C5"));
    }

    #[test]
    fn answers_a_hane_pattern() {
        // White's D3 touches Black's C3; Black answers at a pattern point around D3.
        let board = after(
            &["......", "......", "......", "..X...", "..X...", "......"],
            "D3",
            Color::Black,
        );
        let table = patterns::table();
        let near: Vec<usize> = board
            .neighbours(at(6, "D3"))
            .into_iter()
            .chain(board.diagonals(at(6, "D3")))
            .filter(|&q| board.cell(q) == EMPTY && table.matches_at(&board, q))
            .collect();
        assert!(!near.is_empty());
        let hits = draws(&board, 5)
            .into_iter()
            .filter(|p| p.is_some_and(|p| near.contains(&p)))
            .count();
        assert!(hits >= 150, "pattern answers {hits} of 200");
    }

    #[test]
    fn refuses_a_big_self_atari() {
        // D1 would put four black stones in atari, and once captured they leave White a
        // straight four.
        let board = after(&[".....", ".....", ".....", "OOOOO", "XXX.."], "E5", Color::Black);
        for p in draws(&board, 9) {
            assert_ne!(p, Some(at(5, "D1")));
        }
    }

    #[test]
    fn keeps_a_seki_of_three_strings() {
        // From a game lost to Pachi. White's A8-C7 (liberties A7, A9) sits between Black's
        // big group (A7 and the false eye H2) and Black's top group (A9 and the eye E9):
        // neither side can fill A7 or A9 without being taken, so the strings live in seki.
        // White's A7 would leave its five stones a bulky five once taken, but Black's
        // groups have eyes elsewhere, so it would only give them away.
        let rows = [
            ".XXX.XXXO",
            "OOXX.XXOO",
            ".OOXXOXO.",
            "XXXOOOOOO",
            "XXXXXXO.O",
            "XOXXXXXOO",
            "OOOXOXXXO",
            ".OOOOOX.X",
            ".O.O.OOX.",
        ];
        let board = after(&rows, "E8", Color::White);
        assert_eq!(board.cell(at(9, "A8")), Color::White as u8);
        for seed in 1..=5 {
            for p in draws(&board, seed) {
                assert!(p != Some(at(9, "A7")) && p != Some(at(9, "A9")), "seed {seed}: {p:?}");
            }
        }
    }

    #[test]
    fn plays_nakade() {
        let board = after(&[".....", "O.OOO", "O...O", "OOOOO", "....."], "B4", Color::Black);
        assert_eq!(share(&board, "C3"), 200);
    }

    #[test]
    fn takes_the_liberty_that_wins_a_race() {
        // White's D4 joins D1-D3 and leaves Black's C1-C4 with two liberties, B2 and B1,
        // against White's E2 and E1: Black moving first wins by taking one of them.
        let rows = RACE_BEFORE_D4;
        let board = after(&rows, "D4", Color::Black);
        let taken = share(&board, "E2") + share(&board, "E1");
        assert!(taken >= 160, "race won {taken} times");
    }

    #[test]
    fn leaves_the_shared_liberties_of_a_seki_empty() {
        // Black's A2-C2/B1 and White's D2-F2/D1/F1 each have an eye and share C1: a black
        // stone there is a self-atari of five stones that the self-atari rule allows (once
        // taken, they leave a bulky five), and only the seki rule refuses, since White
        // keeps its eye. The last move was far away, so every draw is a random move.
        let board = after(&EYE_SEKI, "J9", Color::Black);
        for p in draws(&board, 13) {
            assert!(p != Some(at(9, "C1")), "Black fills the seki");
        }
    }

    #[test]
    fn playouts_end_with_eyes_and_a_full_amaf_map() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(11);
        let start = Board::new(9);
        let mut board = Board::new(9);
        for _ in 0..100 {
            board.copy_position_from(&start);
            let mut amaf = [0u8; MAX_POINTS];
            let moves = full_playout(
                &mut board,
                &Policy::default(),
                &mut Reader::for_playouts(),
                &mut rng,
                &mut amaf,
            );
            assert!(moves < 3 * 81);
            board.verify().expect("consistent board");
            for p in board.points() {
                if board.color_at(p).is_some() {
                    assert_ne!(amaf[p.index()], 0, "a stone's point is marked");
                }
            }
        }
    }
}

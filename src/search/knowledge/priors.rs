//! Priors: what the engine believes of a move before searching it, given to a new node as
//! virtual visits and wins (Michi's values). Every move starts [`even`]; then:
//!
//! - **Learned** (weighed by `prior_weight_small` or `prior_weight_large`): the chance that a strong player plays
//!   the move, from the move strengths of [`gammas`] over the features of [`features`]. It
//!   carries what the table has a feature for: captures and escapes (by what they take
//!   and whether a ladder follows), ataris, self-ataris, the 3x3 and larger shapes, the
//!   distance to the last two moves and the height on the board.
//! - **Futile run** (no child at all, on boards of `pruned_runs_board` points a side and
//!   more): an
//!   extension out of atari, capturing nothing, into a ladder that catches it is left
//!   out of the tree, as Pachi does (`prune_ladders`), unless a ko is being fought, where
//!   it may serve as a threat. The playouts take a string in atari only after a move
//!   next to it, so a laddered string often lives in them, and the tree does not see the
//!   ladder's end, 2 plies a step away: left in, a losing run looks as good as the
//!   alternatives at every step. Smaller boards keep such runs (docs/experiment-log.md,
//!   "Ladders in the tree", has the games behind both).
//!
//! Made by hand, only what the table has no feature for:
//!
//! - **Net** (`capture_one`, `capture_many`): a geta that captures a string at two
//!   liberties (read by `ladder.rs`) is as good as taking it.
//! - **Counter-atari** (`counter_atari`): an atari that saves an own string at two
//!   liberties from a ladder or net.
//! - **Snapback** (`snapback`): a throw-in whose capture is taken back whole.
//! - **Race** (`race`): the urgent move of a capturing race next to the opponent's last
//!   move that the side to move loses if the opponent moves first (read by `race.rs`,
//!   once per node).
//!
//! A bonus adds virtual visits and as many virtual wins. There is no hand-made bonus for
//! captures, escapes, ladder captures, 3x3 shapes, nearness to the last move or the third
//! line, and no penalty for self-ataris: the table has features for all of them, and a
//! bonus beside the learned one would count them twice (docs/experiment-log.md,
//! "Knowledge left to the table").
//!
//! The names in backticks are the `priors` and `sizes` groups of the parameter table
//! ([`Params`]).
//!
//! Beside its prior, every new node gets its learned probability: the
//! share of its move's strength among those of all the candidates, the pass included, so
//! that the probabilities of a node's children sum to 1 (what analysis reports as `prior`).

use super::features::{self, Features};
use super::gammas;
use super::spatial::Dictionary;
use crate::board::{Board, Color, Point, BORDER, EMPTY, MAX_POINTS};
use crate::search::params::Params;
use crate::search::tactics::ladder::Reader;
use crate::search::tactics::race::RaceReader;
use crate::search::tactics::two_liberty;
/// The move code of a pass among the [`candidates`] (a stone's is its point's index).
pub use crate::search::tree::node::PASS;
use crate::search::tree::node::{Prior, Probability};

/// The neutral start of every move: `even_prior_visits` virtual visits, half of them
/// (rounded down) won.
pub fn even(params: &Params) -> Prior {
    Prior {
        visits: params.even_prior_visits,
        wins: params.even_prior_visits / 2,
    }
}

/// A pass's start, `pass_prior_wins` of `pass_prior_visits`: a poor record, so that a pass
/// is searched when little else is left.
pub fn pass_prior(params: &Params) -> Prior {
    Prior {
        visits: params.pass_prior_visits,
        wins: params.pass_prior_wins,
    }
}

/// The farthest common-fate-graph distance [`measure`] tells apart: the learned features
/// know 1, 2, 3 and farther ([`features::DISTANCE`]).
const MAX_DISTANCE: u8 = 3;
/// A worker's scratch space for the priors: a copy of the node's position for the ladder
/// reader to read on, the reader, the two-liberty moves and the distances from the last
/// move, reused from node to node so that expansion allocates nothing.
pub struct Scratch {
    position: Board,
    reader: Reader,
    races: RaceReader,
    urgent: Vec<usize>,
    two_liberty: Vec<(usize, u32)>,
    candidates: Vec<(u16, Features)>,
    strengths: Vec<f32>,
    distance: Vec<u8>,
    previous_distance: Vec<u8>,
    frontier: Vec<usize>,
    next: Vec<usize>,
}

impl Scratch {
    /// Scratch space for boards up to `size`.
    pub fn new(size: usize) -> Scratch {
        Scratch {
            position: Board::new(size),
            reader: Reader::new(),
            races: RaceReader::new(size),
            urgent: Vec::new(),
            two_liberty: Vec::with_capacity(MAX_POINTS),
            candidates: Vec::with_capacity(MAX_POINTS),
            strengths: Vec::with_capacity(MAX_POINTS),
            distance: vec![FAR; MAX_POINTS],
            previous_distance: vec![FAR; MAX_POINTS],
            frontier: Vec::with_capacity(MAX_POINTS),
            next: Vec::with_capacity(MAX_POINTS),
        }
    }

    /// Sets `distance` to the common-fate-graph distance of each point from the last
    /// move, and `previous_distance` from the move before it; see [`measure`].
    fn measure_from(&mut self, board: &Board) {
        let (frontier, next) = (&mut self.frontier, &mut self.next);
        measure(board, board.last_move(), &mut self.distance, frontier, next);
        measure(
            board,
            board.previous_move(),
            &mut self.previous_distance,
            frontier,
            next,
        );
    }
}

/// Sets `distance` to the common-fate-graph distance of each point from `from`, up to
/// [`MAX_DISTANCE`] ([`FAR`] beyond): a step to a neighbour costs 1, except that the
/// stones of one string all share a distance. `frontier` and `next` are working space.
fn measure(board: &Board, from: Option<Point>, distance: &mut [u8], frontier: &mut Vec<usize>, next: &mut Vec<usize>) {
    distance.fill(FAR);
    frontier.clear();
    let Some(from) = from else {
        return;
    };
    reach(board, from.index(), 0, distance, frontier);
    for d in 1..=MAX_DISTANCE {
        std::mem::swap(frontier, next);
        frontier.clear();
        for &p in next.iter() {
            for q in board.neighbours(p) {
                if distance[q] == FAR && board.cell(q) != BORDER {
                    reach(board, q, d, distance, frontier);
                }
            }
        }
    }
}

/// Gives `p`, and the rest of its string if it holds a stone, distance `d`, and adds them
/// to `frontier`.
fn reach(board: &Board, p: usize, d: u8, distance: &mut [u8], frontier: &mut Vec<usize>) {
    if board.cell(p) == EMPTY {
        distance[p] = d;
        frontier.push(p);
        return;
    }
    for s in board.string_stones(p) {
        distance[s] = d;
        frontier.push(s);
    }
}

/// The distance of points beyond reach in [`measure`].
const FAR: u8 = u8::MAX;

/// The candidate moves of a node whose position is `board` with `colour` to move, with
/// their features: every empty point that is legal under simple ko without suicide, is
/// no own eye and passes `allowed`, then the pass; `spatial` is the dictionary of
/// spatial patterns the features look up. Writes them into `out` (cleared first).
pub fn candidates(
    board: &Board,
    colour: Color,
    allowed: impl Fn(Point) -> bool,
    spatial: &Dictionary,
    scratch: &mut Scratch,
    out: &mut Vec<(u16, Features)>,
) {
    out.clear();
    scratch.measure_from(board);
    scratch.position.copy_position_from(board);
    for &p in board.empty_points() {
        let point = Point::from_index(p as usize);
        if board.check(colour, point, false).is_ok() && !board.is_eye(colour, p as usize) && allowed(point) {
            let distances = [scratch.distance[p as usize], scratch.previous_distance[p as usize]];
            let (position, reader) = (&mut scratch.position, &mut scratch.reader);
            let features = features::of_stone(position, colour, p as usize, distances, reader, spatial);
            out.push((p, features));
        }
    }
    let after_pass = board.consecutive_passes() > 0;
    out.push((PASS, Features::Pass { after_pass }));
}

/// The children of a node whose position is `board` with `colour` to move: the
/// [`candidates`] but, on big boards, futile runs (`is_futile_run`, kept while a ko is
/// on), each with its prior: the hand-made one of the module's list with the race
/// bonus, plus the learned bonus of weight `learned` ([`Params::prior_weight`]) for
/// the learned chance that the move is played; and that learned chance as the child's
/// probability. The bonuses are `params`'. Writes them into `out` (cleared first).
pub fn children(
    params: &Params,
    board: &Board,
    colour: Color,
    allowed: impl Fn(Point) -> bool,
    learned: f32,
    scratch: &mut Scratch,
    out: &mut Vec<(u16, Prior, Probability)>,
) {
    out.clear();
    let mut moves = std::mem::take(&mut scratch.candidates);
    let gammas = gammas::table();
    candidates(board, colour, allowed, &gammas.spatial, scratch, &mut moves);
    if board.size() >= params.pruned_runs_board && board.ko().is_none() {
        moves.retain(|(_, features)| !is_futile_run(features));
    }
    let strengths = &mut scratch.strengths;
    strengths.clear();
    strengths.extend(moves.iter().map(|(_, f)| gammas.strength(f)));
    let total: f32 = strengths.iter().sum();
    scratch.races.urgent_moves(board, colour, &mut scratch.urgent);
    // `candidates` left the position in the scratch, where the reader reads.
    two_liberty::prior_moves(
        &mut scratch.position,
        colour,
        &mut scratch.reader,
        &mut scratch.two_liberty,
    );
    for (i, (p, features)) in moves.iter().enumerate() {
        let share = strengths[i] / total;
        let probability = Probability::from_share(share);
        let Features::Stone(values) = features else {
            out.push((PASS, pass_prior(params), probability));
            continue;
        };
        let mut prior = prior(params, board, colour, *p as usize, values, &scratch.two_liberty);
        if scratch.urgent.contains(&(*p as usize)) {
            prior.visits += params.race;
            prior.wins += params.race;
        }
        let bonus = learned_bonus(share, learned);
        prior.visits += bonus;
        prior.wins += bonus;
        out.push((*p, prior, probability));
    }
    scratch.candidates = moves;
}

/// Whether a move with `features` only runs from atari into a ladder that catches it:
/// an escape the ladder reader says fails, capturing nothing.
fn is_futile_run(features: &Features) -> bool {
    matches!(features, Features::Stone(values)
        if features::escape_fails(values[features::ESCAPE]) && values[features::CAPTURE] == 0)
}

/// The learned bonus of weight `learned` of a move whose learned probability is `share`.
fn learned_bonus(share: f32, learned: f32) -> u16 {
    (learned * share.sqrt()).round() as u16
}

/// The hand-made prior of a legal stone of `colour` on `p`, whose feature values are
/// `values` (see [`features`]); `two_liberty` holds the nets (with the size of the string
/// they capture) and counter-ataris (with 0) of [`two_liberty::prior_moves`].
fn prior(
    params: &Params,
    board: &Board,
    colour: Color,
    p: usize,
    values: &[u32; features::GROUPS],
    two_liberty: &[(usize, u32)],
) -> Prior {
    let mut prior = even(params);
    let mut bonus = |amount: u16| {
        prior.visits += amount;
        prior.wins += amount;
    };
    for &(_, stones) in two_liberty.iter().filter(|&&(q, _)| q == p) {
        bonus(match stones {
            0 => params.counter_atari,
            1 => params.capture_one,
            _ => params.capture_many,
        });
    }
    let snapback = values[features::SELF_ATARI] == 1 && two_liberty::is_snapback(board, colour, p);
    if snapback {
        bonus(params.snapback);
    }
    prior
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, diagram, long_ladder};
    use std::sync::LazyLock;

    /// The default parameters.
    static P: LazyLock<Params> = LazyLock::new(Params::default);

    /// The prior of `colour`'s stone on `vertex`.
    fn prior_of(board: &Board, colour: Color, vertex: &str) -> Prior {
        let mut scratch = Scratch::new(board.size());
        let mut moves = Vec::new();
        candidates(
            board,
            colour,
            |_| true,
            &gammas::table().spatial,
            &mut scratch,
            &mut moves,
        );
        let p = at(board.size(), vertex);
        let mut two_liberty = Vec::new();
        two_liberty::prior_moves(&mut board.clone(), colour, &mut Reader::new(), &mut two_liberty);
        match moves.iter().find(|(q, _)| *q as usize == p) {
            Some((_, Features::Stone(values))) => prior(&P, board, colour, p, values, &two_liberty),
            _ => panic!("{vertex} is no candidate"),
        }
    }

    /// The learned bonus of `colour`'s stone on `vertex`.
    fn learned_of(board: &Board, colour: Color, vertex: &str) -> u16 {
        let gammas = gammas::table();
        let mut moves = Vec::new();
        candidates(
            board,
            colour,
            |_| true,
            &gammas.spatial,
            &mut Scratch::new(board.size()),
            &mut moves,
        );
        let total: f32 = moves.iter().map(|(_, f)| gammas.strength(f)).sum();
        let p = at(board.size(), vertex) as u16;
        let (_, features) = moves.iter().find(|(q, _)| *q == p).expect("a candidate");
        learned_bonus(gammas.strength(features) / total, P.prior_weight(board.size()))
    }

    /// `rows` with `to_move` to move and no last move.
    fn still(rows: &[&str], to_move: Color) -> Board {
        let mut board = diagram(rows, to_move.opponent());
        board.pass(to_move.opponent());
        board
    }

    /// `rows` (White to move) after Black plays `vertex`.
    fn after_black(rows: &[&str], vertex: &str) -> Board {
        let mut board = diagram(rows, Color::Black);
        board
            .play(Color::Black, Point::from_index(at(rows.len(), vertex)), false)
            .expect("a legal move");
        board
    }

    #[test]
    fn captures_beat_plain_moves_and_extensions_self_ataris() {
        // Black to move: C3 captures the O on B3; in the second position F1 puts Black's
        // four stones in atari where E2 gives them liberties.
        let board = still(&[".....", ".XO..", "XO.X.", ".X...", "....."], Color::Black);
        let share = |board: &Board, vertex: &str| share_of(board, Color::Black, vertex);
        assert!(share(&board, "C3") > 2.0 * share(&board, "E5"));
        let board = still(
            &[
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "..OO.O...",
                ".OXXX.O..",
            ],
            Color::Black,
        );
        assert!(share(&board, "F1") < 0.5 * share(&board, "E2"));
    }
    #[test]
    fn ladders_decide_escapes() {
        // White's C3 is boxed in by Black's B3, C2 and D4: Black's atari on D3 catches it
        // in a ladder to the left edge, and its escape at C4 is worth less than with a
        // white ladder breaker on B5.
        let rows = |breaker: &'static str| {
            [
                ".........",
                ".........",
                ".........",
                ".........",
                breaker,
                "...X.....",
                ".XO......",
                "..X......",
                ".........",
            ]
        };
        let open = rows(".........");
        let broken = rows(".O.......");
        let escape = |rows: &[&str]| share_of(&after_black(rows, "D3"), Color::White, "C4");
        assert!(escape(&broken) > escape(&open));
    }
    /// The children of `board` for `colour`, every legal move allowed, with the learned
    /// weight of the searches of play.
    fn children_of(board: &Board, colour: Color) -> Vec<(u16, Prior, Probability)> {
        let mut out = Vec::new();
        let weight = P.prior_weight(board.size());
        children(
            &P,
            board,
            colour,
            |_| true,
            weight,
            &mut Scratch::new(board.size()),
            &mut out,
        );
        out
    }

    /// The learned probability of `colour`'s stone on `vertex` among the children.
    fn share_of(board: &Board, colour: Color, vertex: &str) -> f32 {
        let p = at(board.size(), vertex) as u16;
        let out = children_of(board, colour);
        out.iter().find(|(q, ..)| *q == p).expect("a candidate").2.share()
    }

    /// Whether `vertex` is among the children of `board` for the player to move.
    fn is_child(board: &Board, vertex: &str) -> bool {
        let out = children_of(board, board.to_move());
        out.iter().any(|&(mv, _, _)| mv as usize == at(board.size(), vertex))
    }

    #[test]
    fn a_futile_run_is_no_child_on_19x19_unless_a_ko_is_on() {
        // Black's Q3, boxed in by White's P3, Q2 and R4, is in atari from R3: the ladder
        // after Q4 runs up and left to the far edge and catches it, and Q4 is left out.
        // With a black ladder breaker on C16 it is a child, and so it is when White's last
        // move took a ko (C2 takes B2; Black may not retake at once), where a run may
        // serve as a threat.
        let position = |extra: &[(Color, &str)]| {
            let mut board = long_ladder();
            for &(colour, vertex) in extra.iter().chain(&[(Color::White, "R3")]) {
                board
                    .play(colour, Point::from_index(at(19, vertex)), false)
                    .expect("legal");
            }
            board
        };
        let open = position(&[]);
        assert_eq!(open.to_move(), Color::Black);
        assert!(!is_child(&open, "Q4"));
        assert!(is_child(&open, "K10"));
        assert!(is_child(&position(&[(Color::Black, "C16")]), "Q4"));
        let ko = [
            (Color::Black, "B2"),
            (Color::Black, "C3"),
            (Color::Black, "D2"),
            (Color::Black, "C1"),
            (Color::White, "A2"),
            (Color::White, "B3"),
            (Color::White, "B1"),
        ];
        let mut with_ko = position(&ko);
        with_ko
            .play(Color::White, Point::from_index(at(19, "C2")), false)
            .expect("legal");
        // C2 came after R3 here: the ko is the last move, the atari on Q3 stands.
        assert!(with_ko.ko().is_some());
        assert!(is_child(&with_ko, "Q4"));
    }

    #[test]
    fn a_futile_run_stays_a_child_on_9x9() {
        // The ladder of `ladders_decide_escapes_and_ataris`, Black's atari on D3 played:
        // White's run on C4 is caught, and stays a child on a small board.
        let rows = [
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "...X.....",
            ".XO......",
            "..X......",
            ".........",
        ];
        assert!(is_child(&after_black(&rows, "D3"), "C4"));
    }

    #[test]
    fn nearness_counts_a_whole_string_as_one_point() {
        // Black's last stone, E5, joins a long string along row 5: A4 lies next to the
        // string's far end, at distance 1 in the common fate graph.
        let board = after_black(
            &[
                ".........",
                ".........",
                ".........",
                ".........",
                "XXXX.....",
                ".........",
                ".........",
                ".........",
                ".........",
            ],
            "E5",
        );
        let mut scratch = Scratch::new(9);
        scratch.measure_from(&board);
        let distance = |vertex: &str| scratch.distance[at(9, vertex)];
        assert_eq!(
            [distance("A4"), distance("A3"), distance("A2"), distance("A1")],
            [1, 2, 3, FAR]
        );
    }
    #[test]
    fn big_boards_prefer_the_third_line_in_empty_areas() {
        let board = Board::new(19);
        assert!(share_of(&board, Color::Black, "C10") > 2.0 * share_of(&board, Color::Black, "A10"));
        let out = children_of(&board, Color::Black);
        assert_eq!(out.len(), 19 * 19 + 1);
        assert_eq!(
            out.last().map(|&(mv, prior, _)| (mv, prior)),
            Some((PASS, pass_prior(&P)))
        );
    }
    #[test]
    fn the_urgent_move_of_a_race_gets_a_bonus() {
        // On 19x19, Black's C1-C4 (B2, B1) against White's D1-D4 (E2,
        // E1), White's D4 just played: Black moving first wins by taking E2 or E1.
        let lane = ["OOOXXX...", "OOX.XX...", "OOXOXX...", "O.XO.X...", "O.XO.X..."];
        let mut rows = vec![".".repeat(19); 14];
        rows.extend(lane.iter().map(|row| format!("{row}{}", ".".repeat(10))));
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let mut board = still(&rows, Color::White);
        board
            .play(Color::White, Point::from_index(at(19, "D4")), false)
            .expect("a legal move");
        let out = children_of(&board, Color::Black);
        let bonus = |vertex: &str| {
            let p = at(19, vertex);
            let child = out.iter().find(|(q, ..)| *q as usize == p).expect("a candidate").1;
            child.visits - prior_of(&board, Color::Black, vertex).visits - learned_of(&board, Color::Black, vertex)
        };
        assert_eq!(bonus("E2") + bonus("E1"), P.race, "one of them is urgent");
        assert_eq!(bonus("B2"), 0);
    }

    #[test]
    fn the_learned_bonus_is_the_sum_of_the_children_on_every_size() {
        // After Black's tengen, White's learned chance is higher next to it than in the
        // corner, on every board.
        for size in [9, 13, 19] {
            let mut board = Board::new(size);
            let centre = format!("{}{}", crate::board::vertex::column_letter(size / 2), size / 2 + 1);
            board
                .play(Color::Black, Point::from_index(at(size, &centre)), false)
                .expect("a legal move");
            let out = children_of(&board, Color::White);
            let child = |vertex: &str| {
                let p = at(size, vertex) as u16;
                out.iter().find(|(q, ..)| *q == p).expect("a candidate").1
            };
            let next_to = format!("{}{}", crate::board::vertex::column_letter(size / 2), size / 2);
            for vertex in [next_to.as_str(), "A1"] {
                let hand = prior_of(&board, Color::White, vertex);
                assert_eq!(
                    child(vertex).visits,
                    hand.visits + learned_of(&board, Color::White, vertex)
                );
            }
            assert!(
                learned_of(&board, Color::White, &next_to) > learned_of(&board, Color::White, "A1"),
                "{size}x{size}"
            );
        }
    }

    #[test]
    fn learned_probabilities_sum_to_one_and_favour_captures_on_every_size() {
        // Black to move: D3 takes White's D4; the far edge point is worth little.
        for (size, edge) in [(9, "J7"), (19, "T12")] {
            let mut rows = vec![".".repeat(size); size];
            let mut place = |vertex: &str, stone: &str| {
                let (col, row) = Point::from_index(at(size, vertex)).coords(size);
                rows[size - 1 - row].replace_range(col..col + 1, stone);
            };
            for vertex in ["C4", "E4", "D5"] {
                place(vertex, "X");
            }
            place("D4", "O");
            let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
            let board = still(&rows, Color::Black);
            let out = children_of(&board, Color::Black);
            let total: f32 = out.iter().map(|(.., probability)| probability.share()).sum();
            assert!((total - 1.0).abs() < 0.01, "{size}x{size}: {total}");
            let share = |vertex: &str| {
                let p = at(size, vertex) as u16;
                out.iter().find(|(q, ..)| *q == p).expect("a candidate").2.share()
            };
            assert!(
                share("D3") > share(edge),
                "{size}x{size}: {} {}",
                share("D3"),
                share(edge)
            );
        }
    }

    #[test]
    fn a_snapback_earns_a_bonus_and_a_plain_throw_in_none() {
        // White's strings share C2 and C1 inside Black's wall; with Black's E2 gone, the
        // capture of a throw-in on C2 gains White a liberty and there is no snapback.
        let snapback = still(&[".....", "XXXX.", "XOOXX", "XO.OX", "XO.OX"], Color::Black);
        let throw_in = prior_of(&snapback, Color::Black, "C2");
        assert_eq!(throw_in.wins, even(&P).wins + P.snapback, "{throw_in:?}");
        let open = still(&[".....", "XXXX.", "XOOXX", "XO.O.", "XO.OX"], Color::Black);
        assert_eq!(prior_of(&open, Color::Black, "C2"), even(&P));
    }
    #[test]
    fn a_net_earns_the_bonus_of_a_capture() {
        // White's F6 nets Black's E5 (see the ladder reader's tests).
        let empty = ".........";
        let board = still(
            &[
                empty,
                empty,
                empty,
                "...O.....",
                "...OX....",
                "....OO...",
                empty,
                empty,
                empty,
            ],
            Color::White,
        );
        assert!(prior_of(&board, Color::White, "F6").wins >= even(&P).wins + P.capture_one);
    }
}

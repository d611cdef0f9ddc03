//! The decision and the judgement: what sente plays after a search, when it passes or
//! resigns, and at the end of the game which stones are dead or in seki and what the
//! score is. Every rule is here, in the order it is applied; the helpers it names live in
//! [`pass`] (when passing is safe and worth it) and [`life`] (life and death at the end).
//! The search ([`crate::search::Searcher`]) asks this module after each `genmove` search
//! and for each judgement; the GTP front end and `sente play` ask the searcher, and hold
//! no judgement of their own.
//!
//! # Why did sente play, pass or resign here? ([`Decider::decide`])
//! 1. **Book**: in a position of the opening book, its move (`knowledge::book`), while the
//!    parameter `book` is 1.
//! 2. **Resign** when the best win rate has stayed below the resign threshold for
//!    `resign_moves` moves in a row, each searched with `win_rate_min_visits` visits or
//!    more (never in KGS's cleanup phase). A move searched at a dynamic komi
//!    ([`dynkomi`](super::dynkomi)) neither counts nor breaks the row: its win rate is not
//!    the game's.
//! 3. **Pass** is considered, after a search of `estimate_min_playouts` playouts or more, when
//!    the position is settled ([`pass::is_settled`]: every
//!    stone surely alive, every point surely owned or a seki liberty, no string the
//!    opponent can approach after a pass), or, outside the cleanup phase, when the
//!    opponent has just passed or the search rates the pass above every stone, but then
//!    only once no area of the board is left open ([`pass::has_open_area`]: an empty
//!    area touching both colours or none, more than dame; a person who passed early
//!    expects the game to go on). Never while a group's life hangs on an empty vital
//!    point ([`pass::has_open_vital_point`]): whoever moves next takes it. It is taken
//!    only if passing cannot lose ([`pass::passing_is_safe`]: by area as the board
//!    stands, by the estimate, and by the judgement below).
//! 4. **Dame**: under area scoring, instead of that pass, a dame left to fill is played
//!    ([`pass::dame_to_fill`]).
//! 5. Otherwise the most visited stone move.
//! 6. **A point given**: under territory scoring, outside the cleanup phase, after a
//!    search of `estimate_min_playouts` playouts or more, once the boundaries are closed
//!    (no area open, no open vital point, as in rule 3), a stone that would only give a
//!    point away ([`pass::gives_a_point`]: it fills sente's own territory, or dies in the
//!    opponent's as a prisoner) in a game that the judgement's count wins (behind, a
//!    point matters less than the chance to play on) becomes a pass, if a search of the
//!    position after that pass, the opponent to move, judges every stone as sente's own
//!    search does ([`pass::costs_nothing`]) and multiplies the opponent's odds of winning
//!    by no more than `pass_odds_ratio` ([`pass::losing_odds_ratio`]): the opponent gains
//!    nothing by moving first. The playouts count area, where such a stone costs
//!    nothing, so the search cannot see the point it gives. Before the boundaries close,
//!    "territory" is a guess of the mid-game estimate, and a vital point or a boundary
//!    stone inside it is worth far more than a point; the search after the pass catches
//!    the rest (a group that lives or dies by the next move, a cut, a liberty shortage)
//!    whatever the estimate said.
//!
//! # Why is this group dead? ([`judge`])
//! From the ownership estimate of a search of
//! `scoring_playouts` made for it, with no
//! learned guidance ([`Limits::for_judgement`](crate::search::limits::Limits::for_judgement);
//! kept while the stones stay the same):
//! 1. A pass-alive string (Benson) is alive; one in the opponent's pass-alive territory
//!    is dead.
//! 2. Any other string is dead when the playouts give its points to its owner less than
//!    `dead_below` on average.
//! 3. A narrowly dead string joined to a clearly alive one of its colour lives again
//!    ([`life::revive_connected`]).
//! 4. A string with two certain eyes from the eye-shape reader is alive, so are strings
//!    that the eye search sees make two eyes in the one space they share, and a group
//!    whose only liberties are one small eye is dead ([`life::read_eyes`]).
//! 5. A short-of-liberties string that the race reader sees captured even moving first
//!    is dead ([`life::settle_races`]).
//! 6. A living group with at most one eye beside living opposing stones is in seki
//!    ([`life::mark_seki`]), and so are strings that can neither attack nor be attacked
//!    ([`life::mark_structural_seki`]).
//!
//! The names in backticks are parameters of the table ([`Params`], groups `decision` and
//! `judgement`).
//!
//! The count of that verdict is [`Judgement`]'s (`score`). `estimate_score` answers the
//! same count once no area is open, and the playouts' mean margin before ([`estimate_score`]).
//!
//! # Saying why
//! Each rule and each step records why it chose, with its numbers: the decision keeps
//! the [`Why`] of the last `genmove` ([`reason`]) with the position it was decided in
//! ([`Decider::why`]) and logs it at `info`; the [`Verdict`] gives each stone the step
//! that set its status ([`StatusReason`]).

pub mod life;
pub mod pass;
pub mod reason;
pub mod verdicts;

use super::result::{Decision, ScoreEstimate, SearchResult};
use crate::board::{Color, Point};
use crate::game::{Game, Move};
use crate::score::{self, Judgement, Ownership, PassAlive, Score};
use crate::search::params::Params;
use crate::search::tactics::race::RaceReader;
use reason::{PassTrigger, Reason, Why};
use std::cell::OnceCell;
use verdicts::{StatusReason, Verdicts};

/// Which rules a `genmove` search is decided by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// A game in play: every rule above.
    Play,
    /// KGS's cleanup phase (`kgs-genmove_cleanup`): never resign, pass only once the
    /// position is settled with every dead stone taken off, even after the opponent's
    /// pass, and fill own territory if that is what the search wants.
    Cleanup,
}

/// What the decision remembers between moves: the resign counter, the ownership
/// estimate of the last search with the stones it was made for, which the judgement
/// rests on, and why the last `genmove` chose its move.
#[derive(Default)]
pub struct Decider {
    low_win_rate_moves: u32,
    moves_at_last_genmove: usize,
    estimate: Option<Kept>,
    decided: Option<Decided>,
}

impl Decider {
    /// Forgets the resign counter and the last decision: for a new game.
    pub fn clear(&mut self) {
        self.low_win_rate_moves = 0;
        self.moves_at_last_genmove = 0;
        self.decided = None;
    }

    /// Applies the rules of the module documentation, in order, to a finished `genmove`
    /// search `result` for `colour` in `game`: sets its decision (and the win rate and
    /// variation of the move chosen), and returns the rule that chose it, for
    /// [`Decider::record`]. `book` is the opening book's move; `params` hold the resign
    /// threshold and the rest of the rules' tunables. `search_after_pass` searches the
    /// position after `colour` passes, the opponent to move: rule 6 asks it whether the
    /// pass gives anything away.
    #[allow(clippy::too_many_arguments)]
    pub fn decide(
        &mut self,
        game: &Game,
        colour: Color,
        result: &mut SearchResult,
        phase: Phase,
        book: Option<Point>,
        params: &Params,
        search_after_pass: &mut dyn FnMut() -> SearchResult,
    ) -> Reason {
        if game.moves().len() < self.moves_at_last_genmove {
            self.low_win_rate_moves = 0;
        }
        self.moves_at_last_genmove = game.moves().len();
        let book = book.and_then(|p| result.children.iter().position(|c| c.point == Some(p)));
        if let Some(i) = book {
            choose(result, Some(i));
            return Reason::Book;
        }
        if phase == Phase::Play && self.resigns(params, result) {
            result.decision = Decision::Resign;
            result.pv.clear();
            return Reason::Resign {
                threshold: params.resign_threshold,
                moves: self.low_win_rate_moves,
                min_visits: params.win_rate_min_visits,
            };
        }
        // The judgement is made when first asked, after `choose` may have changed `result`.
        let ownership = result.ownership.clone();
        let judgement = OnceCell::new();
        let judged = || judgement.get_or_init(|| judge(params, game, &ownership));
        let opponent_passed = game
            .moves()
            .last()
            .is_some_and(|m| m.point.is_none() && m.colour != colour);
        let tree_passes = result.children.first().is_some_and(|c| c.point.is_none());
        let settled = pass::is_settled(params, game.board(), colour, &ownership);
        let open = pass::has_open_area(params, game.board(), &ownership);
        let trusted = trusts_estimate(params, result);
        let vital = pass::has_open_vital_point(game.board());
        let considered =
            trusted && (settled || (phase == Phase::Play && (opponent_passed || tree_passes) && !open)) && !vital;
        tracing::debug!(settled, open, opponent_passed, tree_passes, considered, "pass rules");
        let trigger = match (settled, opponent_passed) {
            (true, _) => PassTrigger::Settled,
            (false, true) => PassTrigger::OpponentPassed,
            (false, false) => PassTrigger::TreePasses,
        };
        let safe = considered
            .then(|| pass::passing_is_safe(game, colour, &ownership, judged()))
            .flatten();
        if let Some(counts) = safe {
            let searched_pass = pass::searched_pass_win_rate(&result.children);
            let dame = pass::dame_to_fill(params, game, colour, &result.children, &ownership);
            choose(result, dame);
            if dame.is_some() {
                return Reason::Dame {
                    trigger,
                    counts,
                    pass_win_rate: searched_pass,
                    tolerance: params.dame_tolerance,
                };
            }
            result.win_rate = pass_win_rate(result, colour, judged().score(game), opponent_passed);
            return Reason::Pass { trigger, counts };
        }
        let stone = result.children.iter().position(|c| c.point.is_some());
        choose(result, stone);
        let mut reason = match stone {
            Some(i) => Reason::MostVisited {
                visits: result.children[i].visits,
            },
            None => Reason::NoStone,
        };
        let closed = trusted && !open && !vital;
        if let (Phase::Play, Decision::Play(p), true) = (phase, result.decision, closed) {
            // A point matters only in a game the count wins: behind, a pass would let
            // the opponent end the game, and sente plays on where its search says.
            let wins = || colour.from_black(judged().score(game).margin) > 0.0;
            let given = pass::gives_a_point(params, game, colour, judged, p).filter(|_| wins());
            if let Some(given) = given {
                let stone_win_rate = result.win_rate;
                let after_pass = search_after_pass();
                let after = judge(params, game, &after_pass.ownership);
                let (now, after_score) = (judged().score(game), after.score(game));
                let after_win_rate = 1.0 - after_pass.win_rate;
                let odds_ratio = pass::losing_odds_ratio(stone_win_rate, after_win_rate);
                tracing::debug!(
                    "{given:?} at {p:?}: count {now} now, {after_score} after a pass; win rate \
                     {stone_win_rate:.3} with the stone, {after_win_rate:.3} after a pass (odds ratio {odds_ratio:.1})"
                );
                if trusts_estimate(params, &after_pass)
                    && pass::costs_nothing(params, game, colour, judged(), &after)
                    && odds_ratio <= params.pass_odds_ratio
                {
                    choose(result, None);
                    // The pass's own search is the one after it, not the pass's
                    // child in this tree, which the search seldom visits.
                    result.win_rate = after_win_rate;
                    reason = Reason::PointGiven {
                        stone: p,
                        given,
                        now,
                        after: after_score,
                        tolerance: params.pass_count_tolerance,
                        stone_win_rate,
                        after_win_rate,
                        max_odds_ratio: params.pass_odds_ratio,
                    };
                }
            }
        }
        reason
    }

    /// Keeps why the decision chose `result`'s move in `game`: the `reason` that
    /// [`Decider::decide`] returned, with the move's numbers and the `seconds` that the
    /// search and the decision took; and logs it at `info`.
    pub fn record(&mut self, game: &Game, result: &SearchResult, reason: Reason, seconds: f64) {
        let why = Why {
            size: game.size(),
            colour: result.colour,
            decision: result.decision,
            reason,
            win_rate: result.win_rate,
            visits: result.visits,
            seconds,
        };
        tracing::info!("genmove: {why}");
        self.decided = Some(Decided::new(game, why));
    }

    /// Why the last `genmove` chose its move, if it was decided in `game`'s current
    /// position, or in the position before it and the move it chose was played.
    pub fn why(&self, game: &Game) -> Option<&Why> {
        self.decided
            .as_ref()
            .filter(|decided| decided.led_to(game))
            .map(|decided| &decided.why)
    }

    /// Counts a move searched to a win rate below the resign threshold; true once there
    /// have been `resign_moves` in a row.
    fn resigns(&mut self, params: &Params, result: &SearchResult) -> bool {
        let threshold = params.resign_threshold;
        if threshold <= 0.0 || result.visits < params.win_rate_min_visits || result.virtual_komi.is_some() {
            return false;
        }
        if result.win_rate < threshold {
            self.low_win_rate_moves += 1;
        } else {
            self.low_win_rate_moves = 0;
        }
        self.low_win_rate_moves >= params.resign_moves
    }

    /// Keeps the estimate of `result`, a search of `game`'s current position (`judged`
    /// when it was a search for the judgement, with no learned guidance), if it is
    /// trusted (`estimate_min_playouts`); else keeps none, and the next asks for a
    /// search of its own.
    pub fn remember(&mut self, params: &Params, game: &Game, result: &SearchResult, judged: bool) {
        self.estimate = trusts_estimate(params, result).then(|| Kept {
            size: game.size(),
            hash: game.board().hash(),
            judged,
            estimate: Estimate::of(params, game, result),
        });
    }

    /// The kept estimate, if it was made for the stones of `game`'s current position
    /// (passes do not change them), and by a search for the judgement if `judged`.
    pub fn estimate_for(&self, game: &Game, judged: bool) -> Option<&Estimate> {
        self.estimate
            .as_ref()
            .filter(|kept| kept.size == game.size() && kept.hash == game.board().hash())
            .filter(|kept| kept.judged || !judged)
            .map(|kept| &kept.estimate)
    }
}

/// Whether `result`'s ownership estimate (made of its own playouts, not of a kept
/// tree's) has the `estimate_min_playouts` to be trusted: a few dozen (`level 1`) say too
/// little about who owns what.
fn trusts_estimate(params: &Params, result: &SearchResult) -> bool {
    result.playouts >= params.estimate_min_playouts
}

/// What a search says of how a position ends: the judgement rests on it.
#[derive(Debug, Clone)]
pub struct Estimate {
    /// Who owns each point at the end of the playouts.
    pub ownership: Ownership,
    /// The mean final area margin of the playouts, Black's, before komi.
    pub mean_margin: f32,
    /// The standard deviation of the playouts' final margins.
    pub spread: f32,
    /// Whether an area of the board is still open ([`pass::has_open_area`]).
    pub open: bool,
}

impl Estimate {
    /// The estimate of `result`, a search of `game`'s current position.
    pub fn of(params: &Params, game: &Game, result: &SearchResult) -> Estimate {
        Estimate {
            ownership: result.ownership.clone(),
            mean_margin: result.ownership.black_margin(),
            spread: result.score_spread,
            open: pass::has_open_area(params, game.board(), &result.ownership),
        }
    }
}

/// A `genmove`'s [`Why`] and the position it was decided in: the board's size, the
/// handicap and setup stones, and the moves.
struct Decided {
    size: usize,
    handicap: Vec<Point>,
    setup: Vec<(Color, Point)>,
    moves: Vec<Move>,
    why: Why,
}

impl Decided {
    /// `why`, decided in `game`'s current position.
    fn new(game: &Game, why: Why) -> Decided {
        Decided {
            size: game.size(),
            handicap: game.handicap().to_vec(),
            setup: game.setup_stones().to_vec(),
            moves: game.moves().to_vec(),
            why,
        }
    }

    /// Whether `game`'s current position is the one decided in, or that position after
    /// the move decided.
    fn led_to(&self, game: &Game) -> bool {
        let played = match self.why.decision {
            Decision::Play(p) => Some(Some(p)),
            Decision::Pass => Some(None),
            Decision::Resign => None,
        };
        let moves = game.moves();
        let same_game = self.size == game.size()
            && self.handicap == game.handicap()
            && self.setup == game.setup_stones()
            && moves.starts_with(&self.moves);
        let after = &moves[self.moves.len().min(moves.len())..];
        same_game
            && match after {
                [] => true,
                [last] => last.colour == self.why.colour && played == Some(last.point),
                _ => false,
            }
    }
}

/// An estimate and the stones it was made for: the board's size and the hash of its
/// stones; and whether a search for the judgement made it.
struct Kept {
    size: usize,
    hash: u64,
    judged: bool,
    estimate: Estimate,
}

/// The win rate of a pass the rules chose, for `colour`, by the `count` the rules found it
/// safe by: one that ends the game (the opponent passed) is worth the count's result, 1
/// for a win and 0.5 for a draw (the tree scores a game ended by passes as the stones
/// stand, dead ones included); another, its searched win rate, or the count's while it
/// has no visits of its own (the tree searches a pass last: before that, its win rate is
/// its poor prior, `pass_prior_wins` of `pass_prior_visits`).
fn pass_win_rate(result: &SearchResult, colour: Color, count: Score, ends_game: bool) -> f64 {
    let searched = result.children.iter().find(|c| c.point.is_none() && c.visits > 0);
    let count_wins = colour.from_black(count.margin) > 0.0;
    match searched {
        Some(pass) if !ends_game => pass.win_rate,
        _ if count_wins => 1.0,
        _ => 0.5,
    }
}

/// Sets the decision to root child `i` (a stone), or to a pass, with that move's win rate
/// and principal variation.
fn choose(result: &mut SearchResult, i: Option<usize>) {
    let chosen = match i {
        Some(i) => Some(&result.children[i]),
        None => result.children.iter().find(|c| c.point.is_none()),
    };
    result.decision = match i {
        Some(i) => Decision::Play(result.children[i].point.expect("a stone move")),
        None => Decision::Pass,
    };
    if let Some(child) = chosen {
        result.win_rate = child.win_rate;
        result.pv = child.pv.clone();
    } else {
        result.pv = vec![None];
    }
}

/// The score `estimate_score` gives `game`'s current position from its `estimate`: once
/// no area is open, the count of the [`judge`]ment, exactly what `final_score` answers;
/// while one is, the game is not over and that count would give every open area to
/// whoever touches it alone, so the score is the playouts' mean final margin, less the
/// komi the count would take off. Either way with the playouts' spread.
pub fn estimate_score(params: &Params, game: &Game, estimate: &Estimate) -> ScoreEstimate {
    let score = if estimate.open {
        Score {
            margin: score::margin_from_area(game.rules().scoring, game.board(), estimate.mean_margin)
                - score::komi(game),
        }
    } else {
        judge(params, game, &estimate.ownership).score(game)
    };
    ScoreEstimate {
        score,
        spread: estimate.spread,
    }
}

/// The judgement of `game`'s current position from the `ownership` estimate: the status
/// of every stone by the steps of the module documentation, and the regions and count
/// that follow, with the thresholds of `params`.
pub fn judge(params: &Params, game: &Game, ownership: &Ownership) -> Judgement {
    verdict(params, game, ownership).judgement
}

/// [`judge`]'s judgement with why each stone has its status.
pub fn verdict(params: &Params, game: &Game, ownership: &Ownership) -> Verdict {
    let board = game.board();
    let pass_alive = PassAlive::analyse(board);
    let mut verdicts = Verdicts::new(board.index_len());
    for head in life::string_heads(board) {
        let (status, reason) = life::string_status(params, board, head, &pass_alive, ownership);
        verdicts.set(board, &[head], status, reason);
    }
    life::revive_connected(params, board, &pass_alive, ownership, &mut verdicts);
    life::read_eyes(board, &pass_alive, &mut verdicts);
    let mut reader = RaceReader::new(board.size());
    life::settle_races(board, &pass_alive, &mut reader, &mut verdicts);
    life::mark_seki(board, &pass_alive, &mut verdicts);
    life::mark_structural_seki(board, &pass_alive, &mut reader, &mut verdicts);
    let (status, reasons) = verdicts.into_parts();
    Verdict {
        judgement: Judgement::from_status(board, status),
        reasons,
    }
}

/// The judgement of a position and why each stone has its status: what `final_status_list`
/// answers, and `sente-why` explains.
pub struct Verdict {
    /// The status of every stone, the regions and the count.
    pub judgement: Judgement,
    /// The step that gave each stone its status, per array index.
    reasons: Vec<Option<StatusReason>>,
}

impl Verdict {
    /// Why the stone on `p` has its status, or `None` for an empty point.
    pub fn reason(&self, p: Point) -> Option<StatusReason> {
        self.reasons[p.index()]
    }
}

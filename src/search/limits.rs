//! How long each search runs: the one owner of every playout budget, time limit and
//! reporting interval. The command line (`--playouts`, `--time`) and `sente-param` set
//! the [`SearchConfig`]; the controller sets the clock; everything else is here.
//!
//! | search | runs for |
//! |---|---|
//! | `genmove` ([`Limits::for_move`]) | `--playouts`, `--visits`, `--time` and the clock's budget, whichever ends first; `default_playouts` when none is set; below level 10 ([`level_playouts`]) at most the level's playouts |
//! | the judgement of a finished game | `scoring_playouts` |
//! | the check that a pass instead of a point given (rule 6) gives nothing away ([`Limits::for_pass_check`]) | `pass_check_share` of the `genmove` search's playouts, at least `pass_check_min_playouts`, within what the `genmove`'s time budget leaves |
//! | GoGui's analyze commands ([`Limits::for_survey`]) | `--playouts`, else `survey_playouts` |
//! | analysis (`lz-analyze`), pondering | until stopped, reporting every [`DEFAULT_REPORT_INTERVAL`] unless the client asks otherwise |
//! | live graphics during `genmove` | drawn every [`LIVE_DRAWING_INTERVAL`] |
//!
//! The names in backticks are parameters of the table ([`Params`], group `limits`,
//! `judgement`, `decision` and `clock`), settable at run time.
//!
//! The strength level (GNU Go's `level N`, which Kigo sends before every move) caps a
//! `genmove`'s playouts, halving the default (`default_playouts`) for each level below 10
//! ([`level_playouts`]):
//!
//! | level | playouts at most |
//! |---|---|
//! | 10 (the default) | no cap: full strength as configured |
//! | 9 | 5,000 |
//! | 8 | 2,500 |
//! | 7 | 1,250 |
//! | 6 | 625 |
//! | 5 | 312 |
//! | 4 | 156 |
//! | 3 | 78 |
//! | 2 | 39 |
//! | 1 | 19 |
//!
//! Playouts are new ones; visits count the root's, the tree kept from the previous move
//! included ([`Limits::new_playouts`]), as Pachi's `-t =N` does: after a move the
//! previous search read deeply, a visit limit leaves fewer new playouts.
//!
//! A timed search stops at its budget's target unless the best move is unclear, never
//! after its max, and early once the best move can no longer be overtaken in the time
//! left ([`time_is_up`]). The search after a pass instead of a point given (rule 6) gets
//! what the move's max leaves, so that the whole move keeps to the clock.

use super::config::{SearchConfig, MAX_LEVEL, MIN_LEVEL};
use super::knowledge::book;
use super::params::Params;
use super::time::{Budget, Clock};
use super::tree::arena::Tree;
use crate::board::{Color, Point};
use crate::game::Game;
use std::time::Duration;

/// How often an analysis reports when the client gives no interval (Leela Zero's
/// `lz-analyze` default, one second).
pub const DEFAULT_REPORT_INTERVAL: Duration = Duration::from_secs(1);
/// How often the search is drawn on GoGui's board during `genmove` with live graphics on.
pub const LIVE_DRAWING_INTERVAL: Duration = Duration::from_millis(500);

/// The most playouts of a `genmove` at strength `level`: none at [`MAX_LEVEL`] (full
/// strength as configured), else `default_playouts` halved for each level below it, so
/// that level 9 searches half the default and level 1 (of the default 10,000) nineteen
/// playouts.
pub fn level_playouts(default_playouts: usize, level: u8) -> Option<usize> {
    let level = level.max(MIN_LEVEL);
    (level < MAX_LEVEL).then(|| default_playouts >> (MAX_LEVEL - level))
}

/// The playouts of a search that GoGui's analyze commands and GNU Go's `top_moves_*`
/// show: the configured playouts, else `survey_playouts`.
pub fn survey_playouts(config: &SearchConfig) -> usize {
    config.playouts.unwrap_or(config.params.survey_playouts)
}

/// Limits of one search; none means until stopped.
#[derive(Debug, Clone, Copy, Default)]
pub struct Limits {
    /// The most new playouts.
    pub playouts: Option<usize>,
    /// The most visits at the root, the kept tree's included.
    pub visits: Option<usize>,
    /// The time budget.
    pub budget: Option<Budget>,
    /// The opening book's move: a fresh root gets it (and the pass) as its only moves, so
    /// that every playout goes to the move that will be played.
    pub book: Option<Point>,
    /// A search for the judgement ([`Limits::for_judgement`]).
    pub judgement: bool,
    /// The search after a pass instead of a point given (rule 6;
    /// [`Limits::for_pass_check`]), seeded by its position alone and left out of the
    /// searcher's count of searches, so that the searches of a game under territory
    /// scoring, where it runs, keep the seeds they have under area scoring, where it does
    /// not.
    pub pass_check: bool,
}

impl Limits {
    /// Exactly `playouts` playouts (fewer if stopped).
    pub fn playouts(playouts: usize) -> Limits {
        Limits {
            playouts: Some(playouts),
            ..Limits::default()
        }
    }

    /// The limits of `colour`'s `genmove` in `game`: the configured playouts and visits,
    /// the configured time per move and the clock's budget, whichever ends first, or
    /// `default_playouts` when none is set; below [`MAX_LEVEL`], at most the level's
    /// playouts ([`level_playouts`]); and the opening book's move while the parameter
    /// `book` is on.
    pub fn for_move(config: &SearchConfig, clock: &Clock, game: &Game, colour: Color) -> Limits {
        let per_move = config.seconds_per_move.map(|s| Budget {
            min: 0.0,
            target: s,
            max: s,
        });
        let empty_points = game.board().empty_points().len();
        let budget = match (
            clock.budget(&config.params, colour, game.size(), empty_points),
            per_move,
        ) {
            (Some(a), Some(b)) => Some(Budget {
                min: 0.0,
                target: a.target.min(b.target),
                max: a.max.min(b.max),
            }),
            (a, b) => a.or(b),
        };
        let playouts = match (config.playouts, config.visits, budget) {
            (None, None, None) => Some(config.params.default_playouts),
            (playouts, _, _) => playouts,
        };
        Limits {
            playouts: least(playouts, level_playouts(config.params.default_playouts, config.level)),
            visits: config.visits,
            budget,
            book: (config.params.book == 1)
                .then(|| book::book_move(game, colour))
                .flatten(),
            judgement: false,
            pass_check: false,
        }
    }

    /// The most new playouts of a search whose root holds `reused` visits from the kept
    /// tree: the playout limit, or what the visit limit leaves, whichever is less.
    pub fn new_playouts(&self, reused: usize) -> Option<usize> {
        least(self.playouts, self.visits.map(|visits| visits.saturating_sub(reused)))
    }

    /// The limits of the search after sente passes in its own territory (the decision's
    /// rule 6), for a `genmove` search of `move_playouts` playouts: `pass_check_share`
    /// of them, at least `pass_check_min_playouts`; in a timed `genmove`, no longer than
    /// the `seconds` its budget's max leaves, so that the move keeps to the clock.
    pub fn for_pass_check(params: &Params, move_playouts: usize, seconds: Option<f64>) -> Limits {
        let share = (move_playouts as f64 * params.pass_check_share) as usize;
        Limits {
            pass_check: true,
            budget: seconds.map(|s| Budget::deadline(s.max(0.0))),
            ..Limits::playouts(share.max(params.pass_check_min_playouts))
        }
    }

    /// The limits of a search that GoGui's analyze commands show: the configured
    /// playouts, else `survey_playouts` ([`survey_playouts`]).
    pub fn for_survey(config: &SearchConfig) -> Limits {
        Limits::playouts(survey_playouts(config))
    }

    /// The limits of a search for the judgement of who owns what: `playouts` playouts in a
    /// tree of its own, not kept, that follows no learned guidance. With the game decided,
    /// every move wins or every move loses, so a guided tree follows the learned
    /// probabilities wherever they lead, and on 9x9 its ownership once called a living
    /// group dead (`gtp-scripts/agreement.tst` 12-13). It runs on one worker, seeded from
    /// the position alone, so that the same position gets the same judgement whatever
    /// the seed, the thread count and the searches before (a GUI asks `final_status_list`
    /// dead and then seki, and the two lists must agree).
    pub fn for_judgement(playouts: usize) -> Limits {
        Limits {
            judgement: true,
            ..Limits::playouts(playouts)
        }
    }
}

/// The tighter of two limits, where none is no limit.
fn least(a: Option<usize>, b: Option<usize>) -> Option<usize> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// Whether a timed search should stop after `elapsed` seconds and `playouts` playouts:
/// at the budget's max; never before its min; at its target unless the best move is
/// unclear (a runner-up with `unclear_visit_share` of the most visited move's visits and
/// a better win rate); and before either once the most visited move can no longer be
/// overtaken, the runner-up getting every playout left in the time left at the current
/// pace. The time left runs to the target, or to the max when the search may go on past
/// the target: when it is unclear, or a move with a better win rate could be well
/// enough visited by then to make it so (the thresholds are `params`' `clock` group).
pub fn time_is_up(params: &Params, tree: &Tree, budget: Budget, elapsed: f64, playouts: usize) -> bool {
    if elapsed >= budget.max {
        return true;
    }
    if elapsed < budget.min {
        return false;
    }
    let mut visits: Vec<(u32, f32)> = tree
        .children(tree.root())
        .iter()
        .map(|c| {
            let s = c.stats();
            (s.visits, s.win_rate().unwrap_or(0.0))
        })
        .collect();
    visits.sort_unstable_by_key(|&(v, _)| std::cmp::Reverse(v));
    let (best, second) = match visits.as_slice() {
        [] | [_] => return elapsed >= budget.target || playouts > 0,
        [best, second, ..] => (*best, second.0),
    };
    let pace = playouts as f64 / elapsed.max(f64::MIN_POSITIVE);
    let to_target = pace * (budget.target - elapsed).max(0.0);
    let unclear_by = |extra: f64| {
        visits[1..]
            .iter()
            .any(|&(v, w)| w > best.1 && v as f64 + extra >= params.unclear_visit_share * best.0 as f64)
    };
    if elapsed >= budget.target && !unclear_by(0.0) {
        return true;
    }
    if playouts < params.early_stop_min_playouts {
        return false;
    }
    let horizon = match elapsed >= budget.target || unclear_by(to_target) {
        true => budget.max,
        false => budget.target,
    };
    (best.0 - second) as f64 > pace * (horizon - elapsed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    #[test]
    fn a_visit_limit_leaves_what_the_kept_tree_has_not_spent() {
        let limits = |playouts, visits| Limits {
            playouts,
            visits,
            ..Limits::default()
        };
        assert_eq!(limits(None, Some(5000)).new_playouts(1200), Some(3800));
        assert_eq!(limits(None, Some(5000)).new_playouts(7000), Some(0), "already there");
        assert_eq!(limits(Some(3000), Some(5000)).new_playouts(1200), Some(3000));
        assert_eq!(
            limits(Some(3000), None).new_playouts(1200),
            Some(3000),
            "playouts are new"
        );
        assert_eq!(limits(None, None).new_playouts(1200), None);
    }

    #[test]
    fn each_level_below_10_halves_the_playouts() {
        let table: Vec<Option<usize>> = (1..=10).map(|level| level_playouts(10_000, level)).collect();
        assert_eq!(
            table,
            [
                Some(19),
                Some(39),
                Some(78),
                Some(156),
                Some(312),
                Some(625),
                Some(1250),
                Some(2500),
                Some(5000),
                None
            ]
        );
        assert_eq!(
            level_playouts(10_000, 0),
            level_playouts(10_000, 1),
            "below 1 is level 1"
        );
    }

    #[test]
    fn the_book_parameter_switches_the_book_on_and_off() {
        let mut game = Game::new(19, Rules::chinese());
        game.set_komi(7.5);
        let mut config = SearchConfig::default();
        let book = |config: &SearchConfig| Limits::for_move(config, &Clock::default(), &game, Color::Black).book;
        assert_eq!(book(&config), book::book_move(&game, Color::Black));
        assert!(book(&config).is_some(), "an empty 19x19 board is in the book");
        config.params.set("book", "0").unwrap();
        assert_eq!(book(&config), None, "off");
    }

    #[test]
    fn a_level_caps_every_genmove_budget_and_10_caps_none() {
        let game = Game::new(5, Rules::chinese());
        let limits = |playouts: Option<usize>, seconds: Option<f64>, level: u8| {
            let config = SearchConfig {
                playouts,
                seconds_per_move: seconds,
                level,
                ..SearchConfig::default()
            };
            let limits = Limits::for_move(&config, &Clock::default(), &game, Color::Black);
            (limits.playouts, limits.budget.is_some())
        };
        assert_eq!(
            limits(None, None, 10),
            (Some(Params::default().default_playouts), false)
        );
        assert_eq!(limits(Some(50_000), None, 10), (Some(50_000), false));
        assert_eq!(limits(None, Some(5.0), 10), (None, true));
        assert_eq!(limits(None, None, 9), (Some(5_000), false));
        assert_eq!(limits(Some(50_000), None, 5), (Some(312), false));
        assert_eq!(limits(Some(100), None, 5), (Some(100), false), "a smaller limit stays");
        assert_eq!(limits(None, Some(5.0), 1), (Some(19), true), "the time stays too");
        let visits = SearchConfig {
            visits: Some(5_000),
            ..SearchConfig::default()
        };
        let limits = Limits::for_move(&visits, &Clock::default(), &game, Color::Black);
        assert_eq!(
            (limits.playouts, limits.visits),
            (None, Some(5_000)),
            "no default playouts"
        );
        let config = SearchConfig {
            level: 1,
            ..SearchConfig::default()
        };
        assert_eq!(
            Limits::for_survey(&config).playouts,
            Some(Params::default().survey_playouts),
            "the level is genmove's alone"
        );
    }
}

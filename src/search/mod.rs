//! The engine: a Monte-Carlo tree search with priors and RAVE, run by workers on a rayon
//! thread pool over one shared tree, and the decisions taken from it.
//!
//! # Rooms
//! - [`tree`](self#rooms) (`tree/`): nodes and their atomic statistics, the arena, the
//!   workers' loop, the value of a playout, tree reuse.
//! - [`playout`]: the light and full playout policies and the area count of a playout.
//! - [`knowledge`]: move features, learned strengths, 3x3 patterns, priors, the book.
//! - [`tactics`]: atari replies, ladders, nakade, self-atari, capturing races.
//! - [`time`]: the clocks and the budget of one move, with [`pace`](self#rooms)
//!   (`pace.rs`): the share of main time a move gets by the game's phase; [`limits`]: how
//!   long every kind of search runs.
//! - [`decision`]: the one owner of what to play, when to pass or resign, and which
//!   stones are dead or in seki at the end, with the score.
//! - [`dynkomi`]: the komi `genmove` searches value their playouts against when it is not
//!   the game's (dynamic komi), and its state across the moves of a game.
//! - [`last_search`](self#rooms) (`last_search.rs`): the last search of a position, which
//!   the analyze commands show while the position and the settings stay the same.
//!
//! # Use (for the front ends)
//! Make one [`Searcher`] per engine with a [`SearchConfig`], and keep it for the whole
//! session: it owns the thread pool, the tree of the last search (kept for the next one
//! when the game went on along it), the resign counter and the ownership estimate that
//! the judgement rests on, and the dynamic komi's state ([`dynkomi::KomiState`]). Then:
//! - `genmove`: [`Searcher::genmove`] returns a [`SearchResult`] whose `decision` is the
//!   move to play ([`Decision`], by the rules of [`decision`]); it does not play it. Time
//!   comes from a [`Clock`] that the front end keeps from `time_settings`,
//!   `kgs-time_settings` and `time_left`. [`Searcher::genmove_cleanup`] is the same for
//!   `kgs-genmove_cleanup`.
//! - analysis (`lz-analyze` and friends): [`Searcher::analyze`] searches until the stop
//!   flag is set and calls back every interval with a snapshot of the statistics;
//!   [`Searcher::genmove_analyze`] does the same during a `genmove`.
//! - pondering: [`Searcher::ponder`] searches the opponent's move until the stop flag is
//!   set; run it on a scoped thread while reading the next command, set the flag when it
//!   arrives, and the next `genmove` reuses what pondering found.
//! - GoGui's analyze commands: [`Searcher::survey`] searches the position for the player
//!   to move, or answers with the last search of it ([`last_search`](self#rooms)).
//! - the end of the game: [`Searcher::judge`] gives the status of every stone and the
//!   score (`final_score`, `final_status_list`), [`Searcher::ownership`] the estimate.
//! - why (`sente-why`, `sente play`): [`Searcher::why`] gives the rule that chose the last
//!   `genmove`'s move, with its numbers, and [`Searcher::verdict`] the judgement with the
//!   step that gave each stone its status.
//! - a fixed number of playouts, for tests and tools: [`Searcher::evaluate`].
//! - `clear_board`: [`Searcher::clear`].
//!
//! ```
//! use sente::board::Color;
//! use sente::game::Game;
//! use sente::rules::Rules;
//! use sente::search::{Clock, Decision, SearchConfig, Searcher};
//! use std::sync::atomic::AtomicBool;
//!
//! let config = SearchConfig { threads: 1, playouts: Some(200), ..SearchConfig::default() };
//! let mut searcher = Searcher::new(config)?;
//! let mut game = Game::new(9, Rules::chinese());
//! game.set_komi(7.0);
//! let clock = Clock::from_time_settings(300.0, 0.0, 0); // five minutes, absolute
//! let stop = AtomicBool::new(false);
//! let result = searcher.genmove(&game, Color::Black, &clock, &stop);
//! if let Decision::Play(p) = result.decision {
//!     game.play(Color::Black, Some(p))?;
//! }
//! println!("win rate {:.2}, {} playouts", result.win_rate, result.playouts);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Every search stops within one playout of `stop` being set (workers test it before
//! each playout), so a stop request is answered in well under a millisecond on 9x9. The
//! searcher only reads the flag: clear it before the next search.
//!
//! # How it searches
//! Each playout descends from the root by `Node::urgency` (`tree/node.rs`: Michi's blend
//! of win rate, prior and AMAF), with a virtual loss on each node it passes so that
//! threads spread out; expands a leaf that has two visits already
//! (`tree/worker.rs`, `expand_visits`), with the [`knowledge::priors`]; plays the game out
//! with the [`playout::full`] policy; scores it by area
//! ([`playout::light::area_score`]); values it (`tree/value.rs`: the win, and with a
//! score weight a share for the margin, against the game's komi or, in a `genmove`, the
//! [`dynkomi`]'s); and records the value and the AMAF statistics on
//! the way back. The tree lives in an arena bounded by `max_tree_mb` (`tree/arena.rs`).
//! The move played is the [`decision`]'s. Every tunable of all this is in the one
//! parameter table, [`params`].

mod config;
pub mod decision;
pub mod dynkomi;
pub mod knowledge;
mod last_search;
pub mod limits;
mod pace;
pub mod params;
pub mod playout;
mod result;
pub mod tactics;
pub mod time;
mod tree;

#[cfg(test)]
mod tests;

pub use config::{parse_level, SearchConfig, SearchError, MAX_LEVEL, MIN_LEVEL};
pub use dynkomi::DynamicKomi;
pub use params::{ParamError, Params};
pub use result::{ChildStats, Decision, ScoreEstimate, SearchResult};
pub use time::{Budget, Clock, TimeControl, TimeLeft};

use crate::board::{Board, Color, Point, MAX_POINTS};
use crate::game::Game;
use crate::score::{self, Judgement, Ownership};
use decision::reason::Why;
use decision::{Decider, Estimate, Phase, Verdict};
use dynkomi::KomiState;
use knowledge::priors;
use last_search::LastSearch;
use limits::{time_is_up, Limits};
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU64, AtomicUsize, Ordering::*};
use std::time::{Duration, Instant};
use tree::arena::{Padded, Tree, ROOT};
use tree::node::{Node, PASS};
use tree::reuse::KeptTree;
use tree::{value, worker};
use worker::{Margins, Shared};

/// How often the controlling thread looks at the clock and the tree.
const POLL: Duration = Duration::from_millis(2);
/// The longest principal variation reported.
const MAX_PV: usize = 30;

/// An analysis callback and how often to call it.
type Reporter<'a> = (Duration, &'a mut dyn FnMut(&SearchResult));

/// The search engine; see the module documentation.
pub struct Searcher {
    config: SearchConfig,
    pool: rayon::ThreadPool,
    kept: Option<KeptTree>,
    /// The resign counter and the ownership estimate the judgement rests on.
    decider: Decider,
    /// The dynamic komi across the moves of the game.
    komi: KomiState,
    /// The last survey or `genmove` search of a position, for [`Searcher::survey`].
    last: Option<LastSearch>,
    /// Searches so far: each search seeds its workers from the seed and this count, so
    /// that a position met again (the same opening against a deterministic opponent in
    /// the next game) gets a search of its own, while a run of the same commands with the
    /// same seed repeats exactly.
    searches: u64,
}

impl Searcher {
    /// A searcher with `config.threads` workers (at least one).
    pub fn new(config: SearchConfig) -> Result<Searcher, SearchError> {
        Ok(Searcher {
            pool: build_pool(config.threads)?,
            config,
            kept: None,
            decider: Decider::default(),
            komi: KomiState::default(),
            last: None,
            searches: 0,
        })
    }

    /// The settings.
    pub fn config(&self) -> &SearchConfig {
        &self.config
    }

    /// Changes the settings: a new thread count restarts the pool, a new tree bound
    /// drops the kept tree.
    pub fn set_config(&mut self, config: SearchConfig) -> Result<(), SearchError> {
        if config.threads != self.config.threads {
            self.pool = build_pool(config.threads)?;
        }
        if config.max_tree_mb != self.config.max_tree_mb {
            self.kept = None;
        }
        self.config = config;
        Ok(())
    }

    /// Forgets the kept tree, the resign counter, the dynamic komi and the last search:
    /// for a new game.
    pub fn clear(&mut self) {
        self.kept = None;
        self.last = None;
        self.decider.clear();
        self.komi.clear();
    }

    /// Chooses `colour`'s move in `game` (without playing it) within the limits of
    /// [`Limits::for_move`], by the rules of [`decision`]: the book, resigning, passing,
    /// dame and the points a stone would give away.
    pub fn genmove(&mut self, game: &Game, colour: Color, clock: &Clock, stop: &AtomicBool) -> SearchResult {
        self.timed_genmove(game, colour, clock, stop, None, Phase::Play)
    }

    /// [`Searcher::genmove`] for KGS's cleanup phase (`kgs-genmove_cleanup`): never
    /// resigns, and passes only once passing is safe and the position is settled, every
    /// stone the ownership estimate calls dead taken off the board, even if the opponent
    /// has passed.
    pub fn genmove_cleanup(&mut self, game: &Game, colour: Color, clock: &Clock, stop: &AtomicBool) -> SearchResult {
        self.timed_genmove(game, colour, clock, stop, None, Phase::Cleanup)
    }

    /// [`Searcher::genmove`] that also calls `report` with a snapshot every `interval`
    /// while it searches: for `genmove_analyze` and friends.
    pub fn genmove_analyze(
        &mut self,
        game: &Game,
        colour: Color,
        clock: &Clock,
        stop: &AtomicBool,
        interval: Duration,
        report: &mut dyn FnMut(&SearchResult),
    ) -> SearchResult {
        self.timed_genmove(game, colour, clock, stop, Some((interval, report)), Phase::Play)
    }

    /// The body of the genmoves: the search within [`Limits::for_move`], at the dynamic
    /// komi in play (the game's in the cleanup phase, which is about the count), then the
    /// decision's rules for `phase`, whose reason the decider logs and keeps with the time
    /// the search and the rules took; the search's ownership estimate is kept for the
    /// judgement, and its win rate moves the dynamic komi.
    fn timed_genmove(
        &mut self,
        game: &Game,
        colour: Color,
        clock: &Clock,
        stop: &AtomicBool,
        report: Option<Reporter>,
        phase: Phase,
    ) -> SearchResult {
        let started = Instant::now();
        let limits = Limits::for_move(&self.config, clock, game, colour);
        let kind = self.config.dynamic_komi;
        let komi = match phase {
            Phase::Play => self.komi.komi(&self.config.params, kind, game, colour),
            Phase::Cleanup => None,
        };
        let mut result = self.search(game, colour, stop, limits, komi, report);
        let mut decider = std::mem::take(&mut self.decider);
        let params = self.config.params.clone();
        let move_playouts = result.playouts;
        let mut search_after_pass = || {
            let time_left = limits.budget.map(|b| b.max - started.elapsed().as_secs_f64());
            let check = Limits::for_pass_check(&params, move_playouts, time_left);
            let mut after_pass = game.clone();
            after_pass.play(colour, None).expect("a pass is always legal");
            self.search(&after_pass, colour.opponent(), stop, check, komi, None)
        };
        let deciding = Instant::now();
        let reason = decider.decide(
            game,
            colour,
            &mut result,
            phase,
            limits.book,
            &params,
            &mut search_after_pass,
        );
        decider.record(game, &result, reason, result.seconds + deciding.elapsed().as_secs_f64());
        self.decider = decider;
        self.decider.remember(&params, game, &result, false);
        self.last = LastSearch::new(game, &self.config, &result, stop).or(self.last.take());
        if phase == Phase::Play {
            self.komi.record(&params, kind, game, colour, &result);
        }
        result
    }

    /// Searches `colour`'s move until `stop` is set, calling `report` with a snapshot
    /// every `interval` (intervals missed while the machine was busy are skipped, no
    /// report comes before the first playouts' ownership is counted, and none once `stop`
    /// is set); returns the final statistics. The tree is kept for reuse.
    pub fn analyze(
        &mut self,
        game: &Game,
        colour: Color,
        stop: &AtomicBool,
        interval: Duration,
        report: &mut dyn FnMut(&SearchResult),
    ) -> SearchResult {
        self.search(game, colour, stop, Limits::default(), None, Some((interval, report)))
    }

    /// Searches `colour`'s move for exactly `playouts` playouts (fewer if `stop` is set),
    /// without the clock, the decision's rules or the resign counter.
    pub fn evaluate(&mut self, game: &Game, colour: Color, playouts: usize, stop: &AtomicBool) -> SearchResult {
        self.search(game, colour, stop, Limits::playouts(playouts), None, None)
    }

    /// The search of the position for the player to move that GoGui's analyze commands
    /// show: the last survey or `genmove` search of this very position with these
    /// settings, if one ran to its end ([`last_search`](self#rooms)), so that every command
    /// shows the same search; else a new one within [`Limits::for_survey`], whose ownership
    /// estimate is kept for the judgement.
    pub fn survey(&mut self, game: &Game, stop: &AtomicBool) -> SearchResult {
        if let Some(result) = self.last.as_ref().and_then(|last| last.result_for(game, &self.config)) {
            return result.clone();
        }
        let limits = Limits::for_survey(&self.config);
        let result = self.search(game, game.board().to_move(), stop, limits, None, None);
        self.decider.remember(&self.config.params, game, &result, false);
        self.last = LastSearch::new(game, &self.config, &result, stop).or(self.last.take());
        result
    }

    /// The estimate of `game`'s current position: that of the last search if it searched
    /// the same stones (a `genmove`, a survey or a judgement), else [`Searcher::judged`]'s.
    pub fn estimate(&mut self, game: &Game, stop: &AtomicBool) -> Estimate {
        match self.decider.estimate_for(game, false) {
            Some(estimate) => estimate.clone(),
            None => self.judged(game, stop),
        }
    }

    /// The estimate of `game`'s current position by a search for the judgement: the kept
    /// one if one was made for the same stones, else that of a new search of
    /// `scoring_playouts` playouts (fewer if `stop` is set)
    /// with no learned guidance ([`Limits::for_judgement`]), which is then kept.
    pub fn judged(&mut self, game: &Game, stop: &AtomicBool) -> Estimate {
        if let Some(estimate) = self.decider.estimate_for(game, true) {
            return estimate.clone();
        }
        let limits = Limits::for_judgement(self.config.params.scoring_playouts);
        let result = self.search(game, game.board().to_move(), stop, limits, None, None);
        self.decider.remember(&self.config.params, game, &result, true);
        Estimate::of(&self.config.params, game, &result)
    }

    /// The ownership map of [`Searcher::estimate`].
    pub fn ownership(&mut self, game: &Game, stop: &AtomicBool) -> Ownership {
        self.estimate(game, stop).ownership
    }

    /// The judgement of `game`'s current position as a finished game: the status of
    /// every stone and the regions and score that follow ([`decision::judge`]), from
    /// [`Searcher::judged`]'s estimate. What `final_score`, `final_status_list` and the
    /// end of `sente play` answer.
    pub fn judge(&mut self, game: &Game, stop: &AtomicBool) -> Judgement {
        self.verdict(game, stop).judgement
    }

    /// [`Searcher::judge`]'s judgement with the step that gave each stone its status
    /// ([`decision::verdict`]).
    pub fn verdict(&mut self, game: &Game, stop: &AtomicBool) -> Verdict {
        let estimate = self.judged(game, stop);
        decision::verdict(&self.config.params, game, &estimate.ownership)
    }

    /// Why the last `genmove` chose its move, with the numbers behind it, if it was decided
    /// in `game`'s current position or in the one before, the move it chose played since
    /// ([`Decider::why`]).
    pub fn why(&self, game: &Game) -> Option<&Why> {
        self.decider.why(game)
    }

    /// The score of `game`'s current position, with the spread of the playouts behind it
    /// ([`decision::estimate_score`]): what `estimate_score` answers.
    /// Once no area is open, the estimate is [`Searcher::judged`]'s, so that the score is
    /// the one `final_score` gives.
    pub fn estimate_score(&mut self, game: &Game, stop: &AtomicBool) -> ScoreEstimate {
        let mut estimate = self.estimate(game, stop);
        if !estimate.open {
            estimate = self.judged(game, stop);
        }
        decision::estimate_score(&self.config.params, game, &estimate)
    }

    /// Searches `colour`'s move (the opponent's, on its time) until `stop` is set, and
    /// keeps the tree for the next search: at the dynamic komi of sente's next `genmove`,
    /// which takes the tree up.
    pub fn ponder(&mut self, game: &Game, colour: Color, stop: &AtomicBool) -> SearchResult {
        let komi = self
            .komi
            .komi(&self.config.params, self.config.dynamic_komi, game, colour.opponent());
        self.search(game, colour, stop, Limits::default(), komi, None)
    }

    /// One search from `game` with `colour` to move, its playouts valued at
    /// `virtual_komi` if given, else at the game's komi. A kept tree is taken up if the
    /// game went on along it and its komi is within a [`dynkomi::step`] of this one.
    fn search(
        &mut self,
        game: &Game,
        colour: Color,
        stop: &AtomicBool,
        limits: Limits,
        virtual_komi: Option<f32>,
        mut report: Option<Reporter>,
    ) -> SearchResult {
        let started = Instant::now();
        let komi = virtual_komi.unwrap_or_else(|| game.komi_with_compensation());
        let fresh = || Tree::new(self.config.max_tree_mb << 20);
        let (learned, kept) = match limits.judgement {
            true => (0.0, None),
            false => (self.config.params.prior_weight(game.size()), self.kept.take()),
        };
        let tree = match kept {
            Some(kept) => kept
                .reuse(game, colour, komi, dynkomi::step(&self.config.params, game.size()))
                .unwrap_or_else(fresh),
            None => fresh(),
        };
        let mut root = Board::new(game.size());
        root.copy_position_from(game.board());
        root.set_to_move(colour);
        if root.consecutive_passes() >= 2 {
            root.restart_passes();
        }
        let book_root = !tree.root().is_expanded() && limits.book.is_some();
        if !tree.root().is_expanded() {
            let mut children = Vec::new();
            let mut scratch = priors::Scratch::new(game.size());
            priors::children(
                &self.config.params,
                &root,
                colour,
                |p| game.is_legal(colour, Some(p)) && limits.book.is_none_or(|book| book == p),
                learned,
                &mut scratch,
                &mut children,
            );
            tree.expand(ROOT, &children);
        }
        let threads = self.pool.current_num_threads();
        let reused_visits = tree.root().stats().visits;
        let shared = Shared {
            tree: &tree,
            root: &root,
            valuation: value::Valuation::new(
                &root,
                game.rules().scoring,
                komi,
                self.config.params.score_weight,
                self.config.params.score_scale,
            ),
            stop,
            halt: AtomicBool::new(false),
            limit: limits.new_playouts(reused_visits as usize),
            started: Padded(AtomicUsize::new(0)),
            reused_visits,
            running: AtomicUsize::new(threads),
            workers: if limits.judgement { 1 } else { threads },
            ownership: (0..MAX_POINTS).map(|_| AtomicI32::new(0)).collect(),
            owned: AtomicUsize::new(0),
            margin_squares: AtomicU64::new(0),
            child_margins: tree.children(tree.root()).iter().map(|_| Margins::default()).collect(),
            seed: match limits.judgement || limits.pass_check {
                true => game.board().hash(),
                false => self.config.seed.wrapping_add(0x1_0000_0001 * self.searches),
            },
            learned,
            params: &self.config.params,
        };
        self.pool.in_place_scope(|scope| {
            scope.spawn_broadcast(|_, context| worker::run(&shared, context.index()));
            let mut next_report = report.as_ref().map(|(interval, _)| *interval);
            while shared.running.load(Acquire) > 0 {
                std::thread::sleep(POLL);
                let elapsed = started.elapsed();
                if let Some(budget) = limits.budget {
                    if time_is_up(
                        &self.config.params,
                        &tree,
                        budget,
                        elapsed.as_secs_f64(),
                        shared.playouts(),
                    ) {
                        shared.halt.store(true, Relaxed);
                    }
                }
                if let (Some((interval, report)), Some(due)) = (report.as_mut(), next_report.as_mut()) {
                    // No report before the workers have shared a playout's ownership
                    // and margins: on a loaded machine the first interval can pass
                    // before that, and a report then would show an empty ownership map.
                    if elapsed >= *due && !stop.load(Relaxed) && shared.owned.load(Relaxed) > 0 {
                        report(&snapshot(&shared, game, colour, virtual_komi, started));
                        *due += *interval;
                        if *due <= elapsed {
                            *due = elapsed + *interval;
                        }
                    }
                }
            }
        });
        let result = snapshot(&shared, game, colour, virtual_komi, started);
        drop(shared);
        if !limits.pass_check {
            self.searches += 1;
        }
        if !limits.judgement {
            self.kept = Some(KeptTree::new(tree, game, colour, komi, book_root));
        }
        result
    }
}

/// The workers' pool: `threads` (at least one) named threads.
fn build_pool(threads: usize) -> Result<rayon::ThreadPool, rayon::ThreadPoolBuildError> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads.max(1))
        .thread_name(|i| format!("sente-search-{i}"))
        .build()
}

/// The statistics of the search in progress or done, its win rates at `virtual_komi` if
/// given; the score lead is at the game's komi, counted as the game's rules count (the
/// playouts' area margins, under territory scoring less the stones Black has placed
/// more than White: [`score::margin_from_area`]).
fn snapshot(shared: &Shared, game: &Game, colour: Color, virtual_komi: Option<f32>, started: Instant) -> SearchResult {
    let tree = shared.tree;
    let owned = shared.owned.load(Relaxed).max(1) as f32;
    let ownership = Ownership::from_fn(game.size(), |p| {
        shared.ownership[p.index()].load(Relaxed) as f32 / owned
    });
    let mean_margin = ownership.black_margin();
    let mean_square = shared.margin_squares.load(Relaxed) as f32 / owned;
    let scoring = game.rules().scoring;
    let lead = |mean_margin: f32| {
        colour.from_black(score::margin_from_area(scoring, game.board(), mean_margin) - score::komi(game))
    };
    let score_lead = lead(mean_margin);
    let mut children: Vec<ChildStats> = tree
        .children(tree.root())
        .iter()
        .zip(&shared.child_margins)
        .filter(|(child, _)| point_of(child).is_none_or(|p| game.is_legal(colour, Some(p))))
        .map(|(child, margins)| child_stats(tree, child, margins.mean().map_or(score_lead, lead)))
        .collect();
    children.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.win_rate.total_cmp(&a.win_rate)));
    let best = children.first();
    SearchResult {
        decision: match best.and_then(|c| c.point) {
            Some(p) => Decision::Play(p),
            None => Decision::Pass,
        },
        colour,
        win_rate: best.map_or(0.5, |c| c.win_rate),
        visits: tree.root().stats().visits,
        playouts: shared.playouts(),
        seconds: started.elapsed().as_secs_f64(),
        pv: best.map_or_else(|| vec![None], |c| c.pv.clone()),
        ownership,
        virtual_komi,
        score_lead,
        score_spread: (mean_square - mean_margin * mean_margin).max(0.0).sqrt(),
        tree_nodes: tree.node_count(),
        children,
    }
}

/// The move of a node as a point, `None` for a pass.
fn point_of(node: &Node) -> Option<Point> {
    match node.mv() {
        PASS => None,
        mv => Some(Point::from_index(mv as usize)),
    }
}

/// The statistics and principal variation of root child `child`, whose score lead is
/// `score_lead`.
fn child_stats(tree: &Tree, child: &Node, score_lead: f32) -> ChildStats {
    let stats = child.stats();
    let prior_rate = child.prior().win_rate() as f64;
    let win_rate = stats.win_rate().map_or(prior_rate, f64::from);
    let lcb = if stats.visits > 0 {
        (win_rate - 1.96 * (win_rate * (1.0 - win_rate) / stats.visits as f64).sqrt()).max(0.0)
    } else {
        0.0
    };
    let mut pv = vec![point_of(child)];
    let mut node = child;
    while pv.len() < MAX_PV {
        match tree.children(node).iter().max_by_key(|c| c.stats().visits) {
            Some(next) if next.stats().visits > 0 => {
                pv.push(point_of(next));
                node = next;
            }
            _ => break,
        }
    }
    ChildStats {
        point: point_of(child),
        visits: stats.visits,
        win_rate,
        prior: child.probability().share() as f64,
        score_lead,
        lcb,
        pv,
    }
}

//! The engine: a Monte-Carlo tree search with priors and RAVE, run by workers on a rayon
//! thread pool over one shared tree.
//!
//! # Use (for the GTP front end)
//! Make one [`Searcher`] per engine with a [`SearchConfig`], and keep it for the whole
//! session: it owns the thread pool, the tree of the last search (kept for the next one
//! when the game went on along it) and the resign counter. Then:
//! - `genmove`: [`Searcher::genmove`] returns a [`SearchResult`] whose `decision` is the
//!   move to play ([`Decision`]); it does not play it. Time comes from a [`Clock`] that the
//!   front end keeps from `time_settings`, `kgs-time_settings` and `time_left`.
//!   [`Searcher::genmove_cleanup`] is the same for `kgs-genmove_cleanup`.
//! - analysis (`lz-analyze` and friends): [`Searcher::analyze`] searches until the stop
//!   flag is set and calls back every interval with a snapshot of the statistics;
//!   [`Searcher::genmove_analyze`] does the same during a `genmove`.
//! - pondering: [`Searcher::ponder`] searches the opponent's move until the stop flag is
//!   set; run it on a scoped thread while reading the next command, set the flag when it
//!   arrives, and the next `genmove` reuses what pondering found.
//! - scoring: [`Searcher::evaluate`] gives the ownership estimate of a fixed number of
//!   playouts, with no side effect on the resign counter.
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
//! Each playout descends from the root by `Node::urgency` (`node.rs`: Michi's blend of
//! win rate, prior and AMAF), with a virtual loss on each node it passes so that threads
//! spread out; expands a leaf that has two visits already (`worker::EXPAND_VISITS`), with
//! the priors of `priors.rs`; plays the game out with the [`policy`]; scores it by area
//! ([`crate::search::playout::light::area_score`]); values it (`value.rs`: the win, and with a score
//! weight a share for the margin); and records the value and the AMAF statistics on the
//! way back. The tree lives in an arena bounded by `max_tree_mb` (`tree.rs`). The move
//! played is the most visited child of the root, or the opening book's (`book.rs`).

mod decision;
pub mod knowledge;
pub mod playout;
pub mod tactics;
pub mod time;
mod tree;

#[cfg(test)]
mod tests;

pub use time::{Budget, Clock, TimeControl, TimeLeft};
pub use tree::value::parse_score_weight;

use crate::board::{Board, Color, Point, MAX_POINTS};
use crate::game::{Game, Move};
use crate::rules::Rules;
use knowledge::{book, priors};
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicUsize, Ordering::*};
use std::time::{Duration, Instant};
use tree::arena::{Padded, Tree, ROOT};
use tree::node::{Node, PASS};
use tree::{value, worker};
use worker::Shared;

/// Playouts per move when neither a playout limit, nor a time per move, nor a clock
/// limits the search.
pub const DEFAULT_PLAYOUTS: usize = 10_000;
/// Consecutive moves with the best win rate below the resign threshold before resigning.
pub const RESIGN_MOVES: u32 = 3;
/// Root visits a search needs before its win rate counts toward resigning.
pub const RESIGN_MIN_VISITS: u32 = 100;
/// How often the controlling thread looks at the clock and the tree.
const POLL: Duration = Duration::from_millis(2);
/// The longest principal variation reported.
const MAX_PV: usize = 30;

/// Settings of the search.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchConfig {
    /// Worker threads.
    pub threads: usize,
    /// Playouts per move, if limited.
    pub playouts: Option<usize>,
    /// Seconds per move, if limited (on top of the clock).
    pub seconds_per_move: Option<f64>,
    /// The most memory the tree may use, in MiB; when full, the search goes on without
    /// growing the tree.
    pub max_tree_mb: usize,
    /// Seed of the workers' random generators: one thread with a playout limit and a seed
    /// gives the same search every time.
    pub seed: u64,
    /// Resign when the best win rate stays below this for [`RESIGN_MOVES`] moves; 0 never
    /// resigns.
    pub resign_threshold: f64,
    /// The share of each playout's value that comes from its score margin, from 0 (win
    /// or loss alone) to below 1; see `value.rs`.
    pub score_weight: f32,
}

impl Default for SearchConfig {
    /// All cores, no playout or time limit of its own, a 1 GiB tree, seed 0, resign
    /// below 10%, wins alone.
    fn default() -> SearchConfig {
        SearchConfig {
            threads: std::thread::available_parallelism().map_or(1, usize::from),
            playouts: None,
            seconds_per_move: None,
            max_tree_mb: 1024,
            seed: 0,
            resign_threshold: 0.1,
            score_weight: 0.0,
        }
    }
}

/// What to do on the move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Play a stone here.
    Play(Point),
    /// Pass.
    Pass,
    /// Resign.
    Resign,
}

/// The statistics of one move from the root, for analysis output.
#[derive(Debug, Clone, PartialEq)]
pub struct ChildStats {
    /// The move; `None` is a pass.
    pub point: Option<Point>,
    /// Playouts through the move.
    pub visits: u32,
    /// Its win rate for the player to move (the prior's while unvisited).
    pub win_rate: f64,
    /// The prior's win rate: what the engine thought of it before searching.
    pub prior: f64,
    /// A lower confidence bound of the win rate (95%, normal approximation), 0 unvisited.
    pub lcb: f64,
    /// The principal variation, starting with this move.
    pub pv: Vec<Option<Point>>,
}

/// The outcome of a search, or a snapshot of one in progress.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchResult {
    /// The move chosen: by [`Searcher::genmove`] with the pass and resign rules, otherwise
    /// the most visited move.
    pub decision: Decision,
    /// The player the search was for.
    pub colour: Color,
    /// The win rate of the chosen move for `colour` (of the best move when resigning).
    pub win_rate: f64,
    /// Visits of the root, reused ones included.
    pub visits: u32,
    /// Playouts of this search.
    pub playouts: usize,
    /// Seconds this search took.
    pub seconds: f64,
    /// The principal variation, from the chosen move (empty when resigning).
    pub pv: Vec<Option<Point>>,
    /// Every legal move from the root, most visited first (a kept tree may hold moves
    /// that superko now forbids; they are left out).
    pub children: Vec<ChildStats>,
    /// Per point, in row order from A1 (`row * size + col`), the average area owner at
    /// the end of this search's playouts: +1 Black, -1 White.
    pub ownership: Vec<f32>,
    /// The average final area margin of this search's playouts for `colour`, komi and
    /// handicap compensation included (the sum of `ownership`, less komi, for Black).
    pub score_lead: f32,
    /// Nodes in the tree.
    pub tree_nodes: usize,
}

impl SearchResult {
    /// Playouts per second of this search.
    pub fn playouts_per_second(&self) -> f64 {
        self.playouts as f64 / self.seconds.max(1e-9)
    }
}

/// Why a searcher could not be made.
#[derive(Debug, thiserror::Error)]
pub enum SearchError {
    /// The operating system refused the worker threads.
    #[error("cannot start the search threads: {0}")]
    ThreadPool(#[from] rayon::ThreadPoolBuildError),
}

/// The tree of the last search and the position it was for.
struct KeptTree {
    tree: Tree,
    moves: Vec<Move>,
    handicap: Vec<Point>,
    handicap_count: usize,
    setup: Vec<(Color, Point)>,
    rules: Rules,
    size: usize,
    komi: f32,
    colour: Color,
    /// Whether the root's moves were cut to the book's: such a root is not searched
    /// again as a root (an analysis of it would see one move), only its subtrees.
    book_root: bool,
}

/// An analysis callback and how often to call it.
type Reporter<'a> = (Duration, &'a mut dyn FnMut(&SearchResult));

/// Limits of one search; none means until stopped.
#[derive(Debug, Clone, Copy, Default)]
struct Limits {
    playouts: Option<usize>,
    budget: Option<Budget>,
    /// The opening book's move: a fresh root gets it (and the pass) as its only moves, so
    /// that every playout goes to the move that will be played.
    book: Option<Point>,
}

/// The search engine; see the module documentation.
pub struct Searcher {
    config: SearchConfig,
    pool: rayon::ThreadPool,
    kept: Option<KeptTree>,
    low_win_rate_moves: u32,
    moves_at_last_genmove: usize,
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
            low_win_rate_moves: 0,
            moves_at_last_genmove: 0,
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

    /// Forgets the kept tree and the resign counter: for a new game.
    pub fn clear(&mut self) {
        self.kept = None;
        self.low_win_rate_moves = 0;
        self.moves_at_last_genmove = 0;
    }

    /// Chooses `colour`'s move in `game` (without playing it) within the configured
    /// limits and the clock's budget, and applies the pass and resign rules:
    /// - pass only if passing does not lose: by area as the board stands, by area with
    ///   the stones the ownership estimate calls dead taken off, and by the final score
    ///   judged from that estimate (races read with the opponent moving first), with no
    ///   own string in atari that the estimate saves; and either the
    ///   opponent has just passed or nothing is left to gain: every stone surely alive and
    ///   every empty point surely owned or a seki liberty by the ownership estimate, or the
    ///   search itself rating the pass above every stone; or if no stone move is legal;
    ///   and under area scoring, a dame left to fill is played instead of the pass (see
    ///   `decision::dame_to_fill`);
    /// - resign when the best win rate has stayed below `resign_threshold` for
    ///   [`RESIGN_MOVES`] consecutive moves;
    /// - in a position of the opening book (`book.rs`), play the book's move: a fresh
    ///   search there searches it alone.
    ///
    /// With no limit at all it plays [`DEFAULT_PLAYOUTS`] playouts.
    pub fn genmove(&mut self, game: &Game, colour: Color, clock: &Clock, stop: &AtomicBool) -> SearchResult {
        self.timed_genmove(game, colour, clock, stop, None, false)
    }

    /// [`Searcher::genmove`] for KGS's cleanup phase (`kgs-genmove_cleanup`): never
    /// resigns, and passes only once passing is safe and the position is settled, every
    /// stone the ownership estimate calls dead taken off the board, even if the opponent
    /// has passed.
    pub fn genmove_cleanup(&mut self, game: &Game, colour: Color, clock: &Clock, stop: &AtomicBool) -> SearchResult {
        self.timed_genmove(game, colour, clock, stop, None, true)
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
        self.timed_genmove(game, colour, clock, stop, Some((interval, report)), false)
    }

    /// The body of the genmoves: limits from the configuration and the clock, then the
    /// search, then the pass and resign rules (those of the cleanup phase if `cleanup`).
    fn timed_genmove(
        &mut self,
        game: &Game,
        colour: Color,
        clock: &Clock,
        stop: &AtomicBool,
        report: Option<Reporter>,
        cleanup: bool,
    ) -> SearchResult {
        if game.moves().len() < self.moves_at_last_genmove {
            self.low_win_rate_moves = 0;
        }
        self.moves_at_last_genmove = game.moves().len();
        let per_move = self.config.seconds_per_move.map(|s| Budget { target: s, max: s });
        let budget = match (clock.budget(colour, game.board().empty_points().len()), per_move) {
            (Some(a), Some(b)) => Some(Budget {
                target: a.target.min(b.target),
                max: a.max.min(b.max),
            }),
            (a, b) => a.or(b),
        };
        let playouts = match (self.config.playouts, budget) {
            (None, None) => Some(DEFAULT_PLAYOUTS),
            (playouts, _) => playouts,
        };
        let book = book::book_move(game, colour);
        let mut result = self.search(game, colour, stop, Limits { playouts, budget, book }, report);
        self.decide(game, colour, &mut result, cleanup, book);
        result
    }

    /// Searches `colour`'s move until `stop` is set, calling `report` with a snapshot
    /// every `interval` (intervals missed while the machine was busy are skipped, and no
    /// report comes once `stop` is set); returns the final statistics. The tree is kept
    /// for reuse.
    pub fn analyze(
        &mut self,
        game: &Game,
        colour: Color,
        stop: &AtomicBool,
        interval: Duration,
        report: &mut dyn FnMut(&SearchResult),
    ) -> SearchResult {
        self.search(game, colour, stop, Limits::default(), Some((interval, report)))
    }

    /// Searches `colour`'s move for exactly `playouts` playouts (fewer if `stop` is set),
    /// without the clock, the pass and resign rules or the resign counter: for the
    /// ownership estimate that scoring (`final_score`, `final_status_list`) needs.
    pub fn evaluate(&mut self, game: &Game, colour: Color, playouts: usize, stop: &AtomicBool) -> SearchResult {
        let limits = Limits {
            playouts: Some(playouts),
            ..Limits::default()
        };
        self.search(game, colour, stop, limits, None)
    }

    /// Searches `colour`'s move (the opponent's, on its time) until `stop` is set, and
    /// keeps the tree for the next search.
    pub fn ponder(&mut self, game: &Game, colour: Color, stop: &AtomicBool) -> SearchResult {
        self.search(game, colour, stop, Limits::default(), None)
    }

    /// The kept tree re-rooted at the current position if the game went on from the
    /// kept position along moves of the tree (same start: size, rules, komi, handicap and
    /// setup stones), otherwise a fresh tree.
    fn take_tree(&mut self, game: &Game, colour: Color) -> Tree {
        let fresh = || Tree::new(self.config.max_tree_mb << 20);
        let Some(kept) = self.kept.take() else {
            return fresh();
        };
        if kept.size != game.size()
            || kept.komi != game.komi()
            || kept.rules != game.rules()
            || kept.handicap != game.handicap()
            || kept.handicap_count != game.handicap_count()
            || kept.setup != game.setup_stones()
            || !game.moves().starts_with(&kept.moves)
        {
            return fresh();
        }
        let mut at = ROOT;
        let mut to_move = kept.colour;
        for m in &game.moves()[kept.moves.len()..] {
            let mv = m.point.map_or(PASS, |p| p.index() as u16);
            match kept.tree.child_with_move(kept.tree.node(at), mv) {
                Some(child) if m.colour == to_move => at = child,
                _ => return fresh(),
            }
            to_move = to_move.opponent();
        }
        match (to_move == colour, at == ROOT) {
            (false, _) => fresh(),
            (true, true) if kept.book_root => fresh(),
            (true, true) => kept.tree,
            (true, false) => kept.tree.subtree(at),
        }
    }

    /// One search from `game` with `colour` to move.
    fn search(
        &mut self,
        game: &Game,
        colour: Color,
        stop: &AtomicBool,
        limits: Limits,
        mut report: Option<Reporter>,
    ) -> SearchResult {
        let started = Instant::now();
        let tree = self.take_tree(game, colour);
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
                &root,
                colour,
                |p| game.is_legal(colour, Some(p)) && limits.book.is_none_or(|book| book == p),
                &mut scratch,
                &mut children,
            );
            tree.expand(ROOT, &children);
        }
        let threads = self.pool.current_num_threads();
        let shared = Shared {
            tree: &tree,
            root: &root,
            valuation: value::Valuation::new(game.size(), game.komi_with_compensation(), self.config.score_weight),
            stop,
            halt: AtomicBool::new(false),
            limit: limits.playouts,
            started: Padded(AtomicUsize::new(0)),
            reused_visits: tree.root().stats().visits,
            running: AtomicUsize::new(threads),
            ownership: (0..MAX_POINTS).map(|_| AtomicI32::new(0)).collect(),
            owned: AtomicUsize::new(0),
            seed: self.config.seed.wrapping_add(0x1_0000_0001 * self.searches),
        };
        self.pool.in_place_scope(|scope| {
            scope.spawn_broadcast(|_, context| worker::run(&shared, context.index()));
            let mut next_report = report.as_ref().map(|(interval, _)| *interval);
            while shared.running.load(Acquire) > 0 {
                std::thread::sleep(POLL);
                let elapsed = started.elapsed();
                if let Some(budget) = limits.budget {
                    if time_is_up(&tree, budget, elapsed.as_secs_f64(), shared.playouts()) {
                        shared.halt.store(true, Relaxed);
                    }
                }
                if let (Some((interval, report)), Some(due)) = (report.as_mut(), next_report.as_mut()) {
                    if elapsed >= *due && !stop.load(Relaxed) {
                        report(&snapshot(&shared, game, colour, started));
                        *due += *interval;
                        if *due <= elapsed {
                            *due = elapsed + *interval;
                        }
                    }
                }
            }
        });
        let result = snapshot(&shared, game, colour, started);
        drop(shared);
        self.searches += 1;
        self.kept = Some(KeptTree {
            tree,
            moves: game.moves().to_vec(),
            handicap: game.handicap().to_vec(),
            handicap_count: game.handicap_count(),
            setup: game.setup_stones().to_vec(),
            rules: game.rules(),
            size: game.size(),
            komi: game.komi(),
            colour,
            book_root,
        });
        result
    }

    /// Applies the resign and pass rules to a finished `genmove` search; see
    /// [`Searcher::genmove`] and, for `cleanup`, [`Searcher::genmove_cleanup`]; `book` is
    /// the opening book's move, played whatever the search found.
    fn decide(&mut self, game: &Game, colour: Color, result: &mut SearchResult, cleanup: bool, book: Option<Point>) {
        let book = book.and_then(|p| result.children.iter().position(|c| c.point == Some(p)));
        if let Some(i) = book {
            choose(result, Some(i));
            return;
        }
        let threshold = self.config.resign_threshold;
        if !cleanup && threshold > 0.0 && result.visits >= RESIGN_MIN_VISITS {
            if result.win_rate < threshold {
                self.low_win_rate_moves += 1;
            } else {
                self.low_win_rate_moves = 0;
            }
            if self.low_win_rate_moves >= RESIGN_MOVES {
                result.decision = Decision::Resign;
                result.pv.clear();
                return;
            }
        }
        let opponent_passed = game
            .moves()
            .last()
            .is_some_and(|m| m.point.is_none() && m.colour != colour);
        let tree_passes = result.children.first().is_some_and(|c| c.point.is_none());
        let settled = decision::is_settled(game.board(), colour, &result.ownership);
        let considered = settled || (!cleanup && (opponent_passed || tree_passes));
        if considered && decision::passing_is_safe(game, colour, &result.ownership) {
            let dame = decision::dame_to_fill(game, colour, &result.children, &result.ownership);
            choose(result, dame);
            return;
        }
        let stone = result.children.iter().position(|c| c.point.is_some());
        choose(result, stone);
    }
}

/// Sets the decision to child `i` (a stone), or to a pass.
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

/// The workers' pool: `threads` (at least one) named threads.
fn build_pool(threads: usize) -> Result<rayon::ThreadPool, rayon::ThreadPoolBuildError> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads.max(1))
        .thread_name(|i| format!("sente-search-{i}"))
        .build()
}

/// Whether a timed search should stop after `elapsed` seconds and `playouts` playouts:
/// at the budget's max; at its target unless the most visited move is not the best by
/// win rate among well-visited moves; or before, when the runner-up could not catch the
/// most visited move even if it got every playout left before the target.
fn time_is_up(tree: &Tree, budget: Budget, elapsed: f64, playouts: usize) -> bool {
    if elapsed >= budget.max {
        return true;
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
    if elapsed >= budget.target {
        let unclear = visits[1..].iter().any(|&(v, w)| 2 * v >= best.0 && w > best.1);
        return !unclear;
    }
    if playouts < 100 {
        return false;
    }
    let left = playouts as f64 / elapsed * (budget.target - elapsed);
    (best.0 - second) as f64 > left
}

/// The statistics of the search in progress or done.
fn snapshot(shared: &Shared, game: &Game, colour: Color, started: Instant) -> SearchResult {
    let tree = shared.tree;
    let mut children: Vec<ChildStats> = tree
        .children(tree.root())
        .iter()
        .filter(|child| point_of(child).is_none_or(|p| game.is_legal(colour, Some(p))))
        .map(|child| child_stats(tree, child))
        .collect();
    children.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.win_rate.total_cmp(&a.win_rate)));
    let best = children.first();
    let owned = shared.owned.load(Relaxed).max(1) as f32;
    let ownership: Vec<f32> = game
        .board()
        .points()
        .map(|p| shared.ownership[p.index()].load(Relaxed) as f32 / owned)
        .collect();
    let black_lead = ownership.iter().sum::<f32>() - shared.valuation.komi();
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
        score_lead: match colour {
            Color::Black => black_lead,
            Color::White => -black_lead,
        },
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

/// The statistics and principal variation of root child `child`.
fn child_stats(tree: &Tree, child: &Node) -> ChildStats {
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
        prior: prior_rate,
        lcb,
        pv,
    }
}

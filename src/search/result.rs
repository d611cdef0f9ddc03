//! What a search reports: the move chosen, the statistics of every move from the root,
//! the principal variation and the ownership estimate. A leaf: the search, its decision
//! and the front ends all read these types.

use crate::board::{Color, Point};
use crate::score::{Ownership, Score};

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
    /// Its learned probability: the share of its strength among the root's moves (they
    /// sum to 1), what the engine expected of it before searching.
    pub prior: f64,
    /// The average final area margin, for the player to move with komi and handicap
    /// compensation included, of this search's playouts through the move; the search's
    /// [`SearchResult::score_lead`] while there are none.
    pub score_lead: f32,
    /// A lower confidence bound of the win rate (95%, normal approximation), 0 unvisited.
    pub lcb: f64,
    /// The principal variation, starting with this move.
    pub pv: Vec<Option<Point>>,
}

/// The outcome of a search, or a snapshot of one in progress.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchResult {
    /// The move chosen: by [`Searcher::genmove`](super::Searcher::genmove) with the rules
    /// of the [`decision`](super::decision), otherwise the most visited move.
    pub decision: Decision,
    /// The player the search was for.
    pub colour: Color,
    /// The win rate of the chosen move for `colour` (of the best move when resigning; for
    /// a pass the decision rules chose, the count's result while the tree has not searched
    /// it, and always when the pass ends the game).
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
    /// Per point, the average area owner at the end of this search's playouts: +1 Black,
    /// -1 White.
    pub ownership: Ownership,
    /// The komi (White's) that the win rates are at, when it is not the game's: a
    /// `genmove` search under dynamic komi ([`dynkomi`](super::dynkomi)). `None`: the
    /// game's komi, handicap compensation included.
    pub virtual_komi: Option<f32>,
    /// The average final area margin of this search's playouts for `colour`, komi and
    /// handicap compensation included ([`Ownership::black_margin`] less komi, for Black).
    pub score_lead: f32,
    /// The standard deviation of the final area margins of this search's playouts: how
    /// far the score may still move.
    pub score_spread: f32,
    /// Nodes in the tree.
    pub tree_nodes: usize,
}

impl SearchResult {
    /// Playouts per second of this search.
    pub fn playouts_per_second(&self) -> f64 {
        self.playouts as f64 / self.seconds.max(1e-9)
    }
}

/// The score of the position as it stands, with how far it may still move: what
/// `estimate_score` answers.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ScoreEstimate {
    /// The score that `final_score` gives now.
    pub score: Score,
    /// The standard deviation of the final margins of the playouts behind it.
    pub spread: f32,
}

//! The settings of the search, as the command line and `sente-param` set them, and why a
//! searcher could not be made.

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
    /// Resign when the best win rate stays below this for
    /// [`RESIGN_MOVES`](super::decision::RESIGN_MOVES) moves; 0 never
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

/// Why a searcher could not be made.
#[derive(Debug, thiserror::Error)]
pub enum SearchError {
    /// The operating system refused the worker threads.
    #[error("cannot start the search threads: {0}")]
    ThreadPool(#[from] rayon::ThreadPoolBuildError),
}

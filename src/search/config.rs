//! The settings of the search, as the command line and `sente-param` set them, and why a
//! searcher could not be made.

use super::dynkomi::DynamicKomi;
use super::params::Params;

/// The weakest strength level (`level 1`).
pub const MIN_LEVEL: u8 = 1;
/// The strongest level, GNU Go's default (`level 10`): full strength as configured.
pub const MAX_LEVEL: u8 = 10;

/// Reads a strength level: a whole number from [`MIN_LEVEL`] to [`MAX_LEVEL`].
pub fn parse_level(word: &str) -> Option<u8> {
    if !word.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    word.parse::<u8>()
        .ok()
        .filter(|level| (MIN_LEVEL..=MAX_LEVEL).contains(level))
}

/// Settings of the search.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchConfig {
    /// Worker threads.
    pub threads: usize,
    /// Playouts per move, if limited: new playouts, whatever the tree kept from the
    /// previous move holds (Leela Zero's `--playouts`).
    pub playouts: Option<usize>,
    /// Visits at the root per move, if limited: the kept tree's count too, so that a move
    /// the previous search read deeply gets fewer new playouts (Leela Zero's `--visits`,
    /// Pachi's `-t =N`).
    pub visits: Option<usize>,
    /// Seconds per move, if limited (on top of the clock).
    pub seconds_per_move: Option<f64>,
    /// The most memory the tree may use, in MiB; when full, the search goes on without
    /// growing the tree.
    pub max_tree_mb: usize,
    /// Seed of the workers' random generators: one thread with a playout limit and a seed
    /// gives the same search every time.
    pub seed: u64,
    /// The strength level, as GNU Go's `level` command sets it: [`MAX_LEVEL`] plays at full
    /// strength as configured; below it, `genmove` searches at most the level's playouts
    /// (`limits::level_playouts`), halved for each level down.
    pub level: u8,
    /// The dynamic komi of `genmove` searches (see `dynkomi.rs`).
    pub dynamic_komi: DynamicKomi,
    /// The tunables ([`Params`]): the resign threshold, the priors, the playout policy
    /// and the rest of the parameter table.
    pub params: Params,
}

impl Default for SearchConfig {
    /// All cores, no playout or time limit of its own, a 1 GiB tree, seed 0, full
    /// strength, linear dynamic komi (which changes handicap games only; see `dynkomi.rs`),
    /// the parameter table's defaults.
    fn default() -> SearchConfig {
        SearchConfig {
            threads: std::thread::available_parallelism().map_or(1, usize::from),
            playouts: None,
            visits: None,
            seconds_per_move: None,
            max_tree_mb: 1024,
            seed: 0,
            level: MAX_LEVEL,
            dynamic_komi: DynamicKomi::Linear,
            params: Params::default(),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_run_from_1_to_10() {
        assert_eq!(parse_level("1"), Some(1));
        assert_eq!(parse_level("10"), Some(10));
        for bad in ["0", "11", "-1", "+5", "x", "", "5.5", "256"] {
            assert_eq!(parse_level(bad), None, "{bad}");
        }
        assert_eq!(SearchConfig::default().level, MAX_LEVEL);
    }
}

//! `sente bench`: playout speed on an empty board, and the speed of the whole tree
//! search, one JSON object per run.

use crate::board::{vertex, Board, MAX_POINTS};
use crate::game::Game;
use crate::rules::Rules;
use crate::search::playout::full::{self, full_playout};
use crate::search::playout::light::{area_score, light_playout};
use crate::search::tactics::ladder::Reader;
use crate::search::{Clock, Decision, Params, SearchConfig, SearchError, SearchResult, Searcher};
use rand_xoshiro::rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use rayon::prelude::*;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// What to measure.
#[derive(Debug, Clone)]
pub struct BenchConfig {
    /// Board size.
    pub size: usize,
    /// Worker threads.
    pub threads: usize,
    /// Playouts per run, split evenly over the threads.
    pub playouts: usize,
    /// Seed of the generators (thread i uses seed + i).
    pub seed: u64,
}

/// The outcome of one run.
#[derive(Debug, Clone)]
pub struct BenchResult {
    /// Playouts played.
    pub playouts: usize,
    /// Wall time in seconds.
    pub seconds: f64,
    /// Moves played in all playouts, passes included.
    pub moves: usize,
    /// Playouts Black won on area with komi 7.5.
    pub black_wins: usize,
}

impl BenchResult {
    /// The figure of merit.
    pub fn playouts_per_second(&self) -> f64 {
        self.playouts as f64 / self.seconds
    }

    /// One JSON object on one line, with the settings that produced it.
    pub fn to_json(&self, config: &BenchConfig, policy: &str) -> String {
        format!(
            "{{\"size\":{},\"policy\":\"{}\",\"threads\":{},\"playouts\":{},\"seconds\":{:.4},\"playouts_per_second\":{:.0},\"moves_per_playout\":{:.1},\"black_win_rate\":{:.3}}}",
            config.size,
            policy,
            config.threads,
            self.playouts,
            self.seconds,
            self.playouts_per_second(),
            self.moves as f64 / self.playouts as f64,
            self.black_wins as f64 / self.playouts as f64,
        )
    }
}

/// A playout policy to measure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Policy {
    /// [`crate::search::playout::light::light_playout`].
    Light,
    /// [`crate::search::playout::full::full_playout`].
    Full,
}

impl Policy {
    /// The policy's name in the JSON output.
    pub fn name(self) -> &'static str {
        match self {
            Policy::Light => "light",
            Policy::Full => "full",
        }
    }
}

/// Runs playouts of `policy` from the empty board on `config.threads` rayon workers.
pub fn run(config: &BenchConfig, policy: Policy) -> Result<BenchResult, rayon::ThreadPoolBuildError> {
    let pool = rayon::ThreadPoolBuilder::new().num_threads(config.threads).build()?;
    let threads = config.threads;
    let started = Instant::now();
    let (moves, black_wins, playouts) = pool.install(|| {
        (0..threads)
            .into_par_iter()
            .map(|worker| {
                let share = config.playouts / threads + usize::from(worker < config.playouts % threads);
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(config.seed.wrapping_add(worker as u64));
                let start = Board::new(config.size);
                let mut board = Board::new(config.size);
                let mut amaf = [0u8; MAX_POINTS];
                let mut reader = Reader::for_playouts();
                let (mut moves, mut wins) = (0, 0);
                for _ in 0..share {
                    board.copy_position_from(&start);
                    moves += match policy {
                        Policy::Light => light_playout(&mut board, &mut rng),
                        Policy::Full => {
                            amaf.fill(0);
                            full_playout(&mut board, &full::Policy::default(), &mut reader, &mut rng, &mut amaf)
                        }
                    };
                    wins += usize::from(area_score(&board) as f32 > 7.5);
                }
                (moves, wins, share)
            })
            .reduce(|| (0, 0, 0), |a, b| (a.0 + b.0, a.1 + b.1, a.2 + b.2))
    });
    Ok(BenchResult {
        playouts,
        seconds: started.elapsed().as_secs_f64(),
        moves,
        black_wins,
    })
}

/// Runs one tree search of `config.playouts` playouts from the empty board, komi 7.5,
/// with `config.threads` workers.
pub fn run_search(config: &BenchConfig) -> Result<SearchResult, SearchError> {
    let mut searcher = Searcher::new(SearchConfig {
        threads: config.threads,
        playouts: Some(config.playouts),
        seed: config.seed,
        params: Params {
            resign_threshold: 0.0,
            ..Params::default()
        },
        ..SearchConfig::default()
    })?;
    let mut game = Game::new(config.size, Rules::chinese());
    game.set_komi(7.5);
    let colour = game.board().to_move();
    Ok(searcher.genmove(&game, colour, &Clock::default(), &AtomicBool::new(false)))
}

/// One JSON object on one line for a search run by [`run_search`].
pub fn search_json(config: &BenchConfig, result: &SearchResult) -> String {
    let best = match result.decision {
        Decision::Play(p) => vertex::format(config.size, Some(p)),
        Decision::Pass => "pass".to_string(),
        Decision::Resign => "resign".to_string(),
    };
    format!(
        "{{\"size\":{},\"search\":true,\"threads\":{},\"playouts\":{},\"seconds\":{:.4},\"playouts_per_second\":{:.0},\"tree_nodes\":{},\"best\":\"{}\",\"win_rate\":{:.3}}}",
        config.size,
        config.threads,
        result.playouts,
        result.seconds,
        result.playouts_per_second(),
        result.tree_nodes,
        best,
        result.win_rate,
    )
}

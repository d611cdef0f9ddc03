//! `sente bench`: playout speed on an empty board, one JSON object per run.

use crate::board::Board;
use crate::playout::{area_score, light_playout};
use rand_xoshiro::rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use rayon::prelude::*;
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

/// Runs light playouts from the empty board on `config.threads` rayon workers.
pub fn run_light(config: &BenchConfig) -> Result<BenchResult, rayon::ThreadPoolBuildError> {
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
                let (mut moves, mut wins) = (0, 0);
                for _ in 0..share {
                    board.copy_position_from(&start);
                    moves += light_playout(&mut board, &mut rng);
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

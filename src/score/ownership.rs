//! Who owns each point at the end of many playouts from a position.

use crate::board::{Board, Color, Point};
use crate::game::Game;
use crate::playout::{area_owner, light_playout};
use rand_xoshiro::rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use rayon::prelude::*;

/// The average owner of each point over a set of playouts: +1 always Black's, -1 always
/// White's, 0 as often one as the other (or neither: seki points, dame).
#[derive(Debug, Clone)]
pub struct Ownership {
    values: Vec<f32>,
    playouts: usize,
}

impl Ownership {
    /// An ownership map from per-index values (+1 Black, -1 White) averaged over `playouts`.
    pub fn from_values(values: Vec<f32>, playouts: usize) -> Ownership {
        Ownership { values, playouts }
    }

    /// Plays `playouts` light playouts from the game's position, split over the current
    /// rayon pool, each worker seeded from `seed` and its index.
    pub fn from_playouts(game: &Game, playouts: usize, seed: u64) -> Ownership {
        let start = game.board();
        let len = start.stride() * (start.size() + 2) + 1;
        let workers = rayon::current_num_threads().max(1);
        let totals = (0..workers)
            .into_par_iter()
            .map(|worker| {
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed.wrapping_add(worker as u64));
                let mut board = Board::new(start.size());
                let mut totals = vec![0i32; len];
                let share = playouts / workers + usize::from(worker < playouts % workers);
                for _ in 0..share {
                    board.copy_position_from(start);
                    light_playout(&mut board, &mut rng);
                    for p in board.points() {
                        totals[p.index()] += area_owner(&board, p.index());
                    }
                }
                totals
            })
            .reduce(
                || vec![0i32; len],
                |a, b| a.iter().zip(&b).map(|(x, y)| x + y).collect(),
            );
        let values = totals.iter().map(|&t| t as f32 / playouts.max(1) as f32).collect();
        Ownership { values, playouts }
    }

    /// The average owner of `p`, from Black's side: +1 Black, -1 White.
    pub fn value(&self, p: Point) -> f32 {
        self.values[p.index()]
    }

    /// The average owner of `p` from `colour`'s side.
    pub fn value_for(&self, colour: Color, p: Point) -> f32 {
        match colour {
            Color::Black => self.value(p),
            Color::White => -self.value(p),
        }
    }

    /// How many playouts the map averages.
    pub fn playouts(&self) -> usize {
        self.playouts
    }
}

//! The pace of a game's main time: how much of what is left of it the move to play gets,
//! by how many own moves the time manager expects to be left and where in the game they
//! fall. [`super::time`] turns the share into the move's budget.
//!
//! On boards from `phase_board_min` up (13x13, 19x19) the game is expected to go on until
//! `final_empty_share` of the board is left empty, two stones an own move, and each own
//! move left weighs by where it falls in that game: `middle_game_weight` at
//! `middle_game` (a share of the expected game's stones), falling smoothly to 1 at the
//! start of the game and at its expected end, and 1 after it. A move gets its own
//! weight's share of the weights of all the moves left, so that when the game goes as
//! expected every move gets main time in proportion to its weight: the middle game more
//! than the opening and the endgame, where the moves are more alike.
//!
//! Smaller boards (9x9) are decided in the opening: there one own move is expected for
//! every `empty_points_per_move` empty points and every move weighs the same, a share
//! that spends more of the clock early and less late.
//!
//! Both expect at least `min_moves_left` own moves on 9x9, in proportion to the points on
//! larger boards: a reserve for a game that goes on longer than expected, whose share
//! of what is left shrinks as its moves are played. The tunables are the `clock` group
//! of the parameter table ([`Params`]).

use super::params::Params;
use std::f64::consts::FRAC_PI_2;

/// The share of what is left of main time that the move to play gets, on a board of
/// `size` with `empty_points` empty points: between 0 and 1, and never more than one
/// `min_moves_left`-th of the weights left (see the module documentation).
pub fn share(params: &Params, size: usize, empty_points: usize) -> f64 {
    let empty = empty_points as f64;
    let points = (size * size) as f64;
    let reserve = params.min_moves_left * (points / 81.0).max(1.0);
    if size < params.phase_board_min {
        return 1.0 / (empty / params.empty_points_per_move).max(reserve);
    }
    let game = points * (1.0 - params.final_empty_share);
    let moves_left = ((empty - (points - game)) / 2.0).max(reserve);
    let progress = |move_from_now: f64| (points - empty + 2.0 * move_from_now) / game;
    let weights_left: f64 = (0..moves_left.ceil() as usize)
        .map(|j| (moves_left - j as f64).min(1.0) * weight(params, progress(j as f64)))
        .sum();
    weight(params, progress(0.0)) / weights_left
}

/// The weight of a move played at `progress` (the share of the expected game's stones
/// on the board): 1 at the start and from the expected end on, `middle_game_weight` at
/// `middle_game`, a half sine wave squared on either side of it, so that it rises and
/// falls smoothly.
fn weight(params: &Params, progress: f64) -> f64 {
    let peak = params.middle_game;
    let bell = if progress <= 0.0 || progress >= 1.0 {
        0.0
    } else if progress <= peak {
        (FRAC_PI_2 * progress / peak).sin().powi(2)
    } else {
        (FRAC_PI_2 * (progress - peak) / (1.0 - peak)).cos().powi(2)
    };
    1.0 + (params.middle_game_weight - 1.0) * bell
}

#[cfg(test)]
mod tests {
    use super::*;

    fn near(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn small_boards_share_by_empty_points_alone() {
        let params = Params::default();
        assert!(near(share(&params, 9, 81), 1.0 / 16.2));
        assert!(near(share(&params, 9, 60), 1.0 / 12.0));
        assert!(near(share(&params, 9, 20), 1.0 / params.min_moves_left));
        assert!(
            near(share(&params, 7, 10), 1.0 / params.min_moves_left),
            "no less on 7x7"
        );
    }

    #[test]
    fn without_a_middle_game_weight_every_expected_move_weighs_the_same() {
        let params = Params {
            middle_game_weight: 1.0,
            ..Params::default()
        };
        // 19x19 ends with a quarter of its 361 points empty: 270.75 stones to play, two an
        // own move.
        let end = 0.25 * 361.0;
        assert!(near(share(&params, 19, 361), 2.0 / (361.0 - end)));
        assert!(near(share(&params, 19, 200), 2.0 / (200.0 - end)));
        assert!(near(share(&params, 19, 100), 81.0 / (361.0 * params.min_moves_left)));
        assert!(near(share(&params, 13, 169), 2.0 / (0.75 * 169.0)));
    }

    #[test]
    fn the_middle_game_weighs_most() {
        let params = Params::default();
        let at = |progress: f64| weight(&params, progress);
        assert!(near(at(0.0), 1.0) && near(at(1.0), 1.0) && near(at(1.5), 1.0));
        assert!(near(at(params.middle_game), params.middle_game_weight));
        assert!(at(0.2) < at(0.3) && at(0.3) < at(params.middle_game));
        assert!(at(params.middle_game) > at(0.6) && at(0.6) > at(0.8));
    }

    #[test]
    fn an_expected_game_spends_main_time_in_proportion_to_the_weights_and_keeps_a_reserve() {
        // Play a 19x19 game out as expected, two stones an own move, each move taking its
        // share of what is left: until the reserve's horizon of 44.6 moves takes over,
        // each move's time follows its weight; at the expected end, part of main time is
        // still in hand for a longer game.
        let params = Params::default();
        let mut left = 1.0;
        let mut spent = Vec::new();
        for own_move in 0..136 {
            let time = left * share(&params, 19, 361 - 2 * own_move);
            spent.push(time);
            left -= time;
        }
        let game = 0.75 * 361.0;
        let middle = (params.middle_game * game / 2.0) as usize;
        let expected = weight(&params, 2.0 * middle as f64 / game) / weight(&params, 0.0);
        assert!((spent[middle] / spent[0] - expected).abs() < 1e-6, "{spent:?}");
        assert!(spent[middle] > 1.9 * spent[0] && spent[middle] > 3.0 * spent[135]);
        assert!(left > 0.05 && left < 0.2, "{left}");
    }
}

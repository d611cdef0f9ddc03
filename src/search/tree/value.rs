//! What a finished playout is worth to the tree: whether Black won, lost or drew, and,
//! with a score weight (`--score-weight`), a share for how much by, as in Fuego's score
//! modification and Pachi's `val_scale`. Among moves that all win, the share favours
//! the ones that win by more, so that a misjudged point or two in the count costs a
//! smaller lead, not the game; and when every move loses, it keeps the moves that lose
//! by less. The default weight is 0, wins alone (`score_weight` in the parameter table;
//! docs/design.md, "Parameters", says why).
//!
//! Results are counted in half-wins (0 to 2) per playout, as the nodes store them; a
//! value between two counts is rounded up or down at random, in proportion, so that the
//! counts' averages are the values' averages.

use crate::board::{Board, Color, BLACK, WHITE};
use crate::rules::Scoring;
use rand_xoshiro::rand_core::Rng;

/// How one search values its playouts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Valuation {
    /// The komi Black's area margin must exceed to win: the game's, handicap compensation
    /// included, or a dynamic komi (`search/dynkomi.rs`).
    komi: f32,
    /// The share of the value that comes from the margin (the parameter `score_weight`).
    weight: f32,
    /// The margin, in points, at which the score share is all or nothing: the
    /// `score_scale` share of the board's points.
    scale: f32,
}

impl Valuation {
    /// The valuation for a board of `size` against `komi` (handicap compensation
    /// included) that gives the margin `weight` of the value (0 to 1; 0 counts wins
    /// alone), all or nothing at a margin of the `scale` share of the board's points.
    pub fn new(size: usize, komi: f32, weight: f32, scale: f32) -> Valuation {
        Valuation {
            komi,
            weight,
            scale: (size * size) as f32 * scale,
        }
    }

    /// Black's value, in half-wins (0 to 2), of a playout whose board Black leads by
    /// `area_score` points before komi.
    #[inline]
    pub fn black_value(&self, area_score: i32) -> f32 {
        let margin = area_score as f32 - self.komi;
        let result = if margin > 0.0 {
            2.0
        } else if margin < 0.0 {
            0.0
        } else {
            1.0
        };
        if self.weight == 0.0 {
            return result;
        }
        let score = 1.0 + (margin / self.scale).clamp(-1.0, 1.0);
        result + self.weight * (score - result)
    }
}

/// The komi a playout's area count must beat, for `komi` (handicap compensation
/// included) in a game under `scoring` whose position is `root` with `to_move` to play.
/// Under area scoring, the komi. Under territory scoring, territory and prisoners are
/// the area less the stones Black places more than White over the whole game (a stone
/// filling own territory, a prisoner given, a pass: each moves the two counts a point
/// apart), so the playouts count area, where filling one's territory at random costs
/// nothing, against the komi plus the stones Black has placed more than White so far
/// (those on the board and those captured) plus what is still to be placed: the moves
/// from here on alternate, so the player to move places the last stone one time in two,
/// half a point on average (Black to move: +0.5; White: -0.5). That half point is why a
/// territory komi of 6.5 plays like an area komi of 7.
pub fn playout_komi(komi: f32, scoring: Scoring, root: &Board, to_move: Color) -> f32 {
    if scoring == Scoring::Area {
        return komi;
    }
    let on_board: i32 = root
        .points()
        .map(|p| i32::from(root.cell(p.index()) == BLACK) - i32::from(root.cell(p.index()) == WHITE))
        .sum();
    let captured = root.captures(Color::White) as i32 - root.captures(Color::Black) as i32;
    let still_to_place = to_move.from_black(0.5);
    komi + (on_board + captured) as f32 + still_to_place
}

/// `value` (0 to 2) as a whole count of half-wins, rounded up with the chance of its
/// fraction; a whole `value` draws nothing from `rng`.
#[inline]
pub fn half_wins(value: f32, rng: &mut impl Rng) -> u64 {
    let whole = value.floor();
    let fraction = value - whole;
    let up = fraction > 0.0 && ((rng.next_u32() >> 8) as f32) < fraction * (1 << 24) as f32;
    whole as u64 + u64::from(up)
}

#[cfg(test)]
mod tests {
    use super::*;

    use rand_xoshiro::rand_core::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    #[test]
    fn under_territory_scoring_the_playouts_komi_carries_the_stones_placed_and_half_the_last() {
        use crate::board::fixtures::diagram;
        // Black has placed three stones, White one: two points between the counts.
        let mut board = diagram(&[".....", "..X..", ".XO..", "..X..", "....."], Color::Black);
        assert_eq!(playout_komi(6.5, Scoring::Area, &board, Color::Black), 6.5);
        assert_eq!(playout_komi(6.5, Scoring::Territory, &board, Color::Black), 9.0);
        assert_eq!(playout_komi(6.5, Scoring::Territory, &board, Color::White), 8.0);
        // Black's D3 takes C3: a fourth stone placed, and the capture, a prisoner for
        // Black and a point of territory fewer for White, moves both counts alike.
        let d3 = crate::board::Point::from_coords(5, 3, 2);
        board.play(Color::Black, d3, false).unwrap();
        assert_eq!(board.captures(Color::Black), 1);
        assert_eq!(playout_komi(6.5, Scoring::Territory, &board, Color::White), 9.0);
    }

    #[test]
    fn under_territory_scoring_komi_6_5_plays_as_an_area_komi_of_7_for_both_colours() {
        use crate::board::fixtures::diagram;
        let empty = diagram(&[".....", ".....", ".....", ".....", "....."], Color::Black);
        let one_stone = diagram(&[".....", ".....", "..X..", ".....", "....."], Color::White);
        assert_eq!(playout_komi(6.5, Scoring::Territory, &empty, Color::Black), 7.0);
        assert_eq!(playout_komi(6.5, Scoring::Territory, &one_stone, Color::White), 7.0);
    }

    #[test]
    fn a_bigger_win_is_worth_a_little_more() {
        let nine = Valuation::new(9, 7.0, 0.05, 0.25);
        let value = |score| nine.black_value(score);
        assert!(value(9) < value(17) && value(17) < value(47), "wins by 2, 10 and 40");
        assert!(value(9) > 1.9 && value(47) == 2.0);
        assert!(value(5) < 0.1 && value(-30) < value(5), "losses by 2 and 37");
        assert_eq!(value(7), 1.0, "a draw");
    }

    #[test]
    fn no_weight_counts_wins_alone() {
        let wins_alone = Valuation::new(19, 7.5, 0.0, 0.25);
        assert_eq!([wins_alone.black_value(9), wins_alone.black_value(-300)], [2.0, 0.0]);
    }

    #[test]
    fn rounding_keeps_the_average_and_whole_values_draw_nothing() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
        let n = 100_000;
        let total: u64 = (0..n).map(|_| half_wins(1.9, &mut rng)).sum();
        assert!((total as f64 / n as f64 - 1.9).abs() < 0.01, "{total}");
        let before = rng.clone();
        assert_eq!(half_wins(2.0, &mut rng), 2);
        assert_eq!(half_wins(0.0, &mut rng), 0);
        assert_eq!(rng, before);
    }
}

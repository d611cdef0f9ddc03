//! Playouts: random games from a position to the end, scored by area.
//!
//! The `light` policy is the classic random one: a random legal move that does not fill
//! the mover's own eye (see [`Board::is_legal_non_eye`]), drawn by [`random_empty_point`]
//! (fast, though not uniform over those moves), a pass when none is left; two passes in a
//! row end the game. Suicide is never played in a playout, whatever the rules. A move cap
//! of three times the board's area ends the rare playout that cycles through kos forever.

use crate::board::{Board, Color, Point, BLACK, EMPTY, WHITE};
use rand_xoshiro::rand_core::Rng;

/// A uniform draw from `0..n` (`n` > 0), by multiply-shift: no division, negligible bias.
#[inline(always)]
pub fn below(rng: &mut impl Rng, n: usize) -> usize {
    ((rng.next_u32() as u64 * n as u64) >> 32) as usize
}

/// A random legal point for `colour` that does not fill its own eye, or `None`.
#[inline]
pub fn light_move(board: &Board, colour: Color, rng: &mut impl Rng) -> Option<Point> {
    random_empty_point(board, rng, |p| board.is_legal_non_eye(colour, p))
}

/// A random empty point (array index) that passes `accept`, or `None`: the first that
/// passes in a cyclic scan of the board's list of empty points from a uniformly random
/// start.
///
/// Each candidate costs one test and the draw needs no retries, but it is not uniform
/// over the points that pass: a point is drawn as often as the scan starts on it or on
/// the rejected points just before it in the list, so one behind a run of rejected points
/// (eyes, refused self-ataris) comes up more often. Uniform only when every empty point
/// passes. The list's order follows play (a filled point's slot goes to the list's last
/// point), so which points are favoured changes from move to move.
#[inline(always)]
pub fn random_empty_point(board: &Board, rng: &mut impl Rng, accept: impl Fn(usize) -> bool) -> Option<Point> {
    let start = random_start(board, rng)?;
    scan_empty_points(board, start, |p| accept(p).then_some(p)).map(Point::from_index)
}

/// A uniformly random position in the board's list of empty points, where a scan starts;
/// `None` when the board is full.
#[inline(always)]
pub fn random_start(board: &Board, rng: &mut impl Rng) -> Option<usize> {
    let n = board.empty_points().len();
    (n > 0).then(|| below(rng, n))
}

/// The first answer of `visit` for the empty points (array indices) in a cyclic scan of
/// the board's list of them from position `start`, or `None`: the scan of
/// [`random_empty_point`], for a caller whose answer may be another point than the one
/// visited.
#[inline(always)]
pub fn scan_empty_points(board: &Board, start: usize, mut visit: impl FnMut(usize) -> Option<usize>) -> Option<usize> {
    let n = board.empty_points().len();
    for i in 0..n {
        let mut at = start + i;
        if at >= n {
            at -= n;
        }
        if let Some(p) = visit(board.empty_point(at)) {
            return Some(p);
        }
    }
    None
}

/// Plays the light policy on `board` (recording should be off) until two passes in a row
/// within the playout (passes before it do not count) or the move cap; returns the
/// number of moves played.
pub fn light_playout(board: &mut Board, rng: &mut impl Rng) -> usize {
    let cap = 3 * board.size() * board.size();
    let mut moves = 0;
    let mut passes = 0;
    while passes < 2 && moves < cap {
        let colour = board.to_move();
        match light_move(board, colour, rng) {
            Some(p) => {
                board.play_unchecked(colour, p);
                passes = 0;
            }
            None => {
                board.pass(colour);
                passes += 1;
            }
        }
        moves += 1;
    }
    moves
}

/// The owner of index `p` on a finished playout board, by area: +1 Black (a black stone,
/// or an empty point that touches only black stones), -1 White, 0 neither.
#[inline]
pub fn area_owner(board: &Board, p: usize) -> i32 {
    match board.cell(p) {
        BLACK => 1,
        WHITE => -1,
        EMPTY => {
            let (b, w) = (board.neighbour_count(p, BLACK), board.neighbour_count(p, WHITE));
            i32::from(b > 0 && w == 0) - i32::from(w > 0 && b == 0)
        }
        _ => 0,
    }
}

/// Black's area score minus White's, before komi, on a finished playout board: the sum of
/// [`area_owner`] over the board.
pub fn area_score(board: &Board) -> i32 {
    let stride = board.stride();
    let first = stride + 1;
    let last = board.size() * stride + board.size();
    (first..=last).map(|p| area_owner(board, p)).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_xoshiro::rand_core::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    #[test]
    fn playouts_end_with_only_eyes_left() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
        let start = Board::new(9);
        let mut board = Board::new(9);
        for _ in 0..200 {
            board.copy_position_from(&start);
            let moves = light_playout(&mut board, &mut rng);
            assert!(moves < 3 * 81, "a playout hit the move cap");
            board.verify().expect("consistent board");
            for &p in board.empty_points() {
                let p = p as usize;
                let colour = board.to_move();
                let point = Point::from_index(p);
                assert!(board.is_eye(colour, p) || board.check(colour, point, false).is_err());
            }
            let score = area_score(&board);
            assert!((-81..=81).contains(&score));
        }
    }

    #[test]
    fn a_playout_after_two_passes_still_plays() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
        let mut board = Board::new(5);
        board.pass(Color::Black);
        board.pass(Color::White);
        assert!(light_playout(&mut board, &mut rng) > 2);
        assert!(board.empty_points().len() < 25);
    }

    #[test]
    fn the_point_after_a_run_of_rejected_points_is_drawn_more_often() {
        // On an empty 2x2 board, accept the first two points of the empty list only: a
        // scan that starts on either of the other two wraps round to the first.
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
        let board = Board::new(2);
        let (first, second) = (board.empty_point(0), board.empty_point(1));
        let mut drawn_first = 0;
        for _ in 0..4000 {
            let p = random_empty_point(&board, &mut rng, |p| p == first || p == second).unwrap();
            drawn_first += usize::from(p.index() == first);
        }
        assert!((2800..3200).contains(&drawn_first), "3 in 4, not 1 in 2: {drawn_first}");
    }

    #[test]
    fn area_score_counts_stones_and_points_touching_one_colour() {
        let mut board = Board::new(3);
        board.play_unchecked(Color::Black, Point::from_coords(3, 1, 1));
        // B2 and its four neighbours; the corners touch no stone and count for no one.
        assert_eq!(area_score(&board), 5);
        board.play_unchecked(Color::White, Point::from_coords(3, 0, 0));
        // Black: B2, C2, B3. White: A1. B1 and A2 touch both colours.
        assert_eq!(area_score(&board), 3 - 1);
    }
}

//! Nakade: the vital point of a small eye space next to the last move, which makes the
//! space one eye when the attacker takes it and two when the defender does, so both
//! sides want it at once. The shapes are [`super::eyes`]'s.

use super::eyes::{EyeSpace, Eyes};
use crate::board::{Board, Color, EMPTY};

/// The fewest points of an eye space whose vital point the playouts play: straight and
/// bent three.
pub const SMALLEST: usize = 3;
/// The most points of an eye space whose vital point the playouts play: rabbity six.
pub const LARGEST: usize = 6;
/// The most empty neighbours a point next to the last move may have to start a look for
/// an eye space: one, an end of the space (each nakade shape has two or more). A wall
/// stone that touches only inner points of the space is answered when the wall moves
/// again; starting from points with two empty neighbours too costs the playouts speed,
/// mostly on first-line points in the open (docs/experiment-log.md, "Playout speed of
/// the reading's first build").
const MAX_EMPTY_NEIGHBOURS: u32 = 1;
/// **Nakade**: the empty vital point of an eye space of [`SMALLEST`] to [`LARGEST`] points
/// next to the stone just played on `last`, which is part of its wall: the space starts
/// at an empty neighbour that touches some empty point and no opposing stone, and may hold
/// opposing stones further in. (A stone played inside the space is answered once the
/// wall moves again: reading every short-of-liberties stone as a possible one costs the
/// playouts too much.)
#[inline]
pub fn nakade_point(board: &Board, last: usize) -> Option<usize> {
    let mover = Color::from_cell(board.cell(last))?;
    let opponent = mover.opponent() as u8;
    board
        .neighbours(last)
        .into_iter()
        .filter(|&q| {
            board.cell(q) == EMPTY
                && (1..=MAX_EMPTY_NEIGHBOURS).contains(&board.neighbour_count(q, EMPTY))
                && board.neighbour_count(q, opponent) == 0
        })
        .find_map(|q| vital_point(board, q, mover))
}

/// The empty vital point of the eye space of `defender` around `start`, if it has
/// [`SMALLEST`] to [`LARGEST`] points.
#[inline]
fn vital_point(board: &Board, start: usize, defender: Color) -> Option<usize> {
    let space = EyeSpace::around(board, start, defender, LARGEST)?;
    if space.points().len() < SMALLEST {
        return None;
    }
    match space.eyes(board) {
        Eyes::Vital(v) => Some(v),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, diagram, played};

    /// The nakade point after `moves` on `rows` (Black first), as a vertex.
    fn nakade(rows: &[&str], moves: &[&str]) -> Option<usize> {
        let board = played(diagram(rows, Color::Black), moves);
        let last = board.last_move().expect("a move").index();
        nakade_point(&board, last)
    }

    #[test]
    fn finds_the_vital_point_of_a_three_point_eye() {
        let rows = [".....", "O.OOO", "O...O", "OOOOO", "....."];
        assert_eq!(nakade(&rows, &["E5", "B4"]), Some(at(5, "C3")));
    }

    #[test]
    fn finds_the_vital_point_of_a_bulky_five_with_a_stone_inside() {
        // White closes a bulky five in the corner with a black stone on A2 inside: the
        // vital point B1 decides.
        let rows = [".....", ".....", "OO...", "X....", "...O."];
        assert_eq!(nakade(&rows, &["E5", "C2"]), Some(at(5, "B1")));
    }

    #[test]
    fn finds_the_vital_point_of_a_rabbity_six() {
        let rows = [
            ".......", ".......", ".O.O...", "O...O..", ".O..O..", "..OO...", ".......",
        ];
        // White's C6 closes the space C5 B4 C4 D4 C3 D3 next to its end C5.
        assert_eq!(nakade(&rows, &["G1", "C6"]), Some(at(7, "C4")));
    }

    #[test]
    fn leaves_two_eye_spaces_and_open_areas_alone() {
        let straight_four = [".....", ".....", ".....", "OOO..", "....O"];
        assert_eq!(nakade(&straight_four, &["E5", "D2"]), None, "straight four");
        let seven = [".....", ".....", "OOOO.", ".....", "...OO"];
        assert_eq!(nakade(&seven, &["A5", "E2"]), None, "seven points");
        let open = [".....", ".....", ".....", ".....", "....."];
        assert_eq!(nakade(&open, &["C3"]), None);
    }
}

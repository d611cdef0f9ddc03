//! Nakade: the vital point of a small eye space, which makes it one eye when the
//! attacker takes it and two when the defender does.

use crate::board::{Board, BLACK, EMPTY, WHITE};

/// **Nakade**: the vital point of a three-point eye space next to `last`. An eye space of
/// three empty points enclosed by one colour is one eye if the attacker takes its middle
/// point (the one touching both others) and two if the defender does, so both sides
/// want it at once.
pub fn nakade_point(board: &Board, last: usize) -> Option<usize> {
    board
        .neighbours(last)
        .into_iter()
        .filter(|&q| {
            board.cell(q) == EMPTY
                && board.neighbour_count(q, EMPTY) <= 2
                && (board.neighbour_count(q, BLACK) == 0 || board.neighbour_count(q, WHITE) == 0)
        })
        .find_map(|q| vital_point(board, q))
}

/// The middle point of the empty region around `start`, if that region is exactly three
/// points enclosed by stones of a single colour (and the edge).
fn vital_point(board: &Board, start: usize) -> Option<usize> {
    let mut region = [start, 0, 0];
    let mut n = 1;
    let mut i = 0;
    let mut enclosing = 0;
    while i < n {
        for r in board.neighbours(region[i]) {
            match board.cell(r) {
                EMPTY if !region[..n].contains(&r) => {
                    if n == 3 {
                        return None;
                    }
                    region[n] = r;
                    n += 1;
                }
                cell @ (BLACK | WHITE) => {
                    if enclosing != 0 && enclosing != cell {
                        return None;
                    }
                    enclosing = cell;
                }
                _ => {}
            }
        }
        i += 1;
    }
    if n != 3 || enclosing == 0 {
        return None;
    }
    region.into_iter().find(|&p| board.neighbour_count(p, EMPTY) == 2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, diagram};
    use crate::board::Color;

    #[test]
    fn finds_the_vital_point_of_a_three_point_eye() {
        let board = diagram(&[".....", "OOOOO", "O...O", "OOOOO", "....."], Color::Black);
        assert_eq!(nakade_point(&board, at(5, "B4")), Some(at(5, "C3")));
        assert_eq!(nakade_point(&board, at(5, "A1")), None, "the first line is open");
    }
}

//! The playouts' **eye fix** (moggy's eye-fix check): after the opponent's move, keep an
//! eye from turning false.
//!
//! The move touches an opposing stone that stands between two of the mover's stones (or
//! the edge) on the move's diagonals. An empty neighbour of that stone may be a diagonal
//! of an eye-like point of the mover's; the opponent's next stone there would be that
//! point's second opposing diagonal (the first on the edge), and the eye false:
//!
//! ```text
//! # # # # # #      X . X X O O      last move on 1:
//! X X 2 O 1 O      X X 2 O 1 O      the mover fills 2
//! X . X X O .      X . X X O .
//! X X O O . .      X X O O . O
//! ```
//!
//! The mover fills that point first, or captures an opposing stone in atari on the eye's
//! diagonals. A race between a group with one eye and one without turns on such an eye,
//! which random play would let go.
//!
//! The fill may be a bad self-atari: the opponent's stones around the point leave the
//! string that fills it one liberty. The playouts play it all the same (it is not
//! refused as moggy's permit would refuse it): a group that cannot keep its eye that way
//! is dead, and giving it up at once settles the playout as the opponent's falsifying
//! stone would. Refused, the rule changes nothing in the 13x13 collapse positions
//! (docs/experiment-log.md, "The two-liberty check, eye fix and redirect rebuilt").

use super::atari::last_liberty;
use super::two_liberty_check::Candidates;
use crate::board::{Board, Color, BORDER, EMPTY};

/// The eye-fix moves for `colour` after the opponent's move at `last`; each is legal and
/// fills no own eye, and may be a bad self-atari.
pub fn eye_fix(board: &Board, colour: Color, last: usize) -> Candidates {
    let mut out = Candidates::default();
    let (c, o) = (colour as u8, colour.opponent() as u8);
    let own_or_edge = |p: usize| {
        let cell = board.cell(p);
        cell == c || cell == BORDER
    };
    let stride = board.stride();
    for (side, across) in [
        (last - 1, stride),
        (last + 1, stride),
        (last - stride, 1),
        (last + stride, 1),
    ] {
        if board.cell(side) != o || board.neighbour_count(side, EMPTY) == 0 {
            continue;
        }
        // The two diagonals of `last` beside `side`, which touch it.
        if !own_or_edge(side - across) || !own_or_edge(side + across) {
            continue;
        }
        for falsifying in board.neighbours(side) {
            if falsifying == last || board.cell(falsifying) != EMPTY {
                continue;
            }
            for eye in board.diagonals(falsifying) {
                if board.cell(eye) == EMPTY && is_eyelike(board, c, eye) {
                    fix_eye(board, colour, eye, falsifying, &mut out);
                }
            }
        }
    }
    out
}

/// Whether empty `p` has only `cell`'s stones and the edge around it.
fn is_eyelike(board: &Board, cell: u8, p: usize) -> bool {
    board.neighbour_count(p, cell) + board.neighbour_count(p, BORDER) == 4
}

/// The moves that keep `colour`'s eye-like point `eye` from turning false by the
/// opponent's stone on its diagonal `falsifying`: the capture of an opposing stone in
/// atari on a diagonal of `eye`, and `falsifying` itself when the opponent's stone there
/// would make the eye false (one opposing diagonal already, or none on the edge).
fn fix_eye(board: &Board, colour: Color, eye: usize, falsifying: usize, out: &mut Candidates) {
    let o = colour.opponent() as u8;
    let (mut opposing, mut edge) = (0, 0);
    for d in board.diagonals(eye) {
        match board.cell(d) {
            cell if cell == o && board.liberty_count(d) == 1 => {
                let capture = last_liberty(board, d);
                if board.is_legal_non_eye(colour, capture) {
                    out.push(capture);
                }
            }
            cell if cell == o => opposing += 1,
            BORDER => edge += 1,
            _ => {}
        }
    }
    if (opposing == 1 || (opposing == 0 && edge == 2)) && board.is_legal_non_eye(colour, falsifying) {
        out.push(falsifying);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, diagram};
    use crate::board::Point;

    #[test]
    fn fills_the_point_that_would_make_an_edge_eye_false() {
        // Moggy's own example on the top edge: White's E6 touches its D6, which stands
        // between the edge and Black's D5 on E6's diagonals. White's next stone on C6
        // would be the second opposing diagonal (with C4) of Black's eye-like B5, and
        // the eye false: Black fills C6.
        let rows = ["XX.O.O", "X.XXO.", "XXOO..", "......", "......", "......"];
        let mut board = diagram(&rows, Color::White);
        board.play(Color::White, Point::from_index(at(6, "E6")), false).unwrap();
        let got = eye_fix(&board, Color::Black, at(6, "E6"));
        assert_eq!(got.points(), vec![at(6, "C6")]);
    }
}

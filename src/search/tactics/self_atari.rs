//! Self-atari: which moves that leave their own string in atari are blunders and which
//! (throw-ins, nakade) are often the best move there is.

use crate::board::{Board, Color, Point, EMPTY};

/// **Self-atari** that gives away a string of three or more stones: a blunder, unlike
/// the one- or two-stone self-atari of a throw-in or a nakade, which is often the best
/// move there is.
#[inline]
pub fn is_bad_self_atari(board: &Board, colour: Color, p: usize) -> bool {
    if board.neighbour_count(p, EMPTY) >= 2 {
        return false;
    }
    let c = colour as u8;
    let mut heads = [0usize; 4];
    let mut n = 0;
    let mut stones = 1;
    for q in board.neighbours(p) {
        if board.cell(q) == c {
            let h = board.string_head(q);
            if !heads[..n].contains(&h) {
                heads[n] = h;
                n += 1;
                stones += board.string_size(h);
            }
        }
    }
    stones >= 3 && board.liberties_after(colour, Point::from_index(p), 2) == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, diagram};

    #[test]
    fn refuses_big_self_atari_but_allows_a_throw_in() {
        let board = diagram(&[".....", ".....", "OOOO.", "OXXO.", ".X.O."], Color::Black);
        assert!(
            is_bad_self_atari(&board, Color::Black, at(5, "C1")),
            "four stones in atari"
        );
        assert!(board.is_self_atari(Color::Black, Point::from_index(at(5, "E1"))));
        assert!(
            !is_bad_self_atari(&board, Color::Black, at(5, "E1")),
            "a one-stone throw-in"
        );
    }
}

//! Two-liberty tactics around the last move, for the playouts and the priors:
//!
//! - **Snapback** (uttegaeshi): a lone stone thrown in as a self-atari, whose capture
//!   leaves the capturing string in atari, to be taken back whole: [`is_snapback`]; and
//!   its other side, a capture that walks into one: [`captures_into_snapback`](crate::search::tactics::atari::captures_into_snapback).
//! - **Net** (geta) and **ladder** on an opposing string at two liberties, read by
//!   [`Reader::capturing_net`] and [`Reader::capturing_atari`].
//! - **Counter-atari** for an own string at two liberties that cannot get out by
//!   extending: [`Reader::saving_atari`].
//!
//! [`snapback_reply`] answers the last move with a snapback in the playouts;
//! [`prior_moves`] finds nets and counter-ataris on the whole board for the priors.

use crate::board::{Board, Color, Point, EMPTY};
use crate::search::tactics::ladder::Reader;

/// **Snapback**: whether a stone of `colour` on empty `p` is a throw-in that the opponent
/// can only take back at a loss: a lone stone (no own neighbour) with one liberty `l`,
/// capturing nothing, where the opponent's capture on `l` joins at least one of its
/// strings and leaves the joined string with no liberty but `p`, so that `colour` retakes
/// the whole string on `p`. The same fact as [`captures_into_snapback`](crate::search::tactics::atari::captures_into_snapback) for the capture
/// on `l`, read before the throw-in is played.
pub fn is_snapback(board: &Board, colour: Color, p: usize) -> bool {
    let (c, o) = (colour as u8, colour.opponent() as u8);
    if board.cell(p) != EMPTY || board.neighbour_count(p, EMPTY) != 1 || board.neighbour_count(p, c) != 0 {
        return false;
    }
    let mut l = p;
    for q in board.neighbours(p) {
        match board.cell(q) {
            EMPTY => l = q,
            cell if cell == o && board.liberty_count(q) == 1 => return false,
            _ => {}
        }
    }
    if board.neighbour_count(l, EMPTY) != 1 {
        return false;
    }
    let allowed = [Point::from_index(l), Point::from_index(p)];
    let mut joins = false;
    let mut libs = [Point::from_index(0); 2];
    for q in board.neighbours(l) {
        let cell = board.cell(q);
        if cell == c && board.liberty_count(q) == 1 {
            return false;
        }
        if cell == o {
            if board.liberty_count(q) > 2 {
                return false;
            }
            let n = board.liberties(q, &mut libs);
            if !libs[..n].iter().all(|lib| allowed.contains(lib)) {
                return false;
            }
            joins = true;
        }
    }
    joins
}

/// **Snapback reply** to the last move at `last`, for `colour`: a throw-in on a liberty
/// of the string just played, if it has two liberties, that is a snapback (an opposing
/// stone next to `last` is part of that string). Exits at once otherwise: the common case. Nets and counter-ataris
/// are left to the priors ([`prior_moves`]): read after every move of a playout, they
/// cost several times the budget of the playouts' tactics.
pub fn snapback_reply(board: &Board, colour: Color, last: usize) -> Option<usize> {
    if board.cell(last) != colour.opponent() as u8 || board.liberty_count(last) != 2 {
        return None;
    }
    let mut libs = [Point::from_index(0); 2];
    board.liberties(last, &mut libs);
    libs.into_iter()
        .map(Point::index)
        .find(|&p| is_snapback(board, colour, p))
}

/// Two-liberty moves for `colour` anywhere on `board`, for the priors: writes into `out`
/// (cleared first) each net that captures an opposing string at two liberties, with the
/// string's size, and each counter-atari that saves an own string at two liberties, with
/// 0. Ladders are left out: the move features already read them. `reader` reads on
/// `board`, which it leaves as it was.
pub fn prior_moves(board: &mut Board, colour: Color, reader: &mut Reader, out: &mut Vec<(usize, u32)>) {
    out.clear();
    let (c, o) = (colour as u8, colour.opponent() as u8);
    // By index, not `board.points()`: the reader needs the board mutably between them.
    for p in 0..board.index_len() {
        let cell = board.cell(p);
        if (cell != c && cell != o) || board.string_head(p) != p || board.liberty_count(p) != 2 {
            continue;
        }
        if cell == o {
            if let Some(net) = reader.capturing_net(board, colour, p) {
                out.push((net, board.string_size(p)));
            }
        } else if let Some(atari) = reader.saving_atari(board, colour, p) {
            out.push((atari, 0));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, counter_atari, diagram};
    use crate::search::tactics::atari;

    /// White's strings B3-C3-B2-B1 and D2-D1 share the liberties C2 and C1 inside Black's
    /// wall; `open` takes away Black's E2, giving D2-D1 a third liberty.
    fn snapback_shape(open: bool) -> Board {
        let row2 = if open { "XO.O." } else { "XO.OX" };
        diagram(&[".....", "XXXX.", "XOOXX", row2, "XO.OX"], Color::Black)
    }

    #[test]
    fn a_throw_in_whose_capture_is_taken_back_is_a_snapback() {
        let board = snapback_shape(false);
        assert!(board.is_self_atari(Color::Black, Point::from_index(at(5, "C2"))));
        assert!(is_snapback(&board, Color::Black, at(5, "C2")));
        assert!(is_snapback(&board, Color::Black, at(5, "C1")));
        assert!(!is_snapback(&board, Color::Black, at(5, "E5")), "no self-atari");
        let mut thrown = board.clone();
        thrown
            .play(Color::Black, Point::from_index(at(5, "C2")), false)
            .unwrap();
        assert!(atari::captures_into_snapback(&thrown, Color::White, at(5, "C1")));
    }

    #[test]
    fn a_throw_in_is_no_snapback_when_the_capture_gains_a_liberty() {
        let board = snapback_shape(true);
        assert!(!is_snapback(&board, Color::Black, at(5, "C2")));
        let mut thrown = board.clone();
        thrown
            .play(Color::Black, Point::from_index(at(5, "C2")), false)
            .unwrap();
        assert!(!atari::captures_into_snapback(&thrown, Color::White, at(5, "C1")));
    }

    /// [`snapback_shape`] without White's B1, which White then plays: Black to answer.
    fn after_white_b1() -> Board {
        let mut board = diagram(&[".....", "XXXX.", "XOOXX", "XO.OX", "X..OX"], Color::White);
        board.play(Color::White, Point::from_index(at(5, "B1")), false).unwrap();
        board
    }

    #[test]
    fn the_reply_throws_in_a_snapback_and_does_not_take_one() {
        let board = after_white_b1();
        let mut reader = Reader::for_playouts();
        let throw_in = snapback_reply(&board, Color::Black, at(5, "B1")).expect("a snapback");
        assert!(is_snapback(&board, Color::Black, throw_in));
        let mut thrown = board.clone();
        thrown.play(Color::Black, Point::from_index(throw_in), false).unwrap();
        let answer = atari::atari_reply(&mut thrown, Color::White, throw_in, &mut reader);
        assert_eq!(answer, None, "the capture walks into the snapback");
    }

    #[test]
    fn prior_moves_list_a_counter_atari() {
        // Black's E5 cannot get out of White's net; D6 ataris White's D5 and saves it.
        let mut board = counter_atari(false);
        let mut out = Vec::new();
        prior_moves(&mut board, Color::Black, &mut Reader::new(), &mut out);
        assert_eq!(out, vec![(at(9, "D6"), 0)]);
    }
}

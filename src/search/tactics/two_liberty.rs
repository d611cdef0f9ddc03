//! Two-liberty tactics around the last move, for the playouts and the priors:
//!
//! - **Snapback** (uttegaeshi): a lone stone thrown in as a self-atari, whose capture
//!   leaves the capturing string in atari, to be taken back whole: [`is_snapback`]; and
//!   its other side, a capture that walks into one: [`captures_into_snapback`].
//! - **Net** (geta) and **ladder** on an opposing string at two liberties, read by
//!   [`Reader::capturing_net`] and [`Reader::capturing_atari`].
//! - **Counter-atari** for an own string at two liberties that cannot get out by
//!   extending: [`Reader::saving_atari`].
//!
//! [`two_liberty_reply`] answers the last move with them in the playouts; [`prior_moves`]
//! finds them on the whole board for the priors.

use crate::board::{Board, Color, Point, EMPTY};
use crate::search::tactics::ladder::Reader;

/// **Snapback**: whether a stone of `colour` on empty `p` is a throw-in that the opponent
/// can only take back at a loss: a lone stone (no own neighbour) with one liberty `l`,
/// capturing nothing, where the opponent's capture on `l` joins at least one of its
/// strings and leaves the joined string with no liberty but `p`, so that `colour` retakes
/// the whole string on `p`. The same fact as [`captures_into_snapback`] for the capture
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

/// Whether `colour`'s capture on `p` walks into a **snapback**: it takes one stone and
/// leaves the string it joins, two stones or more, in atari, to be taken back whole.
pub fn captures_into_snapback(board: &Board, colour: Color, p: usize) -> bool {
    board.neighbour_count(p, colour as u8) > 0
        && crate::search::tactics::atari::captured_stones(board, colour, p) == 1
        && board.liberties_after(colour, Point::from_index(p), 2) == 1
}

/// **Two-liberty reply** to the last move at `last`, for `colour`, in this order:
/// 1. *snapback*: a throw-in on a liberty of an opposing string at two liberties at or
///    next to `last` that is a snapback;
/// 2. *capture*: the atari (ladder) or the net that captures the opposing string at
///    `last` if it has two liberties;
/// 3. *counter-atari*: for an own string next to `last` at two liberties that cannot get
///    out by extending, an atari on an adjacent opposing string that saves it.
///
/// Exits at once, reading nothing, when no string at or next to `last` has two
/// liberties: the common case. Returns a legal move, or `None`.
pub fn two_liberty_reply(board: &Board, colour: Color, last: usize, reader: &mut Reader) -> Option<usize> {
    let (c, o) = (colour as u8, colour.opponent() as u8);
    let neighbours = board.neighbours(last);
    let short = |q: usize| (board.cell(q) == c || board.cell(q) == o) && board.liberty_count(q) == 2;
    if !short(last) && !neighbours.into_iter().any(short) {
        return None;
    }
    let mut libs = [Point::from_index(0); 2];
    for q in std::iter::once(last).chain(neighbours) {
        if board.cell(q) == o && board.liberty_count(q) == 2 {
            board.liberties(q, &mut libs);
            if let Some(p) = libs.into_iter().map(Point::index).find(|&p| is_snapback(board, colour, p)) {
                return Some(p);
            }
        }
    }
    if board.cell(last) == o && board.liberty_count(last) == 2 {
        if let Some(p) = reader
            .capturing_atari(board, colour, last)
            .or_else(|| reader.capturing_net(board, colour, last))
        {
            return Some(p);
        }
    }
    neighbours
        .into_iter()
        .filter(|&q| board.cell(q) == c && board.liberty_count(q) == 2)
        .find_map(|q| reader.saving_atari(board, colour, q))
}

/// Two-liberty moves for `colour` anywhere on `board`, for the priors: writes into `out`
/// (cleared first) each net that captures an opposing string at two liberties, with the
/// string's size, and each counter-atari that saves an own string at two liberties, with
/// 0. Ladders are left out: the move features already read them.
pub fn prior_moves(board: &Board, colour: Color, reader: &mut Reader, out: &mut Vec<(usize, u32)>) {
    out.clear();
    let (c, o) = (colour as u8, colour.opponent() as u8);
    for p in board.points().map(Point::index) {
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
    use crate::board::fixtures::{at, diagram};

    /// White's strings B3-C3-B2-B1 and D2-D1 share the liberties C2 and C1 inside Black's
    /// wall; `open` takes away Black's E2, giving D2-D1 a third liberty.
    fn snapback_shape(open: bool) -> Board {
        let row2 = if open { "XO.O." } else { "XO.OX" };
        diagram(&[".....", "XXXX.", "XOOX.", row2, "XO.OX"], Color::Black)
    }

    #[test]
    fn a_throw_in_whose_capture_is_taken_back_is_a_snapback() {
        let board = snapback_shape(false);
        assert!(board.is_self_atari(Color::Black, Point::from_index(at(5, "C2"))));
        assert!(is_snapback(&board, Color::Black, at(5, "C2")));
        assert!(is_snapback(&board, Color::Black, at(5, "C1")));
        assert!(!is_snapback(&board, Color::Black, at(5, "E5")), "no self-atari");
        let mut thrown = board.clone();
        thrown.play(Color::Black, Point::from_index(at(5, "C2")), false).unwrap();
        assert!(captures_into_snapback(&thrown, Color::White, at(5, "C1")));
    }

    #[test]
    fn a_throw_in_is_no_snapback_when_the_capture_gains_a_liberty() {
        let board = snapback_shape(true);
        assert!(!is_snapback(&board, Color::Black, at(5, "C2")));
        let mut thrown = board.clone();
        thrown.play(Color::Black, Point::from_index(at(5, "C2")), false).unwrap();
        assert!(!captures_into_snapback(&thrown, Color::White, at(5, "C1")));
    }
}

//! Ataris near the last move: capture a string left in atari (not into a snapback), save
//! an own string (extending unless a ladder catches it anyway, else capturing), chase a
//! string that ran into a ladder; and the atari, capture and escape facts the move
//! features and priors ask for.

use crate::board::{Board, Color, Point};
use crate::search::tactics::ladder::Reader;

/// The only liberty of the string on `p` (which is in atari).
#[inline]
pub fn last_liberty(board: &Board, p: usize) -> usize {
    let mut out = [Point::from_index(0)];
    board.liberties(p, &mut out);
    out[0].index()
}

/// **Capture, save and chase**, answering the last move at `last`:
/// 1. *capture*: an opposing string at or next to `last` in atari is taken, unless the
///    capture walks into a snapback;
/// 2. *save*: an own string next to `last` in atari escapes, see [`escape`];
/// 3. *chase*: a string that `last` extended out of the atari of `colour`'s previous
///    move, now at two liberties, is put in an atari that captures it in a ladder: the
///    attacker's half of a ladder, which random play would let go.
///
/// Ladders are read by `reader` on `board`, which it leaves as it was. Returns the move
/// for `colour`, legal under simple ko and without suicide.
pub fn atari_reply(board: &mut Board, colour: Color, last: usize, reader: &mut Reader) -> Option<usize> {
    let (c, o) = (colour as u8, colour.opponent() as u8);
    let capture = |board: &Board, q: usize| {
        if board.cell(q) == o && board.liberty_count(q) == 1 {
            let lib = last_liberty(board, q);
            if board.check(colour, Point::from_index(lib), false).is_ok() && !captures_into_snapback(board, colour, lib)
            {
                return Some(lib);
            }
        }
        None
    };
    if let Some(p) = capture(board, last) {
        return Some(p);
    }
    let neighbours = board.neighbours(last);
    if let Some(p) = neighbours.into_iter().find_map(|q| capture(board, q)) {
        return Some(p);
    }
    for q in neighbours {
        if board.cell(q) == c && board.liberty_count(q) == 1 {
            if let Some(p) = escape(board, colour, q, reader) {
                return Some(p);
            }
        }
    }
    if board.cell(last) == o && board.liberty_count(last) == 2 && ran_from(board, colour, last) {
        return reader.capturing_atari(board, colour, last);
    }
    None
}

/// The fewest stones of an own string in atari next to the last move that the playouts
/// always try to save, never skipping the capture, save and chase rule (moggy's "always
/// defend big groups").
pub const BIG_STRING: u32 = 3;

/// Whether an own string of [`BIG_STRING`] stones or more next to `last` is in atari.
#[inline]
pub fn big_string_in_atari(board: &Board, colour: Color, last: usize) -> bool {
    let c = colour as u8;
    board
        .neighbours(last)
        .into_iter()
        .any(|q| board.cell(q) == c && board.liberty_count(q) == 1 && board.string_size(q) >= BIG_STRING)
}

/// Whether the opposing string just extended by `last` may have run from an atari by
/// `colour`'s previous move: it has two or more stones and that move touches it. The
/// chase reads ladders only then: a reading after every move that leaves a string at two
/// liberties would cost the playouts much of their speed, to chase strings that were not
/// running (docs/experiment-log.md, "Ko fight and second-last-move patterns; the
/// two-liberty chase everywhere").
fn ran_from(board: &Board, colour: Color, last: usize) -> bool {
    let Some(atari) = board.previous_move() else {
        return false;
    };
    let head = board.string_head(last);
    board.string_size(last) >= 2
        && board.cell(atari.index()) == colour as u8
        && board
            .neighbours(atari.index())
            .into_iter()
            .any(|q| board.cell(q) == colour.opponent() as u8 && board.string_head(q) == head)
}

/// **Escape** for the own string on `string`, in atari: extend on its last liberty if that
/// leaves it three liberties, or two and no ladder; else take an opposing string next to
/// it that is itself in atari, unless the capture walks into a snapback. `None` if
/// neither works: the string is lost.
pub fn escape(board: &mut Board, colour: Color, string: usize, reader: &mut Reader) -> Option<usize> {
    let lib = last_liberty(board, string);
    let extended = board.liberties_after(colour, Point::from_index(lib), 3);
    if extended >= 3 || (extended == 2 && reader.escapes(board, colour, lib)) {
        return Some(lib);
    }
    let o = colour.opponent() as u8;
    board.string_stones(string).find_map(|s| {
        board.neighbours(s).into_iter().find_map(|q| {
            if board.cell(q) != o || board.liberty_count(q) != 1 {
                return None;
            }
            let lib = last_liberty(board, q);
            (board.check(colour, Point::from_index(lib), false).is_ok() && !captures_into_snapback(board, colour, lib))
                .then_some(lib)
        })
    })
}

/// Whether a stone of `colour` on `p` captures an opposing string next to an own string
/// in atari: the capture that saves a string before it is captured.
pub fn saves_by_capture(board: &Board, colour: Color, p: usize) -> bool {
    let (c, o) = (colour as u8, colour.opponent() as u8);
    board.neighbours(p).into_iter().any(|q| {
        board.cell(q) == o
            && board.liberty_count(q) == 1
            && board.string_stones(q).any(|s| {
                board
                    .neighbours(s)
                    .into_iter()
                    .any(|r| board.cell(r) == c && board.liberty_count(r) == 1)
            })
    })
}

/// Whether `colour`'s capture on `p` walks into a **snapback**: it takes one stone and
/// leaves the string it joins, two stones or more, in atari, to be taken back whole.
pub fn captures_into_snapback(board: &Board, colour: Color, p: usize) -> bool {
    board.neighbour_count(p, colour as u8) > 0
        && captured_stones(board, colour, p) == 1
        && board.liberties_after(colour, Point::from_index(p), 2) == 1
}

/// Stones that a stone of `colour` on `p` would capture.
pub fn captured_stones(board: &Board, colour: Color, p: usize) -> u32 {
    let heads = board.neighbour_strings_with(p, colour.opponent() as u8, 1);
    heads.iter().map(|h| board.string_size(h)).sum()
}

/// Whether a stone of `colour` on `p` saves an own string in atari next to it by
/// extending to two or more liberties.
pub fn is_escape(board: &Board, colour: Color, p: usize) -> bool {
    let c = colour as u8;
    board
        .neighbours(p)
        .into_iter()
        .any(|q| board.cell(q) == c && board.liberty_count(q) == 1)
        && board.liberties_after(colour, Point::from_index(p), 2) >= 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, diagram, ladder, played};

    #[test]
    fn captures_a_string_in_atari_next_to_the_last_move() {
        // The O on B3 has one liberty left, C3, after Black's B4.
        let mut board = diagram(&[".....", ".XO..", "XO.X.", ".XO..", "....."], Color::Black);
        let mut reader = Reader::for_playouts();
        assert_eq!(
            atari_reply(&mut board, Color::Black, at(5, "B4"), &mut reader),
            Some(at(5, "C3"))
        );
    }

    #[test]
    fn does_not_run_into_a_ladder() {
        let mut reader = Reader::for_playouts();
        let mut caught = played(ladder(false), &["D3"]);
        assert_eq!(atari_reply(&mut caught, Color::Black, at(9, "D3"), &mut reader), None);
        let mut free = played(ladder(true), &["D3"]);
        assert_eq!(
            atari_reply(&mut free, Color::Black, at(9, "D3"), &mut reader),
            Some(at(9, "C4"))
        );
    }

    #[test]
    fn chases_a_string_that_ran_into_a_ladder() {
        // After D3 and C4, White's C5 drives the two stones to the edge; B4 would let
        // them out at C5.
        let mut reader = Reader::for_playouts();
        let mut board = played(ladder(false), &["D3", "C4"]);
        assert_eq!(
            atari_reply(&mut board, Color::White, at(9, "C4"), &mut reader),
            Some(at(9, "C5"))
        );
        let mut broken = played(ladder(true), &["D3", "C4"]);
        assert_eq!(atari_reply(&mut broken, Color::White, at(9, "C4"), &mut reader), None);
    }

    #[test]
    fn saves_an_own_string_by_extending() {
        let mut board = diagram(&[".....", ".....", ".OX..", ".OXO.", "..O.."], Color::Black);
        board.play(Color::White, Point::from_index(at(5, "D3")), false).unwrap();
        assert_eq!(board.liberty_count(at(5, "C2")), 1);
        let mut reader = Reader::for_playouts();
        assert_eq!(
            atari_reply(&mut board, Color::Black, at(5, "D3"), &mut reader),
            Some(at(5, "C4"))
        );
    }

    #[test]
    fn saves_an_own_string_by_capturing() {
        // X on C3 is in atari; extending to C2 leaves no liberty, capturing C4 at C5 saves it.
        let mut board = diagram(&[".....", ".XOX.", ".OXO.", ".O.O.", "..O.."], Color::Black);
        assert_eq!(board.liberty_count(at(5, "C3")), 1);
        let mut reader = Reader::for_playouts();
        assert_eq!(
            atari_reply(&mut board, Color::Black, at(5, "D3"), &mut reader),
            Some(at(5, "C5"))
        );
    }

    #[test]
    fn a_capture_next_to_an_own_string_in_atari_saves_it() {
        // White's C2 puts X on C3 in atari; C4 gives it three liberties, and taking the O
        // on D3, itself in atari, at D4 saves it too and wins a stone.
        let mut board = diagram(&[".....", ".....", ".OXOX", "...X.", "....."], Color::White);
        board.play(Color::White, Point::from_index(at(5, "C2")), false).unwrap();
        let mut reader = Reader::for_playouts();
        assert_eq!(
            atari_reply(&mut board, Color::Black, at(5, "C2"), &mut reader),
            Some(at(5, "C4"))
        );
        assert!(saves_by_capture(&board, Color::Black, at(5, "D4")));
        assert!(!saves_by_capture(&board, Color::Black, at(5, "C4")));
    }
}

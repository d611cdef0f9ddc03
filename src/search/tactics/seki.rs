//! Seki: strings of opposite colours that share liberties which neither side can fill,
//! since the stone there would leave its own string in atari to be taken. The playouts
//! leave such liberties empty, as players do.
//!
//! A seki is the race of [`race::count`] that ends in [`Verdict::Seki`] whoever moves
//! first: two strings without eyes sharing two liberties and no others, or each with one
//! eye and one shared liberty. Filling a shared liberty of a seki is always a self-atari
//! of the filler, and of two or more stones (the stone joins the filler's string next to
//! the liberty), so the check starts from that cheap test; the playouts ask it only of
//! the self-ataris their self-atari rule would allow as dead shapes
//! ([`SelfAtari::DeadShape`]): every other one is refused anyway.
//!
//! Not every such count is a seki: when the opposing string has no liberty but the shared
//! ones and the filler's stones, once taken, leave it a dead shape
//! ([`SelfAtari::DeadShape`]), the fill is a nakade that kills (a stone on the
//! vital point of a straight three shares both liberties with the wall around it).

use crate::board::{Board, Color, Point, EMPTY};
use crate::search::tactics::race::{self, Verdict};
use crate::search::tactics::self_atari::{self, SelfAtari};

/// Whether a stone of `colour` on empty `p` fills a shared liberty of a seki between an
/// own string with two liberties next to `p` and a touching opposing string.
#[inline]
pub fn fills_seki(board: &Board, colour: Color, p: usize) -> bool {
    let (own, opponent) = (colour as u8, colour.opponent() as u8);
    if board.neighbour_count(p, EMPTY) >= 2
        || board.neighbour_count(p, own) == 0
        || board.neighbour_count(p, opponent) == 0
        || !board.is_self_atari(colour, Point::from_index(p))
    {
        return false;
    }
    let neighbours = board.neighbours(p);
    neighbours
        .iter()
        .filter(|&&a| board.cell(a) == own && board.liberty_count(a) == 2)
        .any(|&a| {
            neighbours.iter().filter(|&&b| board.cell(b) == opponent).any(|&b| {
                race::count(board, a, b).is_some_and(|race| race.first == [Verdict::Seki; 2])
                    && !(has_only_liberties_of(board, b, a)
                        && self_atari::self_atari(board, colour, p) == SelfAtari::DeadShape)
            })
        })
}

/// Whether every liberty of the string on `s` is a liberty of the string on `other`.
#[inline]
fn has_only_liberties_of(board: &Board, s: usize, other: usize) -> bool {
    let mut liberties = [Point::from_index(0); 4];
    let n = board.liberties(s, &mut liberties);
    let other = board.string_head(other);
    n == board.liberty_count(s) as usize
        && liberties[..n].iter().all(|l| {
            board
                .neighbours(l.index())
                .iter()
                .any(|&q| board.cell(q) != EMPTY && board.string_head(q) == other)
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, diagram, CORNER_SEKI, EYE_SEKI};

    /// [`EYE_SEKI`] with G1 emptied: White gets an outside liberty.
    fn eye_against_eye_with_a_liberty_outside() -> Board {
        let mut rows = EYE_SEKI;
        rows[8] = ".X.O.O...";
        diagram(&rows, Color::Black)
    }

    #[test]
    fn two_strings_without_eyes_sharing_two_liberties_are_seki() {
        let board = diagram(&CORNER_SEKI, Color::Black);
        let race = race::count(&board, at(9, "A3"), at(9, "A1")).expect("a race");
        assert_eq!(race.first, [Verdict::Seki; 2]);
        assert_eq!(race.urgent, [None; 2]);
        assert!(fills_seki(&board, Color::Black, at(9, "A2")));
        assert!(fills_seki(&board, Color::White, at(9, "B2")));
    }

    #[test]
    fn eye_against_eye_with_one_shared_liberty_is_seki() {
        let board = diagram(&EYE_SEKI, Color::Black);
        assert!(fills_seki(&board, Color::Black, at(9, "C1")));
        assert!(fills_seki(&board, Color::White, at(9, "C1")));
    }

    #[test]
    fn one_outside_liberty_more_is_no_seki() {
        // With G1 empty White has an outside liberty: White on C1 ataris Black's string,
        // which can take nothing back; Black moving first only gets the seki, at G1.
        let board = eye_against_eye_with_a_liberty_outside();
        assert!(!fills_seki(&board, Color::Black, at(9, "C1")));
        assert!(!fills_seki(&board, Color::White, at(9, "C1")));
        let race = race::count(&board, at(9, "B1"), at(9, "D1")).expect("a race");
        assert_eq!(race.first, [Verdict::Seki, Verdict::Captures(Color::White)]);
        assert_eq!(race.urgent, [Some(at(9, "G1")), Some(at(9, "C1"))]);
    }

    #[test]
    fn a_liberty_outside_the_seki_is_free() {
        let board = diagram(&CORNER_SEKI, Color::Black);
        assert!(!fills_seki(&board, Color::Black, at(9, "F3")));
    }

    #[test]
    fn a_stone_inside_an_eye_space_is_a_nakade_not_a_seki() {
        // White's B1 sits on the vital point of Black's straight three A1-C1, and White's
        // lone A1 inside Black's corner: each shares both liberties with the wall around
        // it, but White's second stone there is taken to leave Black a two-point eye, one
        // eye, so Black dies (GNU Go's owl_attack agrees on the corner).
        let three = [
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "OOOOO....",
            "XXXXO....",
            ".O.XO....",
        ];
        let corner = [
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "OOO......",
            "XXOO.....",
            ".XXO.....",
            "O.XO.....",
        ];
        for (rows, fills) in [(three, ["A1", "C1"]), (corner, ["A2", "B1"])] {
            let board = diagram(&rows, Color::White);
            for vertex in fills {
                assert!(!fills_seki(&board, Color::White, at(9, vertex)), "{vertex}");
            }
        }
    }
}

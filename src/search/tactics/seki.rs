//! Seki: strings of opposite colours that share liberties which neither side can fill,
//! since the stone there would leave its own string in atari to be taken. The playouts
//! leave such liberties empty, as players do.
//!
//! A seki is the race of [`race::count`] that ends in [`Verdict::Seki`] whoever moves
//! first: two strings without eyes sharing two liberties and no others, or each with one
//! eye and one shared liberty. Filling a shared liberty of a seki is always a self-atari
//! of the filler, so the check starts from that cheap test.

use crate::board::{Board, Color, Point, EMPTY};
use crate::search::tactics::race::{self, Verdict};

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
            neighbours
                .iter()
                .filter(|&&b| board.cell(b) == opponent)
                .any(|&b| race::count(board, a, b).is_some_and(|race| race.first == [Verdict::Seki; 2]))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, diagram, CORNER_SEKI, LONE_STONE_SEKI};

    /// Black's A2-C2/B1 with an eye on A1 and White's D2-F2/D1/F1 with an eye on E1
    /// share one liberty, C1; `g1` is the point G1 (a black stone, or empty to give
    /// White an outside liberty).
    fn eye_against_eye(g1: char) -> Vec<String> {
        let mut rows: Vec<String> = [
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "OOOOXXXX.",
            "OOOXXXXX.",
            "XXXOOOX..",
        ]
        .iter()
        .map(|r| r.to_string())
        .collect();
        rows.push(format!(".X.O.O{g1}.."));
        rows
    }

    fn board_of(rows: &[String]) -> Board {
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
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
        let board = board_of(&eye_against_eye('X'));
        assert!(fills_seki(&board, Color::Black, at(9, "C1")));
        assert!(fills_seki(&board, Color::White, at(9, "C1")));
    }

    #[test]
    fn one_outside_liberty_more_is_no_seki() {
        // With G1 empty White has an outside liberty: White on C1 ataris Black's string,
        // which can take nothing back; Black moving first only gets the seki, at G1.
        let board = board_of(&eye_against_eye('.'));
        assert!(!fills_seki(&board, Color::Black, at(9, "C1")));
        assert!(!fills_seki(&board, Color::White, at(9, "C1")));
        let race = race::count(&board, at(9, "B1"), at(9, "D1")).expect("a race");
        assert_eq!(race.first, [Verdict::Seki, Verdict::Captures(Color::White)]);
        assert_eq!(race.urgent, [Some(at(9, "G1")), Some(at(9, "C1"))]);
    }

    #[test]
    fn a_lone_stone_in_the_corner_lives_in_seki() {
        let board = diagram(&LONE_STONE_SEKI, Color::White);
        assert!(fills_seki(&board, Color::White, at(9, "A2")));
        assert!(fills_seki(&board, Color::White, at(9, "B1")));
        assert!(fills_seki(&board, Color::Black, at(9, "B1")));
    }

    #[test]
    fn a_liberty_outside_the_seki_is_free() {
        let board = diagram(&CORNER_SEKI, Color::Black);
        assert!(!fills_seki(&board, Color::Black, at(9, "F3")));
    }
}

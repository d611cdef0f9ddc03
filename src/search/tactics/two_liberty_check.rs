//! The playouts' **two-liberty check** around the last move (moggy's local two-liberty
//! check), and the **redirect** of a refused self-atari (moggy's `selfatari_other`).
//!
//! After the opponent's move, a string at two liberties on or next to it is a fight:
//! the side to move puts an opposing one in atari, or extends or counter-ataris its own,
//! where random play would let the string get away or die. [`check`] gathers those
//! moves; [`redirect`] turns a random move refused as a bad self-atari into the move that
//! takes the opposing string's other liberty. Together with the eye fix
//! ([`super::eye_fix`]) they read the races of docs/experiment-log.md, "Pachi in the
//! 13x13 collapse positions", the way Pachi and GNU Go read them; each alone does not.

use super::atari::last_liberty;
use super::self_atari;
use crate::board::{Board, Color, Point, BORDER, EMPTY};
use crate::search::playout::light::below;
use rand_xoshiro::rand_core::Rng;

/// The most moves a check gathers; more are dropped.
const MAX_CANDIDATES: usize = 16;

/// Moves gathered by a check, without repeats, for the playouts to draw one of: a small
/// array, so that no check allocates.
#[derive(Debug, Default)]
pub struct Candidates {
    points: [u16; MAX_CANDIDATES],
    n: usize,
}

impl Candidates {
    /// Adds `p` unless it is there already or the list is full.
    pub(super) fn push(&mut self, p: usize) {
        if self.n < MAX_CANDIDATES && !self.points[..self.n].contains(&(p as u16)) {
            self.points[self.n] = p as u16;
            self.n += 1;
        }
    }

    /// A uniformly random one of the moves, `None` if there is none (and then no random
    /// number is drawn).
    pub fn pick(&self, rng: &mut impl Rng) -> Option<usize> {
        (self.n > 0).then(|| self.points[below(rng, self.n)] as usize)
    }

    /// The moves gathered.
    #[cfg(test)]
    pub(super) fn points(&self) -> Vec<usize> {
        self.points[..self.n].iter().map(|&p| p as usize).collect()
    }
}

/// **Two-liberty check** for `colour` after the opponent's move at `last`: the moves on
/// the string just played and each string next to `last`, of either colour, that has two
/// liberties and is not safe ([`is_safe`]): an atari (or, for an own string, an
/// extension) on a liberty ([`liberty_moves`]) and, for an own string, the capture or
/// atari of an opposing string touching it. Every move is legal and fills no own eye.
pub fn check(board: &Board, colour: Color, last: usize) -> Candidates {
    let mut out = Candidates::default();
    let mut checked = [usize::MAX; 5];
    let mut n = 0;
    let around = [last].into_iter().chain(board.neighbours(last));
    for q in around {
        let cell = board.cell(q);
        if cell == EMPTY || cell == BORDER || board.liberty_count(q) != 2 {
            continue;
        }
        let head = board.string_head(q);
        if checked[..n].contains(&head) {
            continue;
        }
        checked[n] = head;
        n += 1;
        string_check(board, colour, head, &mut out);
    }
    out
}

/// The moves of [`check`] for the string on `head`, at two liberties.
fn string_check(board: &Board, colour: Color, head: usize, out: &mut Candidates) {
    let owner = Color::from_cell(board.cell(head)).expect("a stone");
    let libs = two_liberties(board, head);
    if is_safe(board, owner, libs) {
        return;
    }
    liberty_moves(board, colour, head, libs, out);
    if owner != colour {
        return;
    }
    // The owner's counter-attack: capture or atari an opposing string that touches it.
    let o = colour.opponent() as u8;
    let mut seen = [usize::MAX; 8];
    let mut n = 0;
    for s in board.string_stones(head) {
        for q in board.neighbours(s) {
            if board.cell(q) != o {
                continue;
            }
            let h = board.string_head(q);
            if seen[..n].contains(&h) {
                continue;
            }
            if n < seen.len() {
                seen[n] = h;
                n += 1;
            }
            match board.liberty_count(h) {
                1 => {
                    let capture = last_liberty(board, h);
                    if board.is_legal_non_eye(colour, capture) {
                        out.push(capture);
                    }
                }
                2 => liberty_moves(board, colour, h, two_liberties(board, h), out),
                _ => {}
            }
        }
    }
}

/// The two liberties of the string on `head`, which has exactly two.
fn two_liberties(board: &Board, head: usize) -> [usize; 2] {
    let mut libs = [Point::from_index(0); 2];
    board.liberties(head, &mut libs);
    [libs[0].index(), libs[1].index()]
}

/// Whether `owner`'s string with liberties `libs` is safe from an atari: a stone of its
/// owner on either liberty leaves it three liberties or more (two once the other is
/// taken), so an atari on one is answered on the other.
fn is_safe(board: &Board, owner: Color, libs: [usize; 2]) -> bool {
    libs.iter()
        .all(|&l| board.liberties_after(owner, Point::from_index(l), 3) >= 3)
}

/// `colour`'s moves on the liberties `libs` of the string on `head`: an atari when the
/// string is the opponent's, an extension when it is `colour`'s own. Left out: an
/// illegal move or an own eye; the owner's extension that cannot gain liberties
/// ([`is_hopeless`]); a bad self-atari, for which the attacker plays the approach
/// ([`approach`]) instead. A lumpy move (three own stones or edges around it) or an
/// approach is kept only when the other liberty gives no better one.
fn liberty_moves(board: &Board, colour: Color, head: usize, libs: [usize; 2], out: &mut Candidates) {
    let owner = Color::from_cell(board.cell(head)).expect("a stone");
    let mut moves: [Option<(usize, bool)>; 2] = [None; 2];
    for i in 0..2 {
        let (lib, other) = (libs[i], libs[1 - i]);
        if !board.is_legal_non_eye(colour, lib) || (colour == owner && is_hopeless(board, owner, lib, other)) {
            continue;
        }
        let (p, mut preferred) = if self_atari::is_bad_self_atari(board, colour, lib) {
            match (colour != owner).then(|| approach(board, colour, lib)).flatten() {
                Some(p) => (p, false),
                None => continue,
            }
        } else {
            (lib, true)
        };
        let c = colour as u8;
        if board.neighbour_count(p, c) + board.neighbour_count(p, BORDER) >= 3 {
            preferred = false;
        }
        moves[i] = Some((p, preferred));
    }
    match moves {
        [Some((a, pa)), Some((b, pb))] if pa != pb => out.push(if pa { a } else { b }),
        _ => moves.into_iter().flatten().for_each(|(p, _)| out.push(p)),
    }
}

/// Whether the owner's stone on `lib`, a liberty of its string whose other is `other`,
/// cannot get the string out: it touches no other own string and has one empty
/// neighbour, or two of which one is `other`, so the string keeps two liberties at most
/// (moggy's hopeless defence).
fn is_hopeless(board: &Board, owner: Color, lib: usize, other: usize) -> bool {
    if board.neighbour_count(lib, owner as u8) != 1 {
        return false;
    }
    match board.neighbour_count(lib, EMPTY) {
        1 => true,
        2 => board.neighbours(lib).contains(&other),
        _ => false,
    }
}

/// The **approach** for the attacker `colour` whose stone on `lib` would be a bad
/// self-atari: the other liberty of an own string at two liberties next to `lib`, legal,
/// no own eye and no bad self-atari itself (the false eye connected before the atari,
/// common in the corner).
pub fn approach(board: &Board, colour: Color, lib: usize) -> Option<usize> {
    let c = colour as u8;
    board.neighbour_strings_with(lib, c, 2).iter().find_map(|h| {
        let [a, b] = two_liberties(board, h);
        let p = if a == lib { b } else { a };
        (board.is_legal_non_eye(colour, p) && !self_atari::is_bad_self_atari(board, colour, p)).then_some(p)
    })
}

/// The **redirect** of `colour`'s random move on `p`, refused as a bad self-atari: the
/// other liberty of an opposing string at two liberties next to `p` (the atari that
/// fills the liberty `p` was meant to take, from the safe side), else the [`approach`]
/// to `p`. The move is legal, fills no own eye and is no bad self-atari.
pub fn redirect(board: &Board, colour: Color, p: usize, rng: &mut impl Rng) -> Option<usize> {
    let mut out = Candidates::default();
    for h in board.neighbour_strings_with(p, colour.opponent() as u8, 2).iter() {
        let [a, b] = two_liberties(board, h);
        let q = if a == p { b } else { a };
        if board.is_legal_non_eye(colour, q) && !self_atari::is_bad_self_atari(board, colour, q) {
            out.push(q);
        }
    }
    out.pick(rng).or_else(|| approach(board, colour, p))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, diagram};

    /// `rows` with `last` played last by the opponent of `to_move`, and `to_move`'s
    /// check after it, as vertices.
    fn checked(rows: &[&str], last: &str, to_move: Color) -> Vec<usize> {
        let mut board = diagram(rows, to_move.opponent());
        let p = at(rows.len(), last);
        board.play(to_move.opponent(), Point::from_index(p), false).unwrap();
        let mut points = check(&board, to_move, p).points();
        points.sort();
        points
    }

    /// The sorted indices of `vertices` on a board of `size`.
    fn points(size: usize, vertices: &[&str]) -> Vec<usize> {
        let mut points: Vec<usize> = vertices.iter().map(|v| at(size, v)).collect();
        points.sort();
        points
    }

    #[test]
    fn ataris_the_string_just_played_from_both_sides() {
        // White's C3 has two liberties, C4 and D3; White's stone on D3 would have only
        // two, so an atari on C4 is not answered at once.
        let rows = [".....", "...X.", ".X..X", "..X..", "....."];
        assert_eq!(checked(&rows, "C3", Color::Black), points(5, &["C4", "D3"]));
    }

    #[test]
    fn leaves_a_safe_string_alone() {
        // White's C3 has two liberties, C4 and D3, and an atari on either is answered
        // on the other with three.
        let rows = [".....", ".....", ".X...", "..X..", "....."];
        assert_eq!(checked(&rows, "C3", Color::Black), vec![]);
    }

    #[test]
    fn extends_an_own_string_the_move_left_at_two_liberties() {
        // White's D2 leaves Black's C2-C1 C3 and D1. D1 is hopeless (one new liberty,
        // E1); C3 gains two.
        let rows = [".....", ".....", ".....", ".OX..", ".OX.."];
        assert_eq!(checked(&rows, "D2", Color::Black), points(5, &["C3"]));
    }

    #[test]
    fn counter_ataris_when_the_extension_fails() {
        // White's C2 leaves Black's B2-B1 A1 (a self-atari) and C1 (hopeless). Black
        // ataris White's A2 on A3 instead; on A1 it would be a self-atari, whose approach
        // C1 is left out beside the atari A3.
        let rows = [".....", ".....", ".O...", "OX...", ".X..."];
        assert_eq!(checked(&rows, "C2", Color::Black), points(5, &["A3"]));
    }

    #[test]
    fn redirects_a_self_atari_to_the_approach() {
        // Black's C1 would leave B2-D2 in atari (its liberty D1 opens onto E1). White's
        // B1 has two liberties, C1 and A1, but A1 is Black's suicide: Black approaches
        // on D1 instead, after which C1 ataris B1 from a string with two liberties.
        let rows = [".....", ".....", "OOOO.", "OXXXO", ".O..."];
        let board = diagram(&rows, Color::Black);
        let c1 = at(5, "C1");
        assert!(self_atari::is_bad_self_atari(&board, Color::Black, c1));
        let mut rng = <rand_xoshiro::Xoshiro256PlusPlus as rand_xoshiro::rand_core::SeedableRng>::seed_from_u64(1);
        assert_eq!(redirect(&board, Color::Black, c1, &mut rng), Some(at(5, "D1")));
    }
}

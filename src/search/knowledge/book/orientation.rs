//! A position up to the eight symmetries of the board: the key the book files it under,
//! and the way a move goes between the board and the book's orientation.
//!
//! The key is the least, over the eight symmetries (`spatial::MATRICES`), of the
//! Zobrist hash ([`zobrist`]) of the stones seen through the symmetry, with a key of its
//! own for White to move. It depends on the stones alone, so that positions reached in
//! another order (transpositions) share it. The book's moves are stored as the
//! orientation of the least hash sees them; changing the Zobrist keys, the order of the
//! symmetries or `WHITE_TO_MOVE` invalidates every key of `book-19x19.txt`.

use crate::board::zobrist::{self, splitmix64};
use crate::board::{Board, Color, Point};
use crate::search::knowledge::spatial;

/// The symmetries of the square.
const SYMMETRIES: usize = 8;

/// Mixed into the key when White is to move: the same stones with the other player to
/// move are another position.
const WHITE_TO_MOVE: u64 = splitmix64(0xB00C).1;

/// Where symmetry `s` (an index into `spatial::MATRICES`) takes `p` on a board of
/// `size`: the matrix applied about the board's centre.
pub fn transform(size: usize, s: usize, p: Point) -> Point {
    let (col, row) = p.coords(size);
    let n = size as i32 - 1;
    let (x, y) = (2 * col as i32 - n, 2 * row as i32 - n);
    let [a, b, c, d] = spatial::MATRICES[s];
    let (x, y) = (a * x + b * y, c * x + d * y);
    Point::from_coords(size, ((x + n) / 2) as usize, ((y + n) / 2) as usize)
}

/// The symmetry that undoes `s`: its matrix's transpose, since each is orthogonal.
fn inverse(s: usize) -> usize {
    let [a, b, c, d] = spatial::MATRICES[s];
    spatial::MATRICES
        .iter()
        .position(|&m| m == [a, c, b, d])
        .expect("the symmetries of the square form a group")
}

/// A position seen up to symmetry; see the module documentation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Orientation {
    /// The position's key: the same for all its symmetric images and transpositions.
    pub key: u64,
    /// Bit `s` is set when symmetry `s` takes the position to the book's orientation
    /// (more than one for a position symmetric in itself).
    symmetries: u8,
    /// The board's size.
    size: usize,
}

impl Orientation {
    /// The orientation of the stones of `board` with `to_move` to play.
    pub fn of(board: &Board, to_move: Color) -> Orientation {
        let size = board.size();
        let mut hashes = [0u64; SYMMETRIES];
        for p in board.points() {
            if let Some(colour) = board.color_at(p) {
                for (s, hash) in hashes.iter_mut().enumerate() {
                    *hash ^= zobrist::stone_key(colour as u8, transform(size, s, p).index());
                }
            }
        }
        let least = *hashes.iter().min().expect("eight symmetries");
        let symmetries = (0..SYMMETRIES)
            .filter(|&s| hashes[s] == least)
            .fold(0u8, |bits, s| bits | 1 << s);
        let side = if to_move == Color::White { WHITE_TO_MOVE } else { 0 };
        Orientation {
            key: least ^ side,
            symmetries,
            size,
        }
    }

    /// The symmetries that take the position to the book's orientation.
    fn symmetries(&self) -> impl Iterator<Item = usize> + '_ {
        (0..SYMMETRIES).filter(|&s| self.symmetries & 1 << s != 0)
    }

    /// The move `p` of the position as the book's orientation sees it: the least of its
    /// images there, so that moves alike in a position symmetric in itself (the four
    /// 4-4 points of an empty board) come out as one.
    pub fn to_book(&self, p: Point) -> Point {
        self.symmetries()
            .map(|s| transform(self.size, s, p))
            .min()
            .expect("at least one symmetry gives the key")
    }

    /// The move `p` of the book's orientation on the board. Any of the symmetries that
    /// give the key gives a move alike in the position; the first one is taken.
    pub fn from_book(&self, p: Point) -> Point {
        let s = self.symmetries().next().expect("at least one symmetry gives the key");
        transform(self.size, inverse(s), p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::vertex;

    fn at(size: usize, text: &str) -> Point {
        vertex::parse(size, text).unwrap().unwrap()
    }

    /// The board after `moves` played in turn from Black.
    fn board(size: usize, moves: &[&str]) -> Board {
        let mut board = Board::new(size);
        for (i, m) in moves.iter().enumerate() {
            let colour = if i % 2 == 0 { Color::Black } else { Color::White };
            board.play(colour, at(size, m), false).unwrap();
        }
        board
    }

    /// `moves` seen through symmetry `s`.
    fn turned(size: usize, s: usize, moves: &[&str]) -> Vec<String> {
        moves
            .iter()
            .map(|m| vertex::format(size, Some(transform(size, s, at(size, m)))))
            .collect()
    }

    #[test]
    fn each_symmetry_is_undone_by_its_inverse() {
        for size in [9, 19] {
            for s in 0..SYMMETRIES {
                let images: std::collections::HashSet<Point> = board(size, &[])
                    .points()
                    .map(|p| {
                        assert_eq!(transform(size, inverse(s), transform(size, s, p)), p);
                        transform(size, s, p)
                    })
                    .collect();
                assert_eq!(images.len(), size * size, "symmetry {s} is one to one");
            }
        }
        assert_eq!(transform(19, 1, at(19, "Q16")), at(19, "D16"), "a mirror");
        assert_eq!(transform(19, 0, at(19, "Q16")), at(19, "Q16"), "the identity");
    }

    #[test]
    fn every_image_of_a_position_has_one_key_and_one_book_move() {
        let moves = ["Q16", "D4", "R4", "C16", "O3"];
        let original = Orientation::of(&board(19, &moves), Color::White);
        let reply = original.to_book(at(19, "R6"));
        for s in 0..SYMMETRIES {
            let image = turned(19, s, &moves);
            let image: Vec<&str> = image.iter().map(String::as_str).collect();
            let orientation = Orientation::of(&board(19, &image), Color::White);
            assert_eq!(orientation.key, original.key, "symmetry {s}");
            let move_there = transform(19, s, at(19, "R6"));
            assert_eq!(orientation.to_book(move_there), reply, "symmetry {s}");
            assert_eq!(orientation.from_book(reply), move_there, "symmetry {s}");
        }
    }

    #[test]
    fn transpositions_share_a_key_and_the_player_to_move_does_not() {
        let one = Orientation::of(&board(19, &["Q16", "D4", "Q4", "D16"]), Color::Black);
        let other = Orientation::of(&board(19, &["Q4", "D16", "Q16", "D4"]), Color::Black);
        assert_eq!(one.key, other.key, "the same stones in another order");
        let white = Orientation::of(&board(19, &["Q16", "D4", "Q4", "D16"]), Color::White);
        assert_ne!(one.key, white.key, "the other player to move");
        let swapped = Orientation::of(&board(19, &["D4", "Q16", "D16", "Q4"]), Color::Black);
        assert_eq!(swapped.key, one.key, "a mirror image");
        let side = Orientation::of(&board(19, &["Q16", "D4", "Q4"]), Color::White);
        let diagonal = Orientation::of(&board(19, &["Q16", "Q4", "D4"]), Color::White);
        assert_ne!(side.key, diagonal.key, "the stones' colours count");
    }

    #[test]
    fn moves_alike_in_a_symmetric_position_are_one_book_move() {
        let empty = Orientation::of(&board(19, &[]), Color::Black);
        let alike = |points: &[&str]| {
            let images: Vec<Point> = points.iter().map(|m| empty.to_book(at(19, m))).collect();
            assert!(images.iter().all(|&p| p == images[0]), "{points:?} alike");
            images[0]
        };
        let star = alike(&["Q16", "D16", "D4", "Q4"]);
        let komoku = alike(&["R16", "Q17", "C16", "D17", "C4", "D3", "R4", "Q3"]);
        assert_ne!(star, komoku, "a 4-4 and a 3-4 point are two moves");
        assert_ne!(empty.to_book(at(19, "R17")), star, "a 3-3 point is another");
        let tengen = board(9, &["E5"]);
        let after = Orientation::of(&tengen, Color::White);
        assert_eq!(after.to_book(at(9, "C3")), after.to_book(at(9, "G7")));
        let played = after.from_book(after.to_book(at(9, "C3")));
        assert!(["C3", "G3", "C7", "G7"].contains(&vertex::format(9, Some(played)).as_str()));
    }
}

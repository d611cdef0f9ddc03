//! A book of positions learned from game records: each position seen often enough, up
//! to symmetry ([`Orientation`]), with the move its players chose there when one move
//! was chosen clearly, and how the book answers in a game.
//!
//! The text form, written by `examples/build_book.rs` and read by [`Book::parse`]:
//! `#` starts a comment line (the header says how the book was made), `size N` gives
//! the board's size, and each position is a line `KEY GAMES [MOVE CHOSEN]`: its key in
//! hexadecimal, the games that reached it, and the move of the book's orientation (a
//! GTP vertex) with the games that chose it, or nothing where no move was chosen
//! clearly. Such a position is there so that a game passing through it stays in the
//! book.

use super::orientation::Orientation;
use crate::board::{vertex, Board, Color, Point, MAX_SIZE};
use crate::game::Game;
use std::collections::HashMap;
use std::fmt::Write;

/// One position of the book.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// The games that reached the position.
    pub games: u32,
    /// The move chosen there, in the book's orientation, and the games that chose it;
    /// `None` where no move was chosen clearly.
    pub choice: Option<(Point, u32)>,
}

/// The positions of a book by key; see the module documentation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Book {
    /// The board size of every position.
    pub size: usize,
    /// The positions by their key ([`Orientation::key`]).
    pub entries: HashMap<u64, Entry>,
}

/// Why a book does not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BookError {
    /// A line that is neither the size nor a position.
    #[error("book line {line}: expected `size N` or `KEY GAMES [MOVE CHOSEN]`, got {text:?}")]
    BadLine {
        /// The line number, from 1.
        line: usize,
        /// The line.
        text: String,
    },
    /// Positions before the size, or no size at all.
    #[error("book: `size N` must come before the first position")]
    NoSize,
}

impl Book {
    /// An empty book for boards of `size`.
    pub fn new(size: usize) -> Book {
        Book {
            size,
            entries: HashMap::new(),
        }
    }

    /// The book's move for `colour` in `game`, mapped onto the board's orientation, if
    /// every position of the game so far, the current one included, is in the book and
    /// the current one has a move. The caller decides whether the game is one the book
    /// may answer in at all (komi, handicap).
    pub fn answer(&self, game: &Game, colour: Color) -> Option<Point> {
        if game.size() != self.size {
            return None;
        }
        let mut board = Board::new(self.size);
        for m in game.moves() {
            self.entries.get(&Orientation::of(&board, m.colour).key)?;
            match m.point {
                Some(p) => board.play_unchecked(m.colour, p),
                None => board.pass(m.colour),
            }
        }
        let orientation = Orientation::of(&board, colour);
        let (point, _) = self.entries.get(&orientation.key)?.choice?;
        Some(orientation.from_book(point))
    }

    /// Reads a book written by [`Book::to_text`].
    pub fn parse(text: &str) -> Result<Book, BookError> {
        let mut book: Option<Book> = None;
        for (i, line) in text.lines().enumerate() {
            let bad = || BookError::BadLine {
                line: i + 1,
                text: line.to_string(),
            };
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                [] => {}
                [first, ..] if first.starts_with('#') => {}
                ["size", size] => {
                    let size = size
                        .parse()
                        .ok()
                        .filter(|s| (1..=MAX_SIZE).contains(s))
                        .ok_or_else(bad)?;
                    book = Some(Book::new(size));
                }
                [key, games, choice @ ..] => {
                    let book = book.as_mut().ok_or(BookError::NoSize)?;
                    let key = u64::from_str_radix(key, 16).map_err(|_| bad())?;
                    let games = games.parse().map_err(|_| bad())?;
                    let choice = match choice {
                        [] => None,
                        [point, chosen] => {
                            let point = vertex::parse(book.size, point).ok().flatten().ok_or_else(bad)?;
                            Some((point, chosen.parse().map_err(|_| bad())?))
                        }
                        _ => return Err(bad()),
                    };
                    book.entries.insert(key, Entry { games, choice });
                }
                _ => return Err(bad()),
            }
        }
        book.ok_or(BookError::NoSize)
    }

    /// The book as text, `header` first as comment lines, the positions most played
    /// first.
    pub fn to_text(&self, header: &str) -> String {
        let mut text = String::new();
        for line in header.lines() {
            writeln!(text, "# {line}").expect("writing to a string");
        }
        writeln!(text, "size {}", self.size).expect("writing to a string");
        let mut entries: Vec<_> = self.entries.iter().collect();
        entries.sort_by_key(|&(&key, entry)| (std::cmp::Reverse(entry.games), key));
        for (key, entry) in entries {
            write!(text, "{key:016x} {}", entry.games).expect("writing to a string");
            if let Some((point, chosen)) = entry.choice {
                write!(text, " {} {chosen}", vertex::format(self.size, Some(point))).expect("writing to a string");
            }
            text.push('\n');
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    fn at(text: &str) -> Point {
        vertex::parse(19, text).unwrap().unwrap()
    }

    /// A book of the empty board (a 4-4 point chosen), of the position after a 4-4
    /// point (no move chosen) and of the one after the diagonal 4-4 reply (R6 chosen), and
    /// a game of `moves` (`pass` or a vertex) played in turn from Black.
    fn book_and_game(moves: &[&str]) -> (Book, Game) {
        let mut book = Book::new(19);
        let mut board = Board::new(19);
        for (colour, choice) in [
            (Color::Black, Some("Q16")),
            (Color::White, None),
            (Color::Black, Some("R6")),
        ] {
            let orientation = Orientation::of(&board, colour);
            let choice = choice.map(|m| (orientation.to_book(at(m)), 30));
            book.entries.insert(orientation.key, Entry { games: 50, choice });
            let next = if colour == Color::Black { "Q16" } else { "D4" };
            board.play_unchecked(colour, at(next));
        }
        let mut game = Game::new(19, Rules::chinese());
        for (i, m) in moves.iter().enumerate() {
            let colour = if i % 2 == 0 { Color::Black } else { Color::White };
            game.play(colour, vertex::parse(19, m).unwrap()).unwrap();
        }
        (book, game)
    }

    #[test]
    fn a_book_survives_text_and_rejects_bad_lines() {
        let (book, _) = book_and_game(&[]);
        let text = book.to_text("made by a test\nfrom nothing");
        assert!(text.starts_with("# made by a test\n# from nothing\nsize 19\n"));
        assert_eq!(Book::parse(&text), Ok(book));
        assert_eq!(Book::parse("# nothing"), Err(BookError::NoSize));
        assert_eq!(Book::parse("00ff 3"), Err(BookError::NoSize));
        for (bad, line) in [
            ("size 19\n00ff 3 Q16", 2),
            ("size 19\nzz 3", 2),
            ("size 19\n00ff 3 Z99 2", 2),
            ("size 30", 1),
            ("size 19\n00ff", 2),
        ] {
            assert!(
                matches!(Book::parse(bad), Err(BookError::BadLine { line: l, .. }) if l == line),
                "{bad}"
            );
        }
    }

    #[test]
    fn the_book_answers_only_while_the_game_stays_in_it() {
        let (book, empty) = book_and_game(&[]);
        let answer = book
            .answer(&empty, Color::Black)
            .expect("the empty board is in the book");
        assert!(["Q16", "D16", "D4", "Q4"].contains(&vertex::format(19, Some(answer)).as_str()));
        assert_eq!(
            book.answer(&empty, Color::White),
            None,
            "White to move is another position"
        );
        let (_, star) = book_and_game(&["D4"]);
        assert_eq!(book.answer(&star, Color::White), None, "in the book without a move");
        let (_, diagonal) = book_and_game(&["D4", "Q16"]);
        let answer = book
            .answer(&diagonal, Color::Black)
            .map(|p| vertex::format(19, Some(p)));
        assert!(
            ["C14", "O3"].contains(&answer.as_deref().unwrap_or("none")),
            "R6 (or F17, alike) seen from the other side: {answer:?}"
        );
        let (_, around) = book_and_game(&["pass", "Q16", "D4", "pass"]);
        assert_eq!(
            book.answer(&around, Color::Black),
            None,
            "the same stones, reached through positions out of the book"
        );
        let (_, off) = book_and_game(&["K10", "D4"]);
        assert_eq!(book.answer(&off, Color::Black), None, "out after tengen");
        let mut nine = Game::new(9, Rules::chinese());
        nine.set_komi(7.0);
        assert_eq!(book.answer(&nine, Color::Black), None, "another size");
    }
}

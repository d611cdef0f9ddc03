//! What the person at the terminal types: a point like `D4` (any case), or a word.

use crate::board::vertex::{self, VertexError};
use crate::board::Point;
use thiserror::Error;

/// One line of the person's input, understood.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    /// A stone on this point.
    Stone(Point),
    /// `pass`.
    Pass,
    /// `resign`: the game ends, sente wins.
    Resign,
    /// `undo`: take back the person's last move and sente's reply.
    Undo,
    /// `help` or `?`: list what can be typed.
    Help,
    /// `quit` or `exit`: leave without finishing the game.
    Quit,
}

/// A line that is neither a point on the board nor a known word.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum InputError {
    /// Not a point and not a word sente knows.
    #[error("'{0}' is neither a move nor a command: type a point such as D4, or pass, resign, undo, help, quit")]
    Unknown(String),
    /// A point that lies outside the board.
    #[error("{vertex} is off the board: columns run from A to {last_column}, rows from 1 to {size}")]
    OffBoard {
        /// The point as typed, in capitals.
        vertex: String,
        /// The last column's letter.
        last_column: char,
        /// The board's size.
        size: usize,
    },
}

/// Reads one line typed on a `size`x`size` board; `Ok(None)` for a blank line.
pub fn parse(size: usize, line: &str) -> Result<Option<Entry>, InputError> {
    let text = line.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let word = match text.to_ascii_lowercase().as_str() {
        "resign" => Some(Entry::Resign),
        "undo" => Some(Entry::Undo),
        "help" | "?" => Some(Entry::Help),
        "quit" | "exit" => Some(Entry::Quit),
        _ => None,
    };
    if let Some(entry) = word {
        return Ok(Some(entry));
    }
    match vertex::parse(size, text) {
        Ok(Some(p)) => Ok(Some(Entry::Stone(p))),
        Ok(None) => Ok(Some(Entry::Pass)),
        Err(VertexError::OffBoard { vertex, size }) => Err(InputError::OffBoard {
            vertex: vertex.to_ascii_uppercase(),
            last_column: vertex::column_letter(size - 1),
            size,
        }),
        Err(VertexError::Malformed(_)) => Err(InputError::Unknown(text.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(size: usize, text: &str) -> Point {
        vertex::parse(size, text).expect("a vertex").expect("not a pass")
    }

    #[test]
    fn reads_points_in_any_case_with_spaces_around() {
        assert_eq!(parse(9, "D4"), Ok(Some(Entry::Stone(point(9, "D4")))));
        assert_eq!(parse(9, "  j9 \n"), Ok(Some(Entry::Stone(point(9, "J9")))));
    }

    #[test]
    fn reads_the_words_in_any_case() {
        let words = [
            ("pass", Entry::Pass),
            ("PASS", Entry::Pass),
            ("Resign", Entry::Resign),
            ("undo", Entry::Undo),
            ("help", Entry::Help),
            ("?", Entry::Help),
            ("quit", Entry::Quit),
            ("exit", Entry::Quit),
        ];
        for (text, entry) in words {
            assert_eq!(parse(9, text), Ok(Some(entry)), "{text}");
        }
    }

    #[test]
    fn a_blank_line_is_nothing() {
        assert_eq!(parse(9, "   \n"), Ok(None));
    }

    #[test]
    fn says_why_a_line_is_not_understood() {
        assert_eq!(parse(9, "dd4"), Err(InputError::Unknown("dd4".to_string())));
        assert_eq!(parse(9, "I5"), Err(InputError::Unknown("I5".to_string())));
        let off = parse(9, "K3").unwrap_err();
        assert_eq!(
            off.to_string(),
            "K3 is off the board: columns run from A to J, rows from 1 to 9"
        );
        assert!(matches!(parse(5, "a6"), Err(InputError::OffBoard { size: 5, .. })));
    }
}

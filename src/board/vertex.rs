//! GTP vertex text: `A1`..`Z25` without the letter I, case-insensitive, and `pass`.

use super::Point;
use thiserror::Error;

/// Column letters in GTP order: I is skipped to avoid confusion with J.
const COLUMNS: &[u8; 25] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// Why a piece of text is not a vertex on the current board.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum VertexError {
    /// The text is not of the form letter + number, nor `pass`.
    #[error("invalid vertex '{0}'")]
    Malformed(String),
    /// A well-formed vertex that lies outside the board.
    #[error("vertex '{vertex}' is off the {size}x{size} board")]
    OffBoard {
        /// The text as given.
        vertex: String,
        /// The board's size.
        size: usize,
    },
}

/// Parses `text` as a vertex of a `size`x`size` board: `Ok(None)` is a pass.
pub fn parse(size: usize, text: &str) -> Result<Option<Point>, VertexError> {
    if text.eq_ignore_ascii_case("pass") {
        return Ok(None);
    }
    let malformed = || VertexError::Malformed(text.to_string());
    let bytes = text.as_bytes();
    let (&letter, digits) = bytes.split_first().ok_or_else(malformed)?;
    let letter = letter.to_ascii_uppercase();
    let col = COLUMNS.iter().position(|&c| c == letter).ok_or_else(malformed)?;
    if digits.is_empty() || digits.len() > 2 || !digits.iter().all(u8::is_ascii_digit) {
        return Err(malformed());
    }
    let row: usize = std::str::from_utf8(digits)
        .map_err(|_| malformed())?
        .parse()
        .map_err(|_| malformed())?;
    if row == 0 || digits[0] == b'0' {
        return Err(malformed());
    }
    if col >= size || row > size {
        return Err(VertexError::OffBoard {
            vertex: text.to_string(),
            size,
        });
    }
    Ok(Some(Point::from_coords(size, col, row - 1)))
}

/// The letter of column `col` (0 = A), I skipped.
pub fn column_letter(col: usize) -> char {
    COLUMNS[col] as char
}

/// Formats a move as GTP text: `pass` for `None`, else column letter and row number.
pub fn format(size: usize, point: Option<Point>) -> String {
    match point {
        None => "pass".to_string(),
        Some(p) => {
            let (col, row) = p.coords(size);
            format!("{}{}", column_letter(col), row + 1)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_vertex_of_every_size() {
        for size in 1..=25 {
            for col in 0..size {
                for row in 0..size {
                    let p = Point::from_coords(size, col, row);
                    let text = format(size, Some(p));
                    assert_eq!(parse(size, &text), Ok(Some(p)), "{text} on {size}x{size}");
                    assert_eq!(parse(size, &text.to_lowercase()), Ok(Some(p)));
                }
            }
        }
    }

    #[test]
    fn skips_the_letter_i() {
        assert_eq!(format(19, Some(Point::from_coords(19, 8, 0))), "J1");
        assert!(matches!(parse(19, "I5"), Err(VertexError::Malformed(_))));
    }

    #[test]
    fn rejects_malformed_and_off_board_text() {
        for bad in ["", "A", "1", "xx", "A0", "A01", "A-1", "AA1", "A123", "é1"] {
            assert!(matches!(parse(19, bad), Err(VertexError::Malformed(_))), "{bad}");
        }
        assert!(matches!(parse(9, "K1"), Err(VertexError::OffBoard { .. })));
        assert!(matches!(parse(9, "A10"), Err(VertexError::OffBoard { .. })));
        assert_eq!(parse(9, "PASS"), Ok(None));
        assert_eq!(format(9, None), "pass");
    }
}

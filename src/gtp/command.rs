//! Parsing a preprocessed line into a command (`[id] name [arguments]`) and reading its
//! arguments as GTP's types: int, float, string, colour, vertex, move.

use super::error::GtpError;
use crate::board::{vertex, Color, Point};

/// One command line: an optional numeric id, the command name and its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Command {
    /// The id to echo in the reply (`=id` / `?id`).
    pub id: Option<u64>,
    /// The command's name, as typed.
    pub name: String,
    /// The words after the name.
    pub args: Vec<String>,
}

/// A line that is not a command; the reply carries `id` when the line had a readable one.
#[derive(Debug, Clone, PartialEq)]
pub struct ParseError {
    /// The id at the start of the line, if one could be read.
    pub id: Option<u64>,
    /// What is wrong with the line.
    pub error: GtpError,
}

/// Reads the id at the start of a preprocessed line, if there is one: a word of digits
/// followed by a space or the end of the line.
pub fn leading_id(line: &[u8]) -> Option<u64> {
    let word = line.split(|&b| b == b' ').next()?;
    if word.is_empty() || !word.iter().all(u8::is_ascii_digit) {
        return None;
    }
    std::str::from_utf8(word).ok()?.parse().ok()
}

/// Parses a preprocessed line (see [`super::input::preprocess`]) into a command.
pub fn parse(line: &[u8]) -> Result<Command, ParseError> {
    let id = leading_id(line);
    let fail = |detail: &str| ParseError {
        id,
        error: GtpError::syntax(detail),
    };
    let text = std::str::from_utf8(line).map_err(|_| fail("the line is not valid UTF-8"))?;
    let mut words = text.split(' ').filter(|w| !w.is_empty());
    let first = words.next().ok_or_else(|| fail("empty command"))?;
    if first.bytes().all(|b| b.is_ascii_digit()) && id.is_none() {
        return Err(fail("the command id is too large"));
    }
    let name = if id.is_some() { words.next() } else { Some(first) };
    let name = name.ok_or_else(|| fail("a command name must follow the id"))?;
    Ok(Command {
        id,
        name: name.to_string(),
        args: words.map(str::to_string).collect(),
    })
}

/// The arguments of a command, read in order; [`Args::finish`] rejects any left over.
#[derive(Debug)]
pub struct Args<'a> {
    words: &'a [String],
    next: usize,
}

impl<'a> Args<'a> {
    /// Arguments to read from `words`.
    pub fn new(words: &'a [String]) -> Args<'a> {
        Args { words, next: 0 }
    }

    /// The next word, or a syntax error naming the missing `what`.
    pub fn word(&mut self, what: &str) -> Result<&'a str, GtpError> {
        self.optional_word()
            .ok_or_else(|| GtpError::syntax(format!("missing argument: {what}")))
    }

    /// The next word, if any.
    pub fn optional_word(&mut self) -> Option<&'a str> {
        let word = self.words.get(self.next)?;
        self.next += 1;
        Some(word)
    }

    /// Every word not read yet.
    pub fn rest(&mut self) -> &'a [String] {
        let rest = &self.words[self.next..];
        self.next = self.words.len();
        rest
    }

    /// Succeeds only if every argument has been read.
    pub fn finish(&self) -> Result<(), GtpError> {
        match self.words.get(self.next) {
            None => Ok(()),
            Some(extra) => Err(GtpError::syntax(format!("unexpected argument '{extra}'"))),
        }
    }

    /// A non-negative integer.
    pub fn int(&mut self, what: &str) -> Result<u32, GtpError> {
        let word = self.word(what)?;
        parse_int(word).ok_or_else(|| GtpError::syntax(format!("{what} must be a non-negative integer, not '{word}'")))
    }

    /// A finite number.
    pub fn float(&mut self, what: &str) -> Result<f32, GtpError> {
        let word = self.word(what)?;
        word.parse::<f32>()
            .ok()
            .filter(|f| f.is_finite())
            .ok_or_else(|| GtpError::syntax(format!("{what} must be a number, not '{word}'")))
    }

    /// A colour: `b`, `black`, `w` or `white`, in any case.
    pub fn colour(&mut self) -> Result<Color, GtpError> {
        parse_colour(self.word("colour")?)
    }

    /// A vertex of a `size`x`size` board, or `None` for `pass`.
    pub fn vertex(&mut self, size: usize) -> Result<Option<Point>, GtpError> {
        parse_vertex(size, self.word("vertex")?)
    }
}

/// Parses a GTP int: decimal digits only.
pub fn parse_int(word: &str) -> Option<u32> {
    if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    word.parse().ok()
}

/// Parses a colour: `b`, `black`, `w` or `white`, in any case.
pub fn parse_colour(word: &str) -> Result<Color, GtpError> {
    match word.to_ascii_lowercase().as_str() {
        "b" | "black" => Ok(Color::Black),
        "w" | "white" => Ok(Color::White),
        _ => Err(GtpError::syntax(format!("invalid colour '{word}'"))),
    }
}

/// Parses a vertex of a `size`x`size` board; off the board is a syntax error too.
pub fn parse_vertex(size: usize, word: &str) -> Result<Option<Point>, GtpError> {
    vertex::parse(size, word).map_err(|error| GtpError::syntax(error.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn command(line: &str) -> Result<Command, ParseError> {
        parse(line.as_bytes())
    }

    #[test]
    fn reads_id_name_and_arguments() {
        let c = command("12 play b C3").expect("a command");
        assert_eq!(c.id, Some(12));
        assert_eq!(c.name, "play");
        assert_eq!(c.args, ["b", "C3"]);
        let c = command("name").expect("a command");
        assert_eq!((c.id, c.name.as_str(), c.args.len()), (None, "name", 0));
    }

    #[test]
    fn rejects_lines_that_are_not_commands() {
        assert_eq!(command("7").map_err(|e| e.id), Err(Some(7)));
        assert_eq!(command("99999999999999999999999 name").map_err(|e| e.id), Err(None));
        let bad = parse(b"3 name \xff").expect_err("invalid UTF-8");
        assert_eq!(bad.id, Some(3));
        assert!(matches!(bad.error, GtpError::Syntax(_)));
    }

    #[test]
    fn reads_typed_arguments_and_rejects_leftovers() {
        let words: Vec<String> = ["WHITE", "q16", "7", "-1", "pass"].map(String::from).to_vec();
        let mut args = Args::new(&words);
        assert_eq!(args.colour(), Ok(Color::White));
        assert_eq!(args.vertex(19), Ok(vertex::parse(19, "Q16").expect("vertex")));
        assert_eq!(args.int("n"), Ok(7));
        assert!(args.int("n").is_err());
        assert!(args.finish().is_err());
        assert_eq!(args.vertex(19), Ok(None));
        assert_eq!(args.finish(), Ok(()));
        assert!(args.word("more").is_err());
    }

    #[test]
    fn vertices_off_the_board_or_with_i_are_syntax_errors() {
        assert!(matches!(parse_vertex(9, "J10"), Err(GtpError::Syntax(_))));
        assert!(matches!(parse_vertex(19, "I5"), Err(GtpError::Syntax(_))));
        assert!(matches!(parse_colour("red"), Err(GtpError::Syntax(_))));
    }
}

//! The failures a GTP command can answer with. The standard ones answer the GTP v2
//! specification's bare message, as GNU Go does (`? illegal move`), so that controllers
//! can compare it; their detail (why the move is illegal) is for the log, which the
//! session writes ([`GtpError::reason`]). Extension commands answer a helpful text
//! instead ([`GtpError::Extension`], [`GtpError::in_extension`]).

use crate::board::MAX_SIZE;
use crate::game::{HandicapError, IllegalMove};
use crate::handicap::InvalidHandicap;
use thiserror::Error;

/// Why a command failed: its `Display` is the text of the `?` reply.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum GtpError {
    /// No command of that name is in the command table.
    #[error("unknown command")]
    UnknownCommand,
    /// The line or an argument could not be read: missing, extra or malformed (the detail
    /// says which).
    #[error("syntax error")]
    Syntax(String),
    /// `boardsize` with this size, outside 1 to [`MAX_SIZE`].
    #[error("unacceptable size")]
    UnacceptableSize(usize),
    /// A move the rules forbid: occupied, suicide, ko or superko alike.
    #[error("illegal move")]
    IllegalMove(IllegalMove),
    /// Nothing left to take back.
    #[error("cannot undo")]
    CannotUndo,
    /// A handicap the board cannot take.
    #[error("invalid number of stones")]
    InvalidNumberOfStones(InvalidHandicap),
    /// Handicap stones asked for on a board that already has stones.
    #[error("board not empty")]
    BoardNotEmpty,
    /// Free handicap vertices that repeat, include a pass, or are too few or too many (the
    /// detail says which).
    #[error("bad vertex list")]
    BadVertexList(&'static str),
    /// An SGF file that could not be read or replayed (the detail says why).
    #[error("cannot load file")]
    CannotLoadFile(String),
    /// A failure of an extension command, which no specification words: a text that says
    /// what was wrong and what would do.
    #[error("{0}")]
    Extension(String),
    /// A valid setting that the system refused (such as threads it cannot start).
    #[error("cannot apply the setting: {0}")]
    Setting(String),
    /// A bug: the command's handler panicked. The position is unchanged.
    #[error("internal error: '{0}' failed unexpectedly; the position is unchanged (see the log)")]
    Internal(String),
}

impl GtpError {
    /// A syntax error with the given detail.
    pub fn syntax(detail: impl Into<String>) -> GtpError {
        GtpError::Syntax(detail.into())
    }

    /// An extension command's failure, answered with `text`.
    pub fn extension(text: impl Into<String>) -> GtpError {
        GtpError::Extension(text.into())
    }

    /// Why the command failed, for the log, where the reply's bare text does not say it.
    pub fn reason(&self) -> Option<String> {
        match self {
            GtpError::Syntax(detail) | GtpError::CannotLoadFile(detail) => Some(detail.clone()),
            GtpError::UnacceptableSize(size) => Some(format!(
                "sente plays on boards from 1x1 to {MAX_SIZE}x{MAX_SIZE}, not {size}x{size}"
            )),
            GtpError::IllegalMove(illegal) => Some(illegal.reason.to_string()),
            GtpError::InvalidNumberOfStones(invalid) => Some(handicap_reason(invalid)),
            GtpError::BadVertexList(detail) => Some(detail.to_string()),
            _ => None,
        }
    }

    /// This failure as an extension command answers it: a syntax error says what was
    /// wrong (`syntax error: invalid colour 'x'`); the rest are unchanged.
    pub fn in_extension(self) -> GtpError {
        match self {
            GtpError::Syntax(detail) => GtpError::Extension(format!("syntax error: {detail}")),
            other => other,
        }
    }
}

/// Why a handicap of `invalid.stones` does not fit its board: `1 stone on 19x19 (fixed
/// placement allows 2 to 9)`.
fn handicap_reason(invalid: &InvalidHandicap) -> String {
    let InvalidHandicap { stones, size, max } = *invalid;
    let noun = if stones == 1 { "stone" } else { "stones" };
    let allowed = match max {
        0 | 1 => "no fixed placement on this board".to_string(),
        _ => format!("fixed placement allows 2 to {max}"),
    };
    format!("{stones} {noun} on {size}x{size} ({allowed})")
}

impl From<IllegalMove> for GtpError {
    fn from(error: IllegalMove) -> GtpError {
        GtpError::IllegalMove(error)
    }
}

impl From<HandicapError> for GtpError {
    fn from(error: HandicapError) -> GtpError {
        match error {
            HandicapError::BoardNotEmpty => GtpError::BoardNotEmpty,
            HandicapError::Invalid(invalid) => GtpError::InvalidNumberOfStones(invalid),
            HandicapError::BadVertexList => {
                GtpError::BadVertexList("the points must be distinct, at least 2, and leave the board an empty point")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Illegal;

    #[test]
    fn standard_failures_answer_the_bare_text_and_keep_the_reason_for_the_log() {
        let ko = GtpError::from(IllegalMove { reason: Illegal::Ko });
        assert_eq!(ko.to_string(), "illegal move");
        assert_eq!(ko.reason().as_deref(), Some("the move retakes a ko"));
        let one = GtpError::InvalidNumberOfStones(InvalidHandicap {
            stones: 1,
            size: 19,
            max: 9,
        });
        assert_eq!(one.to_string(), "invalid number of stones");
        assert_eq!(
            one.reason().as_deref(),
            Some("1 stone on 19x19 (fixed placement allows 2 to 9)")
        );
        let syntax = GtpError::syntax("invalid colour 'x'");
        assert_eq!(syntax.to_string(), "syntax error");
        assert_eq!(syntax.reason().as_deref(), Some("invalid colour 'x'"));
        assert_eq!(GtpError::UnacceptableSize(30).to_string(), "unacceptable size");
        assert_eq!(GtpError::CannotUndo.reason(), None);
    }

    #[test]
    fn an_extension_says_what_was_wrong() {
        let syntax = GtpError::syntax("invalid colour 'x'").in_extension();
        assert_eq!(syntax.to_string(), "syntax error: invalid colour 'x'");
        assert_eq!(GtpError::CannotUndo.in_extension(), GtpError::CannotUndo);
        assert_eq!(
            GtpError::extension("expected on or off").to_string(),
            "expected on or off"
        );
    }
}

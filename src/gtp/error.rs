//! The failures a GTP command can answer with, worded as the GTP v2 specification words
//! them; a detail for the user may follow the standard text after a colon.

use crate::game::{HandicapError, IllegalMove};
use crate::handicap::InvalidHandicap;
use thiserror::Error;

/// Why a command failed: its `Display` is the text of the `?` reply.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum GtpError {
    /// No command of that name is in the command table.
    #[error("unknown command")]
    UnknownCommand,
    /// The line or an argument could not be read: missing, extra or malformed.
    #[error("syntax error: {0}")]
    Syntax(String),
    /// `boardsize` with a size outside 1 to 25.
    #[error("unacceptable size")]
    UnacceptableSize,
    /// A move the rules forbid.
    #[error("illegal move: {}", .0.reason)]
    IllegalMove(IllegalMove),
    /// Nothing left to take back.
    #[error("cannot undo")]
    CannotUndo,
    /// A handicap the board cannot take.
    #[error(transparent)]
    InvalidNumberOfStones(InvalidHandicap),
    /// Handicap stones asked for on a board that already has stones.
    #[error("board not empty")]
    BoardNotEmpty,
    /// Free handicap vertices that repeat, or too few or too many.
    #[error("bad vertex list")]
    BadVertexList,
    /// An SGF file that could not be read or replayed.
    #[error("cannot load file: {0}")]
    CannotLoadFile(String),
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
            HandicapError::BadVertexList => GtpError::BadVertexList,
        }
    }
}

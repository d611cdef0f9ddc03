//! What every command handler works with, a leaf that the handlers and the command table
//! share: the reply type, the search at hand ([`Live`]), the kinds of handler, a command's
//! entry in the table, and the moves and vertex lists that several commands answer.

use super::command::Args;
use super::error::GtpError;
use super::reply::ReplyStream;
use super::state::EngineState;
use crate::board::{vertex, Point};
use crate::search::Searcher;
use std::sync::atomic::AtomicBool;

/// What a handler returns: the reply text, or why the command failed.
pub type Reply = Result<String, GtpError>;

/// What a handler that searches works with besides the engine state.
pub struct Live<'a, 'out> {
    /// The session's searcher.
    pub searcher: &'a mut Searcher,
    /// Set when the search must stop early: by GoGui's `# interrupt`, and for an analysis
    /// by the next line of input.
    pub stop: &'a AtomicBool,
    /// The command's reply, for commands that report while they run.
    pub reply: &'a mut ReplyStream<'out>,
}

/// A handler of a command that searches.
pub type SearchHandler = fn(&mut EngineState, &mut Live, &mut Args) -> Reply;

/// A command handler.
#[derive(Clone, Copy)]
pub enum Handler {
    /// Reads and changes the engine state alone.
    State(fn(&mut EngineState, &mut Args) -> Reply),
    /// Also runs the session's search (move generation, scoring, analyze commands); a
    /// `# interrupt` line stops the search, which then answers with what it has.
    Search(SearchHandler),
    /// Analyses until the next line of input arrives (`lz-analyze`, `kata-analyze`).
    Analysis(SearchHandler),
}

/// A command: its GTP name and its handler.
pub struct CommandSpec {
    /// The name a controller sends.
    pub name: &'static str,
    /// What it does.
    pub handler: Handler,
}

impl CommandSpec {
    /// The command `name`, run by a handler of the engine state alone.
    pub const fn new(name: &'static str, handler: fn(&mut EngineState, &mut Args) -> Reply) -> CommandSpec {
        CommandSpec {
            name,
            handler: Handler::State(handler),
        }
    }

    /// The command `name`, run by a handler that also uses the search.
    pub const fn search(name: &'static str, handler: SearchHandler) -> CommandSpec {
        CommandSpec {
            name,
            handler: Handler::Search(handler),
        }
    }

    /// The command `name`, an analysis that runs until the next line of input.
    pub const fn analysis(name: &'static str, handler: SearchHandler) -> CommandSpec {
        CommandSpec {
            name,
            handler: Handler::Analysis(handler),
        }
    }
}

/// Points as a GTP vertex list, in GNU Go's order: rows from the top, left to right.
pub fn vertex_list(size: usize, points: impl IntoIterator<Item = Point>) -> String {
    let mut points: Vec<Point> = points.into_iter().collect();
    points.sort_by_key(|p| {
        let (col, row) = p.coords(size);
        (std::cmp::Reverse(row), col)
    });
    points
        .iter()
        .map(|&p| vertex::format(size, Some(p)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A move as GNU Go answers it (`genmove`, `move_history`): the vertex, or `PASS` in
/// capitals. Kigo knows a pass only as `PASS`, and GNU Go's regression suites expect it;
/// every other controller reads vertices in any case, as GTP says.
pub fn move_text(size: usize, point: Option<Point>) -> String {
    match point {
        None => "PASS".into(),
        Some(_) => vertex::format(size, point),
    }
}

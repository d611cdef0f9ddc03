//! The command table, the one list that dispatch, `known_command` and `list_commands`
//! all read, and the handlers of the standard GTP v2 commands. Extensions live in
//! [`super::extensions`].
//!
//! A handler reads its arguments and changes the state it is given. The session runs it
//! on a copy of the engine state and keeps the copy only if the handler succeeds and
//! left no argument unread, so handlers need not undo anything on failure. Handlers that
//! can fail after reading their arguments call [`Args::finish`] first, so that extra
//! arguments are reported as the syntax error they are.

use super::command::{colour_name, Args};
use super::error::GtpError;
use super::extensions;
use super::reply::ReplyStream;
use super::state::EngineState;
use super::{analysis, gogui, moves, params, scoring};
use crate::board::{vertex, Color, Point, MAX_SIZE};
use crate::game::Game;
use crate::handicap;
use crate::search::{Clock, Searcher};
use crate::sgf;
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

/// Every command sente knows, standard ones first: `list_commands` prints them in this
/// order. A new command (say `genmove`) is one more line here.
pub const COMMANDS: &[CommandSpec] = &[
    CommandSpec::new("protocol_version", protocol_version),
    CommandSpec::new("name", name),
    CommandSpec::new("version", version),
    CommandSpec::new("known_command", known_command),
    CommandSpec::new("list_commands", list_commands),
    CommandSpec::new("quit", quit),
    CommandSpec::new("boardsize", boardsize),
    CommandSpec::new("clear_board", clear_board),
    CommandSpec::new("komi", komi),
    CommandSpec::new("fixed_handicap", fixed_handicap),
    CommandSpec::new("place_free_handicap", place_free_handicap),
    CommandSpec::new("set_free_handicap", set_free_handicap),
    CommandSpec::new("play", play),
    CommandSpec::search("genmove", moves::genmove),
    CommandSpec::new("undo", undo),
    CommandSpec::new("time_settings", time_settings),
    CommandSpec::new("time_left", time_left),
    CommandSpec::new("loadsgf", loadsgf),
    CommandSpec::new("showboard", showboard),
    CommandSpec::search("final_score", scoring::final_score),
    CommandSpec::search("final_status_list", scoring::final_status_list),
    CommandSpec::search("reg_genmove", moves::reg_genmove),
    CommandSpec::new("is_legal", extensions::is_legal),
    CommandSpec::new("all_legal", extensions::all_legal),
    CommandSpec::new("list_stones", extensions::list_stones),
    CommandSpec::new("captures", extensions::captures),
    CommandSpec::new("gg-undo", extensions::gg_undo),
    CommandSpec::new("printsgf", extensions::printsgf),
    CommandSpec::new("kgs-rules", extensions::kgs_rules),
    CommandSpec::new("kgs-time_settings", extensions::kgs_time_settings),
    CommandSpec::new("kgs-game_over", extensions::kgs_game_over),
    CommandSpec::search("kgs-genmove_cleanup", moves::kgs_genmove_cleanup),
    CommandSpec::new("cputime", extensions::cputime),
    CommandSpec::new("sente-rules", extensions::sente_rules),
    CommandSpec::new("sente-ponder", extensions::sente_ponder),
    CommandSpec::analysis("lz-analyze", analysis::lz_analyze),
    CommandSpec::analysis("kata-analyze", analysis::kata_analyze),
    CommandSpec::search("lz-genmove_analyze", analysis::lz_genmove_analyze),
    CommandSpec::search("kata-genmove_analyze", analysis::kata_genmove_analyze),
    CommandSpec::new("gogui-interrupt", gogui::interrupt),
    CommandSpec::new("gogui-title", gogui::title),
    CommandSpec::new("gogui-analyze_commands", gogui::analyze_commands),
    CommandSpec::search("sente-ownership", gogui::ownership),
    CommandSpec::search("sente-best_moves", gogui::best_moves),
    CommandSpec::search("sente-pv", gogui::principal_variation),
    CommandSpec::search("sente-statistics", gogui::statistics),
    CommandSpec::search("sente-param", params::sente_param),
];

/// The commands of the GTP v2 specification. They fail with its bare messages (`? illegal
/// move`, `? syntax error`), which controllers compare; the others are extensions, whose
/// failures say what was wrong (see [`GtpError::in_extension`]).
pub const STANDARD: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "fixed_handicap",
    "place_free_handicap",
    "set_free_handicap",
    "play",
    "genmove",
    "undo",
    "time_settings",
    "time_left",
    "loadsgf",
    "showboard",
    "final_score",
    "final_status_list",
    "reg_genmove",
];

impl CommandSpec {
    /// Whether the GTP v2 specification defines this command (see [`STANDARD`]).
    pub fn is_standard(&self) -> bool {
        STANDARD.contains(&self.name)
    }
}

/// The command called `name` (exact match, as GTP names are case-sensitive).
pub fn find(name: &str) -> Option<&'static CommandSpec> {
    COMMANDS.iter().find(|command| command.name == name)
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

fn protocol_version(_: &mut EngineState, _: &mut Args) -> Reply {
    Ok("2".into())
}

fn name(_: &mut EngineState, _: &mut Args) -> Reply {
    Ok("sente".into())
}

fn version(_: &mut EngineState, _: &mut Args) -> Reply {
    Ok(env!("CARGO_PKG_VERSION").into())
}

fn known_command(_: &mut EngineState, args: &mut Args) -> Reply {
    let known = find(args.word("command name")?).is_some();
    Ok(known.to_string())
}

fn list_commands(_: &mut EngineState, _: &mut Args) -> Reply {
    Ok(COMMANDS
        .iter()
        .map(|command| command.name)
        .collect::<Vec<_>>()
        .join("\n"))
}

fn quit(state: &mut EngineState, _: &mut Args) -> Reply {
    state.quit = true;
    Ok(String::new())
}

fn boardsize(state: &mut EngineState, args: &mut Args) -> Reply {
    let size = args.int("board size")? as usize;
    args.finish()?;
    if !(1..=MAX_SIZE).contains(&size) {
        return Err(GtpError::UnacceptableSize(size));
    }
    let mut game = Game::new(size, state.game.rules());
    game.set_komi(state.game.komi());
    state.set_game(game);
    Ok(String::new())
}

fn clear_board(state: &mut EngineState, _: &mut Args) -> Reply {
    state.game.clear();
    state.position_changed();
    Ok(String::new())
}

fn komi(state: &mut EngineState, args: &mut Args) -> Reply {
    let komi = args.float("komi")?;
    state.game.set_komi(komi);
    Ok(String::new())
}

fn fixed_handicap(state: &mut EngineState, args: &mut Args) -> Reply {
    let stones = args.int("number of stones")? as usize;
    args.finish()?;
    let points = state.game.place_fixed_handicap(stones)?;
    state.position_changed();
    Ok(vertex_list(state.game.size(), points))
}

/// Places free handicap at the fixed handicap points, deterministically; asked for more
/// stones than the fixed points allow, it places as many as they do (GTP lets the engine
/// place fewer). Boards under 7x7 have no fixed points, so no free handicap either.
fn place_free_handicap(state: &mut EngineState, args: &mut Args) -> Reply {
    let stones = args.int("number of stones")? as usize;
    args.finish()?;
    let size = state.game.size();
    if !state.game.moves().is_empty() || state.game.board().empty_points().len() != size * size {
        return Err(GtpError::BoardNotEmpty);
    }
    let max = handicap::max_fixed_handicap(size);
    if stones < 2 || stones >= size * size || max < 2 {
        return Err(GtpError::InvalidNumberOfStones(handicap::InvalidHandicap {
            stones,
            size,
            max,
        }));
    }
    let points = state.game.place_fixed_handicap(stones.min(max))?;
    state.position_changed();
    Ok(vertex_list(size, points))
}

fn set_free_handicap(state: &mut EngineState, args: &mut Args) -> Reply {
    let size = state.game.size();
    let mut points = Vec::new();
    for word in args.rest() {
        match super::command::parse_vertex(size, word)? {
            Some(p) => points.push(p),
            None => return Err(GtpError::BadVertexList("a pass is not a handicap stone")),
        }
    }
    state.game.place_handicap(&points)?;
    state.position_changed();
    Ok(String::new())
}

fn play(state: &mut EngineState, args: &mut Args) -> Reply {
    let colour = args.colour()?;
    let point = args.vertex(state.game.size())?;
    args.finish()?;
    state.game.play(colour, point)?;
    state.position_changed();
    Ok(String::new())
}

fn undo(state: &mut EngineState, args: &mut Args) -> Reply {
    args.finish()?;
    if !state.game.undo() {
        return Err(GtpError::CannotUndo);
    }
    state.position_changed();
    Ok(String::new())
}

fn time_settings(state: &mut EngineState, args: &mut Args) -> Reply {
    let main = args.int("main time")?;
    let period = args.int("byo-yomi time")?;
    let stones = args.int("byo-yomi stones")?;
    state.clock = Clock::from_time_settings(f64::from(main), f64::from(period), stones);
    Ok(String::new())
}

fn time_left(state: &mut EngineState, args: &mut Args) -> Reply {
    let colour = args.colour()?;
    let seconds = args.int("time")?;
    let stones = args.int("stones")?;
    state.clock.set_time_left(colour, f64::from(seconds), stones);
    Ok(String::new())
}

/// `loadsgf FILE [MOVE_NUMBER]`: the position before move MOVE_NUMBER (counting from 1),
/// or after the last move; size, komi, rules, handicap and setup come from the file.
/// Without `KM` the komi is the one sente started with; without a known `RU` the rules
/// stay.
fn loadsgf(state: &mut EngineState, args: &mut Args) -> Reply {
    let path = args.word("file name")?;
    let before = match args.optional_word() {
        None => None,
        Some(word) => match super::command::parse_int(word) {
            Some(n) if n >= 1 => Some(n as usize),
            _ => {
                return Err(GtpError::syntax(format!(
                    "move number must be a positive integer, not '{word}'"
                )))
            }
        },
    };
    args.finish()?;
    let bytes =
        std::fs::read(path).map_err(|error| GtpError::CannotLoadFile(format!("cannot read '{path}': {error}")))?;
    let text = String::from_utf8_lossy(&bytes);
    let record = sgf::load(&text, state.game.rules(), state.default_komi, before)
        .map_err(|error| GtpError::CannotLoadFile(format!("'{path}': {error}")))?;
    state.set_game(record.game);
    state.result = record.result;
    Ok(String::new())
}

/// A diagram like GNU Go's: `X` black, `O` white, `.` empty, with coordinates and each
/// player's captures.
fn showboard(state: &mut EngineState, _: &mut Args) -> Reply {
    let board = state.game.board();
    let size = board.size();
    let letters: String = (0..size)
        .map(|col| {
            let text = vertex::format(size, Some(Point::from_coords(size, col, 0)));
            format!(" {}", &text[..1])
        })
        .collect();
    let header = format!("   {}", letters.trim_start());
    let mut lines = vec![String::new(), header.clone()];
    for row in (0..size).rev() {
        let cells: Vec<&str> = (0..size)
            .map(|col| match board.color_at(Point::from_coords(size, col, row)) {
                Some(Color::Black) => "X",
                Some(Color::White) => "O",
                None => ".",
            })
            .collect();
        let mut line = format!("{:>2} {} {}", row + 1, cells.join(" "), row + 1);
        match row {
            1 => line += &captured_note(board.captures(Color::White), Color::White),
            0 => line += &captured_note(board.captures(Color::Black), Color::Black),
            _ => {}
        }
        lines.push(line);
    }
    lines.push(header);
    Ok(lines.join("\n"))
}

fn captured_note(captures: u32, colour: Color) -> String {
    let mark = if colour == Color::Black { 'X' } else { 'O' };
    let name = colour_name(colour).to_uppercase();
    format!("     {name} ({mark}) has captured {captures} stones")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_standard_command_is_in_the_table_and_listed_first() {
        let names: Vec<&str> = COMMANDS.iter().map(|command| command.name).collect();
        assert_eq!(names[..STANDARD.len()], *STANDARD);
        assert!(COMMANDS[STANDARD.len()..].iter().all(|command| !command.is_standard()));
    }
}

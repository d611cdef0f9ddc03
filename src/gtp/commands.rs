//! The command table: the one list that dispatch, `known_command` and `list_commands` all
//! read, and the only module that imports the handlers. The handlers live by kind: the
//! standard commands in [`super::standard`], move generation in [`super::moves`], scoring
//! in [`super::scoring`], the extensions in [`super::extensions`], live analysis in
//! [`super::analysis`], GoGui's commands in [`super::gogui`] and [`super::params`]; what
//! they share is in the leaf [`super::handler`].
//!
//! A handler reads its arguments and changes the state it is given. The session runs it
//! on a copy of the engine state and keeps the copy only if the handler succeeds and
//! left no argument unread, so handlers need not undo anything on failure. Handlers that
//! can fail after reading their arguments call [`Args::finish`] first, so that extra
//! arguments are reported as the syntax error they are.

use super::command::Args;
use super::handler::{CommandSpec, Reply};
use super::state::EngineState;
use super::{analysis, extensions, gogui, moves, params, scoring, standard};

/// Every command sente knows, standard ones first: `list_commands` prints them in this
/// order. A new command (say `genmove`) is one more line here.
pub const COMMANDS: &[CommandSpec] = &[
    CommandSpec::new("protocol_version", standard::protocol_version),
    CommandSpec::new("name", standard::name),
    CommandSpec::new("version", standard::version),
    CommandSpec::new("known_command", known_command),
    CommandSpec::new("list_commands", list_commands),
    CommandSpec::new("quit", standard::quit),
    CommandSpec::new("boardsize", standard::boardsize),
    CommandSpec::new("clear_board", standard::clear_board),
    CommandSpec::new("komi", standard::komi),
    CommandSpec::new("fixed_handicap", standard::fixed_handicap),
    CommandSpec::new("place_free_handicap", standard::place_free_handicap),
    CommandSpec::new("set_free_handicap", standard::set_free_handicap),
    CommandSpec::new("play", standard::play),
    CommandSpec::search("genmove", moves::genmove),
    CommandSpec::new("undo", standard::undo),
    CommandSpec::new("time_settings", standard::time_settings),
    CommandSpec::new("time_left", standard::time_left),
    CommandSpec::new("loadsgf", standard::loadsgf),
    CommandSpec::new("showboard", standard::showboard),
    CommandSpec::search("final_score", scoring::final_score),
    CommandSpec::search("final_status_list", scoring::final_status_list),
    CommandSpec::search("reg_genmove", moves::reg_genmove),
    CommandSpec::search("estimate_score", scoring::estimate_score),
    CommandSpec::new("is_legal", extensions::is_legal),
    CommandSpec::new("all_legal", extensions::all_legal),
    CommandSpec::new("list_stones", extensions::list_stones),
    CommandSpec::new("captures", extensions::captures),
    CommandSpec::new("findlib", extensions::findlib),
    CommandSpec::search("final_status", scoring::final_status),
    CommandSpec::new("gg-undo", extensions::gg_undo),
    CommandSpec::new("printsgf", extensions::printsgf),
    CommandSpec::new("query_boardsize", extensions::query_boardsize),
    CommandSpec::new("get_komi", extensions::get_komi),
    CommandSpec::new("get_handicap", extensions::get_handicap),
    CommandSpec::new("move_history", extensions::move_history),
    CommandSpec::new("kgs-rules", extensions::kgs_rules),
    CommandSpec::new("kgs-time_settings", extensions::kgs_time_settings),
    CommandSpec::new("kgs-game_over", extensions::kgs_game_over),
    CommandSpec::search("kgs-genmove_cleanup", moves::kgs_genmove_cleanup),
    CommandSpec::new("cputime", extensions::cputime),
    CommandSpec::search("level", extensions::level),
    CommandSpec::search("top_moves_black", extensions::top_moves_black),
    CommandSpec::search("top_moves_white", extensions::top_moves_white),
    CommandSpec::new("sente-rules", extensions::sente_rules),
    CommandSpec::new("sente-ponder", extensions::sente_ponder),
    CommandSpec::analysis("lz-analyze", analysis::lz_analyze),
    CommandSpec::analysis("kata-analyze", analysis::kata_analyze),
    CommandSpec::search("lz-genmove_analyze", moves::lz_genmove_analyze),
    CommandSpec::search("kata-genmove_analyze", moves::kata_genmove_analyze),
    CommandSpec::new("gogui-interrupt", gogui::interrupt),
    CommandSpec::new("gogui-title", gogui::title),
    CommandSpec::new("gogui-analyze_commands", gogui::analyze_commands),
    CommandSpec::search("sente-ownership", gogui::ownership),
    CommandSpec::search("sente-best_moves", gogui::best_moves),
    CommandSpec::search("sente-pv", gogui::principal_variation),
    CommandSpec::search("sente-statistics", gogui::statistics),
    CommandSpec::search("sente-why", gogui::why),
    CommandSpec::search("sente-param", params::sente_param),
];

/// The commands of the GTP v2 specification. They fail with its bare messages (`? illegal
/// move`, `? syntax error`), which controllers compare; the others are extensions, whose
/// failures say what was wrong (see [`GtpError::in_extension`]).
///
/// [`GtpError::in_extension`]: super::error::GtpError::in_extension
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

/// `known_command NAME`: `true` if NAME is in the table.
fn known_command(_: &mut EngineState, args: &mut Args) -> Reply {
    let known = find(args.word("command name")?).is_some();
    Ok(known.to_string())
}

/// `list_commands`: every command of the table, one a line.
fn list_commands(_: &mut EngineState, _: &mut Args) -> Reply {
    Ok(COMMANDS
        .iter()
        .map(|command| command.name)
        .collect::<Vec<_>>()
        .join("\n"))
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

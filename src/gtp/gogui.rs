//! GoGui's extensions: `gogui-interrupt` (sente stops a search at `# interrupt`, see
//! [`super::watch`]), `gogui-title`, and `gogui-analyze_commands` with the analyze
//! commands it lists: the ownership map, the best moves, the principal variation, the
//! search statistics and why sente chose what it did. The best moves, the variation and
//! the statistics show one search of the position for the player to
//! move ([`Searcher::survey`](crate::search::Searcher::survey)): asked one after the
//! other, or again, about a position and settings that have not changed, they show the
//! same search and name the same move, a `genmove`'s if it searched this position. The
//! engine settings (`sente-param`) are in [`super::params`].

use super::command::Args;
use super::gfx;
use super::handler::{vertex_list, Live, Reply};
use super::state::EngineState;
use crate::board::vertex;
use crate::score::Status;
use crate::search::{Decision, SearchResult};

/// The analyze commands GoGui offers for sente, as `type/label/command` lines.
pub const ANALYZE_COMMANDS: &[&str] = &[
    "dboard/Ownership/sente-ownership",
    "plist/Dead stones/final_status_list dead",
    "plist/Seki stones/final_status_list seki",
    "gfx/Best moves/sente-best_moves",
    "var/Principal variation/sente-pv",
    "string/Search statistics/sente-statistics",
    "string/Why/sente-why",
    "string/Final score/final_score",
];

/// `gogui-interrupt`: says that sente stops a search when GoGui sends `# interrupt`.
pub fn interrupt(_: &mut EngineState, _: &mut Args) -> Reply {
    Ok(String::new())
}

/// `gogui-title`: the window title, the engine and the game's settings, as `sente 0.1.0:
/// 9x9 chinese komi 7.5` (and ` handicap 2`). GoGui asks once per game, so the title says
/// nothing that changes during one, such as the move number.
pub fn title(state: &mut EngineState, _: &mut Args) -> Reply {
    let game = &state.game;
    let rules = game.rules().name();
    let handicap = match game.handicap_count() {
        0 => String::new(),
        stones => format!(" handicap {stones}"),
    };
    Ok(format!(
        "sente {}: {size}x{size} {rules} komi {}{handicap}",
        env!("CARGO_PKG_VERSION"),
        game.komi(),
        size = game.size(),
    ))
}

/// `gogui-analyze_commands`: the [`ANALYZE_COMMANDS`], then a `param` dialog for each
/// group of settings (`sente-param GROUP`).
pub fn analyze_commands(_: &mut EngineState, _: &mut Args) -> Reply {
    let dialogs = super::params::groups()
        .into_iter()
        .map(|group| format!("param/Settings: {group}/sente-param {group}"));
    Ok(ANALYZE_COMMANDS
        .iter()
        .map(|line| line.to_string())
        .chain(dialogs)
        .collect::<Vec<_>>()
        .join("\n"))
}

/// The search of the current position for the player to move that the analyze commands
/// show: the last one of this position and settings, else a new one
/// ([`Searcher::survey`](crate::search::Searcher::survey)).
fn search(state: &EngineState, live: &mut Live) -> SearchResult {
    live.searcher.survey(&state.game, live.stop)
}

/// `sente-ownership`: the ownership estimate as a board of numbers from -1 (White's) to
/// +1 (Black's), rows from the top: GoGui's `dboard`.
pub fn ownership(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    args.finish()?;
    let size = state.game.size();
    let ownership = live.searcher.ownership(&state.game, live.stop);
    let rows: Vec<String> = (0..size)
        .rev()
        .map(|row| {
            ownership
                .row(row)
                .map(|own| format!("{:.2}", own + 0.0))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    Ok(format!("\n{}", rows.join("\n")))
}

/// `sente-best_moves`: the moves searched enough labelled with their win rates, the move
/// chosen circled, and a status line, as GoGui's `gfx` commands ([`gfx::search`]); the
/// variation is `sente-pv`'s, so that its stones hide no label.
pub fn best_moves(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    args.finish()?;
    let result = search(state, live);
    Ok(gfx::search(&result, state.game.size()))
}

/// `sente-pv`: the principal variation from the player to move, as `b D4 w Q16 ...`,
/// from the move that `sente-best_moves` circles (none after a resignation).
pub fn principal_variation(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    args.finish()?;
    let result = search(state, live);
    Ok(gfx::variation(result.colour, &result.pv, state.game.size()))
}

/// `sente-statistics`: what the search found and what it cost; its best move is the one
/// `sente-best_moves` circles (`pass`, or `resign` for a `genmove` that resigned).
pub fn statistics(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    args.finish()?;
    let result = search(state, live);
    let size = state.game.size();
    let best = match result.decision {
        Decision::Play(p) => vertex::format(size, Some(p)),
        Decision::Pass => vertex::format(size, None),
        Decision::Resign => "resign".to_string(),
    };
    Ok(format!(
        "\nplayer: {}\nbest move: {best}\nwin rate: {:.1}%\nscore lead: {:.1}\nroot visits: {}\n\
         playouts: {}\nseconds: {:.2}\nplayouts per second: {:.0}\ntree nodes: {}\nmoves searched: {}",
        result.colour.name(),
        100.0 * result.win_rate,
        result.score_lead,
        result.visits,
        result.playouts,
        result.seconds,
        result.playouts_per_second(),
        result.tree_nodes,
        result.children.iter().filter(|child| child.visits > 0).count(),
    ))
}

/// `sente-why`: why sente chose what it did, a line each, as the searcher says it: the
/// rule that chose the last `genmove`'s move, with its numbers and time, when it was
/// decided in the current position or in the one before it, its move played since (else
/// `no genmove in this position`); then each dead string and each string in seki, as
/// `final_status_list` lists them, with the step of the judgement that gave it its status.
pub fn why(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    args.finish()?;
    let game = &state.game;
    let decision = match live.searcher.why(game) {
        Some(why) => why.to_string(),
        None => "no genmove in this position".to_string(),
    };
    let mut lines = vec![decision];
    let verdict = live.searcher.verdict(game, live.stop);
    for (status, name) in [(Status::Dead, "dead"), (Status::Seki, "seki")] {
        let strings = verdict.judgement.strings(game.board(), status);
        if strings.is_empty() {
            lines.push(format!("{name}: none"));
        }
        for string in strings {
            let reason = verdict.reason(string[0]).expect("every stone has a reason");
            lines.push(format!("{name} {}: {reason}", vertex_list(game.size(), string)));
        }
    }
    Ok(format!("\n{}", lines.join("\n")))
}

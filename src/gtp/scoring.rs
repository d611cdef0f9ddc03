//! The scoring commands, `final_score`, `final_status_list` and GNU Go's
//! `estimate_score`, answered from the
//! searcher's judgement of the current position ([`Searcher::judge`]).
//!
//! [`Searcher::judge`]: crate::search::Searcher::judge

use super::command::Args;
use super::error::GtpError;
use super::handler::{vertex_list, Live, Reply};
use super::state::EngineState;
use crate::board::Color;
use crate::score::Status;

/// `final_score`: `B+3.5`, `W+0.5` or `0`, under the rules, komi and handicap in force,
/// with dead stones removed and seki counted as the rules say.
pub fn final_score(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    args.finish()?;
    Ok(live
        .searcher
        .judge(&state.game, live.stop)
        .score(&state.game)
        .to_string())
}

/// `final_status_list STATUS`: for alive, dead and seki, each string on its own line;
/// for black_territory, white_territory and dame, the points on one line (as GNU Go).
pub fn final_status_list(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    let wanted = args.word("status")?;
    args.finish()?;
    let scoring = state.game.rules().scoring;
    let size = state.game.size();
    let status = match wanted {
        "alive" => Some(Status::Alive),
        "dead" => Some(Status::Dead),
        "seki" => Some(Status::Seki),
        "black_territory" | "white_territory" | "dame" => None,
        other => {
            return Err(GtpError::syntax(format!(
                "unknown status '{other}': expected alive, dead, seki, black_territory, white_territory or dame"
            )))
        }
    };
    let judgement = live.searcher.judge(&state.game, live.stop);
    let board = state.game.board();
    Ok(match (status, wanted) {
        (Some(status), _) => judgement
            .strings(board, status)
            .into_iter()
            .map(|string| vertex_list(size, string))
            .collect::<Vec<_>>()
            .join("\n"),
        (None, "black_territory") => vertex_list(size, judgement.territory(board, Color::Black, scoring)),
        (None, "white_territory") => vertex_list(size, judgement.territory(board, Color::White, scoring)),
        (None, _) => vertex_list(size, judgement.dame(board, scoring)),
    })
}

/// `final_status VERTEX` (GNU Go's, which Kigo asks): the status of the point in the
/// judgement `final_status_list` answers from: `alive`, `dead` or `seki` for a stone,
/// `black_territory`, `white_territory` or `dame` for an empty point.
pub fn final_status(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    let at = args.vertex(state.game.size())?;
    args.finish()?;
    let Some(at) = at else {
        return Err(GtpError::syntax("invalid coordinate: pass has no status"));
    };
    let judgement = live.searcher.judge(&state.game, live.stop);
    let (board, scoring) = (state.game.board(), state.game.rules().scoring);
    let name = match judgement.status(at) {
        Some(Status::Alive) => "alive",
        Some(Status::Dead) => "dead",
        Some(Status::Seki) => "seki",
        None if judgement.territory(board, Color::Black, scoring).contains(&at) => "black_territory",
        None if judgement.territory(board, Color::White, scoring).contains(&at) => "white_territory",
        None => "dame",
    };
    Ok(name.to_string())
}

/// `estimate_score` (GNU Go's extension, which Kigo asks): the searcher's estimate of the
/// score ([`decision::estimate_score`](crate::search::decision::estimate_score):
/// `final_score`'s once no area is open), in GNU Go's
/// form with White's lead first and signed bounds of
/// White's lead around it, `W+5.5 (upper bound: 7.5, lower: 3.5)` or `B+2.0 (upper
/// bound: 1.0, lower: -5.0)`. A draw is `W+0.0`, as GNU Go writes it. The bounds lie one
/// spread (the standard deviation of the playouts' final margins) either side of the
/// score.
pub fn estimate_score(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    args.finish()?;
    let estimate = live.searcher.estimate_score(&state.game, live.stop);
    let white = 0.0 - estimate.score.margin;
    let (upper, lower) = (white + estimate.spread, white - estimate.spread);
    let lead = if white >= 0.0 {
        format!("W+{white:.1}")
    } else {
        format!("B+{:.1}", -white)
    };
    Ok(format!("{lead} (upper bound: {upper:.1}, lower: {lower:.1})"))
}

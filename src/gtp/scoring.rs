//! The scoring commands, `final_score` and `final_status_list`, answered from a
//! [`Judgement`] of the current position. The judgement rests on the ownership estimate
//! of the last search when that searched the same stones (a `genmove` that passed), else
//! on a search of [`SCORING_PLAYOUTS`] playouts made for it.

use super::command::Args;
use super::commands::{vertex_list, Live, Reply};
use super::error::GtpError;
use super::state::EngineState;
use crate::board::Color;
use crate::score::{Judgement, Ownership, Status};

/// Playouts of the search behind a judgement when no search of the position is at hand.
pub const SCORING_PLAYOUTS: usize = 5_000;

/// The ownership estimate of the current position: the remembered one if it is of the
/// same stones, else that of a new search of [`SCORING_PLAYOUTS`] playouts (fewer if
/// interrupted), which is remembered.
pub fn ownership<'a>(state: &'a mut EngineState, live: &mut Live) -> &'a Ownership {
    let key = state.position_key();
    if state.ownership.as_ref().is_none_or(|(cached, _)| *cached != key) {
        let to_move = state.game.board().to_move();
        let result = live
            .searcher
            .evaluate(&state.game, to_move, SCORING_PLAYOUTS, live.stop);
        state.remember_ownership(&result);
    }
    let (_, ownership) = state.ownership.as_ref().expect("just estimated");
    ownership
}

/// The judgement of the current position, from its [`ownership`] estimate.
fn judgement(state: &mut EngineState, live: &mut Live) -> Judgement {
    let ownership = ownership(state, live).clone();
    Judgement::new(&state.game, &ownership)
}

/// `final_score`: `B+3.5`, `W+0.5` or `0`, under the rules, komi and handicap in force,
/// with dead stones removed and seki counted as the rules say.
pub fn final_score(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    args.finish()?;
    Ok(judgement(state, live).score(&state.game).to_string())
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
    let judgement = judgement(state, live);
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

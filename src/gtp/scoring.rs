//! The scoring commands, `final_score` and `final_status_list`, answered from a
//! [`Judgement`] of the current position.

use super::command::Args;
use super::commands::{vertex_list, Reply};
use super::error::GtpError;
use super::state::EngineState;
use crate::board::Color;
use crate::score::{Judgement, Ownership, Status};

/// Playouts behind the ownership map when the position has not been judged yet: enough
/// for statuses that do not change from one run to the next on finished games.
const SCORING_PLAYOUTS: usize = 10_000;
/// The seed of those playouts, fixed so that the same position gets the same answer.
const SCORING_SEED: u64 = 0x5C04E;

/// The judgement of the current position: the cached one if the position is the same,
/// else a new one from [`SCORING_PLAYOUTS`] playouts.
fn judgement(state: &mut EngineState) -> &Judgement {
    let key = state.position_key();
    if state.judgement.as_ref().is_none_or(|(cached, _)| *cached != key) {
        let ownership = Ownership::from_playouts(&state.game, SCORING_PLAYOUTS, SCORING_SEED);
        state.judgement = Some((key, Judgement::new(&state.game, &ownership)));
    }
    &state.judgement.as_ref().expect("just judged").1
}

/// `final_score`: `B+3.5`, `W+0.5` or `0`, under the rules, komi and handicap in force,
/// with dead stones removed and seki counted as the rules say.
pub fn final_score(state: &mut EngineState, args: &mut Args) -> Reply {
    args.finish()?;
    let game = state.game.clone();
    Ok(judgement(state).score(&game).to_string())
}

/// `final_status_list STATUS`: for alive, dead and seki, each string on its own line;
/// for black_territory, white_territory and dame, the points on one line (as GNU Go).
pub fn final_status_list(state: &mut EngineState, args: &mut Args) -> Reply {
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
    let board = state.game.board().clone();
    let judgement = judgement(state);
    Ok(match (status, wanted) {
        (Some(status), _) => judgement
            .strings(&board, status)
            .into_iter()
            .map(|string| vertex_list(size, string))
            .collect::<Vec<_>>()
            .join("\n"),
        (None, "black_territory") => vertex_list(size, judgement.territory(&board, Color::Black, scoring)),
        (None, "white_territory") => vertex_list(size, judgement.territory(&board, Color::White, scoring)),
        (None, _) => vertex_list(size, judgement.dame(&board, scoring)),
    })
}

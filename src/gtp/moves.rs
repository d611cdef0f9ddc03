//! Move generation: `genmove`, `reg_genmove` and `kgs-genmove_cleanup`, answered by the
//! session's [`Searcher`].

use super::command::Args;
use super::commands::Reply;
use super::error::GtpError;
use super::state::EngineState;
use crate::board::{vertex, Color};
use crate::judge;
use crate::search::{Decision, SearchResult, Searcher};
use std::sync::atomic::AtomicBool;

/// How a move is generated: as `genmove`, or as KGS's cleanup phase asks.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Purpose {
    Play,
    Cleanup,
}

/// Searches `colour`'s move in the current position under the clock and the configured
/// limits, and remembers the search's ownership estimate for scoring.
fn search(state: &mut EngineState, searcher: &mut Searcher, colour: Color, purpose: Purpose) -> SearchResult {
    let stop = AtomicBool::new(false);
    let result = match purpose {
        Purpose::Play => searcher.genmove(&state.game, colour, &state.clock, &stop),
        Purpose::Cleanup => searcher.genmove_cleanup(&state.game, colour, &state.clock, &stop),
    };
    state.clock.spend(colour, result.seconds);
    tracing::info!(
        "{} playouts in {:.2} s, win rate {:.3} for {colour:?}",
        result.playouts,
        result.seconds,
        result.win_rate
    );
    state.remember_ownership(&result);
    result
}

/// Plays `decision` for `colour` (a resignation is not a move) and returns its GTP text.
fn play(state: &mut EngineState, colour: Color, decision: Decision) -> Reply {
    let point = match decision {
        Decision::Resign => return Ok("resign".into()),
        Decision::Pass => None,
        Decision::Play(p) => Some(p),
    };
    state.game.play(colour, point).map_err(GtpError::from)?;
    state.position_changed();
    Ok(vertex::format(state.game.size(), point))
}

/// `genmove COLOUR`: chooses a move for COLOUR, plays it and answers its vertex, `pass`
/// or `resign`. Under territory scoring, a move inside COLOUR's own territory would cost
/// a point, so it passes instead (see [`judge::choose`]).
pub fn genmove(state: &mut EngineState, searcher: &mut Searcher, args: &mut Args) -> Reply {
    let colour = args.colour()?;
    args.finish()?;
    let decision = choose(state, searcher, colour);
    play(state, colour, decision)
}

/// The move `genmove` plays: the search's, but a pass instead of a move that fills
/// `colour`'s own territory under territory scoring (see [`judge::choose`]).
fn choose(state: &mut EngineState, searcher: &mut Searcher, colour: Color) -> Decision {
    let result = search(state, searcher, colour, Purpose::Play);
    judge::choose(&state.game, colour, &result)
}

/// `reg_genmove COLOUR`: the move `genmove` would choose, without playing it (for
/// regression suites; with one thread and a seed it is the same every time).
pub fn reg_genmove(state: &mut EngineState, searcher: &mut Searcher, args: &mut Args) -> Reply {
    let colour = args.colour()?;
    args.finish()?;
    Ok(match choose(state, searcher, colour) {
        Decision::Resign => "resign".into(),
        Decision::Pass => "pass".into(),
        Decision::Play(p) => vertex::format(state.game.size(), Some(p)),
    })
}

/// `kgs-genmove_cleanup COLOUR`: like `genmove`, but it never resigns and does not pass
/// while the opponent still has stones the search judges dead, even after a pass, so that
/// KGS sees them captured.
pub fn kgs_genmove_cleanup(state: &mut EngineState, searcher: &mut Searcher, args: &mut Args) -> Reply {
    let colour = args.colour()?;
    args.finish()?;
    let result = search(state, searcher, colour, Purpose::Cleanup);
    play(state, colour, result.decision)
}

//! Move generation: `genmove`, `reg_genmove` and `kgs-genmove_cleanup`, answered by the
//! session's [`crate::search::Searcher`]; the `*-genmove_analyze` commands of
//! [`super::analysis`] generate their moves here too. With live graphics on, `genmove`
//! and `reg_genmove` draw the search on GoGui's board while it runs, and then the move
//! decided ([`super::gfx`]).

use super::analysis::{Format, Request};
use super::command::Args;
use super::error::GtpError;
use super::gfx;
use super::handler::{move_text, Live, Reply};
use super::state::EngineState;
use crate::board::{vertex, Color};
use crate::search::limits::LIVE_DRAWING_INTERVAL;
use crate::search::{Decision, SearchResult};
use std::time::Duration;

/// How a move is generated: as `genmove`, or as KGS's cleanup phase asks.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Purpose {
    Play,
    Cleanup,
}

/// Searches `colour`'s move in the current position under the clock and the configured
/// limits, until done or stopped; the searcher decides the move. While it searches it
/// prints the `info` lines that `analysis` asks for and, when playing with live graphics
/// on, draws the search every [`LIVE_DRAWING_INTERVAL`]; the last drawing is the search
/// with the move decided, so that it circles the move played (or says that sente passes
/// or resigns) even when the decision rules chose another move than the most visited.
fn search(
    state: &mut EngineState,
    live: &mut Live,
    colour: Color,
    purpose: Purpose,
    analysis: Option<&Request>,
) -> SearchResult {
    let Live { searcher, stop, reply } = live;
    let size = state.game.size();
    let drawing = state.live_gfx && purpose == Purpose::Play;
    let info_interval = analysis.and_then(|request| request.interval);
    let gfx_interval = drawing.then_some(LIVE_DRAWING_INTERVAL);
    let result = match (purpose, info_interval.into_iter().chain(gfx_interval).min()) {
        (Purpose::Cleanup, _) => searcher.genmove_cleanup(&state.game, colour, &state.clock, stop),
        (Purpose::Play, None) => searcher.genmove(&state.game, colour, &state.clock, stop),
        (Purpose::Play, Some(interval)) => {
            let mut next_drawing = LIVE_DRAWING_INTERVAL;
            let mut report = |snapshot: &SearchResult| {
                if let Some(request) = analysis.filter(|request| request.interval.is_some()) {
                    reply.line(&request.info(snapshot, size));
                }
                let elapsed = Duration::from_secs_f64(snapshot.seconds);
                if drawing && elapsed >= next_drawing {
                    gfx::draw_live(&gfx::search(snapshot, size));
                    while next_drawing <= elapsed {
                        next_drawing += LIVE_DRAWING_INTERVAL;
                    }
                }
            };
            searcher.genmove_analyze(&state.game, colour, &state.clock, stop, interval, &mut report)
        }
    };
    if drawing {
        gfx::draw_live(&gfx::search(&result, size));
    }
    state.clock.spend(colour, result.seconds);
    tracing::info!(
        "{} playouts ({} visits at the root, a kept tree's included; {} on the most visited move) in {:.2} s, win rate {:.3} for {colour:?}{}",
        result.playouts,
        result.visits,
        result.children.first().map_or(0, |c| c.visits),
        result.seconds,
        result.win_rate,
        result
            .virtual_komi
            .map_or(String::new(), |komi| format!(" at a dynamic komi of {komi}"))
    );
    result
}

/// Plays `decision` for `colour` (a resignation is not a move) and returns it.
fn play(state: &mut EngineState, colour: Color, decision: Decision) -> Result<Decision, GtpError> {
    let point = match decision {
        Decision::Resign => return Ok(decision),
        Decision::Pass => None,
        Decision::Play(p) => Some(p),
    };
    state.game.play(colour, point).map_err(GtpError::from)?;
    state.position_changed();
    Ok(decision)
}

/// A generated move as GNU Go answers `genmove`, `reg_genmove` and `kgs-genmove_cleanup`:
/// the move ([`move_text`]: a vertex or `PASS`), or `resign`. (The analysis formats keep
/// KataGo's and Leela Zero's `pass`.)
fn move_reply(size: usize, decision: Decision) -> String {
    match decision {
        Decision::Resign => "resign".into(),
        Decision::Pass => move_text(size, None),
        Decision::Play(p) => move_text(size, Some(p)),
    }
}

/// `genmove COLOUR`: chooses a move for COLOUR, plays it and answers its vertex, `PASS`
/// or `resign` (`move_reply`), as the searcher decides it ([`crate::search::decision`])
pub fn genmove(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    let colour = args.colour()?;
    args.finish()?;
    let decision = genmove_reporting(state, live, colour, None)?;
    Ok(move_reply(state.game.size(), decision))
}

/// What `genmove` does for `colour`, printing the `info` lines `analysis` asks for while
/// it searches: the move played, or the resignation.
fn genmove_reporting(
    state: &mut EngineState,
    live: &mut Live,
    colour: Color,
    analysis: Option<&Request>,
) -> Result<Decision, GtpError> {
    let decision = choose(state, live, colour, analysis);
    play(state, colour, decision)
}

/// The move `genmove` plays, as the searcher decides it.
fn choose(state: &mut EngineState, live: &mut Live, colour: Color, analysis: Option<&Request>) -> Decision {
    search(state, live, colour, Purpose::Play, analysis).decision
}

/// `lz-genmove_analyze [colour] [interval] [options]`: `genmove` with Leela Zero's
/// `info` lines while it searches, then `play VERTEX`.
pub fn lz_genmove_analyze(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    genmove_analyze(state, live, Request::parse(Format::Leela, args)?)
}

/// `kata-genmove_analyze [colour] [interval] [options]`: `genmove` with KataGo's `info`
/// lines while it searches, then `play VERTEX`.
pub fn kata_genmove_analyze(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    genmove_analyze(state, live, Request::parse(Format::Kata, args)?)
}

/// Begins the reply, then generates and plays the move, reporting as `request` asks; the
/// move is answered as KataGo and Leela Zero answer it: `play D4`, `play pass`, `play
/// resign`.
fn genmove_analyze(state: &mut EngineState, live: &mut Live, request: Request) -> Reply {
    let colour = request.colour.unwrap_or(state.game.board().to_move());
    live.reply.begin();
    let played = match genmove_reporting(state, live, colour, Some(&request))? {
        Decision::Resign => "resign".to_string(),
        Decision::Pass => vertex::format(state.game.size(), None),
        Decision::Play(p) => vertex::format(state.game.size(), Some(p)),
    };
    Ok(format!("play {played}"))
}

/// `reg_genmove COLOUR`: the move `genmove` would choose, without playing it (for
/// regression suites; with one thread and a seed it is the same every time), answered as
/// `genmove` answers it.
pub fn reg_genmove(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    let colour = args.colour()?;
    args.finish()?;
    let decision = choose(state, live, colour, None);
    Ok(move_reply(state.game.size(), decision))
}

/// `kgs-genmove_cleanup COLOUR`: like `genmove`, but it never resigns and does not pass
/// while the opponent still has stones the search judges dead, even after a pass, so that
/// KGS sees them captured.
pub fn kgs_genmove_cleanup(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    let colour = args.colour()?;
    args.finish()?;
    let result = search(state, live, colour, Purpose::Cleanup, None);
    let decision = play(state, colour, result.decision)?;
    Ok(move_reply(state.game.size(), decision))
}

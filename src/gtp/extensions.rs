//! Handlers of the extension commands: GNU Go's (`is_legal`, `all_legal`, `list_stones`,
//! `captures`, `gg-undo`, `cputime`, and those Kigo sends: `level`, `top_moves_black`,
//! `top_moves_white`, and `printsgf`, `query_boardsize`, `get_komi`, `get_handicap` and
//! `move_history` when it saves or loads a game), KGS's (`kgs-rules`, `kgs-time_settings`,
//! `kgs-game_over`) and sente's own `sente-rules`.

use super::command::Args;
use super::error::GtpError;
use super::handler::{move_text, vertex_list, Live, Reply};
use super::state::EngineState;
use crate::board::{vertex, Color, Point, EMPTY};
use crate::rules::Rules;
use crate::search::limits::survey_playouts;
use crate::search::{parse_level, Clock, TimeControl, MAX_LEVEL, MIN_LEVEL};
use crate::sgf;

/// The most moves `top_moves_black` and `top_moves_white` list, as GNU Go lists them.
pub const TOP_MOVES: usize = 10;

/// `is_legal COLOUR VERTEX`: `1` if the move is legal now, else `0`.
pub fn is_legal(state: &mut EngineState, args: &mut Args) -> Reply {
    let colour = args.colour()?;
    let point = args.vertex(state.game.size())?;
    Ok(if state.game.is_legal(colour, point) { "1" } else { "0" }.into())
}

/// `all_legal COLOUR`: every point where the move is legal (pass not listed).
pub fn all_legal(state: &mut EngineState, args: &mut Args) -> Reply {
    let colour = args.colour()?;
    Ok(vertex_list(state.game.size(), state.game.legal_moves(colour)))
}

/// `list_stones COLOUR`: the points holding that colour's stones.
pub fn list_stones(state: &mut EngineState, args: &mut Args) -> Reply {
    let colour = args.colour()?;
    Ok(vertex_list(state.game.size(), state.game.board().stones(colour)))
}

/// `findlib VERTEX` (GNU Go's, which Kigo asks): the liberties of the string on VERTEX;
/// `? vertex must not be empty` on an empty point, as GNU Go answers.
pub fn findlib(state: &mut EngineState, args: &mut Args) -> Reply {
    let size = state.game.size();
    let at = args.vertex(size)?;
    args.finish()?;
    let board = state.game.board();
    let Some(at) = at.filter(|p| board.cell(p.index()) != EMPTY) else {
        return Err(GtpError::extension("vertex must not be empty"));
    };
    let mut liberties = vec![Point::from_index(0); board.liberty_count(at.index()) as usize];
    let n = board.liberties(at.index(), &mut liberties);
    Ok(vertex_list(size, liberties[..n].iter().copied()))
}

/// `captures COLOUR`: how many stones that colour has captured, as GNU Go counts them.
pub fn captures(state: &mut EngineState, args: &mut Args) -> Reply {
    let colour = args.colour()?;
    Ok(state.game.board().captures(colour).to_string())
}

/// `gg-undo [N]`: takes back the last N moves (1 by default); all or nothing.
pub fn gg_undo(state: &mut EngineState, args: &mut Args) -> Reply {
    let moves = match args.optional_word() {
        None => 1,
        Some(word) => super::command::parse_int(word)
            .ok_or_else(|| GtpError::syntax(format!("number of moves must be a non-negative integer, not '{word}'")))?,
    };
    args.finish()?;
    for _ in 0..moves {
        if !state.game.undo() {
            return Err(GtpError::CannotUndo);
        }
    }
    state.position_changed();
    Ok(String::new())
}

/// `level N`: GNU Go's strength, from 1 (weakest) to 10 (full strength as configured, the
/// default); below 10 a `genmove` searches at most the level's playouts, halved for each
/// level down (`limits::level_playouts`). Kigo sends it before every move. GNU Go takes
/// any integer; sente refuses levels outside 1 to 10 and changes nothing.
pub fn level(_: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    let word = args.word("level")?;
    args.finish()?;
    let level = parse_level(word).ok_or_else(|| {
        GtpError::extension(format!(
            "level must be a whole number from {MIN_LEVEL} (weakest) to {MAX_LEVEL} (full strength), not '{word}'"
        ))
    })?;
    let mut config = live.searcher.config().clone();
    config.level = level;
    live.searcher
        .set_config(config)
        .map_err(|error| GtpError::Setting(format!("level {level}: {error}")))?;
    Ok(String::new())
}

/// `top_moves_black`: Black's best moves, as `top_moves` below lists them.
pub fn top_moves_black(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    top_moves(state, live, args, Color::Black)
}

/// `top_moves_white`: White's best moves, as `top_moves` below lists them.
pub fn top_moves_white(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    top_moves(state, live, args, Color::White)
}

/// GNU Go's hint (Kigo's Hint button): `colour`'s best moves in the current position, at
/// most [`TOP_MOVES`], most visited first, each followed by its share of the search's
/// visits in percent with two decimals, as GNU Go follows each with its move value: `E5
/// 31.25 D4 12.50`. Nothing when the search visited no move; a pass is not listed. The
/// search is that of GoGui's analyze commands (the configured playouts, else
/// [`SURVEY_PLAYOUTS`](crate::search::limits::SURVEY_PLAYOUTS)), for `colour` even when
/// the other player is to move; the level does not weaken it.
fn top_moves(state: &mut EngineState, live: &mut Live, args: &mut Args, colour: Color) -> Reply {
    args.finish()?;
    let game = &state.game;
    let result = if colour == game.board().to_move() {
        live.searcher.survey(game, live.stop)
    } else {
        let playouts = survey_playouts(live.searcher.config());
        live.searcher.evaluate(game, colour, playouts, live.stop)
    };
    let visits: u64 = result.children.iter().map(|child| u64::from(child.visits)).sum();
    let moves: Vec<String> = result
        .children
        .iter()
        .filter(|child| child.visits > 0)
        .filter_map(|child| Some((child.point?, child.visits)))
        .take(TOP_MOVES)
        .map(|(point, n)| {
            let share = 100.0 * n as f64 / visits as f64;
            format!("{} {share:.2}", vertex::format(game.size(), Some(point)))
        })
        .collect();
    Ok(moves.join(" "))
}

/// `printsgf [FILE]`: the game so far as an SGF record, written to FILE (Kigo saves a
/// game so), or answered in the reply when there is no FILE or it is `-`, as GNU Go does.
/// A file that cannot be written is a failure that says why (GNU Go answers success and
/// complains on stderr).
pub fn printsgf(state: &mut EngineState, args: &mut Args) -> Reply {
    let file = args.optional_word();
    args.finish()?;
    let record = sgf::save(&state.game, state.result.as_deref(), None);
    match file {
        None | Some("-") => Ok(record),
        Some(path) => std::fs::write(path, record)
            .map(|()| String::new())
            .map_err(|error| GtpError::extension(format!("cannot write '{path}': {error}"))),
    }
}

/// `query_boardsize`: the board's size, which Kigo asks after loading a game.
pub fn query_boardsize(state: &mut EngineState, _: &mut Args) -> Reply {
    Ok(state.game.size().to_string())
}

/// `get_komi`: the komi, with a decimal point always, as GNU Go writes it (`6.5`,
/// `0.0`), but every digit kept (`7.25`) and no padding (GNU Go answers ` 6.5`).
pub fn get_komi(state: &mut EngineState, _: &mut Args) -> Reply {
    let komi = state.game.komi().to_string();
    Ok(if komi.contains('.') { komi } else { format!("{komi}.0") })
}

/// `get_handicap`: the game's handicap stones, 0 without a handicap: those that
/// `fixed_handicap`, `place_free_handicap` or `set_free_handicap` placed, or a loaded
/// record's `HA` (GNU Go answers 0 after `loadsgf`).
pub fn get_handicap(state: &mut EngineState, _: &mut Args) -> Reply {
    Ok(state.game.handicap_count().to_string())
}

/// `move_history`: the moves of the game, newest first, one a line: `white C3`, `black
/// PASS` (as GNU Go writes them: [`move_text`]); nothing before the first move. Handicap and
/// setup stones are not moves; a loaded record's moves are, up to where it stopped. Kigo
/// counts the lines to know how many moves a loaded game has.
pub fn move_history(state: &mut EngineState, _: &mut Args) -> Reply {
    let size = state.game.size();
    Ok(state
        .game
        .moves()
        .iter()
        .rev()
        .map(|m| format!("{} {}", m.colour.name(), move_text(size, m.point)))
        .collect::<Vec<_>>()
        .join("\n"))
}

/// `kgs-rules NAME`: japanese, chinese, aga, new_zealand (or tromp-taylor), the user's
/// rules from now on.
pub fn kgs_rules(state: &mut EngineState, args: &mut Args) -> Reply {
    let rules = Rules::preset(args.word("rules")?).map_err(|error| GtpError::extension(error.to_string()))?;
    state.set_rules(rules);
    Ok(String::new())
}

/// `kgs-time_settings none | absolute MAIN | byoyomi MAIN PERIOD PERIODS | canadian MAIN
/// PERIOD STONES`, times in seconds.
pub fn kgs_time_settings(state: &mut EngineState, args: &mut Args) -> Reply {
    let control = match args.word("time system")? {
        "none" => TimeControl::Unlimited,
        "absolute" => TimeControl::Absolute {
            main: f64::from(args.int("main time")?),
        },
        "byoyomi" => TimeControl::Byoyomi {
            main: f64::from(args.int("main time")?),
            period: f64::from(args.int("period time")?),
            periods: args.int("periods")?,
        },
        "canadian" => TimeControl::Canadian {
            main: f64::from(args.int("main time")?),
            period: f64::from(args.int("period time")?),
            stones: args.int("stones")?,
        },
        other => {
            return Err(GtpError::extension(format!(
                "unknown time system '{other}': expected none, absolute, byoyomi or canadian"
            )))
        }
    };
    state.clock = Clock::new(control);
    Ok(String::new())
}

/// `sente-ponder [on|off]`: turns searching on the opponent's time on or off; with no
/// argument, answers whether it is on.
pub fn sente_ponder(state: &mut EngineState, args: &mut Args) -> Reply {
    match args.optional_word() {
        None => Ok(if state.ponder { "on" } else { "off" }.into()),
        Some("on") => {
            state.ponder = true;
            Ok(String::new())
        }
        Some("off") => {
            state.ponder = false;
            Ok(String::new())
        }
        Some(other) => Err(GtpError::extension(format!("expected on or off, not '{other}'"))),
    }
}

/// `kgs-game_over`: KGS says the game has ended; nothing to do.
pub fn kgs_game_over(_: &mut EngineState, _: &mut Args) -> Reply {
    Ok(String::new())
}

/// `cputime`: CPU seconds the engine process has used.
pub fn cputime(_: &mut EngineState, _: &mut Args) -> Reply {
    Ok(format!(
        "{:.3}",
        cpu_time::ProcessTime::now().as_duration().as_secs_f64()
    ))
}

/// `sente-rules [SETTING...]`: without arguments prints the rules in force as settings;
/// otherwise applies each argument in order to them, a preset name or `key=value` with
/// keys `scoring` (area, territory), `ko` (simple, positional, situational), `suicide`
/// (true, false) and `handicap_compensation` (none, n, n-1), and makes the outcome the
/// user's rules.
pub fn sente_rules(state: &mut EngineState, args: &mut Args) -> Reply {
    let settings = args.rest();
    if settings.is_empty() {
        return Ok(state.game.rules().to_string());
    }
    let mut rules = state.game.rules();
    for setting in settings {
        rules = rules
            .with_setting(setting)
            .map_err(|error| GtpError::extension(error.to_string()))?;
    }
    state.set_rules(rules);
    Ok(String::new())
}

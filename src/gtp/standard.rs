//! The handlers of the standard GTP v2 commands that set up and change the game:
//! identity (`protocol_version`, `name`, `version`, `quit`), the board, komi and handicap,
//! moves and undo, the clocks, `loadsgf` and `showboard`. `known_command` and
//! `list_commands` read the table, in [`super::commands`]; move generation is in
//! [`super::moves`] and scoring in [`super::scoring`].

use super::command::{parse_int, Args};
use super::error::GtpError;
use super::handler::{vertex_list, Reply};
use super::state::EngineState;
use crate::board::{vertex, Color, Point, MAX_SIZE};
use crate::game::Game;
use crate::handicap;
use crate::search::Clock;
use crate::sgf::{self, LoadUntil};

/// `protocol_version`: 2.
pub fn protocol_version(_: &mut EngineState, _: &mut Args) -> Reply {
    Ok("2".into())
}

/// `name`: sente.
pub fn name(_: &mut EngineState, _: &mut Args) -> Reply {
    Ok("sente".into())
}

/// `version`: the crate's version.
pub fn version(_: &mut EngineState, _: &mut Args) -> Reply {
    Ok(env!("CARGO_PKG_VERSION").into())
}

/// `quit`: the session ends after the reply.
pub fn quit(state: &mut EngineState, _: &mut Args) -> Reply {
    state.quit = true;
    Ok(String::new())
}

/// `boardsize SIZE`: a new empty board of SIZE (1 to 25), keeping komi, under the
/// user's rules.
pub fn boardsize(state: &mut EngineState, args: &mut Args) -> Reply {
    let size = args.int("board size")? as usize;
    args.finish()?;
    if !(1..=MAX_SIZE).contains(&size) {
        return Err(GtpError::UnacceptableSize(size));
    }
    let mut game = Game::new(size, state.rules);
    game.set_komi(state.game.komi());
    state.set_game(game);
    Ok(String::new())
}

/// `clear_board`: the board empty again, keeping size and komi, under the user's rules
/// (a record loaded with `sgf_rules follow` leaves its rules to its own game only).
pub fn clear_board(state: &mut EngineState, _: &mut Args) -> Reply {
    state.clear_game();
    Ok(String::new())
}

/// `komi KOMI`: White's komi.
pub fn komi(state: &mut EngineState, args: &mut Args) -> Reply {
    let komi = args.float("komi")?;
    state.game.set_komi(komi);
    Ok(String::new())
}

/// `fixed_handicap N`: N handicap stones on the standard points, listed.
pub fn fixed_handicap(state: &mut EngineState, args: &mut Args) -> Reply {
    let stones = args.int("number of stones")? as usize;
    args.finish()?;
    let points = state.game.place_fixed_handicap(stones)?;
    state.position_changed();
    Ok(vertex_list(state.game.size(), points))
}

/// Places free handicap at the fixed handicap points, deterministically; asked for more
/// stones than the fixed points allow, it places as many as they do (GTP lets the engine
/// place fewer). Boards under 7x7 have no fixed points, so no free handicap either.
pub fn place_free_handicap(state: &mut EngineState, args: &mut Args) -> Reply {
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

/// `set_free_handicap VERTEX...`: the controller's handicap stones.
pub fn set_free_handicap(state: &mut EngineState, args: &mut Args) -> Reply {
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

/// `play COLOUR VERTEX`: plays the move, if legal.
pub fn play(state: &mut EngineState, args: &mut Args) -> Reply {
    let colour = args.colour()?;
    let point = args.vertex(state.game.size())?;
    args.finish()?;
    state.game.play(colour, point)?;
    state.position_changed();
    Ok(String::new())
}

/// `undo`: takes back the last move. A number after it is read and ignored, as GNU Go
/// ignores it: qGo sends `undo 0` to take back one move. (`gg-undo N` takes back N.)
pub fn undo(state: &mut EngineState, args: &mut Args) -> Reply {
    if let Some(word) = args.optional_word() {
        if parse_int(word).is_none() {
            return Err(GtpError::syntax(format!(
                "undo takes no argument but a number, which it ignores, not '{word}'"
            )));
        }
    }
    args.finish()?;
    if !state.game.undo() {
        return Err(GtpError::CannotUndo);
    }
    state.position_changed();
    Ok(String::new())
}

/// `time_settings MAIN BYOYOMI STONES`: Canadian byo-yomi for both players, in seconds.
pub fn time_settings(state: &mut EngineState, args: &mut Args) -> Reply {
    let main = args.int("main time")?;
    let period = args.int("byo-yomi time")?;
    let stones = args.int("byo-yomi stones")?;
    state.clock = Clock::from_time_settings(f64::from(main), f64::from(period), stones);
    Ok(String::new())
}

/// `time_left COLOUR TIME STONES`: what the controller says is left on a clock.
pub fn time_left(state: &mut EngineState, args: &mut Args) -> Reply {
    let colour = args.colour()?;
    let seconds = args.int("time")?;
    let stones = args.int("stones")?;
    state.clock.set_time_left(colour, f64::from(seconds), stones);
    Ok(String::new())
}

/// `loadsgf FILE [MOVE_NUMBER|VERTEX]`: the position before move MOVE_NUMBER (counting
/// from 1, passes included), or before the first move at VERTEX (`pass`: the first pass),
/// or after the last move (MOVE_NUMBER 0, which Kigo sends, or past the end, or a VERTEX
/// never played); size, komi, handicap and setup come from the file. Answers the player
/// to move, `black` or `white`, as GNU Go does (Kigo reads it): the player of the move
/// it stopped before, else the opponent of the last mover. Without `KM` the komi is the
/// one sente started with. The rules are the user's (`--rules`, `kgs-rules`,
/// `sente-rules`), whatever the record's `RU` says, as with GNU Go: a suite that loads
/// many records keeps the rules it asked for. With `sente-param sgf_rules follow` (or
/// `--sgf-rules follow`) a record's known `RU` is followed for that game alone: a record
/// without one, `boardsize` and `clear_board` bring the user's rules back.
pub fn loadsgf(state: &mut EngineState, args: &mut Args) -> Reply {
    let path = args.word("file name")?;
    let until = match args.optional_word() {
        None => LoadUntil::End,
        Some(word) => load_until(word)?,
    };
    args.finish()?;
    let bytes =
        std::fs::read(path).map_err(|error| GtpError::CannotLoadFile(format!("cannot read '{path}': {error}")))?;
    let text = String::from_utf8_lossy(&bytes);
    let record = sgf::load(&text, state.rules, state.sgf_rules, state.default_komi, &until)
        .map_err(|error| GtpError::CannotLoadFile(format!("'{path}': {error}")))?;
    state.set_game(record.game);
    state.result = record.result;
    Ok(state.game.board().to_move().name().into())
}

/// Where `loadsgf` stops, from its second argument: a move number (0: after the last
/// move) or a vertex, whose board the record decides. GNU Go reads any other word as a
/// vertex it cannot place, which stops before the first pass; sente refuses it.
fn load_until(word: &str) -> Result<LoadUntil, GtpError> {
    if let Some(number) = parse_int(word) {
        return Ok(match number {
            0 => LoadUntil::End,
            n => LoadUntil::Move(n as usize),
        });
    }
    match vertex::parse(MAX_SIZE, word) {
        Ok(_) => Ok(LoadUntil::Vertex(word.to_string())),
        Err(_) => Err(GtpError::syntax(format!(
            "loadsgf stops before a move number or a vertex, not '{word}'"
        ))),
    }
}

/// A diagram like GNU Go's: `X` black, `O` white, `.` empty, with coordinates and each
/// player's captures.
pub fn showboard(state: &mut EngineState, _: &mut Args) -> Reply {
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
        let cells: Vec<String> = (0..size)
            .map(|col| {
                board
                    .color_at(Point::from_coords(size, col, row))
                    .map_or('.', Color::mark)
                    .to_string()
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
    let name = colour.name().to_uppercase();
    format!("     {name} ({}) has captured {captures} stones", colour.mark())
}

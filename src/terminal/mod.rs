//! A game against sente for a person at the terminal (`sente play`): the board after
//! every move, the person's moves and commands read line by line ([`parse`]), sente's
//! moves from the [`Searcher`] with its win rate (and when it passes or resigns, why, as
//! [`Searcher::why`] says it), and at the end the score with the dead stones judged as
//! `final_score` judges them ([`Searcher::judge`]).
//!
//! [`play`] takes any reader and writer, so that a test can drive a whole game.

mod diagram;
mod input;

pub use diagram::{diagram, player};
pub use input::{parse, Entry, InputError};

use crate::board::{vertex, Color, Illegal};
use crate::game::Game;
use crate::score::Status;
use crate::search::{Clock, Decision, Searcher};
use std::io::{self, BufRead, Write};
use std::sync::atomic::AtomicBool;
use thiserror::Error;

/// What can be typed, as `help` lists it.
const HELP: &str = "Type a point such as D4 (or d4) to play there, or one of:
  pass     pass your turn; two passes in a row end the game and it is scored
  resign   give up the game
  undo     take back your last move and sente's reply
  help     show this list
  quit     leave without finishing the game (end of input does the same)
";

/// Why a game at the terminal stopped before its end.
#[derive(Debug, Error)]
pub enum TerminalError {
    /// The input could not be read or the output written.
    #[error("cannot read the moves or write the board: {0}")]
    Io(#[from] io::Error),
    /// The search chose a move the rules forbid: a bug in sente.
    #[error("sente chose {vertex}, which is illegal here ({reason}); this is a bug in sente, please report it")]
    EngineMove {
        /// The move sente chose.
        vertex: String,
        /// The rule it breaks.
        reason: Illegal,
    },
}

/// How a game at the terminal ended: the game as played and its result.
#[derive(Clone)]
pub struct Outcome {
    /// The moves played, undone ones left out.
    pub game: Game,
    /// The result in SGF `RE` form (`B+3.5`, `W+R`, `0`), or `None` when the person left
    /// an unfinished game.
    pub result: Option<String>,
}

/// Plays `game` between the person, who has `human`'s stones and types on `input`, and
/// `searcher`, writing everything to `output`, until two passes, a resignation, `quit` or
/// the end of the input. Fails when `input` cannot be read or `output` written.
pub fn play<R: BufRead, W: Write>(
    mut game: Game,
    human: Color,
    searcher: &mut Searcher,
    mut input: R,
    output: &mut W,
) -> Result<Outcome, TerminalError> {
    let rules = game.rules().name();
    writeln!(
        output,
        "You play {} against sente on {size}x{size}, {rules} rules, komi {}. Type help for the commands.",
        player(human),
        game.komi(),
        size = game.size(),
    )?;
    let mut redraw = true;
    let mut line = String::new();
    loop {
        if game.board().consecutive_passes() >= 2 {
            write!(output, "{}", diagram(&game))?;
            let result = score(&game, searcher, human, output)?;
            return Ok(Outcome {
                game,
                result: Some(result),
            });
        }
        let colour = game.board().to_move();
        if colour != human {
            if let Some(result) = sente_moves(&mut game, colour, searcher, output)? {
                return Ok(Outcome {
                    game,
                    result: Some(result),
                });
            }
            redraw = true;
            continue;
        }
        if redraw {
            write!(output, "{}", diagram(&game))?;
            redraw = false;
        }
        write!(output, "{} > ", player(human))?;
        output.flush()?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            writeln!(output, "\nEnd of input: the game is left unfinished.")?;
            return Ok(Outcome { game, result: None });
        }
        let entry = match parse(game.size(), &line) {
            Ok(Some(entry)) => entry,
            Ok(None) => continue,
            Err(error) => {
                writeln!(output, "{error}")?;
                continue;
            }
        };
        let point = match entry {
            Entry::Stone(p) => Some(p),
            Entry::Pass => None,
            Entry::Help => {
                write!(output, "{HELP}")?;
                continue;
            }
            Entry::Quit => {
                writeln!(output, "You left the game unfinished.")?;
                return Ok(Outcome { game, result: None });
            }
            Entry::Resign => {
                let result = format!("{}+R", human.opponent().letter());
                writeln!(output, "You resign: sente wins ({result}).")?;
                return Ok(Outcome {
                    game,
                    result: Some(result),
                });
            }
            Entry::Undo => {
                redraw = take_back(&mut game, human);
                if !redraw {
                    writeln!(output, "Nothing to undo: you have not moved yet.")?;
                }
                continue;
            }
        };
        match game.play(human, point) {
            Ok(()) => redraw = true,
            Err(illegal) => writeln!(
                output,
                "{} is illegal: {}. Try another move.",
                vertex::format(game.size(), point),
                illegal.reason
            )?,
        }
    }
}

/// Lets sente move for `colour` and announces the move with its win rate, and why when it
/// passes or resigns; returns the game's result when sente resigns.
fn sente_moves<W: Write>(
    game: &mut Game,
    colour: Color,
    searcher: &mut Searcher,
    output: &mut W,
) -> Result<Option<String>, TerminalError> {
    writeln!(output, "sente is thinking...")?;
    output.flush()?;
    let stop = AtomicBool::new(false);
    let result = searcher.genmove(game, colour, &Clock::default(), &stop);
    let why = searcher.why(game).map(|why| format!("Why: {why}."));
    let point = match result.decision {
        Decision::Resign => {
            let outcome = format!("{}+R", colour.opponent().letter());
            writeln!(
                output,
                "sente resigns (its win rate is {:.1}%): you win ({outcome}).",
                100.0 * result.win_rate
            )?;
            if let Some(why) = why {
                writeln!(output, "{why}")?;
            }
            return Ok(Some(outcome));
        }
        Decision::Pass => None,
        Decision::Play(p) => Some(p),
    };
    let text = vertex::format(game.size(), point);
    let chosen = if point.is_some() {
        format!("plays {text}")
    } else {
        "passes".to_string()
    };
    writeln!(
        output,
        "sente ({}) {chosen}: win rate {:.1}% for sente after {} playouts{}.",
        player(colour),
        100.0 * result.win_rate,
        result.playouts,
        result
            .virtual_komi
            .map_or(String::new(), |komi| format!(" at a dynamic komi of {komi}"))
    )?;
    if let (None, Some(why)) = (point, why) {
        writeln!(output, "{why}")?;
    }
    game.play(colour, point).map_err(|illegal| TerminalError::EngineMove {
        vertex: text,
        reason: illegal.reason,
    })?;
    Ok(None)
}

/// Takes back `human`'s last move and every move after it (sente's reply); false if
/// `human` has not moved.
fn take_back(game: &mut Game, human: Color) -> bool {
    let Some(last) = game.moves().iter().rposition(|m| m.colour == human) else {
        return false;
    };
    while game.moves().len() > last {
        game.undo();
    }
    true
}

/// Scores the game after two passes: lists the dead stones and writes the result; returns
/// the result in SGF form.
fn score<W: Write>(game: &Game, searcher: &mut Searcher, human: Color, output: &mut W) -> io::Result<String> {
    let judgement = searcher.judge(game, &AtomicBool::new(false));
    let board = game.board();
    writeln!(output, "Both players passed: the game is over.")?;
    let dead = judgement.strings(board, Status::Dead);
    if dead.is_empty() {
        writeln!(output, "Dead stones: none.")?;
    }
    for colour in [Color::Black, Color::White] {
        let stones: Vec<String> = dead
            .iter()
            .flatten()
            .filter(|&&p| board.color_at(p) == Some(colour))
            .map(|&p| vertex::format(game.size(), Some(p)))
            .collect();
        if !stones.is_empty() {
            writeln!(output, "Dead {} stones: {}.", player(colour), stones.join(" "))?;
        }
    }
    let score = judgement.score(game);
    let verdict = if score.margin == 0.0 {
        "a draw"
    } else if human.from_black(score.margin) > 0.0 {
        "you win"
    } else {
        "sente wins"
    };
    writeln!(
        output,
        "Result under {} rules, komi {}: {score}, {verdict}.",
        game.rules().name(),
        game.komi()
    )?;
    Ok(score.to_string())
}

#[cfg(test)]
mod tests;

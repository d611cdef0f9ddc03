//! `sente match`: games between two GTP engines, refereed, with SGF records and a summary.
//!
//! Engine A is the `--black` command and engine B the `--white` one; with `--alternate`
//! they swap colours every other game, and the summary counts wins per engine. Every move
//! is checked against sente's own rules (a move they refuse loses the game as illegal)
//! and, with a referee, sent to the referee too, which also scores the game at the end
//! (otherwise engine A's `final_score` does). A `resign` ends the game; so do two passes
//! in a row and the move cap. With `--time`, the runner keeps each engine's clock, tells
//! it `time_left` before each `genmove`, and a move that overruns the clock loses on time.
//! An engine that dies or stops answering loses the game by crash and is restarted.
//! With `--handicap N`, every game starts with N stones for Black on the fixed handicap
//! points (`fixed_handicap N` to the engines and the referee), and White moves first.

use crate::board::{vertex, Color};
use crate::game::Game;
use crate::rules::Rules;
use crate::search::playout::light::below;
use crate::search::Clock;
use crate::tools::controller::{ClientError, GtpClient};
use crate::tools::progress::Progress;
use rand_xoshiro::rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The clocks of a timed match, as GTP's `time_settings` gives them to the engines: main
/// time, then Canadian byo-yomi of `byo_yomi` seconds for every `stones` moves (absolute
/// time when `byo_yomi` is 0). The runner keeps them with the search's [`Clock`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TimeControl {
    /// Main time in seconds.
    pub main: f64,
    /// Length of a byo-yomi period in seconds.
    pub byo_yomi: f64,
    /// Moves to play in each period.
    pub stones: u32,
}

/// Everything a match needs.
#[derive(Debug, Clone)]
pub struct MatchConfig {
    /// Engine A's command line (Black in the first game).
    pub engine_a: String,
    /// Engine B's command line.
    pub engine_b: String,
    /// The referee's command line, if any.
    pub referee: Option<String>,
    /// Games to play.
    pub games: usize,
    /// Board size.
    pub size: usize,
    /// Komi.
    pub komi: f32,
    /// Fixed handicap stones for Black, 0 for an even game (the caller checks that the
    /// board has them: [`crate::handicap::fixed_handicap_points`]).
    pub handicap: usize,
    /// The rules moves are checked against (and named in the records).
    pub rules: Rules,
    /// Swap colours every other game.
    pub alternate: bool,
    /// Clocks, if the games are timed.
    pub time: Option<TimeControl>,
    /// Random legal moves played for both sides before the engines take over.
    pub opening_moves: usize,
    /// Seed of the random openings.
    pub seed: u64,
    /// Moves after which a game is stopped and scored.
    pub max_moves: usize,
    /// Where the SGF records, the engines' stderr logs and the summary go.
    pub out_dir: PathBuf,
}

/// How a game ended, from the winner's side.
#[derive(Debug, Clone, PartialEq)]
pub enum Ending {
    /// Scored after two passes or the move cap: the referee's text, e.g. `B+3.5`.
    Score(String),
    /// The loser resigned.
    Resignation,
    /// The loser played an illegal move (text given).
    Illegal(String),
    /// The loser overran its clock.
    Time,
    /// The loser's engine died or stopped answering.
    Crash(String),
}

/// One game's outcome.
#[derive(Debug, Clone)]
pub struct GameOutcome {
    /// Whether engine A had Black.
    pub a_is_black: bool,
    /// The winner's colour; `None` for a draw or an unreadable score.
    pub winner: Option<Color>,
    /// How it ended.
    pub ending: Ending,
    /// Moves played, passes included.
    pub moves: usize,
}

impl GameOutcome {
    /// Engine A's points from this game: 1 win, 0.5 draw, 0 loss.
    pub fn points_for_a(&self) -> f64 {
        match self.winner {
            None => 0.5,
            Some(Color::Black) if self.a_is_black => 1.0,
            Some(Color::White) if !self.a_is_black => 1.0,
            Some(_) => 0.0,
        }
    }

    /// The SGF `RE` text: `B+3.5`, `W+R`, `B+T`, `B+F` (forfeit: illegal move or crash), `0`.
    pub fn result_text(&self) -> String {
        let winner = match self.winner {
            Some(Color::Black) => "B",
            Some(Color::White) => "W",
            None => {
                return if let Ending::Score(text) = &self.ending {
                    text.clone()
                } else {
                    "Void".to_string()
                }
            }
        };
        match &self.ending {
            Ending::Score(text) => text.clone(),
            Ending::Resignation => format!("{winner}+R"),
            Ending::Time => format!("{winner}+T"),
            Ending::Illegal(_) | Ending::Crash(_) => format!("{winner}+F"),
        }
    }
}

/// Engine A's results over a match.
#[derive(Debug, Clone, Default)]
pub struct Summary {
    /// Every game, in order.
    pub games: Vec<GameOutcome>,
}

impl Summary {
    /// Engine A's score: wins plus half the draws.
    pub fn points_for_a(&self) -> f64 {
        self.games.iter().map(GameOutcome::points_for_a).sum()
    }

    /// Engine A's win rate and its 95% Wilson score interval.
    pub fn win_rate_a(&self) -> (f64, f64, f64) {
        wilson_interval(self.points_for_a(), self.games.len())
    }

    /// Engine A's running score for the progress bar: points of the games so far, win
    /// rate and its 95% interval, as in `A 3.5/5 70% [30-93%]`.
    pub fn running_score(&self) -> String {
        let (rate, low, high) = self.win_rate_a();
        format!(
            "A {:.1}/{} {:.0}% [{:.0}-{:.0}%]",
            self.points_for_a(),
            self.games.len(),
            100.0 * rate,
            100.0 * low,
            100.0 * high
        )
    }

    fn count(&self, matches: impl Fn(&Ending) -> bool) -> usize {
        self.games.iter().filter(|g| matches(&g.ending)).count()
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (rate, low, high) = self.win_rate_a();
        let n = self.games.len();
        writeln!(
            f,
            "engine A: {:.1} of {n} games = {:.1}% (95% interval {:.1}%-{:.1}%)",
            self.points_for_a(),
            100.0 * rate,
            100.0 * low,
            100.0 * high
        )?;
        let as_black: Vec<&GameOutcome> = self.games.iter().filter(|g| g.a_is_black).collect();
        let black_points: f64 = as_black.iter().map(|g| g.points_for_a()).sum();
        writeln!(
            f,
            "engine A as Black: {black_points:.1} of {}; as White: {:.1} of {}",
            as_black.len(),
            self.points_for_a() - black_points,
            n - as_black.len()
        )?;
        write!(
            f,
            "illegal moves: {}, time losses: {}, crashes: {}, resignations: {}",
            self.count(|e| matches!(e, Ending::Illegal(_))),
            self.count(|e| matches!(e, Ending::Time)),
            self.count(|e| matches!(e, Ending::Crash(_))),
            self.count(|e| matches!(e, Ending::Resignation))
        )
    }
}

/// The rate `points / n` and its 95% Wilson score interval.
pub fn wilson_interval(points: f64, n: usize) -> (f64, f64, f64) {
    if n == 0 {
        return (0.0, 0.0, 1.0);
    }
    let n = n as f64;
    let p = points / n;
    let z = 1.96f64;
    let denominator = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denominator;
    (p, (centre - half).max(0.0), (centre + half).min(1.0))
}

/// Seconds a command may take beyond its clock before the runner gives up on the engine.
const GRACE: f64 = 5.0;
/// The timeout of commands other than a timed genmove.
const COMMAND_TIMEOUT: Duration = Duration::from_secs(600);

/// The three processes of a game and where they log.
struct Table {
    a: Option<GtpClient>,
    b: Option<GtpClient>,
    referee: Option<GtpClient>,
}

/// Plays the whole match, printing a line per game on stdout and moving `progress` on with
/// engine A's running score, and writes SGF files and `summary.txt` into `config.out_dir`.
pub fn run(config: &MatchConfig, progress: &Progress) -> std::io::Result<Summary> {
    std::fs::create_dir_all(&config.out_dir)?;
    let mut table = Table {
        a: None,
        b: None,
        referee: None,
    };
    let mut summary = Summary::default();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(config.seed);
    for index in 0..config.games {
        let a_is_black = !config.alternate || index % 2 == 0;
        let (outcome, game) = play_game(config, &mut table, a_is_black, &mut rng);
        let (black, white) = if a_is_black { ("A", "B") } else { ("B", "A") };
        progress.println(&format!(
            "game {}: black={black} white={white} result={} moves={} {:?}",
            index + 1,
            outcome.result_text(),
            outcome.moves,
            outcome.ending
        ));
        let names = if a_is_black {
            (&config.engine_a, &config.engine_b)
        } else {
            (&config.engine_b, &config.engine_a)
        };
        let record = crate::sgf::save(&game, Some(&outcome.result_text()), Some((names.0, names.1)));
        std::fs::write(config.out_dir.join(format!("game-{:03}.sgf", index + 1)), record)?;
        summary.games.push(outcome);
        progress.update(summary.games.len(), summary.running_score());
    }
    std::fs::write(config.out_dir.join("summary.txt"), format!("{summary}\n"))?;
    Ok(summary)
}

/// Starts (or restarts) an engine whose slot is empty.
fn ensure(slot: &mut Option<GtpClient>, command: &str, log: &Path) -> Result<(), ClientError> {
    if slot.is_none() {
        *slot = Some(GtpClient::spawn(command, Some(log))?);
    }
    Ok(())
}

/// Sends `line` to the engine in `slot`, forgetting the engine if it died.
fn send(slot: &mut Option<GtpClient>, line: &str, timeout: Duration) -> Result<String, ClientError> {
    let client = slot.as_mut().expect("engine started");
    let reply = client.command(line, timeout);
    if matches!(reply, Err(ClientError::Died { .. } | ClientError::Timeout { .. })) {
        *slot = None;
    }
    reply
}

fn gtp_colour(colour: Color) -> &'static str {
    match colour {
        Color::Black => "b",
        Color::White => "w",
    }
}

/// Plays one game; returns its outcome and the moves as a sente game.
fn play_game(
    config: &MatchConfig,
    table: &mut Table,
    a_is_black: bool,
    rng: &mut Xoshiro256PlusPlus,
) -> (GameOutcome, Game) {
    let mut game = Game::new(config.size, config.rules);
    game.set_komi(config.komi);
    if config.handicap > 0 {
        game.place_fixed_handicap(config.handicap)
            .expect("a handicap the board has, checked by the caller");
    }
    let colour_of_a = if a_is_black { Color::Black } else { Color::White };
    let finish = |winner: Option<Color>, ending: Ending, game: &Game| GameOutcome {
        a_is_black,
        winner,
        ending,
        moves: game.moves().len(),
    };

    let mut setup = vec![
        format!("boardsize {}", config.size),
        "clear_board".to_string(),
        format!("komi {}", config.komi),
    ];
    if config.handicap > 0 {
        setup.push(format!("fixed_handicap {}", config.handicap));
    }
    let time_setup = config
        .time
        .map(|t| format!("time_settings {} {} {}", t.main.round(), t.byo_yomi.round(), t.stones));
    for (colour, slot, command, log) in [
        (colour_of_a, &mut table.a, &config.engine_a, "engine-a.log"),
        (colour_of_a.opponent(), &mut table.b, &config.engine_b, "engine-b.log"),
    ] {
        let prepared = ensure(slot, command, &config.out_dir.join(log)).and_then(|()| {
            for line in setup.iter().chain(time_setup.iter()) {
                send(slot, line, COMMAND_TIMEOUT)?;
            }
            Ok(())
        });
        if let Err(e) = prepared {
            return (
                finish(Some(colour.opponent()), Ending::Crash(e.to_string()), &game),
                game,
            );
        }
    }
    if let Some(command) = &config.referee {
        let prepared = ensure(&mut table.referee, command, &config.out_dir.join("referee.log")).and_then(|()| {
            for line in &setup {
                send(&mut table.referee, line, COMMAND_TIMEOUT)?;
            }
            Ok(())
        });
        if let Err(e) = prepared {
            panic!("the referee failed: {e}");
        }
    }

    for _ in 0..config.opening_moves {
        let colour = game.board().to_move();
        let legal = game.legal_moves(colour);
        if legal.is_empty() {
            break;
        }
        let point = legal[below(rng, legal.len())];
        let text = format!(
            "play {} {}",
            gtp_colour(colour),
            vertex::format(config.size, Some(point))
        );
        game.play(colour, Some(point)).expect("a legal opening move");
        for slot in [&mut table.a, &mut table.b, &mut table.referee] {
            if slot.is_some() {
                let _ = send(slot, &text, COMMAND_TIMEOUT);
            }
        }
    }

    let mut clock = config
        .time
        .map(|t| Clock::from_time_settings(t.main.round(), t.byo_yomi.round(), t.stones));
    let mut passes = 0;
    while passes < 2 && game.moves().len() < config.max_moves {
        let colour = game.board().to_move();
        let (mover, other) = if colour == colour_of_a {
            (&mut table.a, &mut table.b)
        } else {
            (&mut table.b, &mut table.a)
        };
        let mut timeout = COMMAND_TIMEOUT;
        if let Some(clock) = &clock {
            let left = clock.time_left(colour);
            let _ = send(
                mover,
                &format!(
                    "time_left {} {} {}",
                    gtp_colour(colour),
                    left.seconds.floor(),
                    left.stones
                ),
                COMMAND_TIMEOUT,
            );
            if let Some(allowance) = clock.allowance(colour) {
                timeout = Duration::from_secs_f64(allowance + GRACE);
            }
        }
        let started = Instant::now();
        let reply = match send(mover, &format!("genmove {}", gtp_colour(colour)), timeout) {
            Ok(reply) => reply,
            Err(ClientError::Timeout { .. }) => return (finish(Some(colour.opponent()), Ending::Time, &game), game),
            Err(e) => {
                return (
                    finish(Some(colour.opponent()), Ending::Crash(e.to_string()), &game),
                    game,
                )
            }
        };
        if let Some(clock) = &mut clock {
            let spent = started.elapsed().as_secs_f64();
            if clock.allowance(colour).is_some_and(|allowance| spent > allowance) {
                return (finish(Some(colour.opponent()), Ending::Time, &game), game);
            }
            clock.spend(colour, spent);
        }
        let reply = reply.trim().to_string();
        if reply.eq_ignore_ascii_case("resign") {
            return (finish(Some(colour.opponent()), Ending::Resignation, &game), game);
        }
        let point = match vertex::parse(config.size, &reply) {
            Ok(point) => point,
            Err(e) => {
                return (
                    finish(Some(colour.opponent()), Ending::Illegal(format!("{reply}: {e}")), &game),
                    game,
                )
            }
        };
        if let Err(e) = game.play(colour, point) {
            return (
                finish(Some(colour.opponent()), Ending::Illegal(format!("{reply}: {e}")), &game),
                game,
            );
        }
        if table.referee.is_some() {
            if let Err(e) = send(
                &mut table.referee,
                &format!("play {} {reply}", gtp_colour(colour)),
                COMMAND_TIMEOUT,
            ) {
                return (
                    finish(
                        Some(colour.opponent()),
                        Ending::Illegal(format!("{reply}: referee says {e}")),
                        &game,
                    ),
                    game,
                );
            }
        }
        if let Err(e) = send(other, &format!("play {} {reply}", gtp_colour(colour)), COMMAND_TIMEOUT) {
            let ending = if matches!(e, ClientError::Failure(_)) {
                Ending::Illegal(format!("opponent refused {reply}: {e}"))
            } else {
                Ending::Crash(e.to_string())
            };
            let loser = if matches!(e, ClientError::Failure(_)) {
                colour
            } else {
                colour.opponent()
            };
            return (finish(Some(loser.opponent()), ending, &game), game);
        }
        passes = if point.is_none() { passes + 1 } else { 0 };
    }

    let scorer = if table.referee.is_some() {
        &mut table.referee
    } else {
        &mut table.a
    };
    let score = send(scorer, "final_score", COMMAND_TIMEOUT).unwrap_or_else(|e| format!("? {e}"));
    let winner = match score.trim().chars().next() {
        Some('B' | 'b') => Some(Color::Black),
        Some('W' | 'w') => Some(Color::White),
        _ => None,
    };
    (finish(winner, Ending::Score(score.trim().to_string()), &game), game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_matches_known_values() {
        let (p, low, high) = wilson_interval(45.0, 50);
        assert!((p - 0.9).abs() < 1e-9);
        assert!((low - 0.786).abs() < 0.001, "{low}");
        assert!((high - 0.957).abs() < 0.001, "{high}");
        assert_eq!(wilson_interval(0.0, 0), (0.0, 0.0, 1.0));
    }

    #[test]
    fn results_read_as_sgf_and_points() {
        let win = GameOutcome {
            a_is_black: false,
            winner: Some(Color::White),
            ending: Ending::Resignation,
            moves: 40,
        };
        assert_eq!(win.result_text(), "W+R");
        assert_eq!(win.points_for_a(), 1.0);
        let draw = GameOutcome {
            a_is_black: true,
            winner: None,
            ending: Ending::Score("0".to_string()),
            moves: 80,
        };
        assert_eq!(draw.result_text(), "0");
        assert_eq!(draw.points_for_a(), 0.5);
        let forfeit = GameOutcome {
            a_is_black: true,
            winner: Some(Color::White),
            ending: Ending::Time,
            moves: 3,
        };
        assert_eq!(forfeit.result_text(), "W+T");
        assert_eq!(forfeit.points_for_a(), 0.0);
    }

    #[test]
    fn the_running_score_shows_points_rate_and_interval() {
        let game = |a_is_black, winner| GameOutcome {
            a_is_black,
            winner,
            ending: Ending::Resignation,
            moves: 50,
        };
        let mut summary = Summary {
            games: vec![game(true, Some(Color::White))],
        };
        assert_eq!(summary.running_score(), "A 0.0/1 0% [0-79%]");
        summary.games = vec![
            game(true, Some(Color::Black)),
            game(false, Some(Color::White)),
            game(true, None),
            game(false, Some(Color::Black)),
            game(true, Some(Color::Black)),
        ];
        assert_eq!(summary.running_score(), "A 3.5/5 70% [30-93%]");
    }
}

//! `sente match`: games between two GTP engines, refereed, with SGF records and a summary.
//!
//! Engine A is the `--black` command and engine B the `--white` one; with `--alternate`
//! they swap colours every other game, and the summary counts wins per engine. Every move
//! is checked against sente's own rules (a move they refuse loses the game as illegal)
//! and, with a referee, sent to the referee too, which also scores the game at the end
//! (otherwise engine A's `final_score` does). A `resign` ends the game; so do two passes
//! in a row and the move cap. With `--time`, the runner keeps each engine's clock, tells
//! it `time_left` before each `genmove`, and a move that overruns the clock loses on time.
//! With `--handicap N`, every game starts with N stones for Black on the fixed handicap
//! points (`fixed_handicap N` to the engines and the referee), and White moves first.
//!
//! Programs fail in three ways, each with its own outcome. An engine that dies, stops
//! answering or answers `?` where it must not loses the game by crash; a referee that does
//! (or refuses a move sente's rules allow) leaves the game unscored, counted for neither
//! engine. Either is started again for the next game. A program that cannot start, or
//! refuses the set-up every game needs (`boardsize`, `komi`, `fixed_handicap`,
//! `time_settings`), stops the match ([`MatchError`]); the games before are kept. The
//! outcomes and the summary are [`super::match_result`]'s.

use super::controller::{ClientError, GtpClient};
use super::match_result::{Ending, GameOutcome, MatchError, Role, Summary};
use super::progress::Progress;
use crate::board::{vertex, Color, Point};
use crate::game::Game;
use crate::rules::Rules;
use crate::search::playout::light::below;
use crate::search::Clock;
use rand_xoshiro::rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
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

/// Seconds a command may take beyond its clock before the runner gives up on the engine.
const GRACE: f64 = 5.0;
/// The timeout of commands other than a timed genmove.
const COMMAND_TIMEOUT: Duration = Duration::from_secs(600);

/// Plays the whole match, printing a line per game on stdout and moving `progress` on with
/// engine A's running score, and writes SGF files and `summary.txt` into `config.out_dir`.
/// A program that cannot play the match stops it: the summary says why
/// ([`Summary::stopped`]), and the games before are kept. Fails only when the folder
/// cannot be written.
pub fn run(config: &MatchConfig, progress: &Progress) -> std::io::Result<Summary> {
    std::fs::create_dir_all(&config.out_dir)?;
    let mut table = Table::new(config);
    let mut summary = Summary::default();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(config.seed);
    for index in 0..config.games {
        let a_is_black = !config.alternate || index % 2 == 0;
        match play_game(config, &mut table, a_is_black, &mut rng) {
            Ok((outcome, game)) => {
                record_game(config, index, &outcome, &game, progress)?;
                summary.games.push(outcome);
                progress.update(summary.games.len(), summary.running_score());
            }
            Err(error) => {
                summary.stopped = Some(error);
                break;
            }
        }
    }
    std::fs::write(config.out_dir.join("summary.txt"), format!("{summary}\n"))?;
    Ok(summary)
}

/// Prints game `index`'s line and writes its SGF record, named after the engines.
fn record_game(
    config: &MatchConfig,
    index: usize,
    outcome: &GameOutcome,
    game: &Game,
    progress: &Progress,
) -> std::io::Result<()> {
    let (black, white) = if outcome.a_is_black { ("A", "B") } else { ("B", "A") };
    progress.println(&format!(
        "game {}: black={black} white={white} result={} moves={} {:?}",
        index + 1,
        outcome.result_text(),
        outcome.moves,
        outcome.ending
    ));
    let names = if outcome.a_is_black {
        (&config.engine_a, &config.engine_b)
    } else {
        (&config.engine_b, &config.engine_a)
    };
    let record = crate::sgf::save(game, Some(&outcome.result_text()), Some((names.0, names.1)));
    std::fs::write(config.out_dir.join(format!("game-{:03}.sgf", index + 1)), record)
}

/// One program of the match: its role, command line and stderr log, and its process while
/// it runs. A program that dies or stops answering is forgotten, and started again for
/// the next game.
struct Seat {
    role: Role,
    command: String,
    log: PathBuf,
    client: Option<GtpClient>,
}

impl Seat {
    fn new(role: Role, command: &str, out_dir: &Path, log: &str) -> Seat {
        Seat {
            role,
            command: command.to_string(),
            log: out_dir.join(log),
            client: None,
        }
    }

    /// Starts the program unless it runs; one that cannot start stops the match.
    fn start(&mut self) -> Result<(), MatchError> {
        if self.client.is_none() {
            let client = GtpClient::spawn(&self.command, Some(&self.log)).map_err(|error| MatchError::CannotStart {
                role: self.role,
                reason: error.to_string(),
            })?;
            self.client = Some(client);
        }
        Ok(())
    }

    /// Sends `line` and waits up to `timeout` for the reply, forgetting the program if it
    /// died or did not answer.
    fn send(&mut self, line: &str, timeout: Duration) -> Result<String, ClientError> {
        let Some(client) = self.client.as_mut() else {
            return Err(ClientError::Died {
                command: self.command.clone(),
                reason: "it is not running".to_string(),
            });
        };
        let reply = client.command(line, timeout);
        if matches!(reply, Err(ClientError::Died { .. } | ClientError::Timeout { .. })) {
            self.client = None;
        }
        reply
    }

    /// What went wrong when the program answered `line` with `error`, in words that name
    /// the program.
    fn failure(&self, line: &str, error: &ClientError) -> String {
        match error {
            ClientError::Failure(text) => format!("{} answered '{line}' with '? {text}'", self.role),
            other => format!("{}: {other}", self.role),
        }
    }

    /// Starts the program and sends it `lines`, the set-up of every game. A refused line
    /// stops the match, since every game would need it; a program that dies or stops
    /// answering ends this game as `on_death` says.
    fn set_up(&mut self, lines: &[String], on_death: impl FnOnce(String) -> Interrupt) -> Result<(), Interrupt> {
        self.start()?;
        for line in lines {
            match self.send(line, COMMAND_TIMEOUT) {
                Ok(_) => {}
                Err(ClientError::Failure(reason)) => {
                    return Err(Interrupt::Stop(MatchError::Refused {
                        role: self.role,
                        command: line.clone(),
                        reason,
                    }))
                }
                Err(error) => return Err(on_death(self.failure(line, &error))),
            }
        }
        Ok(())
    }
}

/// The match's programs: the two engines and the referee, if any.
struct Table {
    a: Seat,
    b: Seat,
    referee: Option<Seat>,
}

impl Table {
    fn new(config: &MatchConfig) -> Table {
        let dir = &config.out_dir;
        Table {
            a: Seat::new(Role::EngineA, &config.engine_a, dir, "engine-a.log"),
            b: Seat::new(Role::EngineB, &config.engine_b, dir, "engine-b.log"),
            referee: config
                .referee
                .as_deref()
                .map(|command| Seat::new(Role::Referee, command, dir, "referee.log")),
        }
    }

    /// The engine playing `colour`, when engine A plays `colour_of_a`.
    fn engine(&mut self, colour: Color, colour_of_a: Color) -> &mut Seat {
        if colour == colour_of_a {
            &mut self.a
        } else {
            &mut self.b
        }
    }
}

/// Why a game ends before it is scored, or why the match stops.
enum Interrupt {
    /// The game is over: its winner, if any, and how it ended.
    Over(Option<Color>, Ending),
    /// The match cannot go on.
    Stop(MatchError),
}

impl From<MatchError> for Interrupt {
    fn from(error: MatchError) -> Interrupt {
        Interrupt::Stop(error)
    }
}

/// The game's end when `loser` forfeits it as `ending` says.
fn forfeit(loser: Color, ending: Ending) -> Interrupt {
    Interrupt::Over(Some(loser.opponent()), ending)
}

/// The game's end when the referee fails: no result (`reason` says why).
fn unscored(reason: String) -> Interrupt {
    Interrupt::Over(None, Ending::Unscored(reason))
}

fn gtp_colour(colour: Color) -> &'static str {
    match colour {
        Color::Black => "b",
        Color::White => "w",
    }
}

/// Plays one game; returns its outcome and the moves as a sente game, or why the match
/// cannot go on.
fn play_game(
    config: &MatchConfig,
    table: &mut Table,
    a_is_black: bool,
    rng: &mut Xoshiro256PlusPlus,
) -> Result<(GameOutcome, Game), MatchError> {
    let mut game = Game::new(config.size, config.rules);
    game.set_komi(config.komi);
    if config.handicap > 0 {
        game.place_fixed_handicap(config.handicap)
            .expect("a handicap the board has, checked by the caller");
    }
    let colour_of_a = if a_is_black { Color::Black } else { Color::White };
    let played = set_up(config, table, colour_of_a)
        .and_then(|()| play_opening(config, table, colour_of_a, &mut game, rng))
        .and_then(|()| play_moves(config, table, colour_of_a, &mut game));
    let (winner, ending) = match played {
        Ok(()) => score(table),
        Err(Interrupt::Over(winner, ending)) => (winner, ending),
        Err(Interrupt::Stop(error)) => return Err(error),
    };
    let outcome = GameOutcome {
        a_is_black,
        winner,
        ending,
        moves: game.moves().len(),
    };
    Ok((outcome, game))
}

/// Starts the programs that do not run and gives each the game's board, komi and handicap,
/// and the engines the clocks.
fn set_up(config: &MatchConfig, table: &mut Table, colour_of_a: Color) -> Result<(), Interrupt> {
    let mut lines = vec![
        format!("boardsize {}", config.size),
        "clear_board".to_string(),
        format!("komi {}", config.komi),
    ];
    if config.handicap > 0 {
        lines.push(format!("fixed_handicap {}", config.handicap));
    }
    if let Some(referee) = &mut table.referee {
        referee.set_up(&lines, unscored)?;
    }
    lines.extend(
        config
            .time
            .map(|t| format!("time_settings {} {} {}", t.main.round(), t.byo_yomi.round(), t.stones)),
    );
    for colour in [colour_of_a, colour_of_a.opponent()] {
        let crash = |reason| forfeit(colour, Ending::Crash(reason));
        table.engine(colour, colour_of_a).set_up(&lines, crash)?;
    }
    Ok(())
}

/// Plays `config.opening_moves` random legal moves for both sides and tells the programs.
/// An engine that refuses one or dies forfeits; a referee that does leaves the game
/// unscored.
fn play_opening(
    config: &MatchConfig,
    table: &mut Table,
    colour_of_a: Color,
    game: &mut Game,
    rng: &mut Xoshiro256PlusPlus,
) -> Result<(), Interrupt> {
    for _ in 0..config.opening_moves {
        let colour = game.board().to_move();
        let legal = game.legal_moves(colour);
        if legal.is_empty() {
            break;
        }
        let point = legal[below(rng, legal.len())];
        game.play(colour, Some(point)).expect("a legal opening move");
        let line = format!(
            "play {} {}",
            gtp_colour(colour),
            vertex::format(config.size, Some(point))
        );
        if let Some(referee) = &mut table.referee {
            referee
                .send(&line, COMMAND_TIMEOUT)
                .map_err(|error| unscored(referee.failure(&line, &error)))?;
        }
        for engine_colour in [Color::Black, Color::White] {
            let engine = table.engine(engine_colour, colour_of_a);
            engine
                .send(&line, COMMAND_TIMEOUT)
                .map_err(|error| forfeit(engine_colour, Ending::Crash(engine.failure(&line, &error))))?;
        }
    }
    Ok(())
}

/// The engines' moves, each checked and passed on, until two passes in a row or the move
/// cap; any other end of the game is an [`Interrupt`].
fn play_moves(config: &MatchConfig, table: &mut Table, colour_of_a: Color, game: &mut Game) -> Result<(), Interrupt> {
    let mut clock = config
        .time
        .map(|t| Clock::from_time_settings(t.main.round(), t.byo_yomi.round(), t.stones));
    let mut passes = 0;
    while passes < 2 && game.moves().len() < config.max_moves {
        let colour = game.board().to_move();
        let reply = ask_move(table.engine(colour, colour_of_a), colour, clock.as_mut())?;
        let point = play_reply(game, colour, &reply)?;
        pass_on(table, colour_of_a, colour, &reply)?;
        passes = if point.is_none() { passes + 1 } else { 0 };
    }
    Ok(())
}

/// Asks `engine` for `colour`'s move, telling it its time left first in a timed game. A
/// move that overruns the clock loses on time; an engine that dies or answers `?` loses by
/// crash.
fn ask_move(engine: &mut Seat, colour: Color, clock: Option<&mut Clock>) -> Result<String, Interrupt> {
    let crash =
        |engine: &Seat, line: &str, error: &ClientError| forfeit(colour, Ending::Crash(engine.failure(line, error)));
    let mut timeout = COMMAND_TIMEOUT;
    if let Some(clock) = &clock {
        let left = clock.time_left(colour);
        let line = format!(
            "time_left {} {} {}",
            gtp_colour(colour),
            left.seconds.floor(),
            left.stones
        );
        // The clock is advice: an engine may refuse it and still play.
        match engine.send(&line, COMMAND_TIMEOUT) {
            Ok(_) | Err(ClientError::Failure(_)) => {}
            Err(error) => return Err(crash(engine, &line, &error)),
        }
        if let Some(allowance) = clock.allowance(colour) {
            timeout = Duration::from_secs_f64(allowance + GRACE);
        }
    }
    let line = format!("genmove {}", gtp_colour(colour));
    let started = Instant::now();
    let reply = engine.send(&line, timeout).map_err(|error| match error {
        ClientError::Timeout { .. } => forfeit(colour, Ending::Time),
        error => crash(engine, &line, &error),
    })?;
    if let Some(clock) = clock {
        let spent = started.elapsed().as_secs_f64();
        if clock.allowance(colour).is_some_and(|allowance| spent > allowance) {
            return Err(forfeit(colour, Ending::Time));
        }
        clock.spend(colour, spent);
    }
    Ok(reply.trim().to_string())
}

/// Plays `colour`'s `reply` on `game`, returning its point (`None` for a pass). A
/// resignation, a reply that is not a vertex and an illegal move end the game.
fn play_reply(game: &mut Game, colour: Color, reply: &str) -> Result<Option<Point>, Interrupt> {
    if reply.eq_ignore_ascii_case("resign") {
        return Err(forfeit(colour, Ending::Resignation));
    }
    let illegal = |reason: String| forfeit(colour, Ending::Illegal(format!("{reply}: {reason}")));
    let point = vertex::parse(game.size(), reply).map_err(|error| illegal(error.to_string()))?;
    game.play(colour, point).map_err(|error| illegal(error.to_string()))?;
    Ok(point)
}

/// Tells the referee and then the opponent `colour`'s move `reply`. A referee that refuses
/// it or dies leaves the game unscored; an opponent that refuses it makes it illegal, and
/// one that dies loses by crash.
fn pass_on(table: &mut Table, colour_of_a: Color, colour: Color, reply: &str) -> Result<(), Interrupt> {
    let line = format!("play {} {reply}", gtp_colour(colour));
    if let Some(referee) = &mut table.referee {
        referee
            .send(&line, COMMAND_TIMEOUT)
            .map_err(|error| unscored(referee.failure(&line, &error)))?;
    }
    let opponent = table.engine(colour.opponent(), colour_of_a);
    opponent.send(&line, COMMAND_TIMEOUT).map_err(|error| match error {
        ClientError::Failure(_) => forfeit(colour, Ending::Illegal(format!("opponent refused {reply}: {error}"))),
        error => forfeit(colour.opponent(), Ending::Crash(opponent.failure(&line, &error))),
    })?;
    Ok(())
}

/// The finished game's score from the referee, or from engine A without one: its winner
/// and the score as an ending, or no result when the scorer fails.
fn score(table: &mut Table) -> (Option<Color>, Ending) {
    let scorer = table.referee.as_mut().unwrap_or(&mut table.a);
    let line = "final_score";
    match scorer.send(line, COMMAND_TIMEOUT) {
        Ok(text) => read_score(scorer.role, text.trim()),
        Err(error) => (None, Ending::Unscored(scorer.failure(line, &error))),
    }
}

/// A `final_score` reply from `scorer`: `B+3.5`, `W+12` or `0` (a draw). Any other reply
/// leaves the game unscored.
fn read_score(scorer: Role, text: &str) -> (Option<Color>, Ending) {
    let winner = match text.chars().next() {
        Some('B' | 'b') if text[1..].starts_with('+') => Some(Color::Black),
        Some('W' | 'w') if text[1..].starts_with('+') => Some(Color::White),
        _ if text == "0" => None,
        _ => {
            return (
                None,
                Ending::Unscored(format!(
                    "{scorer} answered 'final_score' with '{text}', which is not a score"
                )),
            )
        }
    };
    (winner, Ending::Score(text.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_score_reads_as_its_winner_and_anything_else_as_no_result() {
        assert_eq!(read_score(Role::Referee, "B+3.5").0, Some(Color::Black));
        assert_eq!(read_score(Role::Referee, "w+12").0, Some(Color::White));
        assert_eq!(read_score(Role::Referee, "0"), (None, Ending::Score("0".to_string())));
        let (winner, ending) = read_score(Role::EngineA, "Black wins");
        assert_eq!(winner, None);
        assert_eq!(
            ending,
            Ending::Unscored(
                "engine A (--black) answered 'final_score' with 'Black wins', which is not a score".to_string()
            )
        );
    }

    /// A fake GTP engine: a shell loop that answers `genmove` with a pass, `final_score`
    /// with `B+7` and every other command with an empty success, unless `cases` (`case`
    /// branches on the command's name, its id being `$id`) answer it first; `before` runs
    /// once at the start.
    fn fake(before: &str, cases: &str) -> String {
        format!(
            r#"sh -c '{before} while read id cmd rest; do case $cmd in {cases} genmove) printf "=$id pass\n\n";; final_score) printf "=$id B+7\n\n";; quit) printf "=$id\n\n"; exit;; *) printf "=$id \n\n";; esac; done'"#
        )
    }

    /// A match of `games` games on 5x5 between `engine_a` and `engine_b`, colours
    /// alternating, into a fresh folder named after `name`.
    fn config(name: &str, engine_a: String, engine_b: String, referee: Option<String>, games: usize) -> MatchConfig {
        let out_dir = std::env::temp_dir().join(format!("sente-match-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&out_dir);
        MatchConfig {
            engine_a,
            engine_b,
            referee,
            games,
            size: 5,
            komi: 0.5,
            handicap: 0,
            rules: Rules::chinese(),
            alternate: true,
            time: None,
            opening_moves: 0,
            seed: 1,
            max_moves: 50,
            out_dir,
        }
    }

    /// Plays the match of `config` and returns its summary, `summary.txt` and the first
    /// game's record, if there is one, removing the folder.
    fn play(config: &MatchConfig) -> (Summary, String, Option<String>) {
        let summary = run(config, &Progress::new(config.games, "games")).expect("the folder can be written");
        let text = std::fs::read_to_string(config.out_dir.join("summary.txt")).expect("summary.txt is written");
        let record = std::fs::read_to_string(config.out_dir.join("game-001.sgf")).ok();
        let _ = std::fs::remove_dir_all(&config.out_dir);
        (summary, text, record)
    }

    #[test]
    fn a_referee_that_exits_at_once_stops_the_match_cleanly() {
        let config = config(
            "no-referee",
            fake("", ""),
            fake("", ""),
            Some("sh -c true".to_string()),
            3,
        );
        let (summary, text, record) = play(&config);
        assert!(summary.games.is_empty() && record.is_none());
        let Some(MatchError::CannotStart { role, .. }) = &summary.stopped else {
            panic!("{:?}", summary.stopped)
        };
        assert_eq!(*role, Role::Referee);
        assert!(
            text.contains("stopped after 0 games: the referee (--referee) could not be started: "),
            "{text}"
        );
    }

    #[test]
    fn a_referee_that_dies_leaves_its_game_unscored_and_the_games_are_kept() {
        // It dies at its first move, and then cannot start again.
        let started = std::env::temp_dir().join(format!("sente-match-referee-started-{}", std::process::id()));
        let _ = std::fs::remove_file(&started);
        let mark = started.display();
        let referee = fake(&format!("[ -e {mark} ] && exit 0; touch {mark};"), "play) exit 1;;");
        let config = config("dying-referee", fake("", ""), fake("", ""), Some(referee), 3);
        let (summary, text, record) = play(&config);
        let _ = std::fs::remove_file(&started);
        let record = record.expect("game 1 is kept");
        assert!(record.contains("RE[Void]"), "{record}");
        assert_eq!(summary.games.len(), 1);
        let Ending::Unscored(reason) = &summary.games[0].ending else {
            panic!("{:?}", summary.games[0])
        };
        assert!(reason.starts_with("the referee (--referee): engine 'sh -c"), "{reason}");
        assert!(matches!(
            summary.stopped,
            Some(MatchError::CannotStart {
                role: Role::Referee,
                ..
            })
        ));
        assert!(
            text.contains("engine A: 0.0 of 0 games") && text.contains("unscored: 1"),
            "{text}"
        );
    }

    #[test]
    fn an_engine_that_dies_in_the_opening_loses_by_crash_and_plays_again() {
        let mut config = config("dying-engine", fake("", ""), fake("", "play) exit 1;;"), None, 2);
        config.opening_moves = 2;
        let (summary, text, _) = play(&config);
        assert_eq!(summary.stopped, None, "{text}");
        for game in &summary.games {
            assert!(matches!(game.ending, Ending::Crash(_)), "{game:?}");
            assert_eq!(game.points_for_a(), Some(1.0), "{game:?}");
        }
        assert!(
            text.contains("engine A: 2.0 of 2 games") && text.contains("crashes: 2"),
            "{text}"
        );
    }

    #[test]
    fn a_failure_reply_forfeits_for_an_engine_and_leaves_no_result_for_the_referee() {
        let cases = [
            (
                fake("", r#"genmove) printf "?$id no move\n\n";;"#),
                None,
                Some(Color::White),
                Ending::Crash("engine A (--black) answered 'genmove b' with '? no move'".to_string()),
            ),
            (
                fake("", ""),
                Some(fake("", r#"final_score) printf "?$id cannot score\n\n";;"#)),
                None,
                Ending::Unscored("the referee (--referee) answered 'final_score' with '? cannot score'".to_string()),
            ),
        ];
        for (engine_a, referee, winner, ending) in cases {
            let (summary, _, _) = play(&config("failure-reply", engine_a, fake("", ""), referee, 1));
            assert_eq!(summary.stopped, None);
            assert_eq!(summary.games[0].winner, winner);
            assert_eq!(summary.games[0].ending, ending);
        }
    }

    #[test]
    fn an_engine_that_refuses_the_set_up_stops_the_match() {
        let engine_b = fake("", r#"boardsize) printf "?$id unacceptable size\n\n";;"#);
        let (summary, text, _) = play(&config("refused-size", fake("", ""), engine_b, None, 2));
        assert!(summary.games.is_empty());
        assert_eq!(
            summary.stopped,
            Some(MatchError::Refused {
                role: Role::EngineB,
                command: "boardsize 5".to_string(),
                reason: "unacceptable size".to_string(),
            })
        );
        assert!(
            text.contains("engine B (--white) refused 'boardsize 5' (unacceptable size), which every game needs"),
            "{text}"
        );
    }
}

//! `sente match`: games between two GTP engines, refereed, with SGF records and a summary.
//!
//! Engine A is the `--black` command and engine B the `--white` one; with `--alternate`
//! they swap colours every other game, and the summary counts wins per engine. Every move
//! is checked against sente's own rules (a move they refuse loses the game as illegal)
//! and, with a referee, sent to the referee too, which also scores the game at the end
//! (otherwise engine A's `final_score` does). A `resign` ends the game; so do two passes
//! in a row and the move cap. With a clock ([`TimeControl`], one per engine), the runner
//! keeps each engine's time, tells it `time_left` before each `genmove`, and a move that
//! overruns its own engine's clock loses on time. With `--handicap N`, every game starts
//! with N stones for Black on the fixed handicap points (`fixed_handicap N` to the engines
//! and the referee), and White moves first. A game starts with random legal moves or with
//! an opening from SGF files ([`Start`]); each opening is played twice, the colours
//! swapped.
//!
//! `concurrency` games are played at once, each worker thread with engines and a referee
//! of its own. Game N's colours and opening depend on N alone, and the games are recorded
//! (their lines, SGF files and the summary) in their order, whichever ends first. With a
//! sequential test ([`Sprt`]), the match stops at the first game after which the games so
//! far decide it; games after that one are stopped and not recorded.
//!
//! Programs fail in three ways, each with its own outcome. An engine that dies, stops
//! answering or answers `?` where it must not loses the game by crash; a referee that does
//! (or refuses a move sente's rules allow) leaves the game unscored, counted for neither
//! engine. Either is started again for the next game. A program that cannot start, or
//! refuses the set-up every game needs (`boardsize`, `komi`, `fixed_handicap`,
//! `time_settings`), stops the match ([`MatchError`]) at the game that met it; the games
//! before are kept. The outcomes and the summary are [`super::match_result`]'s.

use super::controller::{ClientError, GtpClient};
use super::match_result::{Ending, GameOutcome, MatchError, Role, Summary};
use super::openings::Openings;
use super::progress::Progress;
use super::sprt::Sprt;
use crate::board::{vertex, Color, Point};
use crate::game::{Game, Move};
use crate::rules::Rules;
use crate::search::playout::light::below;
use crate::search::Clock;
use rand_xoshiro::rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The clock of a timed engine, as GTP's `time_settings` gives it: main time, then
/// Canadian byo-yomi of `byo_yomi` seconds for every `stones` moves (absolute time when
/// `byo_yomi` is 0). The runner keeps it with the search's [`Clock`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TimeControl {
    /// Main time in seconds.
    pub main: f64,
    /// Length of a byo-yomi period in seconds.
    pub byo_yomi: f64,
    /// Moves to play in each period.
    pub stones: u32,
}

/// How each game starts, before the engines take over.
#[derive(Debug, Clone)]
pub enum Start {
    /// `moves` random legal moves for both sides (none for 0), game N's drawn from `seed`'s
    /// generator jumped N times, so that they do not depend on which games ran before.
    Random {
        /// Moves to play.
        moves: usize,
        /// Seed of the generator.
        seed: u64,
    },
    /// The moves of an opening from SGF files, each played by two games in a row, engine
    /// A Black in the first.
    Openings(Openings),
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
    /// Games to play; with a sequential test, the most.
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
    /// Swap colours every other game (always, with openings).
    pub alternate: bool,
    /// Engine A's clock, if its games are timed.
    pub time_a: Option<TimeControl>,
    /// Engine B's clock, if its games are timed.
    pub time_b: Option<TimeControl>,
    /// How the games start.
    pub start: Start,
    /// Moves after which a game is stopped and scored.
    pub max_moves: usize,
    /// Games played at once, each with its own programs.
    pub concurrency: usize,
    /// The sequential test that stops the match once it decides, if any.
    pub sprt: Option<Sprt>,
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
    let schedule = Schedule::new(config.games);
    let mut summary = Summary {
        sprt: config.sprt,
        ..Summary::default()
    };
    let (sender, receiver) = mpsc::channel();
    let recorded = std::thread::scope(|scope| {
        for worker in 0..config.concurrency.clamp(1, config.games.max(1)) {
            let sender = sender.clone();
            let schedule = &schedule;
            scope.spawn(move || {
                let mut table = Table::new(config, worker);
                while let Some(index) = schedule.take() {
                    let played = play_game(config, &mut table, index, &|| schedule.wanted(index));
                    if let Played::Stopped(_) = played {
                        schedule.stop_after(index + 1);
                    }
                    if sender.send((index, worker, played)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        let recorded = record_in_order(config, &schedule, receiver, &mut summary, progress);
        // A folder that cannot be written stops every game.
        schedule.stop_after(0);
        recorded
    });
    recorded?;
    std::fs::write(config.out_dir.join("summary.txt"), format!("{summary}\n"))?;
    Ok(summary)
}

/// Which games are still to be played: they are handed out in order, and those from
/// `limit` on are not started, or stopped if they were.
struct Schedule {
    next: AtomicUsize,
    limit: AtomicUsize,
}

impl Schedule {
    /// Games `0..games` to play.
    fn new(games: usize) -> Schedule {
        Schedule {
            next: AtomicUsize::new(0),
            limit: AtomicUsize::new(games),
        }
    }

    /// The next game to play, if there is one.
    fn take(&self) -> Option<usize> {
        let index = self.next.fetch_add(1, Ordering::SeqCst);
        self.wanted(index).then_some(index)
    }

    /// Whether game `index` is still to be played.
    fn wanted(&self, index: usize) -> bool {
        index < self.limit.load(Ordering::SeqCst)
    }

    /// Plays no game from `games` on.
    fn stop_after(&self, games: usize) {
        self.limit.fetch_min(games, Ordering::SeqCst);
    }
}

/// What became of a game.
enum Played {
    /// It was played: its outcome and moves.
    Game(GameOutcome, Box<Game>),
    /// It stopped the match.
    Stopped(MatchError),
    /// It was stopped because the match ended before it.
    Cancelled,
}

/// Records the games coming from `receiver` in their order, each when those before it are
/// recorded, into `summary`, until the match stops: at its last game, at a game that
/// stopped it, or when the sequential test decides (which stops the games after).
fn record_in_order(
    config: &MatchConfig,
    schedule: &Schedule,
    receiver: mpsc::Receiver<(usize, usize, Played)>,
    summary: &mut Summary,
    progress: &Progress,
) -> std::io::Result<()> {
    let mut waiting = BTreeMap::new();
    for (index, worker, played) in receiver {
        waiting.insert(index, (worker, played));
        while let Some((worker, played)) = waiting.remove(&summary.games.len()) {
            let index = summary.games.len();
            match played {
                Played::Game(outcome, game) if schedule.wanted(index) => {
                    record_game(config, index, worker, &outcome, &game, progress)?;
                    summary.games.push(outcome);
                    progress.update(summary.games.len(), summary.running_score());
                    if summary.decided() {
                        schedule.stop_after(summary.games.len());
                    }
                }
                Played::Stopped(error) if schedule.wanted(index) => {
                    summary.stopped = Some(error);
                    schedule.stop_after(index);
                }
                Played::Game(..) | Played::Stopped(_) | Played::Cancelled => {}
            }
        }
    }
    Ok(())
}

/// Prints game `index`'s line and writes its SGF record, named after the engines.
fn record_game(
    config: &MatchConfig,
    index: usize,
    worker: usize,
    outcome: &GameOutcome,
    game: &Game,
    progress: &Progress,
) -> std::io::Result<()> {
    progress.println(&game_line(config, index, worker, outcome));
    let names = if outcome.a_is_black {
        (&config.engine_a, &config.engine_b)
    } else {
        (&config.engine_b, &config.engine_a)
    };
    let record = crate::sgf::save(game, Some(&outcome.result_text()), Some((names.0, names.1)));
    std::fs::write(config.out_dir.join(format!("game-{:03}.sgf", index + 1)), record)
}

/// Game `index`'s line: colours, result, moves and ending. With games played at once it
/// names the worker (from 1) that played it, whose programs' stderr is in the logs
/// numbered alike ([`log_path`]), so that a record can be read beside its engines' logs.
fn game_line(config: &MatchConfig, index: usize, worker: usize, outcome: &GameOutcome) -> String {
    let (black, white) = if outcome.a_is_black { ("A", "B") } else { ("B", "A") };
    let worker = if logs_per_worker(config) {
        format!(" worker={}", worker + 1)
    } else {
        String::new()
    };
    format!(
        "game {}: black={black} white={white} result={} moves={}{worker} {:?}",
        index + 1,
        outcome.result_text(),
        outcome.moves,
        outcome.ending
    )
}

/// One program of the match: its role, command line, stderr log and time control, its
/// process while it runs and its clock during a game. A program that dies or stops
/// answering is forgotten, and started again for the next game.
struct Seat {
    role: Role,
    command: String,
    log: PathBuf,
    time: Option<TimeControl>,
    client: Option<GtpClient>,
    clock: Option<Clock>,
}

impl Seat {
    fn new(role: Role, command: &str, log: PathBuf, time: Option<TimeControl>) -> Seat {
        Seat {
            role,
            command: command.to_string(),
            log,
            time,
            client: None,
            clock: None,
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

    /// Starts the program and sends it `lines`, the set-up of every game, and its clock's
    /// `time_settings`, setting the clock for the game. A refused line stops the match,
    /// since every game would need it; a program that dies or stops answering ends this
    /// game as `on_death` says.
    fn set_up(&mut self, lines: &[String], on_death: impl FnOnce(String) -> Interrupt) -> Result<(), Interrupt> {
        self.start()?;
        self.clock = self
            .time
            .map(|t| Clock::from_time_settings(t.main.round(), t.byo_yomi.round(), t.stones));
        let time_settings = self
            .time
            .map(|t| format!("time_settings {} {} {}", t.main.round(), t.byo_yomi.round(), t.stones));
        for line in lines.iter().chain(&time_settings) {
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
    /// The programs of worker `worker` (from 0).
    fn new(config: &MatchConfig, worker: usize) -> Table {
        let log = |name: &str| log_path(config, name, worker);
        Table {
            a: Seat::new(Role::EngineA, &config.engine_a, log("engine-a"), config.time_a),
            b: Seat::new(Role::EngineB, &config.engine_b, log("engine-b"), config.time_b),
            referee: config
                .referee
                .as_deref()
                .map(|command| Seat::new(Role::Referee, command, log("referee"), None)),
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

/// Where the stderr of program `name` (`engine-a`, `engine-b`, `referee`) of worker
/// `worker` goes: `NAME.log` when one game is played at a time, else `NAME-W.log`, W
/// counting workers from 1.
fn log_path(config: &MatchConfig, name: &str, worker: usize) -> PathBuf {
    let file = if logs_per_worker(config) {
        format!("{name}-{}.log", worker + 1)
    } else {
        format!("{name}.log")
    };
    config.out_dir.join(file)
}

/// Whether each worker's programs have logs of their own (numbered by worker): when
/// games are played at once.
fn logs_per_worker(config: &MatchConfig) -> bool {
    config.concurrency > 1
}

/// Why a game ends before it is scored, or why the match stops.
enum Interrupt {
    /// The game is over: its winner, if any, and how it ended.
    Over(Option<Color>, Ending),
    /// The match cannot go on.
    Stop(MatchError),
    /// The match ended before this game: it is not needed.
    Cancelled,
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

/// Whether engine A has Black in game `index` (from 0): always, unless the colours
/// alternate, as they do with openings (each played by two games in a row).
fn a_is_black(config: &MatchConfig, index: usize) -> bool {
    let alternate = config.alternate || matches!(config.start, Start::Openings(_));
    !alternate || index.is_multiple_of(2)
}

/// A game on the match's board with its komi and handicap, before the first move.
fn new_game(config: &MatchConfig) -> Game {
    let mut game = Game::new(config.size, config.rules);
    game.set_komi(config.komi);
    if config.handicap > 0 {
        game.place_fixed_handicap(config.handicap)
            .expect("a handicap the board has, checked by the caller");
    }
    game
}

/// The moves game `index` (from 0) starts with: its opening, or random legal moves from
/// the seed's generator jumped `index` times.
fn opening(config: &MatchConfig, index: usize) -> Vec<Move> {
    match &config.start {
        Start::Openings(openings) => openings.for_game(index).to_vec(),
        Start::Random { moves, seed } => {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(*seed);
            for _ in 0..index {
                rng.jump();
            }
            let mut game = new_game(config);
            for _ in 0..*moves {
                let colour = game.board().to_move();
                let legal = game.legal_moves(colour);
                if legal.is_empty() {
                    break;
                }
                let point = legal[below(&mut rng, legal.len())];
                game.play(colour, Some(point)).expect("a legal random move");
            }
            game.moves().to_vec()
        }
    }
}

/// Plays game `index` (from 0) with `table`'s programs, unless `wanted` says, between
/// moves, that the match no longer needs it.
fn play_game(config: &MatchConfig, table: &mut Table, index: usize, wanted: &dyn Fn() -> bool) -> Played {
    let a_is_black = a_is_black(config, index);
    let mut game = new_game(config);
    let colour_of_a = if a_is_black { Color::Black } else { Color::White };
    let played = set_up(config, table, colour_of_a)
        .and_then(|()| play_opening(config, table, colour_of_a, &mut game, &opening(config, index)))
        .and_then(|()| play_moves(config, table, colour_of_a, &mut game, wanted));
    let (winner, ending) = match played {
        Ok(()) => score(table),
        Err(Interrupt::Over(winner, ending)) => (winner, ending),
        Err(Interrupt::Stop(error)) => return Played::Stopped(error),
        Err(Interrupt::Cancelled) => return Played::Cancelled,
    };
    let outcome = GameOutcome {
        a_is_black,
        winner,
        ending,
        moves: game.moves().len(),
    };
    Played::Game(outcome, Box::new(game))
}

/// Starts the programs that do not run and gives each the game's board, komi and handicap,
/// and each engine its clock.
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
    for colour in [colour_of_a, colour_of_a.opponent()] {
        let crash = |reason| forfeit(colour, Ending::Crash(reason));
        table.engine(colour, colour_of_a).set_up(&lines, crash)?;
    }
    Ok(())
}

/// Plays the opening `moves` and tells the programs. An engine that refuses one or dies
/// forfeits; a referee that does leaves the game unscored.
fn play_opening(
    config: &MatchConfig,
    table: &mut Table,
    colour_of_a: Color,
    game: &mut Game,
    moves: &[Move],
) -> Result<(), Interrupt> {
    for &Move { colour, point } in moves {
        game.play(colour, point)
            .expect("an opening move checked under the match's rules");
        let line = format!(
            "play {} {}",
            colour.letter().to_ascii_lowercase(),
            vertex::format(config.size, point)
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
fn play_moves(
    config: &MatchConfig,
    table: &mut Table,
    colour_of_a: Color,
    game: &mut Game,
    wanted: &dyn Fn() -> bool,
) -> Result<(), Interrupt> {
    let mut passes = 0;
    while passes < 2 && game.moves().len() < config.max_moves {
        if !wanted() {
            return Err(Interrupt::Cancelled);
        }
        let colour = game.board().to_move();
        let reply = ask_move(table.engine(colour, colour_of_a), colour)?;
        let point = play_reply(game, colour, &reply)?;
        pass_on(table, colour_of_a, colour, &reply)?;
        passes = if point.is_none() { passes + 1 } else { 0 };
    }
    Ok(())
}

/// Asks `engine` for `colour`'s move, telling it its time left first when it has a clock.
/// A move that overruns its clock loses on time; an engine that dies or answers `?` loses
/// by crash.
fn ask_move(engine: &mut Seat, colour: Color) -> Result<String, Interrupt> {
    let crash =
        |engine: &Seat, line: &str, error: &ClientError| forfeit(colour, Ending::Crash(engine.failure(line, error)));
    let mut timeout = COMMAND_TIMEOUT;
    let timing = engine
        .clock
        .as_ref()
        .map(|clock| (clock.time_left(colour), clock.allowance(colour)));
    if let Some((left, allowance)) = timing {
        let line = format!(
            "time_left {} {} {}",
            colour.letter().to_ascii_lowercase(),
            left.seconds.floor(),
            left.stones
        );
        // The clock is advice: an engine may refuse it and still play.
        match engine.send(&line, COMMAND_TIMEOUT) {
            Ok(_) | Err(ClientError::Failure(_)) => {}
            Err(error) => return Err(crash(engine, &line, &error)),
        }
        if let Some(allowance) = allowance {
            timeout = Duration::from_secs_f64(allowance + GRACE);
        }
    }
    let line = format!("genmove {}", colour.letter().to_ascii_lowercase());
    let started = Instant::now();
    let reply = engine.send(&line, timeout).map_err(|error| match error {
        ClientError::Timeout { .. } => forfeit(colour, Ending::Time),
        error => crash(engine, &line, &error),
    })?;
    if let Some(clock) = &mut engine.clock {
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
    let line = format!("play {} {reply}", colour.letter().to_ascii_lowercase());
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
            time_a: None,
            time_b: None,
            start: Start::Random { moves: 0, seed: 1 },
            max_moves: 50,
            concurrency: 1,
            sprt: None,
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
        config.start = Start::Random { moves: 2, seed: 1 };
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

    #[test]
    fn games_are_recorded_in_their_order_whichever_ends_first() {
        // Opening 1 makes the engines slow (0.4 s a move), opening 2 not: with 4 games at
        // once, games 3 and 4 (opening 2) end first, and are recorded after 1 and 2.
        let slow = fake(
            "slow=0;",
            r#"play) case $rest in "b A5") slow=1;; esac; printf "=$id \n\n";; genmove) [ $slow = 1 ] && sleep 0.4; printf "=$id pass\n\n";;"#,
        );
        let mut config = config("concurrent", slow.clone(), slow, None, 4);
        let file = config.out_dir.with_extension("sgf");
        std::fs::write(&file, "(;SZ[5];B[aa];W[ee])(;SZ[5];B[cc])").expect("written");
        config.start = Start::Openings(Openings::load(&file, 5, Rules::chinese()).expect("valid openings"));
        config.alternate = false;
        config.concurrency = 4;
        std::fs::create_dir_all(&config.out_dir).expect("the folder");
        let summary = run(&config, &Progress::new(4, "games")).expect("the folder can be written");
        let records: Vec<String> = (1..=4)
            .map(|n| std::fs::read_to_string(config.out_dir.join(format!("game-00{n}.sgf"))).expect("a record"))
            .collect();
        let logs = ["engine-a-1.log", "engine-b-4.log"].map(|log| config.out_dir.join(log).exists());
        let _ = std::fs::remove_dir_all(&config.out_dir);
        let _ = std::fs::remove_file(&file);
        let moves: Vec<usize> = summary.games.iter().map(|g| g.moves).collect();
        assert_eq!(moves, [4, 4, 3, 3], "openings of 2 and 1 moves, then two passes");
        let colours: Vec<bool> = summary.games.iter().map(|g| g.a_is_black).collect();
        assert_eq!(
            colours,
            [true, false, true, false],
            "each opening once with each colour"
        );
        for (record, opening) in records.iter().zip([";B[aa];W[ee]", ";B[aa];W[ee]", ";B[cc]", ";B[cc]"]) {
            assert!(record.contains(opening), "{record}");
        }
        assert_eq!(logs, [true, true], "a log for each worker's programs");
    }

    #[test]
    fn a_game_line_names_its_worker_when_games_are_played_at_once() {
        let outcome = GameOutcome {
            a_is_black: false,
            winner: Some(Color::White),
            ending: Ending::Resignation,
            moves: 40,
        };
        let mut config = config("game-line", String::new(), String::new(), None, 4);
        assert_eq!(
            game_line(&config, 2, 1, &outcome),
            "game 3: black=B white=A result=W+R moves=40 Resignation",
            "one game at a time: one set of logs, no worker to name"
        );
        config.concurrency = 2;
        assert_eq!(
            game_line(&config, 2, 1, &outcome),
            "game 3: black=B white=A result=W+R moves=40 worker=2 Resignation",
            "the second worker, whose logs are engine-a-2.log and engine-b-2.log"
        );
    }

    #[test]
    fn the_match_stops_when_the_sequential_test_decides() {
        // Engine B resigns every game. With H1 at 400 Elo (an expected score of 10/11),
        // each win adds ln((10/11) / (1/2)) = 0.598 to the LLR: the fifth makes 2.99, above
        // ln 19 = 2.94.
        let engine_b = fake("", r#"genmove) printf "=$id resign\n\n";;"#);
        let mut config = config("sprt", fake("", ""), engine_b, None, 50);
        config.concurrency = 2;
        config.sprt = Some(Sprt::parse("0,400").expect("valid"));
        let sixth = config.out_dir.join("game-006.sgf");
        let summary = run(&config, &Progress::new(50, "games")).expect("the folder can be written");
        let text = std::fs::read_to_string(config.out_dir.join("summary.txt")).expect("summary.txt is written");
        let sixth = sixth.exists();
        let _ = std::fs::remove_dir_all(&config.out_dir);
        assert_eq!(summary.games.len(), 5, "{text}");
        assert!(!sixth, "a game after the deciding one is not recorded");
        assert!(
            text.contains("LLR 2.99, bounds [-2.94, 2.94]: H1 accepted: engine A is more than 0 Elo stronger"),
            "{text}"
        );
        assert_eq!(summary.stopped, None);
    }

    #[test]
    fn each_engine_loses_on_time_by_its_own_clock() {
        // Both take 1.2 s a move: engine A has a minute, engine B a second, and loses.
        let engine = fake("", r#"genmove) sleep 1.2; printf "=$id pass\n\n";;"#);
        let mut config = config("own-clocks", engine.clone(), engine, None, 1);
        config.time_a = Some(TimeControl {
            main: 60.0,
            byo_yomi: 0.0,
            stones: 0,
        });
        config.time_b = Some(TimeControl {
            main: 1.0,
            byo_yomi: 0.0,
            stones: 0,
        });
        let (summary, _, _) = play(&config);
        assert_eq!(summary.games[0].ending, Ending::Time);
        assert_eq!(summary.games[0].winner, Some(Color::Black), "engine A, Black, wins");
    }

    #[test]
    fn a_game_starts_as_its_number_alone_says() {
        let mut config = config("starts", String::new(), String::new(), None, 0);
        config.start = Start::Random { moves: 4, seed: 7 };
        let third = opening(&config, 2);
        assert_eq!(third.len(), 4);
        assert_eq!(opening(&config, 2), third, "the same whatever was drawn before");
        assert_ne!(opening(&config, 1), third);
        config.alternate = false;
        assert!((0..4).all(|index| a_is_black(&config, index)));
        let file = config.out_dir.with_extension("sgf");
        std::fs::write(&file, "(;SZ[5];B[cc])").expect("written");
        config.start = Start::Openings(Openings::load(&file, 5, Rules::chinese()).expect("a valid opening"));
        let _ = std::fs::remove_file(&file);
        let colours: Vec<bool> = (0..4).map(|index| a_is_black(&config, index)).collect();
        assert_eq!(colours, [true, false, true, false], "openings swap the colours");
    }
}

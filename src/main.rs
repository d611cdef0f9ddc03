//! The `sente` command line: with no subcommand, a GTP engine on stdin/stdout.

use clap::{Parser, Subcommand, ValueEnum};
use sente::board::Color;
use sente::game::Game;
use sente::gtp::{self, EngineState};
use sente::rules::Rules;
use sente::search::{self, params, DynamicKomi, Params, SearchConfig, Searcher};
use sente::sgf::{self, SgfRules};
use sente::terminal;
use sente::tools::bench::{self, BenchConfig};
use sente::tools::match_runner::{self, MatchConfig, Start, TimeControl};
use sente::tools::openings::Openings;
use sente::tools::progress::{LogWriter, Progress};
use sente::tools::regress;
use sente::tools::sprt::Sprt;
use std::fs::File;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Mutex;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{fmt, EnvFilter, Layer};

/// Komi of a GTP session until the controller sets one.
const GTP_KOMI: f32 = 7.5;
/// Komi of a terminal game.
const PLAY_KOMI: f32 = 7.0;

/// sente: a Go engine with Monte-Carlo tree search that speaks GTP.
///
/// Without a subcommand, sente speaks the Go Text Protocol (version 2) on stdin/stdout.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Cli {
    #[command(flatten)]
    engine: EngineFlags,
    /// Komi given to White [default: 7.5, and 7 for `play`].
    #[arg(long, allow_negative_numbers = true)]
    komi: Option<f32>,
    /// Log level on stderr (error, warn, info, debug, trace, or a tracing filter);
    /// without it, RUST_LOG, else warn.
    #[arg(long)]
    log_level: Option<String>,
    /// Also write the log to this file.
    #[arg(long)]
    log_file: Option<PathBuf>,
    /// The most memory the search tree may use, in MiB.
    #[arg(long, default_value_t = 1024)]
    max_tree_mb: usize,
    /// Search on the opponent's time after each generated move, until the next command
    /// (also `sente-ponder on|off`).
    #[arg(long)]
    ponder: bool,
    /// Draw each genmove's search on GoGui's board while it runs: gogui-gfx blocks on
    /// stderr every half second (also `sente-param live_gfx 1`).
    #[arg(long)]
    live_gfx: bool,
    /// Whose rules a game loaded with `loadsgf` is played under: keep (the rules of
    /// --rules or `kgs-rules`, whatever the record's RU says, as GNU Go) or follow (the
    /// record's RU where sente knows it, for that game alone; also `sente-param
    /// sgf_rules`) [default: keep].
    #[arg(long, value_parser = parse_sgf_rules)]
    sgf_rules: Option<SgfRules>,
    /// GNU Go's `--mode gtp`, which GUIs made for GNU Go pass (qGo fills it in for an
    /// engine whose name ends in gnugo): sente speaks GTP without a subcommand anyway.
    #[arg(long, value_enum)]
    mode: Option<Mode>,
    /// GNU Go's `--quiet`, which qGo passes too: errors only in the log, as with
    /// `--log-level error` (which wins if both are given).
    #[arg(long)]
    quiet: bool,
    #[command(subcommand)]
    command: Option<Command>,
}

/// GNU Go's `--mode` values that sente has: GTP alone.
#[derive(Debug, Clone, Copy, ValueEnum)]
enum Mode {
    /// The Go Text Protocol on stdin and stdout.
    Gtp,
}

/// The rules and search flags, taken before a subcommand and again after `play`.
#[derive(Debug, Clone, clap::Args)]
struct EngineFlags {
    /// Rules preset: japanese, chinese, aga, new_zealand or tromp-taylor [default: chinese].
    #[arg(long, value_parser = parse_rules)]
    rules: Option<Rules>,
    /// Search threads (default: all cores).
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..))]
    threads: Option<u16>,
    /// Playouts per move (a fixed limit; also caps timed searches): new playouts, on top
    /// of what the tree kept from the previous move holds.
    #[arg(long)]
    playouts: Option<usize>,
    /// Visits at the root per move, the kept tree's included, as Pachi's `-t =N` counts
    /// them (a fixed limit; also caps timed searches and --playouts).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    visits: Option<u64>,
    /// Seconds per move when no clock is set (and at most this much with one).
    #[arg(long)]
    time: Option<f64>,
    /// Seed of the search's random generators: one thread with --playouts and a seed
    /// plays the same moves every time. Without it, a seed is drawn from the clock (and
    /// logged), so that games against a deterministic opponent differ.
    #[arg(long)]
    seed: Option<u64>,
    /// Resign when the best win rate stays below this for several moves; 0 never resigns
    /// (the parameter resign_threshold) [default: 0.1].
    #[arg(long, value_parser = |value: &str| check_param("resign_threshold", value))]
    resign_threshold: Option<String>,
    /// The share of each playout's value that comes from its score margin, from 0 (win or
    /// loss alone) to 0.99: a little makes sente prefer bigger wins and smaller losses
    /// (the parameter score_weight) [default: 0].
    #[arg(long, value_parser = |value: &str| check_param("score_weight", value))]
    score_weight: Option<String>,
    /// Sets a parameter of the search's table (`sente params` lists them), as NAME=VALUE;
    /// repeatable, and applied after --config.
    #[arg(long = "param", value_name = "NAME=VALUE", value_parser = check_assignment)]
    params: Vec<String>,
    /// Reads parameters from a TOML file: `name = value` lines, at the top or under a
    /// `[group]` table (`sente params` lists the names and groups).
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    /// Strength level, as GNU Go's: 10 plays at full strength as configured; each level
    /// below halves a move's playouts, from 5,000 at level 9 to 19 at level 1 (also the
    /// GTP command `level N`) [default: 10].
    #[arg(long, value_parser = clap::value_parser!(u8).range(i64::from(search::MIN_LEVEL)..=i64::from(search::MAX_LEVEL)))]
    level: Option<u8>,
    /// The komi genmove searches value their playouts against: none (the game's), linear
    /// (in handicap games: 7 points a stone more for Black to give, falling to none by
    /// move 200 on 19x19, 45 on 9x9), adaptive (a step more against itself while sente
    /// wins comfortably, taken back when the game gets closer), or both (linear, then
    /// adaptive) [default: linear].
    #[arg(long, value_parser = parse_dynamic_komi)]
    dynamic_komi: Option<DynamicKomi>,
}

impl EngineFlags {
    /// These flags, each one not given here taken from `outer`.
    fn or(&self, outer: &EngineFlags) -> EngineFlags {
        EngineFlags {
            rules: self.rules.or(outer.rules),
            threads: self.threads.or(outer.threads),
            playouts: self.playouts.or(outer.playouts),
            visits: self.visits.or(outer.visits),
            time: self.time.or(outer.time),
            seed: self.seed.or(outer.seed),
            resign_threshold: self.resign_threshold.clone().or(outer.resign_threshold.clone()),
            score_weight: self.score_weight.clone().or(outer.score_weight.clone()),
            params: outer.params.iter().chain(&self.params).cloned().collect(),
            config: self.config.clone().or(outer.config.clone()),
            level: self.level.or(outer.level),
            dynamic_komi: self.dynamic_komi.or(outer.dynamic_komi),
        }
    }

    /// The rules asked for, chinese by default.
    fn rules(&self) -> Rules {
        self.rules.unwrap_or_else(Rules::chinese)
    }

    /// The search settings the flags ask for, with a tree of at most `max_tree_mb` MiB:
    /// the parameters of the config file, then of each --param, then of the flags that
    /// name one; or why they cannot be had.
    fn search_config(&self, max_tree_mb: usize) -> Result<SearchConfig, String> {
        let defaults = SearchConfig::default();
        let mut params = defaults.params.clone();
        if let Some(path) = &self.config {
            let text =
                std::fs::read_to_string(path).map_err(|error| format!("cannot read {}: {error}", path.display()))?;
            params
                .apply_toml(&text)
                .map_err(|error| format!("{}: {error}", path.display()))?;
        }
        for assignment in &self.params {
            params.set_assignment(assignment).map_err(|error| error.to_string())?;
        }
        for (name, value) in [
            ("resign_threshold", &self.resign_threshold),
            ("score_weight", &self.score_weight),
        ] {
            if let Some(value) = value {
                params.set(name, value).map_err(|error| error.to_string())?;
            }
        }
        Ok(SearchConfig {
            threads: self.threads.map_or(defaults.threads, usize::from),
            playouts: self.playouts,
            visits: self.visits.map(|n| n as usize),
            seconds_per_move: self.time,
            max_tree_mb,
            seed: self.seed.unwrap_or_else(clock_seed),
            level: self.level.unwrap_or(defaults.level),
            dynamic_komi: self.dynamic_komi.unwrap_or(defaults.dynamic_komi),
            params,
        })
    }
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Measures playout speed (or, with --search, tree search speed) on an empty board;
    /// prints one JSON object per run.
    Bench(BenchArgs),
    /// Plays games between two GTP engines and reports the win rate.
    Match(MatchArgs),
    /// Prints the search's parameter table: each parameter's group, name, default, range
    /// and what it does (set them with --param, --config or `sente-param`).
    Params,
    /// Runs GoGui-format regression suites (.tst) against a GTP engine and prints a
    /// summary per file.
    Regress(RegressArgs),
    /// Plays a game against sente in the terminal: type moves like D4, or pass, resign,
    /// undo, help, quit.
    Play(PlayArgs),
}

/// The colour the person at the terminal plays.
#[derive(Debug, Clone, Copy, ValueEnum)]
enum Side {
    /// Black, who moves first.
    #[value(name = "b", alias = "black")]
    Black,
    /// White, who gets the komi.
    #[value(name = "w", alias = "white")]
    White,
}

#[derive(Debug, clap::Args)]
struct PlayArgs {
    /// Board size (2-25).
    #[arg(long, default_value_t = 9, value_parser = clap::value_parser!(u16).range(2..=25))]
    size: u16,
    /// Your colour: b (Black, moves first) or w (White).
    #[arg(long, value_enum, default_value_t = Side::Black)]
    color: Side,
    /// Komi given to White (here or before `play`) [default: 7].
    #[arg(long, allow_negative_numbers = true)]
    komi: Option<f32>,
    /// Save the game as SGF to this file when it ends (finished or not).
    #[arg(long)]
    sgf: Option<PathBuf>,
    #[command(flatten)]
    engine: EngineFlags,
}

/// Playout policies the benchmark can run.
#[derive(Debug, Clone, Copy, ValueEnum)]
enum Policy {
    /// Random legal moves that do not fill the mover's own eyes.
    Light,
    /// Captures, atari escapes, nakade, 3x3 patterns and no big self-atari, else light.
    Full,
}

impl From<Policy> for bench::Policy {
    fn from(policy: Policy) -> bench::Policy {
        match policy {
            Policy::Light => bench::Policy::Light,
            Policy::Full => bench::Policy::Full,
        }
    }
}

#[derive(Debug, clap::Args)]
struct BenchArgs {
    /// Board size (1-25).
    #[arg(long, default_value_t = 9, value_parser = clap::value_parser!(u16).range(1..=25))]
    size: u16,
    /// Playout policy.
    #[arg(long, value_enum, default_value_t = Policy::Light)]
    policy: Policy,
    /// Worker threads.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    threads: u16,
    /// Playouts per run.
    #[arg(long, default_value_t = 50_000)]
    playouts: usize,
    /// Runs, each printed on its own line.
    #[arg(long, default_value_t = 1)]
    runs: usize,
    /// Seed of the random generators.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Measure the full tree search from the empty board (komi 7.5) instead of bare
    /// playouts; --policy does not apply.
    #[arg(long)]
    search: bool,
}

#[derive(Debug, clap::Args)]
struct MatchArgs {
    /// Engine A's command line: Black in the first game.
    #[arg(long)]
    black: String,
    /// Engine B's command line: White in the first game.
    #[arg(long)]
    white: String,
    /// Games to play; with --sprt, the most games.
    #[arg(long, default_value_t = 10)]
    games: usize,
    /// Games played at once, each with engines (and a referee) of its own.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    concurrency: u16,
    /// A sequential probability ratio test of engine A's Elo over engine B's (logistic
    /// Elo, fishtest's trinomial GSPRT): H0 is ELO0, H1 is ELO1, ALPHA and BETA the error
    /// rates (0.05 each unless given). The match stops when it accepts one.
    #[arg(long, value_name = "ELO0,ELO1[,ALPHA,BETA]", value_parser = Sprt::parse, allow_hyphen_values = true)]
    sprt: Option<Sprt>,
    /// Board size.
    #[arg(long, default_value_t = 9, value_parser = clap::value_parser!(u16).range(1..=25))]
    size: u16,
    /// Komi.
    #[arg(long, default_value_t = 7.0, allow_negative_numbers = true)]
    komi: f32,
    /// Fixed handicap stones for Black in every game (2 to 9 on 19x19; White moves
    /// first); 0 for even games.
    #[arg(long, default_value_t = 0, conflicts_with = "openings")]
    handicap: usize,
    /// Rules moves are checked against: japanese, chinese, aga, new_zealand, tromp-taylor.
    #[arg(long, default_value = "chinese", value_parser = parse_rules)]
    rules: Rules,
    /// Swap colours every other game.
    #[arg(long)]
    alternate: bool,
    /// A GTP engine that checks every move and scores finished games (for example
    /// "gnugo --mode gtp --chinese-rules"); without one, engine A scores.
    #[arg(long)]
    referee: Option<String>,
    /// Playouts per move for sente engines: appended as `--playouts N` to each engine
    /// command whose program is named sente.
    #[arg(long)]
    playouts: Option<usize>,
    /// Clocks: MAIN seconds of main time, or MAIN:BYO:STONES with Canadian byo-yomi.
    #[arg(long, value_parser = parse_time_control)]
    time: Option<TimeControl>,
    /// Engine A's clock, whatever colour it plays (as --time; instead of --time for it).
    #[arg(long, value_parser = parse_time_control)]
    time_a: Option<TimeControl>,
    /// Engine B's clock, whatever colour it plays (as --time; instead of --time for it).
    #[arg(long, value_parser = parse_time_control)]
    time_b: Option<TimeControl>,
    /// Random legal moves played for both sides before the engines take over.
    #[arg(long, default_value_t = 0, conflicts_with = "openings")]
    opening_moves: usize,
    /// Seed of the random openings.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Openings to start the games with: an SGF file (one game or several) or a folder of
    /// them; each is played twice, engine A Black in the first game and White in the
    /// second (as --alternate), and they start over after the last.
    #[arg(long, value_name = "PATH")]
    openings: Option<PathBuf>,
    /// Moves after which a game is stopped and scored.
    #[arg(long, default_value_t = 1000)]
    max_moves: usize,
    /// Folder for the SGF records, engine logs and summary.txt.
    #[arg(long, default_value = "match-games")]
    out: PathBuf,
}

/// Reads `MAIN` or `MAIN:BYO:STONES` (seconds, seconds, stones).
fn parse_time_control(text: &str) -> Result<TimeControl, String> {
    let parts: Vec<&str> = text.split(':').collect();
    let number = |s: &str| {
        s.parse::<f64>()
            .map_err(|_| format!("'{s}' is not a number of seconds"))
    };
    match parts.as_slice() {
        [main] => Ok(TimeControl {
            main: number(main)?,
            byo_yomi: 0.0,
            stones: 0,
        }),
        [main, byo, stones] => Ok(TimeControl {
            main: number(main)?,
            byo_yomi: number(byo)?,
            stones: stones
                .parse()
                .map_err(|_| format!("'{stones}' is not a number of stones"))?,
        }),
        _ => Err("expected MAIN or MAIN:BYO:STONES".to_string()),
    }
}

/// `command` with `--playouts N` appended when its program is sente.
fn with_playouts(command: &str, playouts: Option<usize>) -> String {
    let program = command.split_whitespace().next().unwrap_or("");
    let is_sente = std::path::Path::new(program)
        .file_name()
        .is_some_and(|name| name.to_string_lossy().starts_with("sente"));
    match playouts {
        Some(n) if is_sente => format!("{command} --playouts {n}"),
        _ => command.to_string(),
    }
}

#[derive(Debug, clap::Args)]
struct RegressArgs {
    /// The engine's command line, one argument split at spaces (e.g. "gnugo --mode gtp").
    engine: String,
    /// The .tst files to run; each runs in its own directory with a fresh engine.
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

fn parse_rules(name: &str) -> Result<Rules, String> {
    Rules::preset(name).map_err(|error| error.to_string())
}

/// `value`, if parameter `name` takes it.
fn check_param(name: &str, value: &str) -> Result<String, String> {
    Params::default()
        .set(name, value)
        .map(|()| value.to_string())
        .map_err(|error| error.to_string())
}

/// `assignment`, if it is NAME=VALUE for a parameter that takes the value.
fn check_assignment(assignment: &str) -> Result<String, String> {
    Params::default()
        .set_assignment(assignment)
        .map(|()| assignment.to_string())
        .map_err(|error| error.to_string())
}

fn parse_dynamic_komi(text: &str) -> Result<DynamicKomi, String> {
    DynamicKomi::parse(text).ok_or_else(|| format!("'{text}' is not a dynamic komi: expected {}", DynamicKomi::names()))
}

fn parse_sgf_rules(text: &str) -> Result<SgfRules, String> {
    SgfRules::parse(text).ok_or_else(|| {
        format!(
            "'{text}' is not an sgf-rules choice: expected {}",
            SgfRules::names_by(" or ")
        )
    })
}

/// Sends logs to stderr and, with `--log-file`, to that file too.
fn init_logging(cli: &Cli) -> Result<(), String> {
    let filter = || match &cli.log_level {
        Some(level) => EnvFilter::try_new(level).map_err(|error| format!("invalid --log-level '{level}': {error}")),
        None if cli.quiet => Ok(EnvFilter::new("error")),
        None => Ok(EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("warn"))),
    };
    let file_layer = match &cli.log_file {
        Some(path) => {
            let file =
                File::create(path).map_err(|error| format!("cannot create log file {}: {error}", path.display()))?;
            Some(
                fmt::layer()
                    .with_ansi(false)
                    .with_writer(Mutex::new(file))
                    .with_filter(filter()?),
            )
        }
        None => None,
    };
    tracing_subscriber::registry()
        .with(fmt::layer().with_writer(|| LogWriter).with_filter(filter()?))
        .with(file_layer)
        .init();
    Ok(())
}

/// A seed from the system clock's nanoseconds.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_nanos() as u64)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Err(message) = init_logging(&cli) {
        eprintln!("sente: {message}");
        return ExitCode::FAILURE;
    }
    if let (Some(Mode::Gtp), Some(_)) = (cli.mode, &cli.command) {
        eprintln!("sente: --mode gtp speaks GTP on stdin and stdout, and takes no subcommand");
        return ExitCode::FAILURE;
    }
    match &cli.command {
        None => run_gtp(&cli),
        Some(Command::Play(args)) => run_play(args, &cli),
        Some(Command::Bench(args)) => run_bench(args),
        Some(Command::Regress(args)) => run_regress(args),
        Some(Command::Match(args)) => run_match(args),
        Some(Command::Params) => {
            print!("{}", params::markdown());
            ExitCode::SUCCESS
        }
    }
}

fn run_gtp(cli: &Cli) -> ExitCode {
    std::panic::set_hook(Box::new(|info| tracing::error!("{info}")));
    let (rules, komi) = (cli.engine.rules(), cli.komi.unwrap_or(GTP_KOMI));
    let search = match cli.engine.search_config(cli.max_tree_mb) {
        Ok(search) => search,
        Err(message) => {
            eprintln!("sente: {message}");
            return ExitCode::FAILURE;
        }
    };
    let mut state = EngineState::new(19, rules, komi);
    state.ponder = cli.ponder;
    state.live_gfx = cli.live_gfx;
    state.sgf_rules = cli.sgf_rules.unwrap_or_default();
    let searcher = match Searcher::new(search.clone()) {
        Ok(searcher) => searcher,
        Err(error) => {
            eprintln!("sente: {error}");
            return ExitCode::FAILURE;
        }
    };
    tracing::info!("GTP engine ready: rules {rules}, komi {komi}, search {search:?}");
    match gtp::serve(std::io::stdin(), std::io::stdout().lock(), state, searcher) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            tracing::error!("cannot write a reply: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run_play(args: &PlayArgs, cli: &Cli) -> ExitCode {
    let engine = args.engine.or(&cli.engine);
    let config = match engine.search_config(cli.max_tree_mb) {
        Ok(config) => config,
        Err(message) => {
            eprintln!("sente play: {message}");
            return ExitCode::FAILURE;
        }
    };
    let mut searcher = match Searcher::new(config) {
        Ok(searcher) => searcher,
        Err(error) => {
            eprintln!("sente play: {error}");
            return ExitCode::FAILURE;
        }
    };
    let mut game = Game::new(args.size as usize, engine.rules());
    game.set_komi(args.komi.or(cli.komi).unwrap_or(PLAY_KOMI));
    let human = match args.color {
        Side::Black => Color::Black,
        Side::White => Color::White,
    };
    let stdin = std::io::stdin();
    let outcome = match terminal::play(game, human, &mut searcher, stdin.lock(), &mut std::io::stdout()) {
        Ok(outcome) => outcome,
        Err(error) => {
            eprintln!("sente play: {error}");
            return ExitCode::FAILURE;
        }
    };
    let Some(path) = &args.sgf else {
        return ExitCode::SUCCESS;
    };
    let players = match human {
        Color::Black => ("you", "sente"),
        Color::White => ("sente", "you"),
    };
    let text = sgf::save(&outcome.game, outcome.result.as_deref(), Some(players));
    match std::fs::write(path, text) {
        Ok(()) => {
            println!("The game is saved in {}.", path.display());
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("sente play: cannot write the game to {}: {error}", path.display());
            ExitCode::FAILURE
        }
    }
}

fn run_match(args: &MatchArgs) -> ExitCode {
    if args.handicap > 0 {
        if let Err(error) = sente::handicap::fixed_handicap_points(args.size as usize, args.handicap) {
            eprintln!("sente match: --handicap {}: {error}", args.handicap);
            return ExitCode::FAILURE;
        }
    }
    let start = match &args.openings {
        Some(path) => match Openings::load(path, args.size as usize, args.rules) {
            Ok(openings) => Start::Openings(openings),
            Err(error) => {
                eprintln!("sente match: --openings: {error}");
                return ExitCode::FAILURE;
            }
        },
        None => Start::Random {
            moves: args.opening_moves,
            seed: args.seed,
        },
    };
    let config = MatchConfig {
        engine_a: with_playouts(&args.black, args.playouts),
        engine_b: with_playouts(&args.white, args.playouts),
        referee: args.referee.clone(),
        games: args.games,
        size: args.size as usize,
        komi: args.komi,
        handicap: args.handicap,
        rules: args.rules,
        alternate: args.alternate,
        time_a: args.time_a.or(args.time),
        time_b: args.time_b.or(args.time),
        start,
        max_moves: args.max_moves,
        concurrency: usize::from(args.concurrency),
        sprt: args.sprt,
        out_dir: args.out.clone(),
    };
    let progress = Progress::new(config.games, "games");
    let result = match_runner::run(&config, &progress);
    progress.finish();
    match result {
        Ok(summary) => {
            println!("{summary}");
            match &summary.stopped {
                None => ExitCode::SUCCESS,
                Some(error) => {
                    eprintln!("sente match: {error}");
                    ExitCode::FAILURE
                }
            }
        }
        Err(error) => {
            eprintln!("sente match: cannot write to {}: {error}", config.out_dir.display());
            ExitCode::FAILURE
        }
    }
}

fn run_regress(args: &RegressArgs) -> ExitCode {
    let engine: Vec<String> = args.engine.split_whitespace().map(str::to_string).collect();
    if engine.is_empty() {
        eprintln!("sente regress: the engine command is empty");
        return ExitCode::FAILURE;
    }
    let suites: Vec<_> = args.files.iter().map(|file| regress::Suite::load(file)).collect();
    let progress = Progress::new(suites.iter().flatten().map(regress::Suite::tests).sum(), "tests");
    let mut all_passed = true;
    let mut total = regress::FileSummary {
        path: PathBuf::from("total"),
        ..regress::FileSummary::default()
    };
    let mut done = 0;
    for suite in suites {
        let outcome = suite.and_then(|suite| {
            let outcome = regress::run_suite(&engine, &suite, |file| {
                progress.update(done + file.tests, with_total(&total, file).tally());
            });
            done += suite.tests();
            outcome
        });
        match outcome {
            Ok(summary) => {
                for failure in &summary.failures {
                    progress.println(failure);
                }
                progress.println(&summary.to_string());
                all_passed &= summary.unexpected() == 0;
                total.add(&summary);
            }
            Err(error) => {
                progress.eprintln(&format!("sente regress: {error}"));
                all_passed = false;
            }
        }
        progress.update(done, total.tally());
    }
    progress.finish();
    if args.files.len() > 1 {
        println!("{total}");
    }
    if all_passed {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The counts of `total` with those of `file` added.
fn with_total(total: &regress::FileSummary, file: &regress::FileSummary) -> regress::FileSummary {
    let mut sum = total.clone();
    sum.add(file);
    sum
}

fn run_bench(args: &BenchArgs) -> ExitCode {
    let config = BenchConfig {
        size: args.size as usize,
        threads: args.threads as usize,
        playouts: args.playouts,
        seed: args.seed,
    };
    for run in 0..args.runs {
        let config = BenchConfig {
            seed: config.seed.wrapping_add(1000 * run as u64),
            ..config.clone()
        };
        let line = if args.search {
            bench::run_search(&config).map(|result| bench::search_json(&config, &result))
        } else {
            let policy = bench::Policy::from(args.policy);
            bench::run(&config, policy)
                .map(|result| result.to_json(&config, policy.name()))
                .map_err(Into::into)
        };
        match line {
            Ok(line) => println!("{line}"),
            Err(error) => {
                eprintln!("sente bench: {error}");
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}

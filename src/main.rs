//! The `sente` command line.

use clap::{Parser, Subcommand, ValueEnum};
use sente::bench::{self, BenchConfig};
use sente::match_runner::{self, MatchConfig, TimeControl};
use sente::rules::Rules;
use std::path::PathBuf;
use std::process::ExitCode;

/// sente: a Go engine with Monte-Carlo tree search that speaks GTP.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Measures playout speed on an empty board; prints one JSON object per run.
    Bench(BenchArgs),
    /// Plays games between two GTP engines and reports the win rate.
    Match(MatchArgs),
}

/// Playout policies the benchmark can run.
#[derive(Debug, Clone, Copy, ValueEnum)]
enum Policy {
    /// Uniformly random legal moves that do not fill the mover's own eyes.
    Light,
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
}

#[derive(Debug, clap::Args)]
struct MatchArgs {
    /// Engine A's command line: Black in the first game.
    #[arg(long)]
    black: String,
    /// Engine B's command line: White in the first game.
    #[arg(long)]
    white: String,
    /// Games to play.
    #[arg(long, default_value_t = 10)]
    games: usize,
    /// Board size.
    #[arg(long, default_value_t = 9, value_parser = clap::value_parser!(u16).range(1..=25))]
    size: u16,
    /// Komi.
    #[arg(long, default_value_t = 7.0, allow_negative_numbers = true)]
    komi: f32,
    /// Rules moves are checked against: japanese, chinese, aga, new_zealand, tromp-taylor.
    #[arg(long, default_value = "chinese", value_parser = |s: &str| Rules::preset(s).map_err(|e| e.to_string()))]
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
    /// Random legal moves played for both sides before the engines take over.
    #[arg(long, default_value_t = 0)]
    opening_moves: usize,
    /// Seed of the random openings.
    #[arg(long, default_value_t = 1)]
    seed: u64,
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
    let number = |s: &str| s.parse::<f64>().map_err(|_| format!("'{s}' is not a number of seconds"));
    match parts.as_slice() {
        [main] => Ok(TimeControl { main: number(main)?, byo_yomi: 0.0, stones: 0 }),
        [main, byo, stones] => Ok(TimeControl {
            main: number(main)?,
            byo_yomi: number(byo)?,
            stones: stones.parse().map_err(|_| format!("'{stones}' is not a number of stones"))?,
        }),
        _ => Err("expected MAIN or MAIN:BYO:STONES".to_string()),
    }
}

/// `command` with `--playouts N` appended when its program is sente.
fn with_playouts(command: &str, playouts: Option<usize>) -> String {
    let program = command.split_whitespace().next().unwrap_or("");
    let is_sente = std::path::Path::new(program).file_name().is_some_and(|name| name.to_string_lossy().starts_with("sente"));
    match playouts {
        Some(n) if is_sente => format!("{command} --playouts {n}"),
        _ => command.to_string(),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Bench(args) => {
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
                match bench::run_light(&config) {
                    Ok(result) => println!("{}", result.to_json(&config, "light")),
                    Err(error) => {
                        eprintln!("sente bench: cannot start {} threads: {error}", config.threads);
                        return ExitCode::FAILURE;
                    }
                }
            }
            ExitCode::SUCCESS
        }
        Command::Match(args) => {
            let config = MatchConfig {
                engine_a: with_playouts(&args.black, args.playouts),
                engine_b: with_playouts(&args.white, args.playouts),
                referee: args.referee,
                games: args.games,
                size: args.size as usize,
                komi: args.komi,
                rules: args.rules,
                alternate: args.alternate,
                time: args.time,
                opening_moves: args.opening_moves,
                seed: args.seed,
                max_moves: args.max_moves,
                out_dir: args.out,
            };
            match match_runner::run(&config) {
                Ok(summary) => {
                    println!("{summary}");
                    ExitCode::SUCCESS
                }
                Err(error) => {
                    eprintln!("sente match: cannot write to {}: {error}", config.out_dir.display());
                    ExitCode::FAILURE
                }
            }
        }
    }
}

//! The `sente` command line.

use clap::{Parser, Subcommand, ValueEnum};
use sente::bench::{self, BenchConfig};
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
    /// Measures playout speed (or, with --search, tree search speed) on an empty board;
    /// prints one JSON object per run.
    Bench(BenchArgs),
}

/// Playout policies the benchmark can run.
#[derive(Debug, Clone, Copy, ValueEnum)]
enum Policy {
    /// Uniformly random legal moves that do not fill the mover's own eyes.
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
    }
}

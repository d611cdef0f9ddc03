//! `sente-param`: the engine settings as GoGui's `param` analyze type shows and edits them.
//! With no argument it lists `[type] name value` lines; `sente-param NAME VALUE` changes
//! one setting, checked first, so that a bad value changes nothing.

use super::command::{parse_int, Args};
use super::error::GtpError;
use super::handler::{Live, Reply};
use super::state::EngineState;
use crate::search::{parse_level, parse_score_weight, DynamicKomi, SearchConfig, MAX_LEVEL, MIN_LEVEL};
use crate::sgf::SgfRules;

/// The most search threads `sente-param threads` accepts.
pub const MAX_THREADS: usize = 512;

/// `sente-param [NAME VALUE]`: lists the settings, or sets one of them: `threads` (1 to
/// [`MAX_THREADS`]), `playouts` (new ones per move, or `none`), `visits` (at the root per
/// move, the kept tree's included, or `none`), `seed` (of the search's random
/// generators, for repeatable regression suites), `time` (seconds per move, or `none`),
/// `resign_threshold` (0 to 1, 0 never resigns), `score_weight` (0 to below 1, 0
/// counts wins alone), `level` (1 to 10, as GNU Go's `level`), `dynamic_komi` (`none`,
/// `linear`, `adaptive` or `both`), `ponder` and `live_gfx` (1 or 0), and `sgf_rules`
/// (`keep` the user's rules on `loadsgf`, or `follow` a record's `RU`).
pub fn sente_param(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    let Some(name) = args.optional_word() else {
        return Ok(list(state, live.searcher.config()));
    };
    let value = args.word("value")?;
    args.finish()?;
    let mut config = live.searcher.config().clone();
    match name {
        "threads" => {
            config.threads = parse_int(value)
                .map(|n| n as usize)
                .filter(|n| (1..=MAX_THREADS).contains(n))
                .ok_or_else(|| bad_value(name, value, &format!("a whole number from 1 to {MAX_THREADS}")))?
        }
        "playouts" => config.playouts = positive_or_none(name, value)?,
        "visits" => config.visits = positive_or_none(name, value)?,
        "seed" => {
            config.seed = Some(value)
                .filter(|word| !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|word| word.parse::<u64>().ok())
                .ok_or_else(|| bad_value(name, value, "a whole number from 0 to 2^64-1"))?
        }
        "time" => {
            config.seconds_per_move = optional(value, |word| {
                word.parse::<f64>().ok().filter(|s| *s > 0.0 && s.is_finite())
            })
            .ok_or_else(|| bad_value(name, value, "a positive number of seconds, or none"))?
        }
        "resign_threshold" => {
            config.resign_threshold = value
                .parse::<f64>()
                .ok()
                .filter(|r| (0.0..1.0).contains(r))
                .ok_or_else(|| bad_value(name, value, "a win rate from 0 (never resign) to below 1"))?
        }
        "score_weight" => {
            config.score_weight = parse_score_weight(value)
                .ok_or_else(|| bad_value(name, value, "a share from 0 (wins alone) to below 1"))?
        }
        "level" => {
            config.level = parse_level(value).ok_or_else(|| {
                bad_value(
                    name,
                    value,
                    &format!("a whole number from {MIN_LEVEL} (weakest) to {MAX_LEVEL} (full strength)"),
                )
            })?
        }
        "dynamic_komi" => {
            config.dynamic_komi =
                DynamicKomi::parse(value).ok_or_else(|| bad_value(name, value, &DynamicKomi::names()))?
        }
        "ponder" => state.ponder = switch(name, value)?,
        "live_gfx" => state.live_gfx = switch(name, value)?,
        "sgf_rules" => {
            state.sgf_rules =
                SgfRules::parse(value).ok_or_else(|| bad_value(name, value, &SgfRules::names_by(" or ")))?
        }
        _ => {
            return Err(GtpError::extension(format!(
                "unknown setting '{name}': expected threads, playouts, visits, seed, time, resign_threshold, score_weight, level, dynamic_komi, ponder, live_gfx or sgf_rules"
            )))
        }
    }
    live.searcher
        .set_config(config)
        .map_err(|error| GtpError::Setting(format!("{name} {value}: {error}")))?;
    Ok(String::new())
}

/// The settings as GoGui's `param` lines.
fn list(state: &EngineState, config: &SearchConfig) -> String {
    let or_none = |value: Option<String>| value.unwrap_or_else(|| "none".into());
    [
        format!("[string] threads {}", config.threads),
        format!("[string] playouts {}", or_none(config.playouts.map(|n| n.to_string()))),
        format!("[string] visits {}", or_none(config.visits.map(|n| n.to_string()))),
        format!("[string] seed {}", config.seed),
        format!(
            "[string] time {}",
            or_none(config.seconds_per_move.map(|s| s.to_string()))
        ),
        format!("[string] resign_threshold {}", config.resign_threshold),
        format!("[string] score_weight {}", config.score_weight),
        format!("[string] level {}", config.level),
        format!(
            "[list/{}] dynamic_komi {}",
            DynamicKomi::names_by('/'),
            config.dynamic_komi.name()
        ),
        format!("[bool] ponder {}", u8::from(state.ponder)),
        format!("[bool] live_gfx {}", u8::from(state.live_gfx)),
        format!(
            "[list/{}] sgf_rules {}",
            SgfRules::names_by("/"),
            state.sgf_rules.name()
        ),
    ]
    .join("\n")
}

/// Reads a setting that may be off: `Some(None)` for the word `none`, `Some(Some(v))`
/// for a word that `parse` reads as `v`, `None` for any other word.
fn optional<T>(word: &str, parse: impl Fn(&str) -> Option<T>) -> Option<Option<T>> {
    match word {
        "none" => Some(None),
        _ => parse(word).map(Some),
    }
}

/// A count that may be off: a positive whole number, or `none`.
fn positive_or_none(name: &str, value: &str) -> Result<Option<usize>, GtpError> {
    optional(value, |word| parse_int(word).filter(|&n| n > 0).map(|n| n as usize))
        .ok_or_else(|| bad_value(name, value, "a positive whole number, or none"))
}

/// A boolean setting: `1`/`0`, as GoGui sends them, or `true`/`false`, `on`/`off`.
fn switch(name: &str, value: &str) -> Result<bool, GtpError> {
    match value {
        "1" | "true" | "on" => Ok(true),
        "0" | "false" | "off" => Ok(false),
        _ => Err(bad_value(name, value, "1 or 0")),
    }
}

/// The error for `value`, not a valid value of setting `name`.
fn bad_value(name: &str, value: &str, expected: &str) -> GtpError {
    GtpError::extension(format!("invalid value '{value}' for {name}: expected {expected}"))
}

//! `sente-param`: the engine settings as GoGui's `param` analyze type shows and edits them.
//! With no argument it lists `[type] name value` lines; `sente-param NAME VALUE` changes
//! one setting, checked first, so that a bad value changes nothing. The settings come in
//! groups: `run` (this module's: threads, limits, seed, level, dynamic komi, pondering,
//! live graphics, SGF rules) and the groups of the search's parameter table
//! ([`crate::search::params`], checked by [`Params::set`](crate::search::Params::set)); `sente-param GROUP` lists one
//! group and `sente-param GROUP NAME VALUE` sets one of its settings, which is how GoGui's
//! dialog for a group sends it.

use super::command::{parse_int, Args};
use super::error::GtpError;
use super::handler::{Live, Reply};
use super::state::EngineState;
use crate::search::params;
use crate::search::{parse_level, DynamicKomi, SearchConfig, MAX_LEVEL, MIN_LEVEL};
use crate::sgf::SgfRules;

/// The most search threads `sente-param threads` accepts.
pub const MAX_THREADS: usize = 512;

/// The group of the settings this module owns.
pub const RUN: &str = "run";

/// The settings of [`RUN`], in the order they are listed.
const RUN_SETTINGS: [&str; 10] = [
    "threads",
    "playouts",
    "visits",
    "seed",
    "time",
    "level",
    "dynamic_komi",
    "ponder",
    "live_gfx",
    "sgf_rules",
];

/// Every group: [`RUN`], then the parameter table's.
pub fn groups() -> Vec<&'static str> {
    std::iter::once(RUN).chain(params::groups()).collect()
}

/// The group of setting `name`, if there is one.
fn group_of(name: &str) -> Option<&'static str> {
    if RUN_SETTINGS.contains(&name) {
        return Some(RUN);
    }
    params::table()
        .into_iter()
        .find(|spec| spec.name == name)
        .map(|spec| spec.group)
}

/// `sente-param [GROUP] [NAME VALUE]`: lists the settings (of one group), or sets one of
/// them. The run settings: `threads` (1 to [`MAX_THREADS`]), `playouts` (new ones per
/// move, or `none`), `visits` (at the root per move, the kept tree's included, or
/// `none`), `seed` (of the search's random generators, for repeatable regression
/// suites), `time` (seconds per move, or `none`), `level` (1 to 10, as GNU Go's
/// `level`), `dynamic_komi` (`none`, `linear`, `adaptive` or `both`), `ponder` and
/// `live_gfx` (1 or 0), and `sgf_rules` (`keep` the user's rules on `loadsgf`, or
/// `follow` a record's `RU`); then every parameter of the table (`sente params`).
pub fn sente_param(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    let mut first = args.optional_word();
    let group = first.and_then(|word| groups().into_iter().find(|&group| group == word));
    if group.is_some() {
        first = args.optional_word();
    }
    let Some(name) = first else {
        return Ok(list(state, live.searcher.config(), group));
    };
    let value = args.word("value")?;
    args.finish()?;
    match (group, group_of(name)) {
        (_, None) => {
            return Err(GtpError::extension(format!(
                "unknown setting '{name}': `sente-param` lists them, `sente params` says what each does"
            )))
        }
        (Some(asked), Some(owner)) if asked != owner => {
            return Err(GtpError::extension(format!(
                "setting '{name}' is in group {owner}, not {asked}"
            )))
        }
        _ => {}
    }
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
        _ => config
            .params
            .set(name, value)
            .map_err(|error| GtpError::extension(error.to_string()))?,
    }
    live.searcher
        .set_config(config)
        .map_err(|error| GtpError::Setting(format!("{name} {value}: {error}")))?;
    Ok(String::new())
}

/// The settings of `group`, or all of them, as GoGui's `param` lines.
fn list(state: &EngineState, config: &SearchConfig, group: Option<&str>) -> String {
    let mut lines = Vec::new();
    if group.is_none_or(|group| group == RUN) {
        lines.extend(run_lines(state, config));
    }
    for spec in params::table() {
        if group.is_none_or(|group| group == spec.group) {
            let value = config.params.get(spec.name).expect("a parameter of the table");
            lines.push(format!("[string] {} {value}", spec.name));
        }
    }
    lines.join("\n")
}

/// The run settings as GoGui's `param` lines.
fn run_lines(state: &EngineState, config: &SearchConfig) -> Vec<String> {
    let or_none = |value: Option<String>| value.unwrap_or_else(|| "none".into());
    vec![
        format!("[string] threads {}", config.threads),
        format!("[string] playouts {}", or_none(config.playouts.map(|n| n.to_string()))),
        format!("[string] visits {}", or_none(config.visits.map(|n| n.to_string()))),
        format!("[string] seed {}", config.seed),
        format!(
            "[string] time {}",
            or_none(config.seconds_per_move.map(|s| s.to_string()))
        ),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_group_is_named_as_a_setting() {
        // `sente-param GROUP NAME VALUE` reads its first word as a group if it names one:
        // a setting of the same name could not be set.
        for group in groups() {
            assert_eq!(group_of(group), None, "{group} names a group and a setting");
        }
        assert_eq!(group_of("time"), Some(RUN));
        assert_eq!(group_of("prob_pattern"), Some("playout"));
    }
}

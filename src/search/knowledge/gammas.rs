//! Learned move strengths ("gammas", after Coulom's *Computing Elo Ratings of Move
//! Patterns*): each value of each feature group of [`super::features`] has a strength,
//! and a move's strength is the product over its features. Among the moves of a
//! position, a move's share of the total strength is the chance that the player the
//! table was learned from plays it.
//!
//! The table, `gammas-19x19.txt`, was learned by `examples/train_priors.rs` (see that
//! file for the method; the table's header says from what, and how well it predicts
//! held-out moves) from 19x19 games between 9-dan amateurs on Tygem, with the spatial
//! patterns of its own dictionary ([`super::spatial`]). It serves every board size; how
//! far the tree follows it depends on the size (the parameters `prior_weight_small` and
//! `prior_weight_large`, [`crate::search::params`]).

use super::features::{Features, GROUPS, GROUP_NAMES, GROUP_VALUES, PATTERN, SPATIAL};
use super::spatial::Dictionary;
use std::collections::HashMap;
use std::fmt::Write;
use std::sync::OnceLock;

/// The strengths of every feature value.
#[derive(Debug, Clone, PartialEq)]
pub struct Gammas {
    /// For each group but the two pattern groups, the strength of each value.
    pub groups: [Vec<f32>; GROUPS],
    /// The strength of each known pattern code.
    pub patterns: HashMap<u32, f32>,
    /// The strength of a pattern not in `patterns`.
    pub other_pattern: f32,
    /// The known spatial patterns.
    pub spatial: Dictionary,
    /// The strength of each spatial pattern by its id; the first is that of no known one.
    pub spatial_strengths: Vec<f32>,
    /// The strength of a pass, and of a pass after the opponent's pass.
    pub pass: [f32; 2],
}

/// Whether group `g` has a fixed number of values (the pattern groups do not).
fn is_plain(g: usize) -> bool {
    g != PATTERN && g != SPATIAL
}

/// Why a gamma table does not parse.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum GammaError {
    /// A line that is none of the table's kinds.
    #[error("gamma table line {line}: expected `GROUP VALUE...`, `pattern CODE GAMMA`, `other_pattern GAMMA`, `spatial HASH GAMMA`, `no_spatial GAMMA` or `pass GAMMA GAMMA`, got {text:?}")]
    BadLine {
        /// The line number, from 1.
        line: usize,
        /// The line.
        text: String,
    },
    /// A group with the wrong number of values, or missing.
    #[error("gamma table: group {group} needs {expected} values")]
    WrongCount {
        /// The group's name.
        group: &'static str,
        /// How many values it takes.
        expected: usize,
    },
}

impl Gammas {
    /// The strength of a move with `features`.
    #[inline]
    pub fn strength(&self, features: &Features) -> f32 {
        match features {
            Features::Pass { after_pass } => self.pass[*after_pass as usize],
            Features::Stone(values) => {
                let pattern = self
                    .patterns
                    .get(&values[PATTERN])
                    .copied()
                    .unwrap_or(self.other_pattern);
                let spatial = self.spatial_strengths[values[SPATIAL] as usize];
                (0..GROUPS)
                    .filter(|&g| is_plain(g))
                    .fold(pattern * spatial, |s, g| s * self.groups[g][values[g] as usize])
            }
        }
    }

    /// Reads a table written by [`Gammas::to_text`]; `#` starts a comment line. A group
    /// the table does not list was not learned: each of its values has strength 1.
    pub fn parse(text: &str) -> Result<Gammas, GammaError> {
        let mut gammas = Gammas {
            groups: Default::default(),
            patterns: HashMap::new(),
            other_pattern: 1.0,
            spatial: Dictionary::default(),
            spatial_strengths: vec![1.0],
            pass: [1.0; 2],
        };
        for (i, line) in text.lines().enumerate() {
            let bad = || GammaError::BadLine {
                line: i + 1,
                text: line.to_string(),
            };
            let mut words = line.split_whitespace();
            let Some(kind) = words.next().filter(|w| !w.starts_with('#')) else {
                continue;
            };
            if kind == "spatial" {
                let (Some(hash), Some(gamma), None) = (words.next(), words.next(), words.next()) else {
                    return Err(bad());
                };
                let hash = u64::from_str_radix(hash, 16).map_err(|_| bad())?;
                let id = gammas.spatial.insert(hash) as usize;
                if id != gammas.spatial_strengths.len() {
                    return Err(bad());
                }
                gammas.spatial_strengths.push(gamma.parse().map_err(|_| bad())?);
                continue;
            }
            let numbers: Vec<f32> = words.map(|w| w.parse().map_err(|_| bad())).collect::<Result<_, _>>()?;
            match (kind, numbers.as_slice()) {
                ("pattern", &[code, gamma]) if code >= 0.0 && code.fract() == 0.0 => {
                    gammas.patterns.insert(code as u32, gamma);
                }
                ("other_pattern", &[gamma]) => gammas.other_pattern = gamma,
                ("no_spatial", &[gamma]) => gammas.spatial_strengths[0] = gamma,
                ("pass", &[pass, after_pass]) => gammas.pass = [pass, after_pass],
                _ => {
                    let group = GROUP_NAMES.iter().position(|&n| n == kind).filter(|&g| is_plain(g));
                    gammas.groups[group.ok_or_else(bad)?] = numbers;
                }
            }
        }
        for g in (0..GROUPS).filter(|&g| is_plain(g)) {
            if gammas.groups[g].is_empty() {
                gammas.groups[g] = vec![1.0; GROUP_VALUES[g]];
            } else if gammas.groups[g].len() != GROUP_VALUES[g] {
                return Err(GammaError::WrongCount {
                    group: GROUP_NAMES[g],
                    expected: GROUP_VALUES[g],
                });
            }
        }
        Ok(gammas)
    }

    /// The table as text, `header` first as comment lines, patterns in code order.
    pub fn to_text(&self, header: &str) -> String {
        let mut text = String::new();
        for line in header.lines() {
            writeln!(text, "# {line}").expect("writing to a string");
        }
        for g in (0..GROUPS).filter(|&g| is_plain(g)) {
            let values: Vec<String> = self.groups[g].iter().map(|v| format!("{v:.4}")).collect();
            writeln!(text, "{} {}", GROUP_NAMES[g], values.join(" ")).expect("writing to a string");
        }
        writeln!(text, "pass {:.4} {:.4}", self.pass[0], self.pass[1]).expect("writing to a string");
        writeln!(text, "other_pattern {:.4}", self.other_pattern).expect("writing to a string");
        let mut codes: Vec<_> = self.patterns.iter().collect();
        codes.sort_by_key(|(&code, _)| code);
        for (code, gamma) in codes {
            writeln!(text, "pattern {code} {gamma:.4}").expect("writing to a string");
        }
        writeln!(text, "no_spatial {:.4}", self.spatial_strengths[0]).expect("writing to a string");
        for (hash, gamma) in self.spatial.hashes().iter().zip(&self.spatial_strengths[1..]) {
            writeln!(text, "spatial {hash:016x} {gamma:.4e}").expect("writing to a string");
        }
        text
    }
}

/// The learned table, `gammas-19x19.txt`, read once; it serves every board size, as
/// Pachi's one pattern table does.
pub fn table() -> &'static Gammas {
    static TABLE: OnceLock<Gammas> = OnceLock::new();
    TABLE.get_or_init(|| Gammas::parse(include_str!("gammas-19x19.txt")).expect("the built-in gamma table parses"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::knowledge::features::{CAPTURE, GRIDCULAR, SELF_ATARI};

    #[test]
    fn a_table_survives_text_and_rejects_bad_lines() {
        let mut gammas = table().clone();
        gammas.patterns.insert(12345, 2.5);
        gammas.spatial.insert(0xfeed_beef_0000_0001);
        gammas.spatial_strengths.push(0.000_312_5);
        let again = Gammas::parse(&gammas.to_text("a test")).expect("parses");
        assert_eq!(again.patterns.get(&12345), Some(&2.5));
        assert_eq!(again.spatial, gammas.spatial);
        assert_eq!(again.spatial_strengths, gammas.spatial_strengths);
        assert_eq!(again.groups, gammas.groups);
        assert!(matches!(
            Gammas::parse("distance 1 2"),
            Err(GammaError::WrongCount { .. })
        ));
        assert!(matches!(
            Gammas::parse("spatial 12 1\nspatial 12 2"),
            Err(GammaError::BadLine { line: 2, .. })
        ));
        assert!(matches!(
            Gammas::parse("ko 1"),
            Err(GammaError::BadLine { line: 1, .. })
        ));
    }

    #[test]
    fn the_built_in_table_prefers_saving_captures_to_self_ataris() {
        let gammas = table();
        let capture = &gammas.groups[CAPTURE];
        assert!(capture[5] > capture[0], "a capture that saves an own string");
        assert!(capture[3] < capture[1], "a string that cannot run can wait");
        assert!(gammas.groups[SELF_ATARI][2] < gammas.groups[SELF_ATARI][0]);
        assert!(gammas.spatial.len() > 10_000);
        assert!(
            gammas.groups[GRIDCULAR][0] > gammas.groups[GRIDCULAR][14],
            "near the last move beats far"
        );
    }
}

//! Learned move strengths ("gammas", after Coulom's *Computing Elo Ratings of Move
//! Patterns*): each value of each feature group of [`super::features`] has a strength,
//! and a move's strength is the product over its features. Among the moves of a
//! position, a move's share of the total strength is the chance that the player the
//! table was learned from plays it.
//!
//! The table in `gammas.txt` was learned by `examples/train_priors.rs` from GNU Go's
//! moves in 9x9 games against sente; see that file for the method and the data.

use super::features::{Features, GROUPS, GROUP_NAMES, GROUP_VALUES, PATTERN};
use std::collections::HashMap;
use std::fmt::Write;
use std::sync::OnceLock;

/// The strengths of every feature value.
#[derive(Debug, Clone, PartialEq)]
pub struct Gammas {
    /// For each group but the pattern, the strength of each value.
    pub groups: [Vec<f32>; GROUPS],
    /// The strength of each known pattern code.
    pub patterns: HashMap<u32, f32>,
    /// The strength of a pattern not in `patterns`.
    pub other_pattern: f32,
    /// The strength of a pass, and of a pass after the opponent's pass.
    pub pass: [f32; 2],
}

/// Why a gamma table does not parse.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum GammaError {
    /// A line that is none of the table's kinds.
    #[error("gamma table line {line}: expected `GROUP VALUE...`, `pattern CODE GAMMA`, `other_pattern GAMMA` or `pass GAMMA GAMMA`, got {text:?}")]
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
                (0..GROUPS)
                    .filter(|&g| g != PATTERN)
                    .fold(pattern, |s, g| s * self.groups[g][values[g] as usize])
            }
        }
    }

    /// Reads a table written by [`Gammas::to_text`]; `#` starts a comment line.
    pub fn parse(text: &str) -> Result<Gammas, GammaError> {
        let mut gammas = Gammas {
            groups: Default::default(),
            patterns: HashMap::new(),
            other_pattern: 1.0,
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
            let numbers: Vec<f32> = words.map(|w| w.parse().map_err(|_| bad())).collect::<Result<_, _>>()?;
            match (kind, numbers.as_slice()) {
                ("pattern", &[code, gamma]) if code >= 0.0 && code.fract() == 0.0 => {
                    gammas.patterns.insert(code as u32, gamma);
                }
                ("other_pattern", &[gamma]) => gammas.other_pattern = gamma,
                ("pass", &[pass, after_pass]) => gammas.pass = [pass, after_pass],
                _ => {
                    let group = GROUP_NAMES.iter().position(|&n| n == kind).filter(|&g| g != PATTERN);
                    gammas.groups[group.ok_or_else(bad)?] = numbers;
                }
            }
        }
        for g in (0..GROUPS).filter(|&g| g != PATTERN) {
            if gammas.groups[g].len() != GROUP_VALUES[g] {
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
        for g in (0..GROUPS).filter(|&g| g != PATTERN) {
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
        text
    }
}

/// The learned table, read once from `gammas.txt`.
pub fn table() -> &'static Gammas {
    static TABLE: OnceLock<Gammas> = OnceLock::new();
    TABLE.get_or_init(|| Gammas::parse(include_str!("gammas.txt")).expect("the built-in gamma table parses"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::knowledge::features::{CAPTURE, SELF_ATARI};

    #[test]
    fn a_table_survives_text_and_rejects_bad_lines() {
        let mut gammas = table().clone();
        gammas.patterns.insert(12345, 2.5);
        let again = Gammas::parse(&gammas.to_text("a test")).expect("parses");
        assert_eq!(again.patterns.get(&12345), Some(&2.5));
        assert_eq!(again.groups, gammas.groups);
        assert!(matches!(
            Gammas::parse("distance 1 2"),
            Err(GammaError::WrongCount { .. })
        ));
        assert!(matches!(
            Gammas::parse("ko 1"),
            Err(GammaError::BadLine { line: 1, .. })
        ));
    }

    #[test]
    fn the_built_in_table_prefers_captures_to_self_ataris() {
        let gammas = table();
        assert!(gammas.groups[CAPTURE][1] > gammas.groups[CAPTURE][0]);
        assert!(gammas.groups[SELF_ATARI][2] < gammas.groups[SELF_ATARI][0]);
    }
}

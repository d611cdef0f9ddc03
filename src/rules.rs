//! Rules as a value: how the game is scored, which ko rule applies, whether multi-stone
//! suicide is allowed, and what White gets for Black's handicap stones.
//!
//! | preset | scoring | ko | suicide | white's handicap compensation |
//! |---|---|---|---|---|
//! | japanese | territory | simple ko | forbidden | 0 |
//! | chinese | area | positional superko | forbidden | N (one point per handicap stone) |
//! | aga | area | situational superko | forbidden | N - 1 |
//! | new_zealand | area | situational superko | multi-stone allowed | 0 |
//! | tromp-taylor | area | positional superko | multi-stone allowed | 0 |
//!
//! Single-stone suicide is illegal under every preset: it would only be a pass in disguise.

use std::fmt;
use thiserror::Error;

/// What a player's score counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scoring {
    /// Stones on the board plus empty points they surround.
    Area,
    /// Empty points surrounded by living stones plus prisoners.
    Territory,
}

/// Which repetitions of the position are forbidden.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KoRule {
    /// Only the immediate recapture of a single stone (basic ko).
    Simple,
    /// No move may recreate an earlier arrangement of stones.
    Positional,
    /// No move may recreate an earlier arrangement of stones with the same player to move.
    Situational,
}

/// What White receives for Black's handicap stones, under area scoring.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandicapCompensation {
    /// Nothing.
    None,
    /// One point per handicap stone.
    PerStone,
    /// One point per handicap stone after the first.
    PerStoneAfterFirst,
}

/// A complete ruleset: the independent settings that differ between rulesets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    /// Area or territory counting.
    pub scoring: Scoring,
    /// Simple ko or a superko rule.
    pub ko: KoRule,
    /// Whether a move that leaves its own string of two or more stones without liberties
    /// (and captures nothing) is legal; it removes that string.
    pub suicide: bool,
    /// White's compensation for handicap stones.
    pub handicap_compensation: HandicapCompensation,
}

/// A ruleset name that no preset has.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown rules '{0}': expected one of japanese, chinese, aga, new_zealand, tromp-taylor")]
pub struct UnknownRules(pub String);

impl Rules {
    /// Japanese rules: territory scoring, simple ko, no suicide, no compensation.
    pub const fn japanese() -> Rules {
        Rules {
            scoring: Scoring::Territory,
            ko: KoRule::Simple,
            suicide: false,
            handicap_compensation: HandicapCompensation::None,
        }
    }

    /// Chinese rules: area scoring, positional superko, no suicide, N points compensation.
    pub const fn chinese() -> Rules {
        Rules {
            scoring: Scoring::Area,
            ko: KoRule::Positional,
            suicide: false,
            handicap_compensation: HandicapCompensation::PerStone,
        }
    }

    /// AGA rules: area scoring, situational superko, no suicide, N - 1 points compensation.
    pub const fn aga() -> Rules {
        Rules {
            scoring: Scoring::Area,
            ko: KoRule::Situational,
            suicide: false,
            handicap_compensation: HandicapCompensation::PerStoneAfterFirst,
        }
    }

    /// New Zealand rules: area scoring, situational superko, multi-stone suicide allowed.
    pub const fn new_zealand() -> Rules {
        Rules {
            scoring: Scoring::Area,
            ko: KoRule::Situational,
            suicide: true,
            handicap_compensation: HandicapCompensation::None,
        }
    }

    /// Tromp-Taylor rules: area scoring, positional superko, multi-stone suicide allowed.
    pub const fn tromp_taylor() -> Rules {
        Rules {
            scoring: Scoring::Area,
            ko: KoRule::Positional,
            suicide: true,
            handicap_compensation: HandicapCompensation::None,
        }
    }

    /// Every preset with its name, in the order of the table above.
    pub const PRESETS: [(&'static str, Rules); 5] = [
        ("japanese", Rules::japanese()),
        ("chinese", Rules::chinese()),
        ("aga", Rules::aga()),
        ("new_zealand", Rules::new_zealand()),
        ("tromp-taylor", Rules::tromp_taylor()),
    ];

    /// The preset called `name` (case-insensitive; `tromp_taylor` and `new-zealand` also work).
    pub fn preset(name: &str) -> Result<Rules, UnknownRules> {
        let wanted = name.to_ascii_lowercase().replace('-', "_");
        Rules::PRESETS
            .iter()
            .find(|(preset, _)| preset.replace('-', "_") == wanted)
            .map(|&(_, rules)| rules)
            .ok_or_else(|| UnknownRules(name.to_string()))
    }

    /// The name of the preset these rules equal, if any.
    pub fn preset_name(&self) -> Option<&'static str> {
        Rules::PRESETS
            .iter()
            .find(|(_, rules)| rules == self)
            .map(|&(name, _)| name)
    }

    /// Points White receives for `stones` handicap stones under these rules.
    pub fn handicap_compensation(&self, stones: usize) -> f32 {
        let n = stones as f32;
        match self.handicap_compensation {
            HandicapCompensation::None => 0.0,
            HandicapCompensation::PerStone => n,
            HandicapCompensation::PerStoneAfterFirst => (n - 1.0).max(0.0),
        }
    }
}

impl Default for Rules {
    /// Chinese rules, sente's default.
    fn default() -> Rules {
        Rules::chinese()
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let scoring = match self.scoring {
            Scoring::Area => "area",
            Scoring::Territory => "territory",
        };
        let ko = match self.ko {
            KoRule::Simple => "simple",
            KoRule::Positional => "positional",
            KoRule::Situational => "situational",
        };
        let compensation = match self.handicap_compensation {
            HandicapCompensation::None => "none",
            HandicapCompensation::PerStone => "n",
            HandicapCompensation::PerStoneAfterFirst => "n-1",
        };
        write!(
            f,
            "scoring={scoring} ko={ko} suicide={} handicap_compensation={compensation}",
            self.suicide
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_match_the_table() {
        assert_eq!(Rules::preset("japanese"), Ok(Rules::japanese()));
        assert_eq!(Rules::preset("Chinese"), Ok(Rules::chinese()));
        assert_eq!(Rules::preset("tromp_taylor"), Ok(Rules::tromp_taylor()));
        assert_eq!(Rules::preset("new-zealand"), Ok(Rules::new_zealand()));
        assert!(Rules::preset("ing").is_err());
        assert_eq!(Rules::default(), Rules::chinese());
        for (name, rules) in Rules::PRESETS {
            assert_eq!(rules.preset_name(), Some(name));
        }
        assert_eq!(Rules::aga().ko, KoRule::Situational);
        assert!(Rules::new_zealand().suicide && Rules::tromp_taylor().suicide);
        assert!(!Rules::japanese().suicide && !Rules::chinese().suicide && !Rules::aga().suicide);
        assert_eq!(Rules::japanese().scoring, Scoring::Territory);
    }

    #[test]
    fn handicap_compensation_per_preset() {
        assert_eq!(Rules::chinese().handicap_compensation(4), 4.0);
        assert_eq!(Rules::aga().handicap_compensation(4), 3.0);
        assert_eq!(Rules::aga().handicap_compensation(0), 0.0);
        assert_eq!(Rules::japanese().handicap_compensation(4), 0.0);
        assert_eq!(Rules::new_zealand().handicap_compensation(9), 0.0);
    }
}

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

/// The text forms of each setting's values, as `key=value` settings write and read them.
const SCORING_NAMES: [(&str, Scoring); 2] = [("area", Scoring::Area), ("territory", Scoring::Territory)];
const KO_NAMES: [(&str, KoRule); 3] = [
    ("simple", KoRule::Simple),
    ("positional", KoRule::Positional),
    ("situational", KoRule::Situational),
];
const COMPENSATION_NAMES: [(&str, HandicapCompensation); 3] = [
    ("none", HandicapCompensation::None),
    ("n", HandicapCompensation::PerStone),
    ("n-1", HandicapCompensation::PerStoneAfterFirst),
];
const SUICIDE_NAMES: [(&str, bool); 2] = [("true", true), ("false", false)];

/// The name of `value` in a table of text forms.
fn name_of<T: PartialEq>(names: &[(&'static str, T)], value: &T) -> &'static str {
    names.iter().find(|(_, v)| v == value).map_or("?", |(name, _)| name)
}

/// The value called `name` in a table of text forms, or the error for setting `key`.
fn value_of<T: Copy>(names: &[(&'static str, T)], key: &str, name: &str) -> Result<T, SettingError> {
    names
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, value)| value)
        .ok_or_else(|| SettingError::BadValue {
            key: key.to_string(),
            value: name.to_string(),
            expected: names.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", "),
        })
}

/// Why a rules setting (a preset name or `key=value`) could not be applied.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SettingError {
    /// A name that no preset has.
    #[error(transparent)]
    UnknownPreset(#[from] UnknownRules),
    /// A key that no setting has.
    #[error("unknown rules setting '{0}': expected scoring, ko, suicide or handicap_compensation")]
    UnknownKey(String),
    /// A value the setting does not take.
    #[error("invalid value '{value}' for {key}: expected one of {expected}")]
    BadValue {
        /// The setting.
        key: String,
        /// The value given.
        value: String,
        /// The values it takes.
        expected: String,
    },
}

impl Rules {
    /// These rules with one setting applied: a preset name (the whole rules), or
    /// `key=value` with keys `scoring` (area, territory), `ko` (simple, positional,
    /// situational), `suicide` (true, false) and `handicap_compensation` (none, n, n-1).
    pub fn with_setting(mut self, setting: &str) -> Result<Rules, SettingError> {
        let Some((key, value)) = setting.split_once('=') else {
            return Ok(Rules::preset(setting)?);
        };
        match key {
            "scoring" => self.scoring = value_of(&SCORING_NAMES, key, value)?,
            "ko" => self.ko = value_of(&KO_NAMES, key, value)?,
            "suicide" => self.suicide = value_of(&SUICIDE_NAMES, key, value)?,
            "handicap_compensation" => self.handicap_compensation = value_of(&COMPENSATION_NAMES, key, value)?,
            _ => return Err(SettingError::UnknownKey(key.to_string())),
        }
        Ok(self)
    }

    /// The name people know these rules by: the preset's name, else the settings.
    pub fn name(&self) -> String {
        self.preset_name().map_or_else(|| self.to_string(), str::to_string)
    }
}

/// The rules' names in SGF game records (`RU`).
impl Rules {
    /// The preset nearest to an SGF `RU` value, if the name is recognised: Japanese and
    /// Korean are japanese; Chinese; AGA (and BGA, French: area with situational superko);
    /// New Zealand (NZ), Ing and GOE (suicide allowed) are new_zealand; Tromp-Taylor.
    pub fn from_sgf_name(name: &str) -> Option<Rules> {
        let name = name.trim().to_ascii_lowercase();
        let preset = if name.starts_with("jap") || name.starts_with("kor") {
            "japanese"
        } else if name.starts_with("chin") {
            "chinese"
        } else if ["aga", "bga", "french"].iter().any(|p| name.starts_with(p)) {
            "aga"
        } else if ["nz", "new", "ing", "goe"].iter().any(|p| name.starts_with(p)) {
            "new_zealand"
        } else if name.starts_with("tromp") || name == "tt" {
            "tromp-taylor"
        } else {
            return None;
        };
        Rules::preset(preset).ok()
    }

    /// The `RU` value written for `rules`: the SGF name of the preset, or sente's settings.
    pub fn sgf_name(&self) -> String {
        match self.preset_name() {
            Some("japanese") => "Japanese".into(),
            Some("chinese") => "Chinese".into(),
            Some("aga") => "AGA".into(),
            Some("new_zealand") => "NZ".into(),
            Some("tromp-taylor") => "Tromp-Taylor".into(),
            _ => self.to_string(),
        }
    }
}

impl fmt::Display for Rules {
    /// The rules as `key=value` settings, which [`Rules::with_setting`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "scoring={} ko={} suicide={} handicap_compensation={}",
            name_of(&SCORING_NAMES, &self.scoring),
            name_of(&KO_NAMES, &self.ko),
            name_of(&SUICIDE_NAMES, &self.suicide),
            name_of(&COMPENSATION_NAMES, &self.handicap_compensation),
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

    #[test]
    fn settings_read_back_what_they_print() {
        for (_, rules) in Rules::PRESETS {
            let read = rules
                .to_string()
                .split(' ')
                .try_fold(Rules::japanese(), Rules::with_setting)
                .expect("printed settings read back");
            assert_eq!(read, rules);
        }
        let nz = Rules::chinese().with_setting("handicap_compensation=none").unwrap();
        assert_eq!(
            nz.with_setting("ko=situational")
                .unwrap()
                .with_setting("suicide=true")
                .unwrap()
                .name(),
            "new_zealand"
        );
        assert_eq!(
            Rules::aga().with_setting("ko=simple").unwrap().name(),
            "scoring=area ko=simple suicide=false handicap_compensation=n-1"
        );
        assert_eq!(
            Rules::aga().with_setting("ko=super").unwrap_err().to_string(),
            "invalid value 'super' for ko: expected one of simple, positional, situational"
        );
        assert!(matches!(
            Rules::aga().with_setting("komi=7"),
            Err(SettingError::UnknownKey(_))
        ));
        assert!(matches!(
            Rules::aga().with_setting("ing"),
            Err(SettingError::UnknownPreset(_))
        ));
    }

    #[test]
    fn rules_names_map_to_the_nearest_preset() {
        assert_eq!(Rules::from_sgf_name("Korean"), Some(Rules::japanese()));
        assert_eq!(Rules::from_sgf_name("GOE"), Some(Rules::new_zealand()));
        assert_eq!(Rules::from_sgf_name("unknown"), None);
    }
}

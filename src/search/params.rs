//! Every tunable of the search in one table: its group, name, type, range, default and a
//! line on what it does. The code reads [`Params`] (held by
//! [`SearchConfig`](super::SearchConfig)); `sente-param NAME VALUE`, `--param NAME=VALUE`
//! and `--config FILE` set it through [`Params::set`], the one path that checks a value
//! against its range; `sente params` prints [`table`], which docs/design.md holds and a
//! test keeps in step.
//!
//! Why each default is what it is: docs/design.md ("Parameters") and the experiment log.
//! Limits of the exact readers (a ladder's or a race's node budget, the largest eye
//! space read) stay constants beside their readers: they bound a reading, and the
//! readers' tests are written against them.

use std::fmt::Display;
use std::str::FromStr;

/// A value a parameter can hold: read from a word, written back as one.
pub trait Value: Copy + PartialOrd + Display + FromStr {
    /// How the range reads in an error message and in the table: "a whole number" or
    /// "a number".
    const KIND: &'static str;
}

impl Value for u16 {
    const KIND: &'static str = "a whole number";
}
impl Value for u32 {
    const KIND: &'static str = "a whole number";
}
impl Value for usize {
    const KIND: &'static str = "a whole number";
}
impl Value for f32 {
    const KIND: &'static str = "a number";
}
impl Value for f64 {
    const KIND: &'static str = "a number";
}

/// Why a parameter was not set; the parameters are unchanged.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ParamError {
    /// No parameter has this name.
    #[error("unknown parameter '{0}' (`sente params` lists them all)")]
    Unknown(String),
    /// A config file is not TOML, or holds something other than parameters.
    #[error("config file: {0}")]
    File(String),
    /// The value is not a number of the parameter's kind, or is outside its range.
    #[error("invalid value '{value}' for {name}: expected {expected}")]
    Invalid {
        /// The parameter.
        name: &'static str,
        /// The value given.
        value: String,
        /// What the parameter takes, with its range.
        expected: String,
    },
}

/// One row of the table: what `sente params` prints and the docs hold.
#[derive(Debug, Clone, PartialEq)]
pub struct Spec {
    /// The group the parameter belongs to (also the word that selects it in
    /// `sente-param GROUP` and the table name in a config file).
    pub group: &'static str,
    /// The parameter's name.
    pub name: &'static str,
    /// Its default, as a word.
    pub default: String,
    /// Its range, as words: "a whole number from 1 to 1000".
    pub range: String,
    /// One line on what it does.
    pub doc: &'static str,
}

/// `value` read as a `T` in `min..=max`, or the error naming the range.
fn parse_within<T: Value>(name: &'static str, value: &str, min: T, max: T) -> Result<T, ParamError> {
    value
        .trim()
        .parse::<T>()
        .ok()
        .filter(|v| *v >= min && *v <= max)
        .ok_or_else(|| ParamError::Invalid {
            name,
            value: value.to_string(),
            expected: range::<T>(min, max),
        })
}

/// A range in words.
fn range<T: Value>(min: T, max: T) -> String {
    format!("{} from {min} to {max}", T::KIND)
}

/// Declares the parameters: the struct, its defaults, the setter and the table, all
/// from one list, so that a parameter cannot be in one and missing from another.
macro_rules! parameters {
    ($( $group:literal { $( $name:ident : $ty:ty = $default:expr, $min:expr, $max:expr, $doc:literal; )* } )*) => {
        /// The search's tunables; see the module documentation and [`table`].
        #[derive(Debug, Clone, PartialEq)]
        pub struct Params {
            $( $( #[doc = $doc] pub $name: $ty, )* )*
        }

        impl Default for Params {
            /// The defaults of [`table`].
            fn default() -> Params {
                Params { $( $( $name: $default, )* )* }
            }
        }

        impl Params {
            /// Sets parameter `name` to `value`, checked against its range; on an error
            /// nothing changes.
            pub fn set(&mut self, name: &str, value: &str) -> Result<(), ParamError> {
                let mut changed = self.clone();
                match name {
                    $( $( stringify!($name) => {
                        changed.$name = parse_within::<$ty>(stringify!($name), value, $min, $max)?
                    } )* )*
                    _ => return Err(ParamError::Unknown(name.to_string())),
                }
                changed.check()?;
                *self = changed;
                Ok(())
            }

            /// The value of parameter `name` as a word, if there is one.
            pub fn get(&self, name: &str) -> Option<String> {
                match name {
                    $( $( stringify!($name) => Some(self.$name.to_string()), )* )*
                    _ => None,
                }
            }
        }

        /// Every parameter, group by group, in the order of the source.
        pub fn table() -> Vec<Spec> {
            vec![ $( $( Spec {
                group: $group,
                name: stringify!($name),
                default: <$ty>::to_string(&$default),
                range: range::<$ty>($min, $max),
                doc: $doc,
            }, )* )* ]
        }
    };
}

parameters! {
    "tree" {
        expand_visits: u32 = 2, 1, 10_000,
            "a leaf is expanded on the visit after this many";
        virtual_loss: u16 = 1, 0, 100,
            "losses a worker's descent adds to each node it passes until its playout is counted, so that other workers spread out";
        exploration: f32 = 0.0, 0.0, 10.0,
            "UCB1 exploration coefficient added to the urgency; 0 lets the priors and RAVE explore, as in Michi and Pachi";
        rave_equivalence: f32 = 1000.0, 1.0, 1.0e6,
            "RAVE equivalence: visits at which a node's own win rate and its AMAF win rate weigh the same";
    }
    "sizes" {
        small_board_max: usize = 13, 1, 25,
            "the largest board that uses the small boards' prior weight";
        pruned_runs_board: usize = 14, 1, 26,
            "the smallest board where the priors leave out futile ladder runs";
    }
    "priors" {
        prior_weight_small: f32 = 210.0, 0.0, 10_000.0,
            "virtual visits of the learned prior up to small_board_max";
        prior_weight_large: f32 = 200.0, 0.0, 10_000.0,
            "virtual visits of the learned prior on larger boards";
        even_prior_visits: u16 = 10, 0, 1000,
            "virtual visits, half of them wins, that start every move's statistics";
        pass_prior_visits: u16 = 10, 1, 1000,
            "virtual visits that start a pass's statistics";
        pass_prior_wins: u16 = 1, 0, 1000,
            "virtual wins among them (at most pass_prior_visits): a pass is searched when little else is left";
        capture_one: u16 = 15, 0, 1000,
            "prior bonus (virtual wins) of a net that captures one stone";
        capture_many: u16 = 30, 0, 1000,
            "prior bonus of a net that captures two stones or more";
        counter_atari: u16 = 20, 0, 1000,
            "prior bonus of a counter-atari that saves a string";
        snapback: u16 = 30, 0, 1000,
            "prior bonus of a snapback throw-in";
        race: u16 = 20, 0, 1000,
            "prior bonus of a capturing race's urgent move";
    }
    "playout" {
        prob_tactics: f64 = 0.9, 0.0, 1.0,
            "how often the capture, save and chase rule is tried after the last move";
        prob_snapback: f64 = 0.9, 0.0, 1.0,
            "how often a snapback found is played";
        prob_race: f64 = 0.9, 0.0, 1.0,
            "how often a race's urgent move is played";
        prob_two_liberty: f64 = 0.0, 0.0, 1.0,
            "how often the two-liberty check is tried after the last move";
        prob_eye_fix: f64 = 0.0, 0.0, 1.0,
            "how often the eye fix is tried after the last move";
        prob_pattern: f64 = 0.95, 0.0, 1.0,
            "how often the 3x3 pattern rule is tried around the last move";
        prob_strict_self_atari: f64 = 0.6, 0.0, 1.0,
            "how often the random move refuses every bad self-atari";
        lax_self_atari_stones: usize = 2, 1, 361,
            "the stones of a bad self-atari that a lax random move allows";
        prob_redirect: f64 = 0.0, 0.0, 1.0,
            "how often a random move refused as a bad self-atari is redirected";
    }
    "decision" {
        resign_threshold: f64 = 0.1, 0.0, 0.99,
            "resign when the best win rate stays below this for resign_moves moves; 0 never resigns";
        resign_moves: u32 = 3, 1, 1000,
            "moves in a row below the resign threshold before resigning";
        win_rate_min_visits: u32 = 100, 0, 1_000_000,
            "root visits before a win rate counts for resigning or the adaptive dynamic komi";
        estimate_min_playouts: usize = 100, 1, 1_000_000,
            "playouts before a search's ownership estimate is trusted to pass or to judge";
        sure_owner: f32 = 0.8, 0.0, 1.0,
            "ownership at which a point counts as settled";
        dame_tolerance: f64 = 0.05, 0.0, 1.0,
            "how much lower than the pass's win rate a dame's may be and still be filled";
        clearly_taken: f32 = -0.5, -1.0, 0.0,
            "ownership at which a stone counts as taken off when looking for an open area";
        weak_liberties: u32 = 3, 1, 8,
            "liberties of a string the opponent can approach";
        pass_count_tolerance: f32 = 0.5, 0.0, 100.0,
            "points of the count a pass instead of a point given (rule 6) may give away when the opponent moves first";
        defended_liberties: u32 = 2, 0, 8,
            "the most liberties of an own string that a stone beside it defends: never a point given";
        pass_odds_ratio: f64 = 8.0, 1.0, 1_000_000.0,
            "how many times a pass instead of a point given (rule 6) may multiply the opponent's odds of winning, by the search after it against the stone's";
        pass_check_share: f64 = 0.5, 0.0, 10.0,
            "share of a genmove's playouts the search after a pass instead of a point given (rule 6) gets (territory scoring)";
        pass_check_min_playouts: usize = 500, 1, 10_000_000,
            "the fewest playouts of that search";
        book: u32 = 1, 0, 1,
            "1 plays the opening book's move in a position of the book (the decision's rule 1); 0 searches every move";
    }
    "judgement" {
        dead_below: f32 = 0.3, -1.0, 1.0,
            "mean ownership below which a string is dead";
        clearly_alive: f32 = 0.6, -1.0, 1.0,
            "mean ownership at which a string is clearly alive";
        narrowly_dead: f32 = -0.3, -1.0, 1.0,
            "mean ownership at which a dead string is only narrowly dead";
        scoring_playouts: usize = 5000, 1, 10_000_000,
            "playouts of the judgement's search (one worker, seeded by the position)";
    }
    "limits" {
        default_playouts: usize = 10_000, 1, 100_000_000,
            "playouts a move when no limit is set";
        survey_playouts: usize = 5000, 1, 100_000_000,
            "playouts of a GoGui analyze command or the hint, without a limit";
    }
    "value" {
        score_weight: f32 = 0.0, 0.0, 0.99,
            "share of a playout's value that comes from its score margin; 0 counts wins alone";
        score_scale: f32 = 0.25, 0.01, 1.0,
            "the margin, as a share of the board's points, at which that share is all or nothing";
    }
    "clock" {
        lag_margin: f64 = 0.5, 0.0, 60.0,
            "seconds kept in hand for lag on every move";
        min_budget: f64 = 0.05, 0.001, 60.0,
            "the least a move is given, in seconds";
        min_moves_left: f64 = 10.0, 1.0, 1000.0,
            "the fewest own moves the time manager expects on 9x9, in proportion to the points on larger boards";
        empty_points_per_move: f64 = 5.0, 0.5, 100.0,
            "empty points per own move the time manager expects on boards below phase_board_min";
        phase_board_min: usize = 13, 1, 26,
            "the smallest board whose main time is shared by the game's phases, most to the middle game";
        final_empty_share: f64 = 0.25, 0.0, 0.9,
            "share of the board still empty at the end of the game those boards expect";
        middle_game: f64 = 0.4, 0.05, 0.95,
            "where in that game (a share of its stones) a move gets the most main time";
        middle_game_weight: f64 = 2.0, 1.0, 10.0,
            "how many times the main time of a move at the start or the end of that game one there gets";
        max_over_target: f64 = 3.0, 1.0, 100.0,
            "how many times its target a move may take in main time while the best move is unclear";
        period_max_over_target: f64 = 2.0, 1.0, 100.0,
            "the same within a Canadian byo-yomi period";
        unclear_visit_share: f64 = 0.5, 0.0, 1.0,
            "a runner-up with this share of the best move's visits and a better win rate makes the best move unclear";
        early_stop_min_playouts: usize = 100, 0, 100_000_000,
            "playouts before a timed search may stop early because the best move cannot be overtaken";
    }
    "dynkomi" {
        linear_points_per_stone: f32 = 7.0, 0.0, 100.0,
            "linear dynamic komi per handicap stone";
        linear_moves_19x19: f32 = 200.0, 1.0, 1000.0,
            "the move by which the linear dynamic komi falls to none on 19x19 (scaled by area)";
        winning: f64 = 0.85, 0.0, 1.0,
            "win rate above which the adaptive komi rises";
        winning_moves: u32 = 3, 1, 1000,
            "moves in a row above it before it rises";
        hold: f64 = 0.8, 0.0, 1.0,
            "win rate below which the adaptive komi falls";
        drop_steps: f32 = 4.0, 1.0, 1000.0,
            "steps the adaptive komi falls by";
        retreat: f64 = 0.5, 0.0, 1.0,
            "win rate below which the adaptive komi is gone for the game";
        adaptive_step: f32 = 1.0, 0.1, 100.0,
            "points of one step of adaptive komi on 9x9, in proportion to the points on other boards";
    }
}

impl Params {
    /// The checks that join two parameters; a change that breaks one is refused.
    fn check(&self) -> Result<(), ParamError> {
        if self.pass_prior_wins > self.pass_prior_visits {
            return Err(ParamError::Invalid {
                name: "pass_prior_wins",
                value: self.pass_prior_wins.to_string(),
                expected: format!("at most pass_prior_visits ({})", self.pass_prior_visits),
            });
        }
        Ok(())
    }

    /// Sets `name=value`, as `--param` gives it.
    pub fn set_assignment(&mut self, assignment: &str) -> Result<(), ParamError> {
        let (name, value) = assignment.split_once('=').ok_or_else(|| ParamError::Invalid {
            name: "--param",
            value: assignment.to_string(),
            expected: "NAME=VALUE".to_string(),
        })?;
        self.set(name.trim(), value)
    }

    /// Whether `size` is a small board: one that uses the small boards' tunables.
    pub fn is_small_board(&self, size: usize) -> bool {
        size <= self.small_board_max
    }

    /// The learned prior's weight on a board of `size`.
    pub fn prior_weight(&self, size: usize) -> f32 {
        if self.is_small_board(size) {
            self.prior_weight_small
        } else {
            self.prior_weight_large
        }
    }
}

impl Params {
    /// Sets the parameters a config file's `text` holds: TOML, each parameter as
    /// `name = value` at the top or in a table named after its group (`[tree]`), a value
    /// a number. Checked through [`Params::set`], in the file's order; on an error
    /// nothing changes.
    pub fn apply_toml(&mut self, text: &str) -> Result<(), ParamError> {
        let file: toml::Table = text
            .parse()
            .map_err(|error: toml::de::Error| ParamError::File(error.to_string().trim_end().replace('\n', " ")))?;
        let mut changed = self.clone();
        for (key, value) in &file {
            match value {
                toml::Value::Table(group) => {
                    if !groups().contains(&key.as_str()) {
                        return Err(ParamError::File(format!(
                            "unknown group [{key}]: expected one of {}",
                            groups().join(", ")
                        )));
                    }
                    for (name, value) in group {
                        let owner = table()
                            .into_iter()
                            .find(|spec| spec.name == name)
                            .map(|spec| spec.group);
                        if owner.is_some_and(|owner| owner != key) {
                            return Err(ParamError::File(format!(
                                "{name} is in group [{}], not [{key}]",
                                owner.unwrap_or("")
                            )));
                        }
                        changed.set_toml(name, value)?;
                    }
                }
                value => changed.set_toml(key, value)?,
            }
        }
        *self = changed;
        Ok(())
    }

    /// Sets parameter `name` to a TOML `value`, which must be a number.
    fn set_toml(&mut self, name: &str, value: &toml::Value) -> Result<(), ParamError> {
        match value {
            toml::Value::Integer(n) => self.set(name, &n.to_string()),
            toml::Value::Float(x) => self.set(name, &x.to_string()),
            other => Err(ParamError::File(format!("{name} = {other}: expected a number"))),
        }
    }
}

/// The groups, in the table's order.
pub fn groups() -> Vec<&'static str> {
    let mut groups: Vec<&'static str> = Vec::new();
    for spec in table() {
        if !groups.contains(&spec.group) {
            groups.push(spec.group);
        }
    }
    groups
}

/// The table as docs/design.md holds it and `sente params` prints it: a Markdown table,
/// one row a parameter.
pub fn markdown() -> String {
    let mut text = String::from("| group | name | default | range | what it does |\n|---|---|---|---|---|\n");
    for spec in table() {
        text.push_str(&format!(
            "| {} | `{}` | `{}` | {} | {} |\n",
            spec.group, spec.name, spec.default, spec.range, spec.doc
        ));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_default_is_within_its_range_and_reads_back() {
        let defaults = Params::default();
        for spec in table() {
            let mut params = Params::default();
            params.set(spec.name, &spec.default).unwrap();
            assert_eq!(params, defaults, "{}", spec.name);
            assert_eq!(defaults.get(spec.name), Some(spec.default.clone()));
        }
    }

    #[test]
    fn a_value_out_of_range_or_unknown_name_changes_nothing() {
        let mut params = Params::default();
        let error = params.set("prob_pattern", "1.5").unwrap_err();
        assert_eq!(
            error.to_string(),
            "invalid value '1.5' for prob_pattern: expected a number from 0 to 1"
        );
        assert!(params.set("expand_visits", "two").is_err());
        assert!(params.set("expand_visits", "0").is_err());
        assert_eq!(
            params.set("playout_speed", "2").unwrap_err(),
            ParamError::Unknown("playout_speed".into())
        );
        assert!(params.set("pass_prior_wins", "11").is_err(), "more wins than visits");
        assert_eq!(params, Params::default());
        params.set("expand_visits", "8").unwrap();
        params.set_assignment("prob_pattern = 0.5").unwrap();
        assert_eq!((params.expand_visits, params.prob_pattern), (8, 0.5));
        assert!(params.set_assignment("prob_pattern").is_err());
    }

    #[test]
    fn names_are_unique_and_groups_come_together() {
        let table = table();
        let mut names: Vec<_> = table.iter().map(|s| s.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), table.len());
        let order: Vec<_> = table.iter().map(|s| s.group).collect();
        let mut runs = order.clone();
        runs.dedup();
        assert_eq!(runs, groups(), "each group's rows are together");
    }

    #[test]
    fn a_config_file_sets_parameters_at_the_top_or_in_their_group() {
        let mut params = Params::default();
        params
            .apply_toml("expand_visits = 4\n[playout]\nprob_pattern = 0.5\nlax_self_atari_stones = 3\n")
            .unwrap();
        assert_eq!(
            (params.expand_visits, params.prob_pattern, params.lax_self_atari_stones),
            (4, 0.5, 3)
        );
        for bad in [
            "expand_visits = 0",
            "expand_visits = \"two\"",
            "[tree]\nprob_pattern = 0.5",
            "[trees]\nexpand_visits = 3",
            "no_such = 1",
            "expand_visits = ",
            "prob_pattern = 0.5\nexpand_visits = -1",
        ] {
            let before = params.clone();
            assert!(params.apply_toml(bad).is_err(), "{bad}");
            assert_eq!(params, before, "{bad} changed nothing");
        }
        let error = Params::default().apply_toml("[tree]\nprob_pattern = 0.5").unwrap_err();
        assert_eq!(
            error.to_string(),
            "config file: prob_pattern is in group [playout], not [tree]"
        );
    }

    #[test]
    fn the_size_classes_choose_the_tunables() {
        let params = Params::default();
        assert_eq!(params.prior_weight(9), 210.0);
        assert_eq!(params.prior_weight(19), 200.0);
    }
}

//! What a `sente match` produced: how each game ended ([`Ending`], [`GameOutcome`]), engine
//! A's score over the games with a result and its 95% interval, and what the sequential
//! test says of them ([`Summary`]), and why a match stopped early ([`MatchError`], naming
//! the program by its [`Role`]). The games themselves are played by
//! [`super::match_runner`].

use super::sprt::{Sprt, Tally};
use crate::board::Color;
use std::fmt;
use thiserror::Error;

/// How a game ended, from the winner's side.
#[derive(Debug, Clone, PartialEq)]
pub enum Ending {
    /// Scored after two passes or the move cap: the referee's text, e.g. `B+3.5`.
    Score(String),
    /// The loser resigned.
    Resignation,
    /// The loser played an illegal move (text given).
    Illegal(String),
    /// The loser overran its clock.
    Time,
    /// The loser's engine died, stopped answering or answered `?` where it must not (text
    /// given).
    Crash(String),
    /// No result: the referee, or engine A scoring without one, failed (text given). The
    /// game counts for neither engine.
    Unscored(String),
}

/// One game's outcome.
#[derive(Debug, Clone)]
pub struct GameOutcome {
    /// Whether engine A had Black.
    pub a_is_black: bool,
    /// The winner's colour; `None` for a draw or a game without a result.
    pub winner: Option<Color>,
    /// How it ended.
    pub ending: Ending,
    /// Moves played, passes included.
    pub moves: usize,
}

impl GameOutcome {
    /// Engine A's points from this game: 1 win, 0.5 draw, 0 loss; `None` for a game
    /// without a result.
    pub fn points_for_a(&self) -> Option<f64> {
        match self.winner {
            _ if matches!(self.ending, Ending::Unscored(_)) => None,
            None => Some(0.5),
            Some(Color::Black) if self.a_is_black => Some(1.0),
            Some(Color::White) if !self.a_is_black => Some(1.0),
            Some(_) => Some(0.0),
        }
    }

    /// The SGF `RE` text: `B+3.5`, `W+R`, `B+T`, `B+F` (forfeit: illegal move or crash), `0`,
    /// `Void` (no result).
    pub fn result_text(&self) -> String {
        let winner = match (&self.ending, self.winner) {
            (Ending::Score(text), _) => return text.clone(),
            (Ending::Unscored(_), _) | (_, None) => return "Void".to_string(),
            (_, Some(colour)) => colour.letter(),
        };
        let how = match self.ending {
            Ending::Resignation => "R",
            Ending::Time => "T",
            _ => "F",
        };
        format!("{winner}+{how}")
    }
}

/// Engine A's results over a match.
#[derive(Debug, Clone, Default)]
pub struct Summary {
    /// Every game, in order.
    pub games: Vec<GameOutcome>,
    /// Why the match stopped before its last game, if it did.
    pub stopped: Option<MatchError>,
    /// The sequential test that decides the match, if any.
    pub sprt: Option<Sprt>,
}

impl Summary {
    /// Engine A's score: wins plus half the draws.
    pub fn points_for_a(&self) -> f64 {
        total(self.games.iter())
    }

    /// The games with a result, which the score and win rate count.
    pub fn scored(&self) -> usize {
        self.games.iter().filter(|g| g.points_for_a().is_some()).count()
    }

    /// Engine A's win rate over the scored games and its 95% Wilson score interval.
    pub fn win_rate_a(&self) -> (f64, f64, f64) {
        wilson_interval(self.points_for_a(), self.scored())
    }

    /// Engine A's wins, draws and losses over the scored games.
    pub fn tally(&self) -> Tally {
        let count = |points| self.games.iter().filter(|g| g.points_for_a() == Some(points)).count();
        Tally {
            wins: count(1.0),
            draws: count(0.5),
            losses: count(0.0),
        }
    }

    /// Whether the sequential test has accepted a hypothesis, which ends the match.
    pub fn decided(&self) -> bool {
        self.sprt.is_some_and(|sprt| sprt.decide(self.tally()).is_some())
    }

    /// Engine A's running score for the progress bar: points of the games so far, win
    /// rate and its 95% interval, as in `A 3.5/5 70% [30-93%]`, then the sequential
    /// test's LLR and bounds if there is one.
    pub fn running_score(&self) -> String {
        let (rate, low, high) = self.win_rate_a();
        let score = format!(
            "A {:.1}/{} {:.0}% [{:.0}-{:.0}%]",
            self.points_for_a(),
            self.scored(),
            100.0 * rate,
            100.0 * low,
            100.0 * high
        );
        match self.sprt {
            Some(sprt) => format!("{score} {}", sprt.progress(self.tally())),
            None => score,
        }
    }

    fn count(&self, matches: impl Fn(&Ending) -> bool) -> usize {
        self.games.iter().filter(|g| matches(&g.ending)).count()
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (rate, low, high) = self.win_rate_a();
        let n = self.scored();
        writeln!(
            f,
            "engine A: {:.1} of {n} games = {:.1}% (95% interval {:.1}%-{:.1}%)",
            self.points_for_a(),
            100.0 * rate,
            100.0 * low,
            100.0 * high
        )?;
        let as_black: Vec<&GameOutcome> = self
            .games
            .iter()
            .filter(|g| g.a_is_black && g.points_for_a().is_some())
            .collect();
        let black_points = total(as_black.iter().copied());
        writeln!(
            f,
            "engine A as Black: {black_points:.1} of {}; as White: {:.1} of {}",
            as_black.len(),
            self.points_for_a() - black_points,
            n - as_black.len()
        )?;
        write!(
            f,
            "illegal moves: {}, time losses: {}, crashes: {}, resignations: {}, unscored: {}",
            self.count(|e| matches!(e, Ending::Illegal(_))),
            self.count(|e| matches!(e, Ending::Time)),
            self.count(|e| matches!(e, Ending::Crash(_))),
            self.count(|e| matches!(e, Ending::Resignation)),
            self.count(|e| matches!(e, Ending::Unscored(_)))
        )?;
        if let Some(sprt) = self.sprt {
            let ended = match self.stopped {
                Some(_) => "when the match stopped",
                None => "at the game cap",
            };
            write!(f, "\n{}", sprt.report(self.tally(), ended))?;
        }
        match &self.stopped {
            Some(error) => write!(f, "\nstopped after {} games: {error}", self.games.len()),
            None => Ok(()),
        }
    }
}

/// Which program of the match: the two engines and the referee.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// The `--black` command.
    EngineA,
    /// The `--white` command.
    EngineB,
    /// The `--referee` command.
    Referee,
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Role::EngineA => "engine A (--black)",
            Role::EngineB => "engine B (--white)",
            Role::Referee => "the referee (--referee)",
        })
    }
}

/// Why a match stopped before its last game: a program that no game can be played or
/// refereed with. The games before are kept, their records and `summary.txt` written.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum MatchError {
    /// A program could not be started, or started again after it died.
    #[error("{role} could not be started: {reason}; check its command line")]
    CannotStart {
        /// Which program.
        role: Role,
        /// Why, as the controller reported it.
        reason: String,
    },
    /// A program refused a command of the set-up every game needs.
    #[error("{role} refused '{command}' ({reason}), which every game needs: give the match settings it accepts, or use another program")]
    Refused {
        /// Which program.
        role: Role,
        /// The set-up command.
        command: String,
        /// Its `?` reply's text.
        reason: String,
    },
}

/// Engine A's points from `games`, 0 for none (a float `sum` of nothing is -0).
fn total<'a>(games: impl Iterator<Item = &'a GameOutcome>) -> f64 {
    games
        .filter_map(GameOutcome::points_for_a)
        .fold(0.0, |sum, points| sum + points)
}

/// The rate `points / n` and its 95% Wilson score interval.
pub fn wilson_interval(points: f64, n: usize) -> (f64, f64, f64) {
    if n == 0 {
        return (0.0, 0.0, 1.0);
    }
    let n = n as f64;
    let p = points / n;
    let z = 1.96f64;
    let denominator = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denominator;
    (p, (centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_matches_known_values() {
        let (p, low, high) = wilson_interval(45.0, 50);
        assert!((p - 0.9).abs() < 1e-9);
        assert!((low - 0.786).abs() < 0.001, "{low}");
        assert!((high - 0.957).abs() < 0.001, "{high}");
        assert_eq!(wilson_interval(0.0, 0), (0.0, 0.0, 1.0));
    }

    #[test]
    fn results_read_as_sgf_and_points() {
        let cases = [
            (false, Some(Color::White), Ending::Resignation, "W+R", Some(1.0)),
            (true, None, Ending::Score("0".to_string()), "0", Some(0.5)),
            (true, Some(Color::White), Ending::Time, "W+T", Some(0.0)),
            (
                true,
                Some(Color::Black),
                Ending::Crash("died".to_string()),
                "B+F",
                Some(1.0),
            ),
            (
                true,
                None,
                Ending::Unscored("the referee died".to_string()),
                "Void",
                None,
            ),
        ];
        for (a_is_black, winner, ending, text, points) in cases {
            let outcome = GameOutcome {
                a_is_black,
                winner,
                ending,
                moves: 40,
            };
            assert_eq!(outcome.result_text(), text, "{outcome:?}");
            assert_eq!(outcome.points_for_a(), points, "{outcome:?}");
        }
    }

    #[test]
    fn the_running_score_shows_points_rate_and_interval() {
        let game = |a_is_black, winner| GameOutcome {
            a_is_black,
            winner,
            ending: Ending::Resignation,
            moves: 50,
        };
        let mut summary = Summary {
            games: vec![game(true, Some(Color::White))],
            ..Summary::default()
        };
        assert_eq!(summary.running_score(), "A 0.0/1 0% [0-79%]");
        summary.games = vec![
            game(true, Some(Color::Black)),
            game(false, Some(Color::White)),
            game(true, None),
            game(false, Some(Color::Black)),
            game(true, Some(Color::Black)),
        ];
        assert_eq!(summary.running_score(), "A 3.5/5 70% [30-93%]");
        summary.games.push(GameOutcome {
            ending: Ending::Unscored("the referee died".to_string()),
            ..game(true, None)
        });
        assert_eq!(
            summary.running_score(),
            "A 3.5/5 70% [30-93%]",
            "a void game counts for neither"
        );
    }

    #[test]
    fn the_tally_counts_engine_a_s_results_and_the_summary_states_the_test() {
        let game = |a_is_black, winner, ending| GameOutcome {
            a_is_black,
            winner,
            ending,
            moves: 50,
        };
        let summary = Summary {
            games: vec![
                game(true, Some(Color::Black), Ending::Resignation),
                game(false, Some(Color::Black), Ending::Time),
                game(true, None, Ending::Score("0".to_string())),
                game(false, Some(Color::White), Ending::Resignation),
                game(true, None, Ending::Unscored("the referee died".to_string())),
            ],
            stopped: None,
            sprt: Some(Sprt::parse("0,35").expect("valid")),
        };
        assert_eq!(
            summary.tally(),
            Tally {
                wins: 2,
                draws: 1,
                losses: 1
            }
        );
        assert!(!summary.decided());
        // 2 wins, 1 draw and 1 loss at [0, 35]: 0.1078, by fishtest's LLR_logistic redone in Python.
        let running = summary.running_score();
        assert!(running.ends_with(" LLR 0.11 [-2.94, 2.94]"), "{running}");
        assert!(
            summary.to_string().ends_with("inconclusive at the game cap"),
            "{summary}"
        );
    }
}

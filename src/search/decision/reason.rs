//! Why the decision chose a `genmove`'s move: the rule of [`super::Decider::decide`] that
//! fired, with the numbers behind it ([`Reason`]), shown with the move as one line by
//! [`Why`]. The decision records it as it decides; the log, `sente-why` and `sente play`
//! only print it. (Why the judgement gives a string its status is
//! [`super::verdicts::StatusReason`].)

use super::pass::{PassCounts, PointGiven};
use crate::board::{vertex, Color, Point};
use crate::score::Score;
use crate::search::result::Decision;
use std::fmt;

/// What brought a pass up for rule 3 of the decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PassTrigger {
    /// The position is settled ([`super::pass::is_settled`]).
    Settled,
    /// The opponent has just passed, and no area is open.
    OpponentPassed,
    /// The search rates the pass above every stone, and no area is open.
    TreePasses,
}

impl fmt::Display for PassTrigger {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PassTrigger::Settled => "the position is settled",
            PassTrigger::OpponentPassed => "the opponent passed and no area is open",
            PassTrigger::TreePasses => "the search rates the pass above every stone and no area is open",
        })
    }
}

/// The rule of the decision (numbered as in the [module documentation](super)) that
/// chose a `genmove`'s move, with the numbers it chose by.
#[derive(Debug, Clone, PartialEq)]
pub enum Reason {
    /// Rule 1: the opening book's move.
    Book,
    /// Rule 2: the best win rate has stayed below `threshold` for `moves` moves in a row,
    /// each searched with `min_visits` visits or more.
    Resign {
        /// The resign threshold.
        threshold: f64,
        /// The moves in a row searched to a win rate below it.
        moves: u32,
        /// The visits a search needs for its win rate to count.
        min_visits: u32,
    },
    /// Rule 3: a pass that `trigger` brought up, safe by `counts`.
    Pass {
        /// Why the pass was considered.
        trigger: PassTrigger,
        /// The counts that passing does not lose by.
        counts: PassCounts,
    },
    /// Rule 4: a dame filled instead of the pass of rule 3, whose win rate was
    /// `pass_win_rate`.
    Dame {
        /// Why the pass was considered.
        trigger: PassTrigger,
        /// The counts that passing does not lose by.
        counts: PassCounts,
        /// The pass's win rate, which the dame's is within `tolerance` of.
        pass_win_rate: f64,
        /// The parameter `dame_tolerance`.
        tolerance: f64,
    },
    /// Rule 5: the most visited stone move, with its `visits`.
    MostVisited {
        /// Visits through the move.
        visits: u32,
    },
    /// Rule 5 with no stone move to choose from: a pass.
    NoStone,
    /// Rule 6: a pass instead of `stone`, which would only give a point away (filling own
    /// territory, or dying in the opponent's), since the count after the pass, the
    /// opponent moving first, is no worse than now.
    PointGiven {
        /// The most visited stone, which the pass replaced.
        stone: Point,
        /// How the stone would give its point away.
        given: PointGiven,
        /// The count of the judgement of sente's own search.
        now: Score,
        /// The count of the judgement of the search after the pass.
        after: Score,
        /// How much worse it may be: the parameter `pass_count_tolerance`.
        tolerance: f32,
        /// sente's win rate with the stone, by its own search.
        stone_win_rate: f64,
        /// sente's win rate after the pass, by the search after it.
        after_win_rate: f64,
        /// How many times the pass may multiply the opponent's odds: `pass_odds_ratio`.
        max_odds_ratio: f64,
    },
}

impl Reason {
    /// The rule's number and name, as the module documentation has them.
    fn rule(&self) -> &'static str {
        match self {
            Reason::Book => "rule 1, book",
            Reason::Resign { .. } => "rule 2, resign",
            Reason::Pass { .. } => "rule 3, pass",
            Reason::Dame { .. } => "rule 4, dame",
            Reason::MostVisited { .. } | Reason::NoStone => "rule 5, most visited",
            Reason::PointGiven { .. } => "rule 6, a point given",
        }
    }

    /// What the rule saw, with its numbers; vertices on a `size` board.
    fn details(&self, size: usize, root_visits: u32) -> String {
        match self {
            Reason::Book => "the opening book's move".to_string(),
            Reason::Resign {
                threshold,
                moves,
                min_visits,
            } => format!(
                "the best win rate has been below {:.1}% for {moves} moves in a row, each searched \
                 with {min_visits} visits or more",
                100.0 * threshold
            ),
            Reason::Pass { trigger, counts } => format!("{trigger}, and passing loses by no count ({})", show(counts)),
            Reason::Dame {
                trigger,
                counts,
                pass_win_rate,
                tolerance,
            } => format!(
                "{trigger}, and passing loses by no count ({}), but a dame is left, rated no more \
                 than {:.1}% below the pass's {:.1}%",
                show(counts),
                100.0 * tolerance,
                100.0 * pass_win_rate
            ),
            Reason::MostVisited { visits } => format!("{visits} of {root_visits} visits"),
            Reason::NoStone => "no stone move is left".to_string(),
            Reason::PointGiven {
                stone,
                given,
                now,
                after,
                tolerance,
                stone_win_rate,
                after_win_rate,
                max_odds_ratio,
            } => format!(
                "{} {}, and after a pass, the opponent moving first, the count \
                 is {after} against {now} now, no worse by more than {tolerance}, and the win rate \
                 {:.1}% against the stone's {:.1}%, the opponent's odds multiplied by {:.1} (at most \
                 {max_odds_ratio})",
                vertex::format(size, Some(*stone)),
                match given {
                    PointGiven::Fill => "only fills own territory",
                    PointGiven::Prisoner => "would only die in the opponent's territory",
                },
                100.0 * after_win_rate,
                100.0 * stone_win_rate,
                super::pass::losing_odds_ratio(*stone_win_rate, *after_win_rate)
            ),
        }
    }
}

/// The counts of a pass, as one phrase.
fn show(counts: &PassCounts) -> String {
    let as_it_stands = counts
        .as_it_stands
        .map_or(String::new(), |count| format!("as the board stands {count}, "));
    format!(
        "{as_it_stands}by the estimate {}, judged {}",
        counts.estimate, counts.judged
    )
}

/// A `genmove`'s decision and why, with the numbers behind it and the time it took: the
/// one line that the log, `sente-why` and `sente play` show, as `Black passes: rule 3,
/// pass: the opponent passed ...; win rate 100.0%, 300 visits, 0.12 s`.
#[derive(Debug, Clone, PartialEq)]
pub struct Why {
    /// The board's size, for the vertices.
    pub(super) size: usize,
    /// The player the move was for.
    pub(super) colour: Color,
    /// The move.
    pub(super) decision: Decision,
    /// The rule that chose it.
    pub(super) reason: Reason,
    /// The win rate of the move for `colour` (of the best move when resigning).
    pub(super) win_rate: f64,
    /// Visits of the root.
    pub(super) visits: u32,
    /// Seconds the search and the decision took.
    pub(super) seconds: f64,
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let colour = self.colour;
        match self.decision {
            Decision::Play(p) => write!(f, "{colour:?} plays {}", vertex::format(self.size, Some(p)))?,
            Decision::Pass => write!(f, "{colour:?} passes")?,
            Decision::Resign => write!(f, "{colour:?} resigns")?,
        }
        write!(
            f,
            ": {}: {}; win rate {:.1}%, {} visits, {:.2} s",
            self.reason.rule(),
            self.reason.details(self.size, self.visits),
            100.0 * self.win_rate,
            self.visits,
            self.seconds
        )
    }
}

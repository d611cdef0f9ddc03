//! The status that the judgement gives each stone at the end of the game, and why: the
//! step of [`super::judge`] that gave it, with its numbers ([`StatusReason`]). The steps
//! ([`super::life`]) record both as they go ([`Verdicts`]); `sente-why` only prints the
//! reasons.

use crate::board::Board;
use crate::score::Status;
use std::fmt;

/// The step of the judgement (numbered as in the [module documentation](super)) that
/// gave a string its status, with its numbers. The last step to set a status names it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum StatusReason {
    /// Step 1: pass-alive (Benson).
    PassAlive,
    /// Step 1: in the opponent's pass-alive territory (Benson).
    InPassAliveTerritory,
    /// Step 2: the playouts give its points to its owner `mean` on average, dead below
    /// `dead_below`.
    Ownership {
        /// The string's average ownership from its owner's side, -1 to +1.
        mean: f32,
        /// The ownership below which a string is dead (the parameter `dead_below`).
        dead_below: f32,
    },
    /// Step 3: narrowly dead by its `mean` ownership, but joined to a clearly alive
    /// string of its colour.
    Revived {
        /// The string's average ownership from its owner's side, -1 to +1.
        mean: f32,
    },
    /// Step 4: two certain eyes (the eye-shape reader).
    TwoEyes,
    /// Step 4: inside the eyes of a group with two certain eyes.
    InsideTwoEyes,
    /// Step 4: makes two eyes in the space it shares with other strings (the eye search).
    SharedEyes,
    /// Step 4: its group's only liberties are one small eye of `points` points.
    OneEye {
        /// The eye's points.
        points: usize,
    },
    /// Step 4: inside the one eye of a group that dies.
    InsideOneEye,
    /// Step 5: short of liberties, with `liberties`, and captured even moving first
    /// (the race reader).
    LostRace {
        /// The string's liberties.
        liberties: u32,
    },
    /// Step 6: a living group with at most one eye beside living opposing stones.
    Seki {
        /// Its eyes.
        eyes: u32,
    },
    /// Step 6: neither it nor an opposing string beside it can fill their `contested`
    /// liberties, and it lives moving first (structural seki).
    StructuralSeki {
        /// The string's contested liberties.
        contested: usize,
    },
}

impl fmt::Display for StatusReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StatusReason::PassAlive => write!(f, "pass-alive (Benson)"),
            StatusReason::InPassAliveTerritory => write!(f, "in the opponent's pass-alive territory (Benson)"),
            StatusReason::Ownership { mean, dead_below } => {
                let side = if mean < dead_below { "below" } else { "at or above" };
                write!(f, "ownership {mean:.2}, {side} {dead_below}")
            }
            StatusReason::Revived { mean } => write!(
                f,
                "ownership {mean:.2}, narrowly dead, but joined to a clearly alive string"
            ),
            StatusReason::TwoEyes => write!(f, "two certain eyes (eye reader)"),
            StatusReason::InsideTwoEyes => write!(f, "inside the eyes of a group with two certain eyes (eye reader)"),
            StatusReason::SharedEyes => write!(f, "two eyes in the space it shares (eye search)"),
            StatusReason::OneEye { points } => write!(
                f,
                "its group's only liberties are one eye of {} (eye reader)",
                count(*points, "point")
            ),
            StatusReason::InsideOneEye => write!(f, "inside the one eye of a dead group (eye reader)"),
            StatusReason::LostRace { liberties } => write!(
                f,
                "captured with {} even moving first (race reader)",
                count(*liberties as usize, "liberty")
            ),
            StatusReason::Seki { eyes } => write!(
                f,
                "{} and liberties shared with living opposing stones (seki)",
                count(*eyes as usize, "eye")
            ),
            StatusReason::StructuralSeki { contested } => write!(
                f,
                "{} that neither side can fill (structural seki)",
                count(*contested, "contested liberty")
            ),
        }
    }
}

/// `n` `thing`s in words: `1 eye`, `2 eyes`, `2 liberties`.
fn count(n: usize, thing: &str) -> String {
    match (n, thing.strip_suffix('y')) {
        (1, _) => format!("1 {thing}"),
        (_, Some(stem)) => format!("{n} {stem}ies"),
        (_, None) => format!("{n} {thing}s"),
    }
}

/// The status that the judgement's steps have given each stone so far, and why: the
/// last step to set it.
pub struct Verdicts {
    /// The status of the stone on each array index, `None` on empty points.
    status: Vec<Option<Status>>,
    /// The step that gave it, per array index.
    reasons: Vec<Option<StatusReason>>,
}

impl Verdicts {
    /// No status yet for a board of `len` array indices.
    pub fn new(len: usize) -> Verdicts {
        Verdicts {
            status: vec![None; len],
            reasons: vec![None; len],
        }
    }

    /// The status of the stone on each array index so far, `None` on empty points.
    pub fn status(&self) -> &[Option<Status>] {
        &self.status
    }

    /// Gives `status` to every stone of the strings on `points`, for `reason`.
    pub fn set(&mut self, board: &Board, points: &[usize], status: Status, reason: StatusReason) {
        for &p in points {
            for s in board.string_stones(p) {
                self.status[s] = Some(status);
                self.reasons[s] = Some(reason);
            }
        }
    }

    /// The status of every stone and the step that gave it, per array index.
    pub fn into_parts(self) -> (Vec<Option<Status>>, Vec<Option<StatusReason>>) {
        (self.status, self.reasons)
    }
}

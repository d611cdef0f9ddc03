//! The clocks: the time system agreed by `time_settings` or `kgs-time_settings`, and the
//! time each player has left as `time_left` last reported it. The search reads these to
//! budget its thinking time.

use crate::board::Color;

/// A time system.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum TimeSystem {
    /// No time limits.
    Unlimited,
    /// Main time only, in seconds.
    Absolute {
        /// Main time, in seconds.
        main: f64,
    },
    /// Main time, then `periods` periods of `period` seconds; a period is lost when it
    /// runs out.
    Byoyomi {
        /// Main time, in seconds.
        main: f64,
        /// Length of each period, in seconds.
        period: f64,
        /// Number of periods.
        periods: u32,
    },
    /// Main time, then `stones` moves to play in each `period` seconds (GTP's own system).
    Canadian {
        /// Main time, in seconds.
        main: f64,
        /// Length of each period, in seconds.
        period: f64,
        /// Moves to play within each period.
        stones: u32,
    },
}

impl TimeSystem {
    /// The system GTP's `time_settings main period stones` means: a period of 0 is
    /// absolute time, and stones 0 with a positive period means no time limits.
    pub fn from_gtp(main: u32, period: u32, stones: u32) -> TimeSystem {
        let (main, period_seconds) = (f64::from(main), f64::from(period));
        match (period, stones) {
            (0, _) => TimeSystem::Absolute { main },
            (_, 0) => TimeSystem::Unlimited,
            _ => TimeSystem::Canadian {
                main,
                period: period_seconds,
                stones,
            },
        }
    }

    /// The main time, in seconds (0 without limits).
    pub fn main_time(&self) -> f64 {
        match *self {
            TimeSystem::Unlimited => 0.0,
            TimeSystem::Absolute { main } | TimeSystem::Byoyomi { main, .. } | TimeSystem::Canadian { main, .. } => {
                main
            }
        }
    }
}

/// What a player's clock shows, as `time_left` reports it: seconds left in the current
/// period (main time or overtime), and stones left to play in a Canadian period (0 while
/// in main time), or periods left in byo-yomi.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TimeLeft {
    /// Seconds left.
    pub seconds: f64,
    /// Stones (Canadian) or periods (byo-yomi) left; 0 in main time.
    pub stones: u32,
}

/// Both players' clocks.
#[derive(Debug, Clone, PartialEq)]
pub struct Clock {
    /// The time system in force.
    pub system: TimeSystem,
    left: [TimeLeft; 2],
}

impl Default for Clock {
    /// No time limits.
    fn default() -> Clock {
        Clock::new(TimeSystem::Unlimited)
    }
}

impl Clock {
    /// Clocks for `system`, both players starting with the full main time.
    pub fn new(system: TimeSystem) -> Clock {
        let start = TimeLeft {
            seconds: system.main_time(),
            stones: 0,
        };
        Clock {
            system,
            left: [start; 2],
        }
    }

    /// What `colour`'s clock showed at the last report (or the start).
    pub fn left(&self, colour: Color) -> TimeLeft {
        self.left[colour.index()]
    }

    /// Records a `time_left` report for `colour`.
    pub fn set_left(&mut self, colour: Color, left: TimeLeft) {
        self.left[colour.index()] = left;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_gtp_time_settings_as_the_spec_defines_them() {
        assert_eq!(TimeSystem::from_gtp(300, 0, 0), TimeSystem::Absolute { main: 300.0 });
        assert_eq!(TimeSystem::from_gtp(0, 30, 0), TimeSystem::Unlimited);
        assert_eq!(
            TimeSystem::from_gtp(60, 30, 5),
            TimeSystem::Canadian {
                main: 60.0,
                period: 30.0,
                stones: 5
            }
        );
    }

    #[test]
    fn clocks_start_full_and_record_reports() {
        let mut clock = Clock::new(TimeSystem::from_gtp(600, 30, 5));
        assert_eq!(clock.left(Color::Black).seconds, 600.0);
        let report = TimeLeft {
            seconds: 25.0,
            stones: 3,
        };
        clock.set_left(Color::White, report);
        assert_eq!(clock.left(Color::White), report);
        assert_eq!(clock.left(Color::Black).stones, 0);
    }
}

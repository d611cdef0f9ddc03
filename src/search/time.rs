//! Time: the clock of each player (as the controller sets it with `time_settings`,
//! `kgs-time_settings` and `time_left`) and the time manager that turns it into a budget
//! for one move.
//!
//! The budget gives the move its share of what is left of main time by the game's pace
//! (`pace`: on 13x13 and 19x19 most to the middle game, on 9x9 most to the
//! opening), adds what byo-yomi gives every move, and keeps `lag_margin` in hand for the
//! network and the controller (the `clock` group of the parameter table, [`Params`]). In
//! byo-yomi, a Canadian period is shared over its stones and a Japanese period is used
//! whole, minus the margin. The search stops at the budget's `target`; it may go on up
//! to `max` when the best move is unclear, and stops early when the best move can no
//! longer be overtaken ([`super::limits::time_is_up`]). The max never exceeds what the
//! clock allows the move without losing the game or a byo-yomi period.

use super::pace;
use super::params::Params;
use crate::board::Color;

/// A time system, as GTP's `time_settings` and `kgs-time_settings` describe it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum TimeControl {
    /// No time limit.
    Unlimited,
    /// `main` seconds for the whole game.
    Absolute {
        /// Main time in seconds.
        main: f64,
    },
    /// Main time, then periods of `period` seconds for `stones` moves each.
    Canadian {
        /// Main time in seconds.
        main: f64,
        /// Seconds of each byo-yomi period.
        period: f64,
        /// Moves to play in each period.
        stones: u32,
    },
    /// Main time, then `periods` periods of `period` seconds, one move each; a period is
    /// lost only when a move overruns it.
    Byoyomi {
        /// Main time in seconds.
        main: f64,
        /// Seconds of each period.
        period: f64,
        /// Number of periods.
        periods: u32,
    },
}

/// What is left on one player's clock, as GTP's `time_left` reports it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TimeLeft {
    /// Seconds left: of main time when `stones` is 0, else of the current period.
    pub seconds: f64,
    /// 0 in main time; in byo-yomi, the stones left in the period (Canadian) or the
    /// periods left (Japanese byo-yomi).
    pub stones: u32,
}

/// How long to think about one move.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Budget {
    /// Seconds before which the search does not stop early, even when its best move can
    /// no longer be overtaken: for a search whose statistics matter beyond its best move.
    pub min: f64,
    /// Seconds after which the search stops if the best move is clear.
    pub target: f64,
    /// Seconds it must never exceed.
    pub max: f64,
}

impl Budget {
    /// Exactly `seconds`, unless the playouts run out first: a deadline, not a target.
    pub fn deadline(seconds: f64) -> Budget {
        Budget {
            min: seconds,
            target: seconds,
            max: seconds,
        }
    }
}

/// Both players' clocks under one time control.
#[derive(Debug, Clone, PartialEq)]
pub struct Clock {
    control: TimeControl,
    left: [TimeLeft; 2],
}

impl Default for Clock {
    fn default() -> Clock {
        Clock::new(TimeControl::Unlimited)
    }
}

impl Clock {
    /// Fresh clocks: both players start with the whole main time. A byo-yomi without time
    /// or without stones (or periods) is no byo-yomi: the control becomes absolute time.
    ///
    /// GTP's `kgs-time_settings` maps one to one: `none` is [`TimeControl::Unlimited`],
    /// `absolute`, `canadian` and `byoyomi` the variants of the same names.
    pub fn new(control: TimeControl) -> Clock {
        let control = match control {
            TimeControl::Canadian { main, period, stones } if period <= 0.0 || stones == 0 => {
                TimeControl::Absolute { main }
            }
            TimeControl::Byoyomi { main, period, periods } if period <= 0.0 || periods == 0 => {
                TimeControl::Absolute { main }
            }
            control => control,
        };
        let start = match control {
            TimeControl::Unlimited => TimeLeft {
                seconds: 0.0,
                stones: 0,
            },
            TimeControl::Absolute { main } => TimeLeft {
                seconds: main,
                stones: 0,
            },
            TimeControl::Canadian { main, period, stones }
            | TimeControl::Byoyomi {
                main,
                period,
                periods: stones,
            } => {
                if main > 0.0 {
                    TimeLeft {
                        seconds: main,
                        stones: 0,
                    }
                } else {
                    TimeLeft {
                        seconds: period,
                        stones,
                    }
                }
            }
        };
        Clock {
            control,
            left: [start; 2],
        }
    }

    /// Clocks from GTP's `time_settings main_time byo_yomi_time byo_yomi_stones`:
    /// byo-yomi time with 0 stones means no limit, byo-yomi time 0 means absolute time,
    /// otherwise Canadian byo-yomi.
    pub fn from_time_settings(main: f64, byo_yomi: f64, stones: u32) -> Clock {
        let control = if byo_yomi > 0.0 && stones == 0 {
            TimeControl::Unlimited
        } else if byo_yomi <= 0.0 {
            TimeControl::Absolute { main }
        } else {
            TimeControl::Canadian {
                main,
                period: byo_yomi,
                stones,
            }
        };
        Clock::new(control)
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// What `colour` has left.
    pub fn time_left(&self, colour: Color) -> TimeLeft {
        self.left[colour.index()]
    }

    /// Records GTP's `time_left colour seconds stones`.
    pub fn set_time_left(&mut self, colour: Color, seconds: f64, stones: u32) {
        self.left[colour.index()] = TimeLeft { seconds, stones };
    }

    /// Takes `seconds` spent on one move off `colour`'s clock, entering and renewing
    /// byo-yomi periods as the time system does. For controllers that send no
    /// `time_left`: call it after each move with the time the move took.
    pub fn spend(&mut self, colour: Color, seconds: f64) {
        let left = &mut self.left[colour.index()];
        let (period, stones) = match self.control {
            TimeControl::Unlimited => return,
            TimeControl::Absolute { .. } => {
                left.seconds -= seconds;
                return;
            }
            TimeControl::Canadian { period, stones, .. } => (period, stones),
            TimeControl::Byoyomi { period, periods, .. } => (period, periods),
        };
        let fresh_period = TimeLeft {
            seconds: period,
            stones,
        };
        let mut spent = seconds;
        if left.stones == 0 {
            if spent <= left.seconds {
                left.seconds -= spent;
                return;
            }
            spent -= left.seconds;
            *left = fresh_period;
        }
        if matches!(self.control, TimeControl::Canadian { .. }) {
            left.seconds -= spent;
            left.stones -= 1;
            if left.stones == 0 {
                *left = fresh_period;
            }
        } else {
            let lost = (spent / period).floor() as u32;
            left.stones = left.stones.saturating_sub(lost).max(1);
            left.seconds = period;
        }
    }

    /// The longest `colour`'s next move may take before the clock runs out, or `None`
    /// without a time limit: in main time, what is left of it plus all that byo-yomi
    /// allows one move (a Canadian period, or every Japanese period); in byo-yomi, what is
    /// left of the Canadian period, or the Japanese periods left.
    pub fn allowance(&self, colour: Color) -> Option<f64> {
        let left = self.time_left(colour);
        Some(match self.control {
            TimeControl::Unlimited => return None,
            TimeControl::Absolute { .. } => left.seconds,
            TimeControl::Canadian { period, .. } if left.stones == 0 => left.seconds + period,
            TimeControl::Canadian { .. } => left.seconds,
            TimeControl::Byoyomi { period, periods, .. } if left.stones == 0 => {
                left.seconds + period * f64::from(periods)
            }
            TimeControl::Byoyomi { period, .. } => period * f64::from(left.stones),
        })
    }

    /// The longest `colour`'s next move may take without losing the game or a byo-yomi
    /// period, or `None` without a time limit: in main time, what is left of it plus one
    /// period; in byo-yomi, what is left of the period.
    fn limit(&self, colour: Color) -> Option<f64> {
        let left = self.time_left(colour);
        Some(match self.control {
            TimeControl::Unlimited => return None,
            TimeControl::Absolute { .. } => left.seconds,
            TimeControl::Canadian { period, .. } | TimeControl::Byoyomi { period, .. } if left.stones == 0 => {
                left.seconds + period
            }
            TimeControl::Canadian { .. } | TimeControl::Byoyomi { .. } => left.seconds,
        })
    }

    /// The budget for `colour`'s next move on a board of `size` with `empty_points`
    /// empty points, or `None` without a time limit, by the time manager's `params`.
    pub fn budget(&self, params: &Params, colour: Color, size: usize, empty_points: usize) -> Option<Budget> {
        let left = self.time_left(colour);
        let lag = params.lag_margin;
        let share = pace::share(params, size, empty_points);
        let main_share = |byo_share: f64| {
            let available = left.seconds - lag;
            let target = available * share + byo_share;
            (target, (params.max_over_target * target).min(available + byo_share))
        };
        let (target, max) = match self.control {
            TimeControl::Unlimited => return None,
            TimeControl::Absolute { .. } => main_share(0.0),
            TimeControl::Canadian { period, stones, .. } if left.stones == 0 => {
                main_share((period - lag) / stones as f64)
            }
            TimeControl::Canadian { .. } => {
                let stones = left.stones as f64;
                let available = left.seconds - lag * stones;
                (
                    available / stones,
                    (params.period_max_over_target * available / stones).min(available),
                )
            }
            TimeControl::Byoyomi { period, .. } if left.stones == 0 => main_share(period - lag),
            TimeControl::Byoyomi { .. } => (left.seconds - lag, left.seconds - lag),
        };
        let limit = self.limit(colour)?.max(0.0);
        let target = target.max(params.min_budget).min(limit);
        Some(Budget {
            min: 0.0,
            target,
            max: max.max(target).min(limit),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn near(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn absolute_time_is_shared_over_the_moves_left() {
        let clock = Clock::from_time_settings(300.0, 0.0, 0);
        let budget = clock.budget(&Params::default(), Color::Black, 9, 81).unwrap();
        assert!(near(budget.target, 299.5 / 16.2));
        assert!(near(budget.max, 3.0 * 299.5 / 16.2));
        // Late in the game, the floor of moves left keeps a reserve.
        let budget = clock.budget(&Params::default(), Color::Black, 9, 3).unwrap();
        assert!(near(budget.target, 299.5 / Params::default().min_moves_left));
    }

    /// The clocks of a 19x19 game under each time system: 30 minutes sudden death; 10
    /// minutes and Canadian byo-yomi of 5 minutes for 25 stones; 10 minutes and five
    /// Japanese periods of 30 seconds.
    fn clocks_19x19() -> [Clock; 3] {
        [
            Clock::from_time_settings(1800.0, 0.0, 0),
            Clock::from_time_settings(600.0, 300.0, 25),
            Clock::new(TimeControl::Byoyomi {
                main: 600.0,
                period: 30.0,
                periods: 5,
            }),
        ]
    }

    /// Plays Black's side of a 19x19 game of `own_moves` moves on `clock`, two stones an
    /// own move, the `k`th move taking `take(k, budget)`; returns the budgets with the
    /// clock before each move.
    fn play_19x19(clock: &mut Clock, own_moves: usize, take: impl Fn(usize, &Budget) -> f64) -> Vec<(Clock, Budget)> {
        (0..own_moves)
            .map(|k| {
                let empty = 361usize.saturating_sub(2 * k);
                let before = clock.clone();
                let budget = clock.budget(&Params::default(), Color::Black, 19, empty).unwrap();
                clock.spend(Color::Black, take(k, &budget));
                (before, budget)
            })
            .collect()
    }

    #[test]
    fn on_19x19_the_middle_game_gets_more_than_the_opening_and_the_endgame() {
        // The expected game, a quarter of the board left empty at the end: 135 own moves,
        // each taking its target. Main time is shared by the game's phases; the
        // byo-yomi's share of a move comes on top, so the shape shows where main time
        // is the greater part: 30 minutes sudden death, or 20 minutes and 30 seconds for
        // ten stones.
        for mut clock in [clocks_19x19()[0].clone(), Clock::from_time_settings(1200.0, 30.0, 10)] {
            let targets: Vec<f64> = play_19x19(&mut clock, 135, |_, b| b.target)
                .iter()
                .map(|(_, b)| b.target)
                .collect();
            let (opening, middle, endgame) = (targets[5], targets[54], targets[125]);
            let context = format!("{:?}: {opening:.2} {middle:.2} {endgame:.2} s", clock.control());
            assert!(middle > 1.3 * opening && middle > 1.3 * endgame, "{context}");
            println!("{context}");
        }
    }

    #[test]
    fn in_main_time_every_move_gets_at_least_the_byo_yomi_share() {
        for mut clock in clocks_19x19().into_iter().skip(1) {
            let share = match clock.control() {
                TimeControl::Canadian { period, stones, .. } => (period - 0.5) / f64::from(stones),
                TimeControl::Byoyomi { period, .. } => period - 0.5,
                _ => unreachable!(),
            };
            for (before, budget) in play_19x19(&mut clock, 135, |_, b| b.target) {
                if before.time_left(Color::Black).stones == 0 {
                    assert!(budget.target >= share, "{before:?}: {budget:?}");
                }
            }
        }
    }

    #[test]
    fn on_9x9_the_opening_gets_the_most() {
        let mut clock = Clock::from_time_settings(60.0, 0.0, 0);
        let targets: Vec<f64> = (0..30)
            .map(|k| {
                let budget = clock.budget(&Params::default(), Color::Black, 9, 81 - 2 * k).unwrap();
                clock.spend(Color::Black, budget.target);
                budget.target
            })
            .collect();
        assert!(targets.windows(2).all(|pair| pair[0] >= pair[1]), "{targets:?}");
    }

    #[test]
    fn no_move_of_a_19x19_game_overruns_the_clock() {
        // One move in three unclear, so taking its max, the others their target, and
        // every move 0.1 s more for the controller and the process; the game goes on
        // past its expected end, without a loss on time or of a period, and every max
        // keeps the lag margin in hand.
        let lag = Params::default().lag_margin;
        let take = |k: usize, b: &Budget| if k % 3 == 2 { b.max } else { b.target } + 0.1;
        for mut clock in clocks_19x19() {
            for (before, budget) in play_19x19(&mut clock, 180, take) {
                let left = before.time_left(Color::Black);
                let context = format!("{:?}, {left:?}: {budget:?}", before.control());
                assert!(budget.min <= budget.target && budget.target <= budget.max, "{context}");
                assert!(budget.max + lag <= before.limit(Color::Black).unwrap(), "{context}");
            }
            let left = clock.time_left(Color::Black);
            let context = format!("{:?} after 180 moves: {left:?}", clock.control());
            assert!(left.seconds > 0.0, "{context}");
            if let TimeControl::Byoyomi { periods, .. } = clock.control() {
                assert_eq!(left.stones, periods, "{context}: a period lost");
            }
            println!("{context}");
        }
    }

    #[test]
    fn each_clock_kind_at_moments_of_a_19x19_game() {
        let params = Params::default();
        let [mut absolute, mut canadian, mut japanese] = clocks_19x19();
        let budget = |clock: &Clock, empty| clock.budget(&params, Color::Black, 19, empty).unwrap();
        // Sudden death: the opening's first move, a middle-game move with 20 minutes
        // left, an endgame move with 5, the last seconds.
        let opening = budget(&absolute, 361);
        assert!(near(opening.target, 1799.5 * pace::share(&params, 19, 361)));
        assert!(near(opening.max, 3.0 * opening.target));
        absolute.set_time_left(Color::Black, 1200.0, 0);
        let middle = budget(&absolute, 250);
        absolute.set_time_left(Color::Black, 90.0, 0);
        let endgame = budget(&absolute, 110);
        assert!(middle.target > 2.0 * opening.target && middle.target > 2.0 * endgame.target);
        assert!(endgame.target < 89.5 / 40.0, "a reserve of 40 moves and more");
        absolute.set_time_left(Color::Black, 2.0, 0);
        let last = budget(&absolute, 150);
        assert!(last.max <= 1.5 && last.target >= params.min_budget, "{last:?}");
        absolute.set_time_left(Color::Black, 0.02, 0);
        assert!(budget(&absolute, 150).max <= 0.02, "never past the clock");
        // Canadian: main time gets its share plus a stone's share of a period; the last
        // seconds of main time may run into the period, by a stone's share; in the
        // period, its time is shared over its stones.
        let opening = budget(&canadian, 361);
        let stone = (300.0 - 0.5) / 25.0;
        assert!(near(opening.target, 599.5 * pace::share(&params, 19, 361) + stone));
        canadian.set_time_left(Color::Black, 3.0, 0);
        let last = budget(&canadian, 150);
        assert!(last.target > stone && near(last.max, 2.5 + stone), "{last:?}");
        canadian.set_time_left(Color::Black, 40.0, 7);
        let period = budget(&canadian, 150);
        assert!(near(period.target, (40.0 - 3.5) / 7.0) && near(period.max, 2.0 * period.target));
        canadian.set_time_left(Color::Black, 3.0, 1);
        assert!(near(budget(&canadian, 150).max, 2.5), "the period's last stone");
        // Japanese: main time gets its share plus a whole period; in the periods, one
        // period a move, whatever is left of the others.
        let opening = budget(&japanese, 361);
        assert!(near(opening.target, 599.5 * pace::share(&params, 19, 361) + 29.5));
        japanese.set_time_left(Color::Black, 3.0, 0);
        let last = budget(&japanese, 150);
        assert!(last.target > 29.5 && near(last.max, 2.5 + 29.5), "{last:?}");
        japanese.set_time_left(Color::Black, 30.0, 3);
        let period = budget(&japanese, 150);
        assert!(near(period.target, 29.5) && near(period.max, 29.5), "{period:?}");
        japanese.set_time_left(Color::Black, 30.0, 1);
        assert!(near(budget(&japanese, 150).max, 29.5), "the last period");
    }

    #[test]
    fn canadian_byo_yomi_shares_the_period_over_its_stones() {
        let mut clock = Clock::from_time_settings(0.0, 30.0, 5);
        let budget = clock.budget(&Params::default(), Color::White, 9, 81).unwrap();
        assert!(near(budget.target, (30.0 - 2.5) / 5.0));
        assert!(budget.max <= 30.0 - 2.5);
        clock.spend(Color::White, 10.0);
        assert_eq!(
            clock.time_left(Color::White),
            TimeLeft {
                seconds: 20.0,
                stones: 4
            }
        );
        for _ in 0..4 {
            clock.spend(Color::White, 1.0);
        }
        assert_eq!(
            clock.time_left(Color::White),
            TimeLeft {
                seconds: 30.0,
                stones: 5
            }
        );
    }

    #[test]
    fn main_time_runs_into_byo_yomi() {
        let mut clock = Clock::new(TimeControl::Byoyomi {
            main: 10.0,
            period: 5.0,
            periods: 3,
        });
        let budget = clock.budget(&Params::default(), Color::Black, 9, 81).unwrap();
        assert!(near(budget.target, 9.5 / 16.2 + 4.5));
        assert!(budget.max <= 9.5 + 4.5);
        clock.spend(Color::Black, 12.0);
        assert_eq!(
            clock.time_left(Color::Black),
            TimeLeft {
                seconds: 5.0,
                stones: 3
            }
        );
        let budget = clock.budget(&Params::default(), Color::Black, 9, 60).unwrap();
        assert!(near(budget.target, 4.5) && near(budget.max, 4.5));
        clock.set_time_left(Color::Black, 0.2, 1);
        assert!(near(
            clock.budget(&Params::default(), Color::Black, 9, 60).unwrap().target,
            Params::default().min_budget
        ));
    }

    #[test]
    fn byo_yomi_without_stones_or_periods_is_absolute_time() {
        let canadian = TimeControl::Canadian {
            main: 60.0,
            period: 30.0,
            stones: 0,
        };
        assert_eq!(Clock::new(canadian).control(), TimeControl::Absolute { main: 60.0 });
        let byoyomi = TimeControl::Byoyomi {
            main: 60.0,
            period: 0.0,
            periods: 3,
        };
        let clock = Clock::new(byoyomi);
        assert_eq!(clock.control(), TimeControl::Absolute { main: 60.0 });
        assert!(clock.budget(&Params::default(), Color::Black, 9, 81).unwrap().max < 60.0);
    }

    #[test]
    fn no_limit_means_no_budget() {
        assert_eq!(
            Clock::from_time_settings(0.0, 1.0, 0).budget(&Params::default(), Color::Black, 9, 81),
            None
        );
        assert_eq!(Clock::default().budget(&Params::default(), Color::Black, 9, 81), None);
    }

    #[test]
    fn allowance_is_what_the_next_move_may_take() {
        assert_eq!(Clock::default().allowance(Color::Black), None);
        let mut canadian = Clock::from_time_settings(10.0, 5.0, 2);
        assert_eq!(canadian.allowance(Color::Black), Some(15.0));
        canadian.spend(Color::Black, 12.0);
        assert_eq!(
            canadian.time_left(Color::Black),
            TimeLeft {
                seconds: 3.0,
                stones: 1
            }
        );
        assert_eq!(canadian.allowance(Color::Black), Some(3.0));
        let mut absolute = Clock::from_time_settings(10.0, 0.0, 0);
        absolute.spend(Color::White, 9.5);
        assert_eq!(absolute.allowance(Color::White), Some(0.5));
        let japanese = Clock::new(TimeControl::Byoyomi {
            main: 0.0,
            period: 2.0,
            periods: 3,
        });
        assert_eq!(japanese.allowance(Color::Black), Some(6.0));
    }
}

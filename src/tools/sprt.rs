//! The sequential probability ratio test that decides a `sente match` (`--sprt`): after
//! each game, the log-likelihood ratio (LLR) of H1, "engine A is `elo1` Elo stronger than
//! engine B", against H0, "it is `elo0` Elo stronger", from engine A's wins, draws and
//! losses so far. The match stops when the LLR leaves the bounds `ln(beta / (1 - alpha))`
//! and `ln((1 - beta) / alpha)`: below, H0 is accepted; above, H1. `alpha` is the chance
//! of accepting H1 when H0 holds, `beta` that of accepting H0 when H1 holds.
//!
//! The test is fishtest's trinomial generalized SPRT with the logistic Elo model
//! (`LLR_logistic` in its `LLRcalc.py`): an Elo difference `e` means an expected score of
//! `1 / (1 + 10^(-e / 400))`; under each hypothesis the win, draw and loss probabilities
//! are the maximum-likelihood ones with that expected score given the games, and the LLR
//! is the log of the games' likelihood under H1's over H0's. An outcome that has not
//! happened yet counts as 0.001 of a game, as fishtest's `regularize` does, so that its
//! probability is never 0.
//!
//! Not fishtest's faster approximation from the games' mean score and variance
//! (`LLR_alt2`): with the variance near 0 while every game so far has had the same
//! result, it accepts H1 after a single win. fishtest never meets that, for it tests
//! batches of hundreds of games; a match tests after every game. Without draws the test is
//! Wald's SPRT on engine A's wins and losses.

use std::fmt;

/// The expected score of a player `elo` Elo stronger than its opponent: `1 / (1 +
/// 10^(-elo / 400))`.
fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The weight of an outcome that has not happened yet (fishtest's `regularize`).
const UNSEEN: f64 = 1e-3;

/// Bisection steps of the maximum-likelihood solve: the interval, at most `1 / (s (1 - s))`
/// wide, halves to below 1e-15 of it.
const BISECTIONS: usize = 100;

/// Engine A's results over the games with a result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tally {
    /// Games engine A won.
    pub wins: usize,
    /// Games drawn (a jigo).
    pub draws: usize,
    /// Games engine A lost.
    pub losses: usize,
}

impl Tally {
    /// The games counted.
    pub fn games(&self) -> usize {
        self.wins + self.draws + self.losses
    }
}

/// A hypothesis the test can accept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hypothesis {
    /// H0: engine A is `elo0` Elo stronger than engine B (or less).
    Null,
    /// H1: engine A is `elo1` Elo stronger than engine B (or more).
    Alternative,
}

/// A sequential probability ratio test of engine A's Elo over engine B's, as `--sprt
/// ELO0,ELO1[,ALPHA,BETA]` gives it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sprt {
    /// H0's Elo difference.
    pub elo0: f64,
    /// H1's Elo difference, above `elo0`.
    pub elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    pub beta: f64,
}

/// Error rates when `--sprt` gives none.
const DEFAULT_ERROR: f64 = 0.05;

impl Sprt {
    /// Reads `ELO0,ELO1` or `ELO0,ELO1,ALPHA,BETA` (alpha and beta 0.05 when not given),
    /// checking that `elo0 < elo1` and that alpha and beta are rates whose sum is below 1.
    pub fn parse(text: &str) -> Result<Sprt, String> {
        let numbers = text
            .split(',')
            .map(|word| {
                word.trim()
                    .parse::<f64>()
                    .ok()
                    .filter(|n| n.is_finite())
                    .ok_or_else(|| format!("'{word}' is not a number"))
            })
            .collect::<Result<Vec<f64>, String>>()?;
        let sprt = match numbers[..] {
            [elo0, elo1] => Sprt {
                elo0,
                elo1,
                alpha: DEFAULT_ERROR,
                beta: DEFAULT_ERROR,
            },
            [elo0, elo1, alpha, beta] => Sprt {
                elo0,
                elo1,
                alpha,
                beta,
            },
            _ => return Err("expected ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA".to_string()),
        };
        if sprt.elo0 >= sprt.elo1 {
            return Err(format!("elo0 ({}) must be below elo1 ({})", sprt.elo0, sprt.elo1));
        }
        let rate = |r: f64| r > 0.0 && r < 1.0;
        if !rate(sprt.alpha) || !rate(sprt.beta) || sprt.alpha + sprt.beta >= 1.0 {
            return Err(format!(
                "alpha ({}) and beta ({}) must be between 0 and 1, their sum below 1",
                sprt.alpha, sprt.beta
            ));
        }
        Ok(sprt)
    }

    /// The LLR's lower and upper bounds: `ln(beta / (1 - alpha))` and `ln((1 - beta) /
    /// alpha)`.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of H1 against H0 given `tally`; 0 before any game.
    pub fn llr(&self, tally: Tally) -> f64 {
        if tally.games() == 0 {
            return 0.0;
        }
        let counts = [tally.losses, tally.draws, tally.wins].map(|n| if n == 0 { UNSEEN } else { n as f64 });
        let n: f64 = counts.iter().sum();
        let observed = counts.map(|count| count / n);
        let h0 = most_likely(observed, expected_score(self.elo0));
        let h1 = most_likely(observed, expected_score(self.elo1));
        n * (0..3).map(|i| observed[i] * (h1[i] / h0[i]).ln()).sum::<f64>()
    }

    /// The hypothesis accepted after `tally`, if the LLR has left the bounds.
    pub fn decide(&self, tally: Tally) -> Option<Hypothesis> {
        let llr = self.llr(tally);
        let (lower, upper) = self.bounds();
        if llr <= lower {
            Some(Hypothesis::Null)
        } else if llr >= upper {
            Some(Hypothesis::Alternative)
        } else {
            None
        }
    }

    /// The LLR and its bounds for the progress bar: `LLR 1.23 [-2.94, 2.94]`.
    pub fn progress(&self, tally: Tally) -> String {
        let (lower, upper) = self.bounds();
        format!("LLR {:.2} [{lower:.2}, {upper:.2}]", self.llr(tally))
    }

    /// What the test says after `tally`: its settings, LLR and bounds, and the hypothesis
    /// accepted, or that none was when the match ended (`ended`: why it did).
    pub fn report(&self, tally: Tally, ended: &str) -> Report {
        Report {
            sprt: *self,
            tally,
            ended: ended.to_string(),
        }
    }
}

/// The test's line in a match's summary, [`Sprt::report`]'s.
#[derive(Debug, Clone)]
pub struct Report {
    sprt: Sprt,
    tally: Tally,
    ended: String,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        } = self.sprt;
        let (lower, upper) = self.sprt.bounds();
        write!(
            f,
            "SPRT elo0 {elo0} elo1 {elo1} (alpha {alpha}, beta {beta}): LLR {:.2}, bounds [{lower:.2}, {upper:.2}]: ",
            self.sprt.llr(self.tally)
        )?;
        match self.sprt.decide(self.tally) {
            Some(Hypothesis::Null) => write!(
                f,
                "H0 accepted: engine A is less than {elo1} Elo stronger than engine B"
            ),
            Some(Hypothesis::Alternative) => {
                write!(
                    f,
                    "H1 accepted: engine A is more than {elo0} Elo stronger than engine B"
                )
            }
            None => write!(f, "inconclusive {}", self.ended),
        }
    }
}

/// The win, draw and loss probabilities (in that order: loss, draw, win) closest in
/// likelihood to `observed` whose expected score is `score`: `observed[i] / (1 + x (a_i -
/// score))` with `a` the outcomes' scores (0, 1/2, 1) and `x` the root of `sum_i
/// observed[i] (a_i - score) / (1 + x (a_i - score)) = 0` (fishtest's `MLE_expected` and
/// `secular`), found by bisection: the sum falls as `x` grows, from +infinity at `-1 / (1
/// - score)` to -infinity at `1 / score`.
fn most_likely(observed: [f64; 3], score: f64) -> [f64; 3] {
    let offsets = [0.0, 0.5, 1.0].map(|a| a - score);
    let secular = |x: f64| {
        (0..3)
            .map(|i| observed[i] * offsets[i] / (1.0 + x * offsets[i]))
            .sum::<f64>()
    };
    let (mut low, mut high) = (-1.0 / (1.0 - score), 1.0 / score);
    for _ in 0..BISECTIONS {
        let middle = 0.5 * (low + high);
        if secular(middle) > 0.0 {
            low = middle;
        } else {
            high = middle;
        }
    }
    let x = 0.5 * (low + high);
    [0, 1, 2].map(|i| observed[i] / (1.0 + x * offsets[i]))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Elo difference whose expected score is 3/4: `400 log10(3)`, as `1 / (1 +
    /// 10^(-log10 3)) = 1 / (1 + 1/3) = 3/4`.
    fn three_quarters() -> f64 {
        400.0 * 3f64.log10()
    }

    fn tally(wins: usize, draws: usize, losses: usize) -> Tally {
        Tally { wins, draws, losses }
    }

    fn sprt(elo0: f64, elo1: f64) -> Sprt {
        Sprt {
            elo0,
            elo1,
            alpha: 0.05,
            beta: 0.05,
        }
    }

    #[test]
    fn the_llr_of_a_tally_with_draws_is_the_one_computed_by_hand() {
        // 3 wins, 2 draws, 1 loss: observed (loss, draw, win) = (1/6, 2/6, 3/6).
        // H0, score 1/2: offsets (-1/2, 0, 1/2); the secular equation
        //   (1/6)(-1/2)/(1 - x/2) + (3/6)(1/2)/(1 + x/2) = 0  =>  3 (1 - x/2) = 1 + x/2  =>  x = 1,
        // so H0's probabilities are (1/6)/(1/2), (2/6)/1, (3/6)/(3/2) = (1/3, 1/3, 1/3).
        // H1, score 3/4: offsets (-3/4, -1/4, 1/4); with u = x/4, times 24:
        //   -3/(1 - 3u) - 2/(1 - u) + 3/(1 + u) = 0  =>  18u² - 8u - 2 = 0  =>  u = (2 - √13)/9
        //   = -0.178395 (the other root, 0.6228, is outside x < 1/score = 4/3),
        // so H1's are (1/6)/1.535184 = 0.108565, (2/6)/1.178395 = 0.282871, (3/6)/0.821605 = 0.608565.
        // LLR = 6 Σ observed ln(H1/H0) = ln(3·0.108565) + 2 ln(3·0.282871) + 3 ln(3·0.608565)
        //     = -1.121797 + 2·(-0.164153) + 3·0.601960 = 0.355777.
        let llr = sprt(0.0, three_quarters()).llr(tally(3, 2, 1));
        assert!((llr - 0.355777).abs() < 1e-5, "{llr}");
    }

    #[test]
    fn without_draws_the_llr_is_walds_on_wins_and_losses() {
        // 20 wins, 10 losses, H0 score 1/2, H1 score 3/4: 20 ln(0.75/0.5) + 10 ln(0.25/0.5)
        // = 20·0.405465 - 10·0.693147 = 1.177830; the unseen draw's 0.001 of a game moves it
        // by about 1e-4.
        let llr = sprt(0.0, three_quarters()).llr(tally(20, 0, 10));
        assert!((llr - 1.17783).abs() < 1e-3, "{llr}");
    }

    #[test]
    fn a_single_win_decides_nothing() {
        // H1 at 35 Elo: score 1 / (1 + 10^(-35/400)) = 0.550199; one win is worth
        // ln(0.550199 / 0.5) = 0.095672, one loss ln(0.449801 / 0.5) = -0.105803.
        let test = sprt(0.0, 35.0);
        let win = test.llr(tally(1, 0, 0));
        assert!((win - 0.09567).abs() < 1e-3, "{win}");
        let loss = test.llr(tally(0, 0, 1));
        assert!((loss + 0.10580).abs() < 1e-3, "{loss}");
        assert_eq!(test.decide(tally(1, 0, 0)), None);
        assert_eq!(test.llr(Tally::default()), 0.0);
    }

    #[test]
    fn the_test_stops_when_the_llr_leaves_its_bounds() {
        // 31 wins in a row: about 31 · 0.095672 = 2.966 > ln 19 = 2.944; 30 are 2.870.
        let test = sprt(0.0, 35.0);
        assert_eq!(test.decide(tally(30, 0, 0)), None);
        assert_eq!(test.decide(tally(31, 0, 0)), Some(Hypothesis::Alternative));
        // 28 losses: 28 · -0.105803 = -2.962 < -2.944.
        assert_eq!(test.decide(tally(0, 0, 27)), None);
        assert_eq!(test.decide(tally(0, 0, 28)), Some(Hypothesis::Null));
    }

    #[test]
    fn the_bounds_come_from_alpha_and_beta() {
        // ln(0.05 / 0.95) = -ln 19 = -2.944439; ln(0.95 / 0.05) = ln 19.
        let (lower, upper) = sprt(0.0, 5.0).bounds();
        assert!((lower + 2.944439).abs() < 1e-6 && (upper - 2.944439).abs() < 1e-6);
        // alpha 0.05, beta 0.1: ln(0.1 / 0.95) = -2.251292; ln(0.9 / 0.05) = ln 18 = 2.890372.
        let (lower, upper) = Sprt::parse("0,5,0.05,0.1").expect("valid").bounds();
        assert!((lower + 2.251292).abs() < 1e-6 && (upper - 2.890372).abs() < 1e-6);
    }

    #[test]
    fn the_flag_reads_elo_and_error_rates() {
        assert_eq!(Sprt::parse("0,35"), Ok(sprt(0.0, 35.0)));
        assert_eq!(Sprt::parse("-10, 10").map(|s| (s.elo0, s.elo1)), Ok((-10.0, 10.0)));
        assert_eq!(Sprt::parse("0,35,0.1,0.2").map(|s| (s.alpha, s.beta)), Ok((0.1, 0.2)));
        for bad in ["35", "0,35,0.1", "10,0", "0,x", "0,35,0,0.1", "0,35,0.5,0.5", "0,inf"] {
            assert!(Sprt::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_report_names_the_accepted_hypothesis() {
        let test = sprt(0.0, 35.0);
        assert_eq!(
            test.report(tally(31, 0, 0), "at the game cap").to_string(),
            "SPRT elo0 0 elo1 35 (alpha 0.05, beta 0.05): LLR 2.97, bounds [-2.94, 2.94]: \
             H1 accepted: engine A is more than 0 Elo stronger than engine B"
        );
        assert!(test
            .report(tally(0, 0, 28), "")
            .to_string()
            .ends_with("H0 accepted: engine A is less than 35 Elo stronger than engine B"));
        assert!(test
            .report(tally(3, 0, 2), "at the game cap")
            .to_string()
            .ends_with("inconclusive at the game cap"));
        assert_eq!(test.progress(tally(1, 0, 0)), "LLR 0.10 [-2.94, 2.94]");
    }
}

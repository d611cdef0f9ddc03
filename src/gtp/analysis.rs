//! Live analysis as Leela Zero and KataGo report it, the convention Sabaki and Lizzie read:
//! `lz-analyze` and `kata-analyze` search until the next line of input and print one
//! `info` line every interval; `lz-genmove_analyze` and `kata-genmove_analyze` do the
//! same while generating a move, then print `play VERTEX`.
//!
//! Every value is for the player whose move is analysed. sente has no policy network:
//! `prior` is the move's learned probability (its share of the move strengths of the
//! position, which sum to 1 over the candidate moves, the pass included), and `scoreLead`
//! (with `scoreMean`, its old name) is the average final area margin, komi included, of the
//! playouts through the move (the whole search's while the move has none).

use super::command::{parse_colour, parse_int, Args};
use super::error::GtpError;
use super::handler::{Live, Reply};
use super::state::EngineState;
use crate::board::{vertex, Color};
use crate::search::limits::DEFAULT_REPORT_INTERVAL;
use crate::search::SearchResult;
use std::fmt::Write;
use std::time::Duration;

/// Whose output format: Leela Zero's integers or KataGo's floats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// `lz-`: win rates, priors and bounds as integers 0-10000.
    Leela,
    /// `kata-`: floats 0-1, score fields, and the ownership map on request.
    Kata,
}

/// What an analysis command asked for.
#[derive(Debug, Clone, PartialEq)]
pub struct Request {
    /// The output format.
    pub format: Format,
    /// The player whose move to analyse; the player to move if not given.
    pub colour: Option<Color>,
    /// How often to print an `info` line; `None` (interval 0) prints none.
    pub interval: Option<Duration>,
    /// Report at least this many moves, unvisited ones too if need be.
    pub min_moves: usize,
    /// Report at most this many moves.
    pub max_moves: usize,
    /// Append the ownership map (`kata-analyze ... ownership true`).
    pub ownership: bool,
}

impl Request {
    /// Reads `[colour] [interval] [interval N] [minmoves N] [maxmoves N]` and, for KataGo's
    /// format, `[ownership true|false]`, in any order after the colour.
    pub fn parse(format: Format, args: &mut Args) -> Result<Request, GtpError> {
        let mut request = Request {
            format,
            colour: None,
            interval: Some(DEFAULT_REPORT_INTERVAL),
            min_moves: 0,
            max_moves: usize::MAX,
            ownership: false,
        };
        let words = args.rest();
        let mut words = words.iter().map(String::as_str).peekable();
        if let Some(colour) = words.peek().and_then(|word| parse_colour(word).ok()) {
            request.colour = Some(colour);
            words.next();
        }
        if let Some(centiseconds) = words.peek().and_then(|word| parse_int(word)) {
            request.interval = interval(centiseconds);
            words.next();
        }
        while let Some(key) = words.next() {
            let value = words
                .next()
                .ok_or_else(|| GtpError::syntax(format!("missing value after '{key}'")))?;
            let count = || {
                parse_int(value)
                    .ok_or_else(|| GtpError::extension(format!("{key} must be a non-negative integer, not '{value}'")))
            };
            match key {
                "interval" => request.interval = interval(count()?),
                "minmoves" => request.min_moves = count()? as usize,
                "maxmoves" => request.max_moves = count()? as usize,
                "ownership" if format == Format::Kata => {
                    request.ownership = match value {
                        "true" => true,
                        "false" => false,
                        _ => {
                            return Err(GtpError::extension(format!(
                                "ownership must be true or false, not '{value}'"
                            )))
                        }
                    }
                }
                _ => {
                    let keys = match format {
                        Format::Leela => "interval, minmoves or maxmoves",
                        Format::Kata => "interval, minmoves, maxmoves or ownership",
                    };
                    return Err(GtpError::extension(format!(
                        "unknown analysis option '{key}': expected {keys}"
                    )));
                }
            }
        }
        Ok(request)
    }

    /// The `info` line of a snapshot of the search for the player to move in a
    /// `size`x`size` game: the visited moves, most visited first, as many as
    /// `min_moves` and `max_moves` allow; then the ownership map if asked for.
    pub fn info(&self, result: &SearchResult, size: usize) -> String {
        let visited = result.children.iter().filter(|child| child.visits > 0).count();
        let count = visited.max(self.min_moves).min(self.max_moves);
        let mut line = String::new();
        for (order, child) in result.children.iter().take(count).enumerate() {
            let vertex = vertex::format(size, child.point);
            let _ = write!(line, "info move {vertex} visits {}", child.visits);
            match self.format {
                Format::Leela => {
                    let _ = write!(
                        line,
                        " winrate {} prior {} lcb {}",
                        per_10000(child.win_rate),
                        per_10000(child.prior),
                        per_10000(child.lcb)
                    );
                }
                Format::Kata => {
                    let lead = child.score_lead;
                    let _ = write!(
                        line,
                        " winrate {:.6} scoreMean {lead:.3} scoreLead {lead:.3} prior {:.6} lcb {:.6}",
                        child.win_rate, child.prior, child.lcb
                    );
                }
            }
            let _ = write!(line, " order {order} pv");
            for &point in &child.pv {
                let _ = write!(line, " {}", vertex::format(size, point));
            }
            line.push(' ');
        }
        if self.ownership {
            line += "ownership";
            for value in ownership_from_top(result) {
                let _ = write!(line, " {value:.3}");
            }
        }
        line.trim_end().to_string()
    }
}

/// An interval of `centiseconds`, `None` for 0 (no output).
fn interval(centiseconds: u32) -> Option<Duration> {
    (centiseconds > 0).then(|| Duration::from_millis(10 * u64::from(centiseconds)))
}

/// A rate 0-1 as an integer 0-10000.
fn per_10000(rate: f64) -> u32 {
    (rate.clamp(0.0, 1.0) * 10_000.0).round() as u32
}

/// The ownership estimate of `result` for its player (+1 theirs), in KataGo's order: rows
/// from the top, each from left to right.
fn ownership_from_top(result: &SearchResult) -> impl Iterator<Item = f32> + '_ {
    (0..result.ownership.size())
        .rev()
        .flat_map(move |row| result.ownership.row(row).map(|own| result.colour.from_black(own)))
}

/// `lz-analyze [colour] [interval] [options]`: Leela Zero's live analysis.
pub fn lz_analyze(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    analyze(state, live, Request::parse(Format::Leela, args)?)
}

/// `kata-analyze [colour] [interval] [options]`: KataGo's live analysis.
pub fn kata_analyze(state: &mut EngineState, live: &mut Live, args: &mut Args) -> Reply {
    analyze(state, live, Request::parse(Format::Kata, args)?)
}

/// Begins the reply, then searches and prints `info` lines until the search is stopped
/// by the next line of input.
fn analyze(state: &mut EngineState, live: &mut Live, request: Request) -> Reply {
    let colour = request.colour.unwrap_or(state.game.board().to_move());
    let size = state.game.size();
    live.reply.begin();
    let reply = &mut *live.reply;
    let interval = request.interval.unwrap_or(Duration::MAX);
    let result = live
        .searcher
        .analyze(&state.game, colour, live.stop, interval, &mut |snapshot| {
            reply.line(&request.info(snapshot, size))
        });
    tracing::info!("analysed {} playouts for {colour:?}", result.playouts);
    Ok(String::new())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::Ownership;
    use crate::search::{ChildStats, Decision};

    fn parse(format: Format, words: &str) -> Result<Request, GtpError> {
        let words: Vec<String> = words.split_whitespace().map(String::from).collect();
        Request::parse(format, &mut Args::new(&words))
    }

    #[test]
    fn reads_colour_interval_and_options_in_both_forms() {
        let request = parse(Format::Leela, "b 50").expect("valid");
        assert_eq!(request.colour, Some(Color::Black));
        assert_eq!(request.interval, Some(Duration::from_millis(500)));
        let request = parse(Format::Kata, "interval 20 minmoves 3 maxmoves 5 ownership true").expect("valid");
        assert_eq!(request.colour, None);
        assert_eq!(request.interval, Some(Duration::from_millis(200)));
        assert_eq!((request.min_moves, request.max_moves, request.ownership), (3, 5, true));
        assert_eq!(parse(Format::Leela, "W 0").expect("valid").interval, None);
        assert_eq!(
            parse(Format::Leela, "").expect("valid").interval,
            Some(Duration::from_secs(1))
        );
    }

    #[test]
    fn rejects_malformed_options() {
        for words in [
            "b -5",
            "interval",
            "interval x",
            "red 10",
            "ownership true",
            "maxmoves 1.5",
        ] {
            assert!(parse(Format::Leela, words).is_err(), "{words}");
        }
        assert!(parse(Format::Kata, "ownership maybe").is_err());
    }

    fn child(size: usize, vertex: &str, visits: u32, win_rate: f64, prior: f64, score_lead: f32) -> ChildStats {
        let point = vertex::parse(size, vertex).expect("vertex");
        ChildStats {
            point,
            visits,
            win_rate,
            prior,
            score_lead,
            lcb: win_rate / 2.0,
            pv: vec![point, None],
        }
    }

    fn result(colour: Color) -> SearchResult {
        let ownership = Ownership::from_fn(2, |p| if p.coords(2) == (0, 0) { 1.0 } else { 0.0 });
        SearchResult {
            decision: Decision::Pass,
            colour,
            win_rate: 0.6,
            visits: 30,
            playouts: 30,
            seconds: 0.1,
            pv: vec![],
            children: vec![
                child(2, "A1", 20, 0.6, 0.7, 2.5),
                child(2, "B2", 10, 0.25, 0.2, -4.0),
                child(2, "B1", 0, 0.5, 0.1, 1.5),
            ],
            ownership,
            virtual_komi: None,
            score_lead: 1.5,
            score_spread: 0.0,
            tree_nodes: 40,
        }
    }

    #[test]
    fn leela_lines_list_the_visited_moves_as_integers() {
        let request = parse(Format::Leela, "").expect("valid");
        assert_eq!(
            request.info(&result(Color::Black), 2),
            "info move A1 visits 20 winrate 6000 prior 7000 lcb 3000 order 0 pv A1 pass \
             info move B2 visits 10 winrate 2500 prior 2000 lcb 1250 order 1 pv B2 pass"
        );
        let request = parse(Format::Leela, "minmoves 3 maxmoves 1").expect("valid");
        assert_eq!(request.info(&result(Color::Black), 2).matches("info move").count(), 1);
        let request = parse(Format::Leela, "minmoves 3").expect("valid");
        assert_eq!(request.info(&result(Color::Black), 2).matches("info move").count(), 3);
    }

    #[test]
    fn kata_lines_carry_scores_and_the_ownership_from_the_top_for_the_player() {
        let request = parse(Format::Kata, "maxmoves 1 ownership true").expect("valid");
        let line = request.info(&result(Color::White), 2);
        assert!(line.starts_with(
            "info move A1 visits 20 winrate 0.600000 scoreMean 2.500 scoreLead 2.500 prior 0.700000 lcb 0.300000 order 0"
        ));
        assert!(line.ends_with(" ownership 0.000 0.000 -1.000 0.000"), "{line}");
    }

    #[test]
    fn kata_lines_give_each_move_its_own_score() {
        let request = parse(Format::Kata, "").expect("valid");
        let line = request.info(&result(Color::Black), 2);
        assert!(
            line.contains(
                "info move B2 visits 10 winrate 0.250000 scoreMean -4.000 scoreLead -4.000 prior 0.200000 lcb 0.125000 order 1"
            ),
            "{line}"
        );
    }
}

//! GoGui's graphics commands (its `gfx` analyze type) for a search: labels with the win
//! rates of the moves searched enough, the move chosen circled, a status line. The same
//! text is the reply of `sente-best_moves` and, during `genmove` with live graphics on, a
//! `gogui-gfx:` block on stderr that GoGui draws while the search runs, and once more
//! with the move decided.
//!
//! No variation is drawn: GoGui draws a variation's stones, numbered, over the labels of
//! the moves they fall on, so the principal variation has a command of its own
//! (`sente-pv`), as KataGo and Lizzie show it on demand.

use crate::board::{vertex, Color, Point};
use crate::search::{ChildStats, Decision, SearchResult};
use std::io::Write;

/// The most moves labelled.
pub const MAX_LABELS: usize = 10;

/// The visits a move needs before its win rate is labelled. A win rate from `n` playouts
/// has a standard error of up to 0.5/sqrt(n): from 100 it is within about 5 points, so a
/// label says something; from a handful it is noise, and shows as "0%" or "100%".
pub const LABEL_MIN_VISITS: u32 = 100;

/// The gfx commands that show a search: `LABEL` with the win rate in percent of each of
/// the most visited moves that have [`LABEL_MIN_VISITS`], `CIRCLE` round the move chosen
/// (the most visited, unless the decision rules of a `genmove` chose another), and
/// `TEXT` with the playouts and the choice.
pub fn search(result: &SearchResult, size: usize) -> String {
    let mut commands = Vec::new();
    commands.extend(labels(result, size));
    if let Decision::Play(p) = result.decision {
        commands.push(format!("CIRCLE {}", vertex::format(size, Some(p))));
    }
    commands.push(format!("TEXT {}", summary(result, size)));
    commands.join("\n")
}

/// `LABEL` with the win rates of up to [`MAX_LABELS`] moves with [`LABEL_MIN_VISITS`], if
/// there are any.
fn labels(result: &SearchResult, size: usize) -> Option<String> {
    let labels: Vec<String> = result
        .children
        .iter()
        .filter(|child| child.visits >= LABEL_MIN_VISITS && child.point.is_some())
        .take(MAX_LABELS)
        .map(|child| {
            let vertex = vertex::format(size, child.point);
            format!("{vertex} {:.0}%", 100.0 * child.win_rate)
        })
        .collect();
    (!labels.is_empty()).then(|| format!("LABEL {}", labels.join(" ")))
}

/// The status line: the playouts and time, the [`choice`], and the komi of the win rates
/// when it is not the game's (a `genmove` under dynamic komi).
fn summary(result: &SearchResult, size: usize) -> String {
    let mut line = format!("{} playouts in {:.1} s", result.playouts, result.seconds);
    if let Some(choice) = choice(result, size) {
        line += &format!(", {choice}");
    }
    if let Some(komi) = result.virtual_komi {
        line += &format!(", win rates at a komi of {komi}");
    }
    line
}

/// The move chosen, once a move has been visited: `best D4 56.1% after 900 visits`, its
/// win rate and visits, when it is the most visited; else what the decision rules of a
/// `genmove` chose, with the most visited move (`plays F7 by the decision rules; most
/// visited C4 ...`, `passes by the decision rules; ...`, `resigns; best C4 ...`).
fn choice(result: &SearchResult, size: usize) -> Option<String> {
    let searched = |child: &ChildStats, win_rate: f64| {
        let vertex = vertex::format(size, child.point);
        format!("{vertex} {:.1}% after {} visits", 100.0 * win_rate, child.visits)
    };
    let most_visited = result.children.first().filter(|child| child.visits > 0);
    let chosen = match result.decision {
        Decision::Resign => {
            let best = most_visited.map_or(String::new(), |best| {
                format!("; best {}", searched(best, best.win_rate))
            });
            return Some(format!("resigns{best}"));
        }
        Decision::Pass => None,
        Decision::Play(p) => Some(p),
    };
    let best = most_visited?;
    if best.point == chosen {
        return Some(format!("best {}", searched(best, result.win_rate)));
    }
    let chose = match chosen {
        Some(p) => format!("plays {}", vertex::format(size, Some(p))),
        None => "passes".to_string(),
    };
    Some(format!(
        "{chose} by the decision rules; most visited {}",
        searched(best, best.win_rate)
    ))
}

/// Moves from `colour`'s on, alternating, as GoGui writes a variation: `b D4 w Q16 b pass`.
pub fn variation(colour: Color, moves: &[Option<Point>], size: usize) -> String {
    let mut mover = colour;
    let mut words = Vec::with_capacity(2 * moves.len());
    for &point in moves {
        words.push(format!(
            "{} {}",
            mover.letter().to_ascii_lowercase(),
            vertex::format(size, point)
        ));
        mover = mover.opponent();
    }
    words.join(" ")
}

/// Writes the gfx `commands` on stderr as one `gogui-gfx:` block, in a single write so that
/// log lines cannot split it. A failure to write is logged and otherwise ignored: the
/// drawing is a courtesy.
pub fn draw_live(commands: &str) {
    let block = format!("gogui-gfx:\n{commands}\n\n");
    let mut stderr = std::io::stderr().lock();
    if let Err(error) = stderr.write_all(block.as_bytes()).and_then(|()| stderr.flush()) {
        tracing::debug!("cannot draw live graphics: {error}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::Ownership;

    fn child(size: usize, vertex: &str, visits: u32, win_rate: f64) -> ChildStats {
        let point = vertex::parse(size, vertex).expect("vertex");
        ChildStats {
            point,
            visits,
            win_rate,
            prior: 0.1,
            score_lead: 0.0,
            lcb: 0.0,
            pv: vec![point, vertex::parse(size, "E5").expect("vertex"), None],
        }
    }

    /// A White search of 9x9 whose most visited move is D4, then twelve others, the last
    /// searched too little to say anything.
    fn result() -> SearchResult {
        let mut children = vec![child(9, "D4", 900, 0.561), child(9, "pass", 400, 0.5)];
        let others = ["C3", "C4", "C5", "C6", "C7", "D3", "D5", "D6", "D7"];
        children.extend(others.iter().map(|vertex| child(9, vertex, 100, 0.4)));
        children.extend([child(9, "G3", 99, 0.3), child(9, "G4", 3, 1.0), child(9, "G5", 0, 0.5)]);
        SearchResult {
            decision: Decision::Play(vertex::parse(9, "D4").expect("vertex").expect("a point")),
            colour: Color::White,
            win_rate: 0.561,
            visits: 2300,
            playouts: 2300,
            seconds: 0.25,
            pv: children[0].pv.clone(),
            children,
            ownership: Ownership::from_fn(9, |_| 0.0),
            virtual_komi: None,
            score_lead: 0.0,
            score_spread: 0.0,
            tree_nodes: 2000,
        }
    }

    #[test]
    fn labels_the_moves_searched_enough_circles_the_best_and_draws_no_variation() {
        assert_eq!(
            search(&result(), 9),
            "LABEL D4 56% C3 40% C4 40% C5 40% C6 40% C7 40% D3 40% D5 40% D6 40% D7 40%\n\
             CIRCLE D4\n\
             TEXT 2300 playouts in 0.2 s, best D4 56.1% after 900 visits"
        );
        let mut few = result();
        few.children.retain(|child| child.visits < LABEL_MIN_VISITS);
        few.playouts = 102;
        few.decision = Decision::Play(few.children[0].point.expect("a point"));
        few.win_rate = 0.3;
        assert_eq!(
            search(&few, 9),
            "CIRCLE G3\nTEXT 102 playouts in 0.2 s, best G3 30.0% after 99 visits",
            "no label says 100% after 3 visits, nor 30% after 99"
        );
        let mut passing = result();
        passing.children.swap(0, 1);
        passing.decision = Decision::Pass;
        passing.win_rate = 0.5;
        assert_eq!(
            search(&passing, 9).lines().last(),
            Some("TEXT 2300 playouts in 0.2 s, best pass 50.0% after 400 visits"),
            "a best pass has no circle"
        );
    }

    #[test]
    fn a_move_the_decision_rules_chose_over_the_most_visited_is_circled_and_said() {
        let mut dame = result();
        dame.decision = Decision::Play(vertex::parse(9, "G3").expect("vertex").expect("a point"));
        dame.virtual_komi = Some(14.5);
        let drawn = search(&dame, 9);
        assert!(drawn.contains("\nCIRCLE G3\n"), "{drawn}");
        assert!(drawn.ends_with(
            "TEXT 2300 playouts in 0.2 s, plays G3 by the decision rules; most visited D4 56.1% after 900 visits, \
             win rates at a komi of 14.5"
        ));
        let mut passes = result();
        passes.decision = Decision::Pass;
        let drawn = search(&passes, 9);
        assert!(!drawn.contains("CIRCLE"), "{drawn}");
        assert!(drawn.ends_with(", passes by the decision rules; most visited D4 56.1% after 900 visits"));
        let mut resigns = result();
        resigns.decision = Decision::Resign;
        let drawn = search(&resigns, 9);
        assert!(!drawn.contains("CIRCLE"), "{drawn}");
        assert!(drawn.ends_with(", resigns; best D4 56.1% after 900 visits"), "{drawn}");
    }
}

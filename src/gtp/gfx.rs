//! GoGui's graphics commands (its `gfx` analyze type) for a search: labels with the win
//! rates of the best moves, the best one circled, the principal variation after it, a
//! status line. The same text is the
//! reply of `sente-best_moves` and, during `genmove` with live graphics on, a
//! `gogui-gfx:` block on stderr that GoGui draws while the search runs.

use crate::board::{vertex, Color, Point};
use crate::search::{ChildStats, SearchResult};
use std::io::Write;

/// The most moves labelled.
pub const MAX_LABELS: usize = 10;

/// The gfx commands that show a search: `LABEL` with the win rate in percent of each of
/// the most visited moves, `CIRCLE` round the most visited one, `VAR` with its principal
/// variation from the reply on, and `TEXT` with the playouts and the best move. GoGui
/// draws a variation's stones with their move numbers as labels, so a variation that
/// began with the best move would hide the best move's win rate: it is circled instead.
pub fn search(result: &SearchResult, size: usize) -> String {
    let best = result.children.first().filter(|child| child.visits > 0);
    let mut commands = Vec::new();
    commands.extend(labels(result, size));
    if let Some(best) = best {
        commands.extend(best_move(result.colour, best, size));
    }
    commands.push(format!("TEXT {}", summary(result, best, size)));
    commands.join("\n")
}

/// `LABEL` with the win rates of up to [`MAX_LABELS`] visited moves, if there are any.
fn labels(result: &SearchResult, size: usize) -> Option<String> {
    let labels: Vec<String> = result
        .children
        .iter()
        .filter(|child| child.visits > 0 && child.point.is_some())
        .take(MAX_LABELS)
        .map(|child| {
            let vertex = vertex::format(size, child.point);
            format!("{vertex} {:.0}%", 100.0 * child.win_rate)
        })
        .collect();
    (!labels.is_empty()).then(|| format!("LABEL {}", labels.join(" ")))
}

/// `CIRCLE` round `best`, `colour`'s best move (unless it passes), and `VAR` with its
/// principal variation from the opponent's reply on (unless the variation ends with it).
fn best_move(colour: Color, best: &ChildStats, size: usize) -> Vec<String> {
    let mut commands = Vec::new();
    if best.point.is_some() {
        commands.push(format!("CIRCLE {}", vertex::format(size, best.point)));
    }
    let replies = best.pv.get(1..).unwrap_or_default();
    if !replies.is_empty() {
        commands.push(format!("VAR {}", variation(colour.opponent(), replies, size)));
    }
    commands
}

/// The status line: the playouts and time, and the best move with its win rate and visits.
fn summary(result: &SearchResult, best: Option<&ChildStats>, size: usize) -> String {
    let spent = format!("{} playouts in {:.1} s", result.playouts, result.seconds);
    match best {
        Some(best) => format!(
            "{spent}, best {} {:.1}% after {} visits",
            vertex::format(size, best.point),
            100.0 * best.win_rate,
            best.visits
        ),
        None => spent,
    }
}

/// Moves from `colour`'s on, alternating, as GoGui writes a variation: `b D4 w Q16 b pass`.
pub fn variation(colour: Color, moves: &[Option<Point>], size: usize) -> String {
    let mut mover = colour;
    let mut words = Vec::with_capacity(2 * moves.len());
    for &point in moves {
        words.push(format!("{} {}", colour_letter(mover), vertex::format(size, point)));
        mover = mover.opponent();
    }
    words.join(" ")
}

/// `b` or `w`.
fn colour_letter(colour: Color) -> &'static str {
    match colour {
        Color::Black => "b",
        Color::White => "w",
    }
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
    use crate::search::Decision;

    #[test]
    fn labels_the_visited_moves_circles_the_best_and_shows_the_variation_after_it() {
        let d4 = vertex::parse(9, "D4").expect("vertex");
        let e5 = vertex::parse(9, "E5").expect("vertex");
        let child = |point, visits, win_rate| ChildStats {
            point,
            visits,
            win_rate,
            prior: 0.5,
            score_lead: 0.0,
            lcb: 0.0,
            pv: vec![point, e5, None],
        };
        let result = SearchResult {
            decision: Decision::Pass,
            colour: Color::White,
            win_rate: 0.56,
            visits: 12,
            playouts: 12,
            seconds: 0.25,
            pv: vec![],
            children: vec![child(d4, 10, 0.561), child(None, 2, 0.1), child(e5, 0, 0.5)],
            ownership: vec![0.0; 81],
            virtual_komi: None,
            score_lead: 0.0,
            score_spread: 0.0,
            tree_nodes: 20,
        };
        assert_eq!(
            search(&result, 9),
            "LABEL D4 56%\nCIRCLE D4\nVAR b E5 w pass\nTEXT 12 playouts in 0.2 s, best D4 56.1% after 10 visits"
        );
        let mut alone = result.clone();
        alone.children[0].pv.truncate(1);
        alone.children[0].point = None;
        assert_eq!(
            search(&alone, 9),
            "TEXT 12 playouts in 0.2 s, best pass 56.1% after 10 visits",
            "a best pass has no label, no circle and here no reply"
        );
    }
}

//! GoGui's graphics commands (its `gfx` analyze type) for a search: labels with the win
//! rates of the best moves, the principal variation, a status line. The same text is the
//! reply of `sente-best_moves` and, during `genmove` with live graphics on, a
//! `gogui-gfx:` block on stderr that GoGui draws while the search runs.

use crate::board::{vertex, Color, Point};
use crate::search::SearchResult;
use std::io::Write;

/// The most moves labelled.
pub const MAX_LABELS: usize = 10;

/// The gfx commands that show a search: `LABEL` with the win rate in percent of each of
/// the most visited moves, `VAR` with the principal variation of the most visited one,
/// and `TEXT` with the playouts and the best move.
pub fn search(result: &SearchResult, size: usize) -> String {
    let visited = result
        .children
        .iter()
        .filter(|child| child.visits > 0 && child.point.is_some());
    let labels: Vec<String> = visited
        .take(MAX_LABELS)
        .map(|child| {
            let vertex = vertex::format(size, child.point);
            format!("{vertex} {:.0}%", 100.0 * child.win_rate)
        })
        .collect();
    let mut commands = Vec::new();
    if !labels.is_empty() {
        commands.push(format!("LABEL {}", labels.join(" ")));
    }
    let best = result.children.first().filter(|child| child.visits > 0);
    if let Some(best) = best {
        commands.push(format!("VAR {}", variation(result.colour, &best.pv, size)));
    }
    let summary = match best {
        Some(best) => format!(
            "{} playouts in {:.1} s, best {} {:.1}% after {} visits",
            result.playouts,
            result.seconds,
            vertex::format(size, best.point),
            100.0 * best.win_rate,
            best.visits
        ),
        None => format!("{} playouts in {:.1} s", result.playouts, result.seconds),
    };
    commands.push(format!("TEXT {summary}"));
    commands.join("\n")
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
    use crate::search::{ChildStats, Decision};

    #[test]
    fn labels_the_visited_moves_and_shows_the_variation() {
        let d4 = vertex::parse(9, "D4").expect("vertex");
        let e5 = vertex::parse(9, "E5").expect("vertex");
        let child = |point, visits, win_rate| ChildStats {
            point,
            visits,
            win_rate,
            prior: 0.5,
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
            score_lead: 0.0,
            tree_nodes: 20,
        };
        assert_eq!(
            search(&result, 9),
            "LABEL D4 56%\nVAR w D4 b E5 w pass\nTEXT 12 playouts in 0.2 s, best D4 56.1% after 10 visits"
        );
    }
}

//! Positions with known statuses and scores.

use super::*;
use crate::rules::Rules;

/// A game whose position is `rows` (top row first; `X` Black, `O` White, `.` empty),
/// reached by real moves. Any order of placement works for a legal diagram: a partial
/// string always keeps a liberty on the still-empty points of its final string.
fn game(rows: &[&str], rules: Rules, komi: f32) -> Game {
    let size = rows.len();
    let mut game = Game::new(size, rules);
    game.set_komi(komi);
    for (r, row) in rows.iter().enumerate() {
        let cells: Vec<char> = row.chars().filter(|c| !c.is_whitespace()).collect();
        assert_eq!(cells.len(), size, "row {r} has the wrong width");
        for (col, cell) in cells.into_iter().enumerate() {
            let colour = match cell {
                'X' => Color::Black,
                'O' => Color::White,
                _ => continue,
            };
            let p = Point::from_coords(size, col, size - 1 - r);
            game.play(colour, Some(p))
                .unwrap_or_else(|e| panic!("diagram stone at row {r} col {col}: {e}"));
        }
    }
    game
}

fn at(game: &Game, vertex: &str) -> Point {
    crate::board::vertex::parse(game.size(), vertex)
        .expect("vertex")
        .expect("not a pass")
}

#[test]
fn benson_finds_two_eyed_groups_and_their_territory() {
    let game = game(
        &[
            ". X . X O . . . .",
            "X X X X O . . . .",
            "O O O O O . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Rules::chinese(),
        0.0,
    );
    let analysis = PassAlive::analyse(game.board());
    assert!(
        analysis.is_alive(at(&game, "B8")),
        "two eyes make the black group pass-alive"
    );
    assert_eq!(analysis.territory(at(&game, "A9")), Some(Color::Black));
    assert_eq!(analysis.territory(at(&game, "C9")), Some(Color::Black));
    assert!(!analysis.is_alive(at(&game, "A7")), "the white wall has no eyes");
    assert_eq!(analysis.territory(at(&game, "E5")), None);
}

#[test]
fn benson_does_not_count_one_eye_or_a_false_eye() {
    let game = game(
        &[
            ". X X X O . . . .",
            "X X X X O . . . .",
            "O O O O O . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ],
        Rules::chinese(),
        0.0,
    );
    let analysis = PassAlive::analyse(game.board());
    assert!(!analysis.is_alive(at(&game, "B8")));
    assert_eq!(analysis.territory(at(&game, "A9")), None);
}

#[test]
fn score_text_follows_gtp() {
    assert_eq!(Score { margin: 3.5 }.to_string(), "B+3.5");
    assert_eq!(Score { margin: -0.5 }.to_string(), "W+0.5");
    assert_eq!(Score { margin: 0.0 }.to_string(), "0");
    assert_eq!(Score { margin: -12.0 }.to_string(), "W+12.0");
}

//! Scoring of built positions: statuses from the search's ownership estimate, then area
//! and territory counts.

use sente::board::{vertex, Color, Point};
use sente::game::Game;
use sente::rules::{Rules, Scoring};
use sente::score::{Judgement, PassAlive, Status};
use sente::search::{decision, SearchConfig, Searcher};
use std::sync::atomic::AtomicBool;

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

/// Judges `game` from a one-thread, seeded search of 3,000 playouts.
fn judge(game: &Game) -> Judgement {
    let config = SearchConfig {
        threads: 1,
        seed: 1,
        ..SearchConfig::default()
    };
    let mut searcher = Searcher::new(config).expect("a one-thread searcher");
    let result = searcher.evaluate(game, game.board().to_move(), 3000, &AtomicBool::new(false));
    decision::judge(&sente::search::Params::default(), game, &result.ownership)
}

fn at(game: &Game, vertex: &str) -> Point {
    vertex::parse(game.size(), vertex).expect("vertex").expect("not a pass")
}

const WALLS: [&str; 9] = [
    ". . . X . O . . .",
    ". . . X . O . . .",
    ". . . X . O . . .",
    ". . . X . O . . .",
    ". . . X . O . . .",
    ". . . X . O . . .",
    ". . . X . O . . .",
    ". . . X . O . . .",
    ". . . X . O . . .",
];

#[test]
fn walls_with_a_dame_column_score_by_area_and_territory() {
    let area = game(&WALLS, Rules::chinese(), 0.0);
    let judgement = judge(&area);
    assert_eq!(judgement.status(at(&area, "D5")), Some(Status::Alive));
    assert_eq!(judgement.status(at(&area, "F5")), Some(Status::Alive));
    assert_eq!(judgement.score(&area).to_string(), "0");
    assert_eq!(judgement.dame(area.board(), Scoring::Area).len(), 9);
    assert_eq!(judgement.territory(area.board(), Color::Black, Scoring::Area).len(), 27);

    let area_komi = game(&WALLS, Rules::chinese(), 7.0);
    assert_eq!(judge(&area_komi).score(&area_komi).to_string(), "W+7.0");

    let territory = game(&WALLS, Rules::japanese(), 6.5);
    let judgement = judge(&territory);
    assert_eq!(judgement.score(&territory).margin, 27.0 - 36.0 - 6.5 + 9.0);
}

#[test]
fn a_dead_stone_in_territory_is_removed_and_counted() {
    let rows = [
        ". . . X . O . . .",
        ". O . X . O . . .",
        ". . . X . O . . .",
        ". . . X . O . . .",
        ". . . X . O . . .",
        ". . . X . O . . .",
        ". . . X . O . X .",
        ". . . X . O . . .",
        ". . . X . O . . .",
    ];
    let area = game(&rows, Rules::chinese(), 0.0);
    let judgement = judge(&area);
    assert_eq!(judgement.status(at(&area, "B8")), Some(Status::Dead));
    assert_eq!(judgement.status(at(&area, "H3")), Some(Status::Dead));
    assert_eq!(judgement.score(&area).to_string(), "0");
    let dead = judgement.strings(area.board(), Status::Dead);
    assert_eq!(dead.len(), 2);

    let territory = game(&rows, Rules::japanese(), 0.5);
    // Each side: 27 points of territory (the dead stone's point included) plus one
    // prisoner, 36 stones not counted.
    assert_eq!(judge(&territory).score(&territory).to_string(), "W+0.5");
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

//! Whole games at the terminal, driven by scripted input.

use super::*;
use crate::board::Point;
use crate::rules::Rules;
use crate::search::SearchConfig;

fn searcher() -> Searcher {
    searcher_resigning_below(0.0)
}

/// A small seeded searcher that resigns below `resign_threshold`.
fn searcher_resigning_below(resign_threshold: f64) -> Searcher {
    Searcher::new(SearchConfig {
        threads: 1,
        playouts: Some(100),
        seed: 1,
        params: crate::search::Params {
            resign_threshold,
            ..crate::search::Params::default()
        },
        max_tree_mb: 16,
        ..SearchConfig::default()
    })
    .expect("a searcher")
}

fn at(text: &str) -> Point {
    vertex::parse(5, text).expect("a vertex").expect("not a pass")
}

fn new_game(komi: f32) -> Game {
    let mut game = Game::new(5, Rules::chinese());
    game.set_komi(komi);
    game
}

/// Plays `game` with `human`'s stones typed as `typed`; the outcome and all the output.
fn run(game: Game, human: Color, typed: &str) -> (Outcome, String) {
    let mut output = Vec::new();
    let outcome = play(game, human, &mut searcher(), typed.as_bytes(), &mut output).expect("the game runs");
    (outcome, String::from_utf8(output).expect("UTF-8 output"))
}

#[test]
fn sente_answers_a_move_and_undo_takes_both_back() {
    let (outcome, text) = run(new_game(7.0), Color::Black, "c3\nundo\nundo\nquit\n");
    assert!(
        text.starts_with("You play Black (X) against sente on 5x5, chinese rules, komi 7."),
        "{text}"
    );
    assert!(text.contains("sente (White (O)) plays "), "{text}");
    assert!(text.contains("win rate "), "{text}");
    assert!(text.contains("Nothing to undo: you have not moved yet."), "{text}");
    assert!(text.ends_with("You left the game unfinished.\n"), "{text}");
    assert!(outcome.game.moves().is_empty());
    assert_eq!(outcome.result, None);
}

#[test]
fn bad_input_gets_a_reason_and_changes_nothing() {
    let (outcome, text) = run(new_game(7.0), Color::Black, "c3\nc3\nhello\nf2\n\nhelp\n");
    assert_eq!(outcome.game.moves().len(), 2);
    assert!(
        text.contains("C3 is illegal: the point is occupied. Try another move."),
        "{text}"
    );
    assert!(text.contains("'hello' is neither a move nor a command"), "{text}");
    assert!(
        text.contains("F2 is off the board: columns run from A to E, rows from 1 to 5"),
        "{text}"
    );
    assert!(text.contains("undo     take back your last move"), "{text}");
    assert!(text.ends_with("End of input: the game is left unfinished.\n"), "{text}");
}

#[test]
fn ko_and_suicide_are_refused() {
    let mut ko = new_game(7.0);
    let black = [at("C3"), at("B2"), at("C1")].map(|p| (Color::Black, p));
    let white = [at("D3"), at("E2"), at("D1"), at("C2")].map(|p| (Color::White, p));
    ko.setup(&[black.as_slice(), white.as_slice()].concat(), Color::Black)
        .expect("a valid setup");
    ko.play(Color::Black, Some(at("D2"))).expect("takes the ko");
    let (outcome, text) = run(ko, Color::White, "c2\nquit\n");
    assert!(text.contains("C2 is illegal: the move retakes a ko."), "{text}");
    assert_eq!(outcome.game.moves().len(), 1);

    let mut corner = new_game(7.0);
    let white = [at("A2"), at("B1")].map(|p| (Color::White, p));
    corner.setup(&white, Color::Black).expect("a valid setup");
    let (outcome, text) = run(corner, Color::Black, "a1\nquit\n");
    assert!(text.contains("A1 is illegal: the move is suicide."), "{text}");
    assert!(outcome.game.moves().is_empty());
}

#[test]
fn resigning_gives_sente_the_game() {
    let (outcome, text) = run(new_game(7.0), Color::White, "resign\n");
    assert!(text.contains("sente (Black (X)) plays "), "{text}");
    assert!(text.contains("You resign: sente wins (B+R)."), "{text}");
    assert_eq!(outcome.result.as_deref(), Some("B+R"));
}

#[test]
fn sente_says_why_it_resigns() {
    // 5x5 at komi 40: Black cannot win, and resigns after three hopeless moves.
    let mut output = Vec::new();
    let typed = "pass\n".repeat(5);
    let mut searcher = searcher_resigning_below(0.1);
    let outcome = play(
        new_game(40.0),
        Color::White,
        &mut searcher,
        typed.as_bytes(),
        &mut output,
    )
    .expect("runs");
    let text = String::from_utf8(output).expect("UTF-8 output");
    assert_eq!(outcome.result.as_deref(), Some("W+R"), "{text}");
    assert!(
        text.contains(
            "you win (W+R).\nWhy: Black resigns: rule 2, resign: the best win rate has been below 10.0% for 3 moves"
        ),
        "{text}"
    );
}

#[test]
fn two_passes_end_the_game_with_a_score() {
    // The person passes on an empty board: sente plays on while the board is open, and
    // passes back once it owns it.
    let (outcome, text) = run(new_game(7.0), Color::Black, &"pass\n".repeat(10));
    let (played, passed) = (
        text.find("sente (White (O)) plays"),
        text.find("sente (White (O)) passes"),
    );
    assert!(played.is_some_and(|p| passed.is_some_and(|q| p < q)), "{text}");
    assert!(text.contains("\nWhy: White passes: rule 3, pass: "), "{text}");
    assert!(
        text.contains("Both players passed: the game is over.\nDead stones: none.\n"),
        "{text}"
    );
    let result = outcome.result.expect("a finished game");
    assert!(result.starts_with("W+"), "{result}");
    assert!(
        text.ends_with(&format!("Result under chinese rules, komi 7: {result}, sente wins.\n")),
        "{text}"
    );
}

#[test]
fn the_score_lists_dead_stones() {
    let mut game = new_game(7.0);
    // Both walls have two eyes (Black's A2 and A4, White's D1 and D5), and a black
    // stone sits in atari in White's area.
    let black = ["A1", "A3", "A5", "B1", "B2", "B3", "B4", "B5", "E3"].map(|v| (Color::Black, at(v)));
    let white = ["C1", "C2", "C3", "C4", "C5", "D2", "D4", "E1", "E2", "E4", "E5"].map(|v| (Color::White, at(v)));
    game.setup(&[black.as_slice(), white.as_slice()].concat(), Color::Black)
        .expect("a valid setup");
    let mut output = Vec::new();
    let result = score(&game, &mut searcher(), Color::White, &mut output).expect("scored");
    let text = String::from_utf8(output).expect("UTF-8 output");
    assert!(text.contains("Dead Black (X) stones: E3.\n"), "{text}");
    assert!(
        text.ends_with("Result under chinese rules, komi 7: W+12.0, you win.\n"),
        "{text}"
    );
    assert_eq!(result, "W+12.0");
}

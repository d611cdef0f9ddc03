//! `sente-why` and the `genmove` log line: a position where each rule of the decision
//! fires (book, resign, pass, dame, most visited, a point given), and one where each step
//! of the judgement gives a string its status (Benson, the ownership estimate, the eye
//! reader, the race reader, structural seki), each checked through the command.

mod common;

use common::engine::GtpEngine;
use common::process::run;
use std::time::Duration;

const SENTE: &str = env!("CARGO_BIN_EXE_sente");

/// sente with one thread, a fixed playout budget and a seed: reproducible.
fn sente() -> GtpEngine {
    GtpEngine::start(SENTE, &["--threads", "1", "--playouts", "2000", "--seed", "7"]).expect("sente starts")
}

/// Sets up a fresh `size` board at `komi` with the stones of `rows` (top row first, `X`
/// Black, `O` White), Black's played first, then White's, then `moves`.
fn position(g: &mut GtpEngine, komi: &str, rows: &[&str], moves: &[&str]) {
    let size = rows.len();
    g.ok(&format!("boardsize {size}"));
    g.ok("clear_board");
    g.ok(&format!("komi {komi}"));
    for stone in ['X', 'O'] {
        for (r, row) in rows.iter().enumerate() {
            for (col, cell) in row.chars().enumerate().filter(|&(_, cell)| cell == stone) {
                let colour = if cell == 'X' { "b" } else { "w" };
                let column = "ABCDEFGHJKLMNOPQRST".as_bytes()[col] as char;
                g.ok(&format!("play {colour} {column}{}", size - r));
            }
        }
    }
    for m in moves {
        g.ok(&format!("play {m}"));
    }
}

/// The first line of a `sente-why` reply: why the last `genmove` chose its move.
fn decision(g: &mut GtpEngine) -> String {
    let reply = g.ok("sente-why");
    reply.trim_start().lines().next().expect("a line").to_string()
}

#[test]
fn the_book_and_the_most_visited_move_say_so_in_this_position_only() {
    let mut g = sente();
    position(&mut g, "7", &["........."; 9], &[]);
    assert_eq!(decision(&mut g), "no genmove in this position");
    assert_eq!(g.ok("genmove b"), "E5");
    let book = decision(&mut g);
    assert!(
        book.starts_with("Black plays E5: rule 1, book: the opening book's move; win rate "),
        "{book}"
    );
    g.ok("play w C3");
    assert_eq!(decision(&mut g), "no genmove in this position");
    g.ok("undo");
    assert_eq!(decision(&mut g), book, "back in the position after the move");
    g.ok("play w C3");
    let played = g.ok("genmove b");
    let most_visited = decision(&mut g);
    assert!(
        most_visited.starts_with(&format!("Black plays {played}: rule 5, most visited: ")),
        "{most_visited}"
    );
    assert_eq!(g.err("sente-why now"), "syntax error: unexpected argument 'now'");
}

#[test]
fn a_hopeless_game_resigns_by_rule_2() {
    let mut g = sente();
    position(&mut g, "40", &["....."; 5], &[]);
    for _ in 0..2 {
        assert_ne!(g.ok("reg_genmove b"), "resign");
    }
    assert_eq!(g.ok("reg_genmove b"), "resign");
    let why = decision(&mut g);
    assert!(
        why.starts_with("Black resigns: rule 2, resign: the best win rate has been below 10.0% for 3 moves in a row"),
        "{why}"
    );
}

#[test]
fn a_safe_pass_says_why_it_was_considered_and_its_counts() {
    // Black's C column owns A to C, White's D column D and E; White has passed.
    let mut g = sente();
    position(&mut g, "0.5", &["..XO."; 5], &["w pass"]);
    assert_eq!(g.ok("genmove b"), "PASS");
    let why = decision(&mut g);
    assert!(why.starts_with("Black passes: rule 3, pass: "), "{why}");
    assert!(
        why.contains("and passing loses by no count (as the board stands B+4.5, by the estimate "),
        "15 points to 10, komi 0.5: {why}"
    );
}

#[test]
fn a_dame_is_filled_by_rule_4() {
    // Black's B column and White's D column each own five points; the C column is dame.
    let mut g = sente();
    position(&mut g, "0.5", &[".X.O."; 5], &["b pass"]);
    let played = g.ok("genmove w");
    assert!(played.starts_with('C'), "{played}");
    let why = decision(&mut g);
    assert!(
        why.starts_with(&format!("White plays {played}: rule 4, dame: ")),
        "{why}"
    );
    assert!(why.contains("but a dame is left"), "{why}");
}

#[test]
fn a_stone_in_own_territory_becomes_a_pass_by_rule_6() {
    // Under japanese rules: Black's E column owns A to D, with White's dead B8 inside,
    // White's F column owns G to J. White has not passed: the pass rule does not fire.
    let mut rows = ["....XO..."; 9];
    rows[1] = ".O..XO...";
    let mut g = sente();
    position(&mut g, "0", &rows, &[]);
    g.ok("kgs-rules japanese");
    assert_eq!(g.ok("reg_genmove b"), "PASS");
    let why = decision(&mut g);
    assert!(why.starts_with("Black passes: rule 6, a point given: "), "{why}");
    assert!(why.contains(" only fills own territory, "), "{why}");
    assert!(why.contains("is B+10.0 against B+10.0 now"), "{why}");
}

#[test]
fn a_stone_that_would_die_in_the_opponents_territory_becomes_a_pass_by_rule_6() {
    // From a game against GNU Go under japanese rules (gtp-scripts/endgame.tst): White's
    // G8-G7-H7 and H9 are dead in Black's top right, and White wins by half a point if
    // it passes. J7 joins the dead string: a prisoner more, and the game lost.
    let mut g = sente();
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/gtp-scripts/endgame/dead-string-9x9.sgf");
    g.ok("kgs-rules japanese");
    g.ok(&format!("loadsgf {file} 48"));
    assert_eq!(g.ok("reg_genmove w"), "PASS");
    let why = decision(&mut g);
    assert!(why.starts_with("White passes: rule 6, a point given: "), "{why}");
    assert!(why.contains(" would only die in the opponent's territory, "), "{why}");
    assert!(why.contains("the count is W+0.5 against W+0.5 now"), "{why}");
}

#[test]
fn each_genmove_logs_its_rule_and_time_at_info() {
    let input = b"boardsize 9\nclear_board\ngenmove b\nquit\n";
    let result = run(
        &["--threads", "1", "--playouts", "200", "--log-level", "info"],
        input,
        Duration::from_secs(60),
    );
    assert!(result.success, "{}", result.stderr);
    let line = result
        .stderr
        .lines()
        .find(|line| line.contains("genmove: "))
        .unwrap_or_else(|| panic!("no genmove line: {}", result.stderr));
    assert!(
        line.contains("genmove: Black plays E5: rule 1, book: the opening book's move; win rate "),
        "{line}"
    );
    assert!(line.contains(" visits, ") && line.ends_with(" s"), "{line}");
}

/// The lines of a `sente-why` reply after the first: the dead strings and those in seki.
fn statuses(g: &mut GtpEngine) -> Vec<String> {
    let reply = g.ok("sente-why");
    reply.trim_start().lines().skip(1).map(str::to_string).collect()
}

#[test]
fn a_dead_stone_by_the_estimate_gives_its_ownership() {
    // Black's D column owns A to C with White's B8 inside, White's F column G to J.
    let mut rows = ["...X.O..."; 9];
    rows[1] = ".O.X.O...";
    let mut g = sente();
    position(&mut g, "0", &rows, &[]);
    let lines = statuses(&mut g);
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines[0].starts_with("dead B8: ownership -") && lines[0].ends_with(", below 0.3"),
        "{lines:?}"
    );
    assert_eq!(lines[1], "seki: none");
}

#[test]
fn a_stone_in_pass_alive_territory_is_dead_by_benson() {
    let mut g = sente();
    position(&mut g, "0", &[".XO.X", "XXXXX", "XXXXX", "XXXXX", "XXXXX"], &[]);
    assert_eq!(
        statuses(&mut g),
        ["dead C5: in the opponent's pass-alive territory (Benson)", "seki: none"]
    );
}

#[test]
fn a_group_with_one_small_eye_is_dead_by_the_eye_reader() {
    let mut g = sente();
    let rows = ["......", "......", "XXXXXX", "OOOOOO", "O..OOO", "OOOOOO"];
    position(&mut g, "0", &rows, &[]);
    let lines = statuses(&mut g);
    assert_eq!(
        lines,
        [
            "dead A3 B3 C3 D3 E3 F3 A2 D2 E2 F2 A1 B1 C1 D1 E1 F1: its group's only liberties are one eye \
             of 2 points (eye reader)",
            "seki: none"
        ]
    );
}

#[test]
fn a_capturing_race_lost_moving_first_is_dead_by_the_estimate_after_a_pass() {
    // From a game against GNU Go, Black having just passed: Black wins both races on the
    // right even with White moving first. The estimate's tree once counted White's pass,
    // which ends the game, on the board as it stood, those strings alive, and saved them
    // (the race reader, whose own test is in `decision/life.rs`, called them dead); the
    // pass is now counted after the position is played out, and the estimate sees them
    // die.
    let mut g = sente();
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/gtp-scripts/scoring/race.sgf");
    g.ok(&format!("loadsgf {file}"));
    let lines = statuses(&mut g);
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(
        lines[0].starts_with("dead G4 H4 J4 G3 F2 G2 H2 H1: ownership -"),
        "{lines:?}"
    );
    assert!(lines[1].starts_with("dead G6 H6 J6: ownership -"), "{lines:?}");
    assert_eq!(lines[2], "seki: none");
}

#[test]
fn eyeless_strings_sharing_their_liberties_are_a_structural_seki() {
    // Black's A to D and E1, White's F to J: the same eight liberties, E2 to E9.
    let mut rows = ["XXXX.OOOO"; 9];
    rows[8] = "XXXXXOOOO";
    let mut g = sente();
    position(&mut g, "0", &rows, &[]);
    let lines = statuses(&mut g);
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert_eq!(lines[0], "dead: none");
    for line in &lines[1..] {
        assert!(
            line.starts_with("seki ")
                && line.ends_with(": 8 contested liberties that neither side can fill (structural seki)"),
            "{lines:?}"
        );
    }
}

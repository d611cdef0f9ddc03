//! `sente match` end to end: two sente engines play a whole game over GTP. sente answers a
//! generated pass as GNU Go does, `PASS` in capitals; the match runner must read it (GTP
//! vertices are case-insensitive), pass it on to the opponent as `play COLOUR PASS`, and end
//! the game after two passes with a score.

mod common;

use common::process::{run, SENTE};
use sente::rules::Rules;
use std::time::Duration;

#[test]
fn a_match_between_two_sente_engines_ends_by_two_passes() {
    let out = std::env::temp_dir().join(format!("sente-match-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let engine = format!("{SENTE} --threads 1 --seed 5 --resign-threshold 0");
    let out_arg = out.to_str().expect("a UTF-8 temporary folder");
    let args = [
        "match",
        "--black",
        &engine,
        "--white",
        &engine,
        "--games",
        "1",
        "--size",
        "5",
        "--komi",
        "0.5",
        "--playouts",
        "200",
        "--max-moves",
        "150",
        "--out",
        out_arg,
    ];
    let result = run(&args, b"", Duration::from_secs(300));
    assert!(
        result.success,
        "sente match failed:\n{}\n{}",
        result.stdout, result.stderr
    );
    assert!(
        result.stdout.contains("Score("),
        "the game ends with a score, not by resignation, forfeit or crash: {}",
        result.stdout
    );
    let sgf = std::fs::read_to_string(out.join("game-001.sgf")).expect("the game's record");
    let record = sente::sgf::load(&sgf, Rules::chinese(), 0.5, None).expect("the record loads");
    let moves = record.game.moves();
    assert!(
        moves.len() < 150,
        "the game ended before the move cap: {} moves",
        moves.len()
    );
    assert!(
        moves.iter().rev().take(2).all(|m| m.point.is_none()),
        "the last two moves are passes: {sgf}"
    );
    let logs: Vec<String> = std::fs::read_dir(&out)
        .expect("the output folder")
        .map(|entry| entry.expect("an entry").file_name().to_string_lossy().into_owned())
        .collect();
    println!("{}\n{sgf}\n{logs:?}", result.stdout);
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn a_handicap_match_gives_black_the_stones_and_white_the_first_move() {
    // The engines must be told the stones too: one that is not plays on them (an
    // illegal move, C3 with this seed), and the game does not reach its 6 moves.
    let out = std::env::temp_dir().join(format!("sente-handicap-match-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let engine = format!("{SENTE} --threads 1 --seed 5 --resign-threshold 0");
    let out_arg = out.to_str().expect("a UTF-8 temporary folder");
    let args = [
        "match",
        "--black",
        &engine,
        "--white",
        &engine,
        "--games",
        "1",
        "--size",
        "7",
        "--komi",
        "0.5",
        "--handicap",
        "2",
        "--playouts",
        "100",
        "--max-moves",
        "6",
        "--out",
        out_arg,
    ];
    let result = run(&args, b"", Duration::from_secs(120));
    assert!(
        result.success,
        "sente match failed:\n{}\n{}",
        result.stdout, result.stderr
    );
    assert!(result.stdout.contains("moves=6 Score("), "{}", result.stdout);
    let sgf = std::fs::read_to_string(out.join("game-001.sgf")).expect("the game's record");
    let record = sente::sgf::load(&sgf, Rules::chinese(), 0.5, None).expect("the record loads");
    assert_eq!(record.game.handicap().len(), 2, "{sgf}");
    let first = record.game.moves().first().expect("moves");
    assert_eq!(first.colour, sente::board::Color::White, "{sgf}");
    let too_many = [
        "match",
        "--black",
        &engine,
        "--white",
        &engine,
        "--size",
        "7",
        "--handicap",
        "10",
    ];
    let refused = run(&too_many, b"", Duration::from_secs(10));
    assert!(
        !refused.success && refused.stderr.contains("--handicap 10: invalid number of stones"),
        "{}",
        refused.stderr
    );
    let _ = std::fs::remove_dir_all(&out);
}

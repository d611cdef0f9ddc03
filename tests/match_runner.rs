//! `sente match` end to end: two sente engines play a whole game over GTP. sente answers a
//! generated pass as GNU Go does, `PASS` in capitals; the match runner must read it (GTP
//! vertices are case-insensitive), pass it on to the opponent as `play COLOUR PASS`, and end
//! the game after two passes with a score. A handicap match tells the engines the stones.
//! A referee that cannot start stops the match with a message, not a panic. Two games at
//! once from the shipped 9x9 openings, decided by the sequential test; the shipped opening
//! sets load, each position distinct.

mod common;

use common::process::{run, SENTE};
use sente::rules::Rules;
use sente::sgf::{LoadUntil, SgfRules};
use sente::tools::openings::Openings;
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Engine A's and engine B's command: sente on one thread, never resigning.
fn engine() -> String {
    format!("{SENTE} --threads 1 --seed 5 --resign-threshold 0")
}

/// Runs `sente match` between two sente engines, one game on `size` at komi 0.5 and
/// `playouts` a move, with the `extra` arguments, into a fresh folder named after `name`;
/// checks that it succeeded and returns its stdout, the first game's SGF record and the
/// folder (to be removed by the caller).
fn play_match(name: &str, size: &str, playouts: &str, extra: &[&str]) -> (String, String, PathBuf) {
    let out = std::env::temp_dir().join(format!("sente-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let engine = engine();
    let out_arg = out.to_str().expect("a UTF-8 temporary folder");
    let mut args = vec![
        "match",
        "--black",
        &engine,
        "--white",
        &engine,
        "--games",
        "1",
        "--size",
        size,
        "--komi",
        "0.5",
        "--playouts",
        playouts,
        "--out",
        out_arg,
    ];
    args.extend_from_slice(extra);
    let result = run(&args, b"", Duration::from_secs(300));
    assert!(
        result.success,
        "sente match failed:\n{}\n{}",
        result.stdout, result.stderr
    );
    let sgf = std::fs::read_to_string(out.join("game-001.sgf")).expect("the game's record");
    (result.stdout, sgf, out)
}

#[test]
fn a_match_between_two_sente_engines_ends_by_two_passes() {
    let (stdout, sgf, out) = play_match("match-test", "5", "200", &["--max-moves", "150"]);
    assert!(
        stdout.contains("Score("),
        "the game ends with a score, not by resignation, forfeit or crash: {stdout}"
    );
    let record =
        sente::sgf::load(&sgf, Rules::chinese(), SgfRules::Follow, 0.5, &LoadUntil::End).expect("the record loads");
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
    println!("{stdout}\n{sgf}\n{logs:?}");
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn a_handicap_match_gives_black_the_stones_and_white_the_first_move() {
    // The engines must be told the stones too: one that is not plays on them (an
    // illegal move, C3 with this seed), and the game does not reach its 6 moves.
    let (stdout, sgf, out) = play_match(
        "handicap-match-test",
        "7",
        "100",
        &["--handicap", "2", "--max-moves", "6"],
    );
    assert!(stdout.contains("moves=6 Score("), "{stdout}");
    let record =
        sente::sgf::load(&sgf, Rules::chinese(), SgfRules::Follow, 0.5, &LoadUntil::End).expect("the record loads");
    assert_eq!(record.game.handicap().len(), 2, "{sgf}");
    let first = record.game.moves().first().expect("moves");
    assert_eq!(first.colour, sente::board::Color::White, "{sgf}");
    let engine = engine();
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

#[test]
fn a_referee_that_cannot_start_stops_the_match_with_a_message() {
    let out = std::env::temp_dir().join(format!("sente-no-referee-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    // An engine that answers everything, and passes.
    let engine = r#"sh -c 'while read id cmd rest; do case $cmd in genmove) printf "=$id pass\n\n";; *) printf "=$id \n\n";; esac; done'"#;
    let out_arg = out.to_str().expect("a UTF-8 temporary folder");
    let args = [
        "match",
        "--black",
        engine,
        "--white",
        engine,
        "--referee",
        "sh -c true",
        "--games",
        "2",
        "--size",
        "5",
        "--out",
        out_arg,
    ];
    let result = run(&args, b"", Duration::from_secs(60));
    assert!(!result.success, "{}", result.stdout);
    assert!(
        result
            .stderr
            .contains("sente match: the referee (--referee) could not be started: cannot start engine 'sh -c true'")
            && !result.stderr.contains("panicked"),
        "{}",
        result.stderr
    );
    let summary = std::fs::read_to_string(out.join("summary.txt")).expect("summary.txt is written");
    assert!(summary.contains("stopped after 0 games: "), "{summary}");
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn a_concurrent_match_from_openings_stops_when_the_sequential_test_decides() {
    // A search of 400 playouts against one of 8 wins nearly every game; at H1 = 400 Elo (an
    // expected score of 10/11) each win adds 0.60 to the LLR and a loss takes 1.70 away,
    // so five wins in a row decide it.
    let out = std::env::temp_dir().join(format!("sente-sprt-match-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let strong = format!("{SENTE} --threads 1 --seed 5 --playouts 400");
    let weak = format!("{SENTE} --threads 1 --seed 5 --playouts 8");
    let openings = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/openings/9x9.sgf");
    let args = [
        "match",
        "--black",
        &strong,
        "--white",
        &weak,
        "--size",
        "9",
        "--openings",
        openings.to_str().expect("a UTF-8 path"),
        "--concurrency",
        "2",
        "--sprt",
        "0,400",
        "--games",
        "16",
        "--out",
        out.to_str().expect("a UTF-8 temporary folder"),
    ];
    let result = run(&args, b"", Duration::from_secs(600));
    assert!(result.success, "{}\n{}", result.stdout, result.stderr);
    let games: Vec<&str> = result.stdout.lines().filter(|line| line.starts_with("game ")).collect();
    for (index, line) in games.iter().enumerate() {
        let colours = if index % 2 == 0 {
            "black=A white=B"
        } else {
            "black=B white=A"
        };
        assert!(
            line.starts_with(&format!("game {}: {colours} ", index + 1)),
            "{}",
            result.stdout
        );
    }
    assert!(
        result
            .stdout
            .contains("H1 accepted: engine A is more than 0 Elo stronger than engine B"),
        "{}",
        result.stdout
    );
    let first = std::fs::read_to_string(out.join("game-001.sgf")).expect("game 1's record");
    let second = std::fs::read_to_string(out.join("game-002.sgf")).expect("game 2's record");
    let opening = ";B[eg];W[fe];B[de];W[ef]";
    assert!(first.contains(opening) && second.contains(opening), "{first}\n{second}");
    let recorded = std::fs::read_dir(&out)
        .expect("the output folder")
        .filter(|entry| {
            entry
                .as_ref()
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .ends_with(".sgf")
        })
        .count();
    assert_eq!(recorded, games.len(), "a record for each game recorded, none after");
    assert!(out.join("engine-a-2.log").exists());
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn the_shipped_openings_load_each_position_distinct() {
    for (size, least) in [(9, 20), (13, 20), (19, 30)] {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("docs/openings/{size}x{size}.sgf"));
        let openings = Openings::load(&path, size, Rules::chinese()).expect("the shipped openings load");
        let mut positions = HashSet::new();
        let mut index = 0;
        while positions.len() < least {
            let moves = openings.for_game(2 * index);
            let mut stones: Vec<_> = moves.iter().map(|m| (m.colour, m.point)).collect();
            stones.sort_by_key(|&(colour, point)| (colour == sente::board::Color::White, point));
            assert!(
                positions.insert(stones),
                "{size}x{size}: opening {} repeats one before",
                index + 1
            );
            index += 1;
        }
    }
}

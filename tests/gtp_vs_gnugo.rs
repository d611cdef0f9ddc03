//! sente's GTP replies against GNU Go 3.8's, byte for byte, on the commands both have:
//! `list_stones`, `all_legal`, `captures`, `is_legal`, `move_history`, `findlib` (as a
//! set of points) and the
//! `play`/`undo` outcomes through random 9x9 games, `fixed_handicap` on every board size
//! GNU Go takes (to 19), `query_boardsize`, `get_komi` and `get_handicap`, the position
//! `printsgf FILE` saves, what `loadsgf FILE [N|VERTEX]` loads and answers, and the
//! standard failures where both answer the specification's text. Skipped without GNU Go
//! unless `SENTE_REQUIRE_GNUGO=1`.

mod common;

use common::engine::GtpEngine;
use common::gnugo::{gnugo_or_skip, GnuGo};
use rand_xoshiro::rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

fn sente() -> GtpEngine {
    GtpEngine::start(env!("CARGO_BIN_EXE_sente"), &["--rules", "japanese"]).expect("sente starts")
}

/// Sends `cmd` to both and requires the same outcome (success or failure) and, for a
/// success, the same text, which it returns.
fn same(sente: &mut GtpEngine, gnugo: &mut GnuGo, cmd: &str) -> Option<String> {
    let ours = sente.command(cmd);
    let theirs = gnugo.command(cmd);
    match (&ours, &theirs) {
        (Ok(a), Ok(b)) => assert_eq!(a.trim(), b.trim(), "{cmd}"),
        (Err(_), Err(_)) => {}
        _ => panic!("{cmd}: sente {ours:?}, GNU Go {theirs:?}"),
    }
    ours.ok()
}

/// Sends `cmd` to both and requires the same outcome and, for a success, the same points
/// in any order.
fn same_points(sente: &mut GtpEngine, gnugo: &mut GnuGo, cmd: &str) {
    let sorted = |reply: &str| {
        let mut points: Vec<String> = reply.split_whitespace().map(str::to_string).collect();
        points.sort();
        points
    };
    match (sente.command(cmd), gnugo.command(cmd)) {
        (Ok(a), Ok(b)) => assert_eq!(sorted(&a), sorted(&b), "{cmd}"),
        (Err(_), Err(_)) => {}
        (ours, theirs) => panic!("{cmd}: sente {ours:?}, GNU Go {theirs:?}"),
    }
}

#[test]
fn queries_match_through_random_games() {
    if !gnugo_or_skip() {
        return;
    }
    let (mut s, mut g) = (sente(), GnuGo::new(&[]).expect("GNU Go starts"));
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
    let columns = "ABCDEFGHJ".as_bytes();
    for game in 0..6 {
        same(&mut s, &mut g, "boardsize 9");
        same(&mut s, &mut g, "clear_board");
        for turn in 0..120 {
            let colour = if turn % 2 == 0 { "black" } else { "white" };
            let legal = same(&mut s, &mut g, &format!("all_legal {colour}")).expect("all_legal");
            let legal: Vec<&str> = legal.split_whitespace().collect();
            let vertex = if legal.is_empty() || rng.next_u64() % 25 == 0 {
                "pass".to_string()
            } else {
                legal[(rng.next_u64() % legal.len() as u64) as usize].to_string()
            };
            let col = columns[(rng.next_u64() % 9) as usize] as char;
            let random = format!("{col}{}", rng.next_u64() % 9 + 1);
            same(&mut s, &mut g, &format!("is_legal {colour} {random}"));
            same_points(&mut s, &mut g, &format!("findlib {random}"));
            same(&mut s, &mut g, &format!("play {colour} {vertex}"));
            if rng.next_u64() % 10 == 0 {
                same(&mut s, &mut g, "undo");
                same(&mut s, &mut g, &format!("play {colour} {vertex}"));
            }
            for query in [
                "list_stones black",
                "list_stones white",
                "captures black",
                "captures white",
                "move_history",
            ] {
                same(&mut s, &mut g, query);
            }
        }
        println!("game {game}: {}", s.ok("captures black"));
    }
}

#[test]
fn fixed_handicap_matches_on_every_size() {
    if !gnugo_or_skip() {
        return;
    }
    let (mut s, mut g) = (sente(), GnuGo::new(&[]).expect("GNU Go starts"));
    for size in 2..=19 {
        for stones in 0..=10 {
            same(&mut s, &mut g, &format!("boardsize {size}"));
            same(&mut s, &mut g, &format!("fixed_handicap {stones}"));
        }
    }
}

/// The queries Kigo sends after loading a game answer as GNU Go's do (its komi, padded
/// to ` 6.0`, read trimmed, as Kigo reads it), and `printsgf FILE`, with which Kigo saves a
/// game, writes a record that loads back to the position GNU Go's does.
#[test]
fn game_queries_and_saved_records_match() {
    if !gnugo_or_skip() {
        return;
    }
    let (mut s, mut g) = (sente(), GnuGo::new(&[]).expect("GNU Go starts"));
    for cmd in [
        "boardsize 9",
        "query_boardsize",
        "get_handicap",
        "komi 6",
        "get_komi",
        "komi -3",
        "get_komi",
        "komi 7.5",
        "get_komi",
        "fixed_handicap 3",
        "get_handicap",
        "clear_board",
        "get_handicap",
        "set_free_handicap A1 B2 C3 D4",
        "get_handicap",
        "boardsize 13",
        "query_boardsize",
        "get_handicap",
        "get_komi",
    ] {
        same(&mut s, &mut g, cmd);
    }
    // Each places its own free handicap stones, two of them.
    s.ok("place_free_handicap 2");
    g.ok("place_free_handicap 2");
    same(&mut s, &mut g, "get_handicap");

    let folder = std::env::temp_dir().join(format!("sente-vs-gnugo-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let (ours, theirs) = (folder.join("sente.sgf"), folder.join("gnugo.sgf"));
    for cmd in ["boardsize 9", "komi 5.5", "fixed_handicap 2"] {
        same(&mut s, &mut g, cmd);
    }
    // No captures: GNU Go's record keeps the position as setup stones and folds the
    // prisoners into its komi; sente's keeps the moves and the komi.
    for m in ["w E5", "b E6", "w D5", "b F6", "w C4", "b pass", "w D4"] {
        same(&mut s, &mut g, &format!("play {m}"));
    }
    assert_eq!(s.ok(&format!("printsgf {}", ours.display())), "");
    assert_eq!(g.ok(&format!("printsgf {}", theirs.display())).trim(), "");
    let position = |file: &std::path::Path| {
        let mut fresh = GtpEngine::start(env!("CARGO_BIN_EXE_sente"), &["--komi", "0"]).expect("sente starts");
        fresh.ok(&format!("loadsgf {}", file.display()));
        ["query_boardsize", "get_komi", "list_stones black", "list_stones white"].map(|query| {
            let mut words: Vec<String> = fresh.ok(query).split_whitespace().map(str::to_string).collect();
            words.sort();
            words
        })
    };
    assert_eq!(position(&ours), position(&theirs));
    let _ = std::fs::remove_dir_all(&folder);
}

/// `loadsgf` stops where GNU Go's does (before move N, passes counted; before the first
/// move at a vertex; after the last move for a number past the end or a vertex never
/// played), answers the same player to move, and leaves the same stones and moves.
/// GNU Go reads 0 as a vertex it cannot place, taken for a pass, and so stops before the
/// first pass; sente loads the whole game, which is the same on records without passes.
#[test]
fn loaded_records_match() {
    if !gnugo_or_skip() {
        return;
    }
    let (mut s, mut g) = (sente(), GnuGo::new(&[]).expect("GNU Go starts"));
    let folder = std::env::temp_dir().join(format!("sente-vs-gnugo-loadsgf-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let stops = [
        "", "1", "2", "3", "4", "5", "99", "E5", "C7", "C3", "G3", "D6", "J9", "pass",
    ];
    let records = [
        ("plain", "(;FF[4]GM[1]SZ[9]KM[6.5];B[ee];W[cc];B[gg];W[cg])", true),
        (
            "handicap",
            "(;FF[4]GM[1]SZ[9]KM[0.5]HA[2]AB[cc][gg];W[ee];B[];W[cg];W[dd])",
            false,
        ),
        ("unordered", "(;FF[4]GM[1]SZ[9];W[ee];W[cc];B[gg];B[cg])", true),
        ("fixed", "(;FF[4]GM[1]SZ[9]HA[3];W[ee];B[dd])", true),
        ("setup", "(;FF[4]GM[1]SZ[9]AB[cc]AW[dd]PL[W];W[ee])", true),
        ("to-play", "(;FF[4]GM[1]SZ[9]PL[W])", true),
    ];
    for (name, text, passless) in records {
        let file = folder.join(format!("{name}.sgf"));
        std::fs::write(&file, text).expect("the record is written");
        for stop in stops.iter().copied().chain(passless.then_some("0")) {
            same(&mut s, &mut g, &format!("loadsgf {} {stop}", file.display()));
            for query in ["move_history", "list_stones black", "list_stones white"] {
                same(&mut s, &mut g, query);
            }
        }
    }
    let _ = std::fs::remove_dir_all(&folder);
}

/// Sends `cmd` to both and requires both to fail with the same text.
fn same_failure(sente: &mut GtpEngine, gnugo: &mut GnuGo, cmd: &str) {
    let ours = sente.command(cmd);
    assert!(ours.is_err(), "{cmd}: sente {ours:?}");
    assert_eq!(ours, gnugo.command(cmd), "{cmd}");
}

/// The standard failures where GNU Go 3.8 answers the GTP v2 specification's bare text,
/// as sente does. (Where the specification says `syntax error` GNU Go answers texts of its
/// own, such as `invalid color or coordinate`, and `invalid handicap` for `invalid number
/// of stones`; sente answers the specification's.)
#[test]
fn standard_failures_answer_the_same_text() {
    if !gnugo_or_skip() {
        return;
    }
    let (mut s, mut g) = (sente(), GnuGo::new(&[]).expect("GNU Go starts"));
    same(&mut s, &mut g, "boardsize 5");
    same_failure(&mut s, &mut g, "undo");
    for m in ["b B3", "w C3", "b C4", "w D4", "b C2", "w D2", "b pass", "w E3", "b D3"] {
        same(&mut s, &mut g, &format!("play {m}"));
    }
    same_failure(&mut s, &mut g, "play w C3");
    same_failure(&mut s, &mut g, "play w D3");
    same(&mut s, &mut g, "play b A2");
    same(&mut s, &mut g, "play b B1");
    same_failure(&mut s, &mut g, "play w A1");
    same_failure(&mut s, &mut g, "fixed_handicap 2");
    same_failure(&mut s, &mut g, "boardsize 30");
    same_failure(&mut s, &mut g, "frobnicate");
}

/// The strings of a `final_status_list` reply, each as a sorted list of its vertices,
/// sorted: the order of the strings and of their stones is each engine's own.
fn strings(reply: &str) -> Vec<Vec<String>> {
    let mut strings: Vec<Vec<String>> = reply
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let mut stones: Vec<String> = line.split_whitespace().map(str::to_string).collect();
            stones.sort();
            stones
        })
        .collect();
    strings.sort();
    strings
}

#[test]
fn mid_game_status_lists_match_in_a_plain_case() {
    if !gnugo_or_skip() {
        return;
    }
    // Black's wall on the D column with White's dead B7 inside; White's wall F1-F6 and
    // G7; the top right still open. GNU Go: B7 dead, no seki, the walls and G7 alive.
    let mut moves: Vec<String> = (1..=9).map(|row| format!("play b D{row}")).collect();
    moves.extend((1..=6).map(|row| format!("play w F{row}")));
    moves.extend(["play w B7".to_string(), "play w G7".to_string()]);
    let mut gnugo = GnuGo::new(&[]).expect("GNU Go starts");
    gnugo.boardsize(9);
    gnugo.clear_board();
    gnugo.komi(6.5);
    for (threads, seed) in [("1", "3"), ("2", "4")] {
        let mut sente = GtpEngine::start(
            env!("CARGO_BIN_EXE_sente"),
            &["--rules", "japanese", "--threads", threads, "--seed", seed],
        )
        .expect("sente starts");
        sente.ok("boardsize 9");
        sente.ok("clear_board");
        sente.ok("komi 6.5");
        for m in &moves {
            sente.ok(m);
        }
        if threads == "1" {
            for m in &moves {
                gnugo.ok(m);
            }
        }
        for status in ["dead", "seki", "alive"] {
            let cmd = format!("final_status_list {status}");
            assert_eq!(
                strings(&sente.ok(&cmd)),
                strings(&gnugo.ok(&cmd)),
                "{cmd}, threads {threads}"
            );
        }
    }
}

//! The commands that search: genmove, reg_genmove, kgs-genmove_cleanup, final_score and
//! final_status_list, driving the `sente` binary through the `gtp` crate's controller.

mod common;

use common::engine::GtpEngine;

const SENTE: &str = env!("CARGO_BIN_EXE_sente");

/// sente with one thread, a fixed playout budget and a seed: reproducible.
fn sente() -> GtpEngine {
    GtpEngine::start(SENTE, &["--threads", "1", "--playouts", "2000", "--seed", "7"]).expect("sente starts")
}

/// Plays `moves` (`"b C3"`, `"w pass"`, ...) on a fresh `size` board with `komi`.
fn position(g: &mut GtpEngine, size: usize, komi: &str, moves: &[&str]) {
    g.ok(&format!("boardsize {size}"));
    g.ok("clear_board");
    g.ok(&format!("komi {komi}"));
    for m in moves {
        g.ok(&format!("play {m}"));
    }
}

#[test]
fn genmove_plays_a_legal_move_and_reg_genmove_does_not() {
    let mut g = sente();
    position(&mut g, 9, "7", &[]);
    let first = g.ok("genmove b");
    assert_ne!(first, "PASS");
    assert_eq!(g.ok("list_stones black"), first, "genmove plays its move");
    let suggestion = g.ok("reg_genmove w");
    assert_eq!(g.ok("list_stones white"), "", "reg_genmove plays nothing");
    assert_eq!(g.ok(&format!("is_legal w {suggestion}")), "1");
    for bad in ["genmove x", "genmove", "genmove b extra"] {
        assert_eq!(g.err(bad), "syntax error", "{bad}");
    }
}

#[test]
fn one_thread_with_a_seed_is_reproducible() {
    let moves = ["b E5", "w C3", "b G7"];
    let answers: Vec<String> = (0..2)
        .map(|_| {
            let mut g = sente();
            position(&mut g, 9, "7", &moves);
            g.ok("reg_genmove w")
        })
        .collect();
    assert_eq!(answers[0], answers[1]);
}

/// A finished 9x9 game: Black owns columns A-D, White F-J, column E is dame, and White
/// has a dead stone at B8 in Black's area.
fn finished_game(g: &mut GtpEngine, komi: &str) {
    let mut moves = Vec::new();
    for row in 1..=9 {
        moves.push(format!("b D{row}"));
        moves.push(format!("w F{row}"));
    }
    moves.push("w B8".to_string());
    let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
    position(g, 9, komi, &moves);
}

/// Black's A-D and E1 and White's F-J: no eyes, and the same eight liberties, E2-E9.
/// Either side may fill them safely until two are left; then the next to fill is
/// captured. A seki, whichever side the playouts let capture the other.
fn shared_liberties(g: &mut GtpEngine, rules: &str) {
    let mut moves = Vec::new();
    for column in ["A", "B", "C", "D"] {
        moves.extend((1..=9).map(|row| format!("b {column}{row}")));
    }
    moves.push("b E1".to_string());
    for column in ["F", "G", "H", "J"] {
        moves.extend((1..=9).map(|row| format!("w {column}{row}")));
    }
    let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
    position(g, 9, "0", &moves);
    g.ok(&format!("kgs-rules {rules}"));
}

#[test]
fn eyeless_strings_that_share_every_liberty_are_in_seki() {
    for seed in ["1", "2"] {
        let mut g = GtpEngine::start(SENTE, &["--threads", "1", "--seed", seed]).expect("sente starts");
        shared_liberties(&mut g, "chinese");
        assert_eq!(g.ok("final_score"), "B+1.0", "37 stones to 36, seed {seed}");
        assert_eq!(g.ok("final_status_list dead"), "", "seed {seed}");
        assert_eq!(g.ok("final_status_list seki").lines().count(), 2, "seed {seed}");
        shared_liberties(&mut g, "japanese");
        assert_eq!(g.ok("final_score"), "0", "no territory, seed {seed}");
    }
}

/// Whether an `estimate_score` reply leads with `score` (as `final_score` answers it, but
/// a draw is GNU Go's `W+0.0`) and gives bounds of White's lead on either side of it.
fn estimates(reply: &str, score: &str) -> bool {
    let lead = if score == "0" { "W+0.0" } else { score };
    let Some((upper, lower)) = reply
        .strip_prefix(lead)
        .and_then(|rest| rest.strip_prefix(" (upper bound: "))
        .and_then(|rest| rest.strip_suffix(')'))
        .and_then(|rest| rest.split_once(", lower: "))
    else {
        return false;
    };
    let white: f32 = match lead.split_at(2) {
        ("W+", points) => points.parse().unwrap_or(f32::NAN),
        (_, points) => -points.parse().unwrap_or(f32::NAN),
    };
    let (upper, lower): (f32, f32) = (upper.parse().unwrap_or(f32::NAN), lower.parse().unwrap_or(f32::NAN));
    lower <= white && white <= upper
}

#[test]
fn final_score_and_status_lists_judge_a_finished_game() {
    let mut g = sente();
    finished_game(&mut g, "0");
    assert_eq!(g.ok("final_status_list dead"), "B8");
    assert_eq!(g.ok("final_score"), "0", "36 + 36 by area, a dame column, no komi");
    assert_eq!(g.ok("final_status_list seki"), "");
    let estimate = g.ok("estimate_score");
    assert!(estimates(&estimate, "0"), "a draw in GNU Go's form: {estimate}");
    assert_eq!(g.ok("final_status_list dame"), "E9 E8 E7 E6 E5 E4 E3 E2 E1");
    let territory = g.ok("final_status_list white_territory");
    assert_eq!(territory.split(' ').count(), 27);
    let alive = g.ok("final_status_list alive");
    assert_eq!(alive.lines().count(), 2, "the two walls, a string per line: {alive}");
    // GNU Go's final_status VERTEX, as Kigo asks it: the lists' answer, point by point.
    for (status, list) in [
        ("dead", "B8".to_string()),
        ("alive", alive.replace('\n', " ")),
        ("dame", "E9 E8 E7 E6 E5 E4 E3 E2 E1".to_string()),
        ("white_territory", territory.clone()),
        ("black_territory", g.ok("final_status_list black_territory")),
    ] {
        for vertex in list.split_whitespace() {
            assert_eq!(g.ok(&format!("final_status {vertex}")), status, "{vertex}");
        }
    }
    assert!(g.err("final_status pass").starts_with("syntax error"));
    assert!(g.err("final_status K10").starts_with("syntax error"));
    g.ok("komi 6.5");
    assert_eq!(g.ok("final_score"), "W+6.5");
    let estimate = g.ok("estimate_score");
    assert!(estimates(&estimate, "W+6.5"), "{estimate}");
    g.ok("komi -3");
    assert_eq!(g.ok("final_score"), "B+3.0");
    let estimate = g.ok("estimate_score");
    assert!(estimates(&estimate, "B+3.0"), "{estimate}");
    g.ok("komi 6.5");
    g.ok("kgs-rules japanese");
    // Territory: 27 each (B8's point for Black), plus the dead stone as Black's prisoner.
    assert_eq!(g.ok("final_score"), "W+5.5");
    assert_eq!(g.err("final_status_list alive_or_dead"), "syntax error");
    assert_eq!(g.err("final_score now"), "syntax error");
}

#[test]
fn cleanup_does_not_pass_until_the_dead_stones_are_captured() {
    let mut g = sente();
    finished_game(&mut g, "0");
    for _ in 0..40 {
        if !g.ok("list_stones white").split(' ').any(|v| v == "B8") {
            return;
        }
        g.ok("play w pass");
        let reply = g.ok("kgs-genmove_cleanup b");
        assert!(
            reply != "PASS" && reply != "resign",
            "cleanup gave up with B8 still on the board"
        );
    }
    panic!("the dead stone B8 survived 40 cleanup moves");
}

#[test]
fn pondering_stops_at_once_for_the_next_command() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};

    let mut child = Command::new(SENTE)
        .args(["--threads", "1", "--playouts", "500", "--ponder"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("sente starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    let mut reply = || {
        let mut text = String::new();
        loop {
            let mut line = String::new();
            stdout.read_line(&mut line).expect("a reply line");
            if line == "\n" {
                return text;
            }
            text.push_str(&line);
        }
    };
    stdin
        .write_all(b"boardsize 9\ngenmove b\nsente-ponder\n")
        .expect("written");
    reply();
    assert!(reply().starts_with("= "), "genmove answers");
    assert_eq!(reply(), "= on\n", "pondering is on");
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    stdin.write_all(b"name\n").expect("written");
    assert_eq!(reply(), "= sente\n");
    let waited = asked.elapsed();
    println!("a command sent while pondering was answered after {waited:?}");
    assert!(
        waited < Duration::from_millis(500),
        "pondering held the reply for {waited:?}"
    );
    stdin.write_all(b"quit\n").expect("written");
    assert!(child.wait().expect("sente exits").success());
}

#[test]
fn under_territory_rules_genmove_does_not_fill_its_own_territory() {
    let mut g = sente();
    let mut moves = Vec::new();
    for row in 1..=9 {
        moves.push(format!("b E{row}"));
        moves.push(format!("w F{row}"));
    }
    moves.push("w B8".to_string());
    moves.push("w pass".to_string());
    let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
    position(&mut g, 9, "0", &moves);
    g.ok("kgs-rules japanese");
    // Black: 36 points (B8's included) and B8 as a prisoner; White: 27.
    assert_eq!(g.ok("final_score"), "B+10.0");
    assert_eq!(
        g.ok("reg_genmove b"),
        "PASS",
        "every move left is inside Black's own territory"
    );
}

#[test]
fn a_search_too_small_to_judge_the_board_does_not_pass() {
    // At level 1 a genmove searches about 20 playouts, on top of the tree kept from the
    // search before: too few for an ownership estimate to call a point in the opening
    // White's own territory (Kigo's game, which met this as a pass).
    let mut g = sente();
    g.ok("sente-param seed 34");
    g.ok("kgs-rules japanese");
    position(&mut g, 9, "6.5", &["b E5", "w E3"]);
    g.ok("top_moves_black");
    g.ok("play b E4");
    g.ok("level 1");
    assert_ne!(g.ok("genmove w"), "PASS");
}

#[test]
fn a_loaded_position_with_other_setup_stones_is_searched_afresh() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/gtp-scripts/scoring");
    let fresh_score = |file: &str| {
        let mut g = sente();
        g.ok(&format!("loadsgf {dir}/{file}"));
        g.ok("komi 0.5");
        g.ok("final_score")
    };
    let expected = fresh_score("dead-group.sgf");
    let mut g = sente();
    g.ok(&format!("loadsgf {dir}/dead-stone.sgf"));
    g.ok("komi 0.5");
    g.ok("final_score");
    g.ok(&format!("loadsgf {dir}/dead-group.sgf"));
    g.ok("komi 0.5");
    assert_eq!(
        g.ok("final_score"),
        expected,
        "the tree of the first position was reused"
    );
    assert!(!g.ok("genmove b").is_empty());
}

#[test]
fn a_level_below_10_caps_the_playouts_of_a_move() {
    use common::process::run;
    use std::time::Duration;

    let input = b"boardsize 7\nlevel 1\ngenmove b\nlevel 4\ngenmove w\nlevel 10\ngenmove b\n\
                  level 0\ngenmove w\nkgs-genmove_cleanup b\nquit\n";
    let result = run(
        &["--threads", "1", "--playouts", "3000", "--log-level", "info"],
        input,
        Duration::from_secs(120),
    );
    assert!(result.success, "{}", result.stderr);
    let playouts: Vec<&str> = result
        .stderr
        .lines()
        .filter_map(|line| line.split_once(" playouts (")?.0.rsplit(' ').next())
        .collect();
    assert_eq!(
        playouts,
        ["19", "156", "3000", "3000", "3000"],
        "level 1, 4, then 10 (full strength, the configured 3,000), which level 0 does not \
         change, and kgs-genmove_cleanup too:\n{}",
        result.stderr
    );
    assert!(
        result
            .stdout
            .contains("? level must be a whole number from 1 (weakest) to 10 (full strength), not '0'"),
        "{}",
        result.stdout
    );
}

#[test]
fn a_mid_game_judgement_has_no_seki_and_is_the_same_whatever_the_seed() {
    // Eight moves into a 9x9 game (GoGui's "Seki stones" once marked every stone here).
    let moves = ["b E5", "w C4", "b D6", "w F4", "b E4", "w G7", "b G6", "w H6"];
    let mut answers = Vec::new();
    for (threads, seed) in [("1", "7"), ("1", "8"), ("2", "9")] {
        let mut g = GtpEngine::start(SENTE, &["--threads", threads, "--playouts", "1000", "--seed", seed])
            .expect("sente starts");
        position(&mut g, 9, "6.5", &moves);
        assert_eq!(g.ok("final_status_list seki"), "", "an open board has no seki");
        // A search of the same stones in between does not change the judgement.
        g.ok("reg_genmove b");
        answers.push((g.ok("final_status_list dead"), g.ok("final_status_list alive")));
    }
    assert!(answers.iter().all(|a| *a == answers[0]), "{answers:?}");
}

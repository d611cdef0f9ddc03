//! `sente play` as a person uses it: the binary with moves typed on stdin.

mod common;

use common::process;
use std::time::Duration;

/// Runs `sente play` with `flags` and `typed` on stdin (then end of input); returns stdout
/// and whether it exited with 0. Fails if it does not exit within 60 s.
fn play(flags: &[&str], typed: &str) -> (String, bool) {
    run(&[&["play"], flags].concat(), typed)
}

/// Runs `sente` with `args` and `typed` on stdin, as [`play`] does; nothing may go to
/// stderr.
fn run(args: &[&str], typed: &str) -> (String, bool) {
    let run = process::run(args, typed.as_bytes(), Duration::from_secs(60));
    assert!(run.stderr.is_empty(), "stderr: {}", run.stderr);
    (run.stdout, run.success)
}

const SMALL: [&str; 8] = ["--size", "5", "--playouts", "200", "--seed", "1", "--threads", "1"];

#[test]
fn a_scripted_game_reports_bad_input_and_quits() {
    let (text, success) = play(&SMALL, "c3\nc3\nxyz\nF9\nundo\nb2\nquit\n");
    assert!(success, "{text}");
    assert!(
        text.starts_with("You play Black (X) against sente on 5x5, chinese rules, komi 7."),
        "{text}"
    );
    assert!(text.contains("    A B C D E\n 5  . . . . .  5\n"), "{text}");
    assert!(
        text.contains("C3 is illegal: the point is occupied. Try another move."),
        "{text}"
    );
    assert!(text.contains("'xyz' is neither a move nor a command"), "{text}");
    assert!(
        text.contains("F9 is off the board: columns run from A to E, rows from 1 to 5"),
        "{text}"
    );
    assert_eq!(text.matches("sente (White (O)) plays ").count(), 2, "{text}");
    assert_eq!(
        text.matches("Move 1: Black (X) to play").count(),
        2,
        "undo goes back to the start: {text}"
    );
    let row_2 = text.lines().rfind(|line| line.starts_with(" 2 ")).expect("a diagram");
    assert_eq!(row_2.chars().nth(6), Some('X'), "B2 holds the stone typed last: {text}");
    assert!(text.ends_with("You left the game unfinished.\n"), "{text}");
}

#[test]
fn two_passes_score_the_game_and_save_it() {
    let sgf = std::env::temp_dir().join(format!("sente-terminal-play-{}.sgf", std::process::id()));
    let path = sgf.to_str().expect("a UTF-8 path");
    let flags = [&SMALL[..], &["--sgf", path]].concat();
    // The person passes on an empty board: sente plays on while the board is open (which
    // point depends on the playout policy), then passes back, and the game is scored.
    let (text, success) = play(&flags, &"pass\n".repeat(10));
    assert!(success, "{text}");
    assert!(text.contains("sente (White (O)) plays "), "{text}");
    assert!(text.contains("sente (White (O)) passes"), "{text}");
    assert!(
        text.contains("Both players passed: the game is over.\nDead stones: none.\n"),
        "{text}"
    );
    assert!(
        text.contains("Result under chinese rules, komi 7: W+32.0, sente wins.\n"),
        "{text}"
    );
    let record = std::fs::read_to_string(&sgf).expect("the game is saved");
    std::fs::remove_file(&sgf).expect("remove the record");
    assert!(
        record.contains("RE[W+32.0]") && record.ends_with(";B[];W[])"),
        "{record}"
    );
}

#[test]
fn white_rules_and_komi_are_honoured_until_the_input_ends() {
    let flags = [&SMALL[..], &["--color", "w", "--rules", "japanese", "--komi", "6.5"]].concat();
    let (text, success) = play(&flags, "");
    assert!(success, "{text}");
    assert!(
        text.starts_with("You play White (O) against sente on 5x5, japanese rules, komi 6.5."),
        "{text}"
    );
    assert!(text.contains("sente (Black (X)) plays "), "{text}");
    assert!(text.ends_with("End of input: the game is left unfinished.\n"), "{text}");
}

#[test]
fn komi_and_rules_may_come_before_play() {
    let args = [&["--komi", "5.5", "--rules", "aga", "play"], &SMALL[..]].concat();
    let (text, success) = run(&args, "quit\n");
    assert!(success, "{text}");
    assert!(
        text.starts_with("You play Black (X) against sente on 5x5, aga rules, komi 5.5."),
        "{text}"
    );
}

//! What the controller cannot express: raw bytes on stdin (control characters, invalid
//! UTF-8, tabs, comments, pipelining, over-long lines), end of input, and what goes to
//! stdout, stderr and the log file.

mod common;

use common::process::{self, SENTE};
use std::process::Command;
use std::time::{Duration, Instant};

/// Runs sente with `flags`, writes `input` and closes stdin; returns stdout, stderr and
/// whether it exited with 0. Fails if it does not exit within 20 s.
fn run(flags: &[&str], input: &[u8]) -> (String, String, bool) {
    let run = process::run(flags, input, Duration::from_secs(20));
    (run.stdout, run.stderr, run.success)
}

/// Splits stdout into replies, checking that each is well formed.
fn replies(stdout: &str) -> Vec<&str> {
    assert!(stdout.is_empty() || stdout.ends_with("\n\n"), "{stdout:?}");
    let replies: Vec<&str> = stdout.split_terminator("\n\n").collect();
    for reply in &replies {
        assert!(reply.starts_with('=') || reply.starts_with('?'), "{reply:?}");
        assert!(!reply.contains("\n\n"));
    }
    replies
}

#[test]
fn control_characters_tabs_and_comments() {
    let input = b"na\x01me\r\n\tkomi\t6.5\t\n# a comment\n   \n\nname # trailing comment\n\x1b\x7f\n";
    let (stdout, _, ok) = run(&[], input);
    assert!(ok);
    assert_eq!(replies(&stdout), ["= sente", "= ", "= sente"]);
}

#[test]
fn ids_are_echoed() {
    let (stdout, _, _) = run(&[], b"1 name\n22 frobnicate\n007 protocol_version\n3\n");
    assert_eq!(
        replies(&stdout),
        ["=1 sente", "?22 unknown command", "=7 2", "?3 syntax error"]
    );
}

#[test]
fn invalid_utf8_is_a_syntax_error_that_changes_nothing() {
    let (stdout, _, ok) = run(&[], b"1 name \xff\n2 play b \xc3\n3 list_stones b\n\xfe\xff\n4 name\n");
    assert!(ok);
    let r = replies(&stdout);
    assert_eq!(r.len(), 5);
    assert_eq!(r[0], "?1 syntax error");
    assert_eq!(r[1], "?2 syntax error");
    assert_eq!(r[2], "=3 ");
    assert_eq!(r[3], "? syntax error");
    assert_eq!(r[4], "=4 sente");
}

#[test]
fn over_long_lines_are_rejected_and_the_engine_goes_on() {
    let mut input = b"1 play b ".to_vec();
    input.extend(std::iter::repeat_n(b'x', 200_000));
    input.extend_from_slice(b"\n2 name\n");
    let (stdout, _, ok) = run(&[], &input);
    assert!(ok);
    let r = replies(&stdout);
    assert_eq!(r[0], "?1 syntax error");
    assert_eq!(r[1], "=2 sente");
}

#[test]
fn pipelined_commands_run_in_order() {
    let mut input = String::from("boardsize 19\n");
    let mut expected = vec!["= ".to_string()];
    for i in 1..=300 {
        let v = format!(
            "{}{}",
            ["A", "B", "C", "D", "E", "F", "G", "H", "J", "K"][i % 10],
            i % 19 + 1
        );
        input += &format!("{i} play b {v}\n{i} undo\n");
        expected.push(format!("={i} "));
        expected.push(format!("={i} "));
    }
    input += "999 list_stones black\n";
    expected.push("=999 ".to_string());
    let (stdout, _, ok) = run(&[], input.as_bytes());
    assert!(ok);
    assert_eq!(replies(&stdout), expected);
}

#[test]
fn end_of_input_and_quit_exit_with_success() {
    let start = Instant::now();
    let (stdout, _, ok) = run(&[], b"name");
    assert!(ok && start.elapsed() < Duration::from_secs(10));
    assert_eq!(replies(&stdout), ["= sente"], "a last line without LF still counts");
    let (stdout, _, ok) = run(&[], b"");
    assert!(ok && stdout.is_empty());
    let (stdout, _, ok) = run(&[], b"1 quit\n2 name\n");
    assert!(ok);
    assert_eq!(replies(&stdout), ["=1 "]);
}

#[test]
fn stdout_has_replies_only_and_logs_go_to_stderr_and_the_log_file() {
    let log = std::env::temp_dir().join(format!("sente-gtp-log-{}.txt", std::process::id()));
    let log_path = log.display().to_string();
    let (stdout, stderr, ok) = run(
        &["--log-level", "debug", "--log-file", &log_path],
        b"play b A1\nplay b A1\nquit\n",
    );
    assert!(ok);
    assert_eq!(replies(&stdout).len(), 3);
    assert!(stderr.contains("play"), "{stderr}");
    let logged = std::fs::read_to_string(&log).expect("the log file exists");
    assert!(logged.contains("play"), "{logged}");
    let (_, stderr, _) = run(&["--log-level", "error"], b"play b A1\n");
    assert!(stderr.is_empty(), "{stderr}");
}

#[test]
fn standard_failures_answer_the_bare_text_and_log_their_reason_at_info() {
    let sgf = std::env::temp_dir().join(format!("sente-gtp-illegal-{}.sgf", std::process::id()));
    std::fs::write(&sgf, "(;SZ[9];B[cc];W[cc])").expect("temp file");
    let input = format!(
        "1 fixed_handicap 1\n2 play b D4\n3 play w D4\n4 play b Z99\n5 boardsize 30\n\
         6 loadsgf {}\n7 frobnicate\n8 list_stones red\n",
        sgf.display()
    );
    let (stdout, stderr, ok) = run(&["--log-level", "info"], input.as_bytes());
    assert!(ok);
    assert_eq!(
        replies(&stdout),
        [
            "?1 invalid number of stones",
            "=2 ",
            "?3 illegal move",
            "?4 syntax error",
            "?5 unacceptable size",
            "?6 cannot load file",
            "?7 unknown command",
            "?8 syntax error: invalid colour 'red'",
        ]
    );
    for logged in [
        "play w D4 failed: illegal move: the point is occupied",
        "fixed_handicap 1 failed: invalid number of stones: 1 stone on 19x19 (fixed placement allows 2 to 9)",
        "play b Z99 failed: syntax error: vertex 'Z99' is off the 19x19 board",
        "boardsize 30 failed: unacceptable size: sente plays on boards from 1x1 to 25x25, not 30x30",
        "move 2 (W C7)",
        "frobnicate failed: unknown command",
    ] {
        assert!(stderr.contains(logged), "{logged:?} missing from the log:\n{stderr}");
    }
    let (_, quiet, _) = run(&[], b"play b D4\nplay w D4\n");
    assert!(
        quiet.is_empty(),
        "the reason is logged at info, below the default level: {quiet}"
    );
}

#[test]
fn help_lists_the_flags() {
    let output = Command::new(SENTE).arg("--help").output().expect("sente runs");
    assert!(output.status.success());
    let help = String::from_utf8_lossy(&output.stdout);
    for flag in [
        "--rules",
        "--sgf-rules",
        "--komi",
        "--log-level",
        "--log-file",
        "regress",
        "bench",
    ] {
        assert!(help.contains(flag), "{flag} missing from --help");
    }
    for bad in [["--rules", "ing"], ["--sgf-rules", "ignore"]] {
        let bad = Command::new(SENTE).args(bad).output().expect("sente runs");
        assert!(!bad.status.success());
    }
}

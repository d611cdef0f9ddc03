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
        [
            "=1 sente",
            "?22 unknown command",
            "=7 2",
            "?3 syntax error: a command name must follow the id"
        ]
    );
}

#[test]
fn invalid_utf8_is_a_syntax_error_that_changes_nothing() {
    let (stdout, _, ok) = run(&[], b"1 name \xff\n2 play b \xc3\n3 list_stones b\n\xfe\xff\n4 name\n");
    assert!(ok);
    let r = replies(&stdout);
    assert_eq!(r.len(), 5);
    assert!(r[0].starts_with("?1 syntax error"));
    assert!(r[1].starts_with("?2 syntax error"));
    assert_eq!(r[2], "=3 ");
    assert!(r[3].starts_with("? syntax error"));
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
    assert!(r[0].starts_with("?1 syntax error: the line is longer than"), "{}", r[0]);
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
fn help_lists_the_flags() {
    let output = Command::new(SENTE).arg("--help").output().expect("sente runs");
    assert!(output.status.success());
    let help = String::from_utf8_lossy(&output.stdout);
    for flag in ["--rules", "--komi", "--log-level", "--log-file", "regress", "bench"] {
        assert!(help.contains(flag), "{flag} missing from --help");
    }
    let bad = Command::new(SENTE)
        .args(["--rules", "ing"])
        .output()
        .expect("sente runs");
    assert!(!bad.status.success());
}

//! sente run as a plain process: arguments, bytes on stdin, then end of input.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

/// The binary under test.
pub const SENTE: &str = env!("CARGO_BIN_EXE_sente");

/// What a finished run wrote and how it ended.
pub struct Run {
    /// Everything on stdout.
    pub stdout: String,
    /// Everything on stderr.
    pub stderr: String,
    /// Whether it exited with status 0.
    pub success: bool,
}

/// Runs sente with `args`, writes `input` and closes stdin; fails the test if it has not
/// exited within `limit`.
pub fn run(args: &[&str], input: &[u8], limit: Duration) -> Run {
    let mut child = Command::new(SENTE)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sente starts");
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        // The engine may exit (quit, or a finished game) before reading everything: a
        // broken pipe is fine.
        let _ = stdin.write_all(&input);
    });
    let start = Instant::now();
    while child.try_wait().expect("wait").is_none() {
        if start.elapsed() > limit {
            let _ = child.kill();
            panic!("sente did not exit within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    writer.join().expect("writer thread");
    let output = child.wait_with_output().expect("output");
    Run {
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        success: output.status.success(),
    }
}

/// Starts `command` with stdin and stdout piped, as a GUI runs an engine: the child, its
/// stdin, and its stdout line by line, forwarded by a thread so that a test can wait for a
/// line with a timeout.
pub fn spawn_with_lines(command: &mut Command) -> (Child, ChildStdin, Receiver<String>) {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{:?} starts: {e}", command.get_program()));
    let stdin = child.stdin.take().expect("piped stdin");
    let out = BufReader::new(child.stdout.take().expect("piped stdout"));
    let (sender, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in out.lines() {
            if sender.send(line.expect("UTF-8 on stdout")).is_err() {
                break;
            }
        }
    });
    (child, stdin, lines)
}

//! Fuzz-style property test: random byte lines and random mixes of commands and
//! arguments never break the protocol. Every reply is well formed and the engine stays
//! alive, answering a sentinel command after each line.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use sente::gtp::command;
use sente::gtp::input::preprocess;
use std::cell::RefCell;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

struct Engine {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_sente"))
            .args(["--log-level", "error"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("sente starts");
        let stdin = child.stdin.take().expect("piped");
        let stdout = BufReader::new(child.stdout.take().expect("piped"));
        Engine { child, stdin, stdout }
    }

    /// One reply, checked for form: `=`/`?`, an optional id, a space, then text with no
    /// empty line, ended by one empty line.
    fn reply(&mut self) -> String {
        let mut reply = String::new();
        loop {
            let mut line = String::new();
            let n = self.stdout.read_line(&mut line).expect("read");
            assert!(n > 0, "the engine died; reply so far {reply:?}");
            if line == "\n" {
                break;
            }
            reply.push_str(&line);
        }
        let head = reply.split('\n').next().unwrap_or_default();
        let mark = head.chars().next();
        assert!(matches!(mark, Some('=') | Some('?')), "malformed reply {reply:?}");
        let rest = &head[1..];
        let digits = rest.chars().take_while(char::is_ascii_digit).count();
        assert!(rest[digits..].starts_with(' '), "malformed reply {reply:?}");
        reply
    }

    /// Sends `line` and a sentinel; checks that at most one reply came before the
    /// sentinel's.
    fn exchange(&mut self, line: &[u8]) -> Result<(), TestCaseError> {
        self.stdin.write_all(line).expect("write");
        self.stdin.write_all(b"\n4242424242 name\n").expect("write");
        self.stdin.flush().expect("flush");
        let mut before = 0;
        loop {
            let reply = self.reply();
            if reply.starts_with("=4242424242 ") {
                prop_assert_eq!(reply, "=4242424242 sente\n");
                break;
            }
            before += 1;
            prop_assert!(
                before <= 1,
                "more than one reply to {:?}",
                String::from_utf8_lossy(line)
            );
        }
        let expected = usize::from(preprocess(line).is_some());
        prop_assert_eq!(before, expected, "replies to {:?}", String::from_utf8_lossy(line));
        Ok(())
    }
}

/// Whether the engine would read `line` as `quit` (which ends it).
fn is_quit(line: &[u8]) -> bool {
    preprocess(line)
        .and_then(|l| command::parse(&l).ok())
        .is_some_and(|c| c.name == "quit")
}

const NAMES: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "boardsize",
    "clear_board",
    "komi",
    "fixed_handicap",
    "place_free_handicap",
    "set_free_handicap",
    "play",
    "undo",
    "time_settings",
    "time_left",
    "loadsgf",
    "showboard",
    "is_legal",
    "all_legal",
    "list_stones",
    "captures",
    "gg-undo",
    "printsgf",
    "kgs-rules",
    "kgs-time_settings",
    "kgs-game_over",
    "cputime",
    "sente-rules",
    "genmove",
    "Play",
];

const WORDS: &[&str] = &[
    "b",
    "w",
    "black",
    "WHITE",
    "red",
    "pass",
    "A1",
    "c3",
    "T19",
    "Z25",
    "I5",
    "J10",
    "xx",
    "0",
    "1",
    "2",
    "9",
    "19",
    "26",
    "-1",
    "4294967296",
    "6.5",
    "nan",
    "inf",
    "none",
    "byoyomi",
    "canadian",
    "absolute",
    "japanese",
    "ko=simple",
    "suicide=true",
    "scoring=none",
    "/nonexistent.sgf",
    "é",
    "\u{0}",
    "#",
    "\t",
];

fn command_line() -> impl Strategy<Value = Vec<u8>> {
    (
        proptest::option::of(0u32..1000),
        proptest::sample::select(NAMES),
        proptest::collection::vec(proptest::sample::select(WORDS), 0..5),
    )
        .prop_map(|(id, name, args)| {
            let mut line = id.map(|id| format!("{id} ")).unwrap_or_default();
            line += name;
            for arg in args {
                line.push(' ');
                line += arg;
            }
            line.into_bytes()
        })
}

fn random_bytes() -> impl Strategy<Value = Vec<u8>> {
    proptest::collection::vec(any::<u8>().prop_filter("one line", |&b| b != b'\n'), 0..200)
}

#[test]
fn random_lines_get_well_formed_replies_and_the_engine_survives() {
    let engine = RefCell::new(Engine::start());
    let mut runner = TestRunner::new(Config {
        cases: 600,
        failure_persistence: None,
        ..Config::default()
    });
    let lines = prop_oneof![command_line(), random_bytes()].prop_filter("not quit", |line| !is_quit(line));
    let result = runner.run(&lines, |line| engine.borrow_mut().exchange(&line));
    if let Err(error) = result {
        panic!("{error}");
    }
    let mut engine = engine.into_inner();
    engine.stdin.write_all(b"quit\n").expect("write");
    assert_eq!(engine.reply(), "= \n");
    assert!(engine.child.wait().expect("exit").success());
}

//! Fuzz-style property tests: random byte lines and random mixes of commands and
//! arguments never break the protocol. Every reply is well formed and the engine stays
//! alive, answering a sentinel command after each line; in-process, every failed command
//! leaves the engine state as it was.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use sente::gtp::command;
use sente::gtp::input::preprocess;
use sente::gtp::reader::InputLine;
use sente::gtp::{EngineState, Session};
use sente::rules::Rules;
use sente::search::{SearchConfig, Searcher};
use std::cell::{Cell, RefCell};
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
/// Whether `line` would end the session (`quit`) or write a file (`printsgf FILE`, which
/// with the fuzz's words would write into the working folder, or as root into `/`): the
/// fuzz sends neither.
fn quits_or_writes(line: &[u8]) -> bool {
    preprocess(line)
        .and_then(|l| command::parse(&l).ok())
        .is_some_and(|c| c.name == "quit" || c.name == "printsgf" && c.args.len() == 1 && c.args[0] != "-")
}

/// Every command in sente's table, and a few names that are not commands.
fn names() -> Vec<&'static str> {
    sente::gtp::commands::COMMANDS
        .iter()
        .map(|command| command.name)
        .chain(["Play", "frobnicate", "genmove_x"])
        .collect()
}

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
        proptest::sample::select(names()),
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

/// Commands with arguments of the right kinds, mostly valid on a small board.
fn plausible_line() -> impl Strategy<Value = Vec<u8>> {
    const SHAPES: &[(&str, &str)] = &[
        ("play", "cv"),
        ("play", "cv"),
        ("play", "cv"),
        ("undo", ""),
        ("gg-undo", "n"),
        ("boardsize", "n"),
        ("clear_board", ""),
        ("komi", "k"),
        ("fixed_handicap", "n"),
        ("place_free_handicap", "n"),
        ("set_free_handicap", "vvv"),
        ("is_legal", "cv"),
        ("all_legal", "c"),
        ("captures", "c"),
        ("time_settings", "nnn"),
        ("time_left", "cnn"),
        ("kgs-rules", "r"),
        ("sente-rules", "r"),
        ("kgs-time_settings", "tnnn"),
        ("showboard", ""),
        ("printsgf", ""),
        ("move_history", ""),
    ];
    const COLOURS: &[&str] = &["b", "w", "black", "white"];
    const VERTICES: &[&str] = &["A1", "B2", "C3", "D4", "E5", "A5", "E1", "C1", "pass", "F6", "J9"];
    const NUMBERS: &[&str] = &["0", "1", "2", "3", "4", "5", "7", "9", "19"];
    const KOMIS: &[&str] = &["0", "6.5", "-3", "7.5"];
    const RULES: &[&str] = &[
        "japanese",
        "chinese",
        "aga",
        "new_zealand",
        "tromp-taylor",
        "ko=simple",
        "suicide=true",
    ];
    const TIMES: &[&str] = &["none", "absolute", "byoyomi", "canadian"];
    (
        proptest::sample::select(SHAPES),
        proptest::collection::vec(any::<prop::sample::Index>(), 4),
    )
        .prop_map(|((name, kinds), picks)| {
            let mut line = name.to_string();
            for (kind, pick) in kinds.chars().zip(picks) {
                let pool = match kind {
                    'c' => COLOURS,
                    'v' => VERTICES,
                    'n' => NUMBERS,
                    'k' => KOMIS,
                    'r' => RULES,
                    _ => TIMES,
                };
                line.push(' ');
                line += pool[pick.index(pool.len())];
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
    let lines = prop_oneof![plausible_line(), command_line(), random_bytes()]
        .prop_filter("neither quits nor writes", |line| !quits_or_writes(line));
    let result = runner.run(&lines, |line| engine.borrow_mut().exchange(&line));
    if let Err(error) = result {
        panic!("{error}");
    }
    let mut engine = engine.into_inner();
    engine.stdin.write_all(b"quit\n").expect("write");
    assert_eq!(engine.reply(), "= \n");
    assert!(engine.child.wait().expect("exit").success());
}

/// What a failed command must not change.
fn fingerprint(state: &EngineState) -> String {
    let game = &state.game;
    format!(
        "{} {} {} {} {:?} {:?} {:?} {:?} {:?} {:?} {:?}",
        game.size(),
        game.board().hash(),
        game.moves().len(),
        game.komi(),
        game.rules(),
        state.rules,
        state.sgf_rules,
        game.handicap(),
        game.setup_stones(),
        state.clock,
        state.result
    )
}

#[test]
fn failed_commands_change_nothing() {
    let config = SearchConfig {
        threads: 1,
        playouts: Some(50),
        ..SearchConfig::default()
    };
    let searcher = Searcher::new(config).expect("a one-thread searcher");
    let mut session = Session::new(EngineState::new(5, Rules::chinese(), 7.5), searcher);
    let mut runner = TestRunner::new(Config {
        cases: 3000,
        failure_persistence: None,
        ..Config::default()
    });
    let session = RefCell::new(&mut session);
    let (successes, failures) = (Cell::new(0), Cell::new(0));
    let lines = prop_oneof![4 => plausible_line(), 2 => command_line(), 1 => random_bytes()]
        .prop_filter("neither quits nor writes", |line| !quits_or_writes(line));
    let result = runner.run(&lines, |line| {
        let mut session = session.borrow_mut();
        let before = fingerprint(session.state());
        let reply = session.respond(&InputLine::Line(line.clone()));
        match reply.as_deref() {
            Some(r) if r.starts_with('=') => successes.set(successes.get() + 1),
            Some(_) => failures.set(failures.get() + 1),
            None => {}
        }
        if reply.as_deref().is_some_and(|r| r.starts_with('?')) {
            prop_assert_eq!(
                fingerprint(session.state()),
                before,
                "{:?}",
                String::from_utf8_lossy(&line)
            );
        }
        Ok(())
    });
    if let Err(error) = result {
        panic!("{error}");
    }
    println!("{} successes, {} failures", successes.get(), failures.get());
    assert!(
        successes.get() > 300 && failures.get() > 300,
        "the generator must reach both"
    );
}

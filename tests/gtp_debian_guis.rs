//! sente as the Go GUIs in Debian that were written for GNU Go drive it: Kigo (KDE's board)
//! and qGo. Each test replays, over raw pipes, the command lines the GUI sends during a
//! game (from its engine code: Kigo's `src/game/engine.cpp`, qGo's `src/gtp/qgtp.cpp`) and
//! checks each reply as the GUI reads it. Where GNU Go 3.8 is installed, the same lines go
//! to GNU Go too, and its replies must have the same form.

mod common;

use common::gnugo::{gnugo_or_skip, GNUGO_PATH};
use common::process::spawn_with_lines;
use regex::Regex;
use std::io::Write;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::Receiver;
use std::time::Duration;

const SENTE: &str = env!("CARGO_BIN_EXE_sente");
/// How long any reply line may take before the test fails.
const LINE_TIMEOUT: Duration = Duration::from_secs(120);
/// sente as these tests start it: one thread, a fixed budget and a seed, reproducible.
const FLAGS: &[&str] = &["--threads", "1", "--playouts", "2000", "--seed", "7"];

/// A GTP engine on raw pipes, as a GUI drives it: a line written, the reply read whole.
struct Engine {
    child: Child,
    stdin: ChildStdin,
    stdout: Receiver<String>,
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Engine {
    fn start(program: &str, args: &[&str]) -> Engine {
        let (child, stdin, stdout) = spawn_with_lines(Command::new(program).args(args).stderr(Stdio::null()));
        Engine { child, stdin, stdout }
    }

    fn sente(extra: &[&str]) -> Engine {
        let args: Vec<&str> = FLAGS.iter().chain(extra).copied().collect();
        Engine::start(SENTE, &args)
    }

    /// Sends `line` and returns the whole reply up to its empty line, marks and ids
    /// included: `= E5`, `=1003 `, `? cannot undo`.
    fn send(&mut self, line: &str) -> String {
        writeln!(self.stdin, "{line}").expect("write");
        self.stdin.flush().expect("flush");
        let mut reply = Vec::new();
        loop {
            let line = self.stdout.recv_timeout(LINE_TIMEOUT).expect("a reply line");
            if line.is_empty() {
                return reply.join("\n");
            }
            reply.push(line);
        }
    }

    /// Sends `line` (without an id), which must succeed, and returns the reply's text.
    fn ok(&mut self, line: &str) -> String {
        let reply = self.send(line);
        reply
            .strip_prefix("= ")
            .unwrap_or_else(|| panic!("{line}: {reply}"))
            .to_string()
    }
}

/// A board point as GNU Go writes it: an uppercase column letter (no I) and a row.
fn point() -> &'static str {
    r"[A-HJ-T](?:1[0-9]|[1-9])"
}

/// Checks a `top_moves_*` reply as Kigo reads it (split at spaces into vertex and weight
/// pairs, all dropped if the count is odd) and returns its moves: at most 10 points, each
/// followed by a weight with two decimals, as GNU Go writes them.
fn top_moves(reply: &str) -> Vec<(String, f64)> {
    let reply = reply.trim_end(); // GNU Go ends the line with a space; Kigo trims it
    let pattern = Regex::new(&format!(r"^(?:{p} \d+\.\d\d(?: {p} \d+\.\d\d)*)?$", p = point())).expect("regex");
    assert!(pattern.is_match(reply), "top moves as GNU Go writes them: {reply:?}");
    let parts: Vec<&str> = reply.split(' ').filter(|part| !part.is_empty()).collect();
    assert_eq!(parts.len() % 2, 0, "vertex and weight pairs: {reply:?}");
    let moves: Vec<(String, f64)> = parts
        .chunks(2)
        .map(|pair| (pair[0].to_string(), pair[1].parse().expect("a weight")))
        .collect();
    assert!(moves.len() <= 10, "at most 10 moves: {reply}");
    moves
}

/// Kigo's game against the computer: the lines its `Engine` class sends to start the
/// engine, set up a game, play, ask for a hint, take back, and end the game with a pass,
/// and the replies it reads.
#[test]
fn kigo_plays_a_game_with_sente() {
    // GNU Go, Kigo's default engine, counts by Japanese rules unless told otherwise; give
    // sente the same in Kigo's engine command line: `sente --rules japanese`.
    let mut kigo = Engine::sente(&["--rules", "japanese"]);
    // Engine::start: `name`, whose reply must begin with '=', then `version`.
    assert!(kigo.send("name").starts_with('='));
    kigo.ok("version");
    // A new game: init (clear_board), setBoardSize, setKomi (QByteArray::number(6.5)).
    kigo.ok("clear_board");
    kigo.ok("boardsize 9");
    kigo.ok("komi 6.5");
    let vertex = Regex::new(&format!("^{}$", point())).expect("regex");

    // The player's move, then the computer's: Kigo sends `level` with the strength of its
    // settings before every genmove, ignoring the reply, and reads the move as a Stone.
    kigo.ok("play black E5");
    kigo.ok("level 10");
    let white = kigo.ok("genmove white");
    assert!(vertex.is_match(&white), "genmove answers a vertex: {white}");
    assert_eq!(kigo.ok("list_stones white"), white);
    assert_eq!(kigo.ok("captures black"), "0");

    // Hint: top_moves_black, Black's best moves with their weights; all legal, best first.
    let hint = top_moves(&kigo.ok("top_moves_black"));
    assert!(!hint.is_empty(), "a hint in the opening");
    assert!(
        hint.windows(2).all(|pair| pair[0].1 >= pair[1].1),
        "best first: {hint:?}"
    );
    // Shares of the visits, each rounded to two decimals: ten of them may round up by
    // 0.005 each.
    assert!(hint.iter().map(|(_, weight)| weight).sum::<f64>() <= 100.05, "{hint:?}");
    for (point, _) in &hint {
        assert_eq!(kigo.ok(&format!("is_legal black {point}")), "1", "{point}");
    }
    // The player follows the hint; the computer answers at Kigo's weakest strength.
    let (hinted, _) = &hint[0];
    kigo.ok(&format!("play black {hinted}"));
    kigo.ok("level 1");
    let weak = kigo.ok("genmove white");
    assert!(vertex.is_match(&weak), "{weak}");
    // White's hint, asked while Black is to move, lists White's moves.
    let white_hint = top_moves(&kigo.ok("top_moves_white"));
    for (point, _) in &white_hint {
        assert_eq!(kigo.ok(&format!("is_legal white {point}")), "1", "{point}");
    }

    // Undo takes back the computer's move and the player's: `undo` twice.
    kigo.ok("undo");
    kigo.ok("undo");
    assert_eq!(kigo.ok("list_stones black"), "E5");
    assert_eq!(kigo.ok("list_stones white"), white);
    kigo.ok("undo");
    kigo.ok("undo");
    assert_eq!(kigo.ok("list_stones black"), "");
    assert_eq!(kigo.send("undo"), "? cannot undo", "Kigo reads '?' as a failure");

    // Kigo's score estimate sends `estimate_score` during the game and reads the reply
    // with its Score class (GNU Go 3.8 answers `B+5.5 (upper bound: -5.5, lower: -5.5)`):
    // White's lead first, then signed bounds of White's lead. In the opening the board is
    // open, so the estimate is the playouts' mean margin, near the komi: not the count
    // that would give the whole board to whoever touches it.
    kigo.ok("play black E5");
    kigo.ok("play white E4");
    let (lead, upper, lower) = estimate(&kigo.ok("estimate_score"));
    assert!(
        lead.abs() < 20.0 && lower <= lead && lead <= upper,
        "{lead} {upper} {lower}"
    );
    kigo.ok("undo");
    kigo.ok("undo");

    // The end of a game: Black's area A-E and White's F-J, nothing left to play. Kigo
    // knows a pass only as `PASS` (`m_response == "PASS"`); anything else is read as a
    // stone.
    kigo.ok("clear_board");
    for row in 1..=9 {
        kigo.ok(&format!("play black E{row}"));
        kigo.ok(&format!("play white F{row}"));
    }
    kigo.ok("level 10");
    assert_eq!(kigo.ok("genmove black"), "PASS");
    kigo.ok("play white pass");
    // Black's 36 points against White's 27, less komi.
    assert_eq!(kigo.ok("final_score"), "B+2.5");
    // At the end the estimate is final_score's count, which Kigo shows as the result.
    let (lead, upper, lower) = estimate(&kigo.ok("estimate_score"));
    assert_eq!(lead, -2.5, "B+2.5 is White's lead of -2.5");
    assert!(lower <= lead && lead <= upper, "{upper} {lower}");
    assert_eq!(kigo.ok("final_status_list dead"), "");
    assert_eq!(kigo.ok("quit"), "");
}

/// Kigo saves a game with `printsgf FILE` and loads one with `loadsgf FILE 0` (the whole
/// game), reading the player to move from the reply (`white`, else Black), then asks the
/// size, komi and handicap, counts the moves as the lines of `move_history` plus one, and
/// draws the stones; its start-move box then loads the record up to the move chosen
/// (Kigo's `Game::save`, `Game::init(fileName, moveNumber)` and `Game::moveCount`).
/// GNU Go answers the same lines alike, up to its moves: its saved record keeps the
/// position as setup stones, so it loads no moves.
#[test]
fn kigo_saves_and_loads_a_game_with_sente() {
    let folder = std::env::temp_dir().join(format!("sente-kigo-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let replay = |engine: &mut Engine, file: &str| -> Vec<String> {
        for line in [
            "boardsize 9",
            "komi 6.5",
            "play black E5",
            "play white C3",
            "play black pass",
            "play white G7",
        ] {
            engine.ok(line);
        }
        assert_eq!(engine.ok(&format!("printsgf {file}")).trim(), "", "saved to the file");
        [
            &format!("loadsgf {file} 0"),
            "query_boardsize",
            "get_komi",
            "get_handicap",
            "list_stones black",
            "list_stones white",
            "move_history",
        ]
        .map(|line| engine.ok(line).trim().to_string())
        .to_vec()
    };
    let ours = folder.join("sente.sgf").display().to_string();
    let mut kigo = Engine::sente(&[]);
    let sente = replay(&mut kigo, &ours);
    let history = "white G7\nblack PASS\nwhite C3\nblack E5";
    assert_eq!(sente, ["black", "9", "6.5", "0", "E5", "G7 C3", history]);
    assert_eq!(history.matches('\n').count() + 1, 4, "Kigo counts 4 moves");
    // The start-move box: the record up to the move chosen, White to play before move 2.
    assert_eq!(kigo.ok(&format!("loadsgf {ours} 2")), "white");
    assert_eq!(kigo.ok("move_history"), "black E5");
    assert_eq!(kigo.ok("list_stones white"), "");
    if gnugo_or_skip() {
        let theirs = folder.join("gnugo.sgf").display().to_string();
        let gnugo = replay(&mut Engine::start(GNUGO_PATH, &["--mode", "gtp"]), &theirs);
        assert_eq!(gnugo[..6], sente[..6], "GNU Go answers the same");
        assert_eq!(gnugo[6], "", "GNU Go's record has no moves");
    }
    let _ = std::fs::remove_dir_all(&folder);
}

/// An `estimate_score` reply in GNU Go's form, `W+5.5 (upper bound: 7.5, lower: 3.5)` or
/// `B+2.0 (upper bound: -1.0, lower: -5.0)`, read as Kigo's Score class reads it: White's
/// lead and the bounds of White's lead.
fn estimate(reply: &str) -> (f32, f32, f32) {
    let form = Regex::new(r"^([WB])\+(\d+\.\d) \(upper bound: (-?\d+\.\d), lower: (-?\d+\.\d)\)$").expect("regex");
    let parts = form.captures(reply).unwrap_or_else(|| panic!("GNU Go's form: {reply}"));
    let number = |i: usize| parts[i].parse::<f32>().expect("a number");
    let lead = if &parts[1] == "W" { number(2) } else { -number(2) };
    (lead, number(3), number(4))
}

/// qGo's game against the computer: it numbers its commands from 1000 (only for an
/// engine whose path ends in `gnugo`, and only then does it match `genmove`'s reply to its
/// request, so sente runs there through a link named `sente-gnugo`), sends komi with two
/// decimals, and takes back a move with `undo 0`, which GNU Go reads as `undo`. It starts
/// such an engine with GNU Go's arguments, `--mode gtp --quiet --level 10`.
#[test]
fn qgo_plays_a_game_with_sente() {
    let script = [
        "1000 protocol_version",
        "1001 boardsize 9",
        "1002 clear_board",
        "1003 komi 5.50",
        "1004 play black E5",
        "1005 genmove white",
        "1006 undo 0",
        "1007 list_stones white",
        "1008 list_stones black",
        "1009 undo 0",
        "1010 list_stones black",
        "1011 undo 0",
        "1012 fixed_handicap 2",
        "1013 genmove white",
        "1014 quit",
    ];
    let replay = |engine: &mut Engine| -> Vec<String> { script.iter().map(|line| engine.send(line)).collect() };
    // qGo fills in GNU Go's arguments for an engine named ...gnugo; sente takes them.
    let sente = replay(&mut Engine::sente(&["--mode", "gtp", "--quiet", "--level", "10"]));
    let move_reply = |id: u32| Regex::new(&format!("^={id} {}$", point())).expect("regex");
    assert!(move_reply(1005).is_match(&sente[5]), "{}", sente[5]);
    assert!(move_reply(1013).is_match(&sente[13]), "{}", sente[13]);
    let expected = [
        "=1000 2",
        "=1001 ",
        "=1002 ",
        "=1003 ",
        "=1004 ",
        &sente[5],
        "=1006 ",
        "=1007 ",
        "=1008 E5",
        "=1009 ",
        "=1010 ",
        "?1011 cannot undo",
        "=1012 G7 C3",
        &sente[13],
        "=1014 ",
    ];
    assert_eq!(sente, expected, "sente's replies, as qGo reads them");
    if gnugo_or_skip() {
        let gnugo = replay(&mut Engine::start(GNUGO_PATH, &["--mode", "gtp", "--quiet"]));
        assert!(move_reply(1005).is_match(&gnugo[5]), "{}", gnugo[5]);
        assert!(move_reply(1013).is_match(&gnugo[13]), "{}", gnugo[13]);
        let expected_gnugo: Vec<&str> = expected
            .iter()
            .enumerate()
            .map(|(i, line)| if i == 5 || i == 13 { gnugo[i].as_str() } else { line })
            .collect();
        assert_eq!(gnugo, expected_gnugo, "GNU Go answers the same");
    }
}

/// Kigo's hint reads GNU Go's `top_moves_*` replies; sente's have the same form.
#[test]
fn top_moves_answers_in_gnu_go_s_form() {
    let lines = ["boardsize 9", "clear_board", "play black C3", "play white G7"];
    let mut sente = Engine::sente(&[]);
    for line in lines {
        sente.ok(line);
    }
    let black = top_moves(&sente.ok("top_moves_black"));
    let white = top_moves(&sente.ok("top_moves_white"));
    assert!(black.len() == 10 && white.len() == 10, "{black:?} {white:?}");
    assert_eq!(
        sente.send("top_moves_black now"),
        "? syntax error: unexpected argument 'now'"
    );
    sente.ok("boardsize 1");
    assert_eq!(sente.ok("top_moves_black"), "", "no move but a pass: nothing to list");
    if gnugo_or_skip() {
        let mut gnugo = Engine::start(GNUGO_PATH, &["--mode", "gtp"]);
        for line in lines {
            gnugo.ok(line);
        }
        let black = top_moves(&gnugo.ok("top_moves_black"));
        let white = top_moves(&gnugo.ok("top_moves_white"));
        assert!(!black.is_empty() && !white.is_empty(), "{black:?} {white:?}");
        gnugo.ok("boardsize 1");
        assert_eq!(gnugo.ok("top_moves_black"), "");
    }
}

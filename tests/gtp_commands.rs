//! Every GTP command and every error text, driving the `sente` binary through the `gtp`
//! crate's controller. Standard commands fail with the GTP v2 specification's bare text
//! (their reasons go to the log: tests/gtp_raw.rs); extensions say what was wrong.

mod common;

use common::engine::GtpEngine;
use std::path::PathBuf;

const SENTE: &str = env!("CARGO_BIN_EXE_sente");

fn sente(flags: &[&str]) -> GtpEngine {
    GtpEngine::start(SENTE, flags).expect("sente starts")
}

/// A file with `contents` in a fresh temporary directory.
fn temp_file(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sente-gtp-test-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("temp file");
    path
}

#[test]
fn identity_and_the_command_table() {
    let mut g = sente(&[]);
    assert_eq!(g.ok("protocol_version"), "2");
    assert_eq!(g.ok("name"), "sente");
    assert_eq!(g.ok("version"), env!("CARGO_PKG_VERSION"));
    let commands = g.ok("list_commands");
    let names: Vec<&str> = commands.lines().collect();
    for name in [
        "protocol_version",
        "name",
        "version",
        "known_command",
        "list_commands",
        "quit",
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
        "query_boardsize",
        "get_komi",
        "get_handicap",
        "move_history",
        "findlib",
        "final_status",
        "kgs-rules",
        "kgs-time_settings",
        "kgs-game_over",
        "cputime",
        "level",
        "top_moves_black",
        "top_moves_white",
        "sente-rules",
        "genmove",
        "reg_genmove",
        "kgs-genmove_cleanup",
        "final_score",
        "final_status_list",
        "lz-analyze",
        "kata-analyze",
        "gogui-interrupt",
        "gogui-analyze_commands",
    ] {
        assert!(names.contains(&name), "{name} missing from list_commands");
    }
    for name in &names {
        assert_eq!(g.ok(&format!("known_command {name}")), "true");
    }
    for absent in ["gogui-sigint", "frobnicate"] {
        assert_eq!(g.ok(&format!("known_command {absent}")), "false");
        assert!(!names.contains(&absent));
    }
    assert_eq!(g.err("frobnicate"), "unknown command");
    assert_eq!(g.err("known_command"), "syntax error");
}

#[test]
fn missing_and_extra_arguments_are_syntax_errors() {
    let mut g = sente(&[]);
    for bad in [
        "name now",
        "play b",
        "play",
        "boardsize",
        "komi",
        "play b c3 d4",
        "undo x",
        "undo 1 2",
        "clear_board x",
    ] {
        assert_eq!(g.err(bad), "syntax error", "{bad}");
    }
    assert_eq!(g.ok("list_stones black"), "", "nothing was played");
}

#[test]
fn boardsize_clear_board_and_komi() {
    let mut g = sente(&[]);
    g.ok("play b D4");
    g.ok("boardsize 9");
    assert_eq!(g.ok("list_stones b"), "");
    for bad in ["boardsize 26", "boardsize 0"] {
        assert_eq!(g.err(bad), "unacceptable size");
    }
    assert_eq!(g.err("boardsize nine"), "syntax error");
    assert_eq!(g.err("boardsize -1"), "syntax error");
    g.ok("play b E5");
    g.ok("clear_board");
    assert_eq!(g.ok("list_stones black"), "");
    g.ok("komi 6.5");
    assert!(g.ok("printsgf").contains("KM[6.5]"));
    assert_eq!(g.err("komi six"), "syntax error");
    assert_eq!(g.err("komi nan"), "syntax error");
    g.ok("boardsize 25");
    g.ok("play w Z25");
    g.ok("boardsize 1");
    assert_eq!(g.ok("all_legal b"), "");
}

#[test]
fn play_undo_and_vertices() {
    let mut g = sente(&["--rules", "japanese"]);
    g.ok("boardsize 9");
    g.ok("play b c3");
    g.ok("play WHITE D4");
    g.ok("play black pass");
    assert_eq!(g.ok("list_stones b"), "C3");
    assert_eq!(g.err("play b C3"), "illegal move");
    assert_eq!(g.err("play b c3"), "illegal move");
    for bad in [
        "play b Z99",
        "play b Z0",
        "play b J10",
        "play b I5",
        "play red C5",
        "play b xx",
    ] {
        assert_eq!(g.err(bad), "syntax error", "{bad}");
    }
    // A number after undo is ignored, as GNU Go ignores it (qGo sends `undo 0`): each
    // takes back one move.
    g.ok("undo 0");
    assert_eq!(g.ok("list_stones w"), "D4", "undo 0 took back Black's pass");
    g.ok("undo 5");
    assert_eq!(g.ok("list_stones w"), "", "undo 5 took back D4 alone");
    assert_eq!(g.ok("list_stones b"), "C3");
    g.ok("undo");
    assert_eq!(g.err("undo"), "cannot undo");
    assert_eq!(g.err("undo 0"), "cannot undo");
    assert_eq!(g.ok("list_stones b"), "");
}

#[test]
fn captures_ko_and_legality() {
    let mut g = sente(&["--rules", "japanese"]);
    g.ok("boardsize 5");
    for m in ["b B3", "w C3", "b C4", "w D4", "b C2", "w D2", "b pass", "w E3", "b D3"] {
        g.ok(&format!("play {m}"));
    }
    assert_eq!(g.ok("captures black"), "1");
    assert_eq!(g.ok("captures w"), "0");
    assert_eq!(g.ok("is_legal w C3"), "0", "the ko");
    assert_eq!(g.err("play w C3"), "illegal move", "the ko");
    assert_eq!(g.ok("is_legal b A1"), "1");
    assert_eq!(g.ok("is_legal w pass"), "1");
    assert!(!g.ok("all_legal w").split(' ').any(|v| v == "C3"));
    assert_eq!(g.ok("list_stones white"), "D4 E3 D2");
    let board = g.ok("showboard");
    assert!(board.contains("BLACK (X) has captured 1 stones"), "{board}");
    assert_eq!(board.lines().filter(|l| !l.is_empty()).count(), 7, "{board}");
    assert_eq!(g.err("captures"), "syntax error: missing argument: colour");
}

#[test]
fn handicap_commands() {
    let mut g = sente(&[]);
    g.ok("boardsize 9");
    assert_eq!(g.ok("fixed_handicap 2"), "G7 C3");
    assert_eq!(g.err("fixed_handicap 2"), "board not empty");
    assert_eq!(g.err("set_free_handicap A1 B1"), "board not empty");
    assert_eq!(g.err("place_free_handicap 2"), "board not empty");
    g.ok("clear_board");
    assert_eq!(g.err("fixed_handicap 10"), "invalid number of stones");
    assert_eq!(g.err("fixed_handicap 1"), "invalid number of stones");
    assert_eq!(g.err("fixed_handicap two"), "syntax error");
    assert_eq!(g.err("set_free_handicap A1 A1"), "bad vertex list");
    assert_eq!(g.err("set_free_handicap A1"), "bad vertex list");
    assert_eq!(g.err("set_free_handicap A1 pass"), "bad vertex list");
    assert_eq!(g.err("set_free_handicap"), "bad vertex list");
    assert_eq!(g.err("set_free_handicap A1 Z1"), "syntax error");
    g.ok("set_free_handicap A1 B2 c3");
    assert_eq!(g.ok("list_stones black"), "C3 B2 A1");
    assert!(g.ok("printsgf").contains("HA[3]"));
    g.ok("boardsize 19");
    assert_eq!(g.ok("place_free_handicap 4"), "D16 Q16 D4 Q4");
    g.ok("clear_board");
    assert_eq!(
        g.ok("place_free_handicap 12").split(' ').count(),
        9,
        "fewer stones, as GTP allows"
    );
    g.ok("clear_board");
    assert_eq!(g.err("place_free_handicap 1"), "invalid number of stones");
    g.ok("boardsize 5");
    assert_eq!(g.err("fixed_handicap 2"), "invalid number of stones");
    assert_eq!(g.err("place_free_handicap 2"), "invalid number of stones");
}

#[test]
fn time_commands() {
    let mut g = sente(&[]);
    g.ok("time_settings 300 30 5");
    g.ok("time_left b 250 0");
    g.ok("time_left white 20 3");
    for bad in [
        "time_settings 300 30",
        "time_settings -1 30 5",
        "time_left x 20 3",
        "time_left b 1.5 0",
    ] {
        assert_eq!(g.err(bad), "syntax error", "{bad}");
    }
    g.ok("kgs-time_settings none");
    g.ok("kgs-time_settings absolute 600");
    g.ok("kgs-time_settings byoyomi 600 30 5");
    g.ok("kgs-time_settings canadian 600 300 25");
    assert_eq!(
        g.err("kgs-time_settings byoyomi 600"),
        "syntax error: missing argument: period time"
    );
    assert_eq!(
        g.err("kgs-time_settings hourglass 60"),
        "unknown time system 'hourglass': expected none, absolute, byoyomi or canadian"
    );
    assert_eq!(
        g.err("kgs-time_settings absolute 60 5"),
        "syntax error: unexpected argument '5'"
    );
}

#[test]
fn loadsgf_and_printsgf() {
    let game = temp_file(
        "game.sgf",
        "(;FF[4]GM[1]SZ[9]KM[5.5]RU[Japanese]RE[B+R];B[cc];W[gg];B[tt];W[ee])",
    );
    let path = game.display().to_string();
    let mut g = sente(&["--sgf-rules", "follow"]);
    assert_eq!(g.ok(&format!("loadsgf {path}")), "black", "the player to move");
    assert_eq!(g.ok("list_stones white"), "E5 G3");
    assert!(
        g.ok("sente-rules").contains("ko=simple"),
        "RU[Japanese] maps to japanese"
    );
    let sgf = g.ok("printsgf");
    for part in [
        "SZ[9]",
        "KM[5.5]",
        "RU[Japanese]",
        "RE[B+R]",
        "B[cc]",
        "W[gg]",
        "B[]",
        "W[ee]",
    ] {
        assert!(sgf.contains(part), "{part} missing from {sgf}");
    }
    assert_eq!(g.ok(&format!("loadsgf {path} 3")), "black");
    assert_eq!(g.ok("list_stones white"), "G3");
    assert!(!g.ok("printsgf").contains("RE["), "a partial game has no result");
    g.ok("play w A1");
    assert_eq!(g.err("loadsgf /nonexistent/file.sgf"), "cannot load file");
    assert_eq!(g.err(&format!("loadsgf {path} -1")), "syntax error");
    let illegal = temp_file("illegal.sgf", "(;SZ[9];B[cc];W[cc])");
    assert_eq!(g.err(&format!("loadsgf {}", illegal.display())), "cannot load file");
    assert_eq!(
        g.ok("list_stones white"),
        "G3 A1",
        "a failed load leaves the game as it was"
    );
    let setup = temp_file("setup.sgf", "(;FF[3]SZ[5]AB[aa][bb]AW[cc]PL[W])");
    assert_eq!(g.ok(&format!("loadsgf {}", setup.display())), "white", "PL[W]");
    assert_eq!(g.ok("list_stones b"), "A5 B4");
    assert_eq!(g.err("undo"), "cannot undo");
    let sgf = g.ok("printsgf");
    assert!(sgf.contains("AW[cc]") && sgf.contains("PL[W]"), "{sgf}");
}

/// `loadsgf FILE N` stops before move N, passes counted; `loadsgf FILE VERTEX` before the
/// first move there (`pass`: the first pass); 0 (which Kigo sends), a number past the end
/// or a vertex never played load the whole game, as in GNU Go. Each answers the player to
/// move: the one of the move it stopped before (records need not alternate), else the
/// opponent of the last mover.
#[test]
fn loadsgf_stops_where_asked_and_answers_the_player_to_move() {
    let game = temp_file(
        "stops.sgf",
        "(;FF[4]GM[1]SZ[9]KM[0.5]HA[2]AB[cc][gg];W[ee];B[];W[cg];W[dd];B[ef])",
    );
    let path = game.display().to_string();
    let mut g = sente(&[]);
    // The handicap stones are C7 and G3; the moves W E5, B pass, W C3, W D6, B E4.
    let whole = ("white", "C7 E4 G3", "D6 E5 C3");
    for (until, loaded) in [
        ("", whole),
        (" 0", whole),
        (" 99", whole),
        (" J9", whole),
        (" 1", ("white", "C7 G3", "")),
        (" 2", ("black", "C7 G3", "E5")),
        (" 3", ("white", "C7 G3", "E5")),
        (" 4", ("white", "C7 G3", "E5 C3")),
        (" E5", ("white", "C7 G3", "")),
        (" pass", ("black", "C7 G3", "E5")),
        (" PASS", ("black", "C7 G3", "E5")),
        (" d6", ("white", "C7 G3", "E5 C3")),
        (" E4", ("black", "C7 G3", "D6 E5 C3")),
    ] {
        let to_move = g.ok(&format!("loadsgf {path}{until}"));
        let stones = (g.ok("list_stones black"), g.ok("list_stones white"));
        assert_eq!(
            (to_move.as_str(), stones.0.as_str(), stones.1.as_str()),
            loaded,
            "loadsgf{until}"
        );
    }
    let before_pass = g.ok("showboard");
    for bad in ["-1", "1.5", "+2", "x", "E", "A26", "E5 E5"] {
        assert_eq!(g.err(&format!("loadsgf {path} {bad}")), "syntax error", "{bad}");
    }
    assert_eq!(
        g.err(&format!("loadsgf {path} K10")),
        "cannot load file",
        "a vertex off the record's board"
    );
    assert_eq!(g.ok("showboard"), before_pass, "failures change nothing");

    let empty = temp_file("empty.sgf", "(;FF[4]GM[1]SZ[9]PL[W])");
    assert_eq!(g.ok(&format!("loadsgf {}", empty.display())), "white", "PL[W]");
    let handicap = temp_file("handicap.sgf", "(;FF[4]GM[1]SZ[9]HA[3])");
    assert_eq!(g.ok(&format!("loadsgf {} 0", handicap.display())), "white");
}

/// `move_history` lists the moves newest first, one a line, as GNU Go does: `black E5`,
/// `white PASS`; not the handicap or setup stones; undo takes moves off it.
#[test]
fn move_history_lists_the_moves_newest_first() {
    let mut g = sente(&[]);
    g.ok("boardsize 9");
    assert_eq!(g.ok("move_history"), "", "no moves yet");
    g.ok("fixed_handicap 2");
    assert_eq!(g.ok("move_history"), "", "handicap stones are not moves");
    g.ok("play white E5");
    g.ok("play b pass");
    g.ok("play w a1");
    assert_eq!(g.ok("move_history"), "white A1\nblack PASS\nwhite E5");
    g.ok("undo");
    assert_eq!(g.ok("move_history"), "black PASS\nwhite E5");
    assert_eq!(g.err("move_history 2"), "syntax error: unexpected argument '2'");
    let record = temp_file("history.sgf", "(;SZ[9]AB[aa]AW[bb];B[cc];W[dd];B[ee])");
    g.ok(&format!("loadsgf {} 3", record.display()));
    assert_eq!(g.ok("move_history"), "white D6\nblack C7", "the moves loaded");
    g.ok("play black E5");
    assert_eq!(g.ok("move_history"), "black E5\nwhite D6\nblack C7");
    g.ok("clear_board");
    assert_eq!(g.ok("move_history"), "");
}

/// Kigo saves a game with `printsgf FILE` and, after loading one, asks `query_boardsize`,
/// `get_komi` and `get_handicap`, as GNU Go answers them.
#[test]
fn printsgf_writes_a_file_and_the_game_queries_answer() {
    let mut g = sente(&[]);
    g.ok("boardsize 9");
    g.ok("komi 6");
    assert_eq!(g.ok("get_komi"), "6.0", "a decimal point always, as GNU Go writes it");
    g.ok("fixed_handicap 3");
    g.ok("play w E5");
    let file = temp_file("saved.sgf", "");
    let path = file.display().to_string();
    assert_eq!(g.ok(&format!("printsgf {path}")), "", "the record goes to the file");
    let saved = std::fs::read_to_string(&file).expect("the file is written");
    assert!(
        saved.starts_with("(;") && saved.contains("HA[3]") && saved.contains("W[ee]"),
        "{saved}"
    );
    assert!(g.ok("printsgf -").contains("W[ee]"), "'-' is the reply, as with GNU Go");

    g.ok("boardsize 13");
    g.ok("komi 0.5");
    assert_eq!(g.ok("get_handicap"), "0");
    g.ok(&format!("loadsgf {path}"));
    assert_eq!(g.ok("query_boardsize"), "9");
    assert_eq!(g.ok("get_komi"), "6.0");
    assert_eq!(g.ok("get_handicap"), "3", "the record's HA");
    assert_eq!(g.ok("list_stones white"), "E5");

    for (komi, text) in [("7.5", "7.5"), ("-3", "-3.0"), ("7.25", "7.25"), ("0", "0.0")] {
        g.ok(&format!("komi {komi}"));
        assert_eq!(g.ok("get_komi"), text, "komi {komi}");
    }
    g.ok("clear_board");
    assert_eq!(g.ok("get_handicap"), "0");
    g.ok("set_free_handicap A1 B2 C3 D4");
    assert_eq!(g.ok("get_handicap"), "4");
    g.ok("clear_board");
    g.ok("place_free_handicap 2");
    assert_eq!(g.ok("get_handicap"), "2");

    let unwritable = format!("{}/no-such-folder/game.sgf", file.parent().expect("a folder").display());
    assert!(
        g.err(&format!("printsgf {unwritable}"))
            .starts_with(&format!("cannot write '{unwritable}': ")),
        "a file that cannot be written is a failure that says why"
    );
    for (bad, extra) in [
        ("printsgf a.sgf b.sgf", "b.sgf"),
        ("query_boardsize 9", "9"),
        ("get_komi now", "now"),
        ("get_handicap 2", "2"),
    ] {
        assert_eq!(g.err(bad), format!("syntax error: unexpected argument '{extra}'"));
    }
    assert!(
        !std::path::Path::new("a.sgf").exists(),
        "a refused printsgf writes nothing"
    );
    assert_eq!(g.ok("get_handicap"), "2", "failures change nothing");
}

#[test]
fn extensions() {
    let mut g = sente(&[]);
    g.ok("boardsize 7");
    g.ok("play b D4");
    g.ok("play w C3");
    g.ok("play b E5");
    g.ok("gg-undo 2");
    assert_eq!(g.ok("list_stones b"), "D4");
    g.ok("gg-undo");
    assert_eq!(g.ok("list_stones b"), "");
    assert_eq!(g.err("gg-undo 1"), "cannot undo");
    assert_eq!(
        g.err("gg-undo x"),
        "syntax error: number of moves must be a non-negative integer, not 'x'"
    );
    assert_eq!(g.ok("all_legal b").split(' ').count(), 49);
    g.ok("kgs-rules japanese");
    assert_eq!(
        g.ok("sente-rules"),
        "scoring=territory ko=simple suicide=false handicap_compensation=none"
    );
    g.ok("kgs-rules tromp-taylor");
    assert!(g.ok("sente-rules").contains("suicide=true"));
    assert!(g
        .err("kgs-rules ing")
        .starts_with("unknown rules 'ing': expected one of japanese"));
    g.ok("sente-rules chinese ko=situational suicide=true handicap_compensation=n-1");
    assert_eq!(
        g.ok("sente-rules"),
        "scoring=area ko=situational suicide=true handicap_compensation=n-1"
    );
    assert_eq!(
        g.err("sente-rules ko=super"),
        "invalid value 'super' for ko: expected one of simple, positional, situational"
    );
    assert!(g
        .err("sente-rules colour=red")
        .starts_with("unknown rules setting 'colour'"));
    g.ok("kgs-game_over");
    let seconds: f64 = g.ok("cputime").parse().expect("a number");
    assert!(seconds >= 0.0);
}

#[test]
fn flags_set_rules_and_komi() {
    let mut g = sente(&["--rules", "aga", "--komi", "0.5", "--log-level", "debug"]);
    assert!(g.ok("sente-rules").contains("ko=situational"));
    assert!(g.ok("printsgf").contains("KM[0.5]"));
    g.ok("komi 3");
    let no_komi = temp_file("no-komi.sgf", "(;SZ[9];B[ee])");
    g.ok(&format!("loadsgf {}", no_komi.display()));
    assert!(
        g.ok("printsgf").contains("KM[0.5]"),
        "without KM, the komi sente started with"
    );
    let japanese = temp_file("japanese.sgf", "(;SZ[9]RU[Japanese];B[ee])");
    g.ok(&format!("loadsgf {}", japanese.display()));
    assert!(
        g.ok("sente-rules").contains("ko=situational"),
        "without --sgf-rules follow, RU is not followed"
    );
}

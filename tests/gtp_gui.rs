//! sente as Sabaki and GoGui drive it, over raw pipes: live analysis stopped by the next
//! command, pipelined commands during analysis, `# interrupt` during a long `genmove`,
//! GoGui's analyze commands, its parameters and its live graphics.

mod common;

use common::process::spawn_with_lines;
use regex::Regex;
use std::io::{Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::Receiver;
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

const SENTE: &str = env!("CARGO_BIN_EXE_sente");
/// How long any reply line may take before the test fails.
const LINE_TIMEOUT: Duration = Duration::from_secs(60);

/// A sente process with raw pipes: lines written as they are, stdout read line by line.
struct Gui {
    child: Child,
    stdin: ChildStdin,
    stdout: Receiver<String>,
    stderr: Option<JoinHandle<String>>,
}

impl Drop for Gui {
    /// Ends the engine if a failed test left it searching.
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

impl Gui {
    fn start(flags: &[&str]) -> Gui {
        let (mut child, stdin, stdout) = spawn_with_lines(
            Command::new(SENTE)
                .args(["--log-level", "error"])
                .args(flags)
                .stderr(Stdio::piped()),
        );
        let mut err = child.stderr.take().expect("piped stderr");
        let stderr = thread::spawn(move || {
            let mut text = String::new();
            err.read_to_string(&mut text).expect("UTF-8 on stderr");
            text
        });
        Gui {
            child,
            stdin,
            stdout,
            stderr: Some(stderr),
        }
    }

    /// Writes `text` as it is, in one write.
    fn send(&mut self, text: &str) {
        self.stdin.write_all(text.as_bytes()).expect("write");
        self.stdin.flush().expect("flush");
    }

    /// The next line of stdout.
    fn line(&mut self) -> String {
        self.stdout.recv_timeout(LINE_TIMEOUT).expect("a line from sente")
    }

    /// The lines of the next reply, up to its empty line.
    fn reply(&mut self) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let line = self.line();
            if line.is_empty() {
                return lines;
            }
            lines.push(line);
        }
    }

    /// Sends `command` and returns its one-line or multi-line reply, which must succeed.
    fn ok(&mut self, command: &str) -> String {
        self.send(&format!("{command}\n"));
        let reply = self.reply().join("\n");
        assert!(reply.starts_with("= "), "{command}: {reply}");
        reply[2..].to_string()
    }

    /// Sends `command` and returns the text of its reply, which must fail.
    fn err(&mut self, command: &str) -> String {
        self.send(&format!("{command}\n"));
        let reply = self.reply().join("\n");
        assert!(reply.starts_with("? "), "{command}: {reply}");
        reply[2..].to_string()
    }

    /// Quits and returns everything written on stderr.
    fn quit(mut self) -> String {
        self.send("quit\n");
        assert_eq!(self.reply(), ["= "]);
        assert!(self.child.wait().expect("exit").success());
        let stderr = self.stderr.take().expect("quit once");
        stderr.join().expect("stderr reader")
    }
}

/// A vertex or pass, as a regex.
fn vertex() -> &'static str {
    r"(?:[A-HJ-Z]\d{1,2}|pass)"
}

/// The `info move ...` entries of an analysis line, one per move.
fn info_entries(line: &str) -> Vec<String> {
    line.split(" info ")
        .enumerate()
        .map(|(i, entry)| {
            if i == 0 {
                entry.to_string()
            } else {
                format!("info {entry}")
            }
        })
        .collect()
}

/// Checks a line of Leela Zero's format: integer rates, orders counting from 0.
fn check_lz_info(line: &str) {
    let info = Regex::new(&format!(
        r"^info move {v} visits (\d+) winrate (\d+) prior (\d+) lcb (\d+) order (\d+) pv(?: {v})+$",
        v = vertex()
    ))
    .expect("regex");
    for (order, entry) in info_entries(line).iter().enumerate() {
        let fields = info
            .captures(entry)
            .unwrap_or_else(|| panic!("bad info entry {entry:?}"));
        assert!(fields[1].parse::<u32>().expect("visits") > 0, "{entry}");
        for rate in 2..=4 {
            assert!(fields[rate].parse::<u32>().expect("rate") <= 10_000, "{entry}");
        }
        assert_eq!(fields[5].parse::<usize>().expect("order"), order, "{line}");
    }
}

/// Waits for the first line of a streamed reply, `header`, then returns its first info line.
fn first_info(gui: &mut Gui, header: &str) -> String {
    assert_eq!(gui.line(), header);
    gui.line()
}

#[test]
fn lz_analyze_streams_info_lines_until_the_next_command() {
    let mut gui = Gui::start(&["--threads", "1"]);
    gui.ok("boardsize 9");
    gui.ok("play b E5");
    gui.send("1 lz-analyze w 5\n");
    let info = first_info(&mut gui, "=1 ");
    check_lz_info(&info);
    let second = gui.line();
    check_lz_info(&second);
    gui.send("2 name\n");
    let rest = gui.reply();
    assert!(rest.len() < 50, "the analysis did not stop: {} more lines", rest.len());
    rest.iter().for_each(|line| check_lz_info(line));
    assert_eq!(gui.reply(), ["=2 sente"], "the stopping command runs next");
    assert_eq!(gui.ok("list_stones black"), "E5");
    gui.quit();
}

#[test]
fn pipelined_lines_during_analysis_are_all_answered_in_order() {
    let mut gui = Gui::start(&["--threads", "1"]);
    gui.ok("boardsize 9");
    gui.ok("play b E5");
    gui.ok("play w C3");
    gui.send("7 lz-analyze b interval 5\n");
    check_lz_info(&first_info(&mut gui, "=7 "));
    gui.send("10 undo\n11 undo\n12 play b D4\n13 play w D4\n14 play w F6\n15 list_stones black\n16 list_stones white\n17 lz-analyze w 5\n");
    let analysis = gui.reply();
    analysis.iter().for_each(|line| check_lz_info(line));
    let replies: Vec<String> = (0..7).map(|_| gui.reply().join("\n")).collect();
    assert_eq!(
        replies,
        ["=10 ", "=11 ", "=12 ", "?13 illegal move", "=14 ", "=15 D4", "=16 F6"]
    );
    check_lz_info(&first_info(&mut gui, "=17 "));
    gui.send("18 kata-analyze b maxmoves 1 interval 5\n19 name\n");
    gui.reply();
    assert_eq!(
        gui.reply(),
        ["=18 "],
        "an analysis with a line already waiting stops at once"
    );
    assert_eq!(gui.reply(), ["=19 sente"]);
    gui.quit();
}

#[test]
fn kata_analyze_reports_floats_scores_and_one_ownership_value_per_point() {
    let mut gui = Gui::start(&["--threads", "1"]);
    gui.ok("boardsize 7");
    gui.ok("play b D4");
    gui.send("kata-analyze 5 ownership true maxmoves 3\n");
    let line = first_info(&mut gui, "= ");
    gui.send("name\n");
    gui.reply();
    assert_eq!(gui.reply(), ["= sente"]);
    let (moves, ownership) = line.split_once(" ownership ").expect("an ownership map");
    let values: Vec<f64> = ownership
        .split(' ')
        .map(|value| value.parse().expect("a number"))
        .collect();
    assert_eq!(values.len(), 7 * 7);
    assert!(values.iter().all(|v| (-1.0..=1.0).contains(v)));
    assert!(
        values[3 * 7 + 3] < 0.0,
        "D4 is Black's, so White, to move, sees it negative"
    );
    let float = r"-?\d+\.\d+";
    let entry = Regex::new(&format!(
        r"^info move {v} visits \d+ winrate {f} scoreMean {f} scoreLead {f} prior {f} lcb {f} order \d pv(?: {v})+$",
        v = vertex(),
        f = float
    ))
    .expect("regex");
    let entries = info_entries(moves);
    assert!((1..=3).contains(&entries.len()), "{moves}");
    for e in &entries {
        assert!(entry.is_match(e), "{e}");
    }
    gui.quit();
}

#[test]
fn an_empty_line_stops_an_analysis_as_in_katago() {
    let mut gui = Gui::start(&["--threads", "1"]);
    gui.send("boardsize 9\nkata-analyze b 1\n");
    assert_eq!(gui.reply(), ["= "]);
    first_info(&mut gui, "= ");
    gui.send("\n");
    gui.reply();
    assert_eq!(gui.ok("name"), "sente");
    gui.quit();
}

#[test]
fn genmove_analyze_streams_then_plays_its_move() {
    let mut gui = Gui::start(&["--threads", "1", "--playouts", "3000"]);
    gui.ok("boardsize 9");
    for (id, command, colour) in [
        (3, "lz-genmove_analyze b 2", "black"),
        (4, "kata-genmove_analyze w interval 2", "white"),
    ] {
        gui.send(&format!("{id} {command}\n"));
        let reply = gui.reply();
        assert_eq!(reply[0], format!("={id} "));
        let played = reply
            .last()
            .expect("a last line")
            .strip_prefix("play ")
            .expect("play VERTEX");
        assert!(reply.len() > 2, "info lines while searching: {reply:?}");
        assert_eq!(gui.ok(&format!("list_stones {colour}")), played);
    }
    gui.send("5 lz-genmove_analyze b frequently\n6 lz-analyze b interval\n7 kata-analyze b ownership maybe\n");
    for expected in [
        "?5 syntax error: missing value after 'frequently'",
        "?6 syntax error: missing value after 'interval'",
        "?7 ownership must be true or false, not 'maybe'",
    ] {
        assert_eq!(gui.reply(), [expected], "an extension says what was wrong");
    }
    assert_eq!(
        gui.ok("list_stones black").split(' ').count(),
        1,
        "a failed command plays nothing"
    );
    gui.quit();
}

#[test]
fn interrupt_stops_a_long_genmove_within_200_ms() {
    let mut gui = Gui::start(&["--threads", "1", "--playouts", "100000000"]);
    gui.ok("boardsize 19");
    assert_eq!(gui.ok("known_command gogui-interrupt"), "true");
    gui.ok("gogui-interrupt");
    gui.send("genmove b\n");
    thread::sleep(Duration::from_millis(700));
    let sent = Instant::now();
    gui.send("# interrupt\n");
    let reply = gui.reply();
    let latency = sent.elapsed();
    println!("genmove answered {} ms after # interrupt", latency.as_millis());
    assert!(latency < Duration::from_millis(200), "{latency:?}");
    assert!(
        Regex::new(r"^= [A-HJ-T]\d{1,2}$")
            .expect("regex")
            .is_match(&reply.join("\n")),
        "{reply:?}"
    );
    let started = Instant::now();
    gui.send("reg_genmove w\nlist_stones black\n# interrupt\n");
    gui.reply();
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "interrupted after a line that waits"
    );
    assert_eq!(
        gui.reply(),
        [format!("= {}", &reply[0][2..])],
        "and that line runs next"
    );
    gui.quit();
}

/// GoGui's analyze command types.
const TYPES: &[&str] = &[
    "bwboard", "cboard", "dboard", "eplist", "gfx", "hstring", "hpstring", "none", "param", "plist", "pspairs",
    "pstring", "sboard", "string", "var", "varb", "varc", "varp", "varpo", "varw",
];

#[test]
fn every_analyze_command_gogui_is_offered_exists_and_answers() {
    let mut gui = Gui::start(&["--threads", "1", "--playouts", "400"]);
    gui.ok("boardsize 9");
    gui.ok("play b E5");
    gui.ok("play w C3");
    let commands = gui.ok("list_commands");
    let known: Vec<&str> = commands.lines().collect();
    let listed = gui.ok("gogui-analyze_commands");
    assert!(listed.lines().count() >= 6, "{listed}");
    for line in listed.lines() {
        let parts: Vec<&str> = line.splitn(3, '/').collect();
        assert_eq!(parts.len(), 3, "{line}");
        assert!(TYPES.contains(&parts[0]), "unknown type in {line}");
        assert!(!parts[1].is_empty(), "{line}");
        let name = parts[2].split(' ').next().expect("a name");
        assert!(known.contains(&name), "{name} is not in list_commands");
        let reply = gui.ok(parts[2]);
        if parts[0] == "dboard" {
            let rows: Vec<&str> = reply.lines().filter(|row| !row.is_empty()).collect();
            assert_eq!(rows.len(), 9, "{reply}");
            for row in rows {
                let values: Vec<f64> = row.split(' ').map(|v| v.parse().expect("a number")).collect();
                assert_eq!(values.len(), 9);
                assert!(values.iter().all(|v| (-1.0..=1.0).contains(v)));
            }
        }
        if parts[0] == "param" {
            // GoGui's dialog sends each setting back as `COMMAND NAME VALUE`.
            for setting in reply.lines() {
                let words: Vec<&str> = setting.split(' ').collect();
                assert!(words.len() == 3 && words[0].starts_with('['), "{setting}");
                gui.ok(&format!("{} {} {}", parts[2], words[1], words[2]));
            }
            assert_eq!(gui.ok(parts[2]), reply, "setting each value it shows changes nothing");
        }
        if parts[0] == "var" {
            let var = Regex::new(&format!(r"^b {v}( [bw] {v})*$", v = vertex())).expect("regex");
            assert!(var.is_match(&reply), "{reply}");
        }
    }
    assert_eq!(
        gui.ok("gogui-title"),
        format!("sente {}: 9x9 chinese komi 7.5", env!("CARGO_PKG_VERSION")),
        "the engine and the game's settings, nothing that a move changes"
    );
    gui.quit();
}

/// The text after `command` on its line of the gfx `commands`, if there is one.
fn gfx_line<'a>(commands: &'a str, command: &str) -> Option<&'a str> {
    commands.lines().find_map(|line| line.strip_prefix(command))
}

/// Checks that the gfx `commands` show the candidates without a variation over them
/// (GoGui draws a variation's stones, numbered, on top of the labels), and that the
/// circled move, if any, is labelled when it was searched enough to be.
fn check_labels_unobstructed(commands: &str) {
    assert_eq!(gfx_line(commands, "VAR "), None, "a variation hides labels: {commands}");
    let labelled: Vec<&str> = gfx_line(commands, "LABEL ")
        .map(|labels| labels.split(' ').step_by(2).collect())
        .unwrap_or_default();
    let circled = gfx_line(commands, "CIRCLE ");
    let text = gfx_line(commands, "TEXT ").unwrap_or_else(|| panic!("no TEXT in {commands}"));
    if let Some(best) = circled {
        let visits: u32 = Regex::new(&format!(r"best {best} \d+\.\d% after (\d+) visits"))
            .expect("regex")
            .captures(text)
            .map_or(0, |fields| fields[1].parse().expect("visits"));
        assert_eq!(
            labelled.contains(&best),
            visits >= 100,
            "the best move {best} is labelled once it has 100 visits: {commands}"
        );
    }
}

/// Checks that every line of `commands` is a gfx command sente writes, well formed.
fn check_gfx(commands: &str) {
    let searched = format!(r"{v} \d+\.\d% after \d+ visits", v = vertex());
    let gfx = Regex::new(&format!(
        r"^(LABEL( [A-HJ-T]\d{{1,2}} \d{{1,3}}%)+|CIRCLE {v}|TEXT \d+ playouts in \d+\.\d s(, (best {searched}|resigns(; best {searched})?|(plays {v}|passes) by the decision rules(; most visited {searched})?))?(, win rates at a komi of -?\d+(\.\d+)?)?)$",
        v = vertex()
    ))
    .expect("regex");
    for line in commands.lines() {
        assert!(gfx.is_match(line), "bad gfx line {line:?}");
    }
}

/// The `gogui-gfx:` blocks written on `stderr`, each as its gfx commands.
fn gfx_blocks(stderr: &str) -> Vec<&str> {
    stderr
        .split("gogui-gfx:\n")
        .skip(1)
        .map(|block| {
            let end = block
                .find("\n\n")
                .unwrap_or_else(|| panic!("unterminated block {block:?}"));
            &block[..end]
        })
        .collect()
}

#[test]
fn best_moves_and_live_graphics_are_gogui_gfx() {
    let mut gui = Gui::start(&["--threads", "1", "--playouts", "100000000", "--live-gfx"]);
    gui.ok("boardsize 9");
    assert!(gui.ok("sente-param").contains("[bool] live_gfx 1"));
    gui.send("genmove b\n");
    thread::sleep(Duration::from_millis(1600));
    gui.send("# interrupt\n");
    let played = gui.reply().join("\n");
    gui.ok("sente-param live_gfx 0");
    gui.ok("sente-param playouts 2000");
    let best = gui.ok("sente-best_moves");
    check_gfx(&best);
    assert!(
        best.starts_with("LABEL ") && best.contains("\nCIRCLE ") && best.contains("\nTEXT "),
        "White's best moves, the best circled: {best}"
    );
    check_labels_unobstructed(&best);
    gui.ok("genmove w");
    let stderr = gui.quit();
    let blocks = gfx_blocks(&stderr);
    assert!(blocks.len() >= 3, "two drawings and the decision expected: {stderr}");
    for block in &blocks {
        check_gfx(block);
        check_labels_unobstructed(block);
    }
    assert!(blocks[0].contains("LABEL "), "{}", blocks[0]);
    let played = played.strip_prefix("= ").expect("a move");
    assert_eq!(
        gfx_line(blocks.last().expect("a block"), "CIRCLE "),
        Some(played),
        "the last drawing circles the move played, and only the first genmove draws: {stderr}"
    );
}

#[test]
fn best_moves_labels_only_moves_searched_enough_and_leaves_the_variation_to_its_command() {
    let mut gui = Gui::start(&["--threads", "1", "--playouts", "3000", "--seed", "3"]);
    gui.ok("boardsize 9");
    for stone in ["b E5", "w C3", "b G5", "w E3"] {
        gui.ok(&format!("play {stone}"));
    }
    let best = gui.ok("sente-best_moves");
    check_gfx(&best);
    check_labels_unobstructed(&best);
    let circled = gfx_line(&best, "CIRCLE ").expect("a circled best move");
    let pv = gui.ok("sente-pv");
    assert!(
        pv.starts_with(&format!("b {circled} w ")),
        "the variation is the principal variation command's, from the best move on: {pv}"
    );
}

/// The value of `field` in a `sente-statistics` reply.
fn statistic<'a>(statistics: &'a str, field: &str) -> &'a str {
    statistics
        .lines()
        .find_map(|line| line.strip_prefix(&format!("{field}: ")))
        .unwrap_or_else(|| panic!("no {field} in {statistics}"))
}

#[test]
fn the_analyze_commands_show_one_search_of_an_unchanged_position() {
    let mut gui = Gui::start(&["--threads", "1", "--playouts", "2000", "--seed", "5"]);
    gui.ok("boardsize 9");
    gui.ok("play b E5");
    gui.ok("play w C3");
    let statistics = gui.ok("sente-statistics");
    let best = gui.ok("sente-best_moves");
    let pv = gui.ok("sente-pv");
    assert_eq!(gui.ok("sente-statistics"), statistics, "asked again, the same search");
    assert_eq!(gui.ok("sente-best_moves"), best);
    let named = statistic(&statistics, "best move");
    assert_eq!(gfx_line(&best, "CIRCLE "), Some(named), "{best}\n{statistics}");
    assert!(pv.starts_with(&format!("b {named}")), "{pv}\n{statistics}");
    assert!(
        best.contains(&format!("TEXT {} playouts", statistic(&statistics, "playouts"))),
        "{best}\n{statistics}"
    );
    gui.ok("sente-param ponder 1");
    gui.ok("sente-param ponder 0");
    assert_eq!(
        gui.ok("sente-statistics"),
        statistics,
        "a setting the search does not use"
    );

    gui.ok("sente-param playouts 1000");
    let fewer = gui.ok("sente-statistics");
    assert_ne!(fewer, statistics, "a setting the search uses");
    assert_eq!(statistic(&fewer, "playouts"), "1000");
    gui.ok("komi 0.5");
    let komi = gui.ok("sente-statistics");
    assert_ne!(komi, fewer, "another komi");
    gui.ok("play b D4");
    let played = gui.ok("sente-statistics");
    assert_eq!(statistic(&played, "player"), "white", "another position");
    gui.ok("undo");
    assert_eq!(statistic(&gui.ok("sente-statistics"), "player"), "black");
    gui.ok("play b G7");

    let chosen = gui.ok("reg_genmove w");
    let after = gui.ok("sente-statistics");
    assert!(
        statistic(&after, "best move").eq_ignore_ascii_case(&chosen),
        "the search that chose {chosen}: {after}"
    );
    let best = gui.ok("sente-best_moves");
    assert_eq!(gfx_line(&best, "CIRCLE "), Some(chosen.as_str()), "{best}");
    gui.quit();
}

#[test]
fn live_graphics_end_with_the_move_the_decision_rules_chose() {
    // 5x5, komi 0.5: Black's C column against White's D column; White has passed. Black
    // wins as the board stands, so every move wins and the decision rules pass, whichever
    // move the search visited most.
    let mut gui = Gui::start(&["--threads", "1", "--playouts", "100000000", "--live-gfx"]);
    gui.ok("boardsize 5");
    gui.ok("komi 0.5");
    for row in 1..=5 {
        gui.ok(&format!("play b C{row}"));
        gui.ok(&format!("play w D{row}"));
    }
    gui.ok("play w pass");
    gui.send("genmove b\n");
    thread::sleep(Duration::from_millis(1300));
    gui.send("# interrupt\n");
    assert_eq!(gui.reply(), ["= PASS"]);
    let stderr = gui.quit();
    let blocks = gfx_blocks(&stderr);
    assert!(
        blocks.len() >= 2,
        "drawings while searching, and the decision: {stderr}"
    );
    let last = blocks.last().expect("a drawing");
    check_gfx(last);
    assert_eq!(
        gfx_line(last, "CIRCLE "),
        None,
        "a circle on a stone not played: {last}"
    );
    let text = gfx_line(last, "TEXT ").expect("a status line");
    assert!(
        text.contains(", passes by the decision rules") || text.contains(", best pass "),
        "{last}"
    );
}

#[test]
fn sente_param_changes_settings_and_rejects_bad_values() {
    let mut gui = Gui::start(&["--threads", "1", "--playouts", "500", "--seed", "1"]);
    let before = gui.ok("sente-param");
    assert_eq!(
        gui.ok("sente-param run"),
        "[string] threads 1\n[string] playouts 500\n[string] visits none\n[string] seed 1\n[string] time none\n\
         [string] level 10\n[list/none/linear/adaptive/both] dynamic_komi linear\n\
         [bool] ponder 0\n[bool] live_gfx 0\n[list/keep/follow] sgf_rules keep"
    );
    assert!(
        before.starts_with(&gui.ok("sente-param run")),
        "all settings, the run group first"
    );
    assert!(before.contains("\n[string] resign_threshold 0.1\n") && before.contains("\n[string] prob_pattern 0.95\n"));
    for bad in [
        "threads 0",
        "threads many",
        "threads 100000",
        "playouts -1",
        "playouts 0",
        "visits 0",
        "visits lots",
        "seed -1",
        "seed lucky",
        "time soon",
        "time -2",
        "resign_threshold 1.5",
        "score_weight 1",
        "score_weight -0.1",
        "expand_visits 0",
        "prob_pattern 2",
        "pass_prior_wins 11",
        "virtual_loss lots",
        "level 0",
        "level 11",
        "level strong",
        "dynamic_komi pachi",
        "ponder 2",
        "sgf_rules ignore",
    ] {
        let (name, value) = bad.split_once(' ').expect("NAME VALUE");
        let reply = gui.err(&format!("sente-param {bad}"));
        let expected = format!("invalid value '{value}' for {name}: expected ");
        assert!(reply.starts_with(&expected), "{bad}: {reply}");
        assert_eq!(gui.ok("sente-param"), before, "{bad} changed a setting");
    }
    for (bad, expected) in [
        ("colour red", "unknown setting 'colour': `sente-param` lists them"),
        (
            "tree prob_pattern 0.5",
            "setting 'prob_pattern' is in group playout, not tree",
        ),
        (
            "run resign_threshold 0",
            "setting 'resign_threshold' is in group decision, not run",
        ),
        ("threads", "syntax error: missing argument: value"),
        ("threads 2 3", "syntax error: unexpected argument '3'"),
    ] {
        let reply = gui.err(&format!("sente-param {bad}"));
        assert!(reply.starts_with(expected), "{bad}: {reply}");
        assert_eq!(gui.ok("sente-param"), before, "{bad} changed a setting");
    }
    gui.ok("sente-param threads 2");
    gui.ok("sente-param playouts none");
    gui.ok("sente-param visits 5000");
    gui.ok("sente-param seed 18446744073709551615");
    gui.ok("sente-param time 0.5");
    gui.ok("sente-param resign_threshold 0");
    gui.ok("sente-param score_weight 0.05");
    gui.ok("sente-param ponder 1");
    gui.ok("sente-param level 7");
    gui.ok("sente-param dynamic_komi both");
    gui.ok("sente-param sgf_rules follow");
    gui.ok("sente-param playout prob_pattern 0.5");
    assert_eq!(
        gui.ok("sente-param run"),
        "[string] threads 2\n[string] playouts none\n[string] visits 5000\n[string] seed 18446744073709551615\n[string] time 0.5\n\
         [string] level 7\n[list/none/linear/adaptive/both] dynamic_komi both\n\
         [bool] ponder 1\n[bool] live_gfx 0\n[list/keep/follow] sgf_rules follow"
    );
    assert!(gui
        .ok("sente-param decision")
        .starts_with("[string] resign_threshold 0\n[string] resign_moves 3\n"));
    assert!(gui.ok("sente-param value").starts_with("[string] score_weight 0.05\n"));
    assert!(gui.ok("sente-param playout").contains("[string] prob_pattern 0.5\n"));
    gui.ok("level 10");
    assert!(
        gui.ok("sente-param").contains("\n[string] level 10\n"),
        "GNU Go's level N is the same setting"
    );
    assert_eq!(gui.ok("sente-ponder"), "on");
    gui.ok("boardsize 9");
    let started = Instant::now();
    gui.ok("genmove b");
    assert!(started.elapsed() < Duration::from_secs(5), "time 0.5 bounds the search");
    gui.quit();
}

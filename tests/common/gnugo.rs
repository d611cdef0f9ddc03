//! Driving GNU Go 3.8 over GTP from integration tests.
//!
//! All GTP traffic goes through sente's controller (`sente::tools::controller`, over the
//! controller side of the `gtp` crate) by way of tests/common/engine.rs, which also
//! drives sente; the notes on the `gtp` crate's quirks are in `src/controller.rs`.
//!
//! GNU Go 3.8 behaviour verified with `--mode gtp` (see also tests/gnugo_driver.rs):
//! * Vertices are uppercase letter + number with no `I` column ("A1", "J9");
//!   input is case-insensitive. `all_legal` and `list_stones` reply with one
//!   space-separated line, ordered from the top row down (e.g. "A5 B5 ... E1"),
//!   or an empty reply when there is nothing to list. The wrappers here sort.
//! * `play` on an occupied point, a ko recapture, a forbidden suicide or a
//!   superko violation fails with "illegal move"; a malformed colour or vertex
//!   fails with "invalid color or coordinate". A failed `play` changes nothing.
//! * `play` does not enforce alternation and keeps accepting moves after two
//!   consecutive passes (the game simply goes on).
//! * Legality (`play` and `all_legal`) is `is_allowed_move()` in
//!   engine/board.c: the simple-ko point is always excluded; suicide is
//!   forbidden by default, `--allow-suicide` allows it only when the move has
//!   a friendly neighbour (multi-stone suicide; single-stone suicide stays
//!   illegal); `--positional-superko` / `--situational-superko` exclude moves
//!   that recreate an earlier whole-board position (situational: with the
//!   same player to move). So `all_legal` does exclude superko violations.
//! * Bug: the superko check plays the move with the suicide-less move routine,
//!   so for a suicide it hashes the board *with* the suicided string still on
//!   it. Hence GNU Go never sees a multi-stone suicide as a superko violation
//!   even when it recreates an earlier position.
//! * Superko history is the last `MAX_MOVE_HISTORY` = 500 moves (passes
//!   included); beyond that GNU Go collapses old moves and forgets their
//!   positions, so differential games must stay well below 500 moves.
//! * `clear_board` and `boardsize` reset the position history.
//! * `get_komi` replies with a leading space (" 6.5"); the wrapper trims.

// Each test binary compiles this module on its own and uses a different subset of it.
#![allow(dead_code)]

use std::path::Path;

use super::engine::GtpEngine;

/// Path of the GNU Go binary installed by Debian's `gnugo` package.
pub const GNUGO_PATH: &str = "/usr/games/gnugo";

/// Whether GNU Go is installed at [`GNUGO_PATH`].
pub fn gnugo_available() -> bool {
    Path::new(GNUGO_PATH).is_file()
}

/// Whether a missing GNU Go must fail the test (`SENTE_REQUIRE_GNUGO=1`, set in CI).
pub fn gnugo_required() -> bool {
    std::env::var("SENTE_REQUIRE_GNUGO").is_ok_and(|v| !v.is_empty() && v != "0")
}

/// Call at the top of a test: returns `false` (after printing a message) when the
/// test should be skipped because GNU Go is absent; panics instead when
/// `SENTE_REQUIRE_GNUGO=1`.
pub fn gnugo_or_skip() -> bool {
    if gnugo_available() {
        return true;
    }
    if gnugo_required() {
        panic!("SENTE_REQUIRE_GNUGO is set but GNU Go is not installed at {GNUGO_PATH}");
    }
    println!("skipped: GNU Go not installed");
    false
}

/// A running `gnugo --mode gtp` process.
pub struct GnuGo {
    engine: GtpEngine,
}

impl GnuGo {
    /// Spawns `/usr/games/gnugo --mode gtp <extra flags>`, e.g.
    /// `GnuGo::new(&["--positional-superko", "--allow-suicide"])`.
    pub fn new(extra_flags: &[&str]) -> Result<GnuGo, String> {
        let mut args = vec!["--mode", "gtp"];
        args.extend_from_slice(extra_flags);
        Ok(GnuGo {
            engine: GtpEngine::start(GNUGO_PATH, &args)?,
        })
    }

    /// Sends one GTP command line (`"play b C3"`) and waits for the reply.
    /// `Ok` holds the text of a success reply (without `"= "`), `Err` the text of
    /// a failure reply (without `"? "`). Panics if GNU Go dies or does not answer.
    pub fn command(&mut self, cmd: &str) -> Result<String, String> {
        self.engine.command(cmd)
    }

    /// Like [`command`](Self::command) but panics on a failure reply.
    pub fn ok(&mut self, cmd: &str) -> String {
        match self.command(cmd) {
            Ok(s) => s,
            Err(e) => panic!("GNU Go rejected {cmd:?}: {e}"),
        }
    }

    /// `boardsize n` (also clears the board and the history).
    pub fn boardsize(&mut self, n: usize) {
        self.ok(&format!("boardsize {n}"));
    }

    /// `clear_board` (also clears the position history used for superko).
    pub fn clear_board(&mut self) {
        self.ok("clear_board");
    }

    /// `komi k`.
    pub fn komi(&mut self, komi: f32) {
        self.ok(&format!("komi {komi}"));
    }

    /// `play <color> <vertex>`; `vertex` may be `"pass"`. `Err` holds GNU Go's
    /// failure text ("illegal move", "invalid color or coordinate").
    pub fn play(&mut self, color: &str, vertex: &str) -> Result<(), String> {
        self.command(&format!("play {color} {vertex}")).map(|_| ())
    }

    /// `all_legal <color>`: the legal board points (never "pass"), uppercase, sorted.
    pub fn all_legal(&mut self, color: &str) -> Vec<String> {
        let r = self.ok(&format!("all_legal {color}"));
        vertex_list(&r)
    }

    /// `list_stones <color>`: uppercase, sorted.
    pub fn list_stones(&mut self, color: &str) -> Vec<String> {
        let r = self.ok(&format!("list_stones {color}"));
        vertex_list(&r)
    }

    /// `showboard`, for failure messages.
    pub fn showboard(&mut self) -> String {
        self.command("showboard").unwrap_or_else(|e| e)
    }
}

/// Splits a GTP vertex-list reply into uppercase, sorted vertices.
pub fn vertex_list(reply: &str) -> Vec<String> {
    let mut v: Vec<String> = reply.split_whitespace().map(|s| s.to_ascii_uppercase()).collect();
    v.sort();
    v
}

//! Driving any GTP engine process from integration tests, through sente's own controller
//! ([`sente::tools::controller::GtpClient`], built on the `gtp` crate's controller). The `gtp`
//! controller hands out at most one reply per chunk of output it reads, so replies to
//! pipelined commands that arrive together stay stuck; pipelining is tested on raw stdin
//! (tests/gtp_raw.rs).

// Each test binary compiles this module on its own and uses a different subset of it.
#![allow(dead_code)]

use sente::tools::controller::{ClientError, GtpClient};
use std::time::Duration;

/// How long a single GTP command may take before the test is failed.
const REPLY_TIMEOUT: Duration = Duration::from_secs(60);

/// A running GTP engine whose every problem other than a failure reply fails the test.
pub struct GtpEngine {
    client: GtpClient,
    program: String,
}

impl GtpEngine {
    /// Spawns `program args...` and checks that it answers `protocol_version`.
    pub fn start(program: &str, args: &[&str]) -> Result<GtpEngine, String> {
        let client = GtpClient::spawn_program(program, args, None).map_err(|e| e.to_string())?;
        Ok(GtpEngine {
            client,
            program: program.to_string(),
        })
    }

    /// Sends one GTP command line (`"play b C3"`) and waits for the reply: `Ok` holds
    /// the text of a success reply, `Err` that of a failure. Panics if the engine dies or
    /// does not answer.
    pub fn command(&mut self, cmd: &str) -> Result<String, String> {
        match self.client.command(cmd, REPLY_TIMEOUT) {
            Ok(text) => Ok(text),
            Err(ClientError::Failure(text)) => Err(text),
            Err(e) => panic!("{} on {cmd:?}: {e}", self.program),
        }
    }

    /// Like [`command`](Self::command) but panics on a failure reply.
    pub fn ok(&mut self, cmd: &str) -> String {
        match self.command(cmd) {
            Ok(s) => s,
            Err(e) => panic!("{} rejected {cmd:?}: {e}", self.program),
        }
    }

    /// Like [`command`](Self::command) but panics on a success reply.
    pub fn err(&mut self, cmd: &str) -> String {
        match self.command(cmd) {
            Ok(s) => panic!("{} accepted {cmd:?}: {s:?}", self.program),
            Err(e) => e,
        }
    }
}

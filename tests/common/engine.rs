//! Driving any GTP engine process from integration tests through the `gtp` crate's
//! controller (`gtp::controller::Engine`); see tests/common/gnugo.rs for the notes on the
//! controller's quirks that shaped this wrapper. One more: the controller hands out at
//! most one reply per chunk of output it reads, so replies to pipelined commands that
//! arrive together stay stuck; pipelining is tested on raw stdin (tests/gtp_raw.rs).

// Each test binary compiles this module on its own and uses a different subset of it.
#![allow(dead_code)]

use std::time::{Duration, Instant};

use gtp::controller::{Engine, Error as EngineError};
use gtp::{Command, Response};

/// How long a single GTP command may take before the test is failed.
const REPLY_TIMEOUT: Duration = Duration::from_secs(60);

/// A running GTP engine.
pub struct GtpEngine {
    engine: Engine,
    program: String,
}

impl GtpEngine {
    /// Spawns `program args...` and checks that it answers `protocol_version` with 2.
    pub fn start(program: &str, args: &[&str]) -> Result<GtpEngine, String> {
        let mut engine = Engine::new(program, args);
        engine.start().map_err(|e| format!("cannot start {program}: {e:?}"))?;
        let mut g = GtpEngine {
            engine,
            program: program.to_string(),
        };
        let v = g.command("protocol_version")?;
        if v.trim() != "2" {
            return Err(format!("unexpected GTP protocol_version reply {v:?}"));
        }
        Ok(g)
    }

    /// Sends one command without waiting; returns its id.
    pub fn send(&mut self, cmd: &str) -> u32 {
        let mut words = cmd.split_whitespace();
        let name = words.next().expect("empty GTP command");
        let args: Vec<&str> = words.collect();
        let mut c = Command::new(name);
        if !args.is_empty() {
            c.args(|eb| {
                for a in &args {
                    eb.s(a);
                }
                eb.list()
            });
        }
        let id = self.engine.send(c);
        assert!(id != 0, "{} not started", self.program);
        id
    }

    /// Waits for the next reply: its id and `Ok(text)` or `Err(text)`.
    pub fn receive(&mut self, what: &str) -> (u32, Result<String, String>) {
        let start = Instant::now();
        let mut polls = 0u32;
        loop {
            match self.engine.poll_response() {
                Ok(resp) => {
                    let id = resp.id_0();
                    return match resp {
                        Response::Result((_, text)) => (id, Ok(text)),
                        Response::Error((_, text)) => (id, Err(text)),
                    };
                }
                Err(EngineError::PollAgain) => {}
                Err(e) => panic!("{} died or spoke bad GTP on {what:?}: {e:?}", self.program),
            }
            if start.elapsed() > REPLY_TIMEOUT {
                panic!("{} did not answer {what:?} within {REPLY_TIMEOUT:?}", self.program);
            }
            polls += 1;
            if polls < 20 {
                std::thread::yield_now();
            } else if polls < 200 {
                std::thread::sleep(Duration::from_micros(20));
            } else {
                std::thread::sleep(Duration::from_micros(500));
            }
        }
    }

    /// Sends one GTP command line (`"play b C3"`) and waits for the reply: `Ok` holds
    /// the text of a success reply, `Err` that of a failure. Panics if the engine dies or
    /// does not answer, or answers with another id.
    pub fn command(&mut self, cmd: &str) -> Result<String, String> {
        let id = self.send(cmd);
        let (reply_id, reply) = self.receive(cmd);
        assert_eq!(reply_id, id, "GTP reply id mismatch for {cmd:?}: {reply:?}");
        reply
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

    /// Sends `quit` and waits (briefly) for the reply. Also done on drop.
    ///
    /// The engine exits right after answering, and the controller may report the closed
    /// pipes (`ProcessError(Disconnected)`) before it hands out the reply, so any outcome
    /// is accepted here.
    pub fn quit(&mut self) {
        if self.engine.send(Command::new("quit")) == 0 {
            return;
        }
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(5) {
            match self.engine.poll_response() {
                Err(EngineError::PollAgain) => std::thread::sleep(Duration::from_micros(200)),
                _ => return,
            }
        }
    }
}

impl Drop for GtpEngine {
    fn drop(&mut self) {
        self.quit();
    }
}

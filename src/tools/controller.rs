//! The controller side of GTP: start an engine, send it commands, wait for replies. Built
//! on the `gtp` crate's controller; used where sente drives other engines (matches,
//! regression suites, tests).
//!
//! The engine runs under `sh -c 'exec COMMAND 3>&2 2>>LOG'`, so that a command line with
//! quotes works as in a shell, and the engine's stderr goes to a log file (or nowhere)
//! instead of through the `gtp` crate, which echoes it to our stdout. The crate's stderr
//! pipe stays open on descriptor 3, unwritten: were it closed, the crate would print an
//! empty `err:` line.
//!
//! Other quirks of the `gtp` 0.1.2 controller that shaped this module: it numbers every
//! command, so replies are matched by id; its `wait_response` sleeps a quarter of the
//! timeout between polls, far too coarse for short commands, so we poll with a short
//! back-off; several arguments must be combined with `EntityBuilder::list()`, or only the
//! last is sent; and its `Engine` does not stop the process on drop, so we send `quit`.

use gtp::controller::{Engine, Error as EngineError};
use gtp::{Command, Response};
use std::path::Path;
use std::time::{Duration, Instant};
use thiserror::Error;

/// What went wrong talking to an engine.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum ClientError {
    /// The process could not be started.
    #[error("cannot start engine '{command}': {reason}")]
    Start {
        /// The engine's command line.
        command: String,
        /// Why, as the operating system or the engine said.
        reason: String,
    },
    /// The engine answered with a GTP failure (`? text`).
    #[error("{0}")]
    Failure(String),
    /// The engine's process ended, or it wrote something that is not GTP.
    #[error("engine '{command}' died or broke the protocol: {reason}")]
    Died {
        /// The engine's command line.
        command: String,
        /// What the `gtp` crate reported.
        reason: String,
    },
    /// No reply came in time.
    #[error("engine '{command}' did not answer '{sent}' within {seconds:.1} s")]
    Timeout {
        /// The engine's command line.
        command: String,
        /// The command it was sent.
        sent: String,
        /// The time allowed.
        seconds: f64,
    },
}

/// A running GTP engine.
pub struct GtpClient {
    engine: Engine,
    command: String,
}

impl GtpClient {
    /// Starts `command` (a shell command line) with its stderr appended to `stderr_log`,
    /// or discarded when that is `None`, and checks that it answers `protocol_version`.
    pub fn spawn(command: &str, stderr_log: Option<&Path>) -> Result<GtpClient, ClientError> {
        let log = stderr_log.map_or("/dev/null".to_string(), |p| shell_quote(&p.to_string_lossy()));
        let script = format!("exec {command} 3>&2 2>>{log}");
        let mut engine = Engine::new("/bin/sh", &["-c", &script]);
        engine.start().map_err(|e| ClientError::Start {
            command: command.to_string(),
            reason: format!("{e:?}"),
        })?;
        let mut client = GtpClient {
            engine,
            command: command.to_string(),
        };
        match client.command("protocol_version", Duration::from_secs(30)) {
            Ok(_) => Ok(client),
            Err(ClientError::Died { reason, .. }) => Err(ClientError::Start {
                command: command.to_string(),
                reason,
            }),
            Err(other) => Err(other),
        }
    }

    /// Starts `program` with `args` (each quoted for the shell), as [`GtpClient::spawn`].
    pub fn spawn_program(program: &str, args: &[&str], stderr_log: Option<&Path>) -> Result<GtpClient, ClientError> {
        let words: Vec<String> = std::iter::once(program)
            .chain(args.iter().copied())
            .map(shell_quote)
            .collect();
        GtpClient::spawn(&words.join(" "), stderr_log)
    }

    /// Sends one command line (`"play b C3"`) and waits up to `timeout` for the reply:
    /// its text without `= `, or [`ClientError::Failure`] with the text after `? `.
    pub fn command(&mut self, line: &str, timeout: Duration) -> Result<String, ClientError> {
        let mut words = line.split_whitespace();
        let Some(name) = words.next() else {
            return Err(ClientError::Failure("empty command".to_string()));
        };
        let args: Vec<&str> = words.collect();
        let mut command = Command::new(name);
        if !args.is_empty() {
            command.args(|entities| {
                for arg in &args {
                    entities.s(arg);
                }
                entities.list()
            });
        }
        let id = self.engine.send(command);
        let started = Instant::now();
        let mut polls = 0u32;
        loop {
            match self.engine.poll_response() {
                Ok(response) if response.id_0() == id => {
                    return match response {
                        Response::Result((_, text)) => Ok(text),
                        Response::Error((_, text)) => Err(ClientError::Failure(text)),
                    };
                }
                Ok(_) | Err(EngineError::PollAgain) => {}
                Err(e) => {
                    return Err(ClientError::Died {
                        command: self.command.clone(),
                        reason: format!("{e:?}"),
                    })
                }
            }
            if started.elapsed() > timeout {
                return Err(ClientError::Timeout {
                    command: self.command.clone(),
                    sent: line.to_string(),
                    seconds: timeout.as_secs_f64(),
                });
            }
            polls += 1;
            match polls {
                0..20 => std::thread::yield_now(),
                20..200 => std::thread::sleep(Duration::from_micros(20)),
                _ => std::thread::sleep(Duration::from_micros(500)),
            }
        }
    }
}

impl Drop for GtpClient {
    /// Asks the engine to quit, without waiting: it exits on its own, and the `gtp`
    /// crate would print a line to stdout when it sees the engine's stderr close.
    fn drop(&mut self) {
        self.engine.send(Command::new("quit"));
    }
}

/// `text` quoted for `sh`: inside single quotes, with each `'` written as `'\''`.
fn shell_quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', "'\\''"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn talks_to_an_engine_and_reports_failures_and_death() {
        let engine = "sh -c 'while read id cmd rest; do case $cmd in quit) printf \"=$id\\n\\n\"; exit;; fail) printf \"?$id no way\\n\\n\";; die) exit 1;; *) printf \"=$id 2\\n\\n\";; esac; done'";
        let mut client = GtpClient::spawn(engine, None).expect("the shell engine starts");
        assert_eq!(
            client.command("protocol_version", Duration::from_secs(5)),
            Ok("2".to_string())
        );
        assert_eq!(
            client.command("fail", Duration::from_secs(5)),
            Err(ClientError::Failure("no way".to_string()))
        );
        assert!(matches!(
            client.command("die", Duration::from_secs(5)),
            Err(ClientError::Died { .. })
        ));
    }

    #[test]
    fn a_missing_program_cannot_start() {
        assert!(matches!(
            GtpClient::spawn("/nonexistent/engine", None),
            Err(ClientError::Start { .. })
        ));
    }

    #[test]
    fn quotes_for_the_shell() {
        assert_eq!(shell_quote("a b"), "'a b'");
        assert_eq!(shell_quote("it's"), "'it'\\''s'");
    }
}

//! The command loop: takes raw lines from the stdin thread, runs each command in order
//! on a copy of the engine state, and writes exactly one reply per command; why a command
//! failed goes to the log. Lines that arrive while a command searches wait in the
//! [`Input`] queue.

use super::command::{self, leading_id, Args, Command};
use super::commands;
use super::error::GtpError;
use super::handler::{CommandSpec, Handler, Live, SearchHandler};
use super::input::{preprocess, MAX_LINE_BYTES};
use super::reader::{self, InputLine};
use super::reply::ReplyStream;
use super::state::EngineState;
use super::watch::{Input, StopOn};
use crate::board::Color;
use crate::search::Searcher;
use std::io::{self, Read, Write};
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;

/// A GTP session: the engine state, the searcher, and the commands that act on them.
pub struct Session {
    state: EngineState,
    searcher: Searcher,
    commands: &'static [CommandSpec],
    /// The player to move after sente's last generated move: the one pondering is for.
    opponent: Option<Color>,
}

impl Session {
    /// A session over `state` with sente's command table, searching with `searcher`.
    pub fn new(state: EngineState, searcher: Searcher) -> Session {
        Session {
            state,
            searcher,
            commands: commands::COMMANDS,
            opponent: None,
        }
    }

    /// Whether to search on the opponent's time now: pondering is on, and the opponent of
    /// sente's last generated move is to move.
    pub fn wants_to_ponder(&self) -> bool {
        self.state.ponder
            && self
                .opponent
                .is_some_and(|colour| colour == self.state.game.board().to_move())
    }

    /// Searches the opponent's move until `stop` is set; the next `genmove` reuses the tree.
    pub fn ponder(&mut self, stop: &AtomicBool) {
        let colour = self.state.game.board().to_move();
        let result = self.searcher.ponder(&self.state.game, colour, stop);
        tracing::info!("pondered {} playouts on {colour:?}'s move", result.playouts);
    }

    /// The engine state after the commands so far.
    pub fn state(&self) -> &EngineState {
        &self.state
    }

    /// Whether `quit` has ended the session.
    pub fn finished(&self) -> bool {
        self.state.quit
    }

    /// Handles one raw input line with no more input to come (an analysis stops at once):
    /// the reply, or `None` for a line that preprocessing empties (blank lines and
    /// comments get no reply).
    pub fn respond(&mut self, line: &InputLine) -> Option<String> {
        let mut out = Vec::new();
        self.answer(line, &mut Input::ended(), &mut out)
            .expect("writing to memory cannot fail");
        (!out.is_empty()).then(|| String::from_utf8_lossy(&out).into_owned())
    }

    /// Handles one raw input line and writes its reply on `out`, watching `input` while
    /// the command searches (see [`Input::watch`]). Blank lines and comments get no reply.
    /// A failure is logged at `info` with its reason, which a standard failure's reply
    /// leaves out.
    pub fn answer(&mut self, line: &InputLine, input: &mut Input, out: &mut dyn Write) -> io::Result<()> {
        let (id, command) = match line {
            InputLine::TooLong(start) => {
                let id = preprocess(start).and_then(|line| leading_id(&line));
                let detail = format!("the line is longer than {MAX_LINE_BYTES} bytes");
                (id, Err(GtpError::syntax(detail)))
            }
            InputLine::Line(raw) => {
                let Some(line) = preprocess(raw) else {
                    return Ok(());
                };
                match command::parse(&line) {
                    Ok(command) => (command.id, Ok(command)),
                    Err(error) => (error.id, Err(error.error)),
                }
            }
        };
        let mut reply = ReplyStream::new(out, id);
        let outcome = match &command {
            Ok(command) => {
                let moves_before = self.state.game.moves().len();
                let outcome = self.execute(&command.name, &command.args, input, &mut reply);
                self.note_own_move(&command.name, moves_before);
                outcome
            }
            Err(error) => Err(error.clone()),
        };
        if let Err(error) = &outcome {
            log_failure(command.as_ref().ok(), error);
        }
        reply.finish(&outcome)
    }

    /// After a move sente generated and played, remembers whose turn it is now.
    fn note_own_move(&mut self, name: &str, moves_before: usize) {
        let generates = matches!(
            name,
            "genmove" | "kgs-genmove_cleanup" | "lz-genmove_analyze" | "kata-genmove_analyze"
        );
        if generates && self.state.game.moves().len() > moves_before {
            self.opponent = Some(self.state.game.board().to_move());
        }
    }

    /// Runs a command on a copy of the state, kept only if the command succeeds, read
    /// all its arguments, and did not panic. The searcher is not copied: a failed command
    /// may have searched, which only warms its tree; after a panic it starts afresh.
    /// Commands that search run while `input` is watched for lines that stop them.
    fn execute(
        &mut self,
        name: &str,
        words: &[String],
        input: &mut Input,
        reply: &mut ReplyStream,
    ) -> Result<String, GtpError> {
        tracing::debug!(command = name, args = ?words, "running");
        let spec = self
            .commands
            .iter()
            .find(|spec| spec.name == name)
            .ok_or(GtpError::UnknownCommand)?;
        let mut next = self.state.clone();
        let searcher = &mut self.searcher;
        let stop = AtomicBool::new(false);
        let mut search = |handler: SearchHandler| {
            let mut live = Live {
                searcher,
                stop: &stop,
                reply,
            };
            catch(|args| handler(&mut next, &mut live, args), words)
        };
        let run = match spec.handler {
            Handler::State(handler) => catch(|args| handler(&mut next, args), words),
            Handler::Search(handler) => input.watch(StopOn::Interrupt, &stop, || search(handler)),
            Handler::Analysis(handler) => input.watch(StopOn::AnyLine, &stop, || search(handler)),
        };
        match run {
            Ok(Ok(reply)) => {
                self.state = next;
                Ok(reply)
            }
            Ok(Err(error)) if spec.is_standard() => Err(error),
            Ok(Err(error)) => Err(error.in_extension()),
            Err(payload) => {
                let message = payload
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| payload.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "a panic without a message".into());
                tracing::error!(command = name, args = ?words, "the command panicked: {message}");
                self.searcher.clear();
                Err(GtpError::Internal(name.to_string()))
            }
        }
    }
}

/// Logs a failure at `info`, with the reason that a standard failure's bare reply leaves
/// out: `play b D4 failed: illegal move: the point is occupied`. `command` is `None` for a
/// line that is not a command.
fn log_failure(command: Option<&Command>, error: &GtpError) {
    let what = match command {
        Some(command) => format!("{} {}", command.name, command.args.join(" ")),
        None => "an input line".to_string(),
    };
    let what = what.trim_end();
    match error.reason() {
        Some(reason) => tracing::info!("{what} failed: {error}: {reason}"),
        None => tracing::info!("{what} failed: {error}"),
    }
}

/// Runs `handler` on the arguments `words`, which it must read to the end, catching a
/// panic.
fn catch(
    handler: impl FnOnce(&mut Args) -> Result<String, GtpError>,
    words: &[String],
) -> std::thread::Result<Result<String, GtpError>> {
    panic::catch_unwind(AssertUnwindSafe(|| {
        let mut args = Args::new(words);
        let reply = handler(&mut args)?;
        args.finish()?;
        Ok(reply)
    }))
}

/// Speaks GTP: reads commands from `input` on a thread of its own, answers them in order
/// on `output`, and returns at end of input or after `quit`. While the session wants to
/// ponder and no line is waiting, it searches on another thread until the next line
/// arrives.
pub fn serve<R: Read + Send + 'static, W: Write>(
    input: R,
    mut output: W,
    state: EngineState,
    searcher: Searcher,
) -> io::Result<()> {
    let mut input = Input::new(reader::spawn(input));
    let mut session = Session::new(state, searcher);
    loop {
        let next = if session.wants_to_ponder() && !input.has_queued() {
            let stop = AtomicBool::new(false);
            thread::scope(|scope| {
                let pondering = scope.spawn(|| session.ponder(&stop));
                let next = input.next_line();
                stop.store(true, Ordering::Relaxed);
                if pondering.join().is_err() {
                    tracing::error!("pondering panicked; the next search starts afresh");
                }
                next
            })
        } else {
            input.next_line()
        };
        let Some(line) = next else {
            break;
        };
        session.answer(&line, &mut input, &mut output)?;
        if session.finished() {
            tracing::info!("quit");
            return Ok(());
        }
    }
    tracing::info!("end of input");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gtp::handler::Reply;
    use crate::rules::Rules;
    use crate::search::SearchConfig;

    fn searcher() -> Searcher {
        let config = SearchConfig {
            threads: 1,
            playouts: Some(200),
            ..SearchConfig::default()
        };
        Searcher::new(config).expect("a one-thread searcher")
    }

    fn session() -> Session {
        Session::new(EngineState::new(9, Rules::chinese(), 7.5), searcher())
    }

    fn send(session: &mut Session, line: &str) -> Option<String> {
        session.respond(&InputLine::Line(line.as_bytes().to_vec()))
    }

    fn play_then_panic(state: &mut EngineState, _: &mut Args) -> Reply {
        state
            .game
            .play(crate::board::Color::Black, None)
            .expect("a pass is legal");
        panic!("a bug in a handler");
    }

    const PANICKING: &[CommandSpec] = &[CommandSpec::new("buggy", play_then_panic)];

    #[test]
    fn replies_carry_the_id_and_end_with_one_empty_line() {
        let mut s = session();
        assert_eq!(send(&mut s, "5 protocol_version").as_deref(), Some("=5 2\n\n"));
        assert_eq!(send(&mut s, "frobnicate").as_deref(), Some("? unknown command\n\n"));
        assert_eq!(send(&mut s, "  # just a comment"), None);
        assert_eq!(send(&mut s, "name extra").as_deref(), Some("? syntax error\n\n"));
        assert_eq!(
            send(&mut s, "list_stones red").as_deref(),
            Some("? syntax error: invalid colour 'red'\n\n"),
            "an extension says what was wrong"
        );
    }

    #[test]
    fn a_failing_command_changes_nothing() {
        let mut s = session();
        send(&mut s, "play b C3");
        send(&mut s, "play w D3 extra");
        assert_eq!(s.state().game.moves().len(), 1);
        assert_eq!(send(&mut s, "gg-undo 2").as_deref(), Some("? cannot undo\n\n"));
        assert_eq!(s.state().game.moves().len(), 1);
    }

    #[test]
    fn a_panicking_handler_is_answered_and_leaves_the_state_whole() {
        let mut s = Session {
            state: EngineState::new(9, Rules::chinese(), 7.5),
            searcher: searcher(),
            commands: PANICKING,
            opponent: None,
        };
        let reply = send(&mut s, "3 buggy").expect("a reply");
        assert!(reply.starts_with("?3 internal error"), "{reply}");
        assert!(s.state().game.moves().is_empty());
        assert!(!s.finished());
    }

    #[test]
    fn over_long_lines_are_syntax_errors_with_their_id() {
        let mut s = session();
        let reply = s.respond(&InputLine::TooLong(b"8 play b".to_vec())).expect("a reply");
        assert_eq!(reply, "?8 syntax error\n\n");
    }

    #[test]
    fn serve_answers_in_order_and_stops_at_quit() {
        let input: &'static [u8] = b"1 name\n2 quit\n3 name\n";
        let mut output = Vec::new();
        serve(
            input,
            &mut output,
            EngineState::new(9, Rules::chinese(), 7.5),
            searcher(),
        )
        .expect("in-memory I/O");
        assert_eq!(String::from_utf8(output).expect("UTF-8"), "=1 sente\n\n=2 \n\n");
    }
}

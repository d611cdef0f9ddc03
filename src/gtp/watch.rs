//! The input as the command loop sees it: lines that arrived while a command ran, queued in
//! order, then the stdin thread's channel. While a searching command runs, another thread
//! watches the channel: GoGui's `# interrupt` line stops the search, an analysis
//! (`lz-analyze`) stops at any line, and every other line waits its turn in the queue.

use super::reader::InputLine;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::thread;
use std::time::Duration;

/// How often the watcher checks whether the command it watches over has finished.
const WATCH_POLL: Duration = Duration::from_millis(5);

/// The line GoGui sends to interrupt a command (a GTP comment, so it is never run).
pub const INTERRUPT: &[u8] = b"# interrupt";

/// What stops a watched command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StopOn {
    /// Only `# interrupt`: a search that answers with its best move so far.
    Interrupt,
    /// Any line and the end of input: an analysis that runs until the controller speaks.
    AnyLine,
}

/// The input lines still to be run.
pub struct Input {
    lines: Receiver<InputLine>,
    queued: VecDeque<InputLine>,
    closed: bool,
}

impl Input {
    /// The lines that the stdin thread sends over `lines`.
    pub fn new(lines: Receiver<InputLine>) -> Input {
        Input {
            lines,
            queued: VecDeque::new(),
            closed: false,
        }
    }

    /// An input that has ended: nothing more will arrive, so an analysis stops at once.
    pub fn ended() -> Input {
        let (_, lines) = mpsc::channel();
        Input {
            lines,
            queued: VecDeque::new(),
            closed: true,
        }
    }

    /// Whether lines are waiting in the queue.
    pub fn has_queued(&self) -> bool {
        !self.queued.is_empty()
    }

    /// The next line: a queued one first, else the next to arrive; `None` at end of input.
    pub fn next_line(&mut self) -> Option<InputLine> {
        if let Some(line) = self.queued.pop_front() {
            return Some(line);
        }
        if self.closed {
            return None;
        }
        let line = self.lines.recv().ok();
        self.closed = line.is_none();
        line
    }

    /// Runs `command` on this thread while another watches the input: it sets `stop` as
    /// `stop_on` says and queues every line but `# interrupt` for after the command.
    /// Lines that have already arrived count as soon as the command starts, whether or not
    /// an earlier watcher took them off the channel.
    pub fn watch<R>(&mut self, stop_on: StopOn, stop: &AtomicBool, command: impl FnOnce() -> R) -> R {
        loop {
            match self.lines.try_recv() {
                Ok(line) => take(line, stop_on, stop, &mut self.queued),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    self.closed = true;
                    break;
                }
            }
        }
        if stop_on == StopOn::AnyLine && (self.has_queued() || self.closed) {
            stop.store(true, Ordering::Relaxed);
        }
        if self.closed {
            return command();
        }
        let done = &AtomicBool::new(false);
        let (lines, queued, closed) = (&mut self.lines, &mut self.queued, &mut self.closed);
        thread::scope(|scope| {
            let watcher = scope.spawn(move || {
                while !done.load(Ordering::Acquire) {
                    match lines.recv_timeout(WATCH_POLL) {
                        Ok(line) => take(line, stop_on, stop, queued),
                        Err(RecvTimeoutError::Timeout) => {}
                        Err(RecvTimeoutError::Disconnected) => {
                            if stop_on == StopOn::AnyLine {
                                stop.store(true, Ordering::Relaxed);
                            }
                            *closed = true;
                            break;
                        }
                    }
                }
            });
            let result = command();
            done.store(true, Ordering::Release);
            if watcher.join().is_err() {
                tracing::error!("the input watcher panicked");
            }
            result
        })
    }
}

/// Takes a line that arrived for a watched command, before it started or while it runs:
/// sets `stop` as `stop_on` says and queues the line, unless it is `# interrupt`.
fn take(line: InputLine, stop_on: StopOn, stop: &AtomicBool, queued: &mut VecDeque<InputLine>) {
    let interrupt = is_interrupt(&line);
    if interrupt || stop_on == StopOn::AnyLine {
        stop.store(true, Ordering::Relaxed);
    }
    if !interrupt {
        queued.push_back(line);
    }
}

/// Whether `line` is GoGui's interrupt comment (surrounding whitespace aside).
fn is_interrupt(line: &InputLine) -> bool {
    match line {
        InputLine::Line(raw) => raw.trim_ascii() == INTERRUPT,
        InputLine::TooLong(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc::Sender;
    use std::time::Instant;

    fn line(text: &str) -> InputLine {
        InputLine::Line(text.as_bytes().to_vec())
    }

    fn input() -> (Sender<InputLine>, Input) {
        let (sender, lines) = mpsc::channel();
        (sender, Input::new(lines))
    }

    #[test]
    fn an_interrupt_stops_the_search_and_other_lines_wait_in_order() {
        let (sender, mut input) = input();
        let stop = AtomicBool::new(false);
        let waited = input.watch(StopOn::Interrupt, &stop, || {
            sender.send(line("play b D4")).expect("send");
            sender.send(line(" # interrupt\r")).expect("send");
            sender.send(line("undo")).expect("send");
            let start = Instant::now();
            while !stop.load(Ordering::Relaxed) {
                assert!(start.elapsed() < Duration::from_secs(5), "never stopped");
                thread::sleep(Duration::from_millis(1));
            }
            start.elapsed()
        });
        assert!(waited < Duration::from_secs(1));
        drop(sender);
        assert_eq!(input.next_line(), Some(line("play b D4")));
        assert_eq!(input.next_line(), Some(line("undo")));
        assert_eq!(input.next_line(), None);
    }

    #[test]
    fn a_search_is_not_stopped_by_other_lines_but_an_analysis_is() {
        let (sender, mut input) = input();
        let stop = AtomicBool::new(false);
        input.watch(StopOn::Interrupt, &stop, || {
            sender.send(line("name")).expect("send");
            thread::sleep(Duration::from_millis(50));
        });
        assert!(!stop.load(Ordering::Relaxed));
        input.watch(StopOn::AnyLine, &stop, || {});
        assert!(stop.load(Ordering::Relaxed), "a queued line stops an analysis at once");
        assert_eq!(input.next_line(), Some(line("name")));
    }

    #[test]
    fn lines_that_arrived_before_a_command_count_at_once() {
        // Nothing watched while these arrived: the lines wait on the channel, and a
        // command too short for a watcher to see them still sees them.
        let (sender, mut input) = input();
        sender.send(line("name")).expect("send");
        let stop = AtomicBool::new(false);
        input.watch(StopOn::AnyLine, &stop, || {});
        assert!(stop.load(Ordering::Relaxed), "a waiting line stops an analysis");
        sender.send(line("# interrupt")).expect("send");
        let stop = AtomicBool::new(false);
        input.watch(StopOn::Interrupt, &stop, || {});
        assert!(stop.load(Ordering::Relaxed), "a waiting interrupt stops a search");
        drop(sender);
        assert_eq!(input.next_line(), Some(line("name")));
        assert_eq!(input.next_line(), None, "the interrupt is not queued");
    }

    #[test]
    fn the_end_of_input_stops_an_analysis() {
        let stop = AtomicBool::new(false);
        Input::ended().watch(StopOn::AnyLine, &stop, || {});
        assert!(stop.load(Ordering::Relaxed));
    }
}

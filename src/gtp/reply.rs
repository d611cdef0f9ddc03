//! Writing replies: `=[id] result` or `?[id] error`, ending with exactly one empty line
//! and never containing one. A command that reports while it runs (`lz-analyze`) streams
//! its reply: the `=[id]` line first, then its lines as they come, then the empty line.

use super::error::GtpError;
use std::io::{self, Write};

/// The full reply text for a command's outcome, terminating empty line included.
pub fn format(id: Option<u64>, outcome: &Result<String, GtpError>) -> String {
    let (mark, text) = match outcome {
        Ok(text) => ('=', text.clone()),
        Err(error) => ('?', error.to_string()),
    };
    let id = id.map(|id| id.to_string()).unwrap_or_default();
    format!("{mark}{id} {}\n\n", without_empty_lines(&text))
}

/// `text` with trailing whitespace removed from every line and empty lines dropped; a
/// leading newline stays (multi-line results such as `showboard` start on a new line).
fn without_empty_lines(text: &str) -> String {
    let mut lines = text.split('\n').map(str::trim_end);
    let first = lines.next().unwrap_or_default();
    let mut out = first.to_string();
    for line in lines.filter(|line| !line.is_empty()) {
        out.push('\n');
        out.push_str(line);
    }
    out
}

/// The reply to one command, written whole when the command ends or streamed while it
/// runs.
pub struct ReplyStream<'a> {
    out: &'a mut dyn Write,
    id: Option<u64>,
    begun: bool,
    failure: Option<io::Error>,
}

impl<'a> ReplyStream<'a> {
    /// The reply to the command with `id`, written on `out`.
    pub fn new(out: &'a mut dyn Write, id: Option<u64>) -> ReplyStream<'a> {
        ReplyStream {
            out,
            id,
            begun: false,
            failure: None,
        }
    }

    /// Starts a success reply now, before the command's result: a command calls it once
    /// its arguments are read, then sends its lines with [`ReplyStream::line`].
    pub fn begin(&mut self) {
        if !self.begun {
            self.begun = true;
            let id = self.id.map(|id| id.to_string()).unwrap_or_default();
            self.write(&format!("={id} \n"));
        }
    }

    /// Writes one line of a begun reply at once (empty lines are left out, as they would
    /// end the reply).
    pub fn line(&mut self, text: &str) {
        debug_assert!(self.begun, "a line before the reply began");
        let text = without_empty_lines(text);
        if !text.is_empty() {
            self.write(&format!("{text}\n"));
        }
    }

    /// Ends the reply with the command's outcome: the whole reply if it was not begun,
    /// else the result's last lines and the empty line. A command cannot fail once its
    /// reply has begun; if it does anyway, the failure is logged.
    pub fn finish(mut self, outcome: &Result<String, GtpError>) -> io::Result<()> {
        match (self.begun, outcome) {
            (false, _) => {
                let text = format(self.id, outcome);
                self.write(&text);
            }
            (true, Ok(text)) => {
                self.line(text);
                self.write("\n");
            }
            (true, Err(error)) => {
                tracing::error!("a streamed reply failed after it began: {error}");
                self.write("\n");
            }
        }
        self.failure.map_or(Ok(()), Err)
    }

    /// Writes and flushes `text`, keeping the first failure for [`ReplyStream::finish`].
    fn write(&mut self, text: &str) {
        if self.failure.is_none() {
            if let Err(error) = self.out.write_all(text.as_bytes()).and_then(|()| self.out.flush()) {
                self.failure = Some(error);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn success_and_failure_with_and_without_id() {
        assert_eq!(format(None, &Ok(String::new())), "= \n\n");
        assert_eq!(format(Some(3), &Ok("2".into())), "=3 2\n\n");
        assert_eq!(format(Some(4), &Err(GtpError::CannotUndo)), "?4 cannot undo\n\n");
    }

    #[test]
    fn never_contains_an_empty_line() {
        assert_eq!(format(None, &Ok("\n a\n\n\nb \n\n".into())), "= \n a\nb\n\n");
    }

    #[test]
    fn a_streamed_reply_begins_at_once_and_ends_with_one_empty_line() {
        let mut out = Vec::new();
        let mut reply = ReplyStream::new(&mut out, Some(5));
        reply.begin();
        reply.line("info move D4");
        reply.line("");
        reply.finish(&Ok("play D4".into())).expect("in memory");
        assert_eq!(String::from_utf8(out).expect("UTF-8"), "=5 \ninfo move D4\nplay D4\n\n");
        let mut out = Vec::new();
        ReplyStream::new(&mut out, None)
            .finish(&Err(GtpError::CannotUndo))
            .expect("in memory");
        assert_eq!(String::from_utf8(out).expect("UTF-8"), "? cannot undo\n\n");
    }
}

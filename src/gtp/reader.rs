//! The stdin thread: reads raw lines and forwards them over a channel, so that the
//! command loop can later watch for input (such as `# interrupt`) while a command runs.

use super::input::MAX_LINE_BYTES;
use std::io::{BufRead, BufReader, Read};
use std::sync::mpsc::{self, Receiver};
use std::thread;

/// One raw line of input, without its LF.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InputLine {
    /// A line of at most [`MAX_LINE_BYTES`] bytes.
    Line(Vec<u8>),
    /// A longer line: its first [`MAX_LINE_BYTES`] bytes (the rest was discarded).
    TooLong(Vec<u8>),
}

/// Starts a thread that reads `input` line by line and sends each line; the channel
/// closes at end of input (or on a read error, which is logged).
pub fn spawn<R: Read + Send + 'static>(input: R) -> Receiver<InputLine> {
    let (sender, receiver) = mpsc::channel();
    thread::Builder::new()
        .name("gtp-stdin".into())
        .spawn(move || {
            let mut reader = BufReader::new(input);
            loop {
                match read_line(&mut reader, MAX_LINE_BYTES) {
                    Ok(Some(line)) => {
                        if sender.send(line).is_err() {
                            break;
                        }
                    }
                    Ok(None) => break,
                    Err(error) => {
                        tracing::error!("cannot read the input: {error}; treating it as its end");
                        break;
                    }
                }
            }
        })
        .expect("the stdin thread starts");
    receiver
}

/// Reads one line of at most `max` bytes (the LF removed); `None` at end of input. A
/// last line without LF counts as a line.
pub fn read_line(reader: &mut impl BufRead, max: usize) -> std::io::Result<Option<InputLine>> {
    let mut line = Vec::new();
    let mut too_long = false;
    let mut read_any = false;
    loop {
        let buffer = reader.fill_buf()?;
        if buffer.is_empty() {
            break;
        }
        read_any = true;
        let (chunk, done) = match buffer.iter().position(|&b| b == b'\n') {
            Some(end) => (&buffer[..end], end + 1),
            None => (buffer, buffer.len()),
        };
        let room = max.saturating_sub(line.len());
        too_long |= chunk.len() > room;
        line.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let ended = done > chunk.len();
        reader.consume(done);
        if ended {
            break;
        }
    }
    if !read_any {
        return Ok(None);
    }
    Ok(Some(if too_long {
        InputLine::TooLong(line)
    } else {
        InputLine::Line(line)
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_lines_and_bounds_their_length() {
        let mut input: &[u8] = b"name\n\n0123456789\nlast";
        let mut next = || read_line(&mut input, 5).expect("in-memory read");
        assert_eq!(next(), Some(InputLine::Line(b"name".to_vec())));
        assert_eq!(next(), Some(InputLine::Line(Vec::new())));
        assert_eq!(next(), Some(InputLine::TooLong(b"01234".to_vec())));
        assert_eq!(next(), Some(InputLine::Line(b"last".to_vec())));
        assert_eq!(next(), None);
    }

    #[test]
    fn the_thread_forwards_every_line_then_closes() {
        let lines: Vec<InputLine> = spawn(&b"a\nb\n"[..]).iter().collect();
        assert_eq!(lines, [InputLine::Line(b"a".to_vec()), InputLine::Line(b"b".to_vec())]);
    }
}

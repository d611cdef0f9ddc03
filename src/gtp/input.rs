//! Input preprocessing, as GTP v2 (section 3.1) prescribes for every line read.
//!
//! In order: control characters other than HT and LF are dropped, everything from a `#`
//! on is a comment and goes, HT becomes a space, and surrounding whitespace is trimmed. A
//! line left empty is ignored: it gets no reply.

/// The longest input line accepted, in bytes; a longer one is answered with a syntax
/// error (no real command comes near it: a full 25x25 vertex list is under 3 KiB).
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// Preprocesses one raw line (without its LF) and returns what is left of it, or `None`
/// when nothing is: an empty, blank or comment-only line.
pub fn preprocess(raw: &[u8]) -> Option<Vec<u8>> {
    let mut line: Vec<u8> = raw
        .iter()
        .copied()
        .filter(|&b| !is_discarded_control(b))
        .take_while(|&b| b != b'#')
        .map(|b| if b == b'\t' { b' ' } else { b })
        .collect();
    let end = line.iter().rposition(|&b| b != b' ').map_or(0, |i| i + 1);
    line.truncate(end);
    let start = line.iter().position(|&b| b != b' ').unwrap_or(line.len());
    line.drain(..start);
    (!line.is_empty()).then_some(line)
}

/// Whether `b` is a control character that preprocessing removes: 0-31 and 127, but for
/// HT (a word separator) and LF (the line end).
fn is_discarded_control(b: u8) -> bool {
    (b < 32 || b == 127) && b != b'\t' && b != b'\n'
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(raw: &[u8]) -> Option<String> {
        preprocess(raw).map(|line| String::from_utf8(line).expect("ASCII in tests"))
    }

    #[test]
    fn drops_controls_and_comments_and_turns_tabs_into_spaces() {
        assert_eq!(text(b"  1 play\tb c3\r  # a comment"), Some("1 play b c3".into()));
        assert_eq!(text(b"na\x00m\x7fe\x1b"), Some("name".into()));
        assert_eq!(text(b"\tkomi\t6.5\t"), Some("komi 6.5".into()));
    }

    #[test]
    fn ignores_empty_blank_and_comment_lines() {
        assert_eq!(text(b""), None);
        assert_eq!(text(b" \t \r"), None);
        assert_eq!(text(b"# interrupt"), None);
        assert_eq!(text(b"   # name"), None);
    }

    #[test]
    fn keeps_bytes_outside_ascii_for_the_parser_to_judge() {
        assert_eq!(preprocess(b"name \xff"), Some(b"name \xff".to_vec()));
    }
}

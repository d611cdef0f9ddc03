//! Writing replies: `=[id] result` or `?[id] error`, ending with exactly one empty line
//! and never containing one.

use super::error::GtpError;

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
}

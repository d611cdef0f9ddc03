//! The progress bar of `sente match` and `sente regress`: games or tests done of the total,
//! the elapsed time, the ETA and a running tally, drawn on stderr when stderr is a terminal.
//! When it is not (CI, a log file), there is no bar and the tools print their lines as
//! plain `println!`/`eprintln!` would. The log writes through [`LogWriter`], which takes
//! the bar off the screen for each log line.

use indicatif::{FormattedDuration, ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};
use std::io::{self, IsTerminal, Write};
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

/// How often the bar redraws on its own, so that the elapsed time moves during a long game.
const TICK: Duration = Duration::from_secs(1);

/// The bar on the screen, if any, for [`LogWriter`].
static ON_SCREEN: Mutex<Option<ProgressBar>> = Mutex::new(None);

/// A bar over the games or tests of a run, or nothing when stderr is not a terminal.
#[derive(Debug)]
pub struct Progress {
    bar: Option<ProgressBar>,
}

impl Progress {
    /// A bar over `total` `units` (e.g. `games`) on stderr, if stderr is a terminal.
    pub fn new(total: usize, units: &str) -> Progress {
        let bar = draw_target(io::stderr().is_terminal()).map(|target| {
            let bar = ProgressBar::with_draw_target(Some(total as u64), target).with_style(style(units));
            bar.enable_steady_tick(TICK);
            *on_screen() = Some(bar.clone());
            bar
        });
        Progress { bar }
    }

    /// Prints `line` on stdout, exactly as `println!` does, taking the bar off the screen
    /// around it so that the two do not tear each other.
    pub fn println(&self, line: &str) {
        self.around_bar(|| println!("{line}"));
    }

    /// Prints `line` on stderr, exactly as `eprintln!` does, above the bar.
    pub fn eprintln(&self, line: &str) {
        self.around_bar(|| eprintln!("{line}"));
    }

    /// Moves the bar to `done` units and shows `message` after the ETA.
    pub fn update(&self, done: usize, message: String) {
        if let Some(bar) = &self.bar {
            bar.set_position(done as u64);
            bar.set_message(message);
        }
    }

    /// Stops the bar and leaves its last state on the screen, with the whole run's time.
    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            *on_screen() = None;
            bar.finish();
        }
    }

    fn around_bar(&self, print: impl FnOnce()) {
        match &self.bar {
            Some(bar) => bar.suspend(print),
            None => print(),
        }
    }
}

/// Stderr for the log: each write takes the bar, if one is on the screen, off it around
/// the write, so that a warning printed during a run does not tear the bar. Without a bar
/// it writes to stderr as it is.
#[derive(Debug, Clone, Copy, Default)]
pub struct LogWriter;

impl Write for LogWriter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let bar = on_screen().clone();
        match bar {
            Some(bar) => bar.suspend(|| io::stderr().write(buf)),
            None => io::stderr().write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        io::stderr().flush()
    }
}

fn on_screen() -> std::sync::MutexGuard<'static, Option<ProgressBar>> {
    ON_SCREEN.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Where the bar is drawn: on stderr when stderr is a terminal, else nowhere. The one place
/// that decides whether there is a bar.
fn draw_target(stderr_is_terminal: bool) -> Option<ProgressDrawTarget> {
    stderr_is_terminal.then(ProgressDrawTarget::stderr)
}

/// `[00:00:05] ████████████████████░░░░░░░░░░ 8/12 games, ETA 00:00:02  A 5.0/8 62% [31-86%]`.
fn style(units: &str) -> ProgressStyle {
    ProgressStyle::with_template(&format!(
        "[{{elapsed_precise}}] {{bar:30}} {{pos}}/{{len}} {units}, ETA {{eta_once_known}}  {{msg}}"
    ))
    .expect("the template is valid")
    .with_key("eta_once_known", eta_once_known)
}

/// The ETA as `00:01:10`, or `?` until the first game or test is done (before that,
/// indicatif's estimate is zero).
fn eta_once_known(state: &ProgressState, text: &mut dyn std::fmt::Write) {
    let _ = if state.pos() == 0 {
        text.write_str("?")
    } else {
        write!(text, "{}", FormattedDuration(state.eta()))
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bar_only_on_a_terminal() {
        assert!(draw_target(true).is_some());
        assert!(draw_target(false).is_none());
    }

    #[test]
    fn the_style_template_is_valid() {
        style("games");
    }
}

//! A runner for GoGui-format regression suites (`.tst` files), with gogui-regress's
//! semantics.
//!
//! A line `N command` is test N; a line `#? [REGEX]` right after it gives the expected
//! reply, which the regex must match in full (case-sensitive, `.` matching newlines);
//! `[!REGEX]` expects no match, and a trailing `*` marks a known failure. A test without a
//! pattern passes unless the engine answers with an error; a test answered with an error
//! always fails. Unnumbered lines are setup commands; `#` lines are comments. The engine
//! runs in the suite's directory so that relative file names resolve. Tests whose command
//! the engine does not list in `list_commands` are counted as unsupported, not run.

use regex::Regex;
use std::collections::HashSet;
use std::fmt;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use thiserror::Error;

/// Why a suite could not be run.
#[derive(Debug, Error)]
pub enum RegressError {
    /// The suite file could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The suite.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// The suite is malformed.
    #[error("{path}:{line}: {message}")]
    Malformed {
        /// The suite.
        path: PathBuf,
        /// The line, counting from 1.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// The engine could not be started.
    #[error("cannot start the engine '{program}': {source}")]
    Start {
        /// The program.
        program: String,
        /// What went wrong.
        source: std::io::Error,
    },
    /// The engine stopped answering (it exited or closed its output).
    #[error("the engine died during '{command}'")]
    EngineDied {
        /// The command it was sent last.
        command: String,
    },
}

/// A test's expected reply.
#[derive(Debug, Clone)]
pub struct Expectation {
    /// The pattern as written, between the brackets.
    pub pattern: String,
    regex: Regex,
    negated: bool,
    /// Marked with `*`: the test is known to fail.
    pub expected_failure: bool,
}

impl Expectation {
    /// Parses the text after `#?`: `[REGEX]`, `[!REGEX]`, either followed by `*`.
    pub fn parse(text: &str) -> Result<Expectation, String> {
        let text = text.trim();
        let (text, expected_failure) = match text.strip_suffix('*') {
            Some(rest) => (rest.trim_end(), true),
            None => (text, false),
        };
        let inner = text
            .strip_prefix('[')
            .and_then(|t| t.strip_suffix(']'))
            .ok_or_else(|| format!("a pattern must be in brackets: '{text}'"))?
            .trim();
        let (negated, source) = match inner.strip_prefix('!') {
            Some(rest) => (true, rest),
            None => (false, inner),
        };
        let regex = Regex::new(&format!(r"(?ms)\A(?:{source})\z")).map_err(|error| format!("bad pattern: {error}"))?;
        Ok(Expectation {
            pattern: inner.to_string(),
            regex,
            negated,
            expected_failure,
        })
    }

    /// Whether `reply` (the text of a success reply) is what the test expects.
    pub fn accepts(&self, reply: &str) -> bool {
        self.regex.is_match(reply) != self.negated
    }
}

/// One line of a suite that sends a command.
#[derive(Debug, Clone)]
pub struct Step {
    /// The line number in the file, from 1.
    pub line: usize,
    /// The line as sent, the test number included.
    pub text: String,
    /// The test number, for a test.
    pub number: Option<u64>,
    /// The command's name.
    pub name: String,
    /// The expected reply, if a `#?` line follows.
    pub expectation: Option<Expectation>,
}

/// Reads the steps of a suite.
pub fn parse_suite(path: &Path, text: &str) -> Result<Vec<Step>, RegressError> {
    let mut steps: Vec<Step> = Vec::new();
    let mut last_was_command = false;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim().replace('\t', " ");
        let malformed = |message: String| RegressError::Malformed {
            path: path.to_path_buf(),
            line: i + 1,
            message,
        };
        if let Some(pattern) = line.strip_prefix("#?") {
            let step = steps
                .last_mut()
                .filter(|_| last_was_command)
                .ok_or_else(|| malformed("a pattern without a command right before it".into()))?;
            step.expectation = Some(Expectation::parse(pattern).map_err(malformed)?);
            last_was_command = false;
            continue;
        }
        last_was_command = !line.is_empty() && !line.starts_with('#');
        if !last_was_command {
            continue;
        }
        let mut words = line.split(' ').filter(|w| !w.is_empty());
        let first = words.next().unwrap_or_default();
        let number = first.parse::<u64>().ok();
        let name = if number.is_some() { words.next() } else { Some(first) };
        let name = name.ok_or_else(|| malformed("a test number without a command".into()))?;
        steps.push(Step {
            line: i + 1,
            name: name.to_string(),
            text: line.clone(),
            number,
            expectation: None,
        });
    }
    Ok(steps)
}

/// A suite read from its file.
#[derive(Debug, Clone)]
pub struct Suite {
    /// The file.
    pub path: PathBuf,
    /// Its commands, setup and tests, in order.
    pub steps: Vec<Step>,
}

impl Suite {
    /// Reads and parses the suite at `path`.
    pub fn load(path: &Path) -> Result<Suite, RegressError> {
        let text = std::fs::read_to_string(path).map_err(|source| RegressError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        Ok(Suite {
            path: path.to_path_buf(),
            steps: parse_suite(path, &text)?,
        })
    }

    /// Its numbered tests.
    pub fn tests(&self) -> usize {
        self.steps.iter().filter(|step| step.number.is_some()).count()
    }
}

/// The outcome of one file.
#[derive(Debug, Clone, Default)]
pub struct FileSummary {
    /// The suite.
    pub path: PathBuf,
    /// Numbered tests in it.
    pub tests: usize,
    /// Tests that passed as expected.
    pub passed: usize,
    /// Tests that failed though expected to pass.
    pub failed: usize,
    /// Tests that failed as their `*` expected.
    pub expected_failures: usize,
    /// Tests that passed though marked `*`.
    pub unexpected_passes: usize,
    /// Tests whose command the engine does not have.
    pub unsupported: usize,
    /// Setup commands the engine answered with an error.
    pub setup_errors: usize,
    /// One line per unexpected result, as gogui-regress prints them.
    pub failures: Vec<String>,
}

impl FileSummary {
    /// Adds the counts of `other` to these (for a total over several files).
    pub fn add(&mut self, other: &FileSummary) {
        self.tests += other.tests;
        self.passed += other.passed;
        self.failed += other.failed;
        self.expected_failures += other.expected_failures;
        self.unexpected_passes += other.unexpected_passes;
        self.unsupported += other.unsupported;
        self.setup_errors += other.setup_errors;
    }

    /// Unexpected results: failures plus unexpected passes.
    pub fn unexpected(&self) -> usize {
        self.failed + self.unexpected_passes
    }

    /// The counts for the progress bar: passed and failed, then expected failures,
    /// unexpected passes and unsupported tests where there are any, as in
    /// `40 passed, 1 failed, 2 unexpected passes`.
    pub fn tally(&self) -> String {
        let mut text = format!("{} passed, {} failed", self.passed, self.failed);
        for (count, name) in [
            (self.expected_failures, "expected failures"),
            (self.unexpected_passes, "unexpected passes"),
            (self.unsupported, "unsupported"),
        ] {
            if count > 0 {
                text.push_str(&format!(", {count} {name}"));
            }
        }
        text
    }

    /// Counts test `number` of `step`, answered `reply` (`ok` if a success), and notes an
    /// unexpected result as gogui-regress prints it.
    fn record(&mut self, step: &Step, number: u64, ok: bool, reply: String) {
        let passed = ok && step.expectation.as_ref().is_none_or(|e| e.accepts(&reply));
        let expected_failure = step.expectation.as_ref().is_some_and(|e| e.expected_failure);
        let pattern = step.expectation.as_ref().map_or("", |e| e.pattern.as_str());
        let path = self.path.display();
        match (passed, expected_failure) {
            (true, false) => self.passed += 1,
            (false, true) => self.expected_failures += 1,
            (true, true) => {
                self.unexpected_passes += 1;
                self.failures.push(format!("{path}:{number} unexpected PASS!"));
            }
            (false, false) => {
                self.failed += 1;
                let got = if ok { reply } else { format!("? {reply}") };
                self.failures.push(format!(
                    "{path}:{number} unexpected FAIL: Correct '{pattern}', got '{got}'"
                ));
            }
        }
    }
}

impl fmt::Display for FileSummary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {} tests, {} passed, {} failed, {} expected failures, {} unexpected passes, {} unsupported",
            self.path.display(),
            self.tests,
            self.passed,
            self.failed,
            self.expected_failures,
            self.unexpected_passes,
            self.unsupported
        )?;
        if self.setup_errors > 0 {
            write!(f, ", {} setup errors", self.setup_errors)?;
        }
        Ok(())
    }
}

/// Runs the suite at `path` against a fresh engine started as `engine` (program and
/// arguments) in the suite's directory.
pub fn run_file(engine: &[String], path: &Path) -> Result<FileSummary, RegressError> {
    run_suite(engine, &Suite::load(path)?, |_| ())
}

/// Runs `suite` against a fresh engine started as `engine` (program and arguments) in the
/// suite's directory, calling `on_test` with the counts so far after each test.
pub fn run_suite(
    engine: &[String],
    suite: &Suite,
    mut on_test: impl FnMut(&FileSummary),
) -> Result<FileSummary, RegressError> {
    let path = &suite.path;
    let directory = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let mut process = EngineProcess::start(engine, directory)?;
    let known: HashSet<String> = process
        .send("list_commands")?
        .1
        .lines()
        .map(|l| l.trim().to_string())
        .collect();
    let mut summary = FileSummary {
        path: path.clone(),
        ..FileSummary::default()
    };
    for step in &suite.steps {
        let Some(number) = step.number else {
            let (ok, reply) = process.send(&step.text)?;
            if !ok {
                summary.setup_errors += 1;
                tracing::warn!("{}:{}: '{}' failed: {reply}", path.display(), step.line, step.text);
            }
            continue;
        };
        summary.tests += 1;
        if known.contains(&step.name) {
            let (ok, reply) = process.send(&step.text)?;
            summary.record(step, number, ok, reply);
        } else {
            summary.unsupported += 1;
        }
        on_test(&summary);
    }
    process.quit();
    Ok(summary)
}

/// A GTP engine process driven line by line.
struct EngineProcess {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl EngineProcess {
    fn start(engine: &[String], directory: &Path) -> Result<EngineProcess, RegressError> {
        let program = &engine[0];
        let resolved = if program.contains('/') {
            std::fs::canonicalize(program).unwrap_or_else(|_| PathBuf::from(program))
        } else {
            PathBuf::from(program)
        };
        let mut child = Command::new(&resolved)
            .args(&engine[1..])
            .current_dir(directory)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|source| RegressError::Start {
                program: program.clone(),
                source,
            })?;
        let input = child.stdin.take().expect("stdin is piped");
        let output = BufReader::new(child.stdout.take().expect("stdout is piped"));
        Ok(EngineProcess { child, input, output })
    }

    /// Sends one command line; returns whether it succeeded and the reply text (after
    /// the `=id`/`?id` and trimmed, as gogui-regress reads it).
    fn send(&mut self, line: &str) -> Result<(bool, String), RegressError> {
        let died = || RegressError::EngineDied {
            command: line.to_string(),
        };
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|_| died())?;
        let mut reply = String::new();
        loop {
            let mut text = String::new();
            if self.output.read_line(&mut text).map_err(|_| died())? == 0 {
                return Err(died());
            }
            let text = text.trim_end_matches(['\n', '\r']);
            if text.is_empty() {
                if reply.is_empty() {
                    continue;
                }
                break;
            }
            if !reply.is_empty() {
                reply.push('\n');
            }
            reply.push_str(text);
        }
        let ok = reply.starts_with('=');
        let text = reply.find(' ').map_or("", |i| reply[i..].trim());
        Ok((ok, text.to_string()))
    }

    fn quit(mut self) {
        if self.send("quit").is_err() {
            tracing::warn!("the engine did not answer quit");
        }
        drop(self.input);
        if let Err(error) = self.child.wait() {
            tracing::warn!("cannot wait for the engine: {error}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_match_in_full_and_can_be_negated() {
        let e = Expectation::parse(" [C3|D4]").expect("valid");
        assert!(e.accepts("C3") && e.accepts("D4") && !e.accepts("C30") && !e.accepts("c3"));
        let e = Expectation::parse("[!PASS]*").expect("valid");
        assert!(e.expected_failure && e.accepts("C3") && !e.accepts("PASS"));
        let e = Expectation::parse("[A.*B]").expect("valid");
        assert!(e.accepts("A\nxB"));
        assert!(Expectation::parse("C3").is_err());
    }

    #[test]
    fn reads_tests_setup_and_comments() {
        let suite = "# comment\nboardsize 9\n\n10 play b C3\n#? [foo]*\n11 name\n12\tname\n";
        let steps = parse_suite(Path::new("x.tst"), suite).expect("valid suite");
        assert_eq!(steps.len(), 4);
        assert_eq!((steps[0].number, steps[0].name.as_str()), (None, "boardsize"));
        assert_eq!(steps[1].number, Some(10));
        assert!(steps[1].expectation.as_ref().is_some_and(|e| e.expected_failure));
        assert!(steps[2].expectation.is_none());
        assert_eq!(steps[3].text, "12 name");
        assert!(parse_suite(Path::new("x.tst"), "#? [x]\n").is_err());
    }

    #[test]
    fn the_tally_names_only_the_counts_there_are() {
        let mut summary = FileSummary {
            passed: 40,
            failed: 1,
            ..FileSummary::default()
        };
        assert_eq!(summary.tally(), "40 passed, 1 failed");
        summary.expected_failures = 3;
        summary.unexpected_passes = 2;
        summary.unsupported = 5;
        assert_eq!(
            summary.tally(),
            "40 passed, 1 failed, 3 expected failures, 2 unexpected passes, 5 unsupported"
        );
    }

    #[test]
    fn a_suite_counts_its_numbered_tests() {
        let path = PathBuf::from("x.tst");
        let steps = parse_suite(&path, "boardsize 9\n1 name\n#? [sente]\n# 2 comment\n3 version\n").expect("valid");
        let suite = Suite { path, steps };
        assert_eq!((suite.steps.len(), suite.tests()), (3, 2));
        assert!(matches!(
            Suite::load(Path::new("/no/such/suite.tst")),
            Err(RegressError::Read { .. })
        ));
    }
}

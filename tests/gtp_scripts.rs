//! Runs every GoGui-format suite in gtp-scripts/ against the sente binary, with
//! gogui-regress semantics (see `sente::tools::regress`).
//!
//! The rule: in every suite, no test may give an unexpected result. A test sente is
//! known to fail is marked with a trailing `*`, so the suite documents it; an unmarked
//! test that fails, or a marked one that passes (unmark it), fails this test, as do
//! unsupported commands and setup errors. tactics.tst, the life-and-death suite, must in
//! addition pass at least [`TACTICS_MIN_PASS_PERCENT`] of its tests: marking failures
//! cannot hide a loss of reading. The suites in [`RULES_VARIANTS`] run a second time
//! with sente started under other rules, against the same expectations.

use sente::tools::regress;
use std::path::Path;

/// The share of tactics.tst's tests that must pass, in percent (issue 24's target). The
/// engine passes 84 of 86 with the suite's seed.
const TACTICS_MIN_PASS_PERCENT: usize = 90;

/// Suites whose answers hold under every ruleset, each with the rules (`--rules`) it
/// runs under again and the tests whose result differs under those rules (a failure, or
/// an unexpected pass of a test the suite marks as known to fail): tactics.tst
/// sets no rules, and its vital points and captures are the same under territory
/// scoring (issue 58: every layer under each ruleset where scoring matters). scoring.tst,
/// whose answers differ, sets the rules of each case.
///
/// Test 84 (the net G5) is listed under japanese rules: its komi sits between the two
/// finished boards by area, and under territory scoring the search counts against a komi
/// raised by the stones Black has placed more than White, close to the board it should
/// win (docs/experiment-log.md, "Japanese rules: the pass, the judgement and the count in
/// the search"). A listed test whose result is the suite's fails this test: unlist it.
const RULES_VARIANTS: [(&str, &str, &[usize]); 1] = [("tactics.tst", "japanese", &[84])];

/// The number of the test a failure line (`path:N unexpected FAIL: ...`) is about.
fn test_number(failure: &str) -> Option<usize> {
    let after = &failure[failure.rfind(".tst:")? + 5..];
    after.split(|c: char| !c.is_ascii_digit()).next()?.parse().ok()
}

#[test]
fn every_suite_in_gtp_scripts_passes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("gtp-scripts");
    let mut suites: Vec<_> = std::fs::read_dir(&dir)
        .expect("gtp-scripts/ exists")
        .map(|entry| entry.expect("readable entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "tst"))
        .collect();
    suites.sort();
    assert!(
        suites.iter().any(|path| path.ends_with("tactics.tst")) && suites.len() >= 4,
        "expected protocol, rules, sgf and tactics suites in {}",
        dir.display()
    );
    let sente = env!("CARGO_BIN_EXE_sente").to_string();
    let mut problems = Vec::new();
    for suite in &suites {
        let variants = RULES_VARIANTS.iter().filter(|(file, _, _)| suite.ends_with(file));
        let runs =
            std::iter::once((String::new(), vec![sente.clone()], &[][..])).chain(variants.map(|&(_, rules, known)| {
                let engine = vec![sente.clone(), "--rules".into(), rules.into()];
                (format!("--rules {rules}: "), engine, known)
            }));
        for (label, engine, known) in runs {
            let summary = regress::run_file(&engine, suite).expect("the suite runs");
            println!("{label}{summary}");
            let failed: Vec<Option<usize>> = summary.failures.iter().map(|f| test_number(f)).collect();
            problems.extend(
                summary
                    .failures
                    .iter()
                    .zip(&failed)
                    .filter(|(_, n)| !n.is_some_and(|n| known.contains(&n)))
                    .map(|(failure, _)| format!("{label}{failure}")),
            );
            problems.extend(
                known
                    .iter()
                    .filter(|n| !failed.contains(&Some(**n)))
                    .map(|n| format!("{label}test {n} is listed as differing under these rules but does not")),
            );
            if summary.tests == 0 || summary.unsupported > 0 || summary.setup_errors > 0 {
                problems.push(format!("{label}{summary}"));
            }
            let passes = summary.passed + summary.unexpected_passes;
            if suite.ends_with("tactics.tst") && passes * 100 < TACTICS_MIN_PASS_PERCENT * summary.tests {
                problems.push(format!(
                    "{label}{}: {passes} of {} tests pass, fewer than {TACTICS_MIN_PASS_PERCENT}%",
                    suite.display(),
                    summary.tests
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

//! Runs every GoGui-format suite in gtp-scripts/ against the sente binary, with
//! gogui-regress semantics (see `sente::tools::regress`): all must pass, none unsupported.

use sente::tools::regress;
use std::path::Path;

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
        suites.len() >= 3,
        "expected protocol, rules and sgf suites in {}",
        dir.display()
    );
    let engine = [env!("CARGO_BIN_EXE_sente").to_string()];
    let mut problems = Vec::new();
    for suite in &suites {
        let summary = regress::run_file(&engine, suite).expect("the suite runs");
        println!("{summary}");
        problems.extend(summary.failures.iter().cloned());
        if summary.tests == 0 || summary.unsupported > 0 || summary.setup_errors > 0 {
            problems.push(format!("{summary}"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

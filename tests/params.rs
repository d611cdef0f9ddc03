//! The parameter table from the command line: `sente params` prints it, `--param` and
//! `--config` set it (the file first, the flags after), and a bad name or value stops
//! sente with a message that names the range, before it answers any command.

mod common;

use common::process::run;
use std::time::Duration;

/// How long a short run may take.
const LIMIT: Duration = Duration::from_secs(30);

#[test]
fn sente_params_prints_the_table_of_the_code() {
    let printed = run(&["params"], b"", LIMIT);
    assert!(printed.success, "{}", printed.stderr);
    assert_eq!(printed.stdout, sente::search::params::markdown());
    assert!(printed
        .stdout
        .contains("| playout | `prob_pattern` | `0.95` | a number from 0 to 1 |"));
}

#[test]
fn param_flags_and_a_config_file_set_the_table_the_command_line_last() {
    let dir = std::env::temp_dir().join(format!("sente-params-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let config = dir.join("sente.toml");
    std::fs::write(
        &config,
        "resign_threshold = 0.2\n[playout]\nprob_pattern = 0.5\nprob_race = 0.75\n",
    )
    .unwrap();
    let config = config.to_str().unwrap();
    let asked = run(
        &[
            "--config",
            config,
            "--param",
            "prob_race=0.25",
            "--param",
            "expand_visits=3",
            "--resign-threshold",
            "0.05",
        ],
        b"sente-param playout\nsente-param tree\nsente-param decision\nquit\n",
        LIMIT,
    );
    assert!(asked.success, "{}", asked.stderr);
    for line in [
        "[string] prob_pattern 0.5",
        "[string] prob_race 0.25",
        "[string] expand_visits 3",
        "[string] resign_threshold 0.05",
    ] {
        assert!(asked.stdout.contains(line), "{line} in {}", asked.stdout);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_bad_parameter_stops_sente_with_its_range() {
    for (args, message) in [
        (
            &["--param", "expand_visits=0"][..],
            "invalid value '0' for expand_visits: expected a whole number from 1 to 10000",
        ),
        (&["--param", "expand_visits"], "expected NAME=VALUE"),
        (&["--param", "speed=2"], "unknown parameter 'speed'"),
        (
            &["--resign-threshold", "1.5"],
            "invalid value '1.5' for resign_threshold: expected a number from 0 to 0.99",
        ),
        (&["--score-weight", "1"], "invalid value '1' for score_weight"),
        (&["--config", "/no/such/sente.toml"], "cannot read /no/such/sente.toml"),
    ] {
        let stopped = run(args, b"name\nquit\n", LIMIT);
        assert!(!stopped.success, "{args:?}");
        assert!(stopped.stdout.is_empty(), "{args:?} answered {}", stopped.stdout);
        assert!(stopped.stderr.contains(message), "{args:?}: {}", stopped.stderr);
    }
}

#[test]
fn a_config_file_with_a_bad_line_names_the_file_and_the_line() {
    let dir = std::env::temp_dir().join(format!("sente-bad-config-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let config = dir.join("bad.toml");
    std::fs::write(&config, "[tree]\nprob_pattern = 0.5\n").unwrap();
    let stopped = run(&["--config", config.to_str().unwrap()], b"quit\n", LIMIT);
    assert!(!stopped.success);
    assert!(
        stopped
            .stderr
            .contains("bad.toml: config file: prob_pattern is in group [playout], not [tree]"),
        "{}",
        stopped.stderr
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

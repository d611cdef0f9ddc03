//! Learns the move strengths of `src/search/knowledge/gammas.txt` from game records.
//!
//! Usage: `cargo run --release --example train_priors -- OUT TEACHER SGF_OR_DIR...`
//!
//! Every position in which the player whose name (`PB` or `PW`) contains `TEACHER` is to
//! move is one training example: the candidates are sente's own candidate moves there
//! ([`sente::search::knowledge::priors::candidates`]: legal, no own eye, and the pass), and the
//! winner is the move the teacher played. Games are read once each (repeats, found by
//! their moves, are skipped); every tenth distinct game is held out to measure how often
//! the top-rated candidate is the teacher's move.
//!
//! The strengths are fitted by Hunter's minorization-maximization for the generalized
//! Bradley-Terry model, as in Coulom's *Computing Elo Ratings of Move Patterns in the
//! Game of Go* (2007): a move's chance is its strength over the total of its position,
//! each feature value gets one virtual win and one virtual loss against a strength of 1,
//! and one pass over the data updates one feature group at a time. Patterns seen fewer
//! than [`MIN_PATTERN_COUNT`] times among the candidates share one strength.

use sente::game::Game;
use sente::search::knowledge::features::{Features, GROUPS, GROUP_VALUES, PATTERN};
use sente::search::knowledge::gammas::Gammas;
use sente::search::knowledge::priors::{self, Scratch};
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

/// Patterns seen fewer times than this among all candidates share one strength.
const MIN_PATTERN_COUNT: usize = 10;
/// Passes of minorization-maximization over all feature groups.
const ITERATIONS: usize = 25;

/// One training position: its candidates' rows in the feature matrix and the winner.
struct Position {
    first: usize,
    count: usize,
    winner: usize,
}

/// The training data: each candidate is a row of [`GROUPS`] feature ids.
#[derive(Default)]
struct Data {
    rows: Vec<[u32; GROUPS]>,
    positions: Vec<Position>,
    held_out: Vec<bool>,
}

/// Feature ids: group values, known patterns and passes, with one id whose strength is
/// fixed at 1 for the slots a pass does not use.
struct Ids {
    group_start: [u32; GROUPS],
    patterns: HashMap<u32, u32>,
    other_pattern: u32,
    pass: [u32; 2],
    neutral: u32,
    count: usize,
}

impl Ids {
    fn new(pattern_counts: &HashMap<u32, usize>) -> Ids {
        let mut next = 0u32;
        let mut group_start = [0; GROUPS];
        for g in (0..GROUPS).filter(|&g| g != PATTERN) {
            group_start[g] = next;
            next += GROUP_VALUES[g] as u32;
        }
        let mut codes: Vec<u32> = pattern_counts
            .iter()
            .filter(|(_, &n)| n >= MIN_PATTERN_COUNT)
            .map(|(&code, _)| code)
            .collect();
        codes.sort_unstable();
        let mut patterns = HashMap::new();
        for code in codes {
            patterns.insert(code, next);
            next += 1;
        }
        let other_pattern = next;
        let pass = [next + 1, next + 2];
        let neutral = next + 3;
        Ids {
            group_start,
            patterns,
            other_pattern,
            pass,
            neutral,
            count: next as usize + 4,
        }
    }

    fn row(&self, features: &Features) -> [u32; GROUPS] {
        match features {
            Features::Pass { after_pass } => {
                let mut row = [self.neutral; GROUPS];
                row[0] = self.pass[*after_pass as usize];
                row
            }
            Features::Stone(values) => std::array::from_fn(|g| {
                if g == PATTERN {
                    self.patterns.get(&values[g]).copied().unwrap_or(self.other_pattern)
                } else {
                    self.group_start[g] + values[g]
                }
            }),
        }
    }
}

/// Every `.sgf` file under `path` (or `path` itself).
fn sgf_files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        entries.sort();
        for entry in entries {
            sgf_files(&entry, out);
        }
    } else if path.extension().is_some_and(|e| e == "sgf") {
        out.push(path.to_path_buf());
    }
}

/// The text of the root property `id` (`PB[...]`), if present.
fn root_property<'a>(text: &'a str, id: &str) -> Option<&'a str> {
    let start = text.find(&format!("{id}["))? + id.len() + 1;
    let end = start + text[start..].find(']')?;
    Some(&text[start..end])
}

/// One game's candidates at the teacher's moves: (features of each candidate, winner).
fn game_examples(game: &Game, teacher: sente::board::Color, scratch: &mut Scratch) -> Vec<(Vec<Features>, usize)> {
    let mut replay = Game::new(game.size(), game.rules());
    replay.set_komi(game.komi());
    let mut examples = Vec::new();
    let mut moves = Vec::new();
    for m in game.moves() {
        if m.colour == teacher {
            let board = replay.board();
            priors::candidates(
                board,
                m.colour,
                |p| replay.is_legal(m.colour, Some(p)),
                scratch,
                &mut moves,
            );
            let played = m.point.map_or(0, |p| p.index() as u16);
            if let Some(winner) = moves.iter().position(|&(p, _)| p == played) {
                examples.push((moves.iter().map(|&(_, f)| f).collect(), winner));
            }
        }
        if replay.play(m.colour, m.point).is_err() {
            break;
        }
    }
    examples
}

/// Each candidate's strength: the product of its features' strengths.
fn strengths(data: &Data, gammas: &[f64], out: &mut Vec<f64>) {
    out.clear();
    out.extend(
        data.rows
            .iter()
            .map(|row| row.iter().map(|&id| gammas[id as usize]).product::<f64>()),
    );
}

/// Mean log-likelihood of the winners and the share of positions whose strongest
/// candidate is the winner, over the positions `held_out` selects.
fn measure(data: &Data, gammas: &[f64], held_out: bool) -> (f64, f64) {
    let mut s = Vec::new();
    strengths(data, gammas, &mut s);
    let (mut log_likelihood, mut top, mut n) = (0.0, 0, 0);
    for (position, _) in data
        .positions
        .iter()
        .zip(&data.held_out)
        .filter(|(_, &h)| h == held_out)
    {
        let range = position.first..position.first + position.count;
        let total: f64 = s[range.clone()].iter().sum();
        log_likelihood += (s[position.first + position.winner] / total).ln();
        let best = range
            .clone()
            .max_by(|&a, &b| s[a].total_cmp(&s[b]))
            .expect("a candidate");
        top += (best == position.first + position.winner) as usize;
        n += 1;
    }
    (log_likelihood / n.max(1) as f64, top as f64 / n.max(1) as f64)
}

/// One minorization-maximization update of every id that appears in column `slot`.
fn update_slot(data: &Data, ids: &Ids, gammas: &mut [f64], slot: usize, wins: &[f64]) {
    let mut s = Vec::new();
    strengths(data, gammas, &mut s);
    let mut denominator = vec![0.0f64; ids.count];
    for (position, _) in data.positions.iter().zip(&data.held_out).filter(|(_, &h)| !h) {
        let range = position.first..position.first + position.count;
        let total: f64 = s[range.clone()].iter().sum();
        for c in range {
            let id = data.rows[c][slot] as usize;
            denominator[id] += s[c] / gammas[id] / total;
        }
    }
    let mut seen = vec![false; ids.count];
    for row in &data.rows {
        seen[row[slot] as usize] = true;
    }
    for id in (0..ids.count).filter(|&id| seen[id] && id != ids.neutral as usize) {
        let gamma = gammas[id];
        gammas[id] = (wins[id] + 1.0) / (denominator[id] + 2.0 / (gamma + 1.0));
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [out, teacher, inputs @ ..] = args.as_slice() else {
        eprintln!("usage: train_priors OUT TEACHER SGF_OR_DIR...");
        std::process::exit(2);
    };
    let mut files = Vec::new();
    for input in inputs {
        sgf_files(Path::new(input), &mut files);
    }
    let mut seen_games = HashSet::new();
    let mut examples = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
        let is_teacher = |id| root_property(&text, id).is_some_and(|name| name.contains(teacher.as_str()));
        let colour = match (is_teacher("PB"), is_teacher("PW")) {
            (true, false) => sente::board::Color::Black,
            (false, true) => sente::board::Color::White,
            _ => continue,
        };
        let Ok(record) = sente::sgf::load(&text, sente::rules::Rules::chinese(), 7.0, None) else {
            continue;
        };
        let moves: Vec<_> = record.game.moves().iter().map(|m| (m.colour, m.point)).collect();
        if !seen_games.insert((record.game.size(), moves)) {
            continue;
        }
        let held_out = seen_games.len() % 10 == 0;
        for example in game_examples(&record.game, colour, &mut Scratch::new(record.game.size())) {
            examples.push((example, held_out));
        }
    }
    let mut pattern_counts = HashMap::new();
    for ((candidates, _), _) in &examples {
        for features in candidates {
            if let Features::Stone(values) = features {
                *pattern_counts.entry(values[PATTERN]).or_insert(0usize) += 1;
            }
        }
    }
    let ids = Ids::new(&pattern_counts);
    let mut data = Data::default();
    for ((candidates, winner), held_out) in &examples {
        data.positions.push(Position {
            first: data.rows.len(),
            count: candidates.len(),
            winner: *winner,
        });
        data.rows.extend(candidates.iter().map(|f| ids.row(f)));
        data.held_out.push(*held_out);
    }
    let mut wins = vec![0.0f64; ids.count];
    for (position, _) in data.positions.iter().zip(&data.held_out).filter(|(_, &h)| !h) {
        for &id in &data.rows[position.first + position.winner] {
            wins[id as usize] += 1.0;
        }
    }
    let training = data.held_out.iter().filter(|&&h| !h).count();
    eprintln!(
        "{} games, {} positions ({} training, {} held out), {} candidates, {} patterns",
        seen_games.len(),
        data.positions.len(),
        training,
        data.positions.len() - training,
        data.rows.len(),
        ids.patterns.len()
    );
    let mut gammas = vec![1.0f64; ids.count];
    for iteration in 1..=ITERATIONS {
        for slot in 0..GROUPS {
            update_slot(&data, &ids, &mut gammas, slot, &wins);
        }
        let (train_ll, train_top) = measure(&data, &gammas, false);
        let (test_ll, test_top) = measure(&data, &gammas, true);
        eprintln!(
            "iteration {iteration}: training log-likelihood {train_ll:.4}, top-1 {train_top:.3}; held out {test_ll:.4}, top-1 {test_top:.3}"
        );
    }
    let group = |g: usize| {
        let start = ids.group_start[g] as usize;
        gammas[start..start + GROUP_VALUES[g]]
            .iter()
            .map(|&v| v as f32)
            .collect()
    };
    let table = Gammas {
        groups: std::array::from_fn(|g| if g == PATTERN { Vec::new() } else { group(g) }),
        patterns: ids
            .patterns
            .iter()
            .map(|(&code, &id)| (code, gammas[id as usize] as f32))
            .collect(),
        other_pattern: gammas[ids.other_pattern as usize] as f32,
        pass: ids.pass.map(|id| gammas[id as usize] as f32),
    };
    let (test_ll, test_top) = measure(&data, &gammas, true);
    let header = format!(
        "Move strengths learned by examples/train_priors.rs from the moves of players named\n\
         \"{teacher}\": {} distinct games, {} positions, {} candidates, {} patterns.\n\
         Held-out positions ({}): the top-rated move is the one played in {:.1}%, \
         mean log-likelihood {test_ll:.3}.",
        seen_games.len(),
        data.positions.len(),
        data.rows.len(),
        ids.patterns.len(),
        data.positions.len() - training,
        100.0 * test_top
    );
    std::fs::write(out, table.to_text(&header)).unwrap_or_else(|e| panic!("cannot write {out}: {e}"));
}

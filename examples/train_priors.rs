//! Learns the move strengths of `src/search/knowledge/gammas-*.txt` from game records.
//!
//! Usage, from Tygem's 9-dan games (`../shared/games`: one game a line, learned from one
//! month and measured on another):
//!
//! ```sh
//! cargo run --release --example train_priors -- OUT tygem TRAINING.zip HELD_OUT.zip [GAMES [HELD_OUT_GAMES]]
//! ```
//!
//! or from SGF files, learning the moves of the player whose name (`PB` or `PW`) contains
//! `TEACHER` and measuring on every tenth distinct game:
//!
//! ```sh
//! cargo run --release --example train_priors -- OUT sgf TEACHER SGF_OR_DIR...
//! ```
//!
//! Every position in which the player learned from is to move is one example: the
//! candidates are sente's own candidate moves there
//! ([`sente::search::knowledge::priors::candidates`]: legal, no own eye, and the pass), and
//! the winner is the move played.
//!
//! First the dictionary of spatial patterns is harvested: every pattern size around every
//! move played in the training games (all of them, for Tygem), kept when played at least
//! [`MIN_SPATIAL_COUNT`] times. Then the strengths are fitted on the first `GAMES`
//! training games by Hunter's minorization-maximization for the generalized Bradley-Terry
//! model, as in Coulom's *Computing Elo Ratings of Move Patterns in the Game of Go*
//! (2007): a move's chance is its strength over the total of its position, each feature
//! value gets one virtual win and one virtual loss against a strength of 1, and one pass
//! over the data updates one feature group at a time. 3x3 patterns seen fewer than
//! [`MIN_PATTERN_COUNT`] times among the candidates share one strength.

mod tygem;

use rayon::prelude::*;
use sente::board::Color;
use sente::game::Game;
use sente::rules::Rules;
use sente::search::knowledge::features::{Features, GROUPS, GROUP_VALUES, PATTERN, SPATIAL};
use sente::search::knowledge::gammas::Gammas;
use sente::search::knowledge::priors::{self, Scratch};
use sente::search::knowledge::spatial::{self, Dictionary};
use sente::sgf::{LoadUntil, SgfRules};
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

/// 3x3 patterns seen fewer times than this among all candidates share one strength.
const MIN_PATTERN_COUNT: usize = 10;
/// Spatial patterns played fewer times than this in the training games are not learned.
const MIN_SPATIAL_COUNT: usize = 20;
/// Passes of minorization-maximization over all feature groups.
const ITERATIONS: usize = 12;
/// Tygem: how many training games the strengths are fitted on, unless given.
const TYGEM_GAMES: usize = 2000;
/// Tygem: how many held-out games measure the prediction rate, unless given.
const TYGEM_HELD_OUT_GAMES: usize = 1000;
/// Games handled at once by the worker threads.
const CHUNK: usize = 64;

/// A game to learn from: which colours' moves are examples, and whether it is held out.
struct Record {
    game: Game,
    learn: [bool; 2],
    held_out: bool,
}

/// The games read, the ones whose patterns are harvested, and what they came from.
struct Corpus {
    /// The games fitted on and held out.
    records: Vec<Record>,
    /// The games the spatial dictionary is harvested from (with the colours learned).
    harvest: Vec<(Game, [bool; 2])>,
    /// A line for the table's header.
    source: String,
}

/// One training position: its candidates' rows in the feature matrix and the winner.
struct Position {
    first: usize,
    count: usize,
    winner: usize,
    held_out: bool,
}

/// The training data: each candidate is a row of [`GROUPS`] feature ids.
#[derive(Default)]
struct Data {
    rows: Vec<[u32; GROUPS]>,
    positions: Vec<Position>,
}

/// Feature ids: group values, known 3x3 patterns, spatial patterns and passes, with one
/// id whose strength is fixed at 1 for the slots a pass does not use.
struct Ids {
    group_start: [u32; GROUPS],
    patterns: HashMap<u32, u32>,
    other_pattern: u32,
    spatial_start: u32,
    pass: [u32; 2],
    neutral: u32,
    count: usize,
}

impl Ids {
    fn new(pattern_counts: &HashMap<u32, usize>, spatial_patterns: usize) -> Ids {
        let mut next = 0u32;
        let mut group_start = [0; GROUPS];
        for g in (0..GROUPS).filter(|&g| GROUP_VALUES[g] > 0) {
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
        let spatial_start = next + 1;
        next = spatial_start + spatial_patterns as u32 + 1;
        Ids {
            group_start,
            patterns,
            other_pattern,
            spatial_start,
            pass: [next, next + 1],
            neutral: next + 2,
            count: next as usize + 3,
        }
    }

    /// The ids of a candidate's [`raw`] values.
    fn row(&self, raw: &[u32; GROUPS]) -> [u32; GROUPS] {
        if raw[1] == PASS_MARK {
            let mut row = [self.neutral; GROUPS];
            row[0] = self.pass[(raw[0] - PASS_MARK) as usize];
            return row;
        }
        std::array::from_fn(|g| match g {
            PATTERN => self.patterns.get(&raw[g]).copied().unwrap_or(self.other_pattern),
            SPATIAL => self.spatial_start + raw[g],
            _ => self.group_start[g] + raw[g],
        })
    }
}

/// Marks a pass in [`raw`] values (a stone's values are all far smaller).
const PASS_MARK: u32 = u32::MAX - 1;

/// A candidate's feature values as a row, before they become ids: a stone's values, or
/// for a pass [`PASS_MARK`] (plus one after the opponent's pass) and marks.
fn raw(features: &Features) -> [u32; GROUPS] {
    match features {
        Features::Stone(values) => *values,
        Features::Pass { after_pass } => {
            let mut row = [PASS_MARK; GROUPS];
            row[0] = PASS_MARK + *after_pass as u32;
            row
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

/// The SGF games whose player `teacher` is learned from; every tenth distinct game is
/// held out, and the others are harvested.
fn sgf_corpus(teacher: &str, inputs: &[String]) -> Corpus {
    let mut files = Vec::new();
    for input in inputs {
        sgf_files(Path::new(input), &mut files);
    }
    let mut seen_games = HashSet::new();
    let mut records = Vec::new();
    let mut harvest = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
        let is_teacher = |id| root_property(&text, id).is_some_and(|name| name.contains(teacher));
        let learn = [is_teacher("PB"), is_teacher("PW")];
        if learn[0] == learn[1] {
            continue;
        }
        let Ok(record) = sente::sgf::load(&text, Rules::chinese(), SgfRules::Follow, 7.0, &LoadUntil::End) else {
            continue;
        };
        let moves: Vec<_> = record.game.moves().iter().map(|m| (m.colour, m.point)).collect();
        if !seen_games.insert((record.game.size(), moves)) {
            continue;
        }
        let held_out = seen_games.len() % 10 == 0;
        if !held_out {
            harvest.push((record.game.clone(), learn));
        }
        records.push(Record {
            game: record.game,
            learn,
            held_out,
        });
    }
    Corpus {
        source: format!(
            "the moves of players named \"{teacher}\" in {} SGF games",
            seen_games.len()
        ),
        records,
        harvest,
    }
}

/// The Tygem games: all of `training` harvested, its first `games` fitted on, the first
/// `held_out_games` of `held_out` measured.
fn tygem_corpus(training: &str, held_out: &str, games: usize, held_out_games: usize) -> Corpus {
    let training_games = tygem::games(training);
    let held_out_games: Vec<Game> = tygem::games(held_out).into_iter().take(held_out_games).collect();
    let both = [true, true];
    let records = training_games
        .iter()
        .take(games)
        .map(|game| Record {
            game: game.clone(),
            learn: both,
            held_out: false,
        })
        .chain(held_out_games.into_iter().map(|game| Record {
            game,
            learn: both,
            held_out: true,
        }))
        .collect();
    let source = format!(
        "Tygem 9-dan games: spatial patterns from the {} games of {training}, strengths from its first {games}; held out: the first games of {held_out}",
        training_games.len()
    );
    Corpus {
        records,
        harvest: training_games.into_iter().map(|g| (g, both)).collect(),
        source,
    }
}

/// Replays `game` and calls `visit` with the board before each move of a colour in
/// `learn`, the colour and the move.
fn replay(game: &Game, learn: [bool; 2], mut visit: impl FnMut(&Game, Color, Option<sente::board::Point>)) {
    let mut board = Game::new(game.size(), game.rules());
    board.set_komi(game.komi());
    for m in game.moves() {
        if learn[(m.colour == Color::White) as usize] {
            visit(&board, m.colour, m.point);
        }
        if board.play(m.colour, m.point).is_err() {
            break;
        }
    }
}

/// The dictionary of the spatial patterns played at least [`MIN_SPATIAL_COUNT`] times.
fn harvest(games: &[(Game, [bool; 2])]) -> Dictionary {
    let mut hashes: Vec<u64> = games
        .par_iter()
        .flat_map_iter(|(game, learn)| {
            let mut hashes = Vec::new();
            replay(game, *learn, |position, colour, point| {
                if let Some(p) = point {
                    spatial::for_each_size(position.board(), colour, p.index(), |_, hash| {
                        hashes.push(hash);
                        true
                    });
                }
            });
            hashes
        })
        .collect();
    hashes.par_sort_unstable();
    let mut dictionary = Dictionary::default();
    for run in hashes.chunk_by(|a, b| a == b) {
        if run.len() >= MIN_SPATIAL_COUNT {
            dictionary.insert(run[0]);
        }
    }
    dictionary
}

/// One example: the features of each candidate, and which one was played.
type Example = (Vec<Features>, usize);

/// One game's examples, one at each learned move.
fn game_examples(record: &Record, spatial: &Dictionary, scratch: &mut Scratch) -> Vec<Example> {
    let mut examples = Vec::new();
    let mut moves = Vec::new();
    replay(&record.game, record.learn, |position, colour, point| {
        priors::candidates(
            position.board(),
            colour,
            |p| position.is_legal(colour, Some(p)),
            spatial,
            scratch,
            &mut moves,
        );
        let played = point.map_or(priors::PASS, |p| p.index() as u16);
        if let Some(winner) = moves.iter().position(|&(p, _)| p == played) {
            examples.push((moves.iter().map(|&(_, f)| f).collect(), winner));
        }
    });
    examples
}

/// Sets each candidate's strength in `out`: the product of its features' strengths.
fn strengths(data: &Data, gammas: &[f64], out: &mut [f64]) {
    out.par_iter_mut().zip(&data.rows).for_each(|(s, row)| {
        *s = row.iter().map(|&id| gammas[id as usize]).product::<f64>();
    });
}

/// Mean log-likelihood of the winners and the share of positions whose strongest
/// candidate is the winner, over the positions `held_out` selects.
/// `s` is working space, one strength per candidate.
fn measure(data: &Data, gammas: &[f64], held_out: bool, s: &mut [f64]) -> (f64, f64) {
    strengths(data, gammas, s);
    let (mut log_likelihood, mut top, mut n) = (0.0, 0, 0);
    for position in data.positions.iter().filter(|p| p.held_out == held_out) {
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

/// One minorization-maximization update of every id that appears in column `slot`; `s`
/// is working space, one strength per candidate.
fn update_slot(data: &Data, ids: &Ids, gammas: &mut [f64], slot: usize, wins: &[f64], s: &mut [f64]) {
    strengths(data, gammas, s);
    let s = &*s;
    let pieces = data.positions.len().div_ceil(4 * rayon::current_num_threads()).max(1);
    let denominator = data
        .positions
        .par_chunks(pieces)
        .map(|positions| {
            let mut denominator = vec![0.0f64; ids.count];
            for position in positions.iter().filter(|p| !p.held_out) {
                let range = position.first..position.first + position.count;
                let total: f64 = s[range.clone()].iter().sum();
                for c in range {
                    let id = data.rows[c][slot] as usize;
                    denominator[id] += s[c] / gammas[id] / total;
                }
            }
            denominator
        })
        .reduce(
            || vec![0.0f64; ids.count],
            |mut a, b| {
                a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
                a
            },
        );
    let mut seen = vec![false; ids.count];
    for row in &data.rows {
        seen[row[slot] as usize] = true;
    }
    for id in (0..ids.count).filter(|&id| seen[id] && id != ids.neutral as usize) {
        let gamma = gammas[id];
        gammas[id] = (wins[id] + 1.0) / (denominator[id] + 2.0 / (gamma + 1.0));
    }
}

/// Reads the corpus the arguments name, or says how to call the tool and exits.
fn corpus(args: &[String]) -> Corpus {
    let number = |i: usize, default: usize| {
        args.get(i)
            .map_or(Ok(default), |n| n.parse())
            .unwrap_or_else(|_| usage())
    };
    match args {
        [_, kind, training, held_out, ..] if kind == "tygem" && args.len() <= 6 => tygem_corpus(
            training,
            held_out,
            number(4, TYGEM_GAMES),
            number(5, TYGEM_HELD_OUT_GAMES),
        ),
        [_, kind, teacher, inputs @ ..] if kind == "sgf" && !inputs.is_empty() => sgf_corpus(teacher, inputs),
        _ => usage(),
    }
}

fn usage() -> ! {
    eprintln!(
        "usage: train_priors OUT tygem TRAINING.zip HELD_OUT.zip [GAMES [HELD_OUT_GAMES]]\n       train_priors OUT sgf TEACHER SGF_OR_DIR..."
    );
    std::process::exit(2);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let started = std::time::Instant::now();
    let corpus = corpus(&args);
    let out = &args[0];
    let spatial = harvest(&corpus.harvest);
    eprintln!(
        "{} games to harvest, {} spatial patterns; {:.0} s",
        corpus.harvest.len(),
        spatial.len(),
        started.elapsed().as_secs_f64()
    );
    drop(corpus.harvest);
    let mut data = Data::default();
    for records in corpus.records.chunks(CHUNK) {
        let examples: Vec<(Vec<Example>, bool)> = records
            .par_iter()
            .map_init(
                || Scratch::new(19),
                |scratch, record| (game_examples(record, &spatial, scratch), record.held_out),
            )
            .collect();
        for (examples, held_out) in examples {
            for (candidates, winner) in examples {
                data.positions.push(Position {
                    first: data.rows.len(),
                    count: candidates.len(),
                    winner,
                    held_out,
                });
                data.rows.extend(candidates.iter().map(raw));
            }
        }
    }
    let mut pattern_counts = HashMap::new();
    for row in data.rows.iter().filter(|row| row[1] != PASS_MARK) {
        *pattern_counts.entry(row[PATTERN]).or_insert(0usize) += 1;
    }
    let ids = Ids::new(&pattern_counts, spatial.len());
    data.rows.par_iter_mut().for_each(|row| *row = ids.row(row));
    let mut wins = vec![0.0f64; ids.count];
    for position in data.positions.iter().filter(|p| !p.held_out) {
        for &id in &data.rows[position.first + position.winner] {
            wins[id as usize] += 1.0;
        }
    }
    let training = data.positions.iter().filter(|p| !p.held_out).count();
    let held_out = data.positions.len() - training;
    eprintln!(
        "{} positions ({training} training, {held_out} held out), {} candidates, {} 3x3 patterns; {:.0} s",
        data.positions.len(),
        data.rows.len(),
        ids.patterns.len(),
        started.elapsed().as_secs_f64()
    );
    let mut gammas = vec![1.0f64; ids.count];
    let mut s = vec![0.0f64; data.rows.len()];
    for iteration in 1..=ITERATIONS {
        for slot in 0..GROUPS {
            update_slot(&data, &ids, &mut gammas, slot, &wins, &mut s);
        }
        let (train_ll, train_top) = measure(&data, &gammas, false, &mut s);
        let (test_ll, test_top) = measure(&data, &gammas, true, &mut s);
        eprintln!(
            "iteration {iteration}: training log-likelihood {train_ll:.4}, top-1 {train_top:.4}; held out {test_ll:.4}, top-1 {test_top:.4}; {:.0} s",
            started.elapsed().as_secs_f64()
        );
    }
    let group = |g: usize| {
        let start = ids.group_start[g] as usize;
        gammas[start..start + GROUP_VALUES[g]]
            .iter()
            .map(|&v| v as f32)
            .collect()
    };
    let (spatial_start, spatial_count) = (ids.spatial_start as usize, spatial.len());
    let table = Gammas {
        groups: std::array::from_fn(|g| if GROUP_VALUES[g] > 0 { group(g) } else { Vec::new() }),
        patterns: ids
            .patterns
            .iter()
            .map(|(&code, &id)| (code, gammas[id as usize] as f32))
            .collect(),
        other_pattern: gammas[ids.other_pattern as usize] as f32,
        spatial,
        spatial_strengths: gammas[spatial_start..=spatial_start + spatial_count]
            .iter()
            .map(|&g| g as f32)
            .collect(),
        pass: ids.pass.map(|id| gammas[id as usize] as f32),
    };
    let (test_ll, test_top) = measure(&data, &gammas, true, &mut s);
    let header = format!(
        "Move strengths learned by examples/train_priors.rs from {}.\n\
         {} positions, {} candidates, {} 3x3 patterns, {} spatial patterns.\n\
         Held-out positions ({held_out}): the top-rated move is the one played in {:.1}%, \
         mean log-likelihood {test_ll:.3}.",
        corpus.source,
        data.positions.len(),
        data.rows.len(),
        ids.patterns.len(),
        table.spatial.len(),
        100.0 * test_top
    );
    std::fs::write(out, table.to_text(&header)).unwrap_or_else(|e| panic!("cannot write {out}: {e}"));
}

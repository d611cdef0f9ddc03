//! Learns the 19x19 opening book, `src/search/knowledge/book-19x19.txt`, from Tygem's
//! 9-dan games (`../shared/games`), and measures it on the games of another month:
//!
//! ```sh
//! cargo run --release --example build_book -- OUT TRAINING.zip HELD_OUT.zip [DEPTH [MIN_GAMES]]
//! ```
//!
//! Every position before one of the first `DEPTH` moves of a training game is seen up
//! to symmetry ([`Orientation`]: transpositions count together), with the move played
//! there. A position reached in at least `MIN_GAMES` games is in the book; a move chosen
//! there in at least [`MIN_CHOSEN`] games and by at least [`MIN_SHARE`] of them is its
//! move. Only positions that some training game reached through book positions alone
//! are kept (the engine leaves the book at the first position it lacks), and of those
//! without a move only the ones on the way to a position with one.
//!
//! On the held-out games, at every position before one of the first `DEPTH` moves, the
//! book is asked as the engine asks it ([`book_move_from`], komi 6.5): how often it
//! answers, and how often its move is the one the 9-dan played (up to symmetry). The
//! figures go to the standard error stream and into the book's header.

mod tygem;

use rayon::prelude::*;
use sente::board::{Board, Point};
use sente::game::Game;
use sente::search::knowledge::book::book_move_from;
use sente::search::knowledge::book::orientation::Orientation;
use sente::search::knowledge::book::table::{Book, Entry};
use std::collections::{HashMap, HashSet};

/// The moves of a game whose positions are learned, unless given.
const DEPTH: usize = 30;
/// The games a position must be reached in to be in the book, unless given.
const MIN_GAMES: u32 = 30;
/// The games that must choose a move for it to be the book's.
const MIN_CHOSEN: u32 = 20;
/// The share of a position's games that must choose a move for it to be the book's.
const MIN_SHARE: f64 = 0.4;

/// The board size of the games.
const SIZE: usize = 19;

/// What the training games did in one position.
#[derive(Default)]
struct Seen {
    /// The games that reached it.
    games: u32,
    /// The moves played there (in the book's orientation), with their games.
    moves: HashMap<Point, u32>,
}

/// One position of a game: its orientation and the move played there (`None`: a pass).
type Step = (Orientation, Option<Point>);

/// The positions before the first `depth` moves of `game`, each with the move played.
fn steps(game: &Game, depth: usize) -> Vec<Step> {
    let mut board = Board::new(SIZE);
    let mut steps = Vec::new();
    for m in game.moves().iter().take(depth) {
        steps.push((Orientation::of(&board, m.colour), m.point));
        match m.point {
            Some(p) => board.play_unchecked(m.colour, p),
            None => board.pass(m.colour),
        }
    }
    steps
}

/// What the training games did in every position of their first `depth` moves; a
/// position met twice in one game counts once.
fn count(games: &[Game], depth: usize) -> HashMap<u64, Seen> {
    let per_game: Vec<Vec<(u64, Option<Point>)>> = games
        .par_iter()
        .map(|game| {
            let mut keys = HashSet::new();
            steps(game, depth)
                .into_iter()
                .filter(|(orientation, _)| keys.insert(orientation.key))
                .map(|(orientation, point)| (orientation.key, point.map(|p| orientation.to_book(p))))
                .collect()
        })
        .collect();
    let mut seen: HashMap<u64, Seen> = HashMap::new();
    for (key, point) in per_game.into_iter().flatten() {
        let position = seen.entry(key).or_default();
        position.games += 1;
        if let Some(p) = point {
            *position.moves.entry(p).or_default() += 1;
        }
    }
    seen
}

/// The move chosen clearly in a position, with its games, if one was.
fn choice(seen: &Seen) -> Option<(Point, u32)> {
    let (&point, &chosen) = seen.moves.iter().max_by_key(|&(&p, &n)| (n, std::cmp::Reverse(p)))?;
    (chosen >= MIN_CHOSEN && chosen as f64 >= MIN_SHARE * seen.games as f64).then_some((point, chosen))
}

/// The book: the positions reached in `min_games` games or more through such positions
/// alone, each with its move if one was chosen clearly; of those without one, only the
/// ones that lead to a position with one.
fn learn(games: &[Game], depth: usize, min_games: u32) -> Book {
    let seen = count(games, depth);
    let in_book = |key: &u64| seen[key].games >= min_games;
    let paths: Vec<Vec<u64>> = games
        .par_iter()
        .map(|game| {
            steps(game, depth)
                .iter()
                .map(|(orientation, _)| orientation.key)
                .take_while(in_book)
                .collect()
        })
        .collect();
    let mut useful = HashSet::new();
    for path in &paths {
        if let Some(last) = path.iter().rposition(|key| choice(&seen[key]).is_some()) {
            useful.extend(&path[..=last]);
        }
    }
    let mut book = Book::new(SIZE);
    for key in useful {
        let entry = Entry {
            games: seen[&key].games,
            choice: choice(&seen[&key]),
        };
        book.entries.insert(key, entry);
    }
    book
}

/// How the book does on held-out games.
#[derive(Default, Clone, Copy)]
struct Tally {
    /// Positions before one of the first `depth` moves.
    positions: usize,
    /// Of those, the ones the book answers in.
    answered: usize,
    /// Of those, the ones where its move is the one played, up to symmetry.
    matched: usize,
}

/// The tally of the book on `games`, at each move number up to `depth`.
fn measure(book: &Book, games: &[Game], depth: usize) -> Vec<Tally> {
    let per_game: Vec<Vec<Tally>> = games
        .par_iter()
        .map(|record| {
            let mut tallies = vec![Tally::default(); depth];
            let mut game = Game::new(SIZE, record.rules());
            game.set_komi(tygem::KOMI);
            for (tally, m) in tallies.iter_mut().zip(record.moves()) {
                tally.positions = 1;
                if let Some(p) = book_move_from(book, &game, m.colour) {
                    let orientation = Orientation::of(game.board(), m.colour);
                    tally.answered = 1;
                    tally.matched =
                        usize::from(m.point.map(|q| orientation.to_book(q)) == Some(orientation.to_book(p)));
                }
                game.play(m.colour, m.point).expect("a move of the record");
            }
            tallies
        })
        .collect();
    (0..depth)
        .map(|i| {
            per_game.iter().fold(Tally::default(), |sum, tallies| Tally {
                positions: sum.positions + tallies[i].positions,
                answered: sum.answered + tallies[i].answered,
                matched: sum.matched + tallies[i].matched,
            })
        })
        .collect()
}

/// `part` of `whole` as a percentage.
fn percent(part: usize, whole: usize) -> f64 {
    100.0 * part as f64 / whole.max(1) as f64
}

fn usage() -> ! {
    eprintln!("usage: build_book OUT TRAINING.zip HELD_OUT.zip [DEPTH [MIN_GAMES]]");
    std::process::exit(2);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (out, training, held_out) = match args.as_slice() {
        [out, training, held_out, rest @ ..] if rest.len() <= 2 => (out, training, held_out),
        _ => usage(),
    };
    let number = |i: usize, default: usize| {
        args.get(i)
            .map_or(Ok(default), |n| n.parse())
            .unwrap_or_else(|_| usage())
    };
    let (depth, min_games) = (number(3, DEPTH), number(4, MIN_GAMES as usize) as u32);
    let training_games = tygem::games(training);
    let book = learn(&training_games, depth, min_games);
    let with_move = book.entries.values().filter(|e| e.choice.is_some()).count();
    let held_out_games = tygem::games(held_out);
    let tallies = measure(&book, &held_out_games, depth);
    let total = tallies.iter().fold(Tally::default(), |sum, t| Tally {
        positions: sum.positions + t.positions,
        answered: sum.answered + t.answered,
        matched: sum.matched + t.matched,
    });
    eprintln!("move  positions  answered  matched");
    for (i, t) in tallies.iter().enumerate() {
        eprintln!(
            "{:4}  {:9}  {:7.1}%  {:6.1}%",
            i + 1,
            t.positions,
            percent(t.answered, t.positions),
            percent(t.matched, t.answered)
        );
    }
    let header = format!(
        "The 19x19 opening book, learned by examples/build_book.rs:\n\
         cargo run --release --example build_book -- {}\n\
         From the {} games of {training} (Tygem, 9-dan amateurs), the positions before each of their first {depth} moves, up to symmetry.\n\
         A position reached in {min_games} games or more, through such positions alone, is in the book; \
         its move is one chosen in {MIN_CHOSEN} games or more and by {:.0}% of them or more.\n\
         {} positions, {with_move} with a move (the others lie on the way to one).\n\
         Held out, the {} games of {held_out}: of the {} positions before their first {depth} moves, \
         the book answers in {} ({:.1}%), and its move is the 9-dan's in {} of them ({:.1}%).",
        args.join(" "),
        training_games.len(),
        100.0 * MIN_SHARE,
        book.entries.len(),
        held_out_games.len(),
        total.positions,
        total.answered,
        percent(total.answered, total.positions),
        total.matched,
        percent(total.matched, total.answered),
    );
    eprintln!("{header}");
    std::fs::write(out, book.to_text(&header)).unwrap_or_else(|e| panic!("cannot write {out}: {e}"));
}

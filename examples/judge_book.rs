//! Sets the 19x19 opening book's moves beside sente's own search, at the positions of
//! held-out Tygem games (`../shared/games`) where the book answers:
//!
//! ```sh
//! cargo run --release --example judge_book -- HELD_OUT.zip [POSITIONS [PLAYOUTS [JUDGED [JUDGE_PLAYOUTS]]]]
//! ```
//!
//! The positions are those the games reach before one of their moves with the book
//! answering (komi 7.5, chinese rules), while every position before was the book's, each counted once up to symmetry with the moves
//! the 9-dans played there; the first `POSITIONS` in a pseudo-random order (their keys
//! mixed) are searched for `PLAYOUTS` playouts without the book (one thread,
//! seed 1, [`Searcher::evaluate`]). For each, how many of the games that reached it
//! played the search's move and how many the book's (up to symmetry). Then at the first
//! `JUDGED` of them where the two moves differ, each move is played and the position
//! after it searched for `JUDGE_PLAYOUTS` playouts: the mover's win rate is one less the
//! win rate of the reply that search chooses.

mod tygem;

use sente::board::zobrist::splitmix64;
use sente::board::{vertex, Color, Point};
use sente::game::Game;
use sente::search::knowledge::book::orientation::Orientation;
use sente::search::knowledge::book::{book_19x19, book_move};
use sente::search::{Decision, SearchConfig, Searcher};
use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::AtomicBool;

/// The komi of the positions: area scoring's, in the book's range.
const KOMI: f32 = 7.5;

/// One position where the book answers, as the held-out games met it.
struct Position {
    /// The first game that reached it, up to there.
    game: Game,
    /// The player to move.
    colour: Color,
    /// The book's move there.
    book: Point,
    /// Its orientation, for comparing moves up to symmetry.
    orientation: Orientation,
    /// The moves played there (in the book's orientation) and their games.
    played: HashMap<Point, u32>,
    /// The games that reached it.
    games: u32,
}

impl Position {
    /// The games that played `p` here, up to symmetry.
    fn played(&self, p: Point) -> u32 {
        self.played.get(&self.orientation.to_book(p)).copied().unwrap_or(0)
    }
}

/// Every position of `games` where the book answers, by key.
fn positions(games: &[Game]) -> BTreeMap<u64, Position> {
    let mut positions: BTreeMap<u64, Position> = BTreeMap::new();
    for record in games {
        let mut game = Game::new(record.size(), record.rules());
        game.set_komi(KOMI);
        for m in record.moves() {
            let orientation = Orientation::of(game.board(), m.colour);
            if !book_19x19().entries.contains_key(&orientation.key) {
                break;
            }
            if let Some(book) = book_move(&game, m.colour) {
                let position = positions.entry(orientation.key).or_insert_with(|| Position {
                    game: game.clone(),
                    colour: m.colour,
                    book,
                    orientation,
                    played: HashMap::new(),
                    games: 0,
                });
                position.games += 1;
                if let Some(p) = m.point {
                    *position.played.entry(orientation.to_book(p)).or_default() += 1;
                }
            }
            game.play(m.colour, m.point).expect("a move of the record");
        }
    }
    positions
}

/// The most visited move of a search of `playouts` in `game` for `colour`, and its
/// win rate.
fn search(searcher: &mut Searcher, game: &Game, colour: Color, playouts: usize) -> (Option<Point>, f64) {
    searcher.clear();
    let result = searcher.evaluate(game, colour, playouts, &AtomicBool::new(false));
    let point = match result.decision {
        Decision::Play(p) => Some(p),
        _ => None,
    };
    (point, result.win_rate)
}

/// `colour`'s win rate after playing `p` in `game`, by a search of the reply.
fn judge(searcher: &mut Searcher, game: &Game, colour: Color, p: Point, playouts: usize) -> f64 {
    let mut after = game.clone();
    after.play(colour, Some(p)).expect("a legal move");
    let (_, reply) = search(searcher, &after, colour.opponent(), playouts);
    1.0 - reply
}

fn usage() -> ! {
    eprintln!("usage: judge_book HELD_OUT.zip [POSITIONS [PLAYOUTS [JUDGED [JUDGE_PLAYOUTS]]]]");
    std::process::exit(2);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() || args.len() > 5 {
        usage();
    }
    let number = |i: usize, default: usize| {
        args.get(i)
            .map_or(Ok(default), |n| n.parse())
            .unwrap_or_else(|_| usage())
    };
    let (count, playouts, judged, judge_playouts) = (number(1, 100), number(2, 2000), number(3, 30), number(4, 20_000));
    let games = tygem::games(&args[0]);
    let positions = positions(&games);
    println!(
        "{} positions where the book answers, met {} times in {} games",
        positions.len(),
        positions.values().map(|p| p.games).sum::<u32>(),
        games.len()
    );
    let config = SearchConfig {
        threads: 1,
        seed: 1,
        max_tree_mb: 512,
        ..SearchConfig::default()
    };
    let mut searcher = Searcher::new(config).expect("one search thread");
    let format = |p: Option<Point>| vertex::format(19, p);
    let (mut games_met, mut book_agrees, mut search_agrees, mut same) = (0, 0, 0, 0);
    let (mut first_book, mut first_search) = (0, 0);
    let mut differing = Vec::new();
    println!("move colour games book (played) search (played)");
    let mut sample: Vec<&Position> = positions.values().collect();
    // The keys' own order would favour one colour: the least of eight hashes is small, and
    // White's keys share the high bits of the side-to-move key.
    sample.sort_by_key(|p| splitmix64(p.orientation.key).1);
    for position in sample.into_iter().take(count) {
        let (found, _) = search(&mut searcher, &position.game, position.colour, playouts);
        let searched = found.map_or(0, |p| position.played(p));
        let booked = position.played(position.book);
        let agree =
            found.is_some_and(|p| position.orientation.to_book(p) == position.orientation.to_book(position.book));
        println!(
            "{:4} {:?} {:5} {} ({booked}) {} ({searched})",
            position.game.moves().len() + 1,
            position.colour,
            position.games,
            format(Some(position.book)),
            format(found)
        );
        games_met += position.games;
        book_agrees += booked;
        search_agrees += searched;
        let top = position.played.values().copied().max().unwrap_or(0);
        first_book += u32::from(booked == top);
        first_search += u32::from(found.is_some() && searched == top);
        if agree {
            same += 1;
        } else if let Some(p) = found {
            differing.push((position, p));
        }
    }
    let searched = count.min(positions.len());
    println!(
        "{searched} positions, met in {games_met} games: the book's move was played in {book_agrees} ({:.1}%), the search's in {search_agrees} ({:.1}%); \
         the book's move is the one played most there in {first_book}, the search's in {first_search}; the search chose the book's move in {same}",
        100.0 * book_agrees as f64 / games_met.max(1) as f64,
        100.0 * search_agrees as f64 / games_met.max(1) as f64,
    );
    println!("judged at {judge_playouts} playouts: move colour book win rate, search's win rate");
    let (mut book_total, mut search_total, mut book_better) = (0.0, 0.0, 0);
    let judged = differing.len().min(judged);
    for (position, found) in differing.into_iter().take(judged) {
        let (game, colour) = (&position.game, position.colour);
        let book = judge(&mut searcher, game, colour, position.book, judge_playouts);
        let own = judge(&mut searcher, game, colour, found, judge_playouts);
        println!(
            "{:4} {colour:?} {} {book:.3}, {} {own:.3}",
            game.moves().len() + 1,
            format(Some(position.book)),
            format(Some(found))
        );
        book_total += book;
        search_total += own;
        book_better += u32::from(book > own);
    }
    println!(
        "{judged} positions judged: mean win rate of the book's move {:.3}, of the search's {:.3}; the book's higher in {book_better}",
        book_total / judged.max(1) as f64,
        search_total / judged.max(1) as f64
    );
}

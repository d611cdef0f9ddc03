//! The opening book: positions where sente plays a move it knows instead of the one a
//! short search picks, near at random, among moves whose win rates lie within a percent
//! of each other. It answers only in even games (no handicap or setup stones) at a komi
//! of 6.5 to 7.5, area or territory ([`KOMI`]), and only while the parameter `book` is
//! on ([`Limits::for_move`](crate::search::limits::Limits::for_move) asks it).
//!
//! - On 9x9, Black's first move on an empty board is tengen, E5: there a move's own
//!   search spreads its visits over many points, while searches far deeper choose E5 at
//!   each komi of the range (at komi 0 they choose another move). The searches are in
//!   docs/experiment-log.md ("The 9x9 opening book's entry").
//! - On 19x19, the positions of the first moves that 9-dan amateurs on Tygem reached
//!   often, with the move they chose there by a clear share ([`table`], learned by
//!   `examples/build_book.rs`; `book-19x19.txt`'s header says from what and with which
//!   thresholds), for either colour, up to symmetry ([`orientation`]), as long as every
//!   position of the game so far is one of the book's.

pub mod orientation;
pub mod table;

use crate::board::{Color, Point};
use crate::game::Game;
use std::sync::OnceLock;
use table::Book;

/// The komi range the book answers in: the even game's komi, by area (7.5) or by
/// territory (6.5), which its moves were chosen for.
pub const KOMI: std::ops::RangeInclusive<f32> = 6.5..=7.5;

/// Tengen, E5, on a 9x9 board.
fn tengen_9x9() -> Point {
    Point::from_coords(9, 4, 4)
}

/// The 19x19 book, `book-19x19.txt`, read once.
pub fn book_19x19() -> &'static Book {
    static BOOK: OnceLock<Book> = OnceLock::new();
    BOOK.get_or_init(|| Book::parse(include_str!("../book-19x19.txt")).expect("the built-in book parses"))
}

/// The book's move for `colour` in `game`, if the book has the position.
pub fn book_move(game: &Game, colour: Color) -> Option<Point> {
    book_move_from(book_19x19(), game, colour)
}

/// The move for `colour` in `game` of `book` (on its board size) or of the 9x9 entry,
/// under the conditions of the module documentation, if legal.
pub fn book_move_from(book: &Book, game: &Game, colour: Color) -> Option<Point> {
    let even = game.handicap_count() == 0 && game.setup_stones().is_empty();
    if !even || !KOMI.contains(&game.komi()) {
        return None;
    }
    let first_of_9x9 = game.size() == 9 && game.moves().is_empty() && colour == Color::Black;
    let point = if first_of_9x9 {
        Some(tengen_9x9())
    } else {
        book.answer(game, colour)
    };
    point.filter(|&p| game.is_legal(colour, Some(p)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::vertex;
    use crate::rules::Rules;

    fn game(size: usize, komi: f32) -> Game {
        let mut game = Game::new(size, Rules::chinese());
        game.set_komi(komi);
        game
    }

    /// A 19x19 game at `komi` with `moves` played in turn from Black, and the player to
    /// move.
    fn opening(komi: f32, moves: &[&str]) -> (Game, Color) {
        let mut game = game(19, komi);
        let mut colour = Color::Black;
        for m in moves {
            game.play(colour, vertex::parse(19, m).unwrap()).unwrap();
            colour = colour.opponent();
        }
        (game, colour)
    }

    fn answer(game: &Game, colour: Color) -> String {
        vertex::format(game.size(), book_move(game, colour))
    }

    #[test]
    fn black_opens_9x9_at_tengen() {
        assert_eq!(book_move(&game(9, 7.0), Color::Black), Some(tengen_9x9()));
        assert_eq!(book_move(&game(9, 6.5), Color::Black), Some(tengen_9x9()));
    }

    #[test]
    fn the_book_stays_out_of_other_positions() {
        assert_eq!(book_move(&game(9, 7.0), Color::White), None, "White first");
        assert_eq!(book_move(&game(9, 0.0), Color::Black), None, "no komi");
        let mut played = game(9, 7.0);
        played.play(Color::Black, None).unwrap();
        played.play(Color::White, None).unwrap();
        assert_eq!(book_move(&played, Color::Black), None, "after two passes");
        let mut handicap = game(9, 7.0);
        handicap.place_fixed_handicap(2).unwrap();
        assert_eq!(book_move(&handicap, Color::Black), None, "handicap stones");
    }

    #[test]
    fn the_19x19_book_loads_and_opens_on_a_star_point() {
        assert!(
            book_19x19().entries.len() > 100,
            "the built-in book holds the common openings"
        );
        let (empty, _) = opening(7.5, &[]);
        assert!(["D4", "D16", "Q4", "Q16"].contains(&answer(&empty, Color::Black).as_str()));
        assert_eq!(answer(&empty, Color::White), "pass", "White does not move first");
    }

    #[test]
    fn a_book_position_is_answered_in_all_eight_symmetries_for_the_player_to_move() {
        let moves = ["R16", "D4", "Q3"];
        let (game, colour) = opening(7.5, &moves);
        let reply = book_move(&game, colour).expect("a common opening is in the book");
        assert_eq!(book_move(&game, colour.opponent()), None, "the other player to move");
        for s in 0..8 {
            let turned: Vec<String> = moves
                .iter()
                .map(|m| {
                    vertex::format(
                        19,
                        Some(orientation::transform(19, s, vertex::parse(19, m).unwrap().unwrap())),
                    )
                })
                .collect();
            let turned: Vec<&str> = turned.iter().map(String::as_str).collect();
            let (image, colour) = opening(7.5, &turned);
            assert_eq!(
                book_move(&image, colour),
                Some(orientation::transform(19, s, reply)),
                "symmetry {s}: {turned:?}"
            );
            assert_eq!(
                book_move(&image, colour.opponent()),
                None,
                "symmetry {s}, the other player"
            );
        }
    }

    #[test]
    fn the_19x19_book_stays_out_after_a_move_off_the_book() {
        let (in_book, colour) = opening(7.5, &["Q16", "D4"]);
        assert_ne!(answer(&in_book, colour), "pass", "a common opening");
        let (off, colour) = opening(7.5, &["Q16", "K10", "D4"]);
        assert_eq!(book_move(&off, colour), None, "after tengen");
        let (back, colour) = opening(7.5, &["Q16", "K10", "D4", "pass"]);
        assert_eq!(book_move(&back, colour), None, "tengen stays on the board");
    }

    #[test]
    fn the_19x19_book_answers_only_at_the_even_games_komi() {
        for komi in [6.5, 7.0, 7.5] {
            let (game, colour) = opening(komi, &["Q16"]);
            assert_ne!(answer(&game, colour), "pass", "komi {komi}");
        }
        let (mut territory, colour) = opening(6.5, &["Q16"]);
        territory.set_rules(Rules::japanese());
        assert_ne!(answer(&territory, colour), "pass", "japanese rules, komi 6.5");
        for komi in [0.0, 0.5, 5.5, 6.0, 8.0, -7.5] {
            let (game, colour) = opening(komi, &["Q16"]);
            assert_eq!(book_move(&game, colour), None, "komi {komi}");
        }
    }

    #[test]
    fn the_19x19_book_stays_out_of_handicap_games_and_other_sizes() {
        let (even, _) = opening(7.5, &[]);
        assert_ne!(answer(&even, Color::Black), "pass");
        let mut handicap = game(19, 0.5);
        handicap.place_fixed_handicap(2).unwrap();
        assert_eq!(book_move(&handicap, Color::White), None, "handicap stones, komi 0.5");
        handicap.set_komi(7.5);
        assert_eq!(book_move(&handicap, Color::White), None, "handicap stones, komi 7.5");
        let mut setup = game(19, 7.5);
        let stones = [(Color::Black, vertex::parse(19, "Q16").unwrap().unwrap())];
        setup.setup(&stones, Color::White).unwrap();
        assert_eq!(book_move(&setup, Color::White), None, "setup stones");
        for size in [9, 13, 17, 21] {
            let mut other = game(size, 7.5);
            let c = size / 2 + 1;
            other
                .play(Color::Black, Some(Point::from_coords(size, c + 2, c + 2)))
                .unwrap();
            assert_eq!(book_move(&other, Color::White), None, "{size}x{size}");
        }
        assert_eq!(book_move(&game(13, 7.5), Color::Black), None, "an empty 13x13 board");
    }
}

//! The opening book: positions where a far deeper search than a move's own puts most of
//! its visits on one move, so that sente's move there does not hang on a short search's
//! near-random pick among moves whose win rates lie within a percent of each other.
//!
//! One entry so far: Black's first move on an empty 9x9 board, komi 6.5 to 7.5 (the
//! area-scoring komi), is tengen, E5. At 5,000 playouts sente's first move there spreads
//! over a dozen points; searches of 1,000,000 playouts at komi 7 and of 200,000 at komi
//! 6.5, 7 and 7.5 all choose E5, with 85%, 38%, 70% and 70% of their visits. At komi 0
//! they choose F5, and the book stays out.

use crate::board::{Color, Point};
use crate::game::Game;

/// The komi range of the 9x9 entry.
const KOMI_9X9: std::ops::RangeInclusive<f32> = 6.5..=7.5;

/// Tengen, E5, on a 9x9 board.
fn tengen_9x9() -> Point {
    Point::from_coords(9, 4, 4)
}

/// The book's move for `colour` in `game`, if the book has the position.
pub fn book_move(game: &Game, colour: Color) -> Option<Point> {
    let empty = game.moves().is_empty() && game.setup_stones().is_empty() && game.handicap().is_empty();
    let first_of_9x9 = game.size() == 9 && empty && colour == Color::Black && KOMI_9X9.contains(&game.komi());
    first_of_9x9.then(tengen_9x9)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    fn game(size: usize, komi: f32) -> Game {
        let mut game = Game::new(size, Rules::chinese());
        game.set_komi(komi);
        game
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
        assert_eq!(book_move(&game(19, 7.5), Color::Black), None, "19x19");
        let mut played = game(9, 7.0);
        played.play(Color::Black, None).unwrap();
        played.play(Color::White, None).unwrap();
        assert_eq!(book_move(&played, Color::Black), None, "after two passes");
        let mut handicap = game(9, 7.0);
        handicap.place_fixed_handicap(2).unwrap();
        assert_eq!(book_move(&handicap, Color::Black), None, "handicap stones");
    }
}

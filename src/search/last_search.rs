//! The last search of a position that the analyze commands show, kept so that they all
//! show the same one: GoGui's best moves, principal variation and statistics (and GNU
//! Go's hint) ask [`Searcher::survey`](super::Searcher::survey), which answers with this
//! search while the position and the settings are those it was made for, instead of
//! searching again and naming another best move. A `genmove`'s search of the player to
//! move counts too, so that what they show of a position sente was asked to move in is
//! the search that chose the move.

use super::config::SearchConfig;
use super::result::SearchResult;
use crate::board::{Color, Point};
use crate::game::{Game, Move};
use crate::rules::Rules;
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};

/// A finished search of a position and what it was made for.
pub struct LastSearch {
    searched: Searched,
    result: SearchResult,
}

/// Everything a search of a game's position for the player to move depends on: the
/// stones; the history, which superko forbids a return to and whose passes decide when
/// the game ends; the player to move; the komi (handicap compensation included) and
/// rules the playouts are counted by; and the settings. A game that differs in any of
/// them (a move played or taken back, a new board, another komi or rules, a loaded
/// file, a changed setting) is another position for the search.
#[derive(PartialEq)]
struct Searched {
    size: usize,
    stones: u64,
    to_move: Color,
    handicap: Vec<Point>,
    setup: Vec<(Color, Point)>,
    moves: Vec<Move>,
    komi: f32,
    rules: Rules,
    config: SearchConfig,
}

impl Searched {
    /// What a search of `game`'s current position with `config` depends on.
    fn of(game: &Game, config: &SearchConfig) -> Searched {
        Searched {
            size: game.size(),
            stones: game.board().hash(),
            to_move: game.board().to_move(),
            handicap: game.handicap().to_vec(),
            setup: game.setup_stones().to_vec(),
            moves: game.moves().to_vec(),
            komi: game.komi_with_compensation(),
            rules: game.rules(),
            config: config.clone(),
        }
    }
}

impl LastSearch {
    /// `result`, a search of `game`'s current position with `config`, if the analyze
    /// commands can show it: it searched the player to move at the game's komi (not a
    /// dynamic komi), and ran to its limits (a search that `stop` cut short is no answer
    /// to ask again).
    pub fn new(game: &Game, config: &SearchConfig, result: &SearchResult, stop: &AtomicBool) -> Option<LastSearch> {
        let whole = result.colour == game.board().to_move() && result.virtual_komi.is_none() && !stop.load(Relaxed);
        whole.then(|| LastSearch {
            searched: Searched::of(game, config),
            result: result.clone(),
        })
    }

    /// The search, if it was made for `game`'s current position with `config`.
    pub fn result_for(&self, game: &Game, config: &SearchConfig) -> Option<&SearchResult> {
        (self.searched == Searched::of(game, config)).then_some(&self.result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::Ownership;
    use crate::search::Decision;

    fn result(colour: Color, virtual_komi: Option<f32>) -> SearchResult {
        SearchResult {
            decision: Decision::Pass,
            colour,
            win_rate: 0.5,
            visits: 10,
            playouts: 10,
            seconds: 0.1,
            pv: vec![None],
            children: vec![],
            ownership: Ownership::from_fn(5, |_| 0.0),
            virtual_komi,
            score_lead: 0.0,
            score_spread: 0.0,
            tree_nodes: 1,
        }
    }

    fn game() -> Game {
        let mut game = Game::new(5, Rules::chinese());
        game.set_komi(7.5);
        game.play(Color::Black, Some(Point::from_coords(5, 2, 2)))
            .expect("legal");
        game
    }

    #[test]
    fn answers_for_the_same_position_and_settings_only() {
        let config = SearchConfig::default();
        let game = game();
        let running = AtomicBool::new(false);
        let last = LastSearch::new(&game, &config, &result(Color::White, None), &running).expect("kept");
        assert!(last.result_for(&game, &config).is_some());
        assert!(last.result_for(&game.clone(), &config).is_some(), "an equal game");

        let mut changed = game.clone();
        changed.set_komi(6.5);
        assert!(last.result_for(&changed, &config).is_none(), "komi");
        let mut changed = game.clone();
        changed.set_rules(Rules::japanese());
        assert!(last.result_for(&changed, &config).is_none(), "rules");
        let mut changed = game.clone();
        changed.play(Color::White, None).expect("a pass");
        assert!(
            last.result_for(&changed, &config).is_none(),
            "a pass: same stones, other player"
        );
        changed.play(Color::Black, None).expect("a pass");
        assert!(
            last.result_for(&changed, &config).is_none(),
            "two passes: same stones and player"
        );
        let mut changed = game.clone();
        changed.undo();
        assert!(last.result_for(&changed, &config).is_none(), "undo");
        let mut other = config.clone();
        other.params.score_weight = 0.1;
        assert!(last.result_for(&game, &other).is_none(), "a setting");
    }

    #[test]
    fn keeps_only_whole_searches_of_the_player_to_move_at_the_games_komi() {
        let (config, game) = (SearchConfig::default(), game());
        let running = AtomicBool::new(false);
        assert!(LastSearch::new(&game, &config, &result(Color::Black, None), &running).is_none());
        assert!(LastSearch::new(&game, &config, &result(Color::White, Some(14.5)), &running).is_none());
        let stopped = AtomicBool::new(true);
        assert!(LastSearch::new(&game, &config, &result(Color::White, None), &stopped).is_none());
    }
}

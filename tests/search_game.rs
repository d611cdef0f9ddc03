//! A whole game between two searchers on a small board that never resign: it must end
//! by two passes, with every move legal, well before the move cap.

use sente::board::Color;
use sente::game::Game;
use sente::rules::Rules;
use sente::search::{Clock, Decision, SearchConfig, Searcher};
use std::sync::atomic::AtomicBool;

#[test]
fn a_self_play_game_ends_by_two_passes() {
    let mut game = Game::new(7, Rules::chinese());
    game.set_komi(8.5);
    let config = SearchConfig {
        threads: 1,
        playouts: Some(400),
        seed: 3,
        params: sente::search::Params {
            resign_threshold: 0.0,
            ..sente::search::Params::default()
        },
        max_tree_mb: 64,
        ..SearchConfig::default()
    };
    let mut players = [Searcher::new(config.clone()).unwrap(), Searcher::new(config).unwrap()];
    let stop = AtomicBool::new(false);
    let mut colour = Color::Black;
    let mut passes = 0;
    let mut record = Vec::new();
    for _ in 0..200 {
        let result = players[colour.index()].genmove(&game, colour, &Clock::default(), &stop);
        let point = match result.decision {
            Decision::Resign => panic!("resigned with resign_threshold 0"),
            Decision::Pass => None,
            Decision::Play(p) => Some(p),
        };
        record.push(sente::board::vertex::format(7, point));
        game.play(colour, point).expect("the searcher plays legal moves");
        passes = if point.is_none() { passes + 1 } else { 0 };
        if passes == 2 {
            println!(
                "ended by passes after {} moves: {}",
                game.moves().len(),
                record.join(" ")
            );
            println!("{:?}", game.board());
            return;
        }
        colour = colour.opponent();
    }
    panic!("no end after 200 moves: {}", record.join(" "));
}

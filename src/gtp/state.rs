//! The engine state that commands read and change: the game, the clocks, the game's
//! result when known, and whether `quit` was asked for. Commands run on a copy that
//! replaces it only when they succeed, so a failing or panicking command changes nothing.

use super::clock::Clock;
use crate::game::Game;
use crate::rules::Rules;
use crate::score::Judgement;

/// Everything a GTP session remembers between commands.
#[derive(Clone)]
pub struct EngineState {
    /// The game being played or analysed.
    pub game: Game,
    /// The clocks.
    pub clock: Clock,
    /// The game's result in SGF `RE` form (`B+3.5`, `W+R`), when known: from a loaded
    /// SGF file until the position changes.
    pub result: Option<String>,
    /// Set by `quit`: the session ends after the reply.
    pub quit: bool,
    /// The komi sente started with (`--komi`), for loaded games whose SGF gives none.
    pub default_komi: f32,
    /// The last judgement of dead stones and seki, with the [`EngineState::position_key`]
    /// of the position it judged.
    pub judgement: Option<(PositionKey, Judgement)>,
}

/// What identifies a position for reusing its judgement: the board's size, its hash and
/// the number of moves played.
pub type PositionKey = (usize, u64, usize);

impl EngineState {
    /// A session starting on an empty `size`x`size` board.
    pub fn new(size: usize, rules: Rules, komi: f32) -> EngineState {
        let mut game = Game::new(size, rules);
        game.set_komi(komi);
        EngineState {
            game,
            clock: Clock::default(),
            result: None,
            quit: false,
            default_komi: komi,
            judgement: None,
        }
    }

    /// Replaces the game by `game`; the recorded result no longer applies.
    pub fn set_game(&mut self, game: Game) {
        self.game = game;
        self.result = None;
    }

    /// The key of the current position, see [`PositionKey`].
    pub fn position_key(&self) -> PositionKey {
        (self.game.size(), self.game.board().hash(), self.game.moves().len())
    }

    /// Notes that the position changed, so the recorded result no longer applies.
    pub fn position_changed(&mut self) {
        self.result = None;
    }
}

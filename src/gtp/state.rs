//! The engine state that commands read and change: the game, the clocks, the game's
//! result when known, and whether `quit` was asked for. Commands run on a copy that
//! replaces it only when they succeed, so a failing or panicking command changes nothing.

use crate::game::Game;
use crate::rules::Rules;
use crate::search::Clock;

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
    /// Whether to search on the opponent's time after sente's own moves (`--ponder`,
    /// `sente-ponder on|off`).
    pub ponder: bool,
    /// Whether `genmove` draws its search for GoGui on stderr while it runs
    /// (`--live-gfx`, `sente-param live_gfx 1`).
    pub live_gfx: bool,
}

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
            ponder: false,
            live_gfx: false,
        }
    }

    /// Replaces the game by `game`; the recorded result no longer applies.
    pub fn set_game(&mut self, game: Game) {
        self.game = game;
        self.result = None;
    }

    /// Notes that the position changed, so the recorded result no longer applies.
    pub fn position_changed(&mut self) {
        self.result = None;
    }
}

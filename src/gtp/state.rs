//! The engine state that commands read and change: the game, the rules the user chose,
//! the clocks, the game's result when known, and whether `quit` was asked for. Commands
//! run on a copy that replaces it only when they succeed, so a failing or panicking
//! command changes nothing.

use crate::game::Game;
use crate::rules::Rules;
use crate::search::Clock;
use crate::sgf::SgfRules;

/// Everything a GTP session remembers between commands.
#[derive(Clone)]
pub struct EngineState {
    /// The game being played or analysed.
    pub game: Game,
    /// The rules the user chose (`--rules`, `kgs-rules`, `sente-rules`; change them with
    /// [`EngineState::set_rules`]). Every new game and every loaded record is played
    /// under them, unless [`EngineState::sgf_rules`] follows a record's `RU`: then the
    /// game's rules differ from these until the next game.
    pub rules: Rules,
    /// Whether `loadsgf` follows a record's `RU` (`--sgf-rules`, `sente-param
    /// sgf_rules`); by default it keeps [`EngineState::rules`].
    pub sgf_rules: SgfRules,
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
            rules,
            sgf_rules: SgfRules::default(),
            clock: Clock::default(),
            result: None,
            quit: false,
            default_komi: komi,
            ponder: false,
            live_gfx: false,
        }
    }

    /// Makes `rules` the user's rules, for the game in progress too.
    pub fn set_rules(&mut self, rules: Rules) {
        self.rules = rules;
        self.game.set_rules(rules);
    }

    /// Empties the board for a new game under the user's rules (not those of a record
    /// just loaded); size and komi stay.
    pub fn clear_game(&mut self) {
        self.game.clear();
        self.game.set_rules(self.rules);
        self.position_changed();
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

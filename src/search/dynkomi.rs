//! Dynamic komi: the komi a `genmove` search values its playouts against, when it is not
//! the game's. Its tunables are the `dynkomi` group of the parameter table
//! ([`Params`]). A Monte-Carlo search that wins (or loses) almost every playout cannot tell
//! a good move from a slack one; a virtual komi that makes the game look closer gives it
//! back the signal, as Pachi's `uct/dynkomi.c` does (Baudiš, "Balancing MCTS by
//! Dynamically Adjusting Komi Value", ICGA Journal 34, 2011).
//!
//! # The kinds ([`DynamicKomi`], `--dynamic-komi`, `sente-param dynamic_komi`)
//! - **Linear** (the default, which changes handicap games only and leaves even games to
//!   the plain search; docs/experiment-log.md, "Dynamic komi", has the games behind
//!   it), in handicap games: the search starts with `linear_points_per_stone` points of extra
//!   komi per handicap stone, which fall in a straight line to none by move
//!   `linear_moves_19x19` on 19x19, a move count scaled to the board's points on
//!   other sizes (45 moves on 9x9, 94 on 13x13); the extra is rounded to whole points, so
//!   the komi keeps its half point (or its draws). The extra is always Black's to give,
//!   whichever colour sente plays, as in Pachi (whose default applies it to both colours):
//!   as Black sente gives back part of the handicap, so it plays safe instead of greedy;
//!   as White it receives part of it, so it sees a game it can still win, plays normal
//!   moves instead of desperate ones, and does not resign at move 3.
//! - **Adaptive**, after the linear schedule and in even games: a colour whose `genmove`
//!   has won more than `winning` of its playouts `winning_moves` times in a row gives
//!   itself a step of extra komi (one point on 9x9, scaled to the board's points) with
//!   each further such move; below `hold` the extra falls by `drop_steps` steps and
//!   never rises above the new value again in this game (Pachi's ratchet, against
//!   oscillating); below `retreat` it is gone for the rest of the game. sente never
//!   takes komi it was not given: a virtual komi in its favour when losing would have it
//!   play to lose by less, which wins no game, and hides how bad the position is. That is
//!   what Pachi's default does (its `linear` mode's adaptive tail); Pachi's `adaptive`
//!   mode, which does take komi when losing, is not its default.
//! - **Both**: linear while the schedule runs, adaptive after it and in even games:
//!   Pachi's default. The adaptive part stands still while the linear one runs.
//! - **None**: the game's komi always.
//!
//! # What it touches and what it does not
//! Only `genmove` searches (and pondering, which feeds the next one; not KGS's cleanup
//! phase, which is about the count) value their playouts at the virtual komi, so only their win rates are at it: the win rate of the
//! move played, the analysis lines of `lz-genmove_analyze` and friends, the terminal
//! game's announcements (which say so). The search's result carries that komi
//! ([`SearchResult::virtual_komi`](super::SearchResult::virtual_komi)). Everything about
//! the real game is at the real komi: analysis (`lz-analyze`, GoGui's commands, the hint),
//! the score lead, `estimate_score`, `final_score` and the dead stones. Pachi resigns on
//! the virtual win rate; sente does not: a move searched at a virtual komi neither counts
//! toward resigning nor breaks the count (the decision's rule), because as Black at a
//! komi against itself the win rate is too low and as White in a handicap game the real
//! one is hopeless from the start. So sente resigns only once the game's komi is back.
//!
//! The state across moves (each colour's adaptive extra komi, winning streak and
//! ceiling) lives in one [`KomiState`], kept by the searcher for the game whose moves it
//! saw: a game that does not go on from those moves (a new game, an undo past the last
//! `genmove`, a loaded file) starts afresh.

use super::params::Params;
use super::result::SearchResult;
use crate::board::Color;
use crate::game::{Game, Move};

/// Which dynamic komi `genmove` searches use; see the module documentation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DynamicKomi {
    /// The game's komi always.
    None,
    /// Linear in handicap games, nothing in even games.
    Linear,
    /// Adaptive in every game, from the first move.
    Adaptive,
    /// Linear while its schedule runs, adaptive after it and in even games.
    Both,
}

/// Each kind's name, as `--dynamic-komi` and `sente-param dynamic_komi` read and write it.
const NAMES: &[(&str, DynamicKomi)] = &[
    ("none", DynamicKomi::None),
    ("linear", DynamicKomi::Linear),
    ("adaptive", DynamicKomi::Adaptive),
    ("both", DynamicKomi::Both),
];

impl DynamicKomi {
    /// The kind named `word` (`none`, `linear`, `adaptive`, `both`).
    pub fn parse(word: &str) -> Option<DynamicKomi> {
        NAMES.iter().find(|(name, _)| *name == word).map(|&(_, kind)| kind)
    }

    /// The kind's name.
    pub fn name(self) -> &'static str {
        NAMES
            .iter()
            .find(|(_, kind)| *kind == self)
            .map_or("none", |(name, _)| name)
    }

    /// Every name, for messages: `none, linear, adaptive or both`.
    pub fn names() -> String {
        let (last, rest) = NAMES.split_last().expect("kinds");
        let rest: Vec<&str> = rest.iter().map(|(name, _)| *name).collect();
        format!("{} or {}", rest.join(", "), last.0)
    }

    /// Every name, separated by `separator`: `none/linear/adaptive/both` for GoGui's
    /// `[list/...]` parameter type.
    pub fn names_by(separator: char) -> String {
        let names: Vec<&str> = NAMES.iter().map(|(name, _)| *name).collect();
        names.join(&separator.to_string())
    }

    fn linear(self) -> bool {
        matches!(self, DynamicKomi::Linear | DynamicKomi::Both)
    }

    fn adaptive(self) -> bool {
        matches!(self, DynamicKomi::Adaptive | DynamicKomi::Both)
    }
}

/// The linear extra komi, in points Black gives, after `moves` moves of a game on `size`
/// with `stones` handicap stones: `None` once the schedule is over (or in an even game).
pub fn linear_extra(params: &Params, size: usize, stones: usize, moves: usize) -> Option<f32> {
    let horizon = params.linear_moves_19x19 * (size * size) as f32 / 361.0;
    let left = 1.0 - moves as f32 / horizon;
    (stones > 0 && left > 0.0).then(|| (stones as f32 * params.linear_points_per_stone * left).round())
}

/// One step of adaptive extra komi on a board of `size`: `adaptive_step` points on 9x9,
/// in proportion to the board's points elsewhere (by default 2 on 13x13, 4 on 19x19),
/// rounded, at least one. A kept tree valued at a komi within a step of the next search's
/// is taken up again.
pub fn step(params: &Params, size: usize) -> f32 {
    ((size * size) as f32 / 81.0 * params.adaptive_step).round().max(1.0)
}

/// One colour's adaptive extra komi and what moves it.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Side {
    /// Points of extra komi the colour gives itself, 0 or more.
    extra: f32,
    /// Comfortable wins in a row.
    winning_moves: u32,
    /// The most extra komi it may give itself again in this game.
    ceiling: f32,
}

impl Default for Side {
    fn default() -> Side {
        Side {
            extra: 0.0,
            winning_moves: 0,
            ceiling: f32::INFINITY,
        }
    }
}

impl Side {
    /// Moves the extra komi by a `genmove` search's `win_rate`, with steps of `step`.
    fn record(&mut self, params: &Params, win_rate: f64, step: f32) {
        if win_rate > params.winning {
            self.winning_moves += 1;
            if self.winning_moves >= params.winning_moves && self.extra + step <= self.ceiling {
                self.extra += step;
            }
            return;
        }
        self.winning_moves = 0;
        if win_rate < params.retreat {
            self.extra = 0.0;
            self.ceiling = 0.0;
        } else if win_rate < params.hold && self.extra > 0.0 {
            self.extra = (self.extra - params.drop_steps * step).max(0.0);
            self.ceiling = self.extra;
        }
    }
}

/// The dynamic komi's state across the moves of one game: each colour's adaptive extra
/// komi, and the game it was built in. The searcher owns it.
#[derive(Debug, Clone, Default)]
pub struct KomiState {
    /// The board size and the moves of the game at the last `genmove`.
    size: usize,
    moves: Vec<Move>,
    black: Side,
    white: Side,
}

impl KomiState {
    /// Forgets everything: for a new game.
    pub fn clear(&mut self) {
        *self = KomiState::default();
    }

    /// The komi (White's, in points) that `kind` has `colour`'s `genmove` search value
    /// its playouts against in `game`, if it is not the game's own
    /// ([`Game::komi_with_compensation`]), with the tunables of `params`.
    pub fn komi(&self, params: &Params, kind: DynamicKomi, game: &Game, colour: Color) -> Option<f32> {
        let black_gives = match self.linear(params, kind, game) {
            Some(extra) => extra,
            None if kind.adaptive() && self.continues(game) => match colour {
                Color::Black => self.black.extra,
                Color::White => -self.white.extra,
            },
            None => 0.0,
        };
        (black_gives != 0.0).then(|| game.komi_with_compensation() + black_gives)
    }

    /// Takes in a finished `genmove` search `result` for `colour` in `game`: its win rate
    /// moves `colour`'s adaptive extra komi, outside the linear schedule.
    pub fn record(&mut self, params: &Params, kind: DynamicKomi, game: &Game, colour: Color, result: &SearchResult) {
        if !self.continues(game) {
            self.clear();
        }
        self.size = game.size();
        self.moves = game.moves().to_vec();
        if !kind.adaptive() || self.linear(params, kind, game).is_some() || result.visits < params.win_rate_min_visits {
            return;
        }
        let side = match colour {
            Color::Black => &mut self.black,
            Color::White => &mut self.white,
        };
        side.record(params, result.win_rate, step(params, game.size()));
    }

    /// The linear extra komi of `kind` in `game`, while its schedule runs.
    fn linear(&self, params: &Params, kind: DynamicKomi, game: &Game) -> Option<f32> {
        kind.linear()
            .then(|| linear_extra(params, game.size(), game.handicap_count(), game.moves().len()))
            .flatten()
    }

    /// Whether `game` goes on from the moves of the last `genmove`.
    fn continues(&self, game: &Game) -> bool {
        game.size() == self.size && game.moves().starts_with(&self.moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::LazyLock;

    /// The default parameters.
    static P: LazyLock<Params> = LazyLock::new(Params::default);
    use crate::rules::Rules;
    use crate::score::Ownership;

    #[test]
    fn names_are_read_and_written_from_one_table() {
        for (name, kind) in NAMES {
            assert_eq!(DynamicKomi::parse(name), Some(*kind));
            assert_eq!(kind.name(), *name);
        }
        assert_eq!(DynamicKomi::parse("Linear"), None);
        assert_eq!(DynamicKomi::names(), "none, linear, adaptive or both");
        assert_eq!(DynamicKomi::names_by('/'), "none/linear/adaptive/both");
    }

    #[test]
    fn the_linear_extra_falls_from_7_points_a_stone_to_none_by_move_200() {
        assert_eq!(linear_extra(&P, 19, 4, 0), Some(28.0), "start");
        assert_eq!(linear_extra(&P, 19, 4, 100), Some(14.0), "middle");
        assert_eq!(linear_extra(&P, 19, 4, 150), Some(7.0));
        assert_eq!(linear_extra(&P, 19, 4, 199), Some(0.0), "rounded to whole points");
        assert_eq!(linear_extra(&P, 19, 4, 200), None, "end");
        assert_eq!(linear_extra(&P, 19, 4, 300), None);
        assert_eq!(linear_extra(&P, 19, 0, 0), None, "no handicap");
    }

    #[test]
    fn smaller_boards_run_the_schedule_in_proportion_to_their_points() {
        assert_eq!(linear_extra(&P, 9, 2, 0), Some(14.0));
        assert_eq!(linear_extra(&P, 9, 2, 22), Some(7.0), "half of 44.9 moves");
        assert_eq!(linear_extra(&P, 9, 2, 44), Some(0.0));
        assert_eq!(linear_extra(&P, 9, 2, 45), None);
        assert_eq!(linear_extra(&P, 13, 3, 47), Some(10.0), "half of 93.6 moves");
        assert_eq!(
            [step(&P, 9), step(&P, 13), step(&P, 19), step(&P, 5)],
            [1.0, 2.0, 4.0, 1.0]
        );
    }

    /// A new game on `size` with `komi` and `stones` handicap stones (0: an even game).
    fn handicap_game(size: usize, stones: usize, komi: f32) -> Game {
        let mut game = Game::new(size, Rules::chinese());
        game.set_komi(komi);
        if stones > 0 {
            game.place_fixed_handicap(stones).unwrap();
        }
        game
    }

    #[test]
    fn black_gives_the_linear_extra_whichever_colour_sente_plays() {
        let state = KomiState::default();
        let game = handicap_game(19, 4, 0.5);
        let real = game.komi_with_compensation();
        for colour in [Color::Black, Color::White] {
            assert_eq!(state.komi(&P, DynamicKomi::Both, &game, colour), Some(real + 28.0));
            assert_eq!(state.komi(&P, DynamicKomi::Linear, &game, colour), Some(real + 28.0));
            assert_eq!(state.komi(&P, DynamicKomi::Adaptive, &game, colour), None);
            assert_eq!(state.komi(&P, DynamicKomi::None, &game, colour), None);
        }
        let even = handicap_game(19, 0, 7.5);
        assert_eq!(
            state.komi(&P, DynamicKomi::Both, &even, Color::Black),
            None,
            "an even game"
        );
    }

    /// A genmove result with `win_rate` after `visits` visits.
    fn searched(win_rate: f64, visits: u32) -> SearchResult {
        SearchResult {
            decision: super::super::Decision::Pass,
            colour: Color::Black,
            win_rate,
            visits,
            playouts: visits as usize,
            seconds: 1.0,
            pv: Vec::new(),
            children: Vec::new(),
            ownership: Ownership::from_fn(9, |_| 0.0),
            virtual_komi: None,
            score_lead: 0.0,
            score_spread: 0.0,
            tree_nodes: 0,
        }
    }

    /// For each win rate, records a `genmove` search of `colour` in `game` with it, then
    /// has both colours pass; returns the virtual komi of `colour` after each.
    fn run(state: &mut KomiState, game: &mut Game, colour: Color, rates: &[f64]) -> Vec<Option<f32>> {
        rates
            .iter()
            .map(|&rate| {
                state.record(
                    &P,
                    DynamicKomi::Both,
                    game,
                    colour,
                    &searched(rate, P.win_rate_min_visits),
                );
                game.play(colour, None).unwrap();
                game.play(colour.opponent(), None).unwrap();
                state.komi(&P, DynamicKomi::Both, game, colour)
            })
            .collect()
    }

    #[test]
    fn adaptive_komi_rises_after_several_comfortable_wins_and_falls_back_under_a_ceiling() {
        let mut state = KomiState::default();
        let mut game = handicap_game(9, 0, 7.0);
        let k = |extra: f32| Some(7.0 + extra);
        let rates = [0.9, 0.9, 0.9, 0.95, 0.9, 0.82, 0.9, 0.9, 0.9, 0.9, 0.9];
        let rising = [
            None,
            None,
            k(1.0),
            k(2.0),
            k(3.0),
            k(3.0),
            k(3.0),
            k(3.0),
            k(4.0),
            k(5.0),
            k(6.0),
        ];
        assert_eq!(run(&mut state, &mut game, Color::Black, &rates), rising);
        assert_eq!(
            state.komi(&P, DynamicKomi::Both, &game, Color::White),
            None,
            "each colour its own"
        );
        assert_eq!(state.komi(&P, DynamicKomi::Adaptive, &game, Color::Black), k(6.0));
        assert_eq!(state.komi(&P, DynamicKomi::Linear, &game, Color::Black), None);
        let capped = [k(2.0), k(2.0), k(2.0), k(2.0), k(2.0)];
        assert_eq!(
            run(&mut state, &mut game, Color::Black, &[0.7, 0.9, 0.9, 0.9, 0.9]),
            capped
        );
        state.record(
            &P,
            DynamicKomi::Both,
            &game,
            Color::Black,
            &searched(0.1, P.win_rate_min_visits - 1),
        );
        assert_eq!(
            state.komi(&P, DynamicKomi::Both, &game, Color::Black),
            k(2.0),
            "too few visits"
        );
        let gone = [None, None, None, None];
        assert_eq!(run(&mut state, &mut game, Color::Black, &[0.45, 0.9, 0.9, 0.9]), gone);
    }

    #[test]
    fn white_gives_itself_komi_in_steps_of_4_points_on_19x19_until_the_game_is_close() {
        let mut state = KomiState::default();
        let mut game = handicap_game(19, 0, 7.5);
        let rising = [None, None, Some(3.5), Some(-0.5), None, None, None, None];
        let rates = [0.9, 0.9, 0.9, 0.9, 0.3, 0.9, 0.9, 0.9];
        assert_eq!(run(&mut state, &mut game, Color::White, &rates), rising);
    }

    #[test]
    fn a_new_game_starts_afresh() {
        let mut state = KomiState::default();
        let mut game = handicap_game(9, 0, 7.0);
        assert_eq!(run(&mut state, &mut game, Color::Black, &[0.9; 3])[2], Some(8.0));
        game.clear();
        assert_eq!(state.komi(&P, DynamicKomi::Both, &game, Color::Black), None);
        state.record(
            &P,
            DynamicKomi::Both,
            &game,
            Color::Black,
            &searched(0.9, P.win_rate_min_visits),
        );
        game.play(Color::Black, None).unwrap();
        assert_eq!(
            state.komi(&P, DynamicKomi::Both, &game, Color::Black),
            None,
            "one win so far"
        );
    }

    #[test]
    fn the_adaptive_komi_stands_still_while_the_linear_schedule_runs() {
        let mut state = KomiState::default();
        let mut game = handicap_game(9, 2, 0.5);
        let komis = run(&mut state, &mut game, Color::Black, &[0.9; 27]);
        let real = game.komi_with_compensation();
        assert_eq!(komis[0], Some(real + 13.0), "2 moves into 45");
        assert_eq!(komis[20], Some(real + 1.0), "42 moves in");
        let adaptive = [None, None, None, None, Some(real + 1.0), Some(real + 2.0)];
        assert_eq!(komis[21..], adaptive, "from move 45 on");
    }
}

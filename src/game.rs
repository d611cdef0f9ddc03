//! A game: the board, the rules, komi, handicap stones and the move history. It is the one
//! owner of "what has happened": it enforces superko against every earlier position and
//! takes moves back.

use crate::board::{Board, Color, Illegal, Point};
use crate::handicap::{self, InvalidHandicap};
use crate::rules::{KoRule, Rules};
use thiserror::Error;

/// A move that the game refused, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("illegal move: {reason}")]
pub struct IllegalMove {
    /// What rule the move breaks.
    pub reason: Illegal,
}

/// Why handicap stones could not be placed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum HandicapError {
    /// Stones or moves are already on the board.
    #[error("board not empty")]
    BoardNotEmpty,
    /// The number of stones does not fit the board.
    #[error(transparent)]
    Invalid(#[from] InvalidHandicap),
    /// A free placement named the same point twice, or too few or too many points.
    #[error("bad vertex list")]
    BadVertexList,
}

/// Why setup stones (an SGF `AB`/`AW` position) could not be placed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    /// Stones or moves are already on the board.
    #[error("board not empty")]
    BoardNotEmpty,
    /// A point was given twice, or a stone would have no liberties or capture another.
    #[error("setup stones must be on distinct points and every string must keep a liberty")]
    InvalidPosition,
}

/// One move of the game: a stone, or a pass when `point` is `None`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    /// Who moved.
    pub colour: Color,
    /// Where, or `None` for a pass.
    pub point: Option<Point>,
}

/// A game in progress; see the module documentation.
#[derive(Clone)]
pub struct Game {
    board: Board,
    rules: Rules,
    komi: f32,
    handicap: Vec<Point>,
    /// The handicap an SGF `HA` declared for a setup position ([`Game::declare_handicap`]).
    declared_handicap: usize,
    /// Stones placed as the initial position by [`Game::setup`].
    setup: Vec<(Color, Point)>,
    moves: Vec<Move>,
    /// The board hash of every position so far, the start included.
    hashes: Vec<u64>,
    /// The player to move in each of those positions.
    sides: Vec<Color>,
    /// Each of those positions as cell values, `size * size` bytes apiece.
    snapshots: Vec<u8>,
}

impl Game {
    /// A new game on an empty `size`x`size` board (1 to 25) with komi 0.
    pub fn new(size: usize, rules: Rules) -> Game {
        let mut game = Game {
            board: Board::new(size),
            rules,
            komi: 0.0,
            handicap: Vec::new(),
            declared_handicap: 0,
            setup: Vec::new(),
            moves: Vec::new(),
            hashes: Vec::new(),
            sides: Vec::new(),
            snapshots: Vec::new(),
        };
        game.record_position();
        game
    }

    /// The current position.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The rules in force.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Changes the rules; the moves already played stand.
    pub fn set_rules(&mut self, rules: Rules) {
        self.rules = rules;
    }

    /// The komi given to White.
    pub fn komi(&self) -> f32 {
        self.komi
    }

    /// Sets the komi.
    pub fn set_komi(&mut self, komi: f32) {
        self.komi = komi;
    }

    /// The handicap stones placed before the first move.
    pub fn handicap(&self) -> &[Point] {
        &self.handicap
    }

    /// The komi plus the points White receives for the handicap stones under the rules in
    /// force: the margin Black's area must beat.
    pub fn komi_with_compensation(&self) -> f32 {
        self.komi + self.rules.handicap_compensation(self.handicap_count())
    }

    /// How many handicap stones the game was played with: those of [`Game::handicap`], or
    /// the number declared for a setup position. Area rules compensate White for them.
    pub fn handicap_count(&self) -> usize {
        self.handicap.len().max(self.declared_handicap)
    }

    /// Records that the setup position started as a game of `stones` handicap stones (an
    /// SGF file that gives `HA` with a setup of its own, such as a finished position
    /// saved as `AB`/`AW`), so that the rules' compensation applies.
    pub fn declare_handicap(&mut self, stones: usize) {
        self.declared_handicap = stones;
    }

    /// The setup stones of the initial position (see [`Game::setup`]), in the order given.
    pub fn setup_stones(&self) -> &[(Color, Point)] {
        &self.setup
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The board's size.
    pub fn size(&self) -> usize {
        self.board.size()
    }

    /// Empties the board and forgets the moves and handicap; size, rules and komi stay.
    pub fn clear(&mut self) {
        *self = Game {
            komi: self.komi,
            ..Game::new(self.size(), self.rules)
        };
    }

    /// Places the fixed handicap of `stones` on an empty board; White moves next.
    pub fn place_fixed_handicap(&mut self, stones: usize) -> Result<Vec<Point>, HandicapError> {
        self.ensure_empty()?;
        let points = handicap::fixed_handicap_points(self.size(), stones)?;
        self.place_handicap(&points)?;
        Ok(points)
    }

    /// Places handicap stones on the given points of an empty board; White moves next
    /// (each stone is a Black move on the board, outside the game's move list).
    /// Fails with [`HandicapError::BadVertexList`] on a repeated point, fewer than two
    /// points, or so many that no empty point would be left.
    pub fn place_handicap(&mut self, points: &[Point]) -> Result<(), HandicapError> {
        self.ensure_empty()?;
        let mut unique = points.to_vec();
        unique.sort();
        unique.dedup();
        let area = self.size() * self.size();
        if unique.len() != points.len() || points.len() < 2 || points.len() >= area {
            return Err(HandicapError::BadVertexList);
        }
        for &p in points {
            self.board.play_unchecked(Color::Black, p);
        }
        self.handicap = points.to_vec();
        self.hashes.clear();
        self.sides.clear();
        self.snapshots.clear();
        self.record_position();
        Ok(())
    }

    /// Places `stones` as the initial position of an empty game, outside the move
    /// history (an SGF `AB`/`AW` setup), with `to_move` to play first. Undo never takes
    /// them back and superko compares against positions from here on. Fails, changing
    /// nothing, if the board is not empty, a point repeats, or a stone would be left
    /// without liberties or capture another (setup never captures).
    pub fn setup(&mut self, stones: &[(Color, Point)], to_move: Color) -> Result<(), SetupError> {
        self.ensure_empty().map_err(|_| SetupError::BoardNotEmpty)?;
        let mut board = self.board.clone();
        for &(colour, p) in stones {
            if board.color_at(p).is_some() {
                return Err(SetupError::InvalidPosition);
            }
            board.play_unchecked(colour, p);
        }
        let kept = stones.iter().all(|&(colour, p)| board.color_at(p) == Some(colour));
        if !kept {
            return Err(SetupError::InvalidPosition);
        }
        board.set_to_move(to_move);
        self.board = board;
        self.setup = stones.to_vec();
        self.hashes.clear();
        self.sides.clear();
        self.snapshots.clear();
        self.record_position();
        Ok(())
    }

    /// Gives the turn to `colour` without a move, as a game record does: its `PL`, or the
    /// colour of the move its replay stops before (records need not alternate). The
    /// current position is then remembered with `colour` to move, as situational superko
    /// compares it.
    pub fn set_to_move(&mut self, colour: Color) {
        self.board.set_to_move(colour);
        if let Some(side) = self.sides.last_mut() {
            *side = colour;
        }
    }

    fn ensure_empty(&self) -> Result<(), HandicapError> {
        if self.moves.is_empty()
            && self.handicap.is_empty()
            && self.setup.is_empty()
            && self.board.empty_points().len() == self.size() * self.size()
        {
            Ok(())
        } else {
            Err(HandicapError::BoardNotEmpty)
        }
    }

    /// Whether `colour` may play `point` (`None`: pass, always legal) under the rules.
    pub fn is_legal(&self, colour: Color, point: Option<Point>) -> bool {
        self.check(colour, point).is_ok()
    }

    /// Checks a move without playing it: occupation, ko, suicide per the rules, and
    /// superko against every earlier position (hash first, then a full comparison).
    pub fn check(&self, colour: Color, point: Option<Point>) -> Result<(), IllegalMove> {
        let Some(p) = point else {
            return Ok(());
        };
        self.board
            .check(colour, p, self.rules.suicide)
            .map_err(|reason| IllegalMove { reason })?;
        if self.rules.ko != KoRule::Simple && self.repeats_position(colour, p) {
            return Err(IllegalMove {
                reason: Illegal::Superko,
            });
        }
        Ok(())
    }

    /// Whether a stone of `colour` on `p` recreates an earlier position under the ko rule.
    fn repeats_position(&self, colour: Color, p: Point) -> bool {
        let hash = self.board.hash_after(colour, p);
        let next = colour.opponent();
        let situational = self.rules.ko == KoRule::Situational;
        let area = self.size() * self.size();
        let mut after: Option<Vec<u8>> = None;
        for (i, (&h, &side)) in self.hashes.iter().zip(&self.sides).enumerate() {
            if h != hash || (situational && side != next) {
                continue;
            }
            let position = after.get_or_insert_with(|| {
                let mut board = self.board.clone();
                board.play_unchecked(colour, p);
                board.snapshot().collect()
            });
            if position[..] == self.snapshots[i * area..(i + 1) * area] {
                return true;
            }
        }
        false
    }

    /// Every point `colour` may play now (passing is always legal and not listed).
    pub fn legal_moves(&self, colour: Color) -> Vec<Point> {
        let mut moves: Vec<Point> = self
            .board
            .empty_points()
            .iter()
            .map(|&p| Point::from_index(p as usize))
            .filter(|&p| self.is_legal(colour, Some(p)))
            .collect();
        moves.sort();
        moves
    }

    /// Plays a move for `colour` (`None`: pass) if it is legal; on error nothing changes.
    pub fn play(&mut self, colour: Color, point: Option<Point>) -> Result<(), IllegalMove> {
        self.check(colour, point)?;
        match point {
            Some(p) => self.board.play_unchecked(colour, p),
            None => self.board.pass(colour),
        }
        self.moves.push(Move { colour, point });
        self.record_position();
        Ok(())
    }

    /// Takes back the last move; false if no move has been played (handicap stays).
    pub fn undo(&mut self) -> bool {
        if self.moves.pop().is_none() {
            return false;
        }
        self.board.undo();
        self.hashes.pop();
        self.sides.pop();
        let area = self.size() * self.size();
        self.snapshots.truncate(self.snapshots.len() - area);
        true
    }

    fn record_position(&mut self) {
        self.hashes.push(self.board.hash());
        self.sides.push(self.board.to_move());
        self.snapshots.extend(self.board.snapshot());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::vertex;

    fn at(text: &str) -> Point {
        vertex::parse(5, text).expect("vertex").expect("not a pass")
    }

    #[test]
    fn setup_places_an_initial_position_that_undo_keeps() {
        let mut game = Game::new(5, Rules::chinese());
        let stones = [(Color::Black, at("C3")), (Color::White, at("D3"))];
        game.setup(&stones, Color::White).expect("valid setup");
        assert_eq!(game.board().color_at(at("C3")), Some(Color::Black));
        assert_eq!(game.board().to_move(), Color::White);
        assert_eq!(game.setup_stones(), &stones);
        game.play(Color::White, Some(at("B3"))).expect("legal");
        assert!(game.undo());
        assert!(!game.undo());
        assert_eq!(game.board().color_at(at("D3")), Some(Color::White));
        assert_eq!(game.setup(&stones, Color::Black), Err(SetupError::BoardNotEmpty));
        game.clear();
        assert!(game.setup_stones().is_empty());
    }

    #[test]
    fn situational_superko_sees_the_player_given_the_turn() {
        // A ko: Black's D3 takes C3; after two passes White's retake at C3 would bring
        // back the start with Black to move, the player the start was given.
        let mut game = Game::new(5, Rules::aga());
        let black = ["B3", "C4", "C2"].map(|v| (Color::Black, at(v)));
        let white = ["C3", "E3", "D4", "D2"].map(|v| (Color::White, at(v)));
        game.setup(&[black.as_slice(), white.as_slice()].concat(), Color::White)
            .expect("valid setup");
        game.set_to_move(Color::Black);
        assert_eq!(game.board().to_move(), Color::Black);
        game.play(Color::Black, Some(at("D3"))).expect("takes the ko");
        game.play(Color::White, None).expect("pass");
        game.play(Color::Black, None).expect("pass");
        assert_eq!(
            game.play(Color::White, Some(at("C3"))),
            Err(IllegalMove {
                reason: Illegal::Superko
            })
        );
    }

    #[test]
    fn setup_rejects_stones_without_liberties_and_changes_nothing() {
        let mut game = Game::new(5, Rules::chinese());
        let capture = [
            (Color::White, at("A1")),
            (Color::Black, at("A2")),
            (Color::Black, at("B1")),
        ];
        assert_eq!(game.setup(&capture, Color::Black), Err(SetupError::InvalidPosition));
        let twice = [(Color::White, at("A1")), (Color::Black, at("A1"))];
        assert_eq!(game.setup(&twice, Color::Black), Err(SetupError::InvalidPosition));
        assert_eq!(game.board().empty_points().len(), 25);
    }
}

//! sente's judgement of a position from its searches, shared by the GTP front end and the
//! terminal game: the dead stones, seki and score at the end of the game (from the
//! ownership estimate of a search of the same stones, or of a search made for it), and
//! when a generated move would only fill sente's own territory.

use crate::board::{Color, Point};
use crate::game::Game;
use crate::rules::Scoring;
use crate::score::{Judgement, Ownership};
use crate::search::{Decision, SearchResult, Searcher};
use std::sync::atomic::AtomicBool;

/// Playouts of the search behind a judgement when no search of the position is at hand.
pub const SCORING_PLAYOUTS: usize = 5_000;

/// The ownership estimate of a search and the stones it was made for (the board's size and
/// the hash of its stones: passes do not change them).
#[derive(Debug, Clone)]
pub struct Estimate {
    size: usize,
    hash: u64,
    ownership: Ownership,
}

impl Estimate {
    /// The ownership estimate of `result`, a search of `game`'s current position.
    pub fn of(game: &Game, result: &SearchResult) -> Estimate {
        Estimate {
            size: game.size(),
            hash: game.board().hash(),
            ownership: Ownership::from_rows(game.size(), &result.ownership),
        }
    }

    /// Whether the estimate was made for the stones of `game`'s current position.
    fn is_for(&self, game: &Game) -> bool {
        self.size == game.size() && self.hash == game.board().hash()
    }
}

/// The ownership estimate of `game`'s current position: `estimate` if it was made for
/// the same stones, else that of a new search of [`SCORING_PLAYOUTS`] playouts (fewer if
/// `stop` is set), which then replaces it.
pub fn ownership<'a>(
    game: &Game,
    estimate: &'a mut Option<Estimate>,
    searcher: &mut Searcher,
    stop: &AtomicBool,
) -> &'a Ownership {
    if !estimate.as_ref().is_some_and(|kept| kept.is_for(game)) {
        let result = searcher.evaluate(game, game.board().to_move(), SCORING_PLAYOUTS, stop);
        *estimate = Some(Estimate::of(game, &result));
    }
    &estimate.as_ref().expect("just estimated").ownership
}

/// The judgement of `game`'s current position from its [`ownership`] estimate.
pub fn judge(game: &Game, estimate: &mut Option<Estimate>, searcher: &mut Searcher, stop: &AtomicBool) -> Judgement {
    Judgement::new(game, ownership(game, estimate, searcher, stop))
}

/// The move `genmove` plays after the search `result` for `colour`: the search's, but a
/// pass instead of a move that fills `colour`'s own territory under territory scoring,
/// one that captures nothing on a point the judgement of the search's ownership estimate
/// gives to `colour`.
pub fn choose(game: &Game, colour: Color, result: &SearchResult) -> Decision {
    match result.decision {
        Decision::Play(p) if fills_own_territory(game, colour, result, p) => Decision::Pass,
        decision => decision,
    }
}

/// Whether, under territory scoring, `p` is `colour`'s territory by the judgement of the
/// search's ownership estimate (an empty point in a region that only `colour`'s living
/// stones surround, dead stones taken off) and the move captures nothing. Such a move
/// changes nothing but the count, which it lowers by one point: even taking off dead
/// stones costs the points the capturing stones fill, and if the opponent ever plays
/// inside, there is time to answer.
fn fills_own_territory(game: &Game, colour: Color, result: &SearchResult, p: Point) -> bool {
    let board = game.board();
    if game.rules().scoring != Scoring::Territory || board.is_capture(colour, p) {
        return false;
    }
    let ownership = Ownership::from_rows(board.size(), &result.ownership);
    let judgement = Judgement::new(game, &ownership);
    judgement.territory(board, colour, Scoring::Territory).contains(&p)
}

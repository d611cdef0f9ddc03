//! Tree reuse: the tree of the last search, kept with the position it was for, and taken
//! up again by the next search when the game went on along the tree's moves.

use super::arena::{Tree, ROOT};
use super::node::PASS;
use crate::board::{Color, Point};
use crate::game::{Game, Move};
use crate::rules::Rules;

/// The tree of the last search and the position it was for.
pub struct KeptTree {
    tree: Tree,
    moves: Vec<Move>,
    handicap: Vec<Point>,
    handicap_count: usize,
    setup: Vec<(Color, Point)>,
    rules: Rules,
    size: usize,
    komi: f32,
    /// The komi its playouts were valued against (a dynamic komi, or the game's).
    valued_at: f32,
    colour: Color,
    /// Whether the root's moves were cut to the book's: such a root is not searched
    /// again as a root (an analysis of it would see one move), only its subtrees.
    book_root: bool,
}

impl KeptTree {
    /// Keeps `tree`, searched from `game` with `colour` to move, its playouts valued
    /// against `valued_at`; `book_root` says whether the root's moves were cut to the
    /// opening book's.
    pub fn new(tree: Tree, game: &Game, colour: Color, valued_at: f32, book_root: bool) -> KeptTree {
        KeptTree {
            tree,
            moves: game.moves().to_vec(),
            handicap: game.handicap().to_vec(),
            handicap_count: game.handicap_count(),
            setup: game.setup_stones().to_vec(),
            rules: game.rules(),
            size: game.size(),
            komi: game.komi(),
            valued_at,
            colour,
            book_root,
        }
    }

    /// The kept tree, as it was left: for tests of its invariants.
    #[cfg(test)]
    pub fn tree(&self) -> &Tree {
        &self.tree
    }

    /// The kept tree re-rooted at `game`'s position with `colour` to move, if the game
    /// went on from the kept position along moves of the tree (same start: size, rules,
    /// komi, handicap and setup stones) and the next search values its playouts against
    /// a komi within `tolerance` of `valued_at`'s; otherwise `None`, and a fresh tree is
    /// needed.
    pub fn reuse(self, game: &Game, colour: Color, valued_at: f32, tolerance: f32) -> Option<Tree> {
        if self.size != game.size()
            || self.komi != game.komi()
            || (self.valued_at - valued_at).abs() > tolerance
            || self.rules != game.rules()
            || self.handicap != game.handicap()
            || self.handicap_count != game.handicap_count()
            || self.setup != game.setup_stones()
            || !game.moves().starts_with(&self.moves)
        {
            return None;
        }
        let mut at = ROOT;
        let mut to_move = self.colour;
        for m in &game.moves()[self.moves.len()..] {
            let mv = m.point.map_or(PASS, |p| p.index() as u16);
            match self.tree.child_with_move(self.tree.node(at), mv) {
                Some(child) if m.colour == to_move => at = child,
                _ => return None,
            }
            to_move = to_move.opponent();
        }
        match (to_move == colour, at == ROOT) {
            (false, _) => None,
            (true, true) if self.book_root => None,
            (true, true) => Some(self.tree),
            (true, false) => Some(self.tree.subtree(at)),
        }
    }
}

//! One search worker: playouts from the root, down the tree by urgency, on to the end of
//! the game by the playout policy, and the result back up the path.
//!
//! Each worker owns its scratch board, its random generator (Xoshiro256++, seeded from the
//! search seed and the worker's index, so a one-thread search with a seed is reproducible)
//! and its buffers; it shares only the tree and a few counters.

use super::arena::{Padded, Tree, ROOT};
use super::node::{Prior, Probability, PASS};
use super::value::{self, Valuation};
use crate::board::{Board, Color, Point, MAX_POINTS};
use crate::search::knowledge::priors;
use crate::search::params::Params;
use crate::search::playout::full::{full_playout, Policy};
use crate::search::playout::light::area_owner;
use crate::search::tactics::ladder::Reader;
use rand_xoshiro::rand_core::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicI64, AtomicU32, AtomicU64, AtomicUsize, Ordering::*};

/// A worker adds its ownership counts and its AMAF results for the root's children to the
/// shared ones every this many playouts: the root's children are the nodes every worker
/// updates on every playout, and batching their AMAF updates spares most of the cache
/// traffic between cores, at the price of root AMAF statistics a few playouts late.
const FLUSH_EVERY: u32 = 16;

/// What the workers of one search share.
pub struct Shared<'a> {
    /// The tree.
    pub tree: &'a Tree,
    /// The weight of the learned prior
    /// ([`Params::prior_weight`]; 0 in the
    /// judgement's searches, which follow no learned guidance).
    pub learned: f32,
    /// The tunables: when to expand a leaf, the virtual loss, the exploration, the RAVE
    /// equivalence, the priors and the playout policy.
    pub params: &'a Params,
    /// The root position, with the player to move set.
    pub root: &'a Board,
    /// What a finished playout is worth.
    pub valuation: Valuation,
    /// The caller's stop request.
    pub stop: &'a AtomicBool,
    /// The controller's stop (time up, or the best move is settled).
    pub halt: AtomicBool,
    /// The most playouts to start, if limited.
    pub limit: Option<usize>,
    /// Playouts started, counted only under a limit (on a cache line of its own: every
    /// worker writes it).
    pub started: Padded<AtomicUsize>,
    /// Root visits before this search (reused ones): the root's visits minus these are
    /// the playouts finished.
    pub reused_visits: u32,
    /// Workers still running.
    pub running: AtomicUsize,
    /// How many of the pool's workers search: the first ones by index; the others return
    /// at once. One makes a search repeat exactly for the same seed.
    pub workers: usize,
    /// Sum of the area owner (+1 Black, -1 White) of each array index over the playouts
    /// counted in `owned`.
    pub ownership: Vec<AtomicI32>,
    /// Playouts counted in `ownership`.
    pub owned: AtomicUsize,
    /// Sum of the squared area margins (before komi) of the playouts counted in
    /// `ownership`: with the mean margin, their spread.
    pub margin_squares: AtomicU64,
    /// Per child of the root, in the root's order, the area margins (before komi) of the
    /// playouts through it counted in `ownership`: each move's own score.
    pub child_margins: Vec<Margins>,
    /// The search seed.
    pub seed: u64,
}

/// The sum of the area margins (Black's, before komi) of some playouts, and their count.
#[derive(Debug, Default)]
pub struct Margins {
    sum: AtomicI64,
    playouts: AtomicU32,
}

impl Margins {
    /// The mean margin, or `None` before the first playout.
    pub fn mean(&self) -> Option<f32> {
        let playouts = self.playouts.load(Relaxed);
        (playouts > 0).then(|| self.sum.load(Relaxed) as f32 / playouts as f32)
    }

    /// Adds `playouts` playouts whose margins sum to `sum`.
    fn add(&self, sum: i64, playouts: u32) {
        self.sum.fetch_add(sum, Relaxed);
        self.playouts.fetch_add(playouts, Relaxed);
    }
}

impl Shared<'_> {
    fn should_stop(&self) -> bool {
        self.halt.load(Relaxed) || self.stop.load(Relaxed)
    }

    /// Playouts finished so far.
    pub fn playouts(&self) -> usize {
        (self.tree.root().stats().visits - self.reused_visits) as usize
    }
}

/// Runs worker `index` until the search is stopped or its playouts are used up.
pub fn run(shared: &Shared, index: usize) {
    if index >= shared.workers {
        shared.running.fetch_sub(1, Release);
        return;
    }
    let mut worker = Worker {
        board: Board::new(shared.root.size()),
        rng: Xoshiro256PlusPlus::seed_from_u64(shared.seed.wrapping_add(0x9E37_79B9 * index as u64)),
        amaf: [0; MAX_POINTS],
        path: Vec::with_capacity(64),
        children: Vec::with_capacity(MAX_POINTS),
        scratch: priors::Scratch::new(shared.root.size()),
        reader: Reader::for_playouts(),
        policy: Policy::new(shared.params),
        owned: vec![0; MAX_POINTS],
        root_rave: vec![0; shared.tree.children(shared.tree.root()).len()],
        root_margins: vec![(0, 0); shared.child_margins.len()],
        first_root_child: shared.tree.root().child_range().start,
        margin_squares: 0,
        pending: 0,
        descent_placed: 0,
        descent_points: vec![false; MAX_POINTS],
    };
    while !shared.should_stop() {
        if let Some(limit) = shared.limit {
            if shared.started.fetch_add(1, Relaxed) >= limit {
                break;
            }
        }
        worker.playout(shared);
    }
    worker.flush(shared);
    shared.running.fetch_sub(1, Release);
}

struct Worker {
    board: Board,
    rng: Xoshiro256PlusPlus,
    amaf: [u8; MAX_POINTS],
    path: Vec<usize>,
    children: Vec<(u16, Prior, Probability)>,
    scratch: priors::Scratch,
    /// The playout policy's ladder reader.
    reader: Reader,
    /// The playout policy's probabilities.
    policy: Policy,
    owned: Vec<i32>,
    /// AMAF results for the root's children not yet shared, packed as in the nodes.
    root_rave: Vec<u64>,
    /// Per child of the root, the sum and count of the area margins not yet shared.
    root_margins: Vec<(i64, u32)>,
    /// The arena index of the root's first child.
    first_root_child: usize,
    /// Squared area margins not yet shared.
    margin_squares: u64,
    /// Playouts whose ownership, root AMAF results and margins are not yet shared.
    pending: u32,
    /// The stones this playout's descent of the tree placed, Black's less White's.
    descent_placed: i32,
    /// Per array index, whether this playout's descent placed a stone there.
    descent_points: Vec<bool>,
}

impl Worker {
    /// One playout: descend, expand, play out, score, back up.
    fn playout(&mut self, shared: &Shared) {
        let tree = shared.tree;
        self.board.copy_position_from(shared.root);
        self.amaf.fill(0);
        self.path.clear();
        self.descent_placed = 0;
        let mut at = ROOT;
        self.path.push(at);
        while self.board.consecutive_passes() < 2 {
            let node = tree.node(at);
            if !node.is_expanded() {
                if node.stats().visits < shared.params.expand_visits || tree.is_full() {
                    break;
                }
                let colour = self.board.to_move();
                priors::children(
                    shared.params,
                    &self.board,
                    colour,
                    |_| true,
                    shared.learned,
                    &mut self.scratch,
                    &mut self.children,
                );
                if !tree.expand(at, &self.children) {
                    break;
                }
            }
            at = tree.select(node, shared.params.rave_equivalence, shared.params.exploration);
            let child = tree.node(at);
            child.add_virtual_loss(shared.params.virtual_loss);
            self.path.push(at);
            let colour = self.board.to_move();
            match child.mv() {
                PASS => self.board.pass(colour),
                mv => {
                    let mark = &mut self.amaf[mv as usize];
                    if *mark == 0 {
                        *mark = colour as u8;
                    }
                    self.board.play_unchecked(colour, Point::from_index(mv as usize));
                    self.descent_placed += colour.from_black(1.0) as i32;
                    self.descent_points[mv as usize] = true;
                }
            }
        }
        if self.board.consecutive_passes() >= 2 {
            // Two passes in the tree end the game, but the board is not yet counted:
            // dead stones are still on it and an empty point that touches no stone
            // belongs to no one by `area_owner`. The random part plays the position out,
            // as players settle a disputed count by playing it out: a big territory
            // counts whole, and a pass that ends a won game is worth a win.
            self.board.restart_passes();
        }
        full_playout(
            &mut self.board,
            &self.policy,
            &mut self.reader,
            &mut self.rng,
            &mut self.amaf,
        );
        let score = self.score_and_own();
        if let Some(&child) = self.path.get(1) {
            let (sum, playouts) = &mut self.root_margins[child - self.first_root_child];
            *sum += score as i64;
            *playouts += 1;
        }
        let descent = value::Descent {
            placed: self.descent_placed,
            points: &self.descent_points,
        };
        let count = shared.valuation.count(score, shared.root, &self.board, &descent);
        for &at in &self.path[1..] {
            let mv = tree.node(at).mv();
            if mv != PASS {
                self.descent_points[mv as usize] = false;
            }
        }
        let black = value::half_wins(shared.valuation.black_value(count), &mut self.rng);
        self.back_up(tree, shared.root.to_move(), black, shared.params.virtual_loss);
        self.pending += 1;
        if self.pending == FLUSH_EVERY {
            self.flush(shared);
        }
    }

    /// The area score of the finished board; counts each point's owner for ownership,
    /// and the squared score for the spread.
    fn score_and_own(&mut self) -> i32 {
        let stride = self.board.stride();
        let size = self.board.size();
        let mut score = 0;
        for p in stride + 1..=size * stride + size {
            let owner = area_owner(&self.board, p);
            score += owner;
            self.owned[p] += owner;
        }
        self.margin_squares += (score * score) as u64;
        score
    }

    /// Adds the pending ownership counts, root AMAF results and root children's margins
    /// to the shared ones.
    fn flush(&mut self, shared: &Shared) {
        if self.pending == 0 {
            return;
        }
        for (total, own) in shared.ownership.iter().zip(&mut self.owned) {
            if *own != 0 {
                total.fetch_add(*own, Relaxed);
                *own = 0;
            }
        }
        let children = shared.tree.children(shared.tree.root());
        for (child, rave) in children.iter().zip(&mut self.root_rave) {
            if *rave != 0 {
                child.add_rave(*rave);
                *rave = 0;
            }
        }
        for (margins, pending) in shared.child_margins.iter().zip(&mut self.root_margins) {
            if pending.1 != 0 {
                margins.add(pending.0, pending.1);
                *pending = (0, 0);
            }
        }
        shared.margin_squares.fetch_add(self.margin_squares, Relaxed);
        shared.owned.fetch_add(self.pending as usize, Relaxed);
        self.margin_squares = 0;
        self.pending = 0;
    }

    /// Records the result (`black`: Black's half-wins, 0 to 2) on every node of the path
    /// for the player who moved into it, takes the `virtual_loss` back (the root has none:
    /// nothing chooses between roots), and gives each child of a path node the AMAF
    /// result if its move was played first, later in the playout, by the player to move
    /// at that node (for the root's children, into `root_rave` until the next flush).
    fn back_up(&mut self, tree: &Tree, root_colour: Color, black: u64, virtual_loss: u16) {
        let half_wins = |colour: Color| colour.share(black, 2);
        let mut to_move = root_colour;
        for &at in &self.path {
            let node = tree.node(at);
            node.record(half_wins(to_move.opponent()));
            let mark = to_move as u8;
            let rave = half_wins(to_move);
            let children = tree.children(node);
            if at == ROOT {
                for (child, pending) in children.iter().zip(&mut self.root_rave) {
                    let mv = child.mv() as usize;
                    if mv != PASS as usize && self.amaf[mv] == mark {
                        *pending += 1 << 32 | rave;
                    }
                }
            } else {
                node.remove_virtual_loss(virtual_loss);
                for child in children {
                    let mv = child.mv() as usize;
                    if mv != PASS as usize && self.amaf[mv] == mark {
                        child.record_rave(rave);
                    }
                }
            }
            to_move = to_move.opponent();
        }
    }
}

//! One node of the search tree: the move that leads to it and its statistics, all in
//! atomics so that every worker reads and updates nodes without locks.
//!
//! Results are counted in half points (2 a win, 1 a draw, 0 a loss) for the player who
//! made the node's move. Visits and half-wins share one 64-bit word, so one `fetch_add`
//! records a result and a reader never sees one without the other; the AMAF (RAVE)
//! statistics and the prior are packed the same way, and so are the expansion state and
//! the child count. A node takes 32 bytes, so that two share a cache line and a scan of
//! the children reads as few lines as it can.

use crate::board::MAX_POINTS;
use std::sync::atomic::{AtomicU16, AtomicU32, AtomicU64, Ordering::*};

/// The move of a pass node.
pub const PASS: u16 = 0;

/// Expansion states, in the top bits of a node's shape above its child count: a leaf, a
/// leaf one worker is expanding, a node with children.
const LEAF: u16 = 0;
const EXPANDING: u16 = 1 << 14;
const EXPANDED: u16 = 2 << 14;
/// The bits of a node's shape that hold its child count.
const CHILD_COUNT: u16 = EXPANDING - 1;
const _: () = assert!(MAX_POINTS < CHILD_COUNT as usize, "a child per point and a pass fit");

/// Visits and wins of a node, read together.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stats {
    /// Playouts through the node.
    pub visits: u32,
    /// Wins among them for the player who made the node's move (a draw is half a win).
    pub wins: f32,
}

impl Stats {
    fn unpack(word: u64) -> Stats {
        Stats {
            visits: (word >> 32) as u32,
            wins: (word as u32) as f32 / 2.0,
        }
    }

    /// Wins over visits, or `None` before the first visit.
    pub fn win_rate(self) -> Option<f32> {
        (self.visits > 0).then(|| self.wins / self.visits as f32)
    }
}

/// Prior knowledge of a move, as virtual visits and wins that start its statistics.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Prior {
    /// Virtual visits: how much the prior weighs.
    pub visits: u16,
    /// Virtual wins among them: what the prior thinks of the move.
    pub wins: u16,
}

impl Prior {
    /// Wins over visits.
    pub fn win_rate(self) -> f32 {
        self.wins as f32 / self.visits as f32
    }
}

/// A move's learned probability (the share of its strength among the moves of its
/// position), in fixed point: `u16::MAX` is 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Probability(u16);

impl Probability {
    /// The probability nearest `share`, clamped to 0-1 (0 for NaN). Rounds by adding a
    /// half and truncating, as the cast saturates: `f32::round` is a library call, and
    /// every new node comes through here.
    pub fn from_share(share: f32) -> Probability {
        Probability((share * u16::MAX as f32 + 0.5) as u16)
    }

    /// The probability as a fraction 0-1.
    pub fn share(self) -> f32 {
        self.0 as f32 / u16::MAX as f32
    }
}

/// A node; an all-zero node is a fresh, unexpanded pass leaf (the arena relies on it).
#[derive(Debug, Default)]
pub struct Node {
    stats: AtomicU64,
    rave: AtomicU64,
    prior: AtomicU32,
    first_child: AtomicU32,
    virtual_loss: AtomicU16,
    /// The expansion state and, once expanded, the child count.
    shape: AtomicU16,
    mv: AtomicU16,
    probability: AtomicU16,
}

const _: () = assert!(std::mem::size_of::<Node>() == 32);

impl Node {
    /// Sets a fresh child's move, prior and learned probability; the expanding worker
    /// calls it before it publishes the children with [`Node::publish_children`].
    pub fn init(&self, mv: u16, prior: Prior, probability: Probability) {
        self.mv.store(mv, Relaxed);
        self.prior
            .store((prior.visits as u32) << 16 | prior.wins as u32, Relaxed);
        self.probability.store(probability.0, Relaxed);
    }

    /// Copies `other`'s move, prior, probability and statistics (not its children) into
    /// this node.
    pub fn copy_from(&self, other: &Node) {
        self.mv.store(other.mv.load(Relaxed), Relaxed);
        self.prior.store(other.prior.load(Relaxed), Relaxed);
        self.probability.store(other.probability.load(Relaxed), Relaxed);
        self.stats.store(other.stats.load(Relaxed), Relaxed);
        self.rave.store(other.rave.load(Relaxed), Relaxed);
    }

    /// The move leading here: a point's array index, or [`PASS`].
    #[inline(always)]
    pub fn mv(&self) -> u16 {
        self.mv.load(Relaxed)
    }

    /// The prior's virtual visits and wins.
    #[inline(always)]
    pub fn prior(&self) -> Prior {
        let word = self.prior.load(Relaxed);
        Prior {
            visits: (word >> 16) as u16,
            wins: word as u16,
        }
    }

    /// The learned probability of the move.
    pub fn probability(&self) -> Probability {
        Probability(self.probability.load(Relaxed))
    }

    /// Real visits and wins.
    #[inline(always)]
    pub fn stats(&self) -> Stats {
        Stats::unpack(self.stats.load(Relaxed))
    }

    /// AMAF visits and wins: playouts in which the mover played this point first, later.
    #[inline(always)]
    pub fn rave(&self) -> Stats {
        Stats::unpack(self.rave.load(Relaxed))
    }

    /// Records a playout through this node: `half_wins` is 2 (win), 1 (draw) or 0.
    #[inline(always)]
    pub fn record(&self, half_wins: u64) {
        self.stats.fetch_add(1 << 32 | half_wins, Relaxed);
    }

    /// Records an AMAF result, as [`Node::record`].
    #[inline(always)]
    pub fn record_rave(&self, half_wins: u64) {
        self.add_rave(1 << 32 | half_wins);
    }

    /// Adds AMAF results packed as the statistics are: visits in the high 32 bits,
    /// half-wins in the low.
    #[inline(always)]
    pub fn add_rave(&self, packed: u64) {
        self.rave.fetch_add(packed, Relaxed);
    }

    /// Marks a worker's descent through this node: until [`Node::remove_virtual_loss`],
    /// the node counts `losses` more visits with no win, so other workers spread out.
    #[inline(always)]
    pub fn add_virtual_loss(&self, losses: u16) {
        self.virtual_loss.fetch_add(losses, Relaxed);
    }

    /// Takes back the `losses` of one [`Node::add_virtual_loss`].
    #[inline(always)]
    pub fn remove_virtual_loss(&self, losses: u16) {
        self.virtual_loss.fetch_sub(losses, Relaxed);
    }

    /// Descents in progress through this node.
    #[cfg(test)]
    pub fn virtual_loss(&self) -> u16 {
        self.virtual_loss.load(Relaxed)
    }

    /// How urgent it is to visit this node, for its parent's player: Michi's blend of
    /// the win rate (prior included, virtual losses counted as losses) and the AMAF win
    /// rate, which weighs most while the node has few real visits compared with
    /// `rave_equivalence` (the parameter of that name).
    #[inline(always)]
    pub fn urgency(&self, rave_equivalence: f32) -> f32 {
        let stats = self.stats();
        let prior = self.prior();
        let visits = stats.visits as f32 + self.virtual_loss.load(Relaxed) as f32 + prior.visits as f32;
        let expectation = (stats.wins + prior.wins as f32) / visits;
        let rave = self.rave();
        if rave.visits == 0 {
            return expectation;
        }
        let av = rave.visits as f32;
        let beta = av / (av + visits + visits * av / rave_equivalence);
        beta * (rave.wins / av) + (1.0 - beta) * expectation
    }

    /// Whether the children are published.
    #[inline(always)]
    pub fn is_expanded(&self) -> bool {
        self.shape.load(Acquire) >= EXPANDED
    }

    /// Claims the right to expand this leaf; false if another worker has it or did it.
    pub fn try_claim_expansion(&self) -> bool {
        self.shape.compare_exchange(LEAF, EXPANDING, Acquire, Relaxed).is_ok()
    }

    /// Gives a claimed expansion back (the arena was full): the node stays a leaf.
    pub fn release_expansion(&self) {
        self.shape.store(LEAF, Release);
    }

    /// Publishes `count` (at most [`MAX_POINTS`]) initialised children from arena index
    /// `first`.
    pub fn publish_children(&self, first: u32, count: u16) {
        debug_assert!(count <= CHILD_COUNT, "{count} children");
        self.first_child.store(first, Relaxed);
        self.shape.store(EXPANDED | count, Release);
    }

    /// The arena range of the children (empty unless expanded).
    #[inline(always)]
    pub fn child_range(&self) -> std::ops::Range<usize> {
        let shape = self.shape.load(Acquire);
        if shape < EXPANDED {
            return 0..0;
        }
        let first = self.first_child.load(Relaxed) as usize;
        first..first + (shape & CHILD_COUNT) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statistics_pack_visits_and_half_wins() {
        let node = Node::default();
        node.init(42, Prior { visits: 10, wins: 5 }, Probability::from_share(0.25));
        node.record(2);
        node.record(1);
        node.record(0);
        assert_eq!(node.stats(), Stats { visits: 3, wins: 1.5 });
        assert_eq!(node.mv(), 42);
        assert_eq!(node.prior(), Prior { visits: 10, wins: 5 });
        assert!((node.probability().share() - 0.25).abs() < 1e-4);
        assert!((node.urgency(3500.0) - 6.5 / 13.0).abs() < 1e-6);
        node.add_virtual_loss(1);
        assert!(node.urgency(3500.0) < 6.5 / 13.0);
        node.remove_virtual_loss(1);
        assert_eq!(node.virtual_loss(), 0);
    }

    #[test]
    fn a_smaller_equivalence_trusts_a_node_s_own_results_sooner() {
        // 200 real visits won 20% of the time, 2,000 AMAF results won 80%: the default
        // equivalence (1000) leans further toward the node's own 20% than Michi's 3500.
        let node = Node::default();
        node.init(42, Prior { visits: 0, wins: 0 }, Probability::from_share(0.1));
        for i in 0..200 {
            node.record(if i % 5 == 0 { 2 } else { 0 });
        }
        for i in 0..2000 {
            node.record_rave(if i % 5 == 0 { 0 } else { 2 });
        }
        let params = crate::search::params::Params::default();
        let (default, michi) = (node.urgency(params.rave_equivalence), node.urgency(3500.0));
        assert!(0.2 < default && default < michi && michi < 0.8, "{default} {michi}");
    }

    #[test]
    fn the_shape_holds_the_expansion_state_and_the_child_count() {
        let node = Node::default();
        assert_eq!(node.child_range(), 0..0);
        assert!(node.try_claim_expansion());
        assert!(!node.try_claim_expansion(), "claimed once");
        assert!(!node.is_expanded());
        node.publish_children(7, MAX_POINTS as u16);
        assert!(node.is_expanded());
        assert_eq!(node.child_range(), 7..7 + MAX_POINTS);
        assert!(!node.try_claim_expansion(), "expanded already");
    }
}

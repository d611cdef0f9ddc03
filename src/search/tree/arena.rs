//! The search tree: nodes in one preallocated arena, children of a node side by side.
//!
//! Expansion needs no global lock: a worker claims a leaf with a compare-and-swap on the
//! leaf, takes a block of arena slots with one `fetch_add`, fills it, and publishes it with
//! a release store ([`Node::publish_children`]). The arena never grows: when it is full,
//! leaves stay leaves and the search goes on, its playouts starting at those leaves. A
//! fresh arena costs nothing until touched: the memory comes zeroed from the system, and
//! an all-zero [`Node`] is an empty leaf.

use super::node::{Node, Prior, Probability};
use std::alloc::{alloc_zeroed, handle_alloc_error, Layout};
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::*};

/// The arena index of the root.
pub const ROOT: usize = 0;

/// An arena of nodes with the root at [`ROOT`].
pub struct Tree {
    nodes: Box<[Node]>,
    /// Slots handed out (may run past the end once full); apart from `nodes`, which every
    /// node access reads, so that expansions do not evict it from other cores' caches.
    used: Padded<AtomicUsize>,
    full: AtomicBool,
}

/// A value alone on its cache line (two 64-byte lines, as adjacent-line prefetchers pair
/// them): for counters that several threads write.
#[repr(align(128))]
#[derive(Debug, Default)]
pub struct Padded<T>(pub T);

impl<T> std::ops::Deref for Padded<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl Tree {
    /// An empty tree (a root leaf) that holds at most `max_bytes` of nodes, and never less
    /// than one full expansion of a root.
    pub fn new(max_bytes: usize) -> Tree {
        let capacity = (max_bytes / std::mem::size_of::<Node>()).max(2 + crate::board::MAX_POINTS);
        Tree {
            nodes: zeroed_nodes(capacity),
            used: Padded(AtomicUsize::new(1)),
            full: AtomicBool::new(false),
        }
    }

    /// The node at arena index `i`.
    #[inline(always)]
    pub fn node(&self, i: usize) -> &Node {
        &self.nodes[i]
    }

    /// The root.
    pub fn root(&self) -> &Node {
        &self.nodes[ROOT]
    }

    /// The children of `node`, empty unless it is expanded.
    #[inline(always)]
    pub fn children(&self, node: &Node) -> &[Node] {
        &self.nodes[node.child_range()]
    }

    /// Nodes in use.
    pub fn node_count(&self) -> usize {
        self.used.load(Relaxed).min(self.nodes.len())
    }

    /// Whether an expansion has failed for want of room.
    pub fn is_full(&self) -> bool {
        self.full.load(Relaxed)
    }

    /// Expands the leaf `node` (at index `at`) with `children` (each a move, its prior and
    /// its learned probability), unless another worker is expanding it or the arena is
    /// full; true if it now has children.
    pub fn expand(&self, at: usize, children: &[(u16, Prior, Probability)]) -> bool {
        let node = &self.nodes[at];
        if self.is_full() || !node.try_claim_expansion() {
            return node.is_expanded();
        }
        let first = self.used.fetch_add(children.len(), Relaxed);
        if first + children.len() > self.nodes.len() {
            self.full.store(true, Relaxed);
            node.release_expansion();
            return false;
        }
        for (slot, &(mv, prior, probability)) in self.nodes[first..].iter().zip(children) {
            slot.init(mv, prior, probability);
        }
        node.publish_children(first as u32, children.len() as u16);
        true
    }

    /// The index of the child of `node` with the highest urgency at `rave_equivalence`
    /// (the node is expanded), plus, with an `exploration` above 0, UCB1's term
    /// `exploration * sqrt(ln(parent visits) / (child visits + 1))`.
    #[inline]
    pub fn select(&self, node: &Node, rave_equivalence: f32, exploration: f32) -> usize {
        if exploration > 0.0 {
            return self.select_exploring(node, rave_equivalence, exploration);
        }
        let range = node.child_range();
        let mut best = range.start;
        let mut best_urgency = f32::NEG_INFINITY;
        for i in range {
            let urgency = self.nodes[i].urgency(rave_equivalence);
            if urgency > best_urgency {
                best_urgency = urgency;
                best = i;
            }
        }
        best
    }

    /// [`Tree::select`] with UCB1's exploration term.
    fn select_exploring(&self, node: &Node, rave_equivalence: f32, exploration: f32) -> usize {
        let log_visits = ((node.stats().visits + 1) as f32).ln();
        let range = node.child_range();
        let mut best = range.start;
        let mut best_urgency = f32::NEG_INFINITY;
        for i in range {
            let child = &self.nodes[i];
            let bonus = exploration * (log_visits / (child.stats().visits + 1) as f32).sqrt();
            let urgency = child.urgency(rave_equivalence) + bonus;
            if urgency > best_urgency {
                best_urgency = urgency;
                best = i;
            }
        }
        best
    }

    /// The index of the child of `node` that plays `mv`, if expanded and present.
    pub fn child_with_move(&self, node: &Node, mv: u16) -> Option<usize> {
        node.child_range().find(|&i| self.nodes[i].mv() == mv)
    }

    /// A new tree of the same capacity whose root is a copy of the subtree at `at`, nodes
    /// copied breadth first (statistics, priors and moves; no virtual losses) up to a
    /// quarter of the capacity: deeper nodes that do not fit stay leaves with their
    /// statistics, so that a huge tree costs a bounded time to keep and leaves room to grow.
    pub fn subtree(&self, at: usize) -> Tree {
        let tree = Tree {
            nodes: zeroed_nodes(self.nodes.len()),
            used: Padded(AtomicUsize::new(1)),
            full: AtomicBool::new(false),
        };
        let budget = self.nodes.len() / 4;
        tree.nodes[ROOT].copy_from(&self.nodes[at]);
        let mut queue = VecDeque::from([(at, ROOT)]);
        while let Some((old, new)) = queue.pop_front() {
            let range = self.nodes[old].child_range();
            let first = tree.used.load(Relaxed);
            if range.is_empty() || first + range.len() > budget {
                continue;
            }
            tree.used.store(first + range.len(), Relaxed);
            for (k, i) in range.clone().enumerate() {
                tree.nodes[first + k].copy_from(&self.nodes[i]);
                queue.push_back((i, first + k));
            }
            tree.nodes[new].publish_children(first as u32, range.len() as u16);
        }
        tree
    }
}

/// `n` (at least 1) all-zero nodes, straight from the allocator.
fn zeroed_nodes(n: usize) -> Box<[Node]> {
    let layout = Layout::array::<Node>(n).expect("arena size fits in memory");
    // SAFETY: `layout` is for `n >= 1` nodes, so not zero-sized. A `Node` is made of
    // atomics only, for which all-zero bytes are a valid value, so the zeroed block is `n`
    // initialised nodes; the box frees it with the same layout, that of `[Node]` of `n`.
    unsafe {
        let ptr = alloc_zeroed(layout).cast::<Node>();
        if ptr.is_null() {
            handle_alloc_error(layout);
        }
        Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EVEN: Prior = Prior { visits: 10, wins: 5 };

    /// A child playing `mv` with an even prior and no learned probability.
    fn even(mv: u16) -> (u16, Prior, Probability) {
        (mv, EVEN, Probability::default())
    }

    #[test]
    fn expansion_publishes_children_once() {
        let tree = Tree::new(1 << 20);
        assert!(tree.expand(
            ROOT,
            &[even(5), (6, Prior { visits: 10, wins: 9 }, Probability::default())]
        ));
        assert_eq!(tree.children(tree.root()).len(), 2);
        assert!(tree.expand(ROOT, &[even(7)]), "a second expansion keeps the first");
        assert_eq!(tree.children(tree.root()).len(), 2);
        assert_eq!(tree.node(tree.select(tree.root(), 3500.0, 0.0)).mv(), 6);
        assert_eq!(tree.node_count(), 3);
    }

    #[test]
    fn a_full_arena_leaves_leaves_alone() {
        let tree = Tree::new(0);
        let capacity = tree.nodes.len();
        let many = vec![even(1); capacity - 1];
        assert!(tree.expand(ROOT, &many));
        let child = tree.root().child_range().start;
        assert!(!tree.expand(child, &[even(2)]));
        assert!(tree.is_full());
        assert!(!tree.node(child).is_expanded());
    }

    #[test]
    fn subtrees_keep_statistics_and_shape() {
        let tree = Tree::new(1 << 20);
        let likely = Probability::from_share(0.75);
        tree.expand(ROOT, &[even(5), (6, EVEN, likely)]);
        let child = tree.child_with_move(tree.root(), 6).unwrap();
        tree.node(child).record(2);
        tree.expand(child, &[even(7), even(8), even(9)]);
        let copy = tree.subtree(child);
        assert_eq!(copy.root().stats().visits, 1);
        assert_eq!(copy.root().mv(), 6);
        assert_eq!(copy.root().probability(), likely);
        assert_eq!(
            copy.children(copy.root()).iter().map(Node::mv).collect::<Vec<_>>(),
            [7, 8, 9]
        );
        assert_eq!(copy.node_count(), 4);
    }

    #[test]
    fn subtrees_keep_at_most_a_quarter_of_the_arena() {
        let tree = Tree::new(0);
        let quarter = tree.nodes.len() / 4;
        let wide = vec![even(1); quarter - 1];
        tree.expand(ROOT, &[even(5)]);
        let child = tree.child_with_move(tree.root(), 5).unwrap();
        tree.expand(child, &wide);
        let grandchild = tree.node(child).child_range().start;
        tree.expand(grandchild, &[even(2), even(3)]);
        let copy = tree.subtree(child);
        assert_eq!(copy.children(copy.root()).len(), quarter - 1);
        assert!(
            !copy.node(copy.root().child_range().start).is_expanded(),
            "no room left"
        );
    }
}

//! The tree: its nodes and their statistics, the arena they live in, the workers that
//! run playouts through it, and what each playout's result is worth.
//!
//! - [`node`]: one node, all atomics, 32 bytes.
//! - [`arena`]: the preallocated arena of nodes and lock-free expansion.
//! - [`worker`]: one worker's loop: descend, expand, play out, back up.
//! - [`value`]: a finished playout's value to the tree (win, draw, score share).

pub mod arena;
pub mod node;
pub mod value;
pub mod worker;

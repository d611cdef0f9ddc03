//! The tree: its nodes and their statistics, the arena they live in, the workers that
//! run playouts through it, and what each playout's result is worth.
//!
//! - [`node`]: one node, all atomics, 32 bytes.
//! - [`arena`]: the preallocated arena of nodes and lock-free expansion.
//! - [`reuse`]: the last search's tree, taken up again when the game went on along it.
//! - [`worker`]: one worker's loop: descend, expand, play out, back up.
//! - [`value`]: a finished playout's value to the tree (win, draw, score share).

pub mod arena;
pub mod node;
pub mod reuse;
pub mod value;
pub mod worker;

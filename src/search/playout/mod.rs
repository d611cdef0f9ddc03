//! Playouts: games played on from a position to the end, fast and a little random, and
//! scored by area; their results are what the tree learns from.
//!
//! - [`light`]: random moves that do not fill the mover's own eyes, and the area count of
//!   a finished playout.
//! - [`full`]: the policy the search plays: captures, escapes, ladders, nakade and 3x3
//!   patterns around the last move, else a light move.

pub mod full;
pub mod light;

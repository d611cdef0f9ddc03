//! Move knowledge: what the engine believes of a move before it searches it.
//!
//! - [`features`]: what a move looks like (its 3x3 shape, distance to the last moves,
//!   line, captures, ataris, escapes, self-ataris, the largest known spatial pattern).
//! - [`gammas`]: strengths learned for those features from game records.
//! - [`spatial`]: large spatial patterns around a move, hashed, for the learned strengths.
//! - [`patterns`]: the classic 3x3 shapes that the playouts answer and the priors reward.
//! - [`priors`]: the virtual visits and wins a new node starts with.
//! - [`book`]: the opening book.

pub mod book;
pub mod features;
pub mod gammas;
pub mod patterns;
pub mod priors;
pub mod spatial;

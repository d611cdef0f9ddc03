//! Tactics: short, exact readings of local fights that the playouts, the priors and the
//! judgement of a finished game all ask.
//!
//! - [`atari`]: capture, save and chase around the last move; atari and escape facts.
//! - [`ladder`]: whether a string in atari or with two liberties dies in a ladder or a
//!   net, and the counter-atari that saves it.
//! - [`eyes`]: eye shapes: one eye, two eyes or a vital point.
//! - [`eye_fix`]: the playouts' fill of the point that would make an eye false.
//! - [`eye_search`]: life in one eye space walled by several strings, read by search.
//! - [`nakade`]: the vital point of a small eye space next to the last move.
//! - [`self_atari`]: which self-ataris are blunders.
//! - [`race`]: capturing races (semeai), counted and read out on a scratch board.
//! - [`seki`]: shared liberties that neither side can fill.
//! - [`two_liberty`]: snapback, nets and counter-ataris around strings at two liberties.
//! - [`two_liberty_check`]: the playouts' atari, extension and redirect around strings at
//!   two liberties next to the last move.
//!
//! Every reader works on plain board data with a bounded budget, and none allocates in
//! the playouts' path.

pub mod atari;
pub mod eye_fix;
pub mod eye_search;
pub mod eyes;
pub mod ladder;
pub mod nakade;
pub mod race;
pub mod seki;
pub mod self_atari;
pub mod two_liberty;
pub mod two_liberty_check;

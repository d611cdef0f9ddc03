//! sente: a Go engine with Monte-Carlo tree search that speaks the Go Text Protocol.
//!
//! Layers, from the bottom: [`board`] (the position, play and undo), [`rules`] (what a
//! ruleset allows and how it scores), [`handicap`] (fixed handicap points), [`game`] (a
//! board plus rules, komi and history: superko and undo), [`playout`] (random games to the
//! end), [`search`] (the engine: tree search, playout policy, time) and
//! [`bench`](mod@bench) (playout and search speed).

pub mod bench;
pub mod board;
pub mod game;
pub mod handicap;
pub mod playout;
pub mod rules;
pub mod search;

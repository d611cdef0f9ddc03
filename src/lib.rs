//! sente: a Go engine with Monte-Carlo tree search that speaks the Go Text Protocol.
//!
//! Layers, from the bottom: [`board`] (the position, play and undo), [`rules`] (what a
//! ruleset allows and how it scores, and its names), [`handicap`] (fixed handicap
//! points), [`game`] (a board plus rules, komi and history: superko and undo), [`sgf`]
//! (game records in and out), [`score`] (the count: regions, area and territory,
//! pass-alive strings, ownership) and [`search`] (the engine: tree, playouts, knowledge,
//! tactics, time, and the decision of what to play and how a finished game stands). On
//! top, the front ends: [`gtp`] speaks the Go Text Protocol and [`terminal`] is a game
//! against sente for a person; both ask the search. Beside them, [`tools`] measures:
//! matches, regression suites and benchmarks. `tests/architecture.rs` checks that
//! imports only go down these layers and never in a circle.

pub mod board;
pub mod game;
pub mod gtp;
pub mod handicap;
pub mod rules;
pub mod score;
pub mod search;
pub mod sgf;
pub mod terminal;
pub mod tools;

//! sente: a Go engine with Monte-Carlo tree search that speaks the Go Text Protocol.
//!
//! Layers, from the bottom: [`board`] (the position, play and undo), [`rules`] (what a
//! ruleset allows and how it scores), [`handicap`] (fixed handicap points), [`game`] (a
//! board plus rules, komi and history: superko and undo), [`sgf`] (game records in and
//! out), [`playout`] (random games to the end), [`search`] (the engine: tree search,
//! playout policy, time), [`score`] (dead stones, seki, area and territory counts) and
//! [`bench`](mod@bench) (playout and search speed). On top, [`gtp`] speaks the Go Text
//! Protocol; [`controller`] drives other engines for [`match_runner`] (matches) and
//! [`regress`] (GoGui regression suites), and [`terminal`] is a game against sente for a
//! person at the terminal. [`judge`] judges the end of a game from the search, for both
//! front ends.

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

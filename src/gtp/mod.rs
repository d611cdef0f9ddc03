//! The Go Text Protocol front end (GTP v2): sente's conversation with a controller.
//!
//! One thread reads stdin ([`reader`]) and forwards raw lines over a channel; the
//! command loop ([`session`]) preprocesses each line ([`input`]), parses it into a
//! command ([`command`]), finds it in the command table ([`commands`], with the
//! extensions in [`extensions`], move generation in [`moves`] and the scoring commands in
//! [`scoring`]), runs it on a copy of the engine state ([`state`]) with the session's
//! searcher at hand, and writes exactly one reply ([`reply`]); failures are [`error::GtpError`]s.
//! stdout carries replies only; logs go to stderr through `tracing`.

pub mod command;
pub mod commands;
pub mod error;
pub mod extensions;
pub mod input;
pub mod moves;
pub mod reader;
pub mod reply;
pub mod scoring;
pub mod session;
pub mod state;

pub use session::{serve, Session};
pub use state::EngineState;

//! The Go Text Protocol front end (GTP v2): sente's conversation with a controller.
//!
//! One thread reads stdin ([`reader`]) and forwards raw lines over a channel; the
//! command loop ([`session`]) preprocesses each line ([`input`]), parses it into a
//! command ([`command`]), finds it in the command table ([`commands`], with the
//! extensions in [`extensions`], move generation in [`moves`] and the scoring commands in
//! [`scoring`]), runs it on a copy of the engine state ([`state`]) with the session's
//! searcher at hand, and writes exactly one reply ([`reply`]); failures are [`error::GtpError`]s.
//! While a command searches, another thread watches the input ([`watch`]): GoGui's
//! `# interrupt` stops it, and lines that arrive wait their turn. The GUI extensions:
//! live analysis for Sabaki and Lizzie ([`analysis`]), GoGui's commands ([`gogui`],
//! [`params`]) and graphics ([`gfx`]).
//! stdout carries replies only; logs go to stderr through `tracing`.

pub mod analysis;
pub mod command;
pub mod commands;
pub mod error;
pub mod extensions;
pub mod gfx;
pub mod gogui;
pub mod handler;
pub mod input;
pub mod moves;
pub mod params;
pub mod reader;
pub mod reply;
pub mod scoring;
pub mod session;
pub mod standard;
pub mod state;
pub mod watch;

pub use session::{serve, Session};
pub use state::EngineState;

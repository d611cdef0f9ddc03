//! Helpers shared by the integration tests (`mod common;`).

pub mod engine;
pub mod gnugo;
pub mod process;

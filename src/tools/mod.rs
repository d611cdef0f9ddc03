//! Tools beside the engine, for the people who measure it: `sente match` ([`match_runner`],
//! its outcomes and summary in [`match_result`], its sequential test in [`sprt`], its
//! openings from SGF files in [`openings`]), `sente regress` ([`regress`]), `sente
//! bench` ([`bench`](mod@bench)), the GTP client ([`controller`]) that the first two drive
//! engines with, and the [`progress`] bar they draw on a terminal. A wing, not a floor: nothing in the engine imports from here.

pub mod bench;
pub mod controller;
pub mod match_result;
pub mod match_runner;
pub mod openings;
pub mod progress;
pub mod regress;
pub mod sprt;

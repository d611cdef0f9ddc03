//! The undo journal: old values of array writes, and the scalars of each move.

use super::point::Color;

/// Which board array an [`Entry`] restores.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Field {
    Cell,
    Head,
    Next,
    Libs,
    Stones,
    Nbr,
    Empties,
    EmptyIndex,
}

/// One array write, to be reverted on undo: `array[index] = old`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Entry {
    pub field: Field,
    pub index: u16,
    pub old: u32,
}

/// What a move changed outside the arrays, and where its journal entries begin.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Frame {
    pub journal_len: usize,
    pub empty_count: usize,
    pub ko: u16,
    pub ko_colour: u8,
    pub hash: u64,
    pub captures: [u32; 2],
    pub to_move: Color,
    pub last_move: u16,
    pub previous_move: u16,
    pub passes: u8,
}

//! The undo journal: old values of array writes, stones placed and removed, and the
//! scalars of each move.

use super::point::Color;

/// What an [`Entry`] undoes: a stone put on a point or taken off it (the cell, the
/// neighbour counts and the empty list, derived from the point and the stone's colour),
/// or one array write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Field {
    Placed,
    Removed,
    Head,
    Next,
    Libs,
    Stones,
    Empties,
    EmptyIndex,
}

/// One change, to be reverted on undo: `array[index] = old` for a write; for a stone
/// placed or removed, its point and the cell's old value.
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
    pub ko: u16,
    pub ko_colour: u8,
    pub hash: u64,
    pub captures: [u32; 2],
    pub to_move: Color,
    pub last_move: u16,
    pub previous_move: u16,
    pub passes: u8,
}

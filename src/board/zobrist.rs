//! Zobrist keys: one random 64-bit key per (colour, point), fixed at compile time.
//!
//! The board hash is the XOR of the keys of every stone on the board. It depends on the
//! stones alone, which is what positional superko compares; situational superko compares
//! the player to move as well, which the game keeps beside each hash.

use super::grid::GRID_LEN;
use super::point::cell_index;

/// SplitMix64: a small, well-mixed generator, good enough to seed hash keys. Returns the
/// next state and the key.
pub const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn make_keys() -> [[u64; GRID_LEN]; 2] {
    let mut keys = [[0u64; GRID_LEN]; 2];
    let mut state = 0x5E47E_u64;
    let mut colour = 0;
    while colour < 2 {
        let mut point = 0;
        while point < GRID_LEN {
            let (next, key) = splitmix64(state);
            state = next;
            keys[colour][point] = key;
            point += 1;
        }
        colour += 1;
    }
    keys
}

/// Keys indexed by `[colour index][point]`, where Black is 0 and White is 1.
pub static STONE_KEYS: [[u64; GRID_LEN]; 2] = make_keys();

/// The key of a stone of `colour` (1 = Black, 2 = White) on `point`.
#[inline(always)]
pub fn stone_key(colour: u8, point: usize) -> u64 {
    STONE_KEYS[cell_index(colour) & 1][point & (GRID_LEN - 1)]
}

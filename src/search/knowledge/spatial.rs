//! Large spatial patterns: the stones around a move out to a distance of 12, as in Stern,
//! Herbrich and Graepel (2006) and Coulom (2007).
//!
//! A pattern of size `d` is every point within gridcular distance `d` of the move, where
//! the distance of a step (dx, dy) is `|dx| + |dy| + max(|dx|, |dy|)`: size 4 adds the
//! points two lines away to the 3x3 neighbourhood, size 12 reaches six lines out along
//! the axes and four along the diagonals, 105 points in all. Each point is empty, off the board, a
//! stone of the player to move, or an opposing stone, so one pattern serves both colours.
//!
//! A pattern is known by a 64-bit Zobrist hash over its points (a fixed random key per
//! step and state, and one per size), the smallest over the eight rotations and
//! reflections of the square so that mirror images share it. A move's patterns are
//! hashed ring by ring from [`MIN_SIZE`] up, each ring adding to the eight hashes at
//! once, so every size costs only its new points; matching stops at the first size the
//! dictionary lacks, as a larger pattern is never more frequent than the smaller one
//! inside it (the dictionary keeps the patterns played at least some number of times).
//!
//! The keys are part of the learned table's format: changing them (or the seed, or the
//! order of states) invalidates every hash in `gammas-19x19.txt`.

use crate::board::zobrist::splitmix64;
use crate::board::{Board, Color, Point, BORDER, EMPTY};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;

/// The smallest pattern size: the 3x3 neighbourhood (size 3) is the `pattern` feature's.
pub const MIN_SIZE: usize = 4;
/// The largest pattern size.
pub const MAX_SIZE: usize = 12;
/// How many sizes there are.
pub const SIZES: usize = MAX_SIZE - MIN_SIZE + 1;
/// The seed of the keys (see the module comment: part of the table's format).
const SEED: u64 = 0x5EA7_1A15;

/// The gridcular distance of a step (dx, dy): `|dx| + |dy| + max(|dx|, |dy|)`.
pub const fn distance(dx: i32, dy: i32) -> usize {
    let (x, y) = (dx.unsigned_abs() as usize, dy.unsigned_abs() as usize);
    x + y + if x > y { x } else { y }
}

/// The eight symmetries of the square as matrices: (x, y) goes to (a x + b y, c x + d y).
pub(crate) const MATRICES: [[i32; 4]; 8] = [
    [1, 0, 0, 1],
    [-1, 0, 0, 1],
    [1, 0, 0, -1],
    [-1, 0, 0, -1],
    [0, 1, 1, 0],
    [0, -1, 1, 0],
    [0, 1, -1, 0],
    [0, -1, -1, 0],
];

/// The key of a point's state at step (`dx`, `dy`) from the move.
fn key(dx: i32, dy: i32, state: usize) -> u64 {
    let code = (((dx + 16) as u64) << 16) | (((dy + 16) as u64) << 8) | state as u64;
    splitmix64(SEED ^ code.wrapping_mul(0x9E37_79B9_7F4A_7C15)).1
}

/// The steps of every ring and their keys under each symmetry, built once.
struct Geometry {
    /// Every step (dx, dy) within distance [`MAX_SIZE`] of the move, nearest first.
    steps: Vec<(i32, i32)>,
    /// For each size from [`MIN_SIZE`], where its steps end in `steps`.
    ends: [usize; SIZES],
    /// `keys[i][state][s]`: the key of state `state` at step `i` seen through symmetry `s`.
    keys: Vec<[[u64; 8]; 4]>,
    /// One key per size, so that patterns of two sizes never share a hash.
    size_keys: [u64; SIZES],
}

impl Geometry {
    fn build() -> Geometry {
        let reach = MAX_SIZE as i32;
        let mut steps: Vec<(i32, i32)> = (-reach..=reach)
            .flat_map(|dy| (-reach..=reach).map(move |dx| (dx, dy)))
            .filter(|&(dx, dy)| (dx, dy) != (0, 0) && distance(dx, dy) <= MAX_SIZE)
            .collect();
        steps.sort_by_key(|&(dx, dy)| (distance(dx, dy), dy, dx));
        let ends = std::array::from_fn(|i| {
            steps
                .iter()
                .position(|&(dx, dy)| distance(dx, dy) > MIN_SIZE + i)
                .unwrap_or(steps.len())
        });
        let keys = steps
            .iter()
            .map(|&(dx, dy)| {
                std::array::from_fn(|state| MATRICES.map(|[a, b, c, d]| key(a * dx + b * dy, c * dx + d * dy, state)))
            })
            .collect();
        let size_keys = std::array::from_fn(|i| key(0, 0, MIN_SIZE + i));
        Geometry {
            steps,
            ends,
            keys,
            size_keys,
        }
    }
}

fn geometry() -> &'static Geometry {
    static GEOMETRY: OnceLock<Geometry> = OnceLock::new();
    GEOMETRY.get_or_init(Geometry::build)
}

/// The state of the point at (`col`, `row`) for `colour` to move: 0 empty, 1 off the
/// board, 2 own stone, 3 opposing stone.
#[inline]
fn state(board: &Board, colour: Color, col: i32, row: i32) -> usize {
    let size = board.size() as i32;
    if col < 0 || row < 0 || col >= size || row >= size {
        return 1;
    }
    match board.cell(Point::from_coords(size as usize, col as usize, row as usize).index()) {
        EMPTY => 0,
        BORDER => 1,
        cell if cell == colour as u8 => 2,
        _ => 3,
    }
}

/// Hashes the patterns around the empty point `p` for `colour` to move, smallest first,
/// and hands each size's hash to `visit`, which returns whether to go on to the next.
pub fn for_each_size(board: &Board, colour: Color, p: usize, mut visit: impl FnMut(usize, u64) -> bool) {
    let geometry = geometry();
    let (col, row) = Point::from_index(p).coords(board.size());
    let (col, row) = (col as i32, row as i32);
    let mut hashes = [0u64; 8];
    let mut start = 0;
    for (i, &end) in geometry.ends.iter().enumerate() {
        for (&(dx, dy), keys) in geometry.steps[start..end].iter().zip(&geometry.keys[start..end]) {
            let keys = &keys[state(board, colour, col + dx, row + dy)];
            for (hash, key) in hashes.iter_mut().zip(keys) {
                *hash ^= key;
            }
        }
        start = end;
        let canonical = hashes.iter().min().expect("eight symmetries") ^ geometry.size_keys[i];
        if !visit(MIN_SIZE + i, canonical) {
            return;
        }
    }
}

/// A hasher for keys that are already random: the key is the hash.
#[derive(Default)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ b as u64;
        }
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}

/// The known patterns: each hash with its id, from 1 (0 means no known pattern).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Dictionary {
    ids: HashMap<u64, u32, BuildHasherDefault<KeyHasher>>,
}

impl Dictionary {
    /// Adds `hash` (if new) and returns its id.
    pub fn insert(&mut self, hash: u64) -> u32 {
        let next = self.ids.len() as u32 + 1;
        *self.ids.entry(hash).or_insert(next)
    }

    /// How many patterns it knows.
    pub fn len(&self) -> usize {
        self.ids.len()
    }

    /// Whether it knows none.
    pub fn is_empty(&self) -> bool {
        self.ids.is_empty()
    }

    /// The hashes in id order.
    pub fn hashes(&self) -> Vec<u64> {
        let mut hashes = vec![0; self.ids.len()];
        for (&hash, &id) in &self.ids {
            hashes[id as usize - 1] = hash;
        }
        hashes
    }

    /// The id of the largest known pattern around the empty point `p` for `colour` to
    /// move, or 0 when not even the smallest is known.
    pub fn largest_known(&self, board: &Board, colour: Color, p: usize) -> u32 {
        let mut largest = 0;
        if self.ids.is_empty() {
            return largest;
        }
        for_each_size(board, colour, p, |_, hash| match self.ids.get(&hash) {
            Some(&id) => {
                largest = id;
                true
            }
            None => false,
        });
        largest
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::at;

    fn hashes(board: &Board, colour: Color, vertex: &str) -> Vec<u64> {
        let mut out = Vec::new();
        for_each_size(board, colour, at(board.size(), vertex), |_, hash| {
            out.push(hash);
            true
        });
        out
    }

    #[test]
    fn the_sizes_grow_to_a_hundred_and_five_points() {
        let geometry = geometry();
        assert_eq!(geometry.ends[0], 12, "3x3 plus the four points two lines away");
        assert_eq!(geometry.steps.len(), 104, "105 points with the move");
        assert_eq!(*geometry.ends.last().expect("sizes"), geometry.steps.len());
    }

    /// A 9x9 board with one stone of `colour` on `vertex`.
    fn one_stone(colour: Color, vertex: &str) -> Board {
        let mut board = Board::new(9);
        board
            .play(colour, Point::from_index(at(9, vertex)), false)
            .expect("a legal move");
        board
    }

    #[test]
    fn mirror_images_and_colours_share_hashes_and_far_stones_count_only_in_big_sizes() {
        // Seen from E5, a stone three lines above mirrors one three lines to the left.
        let above = one_stone(Color::Black, "E8");
        let left = one_stone(Color::Black, "B5");
        assert_eq!(hashes(&above, Color::Black, "E5"), hashes(&left, Color::Black, "E5"));
        let white = one_stone(Color::White, "E8");
        assert_eq!(hashes(&above, Color::Black, "E5"), hashes(&white, Color::White, "E5"));
        assert_ne!(hashes(&above, Color::Black, "E5"), hashes(&above, Color::White, "E5"));
        // The stone is at distance 6: sizes 4 and 5 do not see it.
        let (near, far) = (
            hashes(&above, Color::Black, "E5"),
            hashes(&Board::new(9), Color::Black, "E5"),
        );
        assert_eq!(near[..2], far[..2]);
        assert_ne!(near[2], far[2]);
        assert_eq!(near.len(), SIZES);
    }

    #[test]
    fn the_largest_known_pattern_stops_at_the_first_unknown_size() {
        let board = Board::new(19);
        let p = at(19, "K10");
        let mut all = Vec::new();
        for_each_size(&board, Color::Black, p, |_, hash| {
            all.push(hash);
            true
        });
        let mut dictionary = Dictionary::default();
        assert_eq!(dictionary.largest_known(&board, Color::Black, p), 0);
        let ids: Vec<u32> = all.iter().map(|&h| dictionary.insert(h)).collect();
        assert_eq!(dictionary.largest_known(&board, Color::Black, p), ids[SIZES - 1]);
        let mut gap = Dictionary::default();
        gap.insert(all[0]);
        gap.insert(all[2]);
        assert_eq!(gap.largest_known(&board, Color::Black, p), 1, "size 5 is missing");
        assert_eq!(gap.hashes(), vec![all[0], all[2]]);
    }
}

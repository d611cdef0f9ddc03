//! The position: a padded 1-D array of points with strings, liberties, captures, the simple-ko
//! point and a Zobrist hash, all kept incrementally, with play and undo.
//!
//! # Layout
//! A board of size N lives in a 1-D array with a stride of N + 1: point (col, row) is at
//! `(row + 1) * (N + 1) + col + 1`. One border column is shared by the left and right edges,
//! and a border row lies below and above, so every on-board point has four in-array
//! neighbours at `p - 1`, `p + 1`, `p - stride`, `p + stride` and four diagonals, with no
//! bounds tests. Arrays are fixed at [`MAX_POINTS`] so that a board never allocates.
//!
//! # Invariants (checked from scratch by [`Board::verify`])
//! - `cells[p]` is [`EMPTY`], [`BLACK`], [`WHITE`] or [`BORDER`].
//! - Every stone has `head[p]`, the representative point of its string; the stones of a
//!   string form a circular list through `next`. At the head, `stones[h]` counts the stones
//!   and `libs[h]` counts the distinct liberties exactly.
//! - `nbr[p]` packs, one byte per cell value, how many of p's four neighbours hold it.
//! - `empties[..empty_count]` lists the empty points; `empty_index` inverts that list.
//! - `hash` is the XOR of the Zobrist keys of all stones.
//! - `ko` is the point the player `ko_colour` may not play at on the next move, or 0.
//!
//! # Undo
//! With recording on (the full path, for games and ladder reading), every write to an
//! array is journalled with the old value, and each move pushes a frame (`journal.rs`)
//! with the old scalars; [`Board::undo`] replays the journal backwards, so undo costs what
//! the move changed and restores the previous state bit for bit. A stone put on or taken
//! off a point is one entry, from which undo derives the cell, the neighbour counts and
//! the empty list and its count (seven entries before: half of what a ladder reading
//! journalled). With recording off (the fast path, for playouts) nothing is kept. The
//! journal is reserved up front so that play does not allocate in ordinary games.

#[cfg(test)]
pub(crate) mod fixtures;
mod grid;
mod heads;
mod journal;
mod play;
mod point;
mod verify;
pub mod vertex;
pub mod zobrist;

pub use point::{cell_index, opponent_cell, Color, Point, BLACK, BORDER, EMPTY, MAX_POINTS, MAX_SIZE, WHITE};

pub use heads::Heads;

use grid::Grid;
use journal::{Entry, Frame};

/// Why a move is not legal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Illegal {
    /// A stone already stands on the point.
    #[error("the point is occupied")]
    Occupied,
    /// The move retakes a ko at once.
    #[error("the move retakes a ko")]
    Ko,
    /// The move leaves its own string without liberties and captures nothing.
    #[error("the move is suicide")]
    Suicide,
    /// The move repeats an earlier position of the game.
    #[error("the move repeats an earlier position (superko)")]
    Superko,
}

/// The position and everything derived from it; see the module documentation.
///
/// Equality compares the whole state, undo journal included: a board equals a fresh one
/// only if every array, scalar and pending undo is the same.
#[derive(Clone, PartialEq, Eq)]
pub struct Board {
    size: usize,
    stride: usize,
    len: usize,
    cells: Grid<u8>,
    head: Grid<u16>,
    next: Grid<u16>,
    libs: Grid<u16>,
    stones: Grid<u16>,
    nbr: Grid<u32>,
    empties: Grid<u16>,
    empty_index: Grid<u16>,
    empty_count: usize,
    ko: u16,
    ko_colour: u8,
    hash: u64,
    captures: [u32; 2],
    to_move: Color,
    last_move: u16,
    previous_move: u16,
    passes: u8,
    recording: bool,
    journal: Vec<Entry>,
    frames: Vec<Frame>,
}

/// A set of array indices, on the stack: for liberty scans without touching the board.
pub(crate) struct PointSet([u64; MAX_POINTS.div_ceil(64)]);

impl PointSet {
    #[inline(always)]
    pub(crate) fn new() -> PointSet {
        PointSet([0; MAX_POINTS.div_ceil(64)])
    }

    /// Adds `i`; true if it was not there before.
    #[inline(always)]
    pub(crate) fn insert(&mut self, i: usize) -> bool {
        let (word, bit) = (i / 64, 1u64 << (i % 64));
        let fresh = self.0[word] & bit == 0;
        self.0[word] |= bit;
        fresh
    }
}

impl Board {
    /// An empty `size`x`size` board (1 to [`MAX_SIZE`]) with Black to move, recording on.
    ///
    /// # Panics
    /// If `size` is 0 or above [`MAX_SIZE`]; callers validate sizes from users first.
    pub fn new(size: usize) -> Board {
        assert!((1..=MAX_SIZE).contains(&size), "board size {size} out of range");
        let stride = size + 1;
        let mut board = Board {
            size,
            stride,
            len: (size + 2) * stride + 1,
            cells: Grid::filled(BORDER),
            head: Grid::filled(0),
            next: Grid::filled(0),
            libs: Grid::filled(0),
            stones: Grid::filled(0),
            nbr: Grid::filled(0),
            empties: Grid::filled(0),
            empty_index: Grid::filled(0),
            empty_count: 0,
            ko: 0,
            ko_colour: 0,
            hash: 0,
            captures: [0; 2],
            to_move: Color::Black,
            last_move: 0,
            previous_move: 0,
            passes: 0,
            recording: true,
            journal: Vec::with_capacity(64 * size * size),
            frames: Vec::with_capacity(4 * size * size),
        };
        for row in 0..size {
            for col in 0..size {
                let p = Point::from_coords(size, col, row).index();
                board.cells[p] = EMPTY;
                board.empties[board.empty_count] = p as u16;
                board.empty_index[p] = board.empty_count as u16;
                board.empty_count += 1;
            }
        }
        let points: Vec<usize> = board.points().map(Point::index).collect();
        for p in points {
            board.nbr[p] = board.neighbours(p).iter().map(|&q| 1u32 << (8 * board.cells[q])).sum();
        }
        board
    }

    /// Whether moves are journalled for undo (see [`Board::set_recording`]).
    #[inline]
    pub fn is_recording(&self) -> bool {
        self.recording
    }

    /// Turns the undo journal on (games) or off (playouts). Turning it off also forgets
    /// what could have been undone.
    pub fn set_recording(&mut self, on: bool) {
        self.recording = on;
        if !on {
            self.journal.clear();
            self.frames.clear();
        }
    }

    /// Makes this board the same position as `other`, without its undo history and with
    /// recording off; no allocation. For playouts on a scratch board.
    pub fn copy_position_from(&mut self, other: &Board) {
        let len = other.len;
        self.size = other.size;
        self.stride = other.stride;
        self.len = len;
        self.cells.prefix_mut(len).copy_from_slice(other.cells.prefix(len));
        self.head.prefix_mut(len).copy_from_slice(other.head.prefix(len));
        self.next.prefix_mut(len).copy_from_slice(other.next.prefix(len));
        self.libs.prefix_mut(len).copy_from_slice(other.libs.prefix(len));
        self.stones.prefix_mut(len).copy_from_slice(other.stones.prefix(len));
        self.nbr.prefix_mut(len).copy_from_slice(other.nbr.prefix(len));
        self.empties
            .prefix_mut(other.empty_count)
            .copy_from_slice(other.empties.prefix(other.empty_count));
        self.empty_index
            .prefix_mut(len)
            .copy_from_slice(other.empty_index.prefix(len));
        self.cells.prefix_mut(MAX_POINTS)[len..].fill(BORDER);
        self.empty_count = other.empty_count;
        self.ko = other.ko;
        self.ko_colour = other.ko_colour;
        self.hash = other.hash;
        self.captures = other.captures;
        self.to_move = other.to_move;
        self.last_move = other.last_move;
        self.previous_move = other.previous_move;
        self.passes = other.passes;
        self.set_recording(false);
    }

    /// The board's side length.
    #[inline(always)]
    pub fn size(&self) -> usize {
        self.size
    }

    /// One past the largest array index of the board, border included: the length of an
    /// array indexed by [`Point::index`].
    #[inline(always)]
    pub fn index_len(&self) -> usize {
        self.len
    }

    /// The distance between vertically adjacent points in the array.
    #[inline(always)]
    pub fn stride(&self) -> usize {
        self.stride
    }

    /// Every on-board point, row by row from A1.
    pub fn points(&self) -> impl Iterator<Item = Point> + '_ {
        Point::all(self.size)
    }

    /// The four neighbours of array index `p` (some may be border).
    #[inline(always)]
    pub fn neighbours(&self, p: usize) -> [usize; 4] {
        [p - 1, p + 1, p - self.stride, p + self.stride]
    }

    /// The four diagonal neighbours of array index `p` (some may be border).
    #[inline(always)]
    pub fn diagonals(&self, p: usize) -> [usize; 4] {
        let s = self.stride;
        [p - s - 1, p - s + 1, p + s - 1, p + s + 1]
    }

    /// The raw cell value at array index `p`: [`EMPTY`], [`BLACK`], [`WHITE`] or [`BORDER`].
    #[inline(always)]
    pub fn cell(&self, p: usize) -> u8 {
        self.cells[p]
    }

    /// The colour of the stone on `p`, if any.
    #[inline(always)]
    pub fn color_at(&self, p: Point) -> Option<Color> {
        Color::from_cell(self.cells[p.index()])
    }

    /// How many of the four neighbours of index `p` hold cell value `cell`.
    #[inline(always)]
    pub fn neighbour_count(&self, p: usize, cell: u8) -> u32 {
        (self.nbr[p] >> (8 * cell)) & 0xff
    }

    /// The stones of `colour`, in array order.
    pub fn stones(&self, colour: Color) -> Vec<Point> {
        self.points().filter(|&p| self.color_at(p) == Some(colour)).collect()
    }

    /// The empty points, in no particular order.
    #[inline(always)]
    pub fn empty_points(&self) -> &[u16] {
        self.empties.prefix(self.empty_count)
    }

    /// The `i`th empty point (`i` below the number of empty points), without a bounds check.
    #[inline(always)]
    pub fn empty_point(&self, i: usize) -> usize {
        self.empties[i] as usize
    }

    /// The player whose turn it is: the opponent of the last mover, Black at the start.
    #[inline(always)]
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Sets the player to move, without playing (GTP lets either colour move).
    pub fn set_to_move(&mut self, colour: Color) {
        self.to_move = colour;
    }

    /// The last move's point, or `None` after a pass or at the start.
    #[inline(always)]
    pub fn last_move(&self) -> Option<Point> {
        (self.last_move != 0).then_some(Point(self.last_move))
    }

    /// The stone played by the move before the last one (the player to move's own last
    /// move), if that move was a stone and not a pass.
    pub fn previous_move(&self) -> Option<Point> {
        (self.previous_move != 0).then_some(Point(self.previous_move))
    }

    /// How many passes ended the move sequence so far (0 after a stone).
    #[inline(always)]
    pub fn consecutive_passes(&self) -> u32 {
        self.passes as u32
    }

    /// Forgets the passes that ended the move sequence so far, so that a game that
    /// ended with two passes can be played on (searched, played out) from its position.
    /// For scratch boards: the change is not journalled.
    pub fn restart_passes(&mut self) {
        self.passes = 0;
    }

    /// Stones captured by `colour` so far (suicided stones count for the opponent).
    pub fn captures(&self, colour: Color) -> u32 {
        self.captures[colour.index()]
    }

    /// The Zobrist hash of the stones on the board.
    #[inline(always)]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The simple-ko point and the colour that may not play there on the next move.
    pub fn ko(&self) -> Option<(Point, Color)> {
        (self.ko != 0).then(|| (Point(self.ko), Color::from_cell(self.ko_colour).expect("ko colour")))
    }

    /// How many moves (stones and passes) can be undone.
    pub fn undo_depth(&self) -> usize {
        self.frames.len()
    }

    /// The representative point of the string on `p` (which must hold a stone).
    #[inline(always)]
    pub fn string_head(&self, p: usize) -> usize {
        self.head[p] as usize
    }

    /// The distinct strings of `cell` next to `p`: their heads. The one scan for the
    /// strings a stone on `p` would join, capture or touch.
    #[inline(always)]
    pub fn neighbour_strings(&self, p: usize, cell: u8) -> Heads {
        let mut heads = Heads::default();
        if self.neighbour_count(p, cell) > 0 {
            for q in self.neighbours(p) {
                if self.cells[q] == cell {
                    heads.insert(self.head[q] as usize);
                }
            }
        }
        heads
    }

    /// The distinct strings of `cell` next to `p` with exactly `liberties` liberties: their
    /// heads.
    #[inline(always)]
    pub fn neighbour_strings_with(&self, p: usize, cell: u8, liberties: u32) -> Heads {
        self.neighbour_strings(p, cell)
            .filter(|h| u32::from(self.libs[h]) == liberties)
    }

    /// The number of distinct liberties of the string on `p`.
    #[inline(always)]
    pub fn liberty_count(&self, p: usize) -> u32 {
        self.libs[self.head[p] as usize] as u32
    }

    /// The number of stones of the string on `p`.
    #[inline(always)]
    pub fn string_size(&self, p: usize) -> u32 {
        self.stones[self.head[p] as usize] as u32
    }

    /// The stones of the string on `p`, starting at its head.
    pub fn string_stones(&self, p: usize) -> StringStones<'_> {
        let head = self.head[p] as usize;
        StringStones {
            board: self,
            head,
            at: Some(head),
        }
    }

    /// Writes up to `out.len()` distinct liberties of the string on `p` into `out` and
    /// returns how many it wrote. Cheap for the first few: use it with a small `out`.
    pub fn liberties(&self, p: usize, out: &mut [Point]) -> usize {
        // The string's liberty count says when the scan has found them all.
        let wanted = out.len().min(self.libs[self.head[p] as usize] as usize);
        if wanted == 0 {
            return 0;
        }
        // Up to two wanted (the common case), a second need only differ from the first.
        let mut seen = (wanted > 2).then(PointSet::new);
        let mut n = 0;
        for s in self.string_stones(p) {
            if self.neighbour_count(s, EMPTY) == 0 {
                continue;
            }
            for q in self.neighbours(s) {
                if self.cells[q] != EMPTY {
                    continue;
                }
                let fresh = match &mut seen {
                    Some(seen) => seen.insert(q),
                    None => n == 0 || out[0].index() != q,
                };
                if fresh {
                    out[n] = Point(q as u16);
                    n += 1;
                    if n == wanted {
                        return n;
                    }
                }
            }
        }
        n
    }

    /// Checks a stone of `colour` on `p` against occupation, simple ko and suicide,
    /// without changing the board. `allow_suicide` permits multi-stone suicide; a
    /// single-stone suicide is never legal.
    #[inline]
    pub fn check(&self, colour: Color, p: Point, allow_suicide: bool) -> Result<(), Illegal> {
        let p = p.index();
        if self.cells[p] != EMPTY {
            return Err(Illegal::Occupied);
        }
        if p == self.ko as usize && colour as u8 == self.ko_colour {
            return Err(Illegal::Ko);
        }
        if self.neighbour_count(p, EMPTY) > 0 {
            return Ok(());
        }
        let c = colour as u8;
        let mut has_friend = false;
        for q in self.neighbours(p) {
            let cell = self.cells[q];
            if cell == BORDER {
                continue;
            }
            let libs = self.libs[self.head[q] as usize];
            if cell == c {
                if libs > 1 {
                    return Ok(());
                }
                has_friend = true;
            } else if libs == 1 {
                return Ok(());
            }
        }
        if has_friend && allow_suicide {
            Ok(())
        } else {
            Err(Illegal::Suicide)
        }
    }

    /// Whether a stone of `colour` on `p` would capture at least one opposing string.
    #[inline]
    pub fn is_capture(&self, colour: Color, p: Point) -> bool {
        let o = colour.opponent() as u8;
        self.neighbours(p.index())
            .into_iter()
            .any(|q| self.cells[q] == o && self.libs[self.head[q] as usize] == 1)
    }

    /// Whether a legal stone of `colour` on empty `p` would leave its string with exactly
    /// one liberty (self-atari), counting the liberties its captures would open.
    #[inline]
    pub fn is_self_atari(&self, colour: Color, p: Point) -> bool {
        self.neighbour_count(p.index(), EMPTY) < 2 && self.liberties_after(colour, p, 2) == 1
    }

    /// The liberties the string of a stone of `colour` on empty `p` would have, counted up
    /// to `limit`. Exact below `limit`, including the points its captures would free.
    pub fn liberties_after(&self, colour: Color, p: Point, limit: u32) -> u32 {
        let c = colour as u8;
        let p = p.index();
        let mut count = self.neighbour_count(p, EMPTY);
        let friends = self.neighbour_strings(p, c);
        let most = friends.iter().map(|h| u32::from(self.libs[h]) - 1).max().unwrap_or(0);
        // A joined string keeps every other liberty of each string it joins: with enough
        // of them, there is no need to walk the strings' stones.
        if count.max(most) >= limit {
            return count.max(most);
        }
        let captured = self.neighbour_strings_with(p, opponent_cell(c), 1);
        // One string joined and nothing captured: it keeps its other liberties and gains
        // what play would give it; no walk.
        if friends.len() == 1 && captured.is_empty() {
            let f = friends.first();
            return u32::from(self.libs[f]) - 1 + u32::from(self.new_liberties(p, f));
        }
        let mut seen = PointSet::new();
        seen.insert(p);
        for q in self.neighbours(p) {
            if self.cells[q] == EMPTY {
                seen.insert(q);
            }
        }
        for f in friends.iter() {
            for s in self.string_stones(f) {
                for q in self.neighbours(s) {
                    if self.cells[q] == EMPTY && seen.insert(q) {
                        count += 1;
                        if count >= limit {
                            return count;
                        }
                    }
                }
            }
        }
        for e in captured.iter() {
            for s in self.string_stones(e) {
                let touches = self
                    .neighbours(s)
                    .into_iter()
                    .any(|q| q == p || (self.cells[q] == c && friends.contains(self.head[q] as usize)));
                if touches && seen.insert(s) {
                    count += 1;
                    if count >= limit {
                        return count;
                    }
                }
            }
        }
        count
    }

    /// Whether empty `p` is surrounded by `colour` alone (neighbours own stones or border),
    /// with too few opposing diagonals to make it a false eye: at most one in the centre,
    /// none on the edge. Liberties need no test: with the diagonals so held, a neighbour
    /// in atari is one string with every other neighbour, and `p` its last liberty.
    #[inline]
    pub fn is_eye(&self, colour: Color, p: usize) -> bool {
        let c = colour as u8;
        if self.neighbour_count(p, c) + self.neighbour_count(p, BORDER) != 4 {
            return false;
        }
        let o = colour.opponent() as u8;
        let opposing: u32 = self.diagonals(p).iter().map(|&d| u32::from(self.cells[d] == o)).sum();
        let on_edge = u32::from(self.neighbour_count(p, BORDER) > 0);
        opposing + on_edge < 2
    }

    /// Whether `colour` may play empty `p` without suicide (of any size) and without
    /// filling its own eye: `check(colour, p, false)` and not [`Board::is_eye`], decided
    /// from one read of the neighbour counts in the common cases. The test of playouts.
    #[inline(always)]
    pub fn is_legal_non_eye(&self, colour: Color, p: usize) -> bool {
        let c = colour as u8;
        if p == self.ko as usize && c == self.ko_colour {
            return false;
        }
        let nbr = self.nbr[p];
        if nbr & 0xff != 0 {
            return true;
        }
        let own_or_border = ((nbr >> (8 * c)) & 0xff) + (nbr >> (8 * BORDER));
        if own_or_border == 4 && self.is_eye(colour, p) {
            return false;
        }
        self.neighbours(p).into_iter().any(|q| {
            let cell = self.cells[q];
            let libs = self.libs[self.head[q] as usize];
            (cell == c && libs > 1) || (cell == opponent_cell(c) && libs == 1)
        })
    }

    /// The hash of the stones after a legal stone of `colour` on `p`, without playing it:
    /// adds the stone, removes what it captures, and removes its own string if it would
    /// be a (multi-stone) suicide.
    pub fn hash_after(&self, colour: Color, p: Point) -> u64 {
        let (c, o) = (colour as u8, colour.opponent() as u8);
        let p = p.index();
        let mut hash = self.hash ^ zobrist::stone_key(c, p);
        let captured = self.neighbour_strings_with(p, o, 1);
        for s in captured.iter().flat_map(|h| self.string_stones(h)) {
            hash ^= zobrist::stone_key(o, s);
        }
        if captured.is_empty() && self.liberties_after(colour, Point(p as u16), 1) == 0 {
            hash ^= zobrist::stone_key(c, p);
            for s in self.neighbour_strings(p, c).iter().flat_map(|h| self.string_stones(h)) {
                hash ^= zobrist::stone_key(c, s);
            }
        }
        hash
    }

    /// The cell values of the on-board points, row by row from A1: a compact snapshot.
    pub fn snapshot(&self) -> impl Iterator<Item = u8> + '_ {
        self.points().map(|p| self.cells[p.index()])
    }
}

/// The stones of one string, following the circular `next` list from its head.
pub struct StringStones<'a> {
    board: &'a Board,
    head: usize,
    at: Option<usize>,
}

impl Iterator for StringStones<'_> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        let s = self.at?;
        let next = self.board.next[s] as usize;
        self.at = (next != self.head).then_some(next);
        Some(s)
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for row in (0..self.size).rev() {
            for col in 0..self.size {
                let p = Point::from_coords(self.size, col, row).index();
                let c = Color::from_cell(self.cells[p]).map_or('.', Color::mark);
                write!(f, "{c}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

//! A worker computes the priors of a new node without allocating: everything it needs lives
//! in its `priors::Scratch` and in the output vector, reused from node to node. Checked with
//! an allocator that counts the allocations this thread makes while the check is on.

use sente::board::{Board, Color, Point};
use sente::search::knowledge::priors::{children, Scratch};
use sente::search::Params;
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// The system allocator, counting what the current thread allocates while [`COUNTING`].
struct Counting;

thread_local! {
    static COUNTING: Cell<bool> = const { Cell::new(false) };
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

// SAFETY: every call goes on to the system allocator unchanged; the count touches only
// const-initialised thread-locals, which never allocate.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

fn count() {
    if COUNTING.try_with(Cell::get).unwrap_or(false) {
        let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The allocations this thread makes in `f`.
fn allocations(f: impl FnOnce()) -> usize {
    ALLOCATIONS.with(|n| n.set(0));
    COUNTING.with(|on| on.set(true));
    f();
    COUNTING.with(|on| on.set(false));
    ALLOCATIONS.with(Cell::get)
}

/// The board of `rows` (top row first; `X` Black, `O` White), then `last` played by
/// `colour` if given.
fn board(rows: &[&str], last: Option<(Color, &str)>) -> Board {
    let size = rows.len();
    let mut board = Board::new(size);
    for (r, row) in rows.iter().enumerate() {
        for (col, cell) in row.chars().enumerate() {
            let colour = match cell {
                'X' => Color::Black,
                'O' => Color::White,
                _ => continue,
            };
            board
                .play(colour, Point::from_coords(size, col, size - 1 - r), false)
                .expect("legal");
        }
    }
    if let Some((colour, vertex)) = last {
        let p = sente::board::vertex::parse(size, vertex)
            .expect("vertex")
            .expect("a point");
        board.play(colour, p, false).expect("legal");
    }
    board
}

#[test]
fn expansion_allocates_nothing_once_its_scratch_is_warm() {
    // A capturing race the last move started, which the race reader reads with its proof
    // search: Black's C1-C4 against White's D1-D4 after White's D4.
    let lane = ["OOOXXX...", "OOX.XX...", "OOXOXX...", "O.XO.X...", "O.XO.X..."];
    let mut rows: Vec<String> = vec![".".repeat(19); 14];
    rows.extend(lane.iter().map(|row| format!("{row}{}", ".".repeat(10))));
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    let race = board(&rows, Some((Color::White, "D4")));
    // A ladder to read: Black's C3 in atari after White's D3.
    let mut ladder = vec!["........."; 9];
    ladder[6] = ".O.......";
    ladder[7] = ".OX......";
    ladder[8] = "..O......";
    let ladder = board(&ladder, Some((Color::White, "D3")));
    let empty = Board::new(19);
    let positions = [(race, Color::Black), (ladder, Color::Black), (empty, Color::Black)];

    let mut scratch = Scratch::new(19);
    let mut out = Vec::new();
    let params = Params::default();
    let learned = params.prior_weight(19);
    let mut expand_all = || {
        for (position, colour) in &positions {
            children(&params, position, *colour, |_| true, learned, &mut scratch, &mut out);
            assert!(out.len() > 1, "the moves of the position");
        }
    };
    expand_all();
    assert_eq!(allocations(&mut expand_all), 0, "allocations in a warm expansion");
}

//! Regions of the board: points joined through points that pass a test, and items grouped
//! by a key; what the count and the judgement of dead stones both walk over.

use crate::board::{Board, BLACK, BORDER, EMPTY, WHITE};

/// The points connected to `start` through points where `open` holds, `start` first.
/// They are marked in `seen`, which stops the fill at points marked before.
pub fn flood(board: &Board, start: usize, seen: &mut [bool], open: impl Fn(usize) -> bool) -> Vec<usize> {
    seen[start] = true;
    let mut region = vec![start];
    let mut i = 0;
    while i < region.len() {
        for q in board.neighbours(region[i]) {
            if !seen[q] && board.cell(q) != BORDER && open(q) {
                seen[q] = true;
                region.push(q);
            }
        }
        i += 1;
    }
    region
}

/// Whether `p` is an empty point that touches no stone: the inside of an area still to be
/// divided, where a line of dame between two walls has none.
pub fn is_interior(board: &Board, p: usize) -> bool {
    board.cell(p) == EMPTY && board.neighbour_count(p, BLACK) == 0 && board.neighbour_count(p, WHITE) == 0
}

/// `items` grouped by `key`, the groups in the order of their first item and each in the
/// order of `items`.
pub fn group_in_order<T, K: PartialEq>(items: impl IntoIterator<Item = T>, key: impl Fn(&T) -> K) -> Vec<Vec<T>> {
    let mut keys: Vec<K> = Vec::new();
    let mut groups: Vec<Vec<T>> = Vec::new();
    for item in items {
        let k = key(&item);
        match keys.iter().position(|x| *x == k) {
            Some(i) => groups[i].push(item),
            None => {
                keys.push(k);
                groups.push(vec![item]);
            }
        }
    }
    groups
}

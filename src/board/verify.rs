//! A from-scratch recomputation of everything the board keeps incrementally.

use super::{zobrist, Board, PointSet, BLACK, BORDER, EMPTY, WHITE};

impl Board {
    /// Recomputes strings, liberties, neighbour counts, the empty list and the hash from
    /// the cells alone, and reports the first disagreement with the incremental state.
    /// For tests and debugging: it costs a full scan of the board.
    pub fn verify(&self) -> Result<(), String> {
        let mut hash = 0;
        let mut empties = 0;
        for p in self.points() {
            let p = p.index();
            let cell = self.cells[p];
            let nbr: u32 = self.neighbours(p).iter().map(|&q| 1u32 << (8 * self.cells[q])).sum();
            if nbr != self.nbr[p] {
                return Err(format!("neighbour counts wrong at {p}"));
            }
            match cell {
                EMPTY => {
                    empties += 1;
                    let i = self.empty_index[p] as usize;
                    if i >= self.empty_count || self.empties[i] as usize != p {
                        return Err(format!("empty point {p} missing from the empty list"));
                    }
                }
                BLACK | WHITE => {
                    hash ^= zobrist::stone_key(cell, p);
                    self.verify_string(p)?;
                }
                _ => return Err(format!("bad cell value {cell} at {p}")),
            }
        }
        if empties != self.empty_count {
            return Err(format!("empty count {} but {empties} empty points", self.empty_count));
        }
        if hash != self.hash {
            return Err("hash differs from the stones".to_string());
        }
        for i in 0..self.len {
            let on_board = self.cells[i] != BORDER;
            if !on_board && self.points().any(|p| p.index() == i) {
                return Err(format!("point {i} is marked as border"));
            }
        }
        Ok(())
    }

    /// Flood-fills the string through stone `p` and checks its head, list, size and
    /// liberties.
    fn verify_string(&self, p: usize) -> Result<(), String> {
        let cell = self.cells[p];
        let mut members = PointSet::new();
        let mut liberties = PointSet::new();
        let mut stack = vec![p];
        let mut size = 0;
        let mut libs = 0;
        members.insert(p);
        while let Some(s) = stack.pop() {
            size += 1;
            if self.head[s] != self.head[p] {
                return Err(format!("stones {p} and {s} are connected but have different heads"));
            }
            for q in self.neighbours(s) {
                if self.cells[q] == cell && members.insert(q) {
                    stack.push(q);
                } else if self.cells[q] == EMPTY && liberties.insert(q) {
                    libs += 1;
                }
            }
        }
        let h = self.head[p] as usize;
        if self.cells[h] != cell {
            return Err(format!("head {h} of stone {p} is not a stone of its colour"));
        }
        let listed = self.string_stones(p).take(size + 1).count();
        if listed != size {
            return Err(format!("string of {p} lists {listed} stones, flood fill finds {size}"));
        }
        if self.stones[h] as usize != size {
            return Err(format!("string of {p} records {} stones, has {size}", self.stones[h]));
        }
        if self.libs[h] != libs {
            return Err(format!("string of {p} records {} liberties, has {libs}", self.libs[h]));
        }
        Ok(())
    }
}

//! Playing stones and passes, and undoing them.

use super::journal::{Entry, Field, Frame};
use super::{cell_index, opponent_cell, zobrist, Board, Color, Heads, Illegal, Point, PointSet, EMPTY};

/// Writes `$value` into `$board.$array[$index]`, journalling the old value when the
/// enclosing function's `RECORD` is true (decided at compile time: playouts pay nothing).
macro_rules! journalled {
    ($board:ident, $array:ident, $field:expr, $index:expr, $value:expr) => {{
        let index = $index;
        if RECORD {
            $board.journal.push(Entry {
                field: $field,
                index: index as u16,
                old: $board.$array[index] as u32,
            });
        }
        $board.$array[index] = $value;
    }};
}

impl Board {
    /// Plays a stone after checking occupation, simple ko and suicide (see
    /// [`Board::check`]); on error the board is unchanged. Superko is the game's concern.
    pub fn play(&mut self, colour: Color, p: Point, allow_suicide: bool) -> Result<(), Illegal> {
        self.check(colour, p, allow_suicide)?;
        self.play_unchecked(colour, p);
        Ok(())
    }

    /// Plays a stone that the caller knows to be legal under [`Board::check`].
    pub fn play_unchecked(&mut self, colour: Color, p: Point) {
        self.push_frame();
        if self.recording {
            self.place::<true>(colour as u8, p.index());
        } else {
            self.place::<false>(colour as u8, p.index());
        }
        self.to_move = colour.opponent();
        self.previous_move = self.last_move;
        self.last_move = p.index() as u16;
        self.passes = 0;
    }

    /// Passes for `colour`: clears the ko point and hands the move to the opponent.
    pub fn pass(&mut self, colour: Color) {
        self.push_frame();
        self.ko = 0;
        self.ko_colour = 0;
        self.to_move = colour.opponent();
        self.previous_move = self.last_move;
        self.last_move = 0;
        self.passes = self.passes.saturating_add(1);
    }

    /// Takes back the last move (stone or pass); false if there is none to undo.
    pub fn undo(&mut self) -> bool {
        let Some(frame) = self.frames.pop() else {
            return false;
        };
        let undone = frame.journal_len..self.journal.len();
        for k in undone.rev() {
            let Entry { field, index, old } = self.journal[k];
            let i = index as usize;
            match field {
                Field::Placed => self.unset_stone(i),
                Field::Removed => self.unclear_stone(i, old as u8),
                Field::Head => self.head[i] = old as u16,
                Field::Next => self.next[i] = old as u16,
                Field::Libs => self.libs[i] = old as u16,
                Field::Stones => self.stones[i] = old as u16,
                Field::Empties => self.empties[i] = old as u16,
                Field::EmptyIndex => self.empty_index[i] = old as u16,
            }
        }
        self.journal.truncate(frame.journal_len);
        self.ko = frame.ko;
        self.ko_colour = frame.ko_colour;
        self.hash = frame.hash;
        self.captures = frame.captures;
        self.to_move = frame.to_move;
        self.last_move = frame.last_move;
        self.previous_move = frame.previous_move;
        self.passes = frame.passes;
        true
    }

    fn push_frame(&mut self) {
        if self.recording {
            self.frames.push(Frame {
                journal_len: self.journal.len(),
                ko: self.ko,
                ko_colour: self.ko_colour,
                hash: self.hash,
                captures: self.captures,
                to_move: self.to_move,
                last_move: self.last_move,
                previous_move: self.previous_move,
                passes: self.passes,
            });
        }
    }

    /// Puts a stone of cell value `c` on empty index `p`, merges, captures, and sets the ko.
    fn place<const RECORD: bool>(&mut self, c: u8, p: usize) {
        let o = opponent_cell(c);
        let friends = self.neighbour_strings(p, c);
        let enemies = self.neighbour_strings(p, o);

        self.set_stone::<RECORD>(p, c);
        if friends.is_empty() && enemies.is_empty() {
            journalled!(self, head, Field::Head, p, p as u16);
            journalled!(self, next, Field::Next, p, p as u16);
            journalled!(self, stones, Field::Stones, p, 1);
            journalled!(self, libs, Field::Libs, p, self.neighbour_count(p, EMPTY) as u16);
            self.ko = 0;
            self.ko_colour = 0;
            return;
        }
        for e in enemies.iter() {
            journalled!(self, libs, Field::Libs, e, self.libs[e] - 1);
        }

        let h = match friends.len() {
            0 => {
                journalled!(self, head, Field::Head, p, p as u16);
                journalled!(self, next, Field::Next, p, p as u16);
                journalled!(self, stones, Field::Stones, p, 1);
                journalled!(self, libs, Field::Libs, p, self.neighbour_count(p, EMPTY) as u16);
                p
            }
            1 => {
                self.join::<RECORD>(p, friends.first());
                friends.first()
            }
            _ => self.merge::<RECORD>(p, friends),
        };

        let mut captured = 0;
        let mut captured_at = 0;
        for e in enemies.iter() {
            if self.libs[e] == 0 {
                captured += self.stones[e] as u32;
                captured_at = e;
                self.remove_string::<RECORD>(e);
            }
        }
        self.captures[cell_index(c)] += captured;

        if captured == 1 && self.stones[h] == 1 && self.libs[h] == 1 {
            self.ko = captured_at as u16;
            self.ko_colour = o;
        } else {
            self.ko = 0;
            self.ko_colour = 0;
        }

        if self.libs[h] == 0 {
            self.captures[cell_index(o)] += self.stones[h] as u32;
            self.remove_string::<RECORD>(h);
        }
    }

    /// Empty neighbours of `p` that are not liberties of the string with head `h`: the
    /// liberties a stone on `p`, next to that string, adds to it. `p` may be empty (the
    /// question asked before a move) or already the string's new stone; a neighbour whose
    /// only stone of this colour is `p` itself is new without a look.
    #[inline]
    pub(super) fn new_liberties(&self, p: usize, h: usize) -> u16 {
        let colour = self.cells[h];
        let played = u32::from(self.cells[p] == colour);
        let mut gained = 0;
        for q in self.neighbours(p) {
            if self.cells[q] != EMPTY {
                continue;
            }
            let known = self.neighbour_count(q, colour) > played
                && self
                    .neighbours(q)
                    .into_iter()
                    .any(|r| r != p && self.cells[r] == colour && self.head[r] as usize == h);
            gained += u16::from(!known);
        }
        gained
    }

    /// Adds the new stone `p` to the friendly string with head `h`, which loses `p` as a
    /// liberty and gains the empty neighbours of `p` it did not already touch.
    #[inline(always)]
    fn join<const RECORD: bool>(&mut self, p: usize, h: usize) {
        journalled!(self, head, Field::Head, p, h as u16);
        journalled!(self, next, Field::Next, p, self.next[h]);
        journalled!(self, next, Field::Next, h, p as u16);
        journalled!(self, stones, Field::Stones, h, self.stones[h] + 1);
        let gained = self.new_liberties(p, h);
        journalled!(self, libs, Field::Libs, h, self.libs[h] - 1 + gained);
    }

    /// Whether empty `q` touches a stone of the string with head `h`.
    #[inline(always)]
    fn touches(&self, q: usize, h: usize) -> bool {
        let colour = self.cells[h];
        self.neighbours(q)
            .into_iter()
            .any(|r| self.cells[r] == colour && self.head[r] as usize == h)
    }

    /// Joins the new stone `p` and its friendly strings into the largest of them. The
    /// others' liberties are scanned once each and counted only where the growing string
    /// lacks them, so the cost is the size of the smaller strings. Returns the new head.
    fn merge<const RECORD: bool>(&mut self, p: usize, friends: Heads) -> usize {
        let base = friends
            .iter()
            .max_by_key(|&f| self.stones[f])
            .expect("two or more friends");
        self.join::<RECORD>(p, base);
        for f in friends.iter().filter(|&f| f != base) {
            let mut seen = PointSet::new();
            let mut gained = 0;
            let mut s = f;
            loop {
                if self.neighbour_count(s, EMPTY) > 0 {
                    for q in self.neighbours(s) {
                        if self.cells[q] == EMPTY && seen.insert(q) && !self.touches(q, base) {
                            gained += 1;
                        }
                    }
                }
                s = self.next[s] as usize;
                if s == f {
                    break;
                }
            }
            loop {
                journalled!(self, head, Field::Head, s, base as u16);
                s = self.next[s] as usize;
                if s == f {
                    break;
                }
            }
            let (nb, nf) = (self.next[base], self.next[f]);
            journalled!(self, next, Field::Next, base, nf);
            journalled!(self, next, Field::Next, f, nb);
            journalled!(self, stones, Field::Stones, base, self.stones[base] + self.stones[f]);
            journalled!(self, libs, Field::Libs, base, self.libs[base] + gained);
        }
        base
    }

    /// Removes every stone of the string with head `h`; neighbouring strings gain the
    /// freed points as liberties, each point once per string. Those strings are all of the
    /// other colour: a stone of `h`'s colour next to one of its stones is in `h`.
    fn remove_string<const RECORD: bool>(&mut self, h: usize) {
        let o = opponent_cell(self.cells[h]);
        let mut s = h;
        loop {
            let next = self.next[s] as usize;
            self.clear_stone::<RECORD>(s);
            for g in self.neighbour_strings(s, o).iter() {
                journalled!(self, libs, Field::Libs, g, self.libs[g] + 1);
            }
            s = next;
            if s == h {
                break;
            }
        }
    }

    /// Sets empty index `p` to stone `c`: cell, neighbour counts, empty list, hash. One
    /// journal entry undoes it all ([`Field::Placed`]).
    #[inline(always)]
    fn set_stone<const RECORD: bool>(&mut self, p: usize, c: u8) {
        if RECORD {
            self.record_stone(Field::Placed, p, EMPTY);
        }
        self.put(p, EMPTY, c);
        let i = self.empty_index[p] as usize;
        let last = self.empties[self.empty_count - 1];
        self.empties[i] = last;
        self.empty_index[last as usize] = i as u16;
        self.empty_count -= 1;
        self.hash ^= zobrist::stone_key(c, p);
    }

    /// Undoes [`Board::set_stone`] on `p`, everything played after it already undone:
    /// the moved last empty point goes back to the end of the list, `p` to its slot.
    #[inline(always)]
    fn unset_stone(&mut self, p: usize) {
        self.put(p, self.cells[p], EMPTY);
        let i = self.empty_index[p] as usize;
        let last = self.empties[i];
        self.empties[self.empty_count] = last;
        self.empty_index[last as usize] = self.empty_count as u16;
        self.empties[i] = p as u16;
        self.empty_count += 1;
    }

    /// Empties stone index `p`: cell, neighbour counts, empty list, hash. Its journal
    /// entries: the empty list's two writes, then [`Field::Removed`] for the rest.
    #[inline(always)]
    fn clear_stone<const RECORD: bool>(&mut self, p: usize) {
        let c = self.cells[p];
        journalled!(self, empties, Field::Empties, self.empty_count, p as u16);
        journalled!(self, empty_index, Field::EmptyIndex, p, self.empty_count as u16);
        if RECORD {
            self.record_stone(Field::Removed, p, c);
        }
        self.put(p, c, EMPTY);
        self.empty_count += 1;
        self.hash ^= zobrist::stone_key(c, p);
    }

    /// Undoes [`Board::clear_stone`] of a stone `c` on `p` but for the empty list's
    /// journalled writes: the stone and its neighbour counts back, one empty point fewer.
    #[inline(always)]
    fn unclear_stone(&mut self, p: usize, c: u8) {
        self.put(p, EMPTY, c);
        self.empty_count -= 1;
    }

    /// Journals a stone placed on or removed from `p`, whose cell held `old`.
    #[inline(always)]
    fn record_stone(&mut self, field: Field, p: usize, old: u8) {
        self.journal.push(Entry {
            field,
            index: p as u16,
            old: u32::from(old),
        });
    }

    /// Sets cell `p`, which holds `old`, to `cell` and its neighbours' counts to match.
    #[inline(always)]
    fn put(&mut self, p: usize, old: u8, cell: u8) {
        let delta = (1u32 << (8 * cell)).wrapping_sub(1 << (8 * old));
        self.cells[p] = cell;
        for q in self.neighbours(p) {
            self.nbr[q] = self.nbr[q].wrapping_add(delta);
        }
    }
}

//! The distinct strings next to a point, by their heads: at most four, in one word.

/// The distinct strings next to one point, by their heads, in the order the point's
/// neighbours first meet them: a string that touches the point on two sides is in once.
/// Held in registers, for the board's play, the hottest code there is.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Heads {
    /// The heads, 16 bits each from the low end, then zeros: index 0 is border, never a
    /// head, so the heads end at the first zero lane.
    lanes: u64,
    len: u8,
}

impl Heads {
    /// Adds the string with head `h` (a stone, so not 0) unless it is in already; a point
    /// has four neighbours, so there is always room.
    #[inline(always)]
    pub(super) fn insert(&mut self, h: usize) {
        if !self.contains(h) {
            self.push(h);
        }
    }

    /// Adds the string with head `h`, which is not in yet.
    #[inline(always)]
    fn push(&mut self, h: usize) {
        self.lanes |= (h as u64) << (16 * self.len);
        self.len += 1;
    }

    /// Whether the string with head `h` is in.
    #[inline(always)]
    pub fn contains(&self, h: usize) -> bool {
        self.iter().any(|g| g == h)
    }

    /// How many strings are in.
    #[inline(always)]
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether no string is in.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The heads, in order.
    #[inline(always)]
    pub fn iter(&self) -> Lanes {
        Lanes(self.lanes)
    }

    /// The first string's head; the caller knows there is one.
    #[inline(always)]
    pub fn first(&self) -> usize {
        debug_assert!(!self.is_empty());
        (self.lanes & 0xffff) as usize
    }

    /// The strings whose heads `keep` accepts, in the same order.
    #[inline(always)]
    pub fn filter(self, keep: impl Fn(usize) -> bool) -> Heads {
        let mut kept = Heads::default();
        for h in self.iter().filter(|&h| keep(h)) {
            kept.push(h);
        }
        kept
    }
}

/// The heads of a [`Heads`], in order: its lanes up to the first zero one.
pub struct Lanes(u64);

impl Iterator for Lanes {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let h = (self.0 & 0xffff) as usize;
        self.0 >>= 16;
        Some(h)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, diagram};
    use crate::board::{Color, BLACK, WHITE};

    #[test]
    fn the_board_lists_each_neighbouring_string_once_by_colour_and_liberties() {
        let board = diagram(&[".....", ".XXX.", ".X.O.", "..O..", "....."], Color::Black);
        let (p, heads) = (at(5, "C3"), |vertices: &[&str]| -> Vec<usize> {
            vertices.iter().map(|v| board.string_head(at(5, v))).collect()
        });
        let strings = |heads: Heads| heads.iter().collect::<Vec<_>>();
        assert_eq!(
            strings(board.neighbour_strings(p, BLACK)),
            heads(&["B3"]),
            "B3 and C4: one string"
        );
        assert_eq!(strings(board.neighbour_strings(p, WHITE)), heads(&["D3", "C2"]));
        assert_eq!(strings(board.neighbour_strings_with(p, WHITE, 3)), heads(&["D3"]));
        assert_eq!(strings(board.neighbour_strings_with(p, WHITE, 4)), heads(&["C2"]));
        assert!(board.neighbour_strings(at(5, "E1"), BLACK).is_empty());
    }

    #[test]
    fn a_head_met_twice_is_in_once_in_the_order_first_met() {
        let mut heads = Heads::default();
        for h in [40, 12, 40, 7, 12] {
            heads.insert(h);
        }
        assert_eq!(heads.iter().collect::<Vec<_>>(), [40, 12, 7]);
        assert_eq!((heads.len(), heads.first()), (3, 40));
        assert!(heads.contains(7) && !heads.contains(8));
        let kept = heads.filter(|h| h != 12);
        assert_eq!(kept.iter().collect::<Vec<_>>(), [40, 7]);
        assert!(Heads::default().is_empty());
        assert_eq!(Heads::default().iter().next(), None);
    }
}

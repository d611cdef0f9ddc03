//! A per-point array whose indexing needs no bounds check.

use std::ops::{Index, IndexMut};

/// Slots in a [`Grid`]: a power of two above [`super::point::MAX_POINTS`].
pub const GRID_LEN: usize = 1024;
const _: () = assert!(GRID_LEN >= super::point::MAX_POINTS && GRID_LEN.is_power_of_two());

/// One value per array index of the board. Indexing masks the index to the array's
/// length, which the compiler sees is always in range, so the hot loops of play and
/// playouts carry no bounds checks; every index the board uses is below
/// [`super::point::MAX_POINTS`] anyway, so the mask never changes it.
#[derive(Clone, PartialEq, Eq)]
pub struct Grid<T>([T; GRID_LEN]);

impl<T: Copy> Grid<T> {
    /// A grid with every slot set to `value`.
    pub fn filled(value: T) -> Grid<T> {
        Grid([value; GRID_LEN])
    }

    /// The first `len` slots.
    pub fn prefix(&self, len: usize) -> &[T] {
        &self.0[..len]
    }

    /// The first `len` slots, writable.
    pub fn prefix_mut(&mut self, len: usize) -> &mut [T] {
        &mut self.0[..len]
    }
}

impl<T> Index<usize> for Grid<T> {
    type Output = T;

    #[inline(always)]
    fn index(&self, i: usize) -> &T {
        &self.0[i & (GRID_LEN - 1)]
    }
}

impl<T> IndexMut<usize> for Grid<T> {
    #[inline(always)]
    fn index_mut(&mut self, i: usize) -> &mut T {
        &mut self.0[i & (GRID_LEN - 1)]
    }
}

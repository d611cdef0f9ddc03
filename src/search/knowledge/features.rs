//! Move features: what a move looks like to the learned priors ([`super::gammas`]).
//!
//! Each stone move is described by one value in each of [`GROUPS`] feature groups:
//!
//! - **Pattern**: the eight points around the move, each empty, off the board, or a stone
//!   of the mover or of the opponent whose string has one, two, or three or more
//!   liberties; the code is the smallest of its eight rotations and reflections, so a
//!   shape and its mirror images share one value.
//! - **Distance** to the last move in the common fate graph: 1, 2, 3, or farther (or no
//!   last move).
//! - **Previous distance** to the move before the last one (the mover's own last move),
//!   in the same way.
//! - **Line**: the distance to the nearest edge, 1 to 4, or 5 and beyond.
//! - **Capture**: none, or one stone or more of a string that is taken back at a ko, that
//!   holds an own string in atari, that the last move played, that could run from its
//!   atari, or that could not (in that order: the first that applies).
//! - **Escape** from atari of an own string next to the move: none, or one the ladder
//!   reader says works or fails, each from an atari the last move made or an older one.
//! - **Atari** on an opposing string of two liberties: none, or one that catches the
//!   string in a ladder or one that does not, each on two strings at once, on the last
//!   move's string, or on another.
//! - **Self-atari**: none, allowed (a throw-in or a dead shape), or a blunder
//!   (`self_atari::is_bad_self_atari`).
//! - **Spatial pattern**: the largest of the [`super::spatial`] patterns around the move
//!   that the table's dictionary knows (0: none).
//! - **Gridcular distance** to the last move and to the one before, as in Coulom's
//!   features: [`super::spatial::distance`] 2 to 16, 17 and beyond, or no such stone.
//!
//! A pass is a feature of its own, split by whether the opponent has just passed.

use super::spatial::{self, Dictionary};
use crate::board::{Board, Color, Point, BORDER, EMPTY};
use crate::search::tactics::ladder::Reader;
use crate::search::tactics::{atari, self_atari};
use std::sync::OnceLock;

/// The number of feature groups of a stone move.
pub const GROUPS: usize = 11;
/// The group of the pattern code.
pub const PATTERN: usize = 0;
/// The group of the distance to the last move: 0-2 for 1-3, 3 for farther.
pub const DISTANCE: usize = 1;
/// The group of the distance to the move before the last one, valued as [`DISTANCE`].
pub const PREVIOUS_DISTANCE: usize = 2;
/// The group of the line: 0-3 for the first to the fourth, 4 beyond.
pub const LINE: usize = 3;
/// The group of captures: 0 none; then one stone and more of a string that could run
/// (1, 2), that could not (3, 4), next to an own string in atari (5, 6), of the last move
/// (7, 8); 9 a ko capture.
pub const CAPTURE: usize = 4;
/// The group of escapes: 0 none; 1 one that works, 2 one that fails, 3 and 4 the same
/// from an atari the last move made. See [`escape_fails`].
pub const ESCAPE: usize = 5;
/// The group of ataris: 0 none; 1 one that catches in a ladder, 2 one that does not; 3
/// and 4 the same on the last move's string, 5 and 6 on two strings at once.
pub const ATARI: usize = 6;
/// The group of self-ataris: 0 none; 1 one the self-atari rules allow, a throw-in of one
/// stone or stones that leave a dead shape once taken; 2 any other, a blunder
/// ([`self_atari::is_bad_self_atari`]).
pub const SELF_ATARI: usize = 7;
/// The group of the largest known spatial pattern: its id in the dictionary, 0 for none.
pub const SPATIAL: usize = 8;
/// The group of the gridcular distance to the last move: 0-14 for 2-16, 15 farther,
/// 16 when the last move was no stone.
pub const GRIDCULAR: usize = 9;
/// The group of the gridcular distance to the move before the last one, valued as
/// [`GRIDCULAR`].
pub const PREVIOUS_GRIDCULAR: usize = 10;
/// The names of the groups, in order, as the gamma table writes them.
pub const GROUP_NAMES: [&str; GROUPS] = [
    "pattern",
    "distance",
    "previous_distance",
    "line",
    "capture",
    "escape",
    "atari",
    "self_atari",
    "spatial",
    "gridcular",
    "previous_gridcular",
];
/// How many values each group takes; 0 for the pattern groups, whose values are codes or
/// ids from the table.
pub const GROUP_VALUES: [usize; GROUPS] = [0, 4, 4, 5, 10, 5, 7, 3, 0, 17, 17];

/// The features of one candidate move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Features {
    /// A stone, with its value in each group (the pattern's code first).
    Stone([u32; GROUPS]),
    /// A pass; `after_pass` when the opponent has just passed.
    Pass {
        /// Whether the opponent's last move was a pass.
        after_pass: bool,
    },
}

/// The eight neighbours of a point as (column, row) steps, in the order of the pattern
/// code's 3-bit fields from the lowest.
const AROUND: [(isize, isize); 8] = [(-1, 1), (0, 1), (1, 1), (-1, 0), (1, 0), (-1, -1), (0, -1), (1, -1)];

/// For each of the eight symmetries of the square, where each field of [`AROUND`] goes.
fn symmetries() -> &'static [[usize; 8]; 8] {
    static FIELDS: OnceLock<[[usize; 8]; 8]> = OnceLock::new();
    FIELDS.get_or_init(|| {
        spatial::MATRICES.map(|m| {
            let [a, b, c, d] = m.map(|v| v as isize);
            AROUND.map(|(x, y)| {
                let to = (a * x + b * y, c * x + d * y);
                AROUND
                    .iter()
                    .position(|&f| f == to)
                    .expect("a symmetry maps the ring onto itself")
            })
        })
    })
}

/// The state of a neighbour seen by `colour`: 0 empty, 1 off the board, 2-4 an own
/// string of 1, 2, or 3+ liberties, 5-7 an opposing one.
fn state(board: &Board, colour: Color, q: usize) -> u32 {
    match board.cell(q) {
        EMPTY => 0,
        BORDER => 1,
        cell => {
            let liberties = board.liberty_count(q).min(3);
            let base = if cell == colour as u8 { 1 } else { 4 };
            base + liberties
        }
    }
}

/// The canonical pattern code of the eight points around the empty point `p` for a stone
/// of `colour`: the smallest code over the symmetries, three bits per neighbour.
pub fn pattern_code(board: &Board, colour: Color, p: usize) -> u32 {
    let stride = board.stride() as isize;
    let states = AROUND.map(|(dx, dy)| state(board, colour, p.wrapping_add_signed(dx + dy * stride)));
    symmetries()
        .iter()
        .map(|to| {
            states
                .iter()
                .zip(to)
                .fold(0u32, |code, (&s, &field)| code | s << (3 * field))
        })
        .min()
        .expect("eight symmetries")
}

/// The features of a legal stone of `colour` on the empty point `p`, `distances` being
/// its common-fate-graph distances to the last move and to the one before (anything
/// above 3 counts as far), and `spatial` the dictionary of known spatial patterns.
/// `reader` reads ladders on `board`, which it leaves as it was.
pub fn of_stone(
    board: &mut Board,
    colour: Color,
    p: usize,
    distances: [u8; 2],
    reader: &mut Reader,
    spatial: &Dictionary,
) -> Features {
    let size = board.size();
    let (col, row) = Point::from_index(p).coords(size);
    let line = col.min(row).min(size - 1 - col).min(size - 1 - row).min(4);
    let last = board.last_move().map(Point::index);
    let capture = capture_kind(board, colour, p, last, reader);
    let escape = match atari::is_escape(board, colour, p) {
        false => 0,
        true => 2 - reader.escapes(board, colour, p) as u32 + 2 * escapes_new_atari(board, colour, p, last) as u32,
    };
    let atari = match atari_victims(board, colour, p, last) {
        (0, _) => 0,
        (victims, on_last) => {
            let context = if victims > 1 { 4 } else { 2 * on_last as u32 };
            2 - reader.catches(board, colour, p) as u32 + context
        }
    };
    let self_atari = if !board.is_self_atari(colour, Point::from_index(p)) {
        0
    } else if self_atari::is_bad_self_atari(board, colour, p) {
        2
    } else {
        1
    };
    let mut values = [0; GROUPS];
    values[PATTERN] = pattern_code(board, colour, p);
    values[DISTANCE] = (distances[0].max(1) - 1).min(3) as u32;
    values[PREVIOUS_DISTANCE] = (distances[1].max(1) - 1).min(3) as u32;
    values[LINE] = line as u32;
    values[CAPTURE] = capture;
    values[ESCAPE] = escape;
    values[ATARI] = atari;
    values[SELF_ATARI] = self_atari;
    values[SPATIAL] = spatial.largest_known(board, colour, p);
    values[GRIDCULAR] = gridcular(board, p, board.last_move());
    values[PREVIOUS_GRIDCULAR] = gridcular(board, p, board.previous_move());
    Features::Stone(values)
}

/// Whether the [`ESCAPE`] value `value` is an escape the ladder reader says fails.
pub fn escape_fails(value: u32) -> bool {
    value == 2 || value == 4
}

/// The [`CAPTURE`] value of a stone of `colour` on `p`, `last` being the last move's
/// point.
fn capture_kind(board: &mut Board, colour: Color, p: usize, last: Option<usize>, reader: &mut Reader) -> u32 {
    let stones = atari::captured_stones(board, colour, p);
    if stones == 0 {
        return 0;
    }
    let size = stones.min(2);
    if stones == 1 && board.neighbour_count(p, EMPTY) == 0 && board.neighbour_count(p, colour as u8) == 0 {
        return 9;
    }
    if atari::saves_by_capture(board, colour, p) {
        return 4 + size;
    }
    let taken = |q: usize| board.cell(q) == colour.opponent() as u8 && board.liberty_count(q) == 1;
    if last.is_some_and(|l| {
        taken(l)
            && board
                .neighbours(p)
                .into_iter()
                .any(|q| taken(q) && board.string_head(q) == board.string_head(l))
    }) {
        return 6 + size;
    }
    let opponent = colour.opponent();
    let could_run = board.check(opponent, Point::from_index(p), false).is_ok()
        && atari::is_escape(board, opponent, p)
        && reader.escapes(board, opponent, p);
    if could_run {
        size
    } else {
        2 + size
    }
}

/// Whether an own string in atari next to `p` was put there by the last move, on
/// `last`: the last stone touches it.
fn escapes_new_atari(board: &Board, colour: Color, p: usize, last: Option<usize>) -> bool {
    let Some(last) = last else {
        return false;
    };
    let c = colour as u8;
    board.neighbours(p).into_iter().any(|q| {
        board.cell(q) == c
            && board.liberty_count(q) == 1
            && board
                .neighbours(last)
                .into_iter()
                .any(|r| board.cell(r) == c && board.string_head(r) == board.string_head(q))
    })
}

/// How many opposing strings a stone of `colour` on `p` puts in atari (takes one of their
/// two liberties), and whether one of them is the last move's string.
fn atari_victims(board: &Board, colour: Color, p: usize, last: Option<usize>) -> (u32, bool) {
    let o = colour.opponent() as u8;
    let heads = board.neighbour_strings_with(p, o, 2);
    let on_last = last.is_some_and(|l| board.cell(l) == o && heads.contains(board.string_head(l)));
    (heads.len() as u32, on_last)
}

/// The [`GRIDCULAR`] value of `p` seen from the stone `from`.
fn gridcular(board: &Board, p: usize, from: Option<Point>) -> u32 {
    let Some(from) = from else {
        return 16;
    };
    let size = board.size();
    let ((x, y), (fx, fy)) = (Point::from_index(p).coords(size), from.coords(size));
    let distance = spatial::distance(x as i32 - fx as i32, y as i32 - fy as i32);
    (distance.clamp(2, 17) - 2) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, diagram, played};

    /// The stones a move with the [`CAPTURE`] value `value` captures: 0 none, 1 one, 2
    /// more.
    fn capture_size(value: u32) -> u32 {
        match value {
            0 => 0,
            9 => 1,
            v => (v + 1) % 2 + 1,
        }
    }

    /// Whether the [`ESCAPE`] value `value` is an escape the ladder reader says works.
    fn escape_works(value: u32) -> bool {
        value == 1 || value == 3
    }

    /// Whether the [`ATARI`] value `value` is an atari that catches in a ladder.
    fn atari_catches(value: u32) -> bool {
        value % 2 == 1
    }

    #[test]
    fn mirror_images_share_a_pattern_code() {
        // A black stone on B3, upper left of C2, and one on G7, lower right of F8.
        let board = diagram(
            &[
                ".........",
                ".........",
                "......X..",
                ".........",
                ".........",
                ".........",
                ".X.......",
                ".........",
                ".........",
            ],
            Color::White,
        );
        let code = |v| pattern_code(&board, Color::White, at(9, v));
        assert_eq!(code("C2"), code("F8"));
        assert_ne!(code("C2"), code("E5"));
        assert_ne!(code("A1"), code("E5"));
        assert_eq!(code("A1"), code("J9"));
    }

    /// The feature values of `colour`'s stone on `vertex`, with no spatial dictionary and
    /// no common-fate-graph distances.
    fn values_of(board: &Board, colour: Color, vertex: &str, reader: &mut Reader) -> [u32; GROUPS] {
        let p = at(board.size(), vertex);
        match of_stone(&mut board.clone(), colour, p, [9, 9], reader, &Dictionary::default()) {
            Features::Stone(values) => values,
            Features::Pass { .. } => panic!("a stone"),
        }
    }

    #[test]
    fn a_self_atari_is_valued_by_whether_the_rules_allow_it_not_by_its_stones() {
        let self_atari = |rows: &[&str], vertex: &str| {
            values_of(&diagram(rows, Color::Black), Color::Black, vertex, &mut Reader::new())[SELF_ATARI]
        };
        assert_eq!(
            self_atari(&[".....", ".....", "OOOO.", "OXXO.", ".X.O."], "E1"),
            1,
            "a throw-in"
        );
        assert_eq!(
            self_atari(&[".....", ".....", ".....", "OOOOO", ".XX.O"], "D1"),
            1,
            "three stones, a dead shape"
        );
        assert_eq!(
            self_atari(&[".....", ".O...", "OXO..", "O.O..", "....."], "B2"),
            2,
            "two stones, a blunder"
        );
    }

    #[test]
    fn a_capture_and_a_self_atari_are_told_apart() {
        // Black to move: C3 captures the O on B3; E1 is a self-atari of one stone.
        let board = diagram(&[".....", ".XO..", "XO.X.", ".X...", "....."], Color::White);
        let mut reader = Reader::new();
        let capture = values_of(&board, Color::Black, "C3", &mut reader);
        assert_eq!(capture[CAPTURE], 1);
        assert_eq!(capture[SELF_ATARI], 0);
        // D1 puts four black stones in atari that leave White a straight four.
        let board = diagram(&[".....", ".....", ".....", "OOOOO", "XXX.."], Color::White);
        let atari = values_of(&board, Color::Black, "D1", &mut reader);
        assert_eq!(atari[SELF_ATARI], 2);
        assert_eq!(atari[LINE], 0);
    }

    #[test]
    fn captures_are_told_apart_by_what_they_take() {
        let mut reader = Reader::new();
        let mut capture = |rows: &[&str], vertex: &str, last: &[&str]| {
            let board = played(diagram(rows, Color::White), last);
            let value = values_of(&board, Color::Black, vertex, &mut reader)[CAPTURE];
            (value, capture_size(value))
        };
        // B2 takes the O on A2 and saves the X on A1, both in atari.
        let saving = [".....", ".....", "X....", "O....", "X...."];
        assert_eq!(capture(&saving[..], "B2", &["pass"]), (5, 1));
        // A1 takes White's A2 as soon as it is played; before it, a stone that cannot run.
        let throw_in = [".....", ".....", "X....", ".X...", "....."];
        assert_eq!(capture(&throw_in[..], "A1", &["A2"]), (7, 1));
        let caught = [".....", ".....", "X....", "OX...", "....."];
        assert_eq!(capture(&caught[..], "A1", &["pass"]), (3, 1));
        // C2 takes the O on C3, which could run to C2 with three liberties.
        let open = [".....", "..X..", ".XOX.", ".....", "....."];
        assert_eq!(capture(&open[..], "C2", &["pass"]), (1, 1));
        // C2 takes B2 and is left alone in atari: a ko.
        let ko = [".....", ".....", ".XO..", "XO.O.", ".XO.."];
        assert_eq!(capture(&ko[..], "C2", &["pass"]), (9, 1));
    }

    #[test]
    fn escapes_and_ataris_know_the_last_move() {
        let mut reader = Reader::new();
        // Black's C3, in White's atari; C2 runs out with three liberties.
        let rows = [".....", "..O..", ".OX..", ".....", "....."];
        let old = played(diagram(&rows, Color::White), &["D3"]);
        let old = played(old, &["pass", "pass"]);
        assert_eq!(values_of(&old, Color::Black, "C2", &mut reader)[ESCAPE], 1);
        let new = played(diagram(&rows, Color::White), &["D3"]);
        let escape = values_of(&new, Color::Black, "C2", &mut reader)[ESCAPE];
        assert_eq!(escape, 3);
        assert!(escape_works(escape) && !escape_fails(escape));
        // White's C3 at two liberties, just played: D3 puts it in atari, and it runs.
        let rows = [".....", "..X..", ".X...", ".....", "....."];
        let board = played(diagram(&rows, Color::White), &["C3"]);
        let atari = values_of(&board, Color::Black, "D3", &mut reader)[ATARI];
        assert_eq!(atari, 4);
        assert!(!atari_catches(atari));
        // C3 puts White's B3 and C2 in atari at once.
        let rows = [".....", ".X...", "XO...", "..OX.", "..X.."];
        let board = played(diagram(&rows, Color::White), &["pass"]);
        assert!(values_of(&board, Color::Black, "C3", &mut reader)[ATARI] >= 5);
    }

    #[test]
    fn gridcular_distances_grow_from_the_last_two_stones() {
        let mut board = Board::new(9);
        board
            .play(Color::Black, Point::from_index(at(9, "E5")), false)
            .expect("a legal move");
        let mut reader = Reader::new();
        let mut value =
            |board: &Board, vertex: &str, group: usize| values_of(board, Color::White, vertex, &mut reader)[group];
        assert_eq!(value(&board, "E6", GRIDCULAR), 0, "a neighbour is at distance 2");
        assert_eq!(value(&board, "F6", GRIDCULAR), 1);
        assert_eq!(value(&board, "E7", GRIDCULAR), 2);
        assert_eq!(value(&board, "A1", GRIDCULAR), 10, "four and four lines away: 12");
        assert_eq!(value(&board, "E6", PREVIOUS_GRIDCULAR), 16, "no stone before");
        board.pass(Color::White);
        assert_eq!(value(&board, "E6", GRIDCULAR), 16, "the last move was a pass");
        assert_eq!(value(&board, "E6", PREVIOUS_GRIDCULAR), 0);
    }
}

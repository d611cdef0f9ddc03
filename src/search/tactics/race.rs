//! Reading capturing races (semeai) at the end of the game: whether a string short of
//! liberties dies even when its owner moves first.
//!
//! Playouts from a finished position often misjudge a race between two strings with two
//! liberties each: their random moves rarely find the one move that wins it, so the
//! ownership map keeps a string alive that any player would count dead. The reader plays
//! the race out on a scratch board with undo, as a proof search: the owner (defender)
//! extends on a liberty, takes away a liberty of a short attacking string, captures an
//! attacking string in atari, or passes; the attacker fills a liberty of the string,
//! lengthens an attacking string short of liberties (next to the string or to one of its
//! liberties), or shortens a string the defender could join. A string with [`ESCAPED`] liberties has got out.
//! The reading is bounded by [`BUDGET`] stones and [`DEPTH`] moves; a reading that runs out
//! counts as a survival, so the reader never calls a string dead that it has not seen die.

use crate::board::{Board, Color, Point, EMPTY};

/// Liberties at which a string counts as out of the race.
pub const ESCAPED: u32 = 4;
/// The most moves (and passes) along one line of reading.
pub const DEPTH: u32 = 14;
/// The most stones one reading may play.
pub const BUDGET: u32 = 20_000;
/// The most liberties an attacking string may have for the defender to try shortening it.
const SHORT: u32 = 3;
/// The most liberties an attacking string may have for the attacker to try lengthening it.
const SHORT_ATTACKER: u32 = 2;

/// A scratch board for reading races; reused between readings.
pub struct RaceReader {
    board: Board,
    plays: u32,
    /// The colour of the string being read.
    owner: Color,
}

impl RaceReader {
    /// A reader for boards of any size up to `size`.
    pub fn new(size: usize) -> RaceReader {
        RaceReader {
            board: Board::new(size),
            plays: 0,
            owner: Color::Black,
        }
    }

    /// Whether the string on `s` in `position` is captured even when its owner moves
    /// first (and may pass), as far as the reading sees.
    pub fn dies_moving_first(&mut self, position: &Board, s: usize) -> bool {
        let Some(owner) = Color::from_cell(position.cell(s)) else {
            return false;
        };
        self.board.copy_position_from(position);
        self.board.set_recording(true);
        self.plays = 0;
        self.owner = owner;
        !self.wins(owner, s, DEPTH)
    }

    /// With `to_move` to play: whether its side wins the race for the string on `s`
    /// (the owner, by keeping it; the attacker, by capturing it). Only the owner may pass.
    fn wins(&mut self, to_move: Color, s: usize, depth: u32) -> bool {
        let defending = to_move == self.owner;
        if self.board.cell(s) == EMPTY {
            return !defending;
        }
        if self.board.liberty_count(s) >= ESCAPED || depth == 0 || self.plays >= BUDGET {
            return defending;
        }
        let mut moves = Vec::with_capacity(8);
        if defending {
            self.attacker_liberties(s, 1, &mut moves);
            self.push_liberties(s, &mut moves);
            self.attacker_liberties(s, SHORT, &mut moves);
        } else {
            self.push_liberties(s, &mut moves);
            self.attacker_extensions(s, &mut moves);
            self.liberty_neighbours(s, &mut moves);
        }
        for m in moves {
            if self.try_move(to_move, m) {
                let won = !self.wins(to_move.opponent(), s, depth - 1);
                self.board.undo();
                if won {
                    return true;
                }
            }
        }
        if !defending {
            return false;
        }
        self.board.pass(to_move);
        let won = !self.wins(to_move.opponent(), s, depth - 1);
        self.board.undo();
        won
    }

    /// Plays `colour` on `p` if legal; whether it did.
    fn try_move(&mut self, colour: Color, p: usize) -> bool {
        let point = Point::from_index(p);
        if self.board.check(colour, point, false).is_err() {
            return false;
        }
        self.plays += 1;
        self.board.play_unchecked(colour, point);
        true
    }

    /// Appends the liberties of the string on `s` not yet in `moves`.
    fn push_liberties(&self, s: usize, moves: &mut Vec<usize>) {
        let mut libs = [Point::from_index(0); ESCAPED as usize];
        let n = self.board.liberties(s, &mut libs);
        for lib in &libs[..n.min(libs.len())] {
            if !moves.contains(&lib.index()) {
                moves.push(lib.index());
            }
        }
    }

    /// Appends the liberties of the opposing strings next to the string on `s` that have
    /// at most `most` liberties, those not yet in `moves`.
    fn attacker_liberties(&self, s: usize, most: u32, moves: &mut Vec<usize>) {
        for head in self.short_neighbours(s, most) {
            self.push_liberties(head, moves);
        }
    }

    /// Appends the moves that lengthen an attacking string short of liberties (at most
    /// [`SHORT_ATTACKER`]) next to the string on `s`: its liberties, and the liberty of
    /// each defending string in atari beside it.
    fn attacker_extensions(&self, s: usize, moves: &mut Vec<usize>) {
        for head in self.short_neighbours(s, SHORT_ATTACKER) {
            self.push_liberties(head, moves);
            for captured in self.short_neighbours(head, 1) {
                self.push_liberties(captured, moves);
            }
        }
    }

    /// Appends the liberties of the other strings short of liberties (at most
    /// [`SHORT_ATTACKER`]) that touch a liberty of the string on `s`: the defender's
    /// strings it could join there, which the attacker may shorten first, and the
    /// attacker's strings that would be in atari after filling that liberty, which the
    /// attacker may lengthen first.
    fn liberty_neighbours(&self, s: usize, moves: &mut Vec<usize>) {
        let head = self.board.string_head(s);
        let mut libs = [Point::from_index(0); ESCAPED as usize];
        let n = self.board.liberties(s, &mut libs).min(libs.len());
        for lib in &libs[..n] {
            for q in self.board.neighbours(lib.index()) {
                let short = Color::from_cell(self.board.cell(q)).is_some()
                    && self.board.string_head(q) != head
                    && self.board.liberty_count(q) <= SHORT_ATTACKER;
                if short {
                    self.push_liberties(q, moves);
                }
            }
        }
    }

    /// The heads of the opposing strings next to the string on `s` with at most `most`
    /// liberties.
    fn short_neighbours(&self, s: usize, most: u32) -> Vec<usize> {
        let mut heads = Vec::new();
        let Some(owner) = Color::from_cell(self.board.cell(s)) else {
            return heads;
        };
        let opponent = owner.opponent() as u8;
        for stone in self.board.string_stones(s) {
            for q in self.board.neighbours(stone) {
                if self.board.cell(q) != opponent {
                    continue;
                }
                let head = self.board.string_head(q);
                if !heads.contains(&head) && self.board.liberty_count(q) <= most {
                    heads.push(head);
                }
            }
        }
        heads
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, diagram};

    /// Whether the reader sees the string on `vertex` of the 9x9 diagram `rows` die even
    /// when its owner moves first.
    fn dies(rows: &[&str], vertex: &str) -> bool {
        RaceReader::new(9).dies_moving_first(&diagram(rows, Color::Black), at(9, vertex))
    }

    #[test]
    fn a_corner_group_with_three_points_of_room_open_to_the_wall_dies() {
        // Black's B9 C9 C8 has two liberties, A9 and B8; whatever Black plays there, White
        // takes the rest from the wall.
        let board = [
            ".XXO.....",
            "..XO.....",
            "OOOO.....",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ];
        assert!(dies(&board, "B9"));
    }

    #[test]
    fn strings_in_seki_both_survive() {
        // Black's A3-D3/D2/D1 and White's A1-C1/C2 share their only liberties, A2 and B2:
        // whoever fills one is captured.
        let board = [
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "OOOOO....",
            "XXXXO....",
            "..OXO....",
            "OOOXO....",
        ];
        assert!(!dies(&board, "A3"));
        assert!(!dies(&board, "A1"));
    }

    #[test]
    fn a_string_with_room_to_run_escapes() {
        let board = [
            ".........",
            ".........",
            ".........",
            "....O....",
            "...OXO...",
            ".........",
            ".........",
            ".........",
            ".........",
        ];
        assert!(!dies(&board, "E5"));
    }

    #[test]
    fn a_race_won_by_connecting_first_is_read() {
        // From a GNU Go self-play game: Black's H9 G8 H8 H7 H6 (liberties G9, J9) against
        // White's J6-J8 (J9, J5) and C8-F8 (E9, G9). White G9 would put C8-F8 in atari;
        // White J5 first, then J9, and G9 captures.
        let board = [
            ".XXO.O.X.",
            ".XOOOOXXO",
            "..XXOXOXO",
            "OX.XXXOXO",
            "..X.OXOO.",
            ".XXXXO...",
            "XXOOO.OX.",
            "XOO...OO.",
            "XO......X",
        ];
        assert!(dies(&board, "H9"));
    }

    #[test]
    fn the_attacker_lengthens_a_short_string_before_filling_a_shared_liberty() {
        // From a 19x19 game: White's E9-G7 group has D9 and E8. A black stone on D9 now
        // would leave C9-D9 in atari at B9; Black B9 first makes D9 safe, and then White
        // can neither fill E8 nor D9.
        let board = [
            "X.X.OOOXX",
            ".XOO.OOOX",
            "XXXXOOOXX",
            ".XX.XXXX.",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ];
        assert!(dies(&board, "E9"));
    }
}

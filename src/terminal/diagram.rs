//! The board as the terminal game draws it: column letters above and below, row numbers on
//! both sides, `X` Black, `O` White, `.` empty, `+` hoshi, the last stone played in
//! parentheses, then the captures, the last move and who is to play.

use crate::board::{vertex, Color, Point};
use crate::game::Game;
use crate::handicap;

/// The name and mark of a colour, as the terminal game writes them: `Black (X)`.
pub fn player(colour: Color) -> String {
    let name = colour.name();
    format!("{}{} ({})", name[..1].to_ascii_uppercase(), &name[1..], colour.mark())
}

/// The diagram of `game`'s current position with its status lines, each line ending in a
/// newline.
pub fn diagram(game: &Game) -> String {
    let board = game.board();
    let size = board.size();
    let hoshi = hoshi_points(size);
    let last_stone = game.moves().last().and_then(|m| m.point);
    let letters: String = (0..size)
        .map(|col| format!(" {}", vertex::column_letter(col)))
        .collect();
    let header = format!("   {letters}\n");
    let mut text = header.clone();
    for row in (0..size).rev() {
        let mut cells = String::new();
        for col in 0..size {
            let p = Point::from_coords(size, col, row);
            cells.push(separator(size, last_stone, col, row));
            cells.push(match board.color_at(p) {
                Some(colour) => colour.mark(),
                None if hoshi.contains(&p) => '+',
                None => '.',
            });
        }
        cells.push(separator(size, last_stone, size, row));
        text += &format!("{:>2} {cells} {}\n", row + 1, row + 1);
    }
    text += &header;
    text += &format!(
        "Captures: {} {}, {} {}\n",
        player(Color::Black),
        board.captures(Color::Black),
        player(Color::White),
        board.captures(Color::White)
    );
    if let Some(last) = game.moves().last() {
        text += &format!(
            "Last move: {} {}\n",
            player(last.colour),
            vertex::format(size, last.point)
        );
    }
    text += &format!("Move {}: {} to play\n", game.moves().len() + 1, player(board.to_move()));
    text
}

/// The character before column `col` of `row` (`col == size`: after the last column):
/// parentheses around the last stone played, else a space.
fn separator(size: usize, last_stone: Option<Point>, col: usize, row: usize) -> char {
    match last_stone.map(|p| p.coords(size)) {
        Some((c, r)) if r == row && c == col => '(',
        Some((c, r)) if r == row && c + 1 == col => ')',
        _ => ' ',
    }
}

/// The hoshi of a `size`x`size` board: the corner points and the centre of the fixed
/// handicap, and on boards from 15x15 the side points too; none below 7x7.
fn hoshi_points(size: usize) -> Vec<Point> {
    let stones = match handicap::max_fixed_handicap(size) {
        9 if size < 15 => 5,
        max => max,
    };
    handicap::fixed_handicap_points(size, stones).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    fn play(game: &mut Game, moves: &[&str]) {
        for (i, text) in moves.iter().enumerate() {
            let colour = if i % 2 == 0 { Color::Black } else { Color::White };
            let point = vertex::parse(game.size(), text).expect("a vertex");
            game.play(colour, point).expect("a legal move");
        }
    }

    #[test]
    fn draws_an_empty_board_with_hoshi() {
        let game = Game::new(9, Rules::chinese());
        let expected = "    A B C D E F G H J
 9  . . . . . . . . .  9
 8  . . . . . . . . .  8
 7  . . + . . . + . .  7
 6  . . . . . . . . .  6
 5  . . . . + . . . .  5
 4  . . . . . . . . .  4
 3  . . + . . . + . .  3
 2  . . . . . . . . .  2
 1  . . . . . . . . .  1
    A B C D E F G H J
Captures: Black (X) 0, White (O) 0
Move 1: Black (X) to play
";
        assert_eq!(diagram(&game), expected);
    }

    #[test]
    fn marks_the_last_stone_and_counts_captures() {
        let mut game = Game::new(5, Rules::chinese());
        play(&mut game, &["B1", "A1", "C3", "E5", "A2"]);
        let expected = "    A B C D E
 5  . . . . O  5
 4  . . . . .  4
 3  . . X . .  3
 2 (X). . . .  2
 1  . X . . .  1
    A B C D E
Captures: Black (X) 1, White (O) 0
Last move: Black (X) A2
Move 6: White (O) to play
";
        assert_eq!(diagram(&game), expected);
    }

    #[test]
    fn marks_a_stone_on_the_right_edge_and_reports_a_pass() {
        let mut game = Game::new(5, Rules::chinese());
        play(&mut game, &["E3"]);
        assert!(diagram(&game).contains(" 3  . . . .(X) 3\n"));
        game.play(Color::White, None).expect("a pass is legal");
        let text = diagram(&game);
        assert!(text.contains(" 3  . . . . X  3\n"), "{text}");
        assert!(
            text.contains("Last move: White (O) pass\nMove 3: Black (X) to play\n"),
            "{text}"
        );
    }

    #[test]
    fn hoshi_follow_the_board_size() {
        assert!(hoshi_points(5).is_empty());
        assert_eq!(hoshi_points(9).len(), 5);
        assert_eq!(hoshi_points(13).len(), 5);
        assert_eq!(hoshi_points(19).len(), 9);
        let text: Vec<String> = hoshi_points(19).iter().map(|&p| vertex::format(19, Some(p))).collect();
        assert!(
            text.contains(&"D4".to_string()) && text.contains(&"K10".to_string()),
            "{text:?}"
        );
    }
}

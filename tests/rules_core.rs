//! Unit tests of the rules core (board, rules presets, handicap, game with superko), each a
//! small position drawn as a diagram plus the facts the rules of Go dictate about it.
//!
//! Diagrams list the top row first, columns from A (skipping I) left to right; `X` is a
//! black stone, `O` a white one and `.` an empty point. Spaces are ignored. [`setup`] reaches
//! a diagram by really playing its stones, so the game's position history is genuine, and
//! moves after that are given as GTP vertices (`"C3"`, `"pass"`) played by the side to move.
//! (The `//` after a diagram's first row keeps rustfmt from joining the rows into one line.)

use std::collections::BTreeSet;

use sente::board::{vertex, Color, Illegal, Point};
use sente::game::{Game, HandicapError};
use sente::handicap::InvalidHandicap;
use sente::rules::{KoRule, Rules};

use Color::{Black, White};

// ---------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------

/// Parses a GTP vertex on `game`'s board with `sente::board::vertex::parse`; `None` is a pass.
fn vertex(game: &Game, text: &str) -> Option<Point> {
    vertex::parse(game.size(), text).unwrap_or_else(|e| panic!("bad vertex in test: {e}"))
}

/// Parses a GTP vertex that must be a point, not a pass.
fn point(game: &Game, text: &str) -> Point {
    vertex(game, text).unwrap_or_else(|| panic!("'{text}' is a pass, not a point"))
}

/// Formats a point as GTP text.
fn name(game: &Game, p: Point) -> String {
    vertex::format(game.size(), Some(p))
}

/// The diagram's cells as characters, whitespace removed.
fn cells(row: &str) -> Vec<char> {
    row.chars().filter(|c| !c.is_whitespace()).collect()
}

/// A game under `rules` whose board is `rows` (top row first) with `to_move` to play.
///
/// The stones are really played, in diagram order, Black first and the colours alternating.
/// A colour with fewer stones than it has turns passes on its first turns, so its stones
/// come last, and the sequence ends with a stone of the opponent of `to_move`. Hence the
/// final position occurs exactly once in the history, with `to_move` to play (when that
/// opponent has at least one stone), and every earlier position has fewer stones. No stone
/// is captured on the way, which the helper checks: each string of a legal diagram keeps a
/// liberty while only some of the stones are down.
fn setup(rules: Rules, rows: &[&str], to_move: Color) -> Game {
    let size = rows.len();
    let mut stones: [Vec<Point>; 2] = [Vec::new(), Vec::new()];
    for (r, row) in rows.iter().enumerate() {
        let row_cells = cells(row);
        assert_eq!(
            row_cells.len(),
            size,
            "diagram row {r} ({row:?}) must have {size} points"
        );
        for (col, cell) in row_cells.into_iter().enumerate() {
            let p = Point::from_coords(size, col, size - 1 - r);
            match cell {
                'X' => stones[Black.index()].push(p),
                'O' => stones[White.index()].push(p),
                '.' => {}
                other => panic!("unexpected '{other}' in diagram row {r}"),
            }
        }
    }
    // Turns alternate from Black; the last is taken by the opponent of `to_move`.
    let [black, white] = stones;
    let last_is_black = to_move == White;
    let turns = (0..)
        .find(|&n: &usize| (n % 2 == 1) == last_is_black && n.div_ceil(2) >= black.len() && n / 2 >= white.len())
        .expect("some number of turns fits");
    let mut spare = [turns.div_ceil(2) - black.len(), turns / 2 - white.len()];
    let mut next = [black.iter(), white.iter()];
    let mut game = Game::new(size, rules);
    for turn in 0..turns {
        let colour = if turn % 2 == 0 { Black } else { White };
        let k = colour.index();
        let mv = if spare[k] > 0 {
            spare[k] -= 1;
            None
        } else {
            next[k].next().copied()
        };
        game.play(colour, mv)
            .unwrap_or_else(|e| panic!("setting up the diagram: {e}"));
    }
    assert_eq!(
        game.board().captures(Black) + game.board().captures(White),
        0,
        "diagram has a dead string"
    );
    assert_eq!(game.board().to_move(), to_move);
    assert_eq!(diagram(&game), normalise(rows));
    game
}

/// Plays whitespace-separated GTP moves (`"C3 pass D4"`), each by the side to move;
/// panics, naming the move, if one is illegal.
fn play(game: &mut Game, moves: &str) {
    for text in moves.split_whitespace() {
        let colour = game.board().to_move();
        let mv = vertex(game, text);
        game.play(colour, mv)
            .unwrap_or_else(|e| panic!("{colour:?} {text}: {e}"));
    }
}

/// Checks (without playing) a stone of the side to move on `text`.
fn check(game: &Game, text: &str) -> Result<(), Illegal> {
    let colour = game.board().to_move();
    game.check(colour, vertex(game, text)).map_err(|e| e.reason)
}

/// The board as a diagram in the same format as the inputs: top row first, cells spaced.
fn diagram(game: &Game) -> Vec<String> {
    let board = game.board();
    let size = board.size();
    (0..size)
        .rev()
        .map(|row| {
            let row: Vec<&str> = (0..size)
                .map(|col| match board.color_at(Point::from_coords(size, col, row)) {
                    Some(Black) => "X",
                    Some(White) => "O",
                    None => ".",
                })
                .collect();
            row.join(" ")
        })
        .collect()
}

/// Diagram rows with uniform spacing, for comparison with [`diagram`].
fn normalise(rows: &[&str]) -> Vec<String> {
    rows.iter()
        .map(|row| cells(row).iter().map(char::to_string).collect::<Vec<_>>().join(" "))
        .collect()
}

/// Asserts that the board shows `rows`.
#[track_caller]
fn assert_board(game: &Game, rows: &[&str]) {
    assert_eq!(
        diagram(game),
        normalise(rows),
        "board differs from the expected diagram"
    );
}

/// The liberties of the string on `text`, by name, cross-checked against `liberty_count`.
fn liberties(game: &Game, text: &str) -> BTreeSet<String> {
    let board = game.board();
    let p = point(game, text).index();
    let mut out = vec![Point::from_index(0); board.size() * board.size()];
    let n = board.liberties(p, &mut out);
    assert_eq!(
        n as u32,
        board.liberty_count(p),
        "liberties and liberty_count disagree on {text}"
    );
    out[..n].iter().map(|&q| name(game, q)).collect()
}

/// A set of vertex names.
fn set(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| s.to_string()).collect()
}

/// The empty points that `colour` may not play, by name.
fn forbidden(game: &Game, colour: Color) -> BTreeSet<String> {
    let legal = game.legal_moves(colour);
    let board = game.board();
    board
        .points()
        .filter(|&p| board.color_at(p).is_none() && !legal.contains(&p))
        .map(|p| name(game, p))
        .collect()
}

/// Asserts that `legal_moves` lists, in order, exactly the points `is_legal` accepts, for
/// both colours, and that passing is legal.
#[track_caller]
fn assert_legal_moves_agree(game: &Game) {
    let board = game.board();
    for colour in [Black, White] {
        let checked: Vec<Point> = board.points().filter(|&p| game.is_legal(colour, Some(p))).collect();
        assert_eq!(
            game.legal_moves(colour),
            checked,
            "{colour:?}: legal_moves vs is_legal\n{board:?}"
        );
        assert!(game.is_legal(colour, None), "{colour:?} may always pass");
    }
}

// ---------------------------------------------------------------------------------------
// Captures
// ---------------------------------------------------------------------------------------

/// A stone whose last liberty is filled is removed; in the corner a stone has only two
/// liberties.
#[test]
fn captures_a_single_stone_in_the_corner() {
    let mut game = setup(
        Rules::chinese(),
        &[
            ". . . . .", //
            ". . . . .",
            ". . . . .",
            ". . . . .",
            "O X . . .",
        ],
        Black,
    );
    assert_eq!(liberties(&game, "A1"), set(&["A2"]));
    play(&mut game, "A2");
    assert_board(
        &game,
        &[
            ". . . . .", //
            ". . . . .",
            ". . . . .",
            "X . . . .",
            ". X . . .",
        ],
    );
    assert_eq!(game.board().captures(Black), 1);
    assert_eq!(game.board().captures(White), 0);
    assert_eq!(game.board().to_move(), White);
}

/// On the edge a stone has three liberties; filling all three captures it.
#[test]
fn captures_a_single_stone_on_the_edge() {
    let mut game = setup(
        Rules::chinese(),
        &[
            ". . . . .", //
            ". . . . .",
            ". . . . .",
            ". . . . .",
            ". X O X .",
        ],
        Black,
    );
    assert_eq!(liberties(&game, "C1"), set(&["C2"]));
    play(&mut game, "C2");
    assert_board(
        &game,
        &[
            ". . . . .", //
            ". . . . .",
            ". . . . .",
            ". . X . .",
            ". X . X .",
        ],
    );
    assert_eq!(game.board().captures(Black), 1);
}

/// In the middle a stone has four liberties; the fourth stone around it captures it.
#[test]
fn captures_a_single_stone_in_the_middle() {
    let mut game = setup(
        Rules::chinese(),
        &[
            ". . . . .", //
            ". . X . .",
            ". X O X .",
            ". . . . .",
            ". . . . .",
        ],
        Black,
    );
    assert_eq!(liberties(&game, "C3"), set(&["C2"]));
    play(&mut game, "C2");
    assert_board(
        &game,
        &[
            ". . . . .", //
            ". . X . .",
            ". X . X .",
            ". . X . .",
            ". . . . .",
        ],
    );
    assert_eq!(game.board().captures(Black), 1);
    assert_eq!(game.board().captures(White), 0);
}

/// Two white strings, A1-A2 and C1-C2, whose last liberty is B1, with Black to take them.
const TWO_WHITE_STRINGS_ON_B1: [&str; 5] = [". . . . .", ". . . . .", "X . X . .", "O X O X .", "O . O X ."];

/// One stone can take away the last liberty of several separate strings at once; all of
/// them are removed and every captured stone is counted.
#[test]
fn one_move_captures_several_strings() {
    let mut game = setup(Rules::chinese(), &TWO_WHITE_STRINGS_ON_B1, Black);
    // Two white strings, A1-A2 and C1-C2, share their last liberty B1.
    assert_eq!(liberties(&game, "A1"), set(&["B1"]));
    assert_eq!(liberties(&game, "C2"), set(&["B1"]));
    assert_ne!(
        game.board().string_head(point(&game, "A1").index()),
        game.board().string_head(point(&game, "C1").index())
    );
    play(&mut game, "B1");
    assert_board(
        &game,
        &[
            ". . . . .", //
            ". . . . .",
            "X . X . .",
            ". X . X .",
            ". X . X .",
        ],
    );
    assert_eq!(game.board().captures(Black), 4);
    assert_eq!(game.board().captures(White), 0);
}

/// Capturing frees the captured stones' points, which become liberties again of every
/// string next to them: the capturer's and its neighbours'.
#[test]
fn capture_gives_the_freed_points_back_as_liberties() {
    let mut game = setup(Rules::chinese(), &TWO_WHITE_STRINGS_ON_B1, Black);
    assert_eq!(liberties(&game, "B2"), set(&["B1", "B3"]));
    assert_eq!(liberties(&game, "A3"), set(&["A4", "B3"]));
    assert_eq!(liberties(&game, "D1"), set(&["D3", "E1", "E2"]));
    play(&mut game, "B1");
    // B1 joined B2; the string now touches all four freed points.
    assert_eq!(liberties(&game, "B1"), set(&["A1", "A2", "B3", "C1", "C2"]));
    assert_eq!(game.board().string_size(point(&game, "B1").index()), 2);
    assert_eq!(liberties(&game, "A3"), set(&["A2", "A4", "B3"]));
    assert_eq!(liberties(&game, "C3"), set(&["B3", "C2", "C4", "D3"]));
    assert_eq!(liberties(&game, "D2"), set(&["C1", "C2", "D3", "E1", "E2"]));
}

/// Capture counts are kept per colour and accumulate over the game: each side's count is
/// the number of opposing stones it has removed so far.
#[test]
fn captures_accumulate_per_colour() {
    let mut game = setup(
        Rules::japanese(),
        &[
            ". . . . X", //
            ". . . X O",
            "X . . . .",
            "O X . O O",
            ". . . X X",
        ],
        Black,
    );
    let captures = |game: &Game| (game.board().captures(Black), game.board().captures(White));
    assert_eq!(captures(&game), (0, 0));
    play(&mut game, "A1"); // Black takes A2
    assert_eq!(captures(&game), (1, 0));
    play(&mut game, "C1"); // White takes D1-E1
    assert_eq!(captures(&game), (1, 2));
    play(&mut game, "E3"); // Black takes E4
    assert_eq!(captures(&game), (2, 2));
    assert_board(
        &game,
        &[
            ". . . . X", //
            ". . . X .",
            "X . . . X",
            ". X . O O",
            "X . O . .",
        ],
    );
}

// ---------------------------------------------------------------------------------------
// Snapback and ko
// ---------------------------------------------------------------------------------------

/// Snapback: Black throws a stone in where White can capture it, but the capture leaves
/// White's string with one liberty, where Black's stone stood. Black retakes at once,
/// capturing the whole string; that is not a ko, because more than one stone is taken.
#[test]
fn snapback_is_not_a_ko() {
    for (preset, rules) in Rules::PRESETS {
        let mut game = setup(
            rules,
            &[
                ". . . . .", //
                ". . . . .",
                ". X X X X",
                "X O O O X",
                "X O . . X",
            ],
            Black,
        );
        play(&mut game, "C1"); // the throw-in: a self-atari
        assert_eq!(liberties(&game, "C1"), set(&["D1"]), "{preset}");
        assert_eq!(liberties(&game, "B1"), set(&["D1"]), "{preset}");
        play(&mut game, "D1"); // White takes one stone...
        assert_eq!(game.board().captures(White), 1, "{preset}");
        assert_eq!(
            game.board().ko(),
            None,
            "{preset}: capturing into a 5-stone string is no ko"
        );
        assert_eq!(liberties(&game, "D1"), set(&["C1"]), "{preset}");
        assert_eq!(check(&game, "C1"), Ok(()), "{preset}");
        play(&mut game, "C1"); // ...and loses five
        assert_board(
            &game,
            &[
                ". . . . .", //
                ". . . . .",
                ". X X X X",
                "X . . . X",
                "X . X . X",
            ],
        );
        assert_eq!(game.board().captures(Black), 5, "{preset}");
        assert_eq!(game.board().captures(White), 1, "{preset}");
    }
}

/// The ko shape used by the ko and superko tests: Black to play C3 captures B3.
const KO: [&str; 5] = [
    ". . . . .", //
    ". X O . .",
    "X O . O .",
    ". X O . .",
    ". . . . .",
];

/// Simple ko: after a single stone captures a single stone and is itself left in atari, the
/// opponent may not retake at once, under every preset; the board records the ko point.
#[test]
fn ko_forbids_the_immediate_retake() {
    for (preset, rules) in Rules::PRESETS {
        let mut game = setup(rules, &KO, Black);
        assert_eq!(game.board().ko(), None);
        play(&mut game, "C3");
        assert_board(
            &game,
            &[
                ". . . . .", //
                ". X O . .",
                "X . X O .",
                ". X O . .",
                ". . . . .",
            ],
        );
        assert_eq!(game.board().captures(Black), 1, "{preset}");
        assert_eq!(game.board().ko(), Some((point(&game, "B3"), White)), "{preset}");
        assert_eq!(check(&game, "B3"), Err(Illegal::Ko), "{preset}");
        assert!(!game.is_legal(White, Some(point(&game, "B3"))), "{preset}");
        assert_eq!(
            game.play(White, Some(point(&game, "B3"))).map_err(|e| e.reason),
            Err(Illegal::Ko)
        );
        // The refused move changed nothing: 8 setup turns (a Black pass, 7 stones) and C3.
        assert_eq!(game.moves().len(), 9, "{preset}");
        assert_eq!(game.board().color_at(point(&game, "C3")), Some(Black), "{preset}");
        // The ko binds White only: Black may fill the ko point.
        assert!(game.is_legal(Black, Some(point(&game, "B3"))), "{preset}");
    }
}

/// Ko threats: once White has played elsewhere and Black answered, the position has
/// changed and White may retake the ko; that capture in turn is a ko for Black.
#[test]
fn ko_can_be_retaken_after_a_threat_and_an_answer() {
    for (preset, rules) in Rules::PRESETS {
        let mut game = setup(rules, &KO, Black);
        play(&mut game, "C3");
        assert_eq!(check(&game, "B3"), Err(Illegal::Ko), "{preset}");
        play(&mut game, "E5 E1"); // White's threat, Black's answer
        assert_eq!(game.board().ko(), None, "{preset}");
        assert_eq!(check(&game, "B3"), Ok(()), "{preset}");
        play(&mut game, "B3");
        assert_board(
            &game,
            &[
                ". . . . O", //
                ". X O . .",
                "X O . O .",
                ". X O . .",
                ". . . . X",
            ],
        );
        assert_eq!(game.board().captures(White), 1, "{preset}");
        assert_eq!(game.board().ko(), Some((point(&game, "C3"), Black)), "{preset}");
        assert_eq!(check(&game, "C3"), Err(Illegal::Ko), "{preset}");
    }
}

/// A pass also lifts the simple-ko ban: under Japanese rules (simple ko only), after Black
/// takes the ko and both players pass, White may retake.
#[test]
fn pass_clears_the_simple_ko() {
    let mut game = setup(Rules::japanese(), &KO, Black);
    play(&mut game, "C3");
    assert_eq!(game.board().ko(), Some((point(&game, "B3"), White)));
    play(&mut game, "pass");
    assert_eq!(game.board().ko(), None);
    assert_eq!(game.board().consecutive_passes(), 1);
    play(&mut game, "pass");
    assert_eq!(game.board().consecutive_passes(), 2);
    assert_eq!(check(&game, "B3"), Ok(()));
    play(&mut game, "B3");
    assert_board(&game, &KO);
    assert_eq!(game.board().captures(White), 1);
    assert_eq!(game.board().consecutive_passes(), 0);
}

// ---------------------------------------------------------------------------------------
// Superko
// ---------------------------------------------------------------------------------------

/// Superko, where both kinds agree. In the ko, Black captures; White passes and Black passes.
/// White's retake would bring back the position from before Black's capture, and with the
/// same player, Black, to move as then. Positional superko forbids it (same stones) and so
/// does situational superko (same stones, same side to move); simple ko allows it (the
/// passes cleared the ko).
#[test]
fn superko_forbids_retaking_a_ko_after_both_pass() {
    for (preset, rules) in Rules::PRESETS {
        let mut game = setup(rules, &KO, Black);
        let start = game.board().hash();
        play(&mut game, "C3 pass pass");
        assert_eq!(game.board().ko(), None, "{preset}");
        assert_eq!(
            game.board().hash_after(White, point(&game, "B3")),
            start,
            "{preset}: the retake repeats the start"
        );
        let expected = if rules.ko == KoRule::Simple {
            Ok(())
        } else {
            Err(Illegal::Superko)
        };
        assert_eq!(check(&game, "B3"), expected, "{preset}");
        assert_eq!(
            game.legal_moves(White).contains(&point(&game, "B3")),
            expected.is_ok(),
            "{preset}"
        );
    }
}

/// Where positional and situational superko differ: a three-move cycle, so the position
/// comes back with the other player to move.
///
/// Black B1 stands with liberties A1 and C1. Black plays A1, putting A1-B1 in atari
/// ("sending two"); White captures both at C1, which leaves C1 itself in atari at B1; Black
/// recaptures one stone at B1 (not a ko: B1 then has two liberties). The stones are back
/// where they started, but now White is to move, whereas at the start Black was.
/// - Positional superko (chinese, tromp-taylor): the arrangement of stones repeats: illegal.
/// - Situational superko (aga, new_zealand): that arrangement with White to move never
///   occurred (setup reaches it once, with Black to move): legal. Once it has occurred,
///   repeating the cycle is forbidden: after White passes, Black's A1 would bring back the
///   position after the first A1, White to move again.
/// - Simple ko (japanese): legal, and the cycle may repeat.
#[test]
fn positional_superko_forbids_a_cycle_that_situational_allows() {
    let start = [
        ". . . . .", //
        ". . . . .",
        ". . . . .",
        "O O X . .",
        ". X . X .",
    ];
    for (preset, rules) in Rules::PRESETS {
        let mut game = setup(rules, &start, Black);
        play(&mut game, "A1");
        assert_eq!(liberties(&game, "A1"), set(&["C1"]), "{preset}");
        play(&mut game, "C1");
        assert_eq!(game.board().captures(White), 2, "{preset}");
        assert_eq!(liberties(&game, "C1"), set(&["B1"]), "{preset}");
        assert_eq!(game.board().ko(), None, "{preset}: two stones were taken");
        let positional = rules.ko == KoRule::Positional;
        let situational = rules.ko == KoRule::Situational;
        let expected = if positional { Err(Illegal::Superko) } else { Ok(()) };
        assert_eq!(check(&game, "B1"), expected, "{preset}: the recapture at B1");
        if positional {
            assert_eq!(forbidden(&game, Black), set(&["B1"]), "{preset}");
            continue;
        }
        play(&mut game, "B1");
        assert_board(&game, &start);
        assert_eq!(game.board().to_move(), White);
        assert_eq!(game.board().ko(), None, "{preset}: B1 has two liberties");
        play(&mut game, "pass");
        let expected = if situational { Err(Illegal::Superko) } else { Ok(()) };
        assert_eq!(check(&game, "A1"), expected, "{preset}: sending two again");
    }
}

/// Superko counts whole-board positions, however they arise: a multi-stone suicide (where
/// allowed) that removes stones to restore an earlier arrangement is a repetition too.
///
/// Black plays A1; White passes; Black B1 kills A1-B1 by suicide, leaving the start's
/// stones again, now with White to move. Tromp-Taylor (positional) forbids it; New Zealand
/// (situational) allows it, because the start had Black to move. The other presets forbid
/// the suicide itself.
#[test]
fn superko_applies_to_positions_left_by_suicide() {
    let start = [
        ". . . . .", //
        ". . . . .",
        ". . . . .",
        "O O . . .",
        ". . O . .",
    ];
    for (preset, rules) in Rules::PRESETS {
        let mut game = setup(rules, &start, Black);
        play(&mut game, "A1 pass");
        let expected = match preset {
            "tromp-taylor" => Err(Illegal::Superko),
            "new_zealand" => Ok(()),
            _ => Err(Illegal::Suicide),
        };
        assert_eq!(check(&game, "B1"), expected, "{preset}");
        if expected.is_ok() {
            play(&mut game, "B1");
            assert_board(&game, &start);
            assert_eq!(game.board().to_move(), White);
            assert_eq!(game.board().captures(White), 2, "{preset}");
        }
    }
}

// ---------------------------------------------------------------------------------------
// Suicide
// ---------------------------------------------------------------------------------------

/// Black to play; E5 is a single-stone suicide, B1 a two-stone suicide (A1-B1).
const SUICIDE: [&str; 5] = [
    ". . . O .", //
    ". . . . O",
    ". . . . .",
    "O O . . .",
    "X . O . .",
];

/// A stone with no liberties that captures nothing is a suicide. Single-stone suicide is
/// illegal under every preset (it would only be a pass in disguise); the board is unchanged.
#[test]
fn single_stone_suicide_is_illegal_under_every_preset() {
    for (preset, rules) in Rules::PRESETS {
        let mut game = setup(rules, &SUICIDE, Black);
        let moves = game.moves().len();
        assert_eq!(check(&game, "E5"), Err(Illegal::Suicide), "{preset}");
        assert_eq!(
            game.play(Black, Some(point(&game, "E5"))).map_err(|e| e.reason),
            Err(Illegal::Suicide)
        );
        assert_board(&game, &SUICIDE);
        assert_eq!(game.moves().len(), moves, "{preset}");
        assert!(forbidden(&game, Black).contains("E5"), "{preset}");
    }
}

/// Multi-stone suicide (a move that leaves its own string of two or more stones without
/// liberties, capturing nothing) is illegal under Japanese, Chinese and AGA rules.
#[test]
fn multi_stone_suicide_is_illegal_without_the_suicide_rule() {
    for rules in [Rules::japanese(), Rules::chinese(), Rules::aga()] {
        let game = setup(rules, &SUICIDE, Black);
        assert_eq!(check(&game, "B1"), Err(Illegal::Suicide), "{rules}");
        assert_eq!(forbidden(&game, Black), set(&["B1", "E5"]), "{rules}");
    }
}

/// Under New Zealand and Tromp-Taylor rules multi-stone suicide is legal: the move removes
/// its own string, and the removed stones count as captures for the opponent.
#[test]
fn multi_stone_suicide_removes_the_string_under_new_zealand_and_tromp_taylor() {
    for rules in [Rules::new_zealand(), Rules::tromp_taylor()] {
        let mut game = setup(rules, &SUICIDE, Black);
        assert_eq!(forbidden(&game, Black), set(&["E5"]), "{rules}");
        assert_eq!(liberties(&game, "C1"), set(&["B1", "C2", "D1"]));
        play(&mut game, "B1");
        assert_board(
            &game,
            &[
                ". . . O .", //
                ". . . . O",
                ". . . . .",
                "O O . . .",
                ". . O . .",
            ],
        );
        assert_eq!(game.board().captures(White), 2, "{rules}");
        assert_eq!(game.board().captures(Black), 0, "{rules}");
        assert_eq!(game.board().to_move(), White);
        assert_eq!(game.moves().last().map(|m| m.point), Some(Some(point(&game, "B1"))));
        // The freed points are White's liberties again.
        assert_eq!(liberties(&game, "C1"), set(&["B1", "C2", "D1"]));
        assert_eq!(liberties(&game, "A2"), set(&["A1", "A3", "B1", "B3", "C2"]));
    }
}

// ---------------------------------------------------------------------------------------
// Board sizes
// ---------------------------------------------------------------------------------------

/// On a 1x1 board the only point has no neighbours, so a stone there is a single-stone
/// suicide: no stone can ever be played, only passes.
#[test]
fn one_by_one_board_allows_only_passes() {
    for (preset, rules) in Rules::PRESETS {
        let mut game = Game::new(1, rules);
        assert_eq!(game.board().points().count(), 1);
        assert_eq!(check(&game, "A1"), Err(Illegal::Suicide), "{preset}");
        assert!(game.legal_moves(Black).is_empty(), "{preset}");
        assert!(game.legal_moves(White).is_empty(), "{preset}");
        assert!(game.is_legal(Black, None));
        play(&mut game, "pass pass");
        assert_eq!(game.board().consecutive_passes(), 2);
        assert_board(&game, &["."]);
    }
}

/// On 2x2 every point is a corner with two liberties. White captures A1; then Black has no
/// legal move (both empty points are single-stone suicides), while White's self-atari at
/// B2 lets Black capture three stones. Under superko that capture is forbidden: it restores
/// the position after the game's first move, again with White to move.
#[test]
fn two_by_two_board_captures() {
    for (preset, rules) in Rules::PRESETS {
        let mut game = Game::new(2, rules);
        play(&mut game, "A1 B1 pass A2");
        assert_board(&game, &["O .", ". O"]);
        assert_eq!(game.board().captures(White), 1, "{preset}");
        assert!(game.legal_moves(Black).is_empty(), "{preset}");
        assert_eq!(check(&game, "A1"), Err(Illegal::Suicide), "{preset}");
        assert_eq!(check(&game, "B2"), Err(Illegal::Suicide), "{preset}");
        assert_eq!(game.legal_moves(White).len(), 2, "{preset}");
        play(&mut game, "pass B2");
        assert_eq!(liberties(&game, "B2"), set(&["A1"]));
        if rules.ko == KoRule::Simple {
            play(&mut game, "A1");
            assert_board(&game, &[". .", "X ."]);
            assert_eq!(game.board().captures(Black), 3);
            assert_eq!(liberties(&game, "A1"), set(&["A2", "B1"]));
        } else {
            assert_eq!(check(&game, "A1"), Err(Illegal::Superko), "{preset}");
        }
    }
}

/// 19x19: corners A1 and T19 (no column I, so T is the 19th letter) have two liberties, the
/// vertex text round-trips, and a stone on the far corner is captured like any other.
#[test]
fn nineteen_by_nineteen_corners_and_far_edge() {
    let mut game = Game::new(19, Rules::chinese());
    assert_eq!(game.board().points().count(), 361);
    for text in ["A1", "A19", "T1", "T19", "J9", "K10", "H8"] {
        let p = point(&game, text);
        assert_eq!(name(&game, p), text);
        assert_eq!(vertex(&game, &text.to_lowercase()), Some(p));
    }
    assert_eq!(point(&game, "T19").coords(19), (18, 18));
    assert_eq!(point(&game, "J1").coords(19), (8, 0));
    for off_board in ["U1", "A20", "Z25"] {
        assert!(
            matches!(vertex::parse(19, off_board), Err(vertex::VertexError::OffBoard { .. })),
            "{off_board}"
        );
    }
    assert!(matches!(
        vertex::parse(19, "I5"),
        Err(vertex::VertexError::Malformed(_))
    ));

    play(&mut game, "A1 T19");
    assert_eq!(liberties(&game, "A1"), set(&["A2", "B1"]));
    assert_eq!(liberties(&game, "T19"), set(&["S19", "T18"]));
    play(&mut game, "S19 K10 T18");
    assert_eq!(game.board().color_at(point(&game, "T19")), None);
    assert_eq!(game.board().captures(Black), 1);
    assert_eq!(liberties(&game, "T18"), set(&["S18", "T17", "T19"]));
    assert_eq!(liberties(&game, "S19"), set(&["R19", "S18", "T19"]));
    // White may play every empty point but T19, which is now a single-stone suicide.
    assert_eq!(forbidden(&game, White), set(&["T19"]));
    assert_eq!(game.legal_moves(White).len(), 361 - 4 - 1);
}

/// 25x25, the largest board GTP allows: columns run A..Z without I, so the far corner is
/// Z25; it is captured like any other corner stone.
#[test]
fn twenty_five_by_twenty_five_corners_and_far_edge() {
    let mut game = Game::new(25, Rules::chinese());
    assert_eq!(game.board().points().count(), 625);
    for text in ["A1", "A25", "Z1", "Z25", "N13", "Y24"] {
        let p = point(&game, text);
        assert_eq!(name(&game, p), text);
    }
    assert_eq!(point(&game, "Z25").coords(25), (24, 24));
    assert!(matches!(
        vertex::parse(25, "Z26"),
        Err(vertex::VertexError::OffBoard { .. })
    ));

    play(&mut game, "Y25 Z25 Z24");
    assert_eq!(game.board().color_at(point(&game, "Z25")), None);
    assert_eq!(game.board().captures(Black), 1);
    assert_eq!(liberties(&game, "Y25"), set(&["X25", "Y24", "Z25"]));
    play(&mut game, "Z1 Z2 A25");
    assert_eq!(liberties(&game, "Z1"), set(&["Y1"]));
    play(&mut game, "Y1");
    assert_eq!(game.board().color_at(point(&game, "Z1")), None);
    assert_eq!(game.board().captures(Black), 2);
    assert_eq!(liberties(&game, "A25"), set(&["A24", "B25"]));
}

// ---------------------------------------------------------------------------------------
// Handicap
// ---------------------------------------------------------------------------------------

/// Fixed handicap puts Black's stones on GNU Go's star points before any move, and then
/// White moves first.
#[test]
fn fixed_handicap_places_gnu_go_points_and_white_moves_next() {
    let expected = [
        (2, "Q16 D4"),
        (3, "D16 Q16 D4"),
        (4, "D16 Q16 D4 Q4"),
        (5, "D16 Q16 K10 D4 Q4"),
        (9, "D16 K16 Q16 D10 K10 Q10 D4 K4 Q4"),
    ];
    for (stones, listed) in expected {
        let mut game = Game::new(19, Rules::chinese());
        let points = game.place_fixed_handicap(stones).expect("a valid handicap");
        let names: Vec<String> = points.iter().map(|&p| name(&game, p)).collect();
        assert_eq!(names.join(" "), listed);
        assert_eq!(game.handicap(), &points[..]);
        let mut sorted = points.clone();
        sorted.sort();
        assert_eq!(game.board().stones(Black), sorted);
        assert!(game.board().stones(White).is_empty());
        assert!(game.moves().is_empty());
        assert_eq!(game.board().to_move(), White);
        play(&mut game, "C3");
        assert_eq!(game.board().to_move(), Black);
    }
    let mut small = Game::new(9, Rules::japanese());
    let names: Vec<String> = small
        .place_fixed_handicap(9)
        .unwrap()
        .iter()
        .map(|&p| name(&small, p))
        .collect();
    assert_eq!(names.join(" "), "C7 E7 G7 C5 E5 G5 C3 E3 G3");
}

/// Handicap stones go on an empty board before the first move: after a move, a pass or an
/// earlier handicap, placing them is refused and nothing changes.
#[test]
fn fixed_handicap_needs_an_empty_board() {
    let mut game = Game::new(19, Rules::chinese());
    play(&mut game, "D4");
    assert_eq!(game.place_fixed_handicap(2), Err(HandicapError::BoardNotEmpty));
    assert_eq!(game.board().stones(Black).len(), 1);

    let mut game = Game::new(19, Rules::chinese());
    play(&mut game, "pass");
    assert_eq!(game.place_fixed_handicap(2), Err(HandicapError::BoardNotEmpty));
    assert!(game.board().stones(Black).is_empty());

    let mut game = Game::new(19, Rules::chinese());
    game.place_fixed_handicap(2).unwrap();
    assert_eq!(game.place_fixed_handicap(4), Err(HandicapError::BoardNotEmpty));
    let corners = [point(&game, "C3"), point(&game, "R17")];
    assert_eq!(game.place_handicap(&corners), Err(HandicapError::BoardNotEmpty));
    assert_eq!(game.board().stones(Black).len(), 2);
    assert_eq!(game.handicap().len(), 2);
}

/// A board takes only so many fixed handicap stones (9 on odd boards from 9x9, 4 on 7x7
/// and even boards, none below 7x7), and at least 2.
#[test]
fn fixed_handicap_rejects_counts_the_board_cannot_take() {
    let cases = [(19, 10, 9), (19, 1, 9), (19, 0, 9), (7, 5, 4), (10, 5, 4), (6, 2, 0)];
    for (size, stones, max) in cases {
        let mut game = Game::new(size, Rules::chinese());
        assert_eq!(
            game.place_fixed_handicap(stones),
            Err(HandicapError::Invalid(InvalidHandicap { stones, size, max })),
            "{stones} stones on {size}x{size}"
        );
        assert!(game.board().stones(Black).is_empty());
        assert!(game.handicap().is_empty());
        assert_eq!(game.board().to_move(), Black);
    }
}

/// Free handicap placement must name distinct points (and at least two): a repeated point
/// is a bad vertex list and places nothing.
#[test]
fn free_handicap_rejects_a_repeated_point() {
    let mut game = Game::new(9, Rules::chinese());
    let (c3, g7) = (point(&game, "C3"), point(&game, "G7"));
    assert_eq!(game.place_handicap(&[c3, g7, c3]), Err(HandicapError::BadVertexList));
    assert_eq!(game.place_handicap(&[c3]), Err(HandicapError::BadVertexList));
    assert!(game.board().stones(Black).is_empty());
    assert!(game.handicap().is_empty());
    assert_eq!(game.board().to_move(), Black);
    assert_eq!(game.place_handicap(&[c3, g7]), Ok(()));
    assert_eq!(game.board().stones(Black), vec![c3, g7]);
    assert_eq!(game.board().to_move(), White);
}

// ---------------------------------------------------------------------------------------
// Undo
// ---------------------------------------------------------------------------------------

/// Taking back a capture puts the captured stones back, restores the capture count and the
/// position history: replaying the same capture is legal again even under superko.
#[test]
fn undo_restores_captured_stones_and_counts() {
    let start = [
        ". . . . .", //
        ". . . . .",
        "X . X . .",
        "O X O X .",
        "O . O X .",
    ];
    let mut game = setup(Rules::chinese(), &start, Black);
    let before = game.board().clone();
    let moves = game.moves().len();
    play(&mut game, "B1");
    assert_eq!(game.board().captures(Black), 4);
    assert!(game.undo());
    assert_board(&game, &start);
    assert_eq!(game.board().captures(Black), 0);
    assert_eq!(game.board().to_move(), Black);
    assert_eq!(game.moves().len(), moves);
    assert_eq!(liberties(&game, "A1"), set(&["B1"]));
    assert_eq!(liberties(&game, "B2"), set(&["B1", "B3"]));
    assert_eq!(*game.board(), before, "undo restores the board bit for bit");
    assert_eq!(check(&game, "B1"), Ok(()));
    play(&mut game, "B1");
    assert_eq!(game.board().captures(Black), 4);
}

/// Undo also takes the position out of the superko history, and positions played after
/// an undo are compared correctly: on 2x2 (see [`two_by_two_board_captures`]) Black's final
/// recapture at A1 repeats the position after move 1, even when the game began with a
/// move that was taken back.
#[test]
fn superko_history_follows_undo() {
    let mut game = Game::new(2, Rules::chinese());
    play(&mut game, "B2");
    assert!(game.undo());
    play(&mut game, "A1 B1 pass A2 pass B2");
    assert_eq!(check(&game, "A1"), Err(Illegal::Superko));
    assert!(game.undo()); // White B2
    assert!(game.undo()); // Black pass
    assert!(game.undo()); // White A2
    assert_board(&game, &[". .", "X O"]);
    assert_eq!(game.board().to_move(), White);
    play(&mut game, "A2 pass B2");
    assert_eq!(check(&game, "A1"), Err(Illegal::Superko));
}

/// Taking back a move restores the ko ban that the move had lifted.
#[test]
fn undo_restores_the_ko() {
    let mut game = setup(Rules::japanese(), &KO, Black);
    play(&mut game, "C3 E5");
    assert_eq!(game.board().ko(), None);
    assert!(game.undo());
    assert_eq!(game.board().ko(), Some((point(&game, "B3"), White)));
    assert_eq!(check(&game, "B3"), Err(Illegal::Ko));
    assert!(game.undo());
    assert_board(&game, &KO);
    assert_eq!(game.board().ko(), None);
    assert_eq!(game.board().captures(Black), 0);
}

/// Undo takes back moves only: with no move played it does nothing and returns false, and
/// handicap stones stay.
#[test]
fn undo_without_moves_keeps_the_handicap() {
    let mut game = Game::new(19, Rules::chinese());
    assert!(!game.undo());
    let points = game.place_fixed_handicap(4).unwrap();
    assert!(!game.undo());
    assert_eq!(game.board().stones(Black).len(), 4);
    assert_eq!(game.handicap(), &points[..]);
    assert_eq!(game.board().to_move(), White);
    play(&mut game, "K10");
    assert!(game.undo());
    assert!(!game.undo());
    assert_eq!(game.board().stones(Black).len(), 4);
    assert!(game.board().stones(White).is_empty());
    assert_eq!(game.board().to_move(), White);
}

// ---------------------------------------------------------------------------------------
// Legal move lists
// ---------------------------------------------------------------------------------------

/// `legal_moves` lists exactly the points `is_legal` accepts, for both colours, in positions
/// with occupied points, a ko, suicides and a superko.
#[test]
fn legal_moves_agree_with_is_legal() {
    let empty = Game::new(5, Rules::chinese());
    assert_legal_moves_agree(&empty);
    assert_eq!(empty.legal_moves(Black).len(), 25);

    let mut ko = setup(Rules::japanese(), &KO, Black);
    play(&mut ko, "C3");
    assert_legal_moves_agree(&ko);
    assert_eq!(forbidden(&ko, White), set(&["B3"]));
    assert_eq!(forbidden(&ko, Black), set(&[]));
    assert_eq!(ko.legal_moves(White).len(), 25 - 7 - 1);
    assert!(!ko.is_legal(White, Some(point(&ko, "C4"))));
    assert_eq!(
        ko.check(White, Some(point(&ko, "C4"))).map_err(|e| e.reason),
        Err(Illegal::Occupied)
    );

    for (preset, rules) in Rules::PRESETS {
        let suicide = setup(rules, &SUICIDE, Black);
        assert_legal_moves_agree(&suicide);
        let expected: &[&str] = if rules.suicide { &["E5"] } else { &["B1", "E5"] };
        assert_eq!(forbidden(&suicide, Black), set(expected), "{preset}");
    }

    let mut superko = setup(Rules::chinese(), &KO, Black);
    play(&mut superko, "C3 pass pass");
    assert_legal_moves_agree(&superko);
    assert_eq!(forbidden(&superko, White), set(&["B3"]));
}

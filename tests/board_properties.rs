//! Property tests: random legal sequences keep every incremental structure equal to a
//! from-scratch recomputation, the answers about a move before it (hash, capture,
//! self-atari, liberties) agree with playing it, the liberties listed around it are the
//! strings' own, and undoing them all returns the empty board bit for bit.

use proptest::prelude::*;
use sente::board::{Board, Point, BLACK, EMPTY, WHITE};

/// The limits `liberties_after` is checked with (its callers use 1 to 4).
const LIMITS: [u32; 4] = [1, 2, 3, 4];

/// Checks `Board::liberties` on the string at `q`, if any, for buffers of one to three:
/// as many as fit or as the string has, distinct, each an empty point next to it.
fn check_liberties(board: &Board, q: usize) {
    if board.cell(q) != BLACK && board.cell(q) != WHITE {
        return;
    }
    let count = board.liberty_count(q) as usize;
    let stones: Vec<usize> = board.string_stones(q).collect();
    for len in 1..=3 {
        let mut out = vec![Point::from_index(0); len];
        let n = board.liberties(q, &mut out);
        assert_eq!(n, len.min(count), "liberties found");
        for (i, l) in out[..n].iter().enumerate() {
            assert_eq!(board.cell(l.index()), EMPTY, "a liberty is empty");
            assert!(
                stones.iter().any(|&s| board.neighbours(s).contains(&l.index())),
                "a liberty touches the string"
            );
            assert!(!out[..i].contains(l), "liberties are distinct");
        }
    }
}

/// Plays `choices` as moves: each picks among the legal points (or passes when it is 0 or
/// none is legal), checking the board from scratch after each. Returns every state, the
/// empty board first.
fn play_sequence(size: usize, choices: &[u16], allow_suicide: bool) -> Vec<Board> {
    let mut board = Board::new(size);
    let mut states = vec![board.clone()];
    for &choice in choices {
        let colour = board.to_move();
        let legal: Vec<Point> = board
            .points()
            .filter(|&p| board.check(colour, p, allow_suicide).is_ok())
            .collect();
        if choice == 0 || legal.is_empty() {
            board.pass(colour);
        } else {
            let p = legal[choice as usize % legal.len()];
            let before_hash_after = board.hash_after(colour, p);
            let before_self_atari = board.is_self_atari(colour, p);
            let before_capture = board.is_capture(colour, p);
            let captures_before = board.captures(colour);
            let liberties_after = LIMITS.map(|limit| board.liberties_after(colour, p, limit));
            board.play(colour, p, allow_suicide).expect("a legal move");
            assert_eq!(board.hash(), before_hash_after, "hash_after disagrees with play");
            assert_eq!(before_capture, board.captures(colour) > captures_before, "is_capture");
            if board.color_at(p) == Some(colour) {
                assert_eq!(before_self_atari, board.liberty_count(p.index()) == 1, "is_self_atari");
                for q in std::iter::once(p.index()).chain(board.neighbours(p.index())) {
                    check_liberties(&board, q);
                }
                let liberties = board.liberty_count(p.index());
                for (limit, counted) in LIMITS.into_iter().zip(liberties_after) {
                    if liberties < limit {
                        assert_eq!(counted, liberties, "liberties_after below its limit {limit}");
                    } else {
                        assert!(
                            counted >= limit,
                            "liberties_after {counted} for {liberties} at limit {limit}"
                        );
                    }
                }
            }
        }
        if let Err(problem) = board.verify() {
            panic!("after {} moves: {problem}\n{board:?}", board.undo_depth());
        }
        states.push(board.clone());
    }
    states
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn incremental_state_matches_recomputation(
        size in 1usize..=9,
        suicide in any::<bool>(),
        choices in prop::collection::vec(0u16..1000, 0..300),
    ) {
        play_sequence(size, &choices, suicide);
    }

    #[test]
    fn undo_restores_every_earlier_state(
        size in 1usize..=7,
        suicide in any::<bool>(),
        choices in prop::collection::vec(0u16..1000, 0..200),
    ) {
        let states = play_sequence(size, &choices, suicide);
        let mut board = states.last().expect("at least the empty board").clone();
        for depth in (0..states.len() - 1).rev() {
            prop_assert!(board.undo(), "undo back to move {depth} failed");
            prop_assert!(board == states[depth], "undo back to move {depth} differs from that state");
        }
        prop_assert!(!board.undo());
        prop_assert!(board == Board::new(size), "undoing everything does not give the empty board bit for bit");
    }

    #[test]
    fn large_boards_stay_consistent(
        size in prop::sample::select(vec![13usize, 19, 25]),
        choices in prop::collection::vec(1u16..1000, 0..400),
    ) {
        let states = play_sequence(size, &choices, false);
        let mut board = states.last().expect("at least the empty board").clone();
        while board.undo() {}
        prop_assert!(board == Board::new(size));
    }
}

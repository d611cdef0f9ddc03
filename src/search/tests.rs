//! Searches on small positions: tree invariants, reproducibility, tactics found, limits,
//! stop, reuse, pass and resign.

use super::*;
use crate::board::fixtures::stones;
use crate::board::vertex;
use crate::rules::Rules;
use std::sync::atomic::AtomicBool;

fn config(threads: usize, playouts: usize) -> SearchConfig {
    SearchConfig {
        threads,
        playouts: Some(playouts),
        seed: 7,
        max_tree_mb: 64,
        ..SearchConfig::default()
    }
}

fn point(size: usize, text: &str) -> Point {
    vertex::parse(size, text).unwrap().unwrap()
}

/// A game on `size` with `komi` and the given stones placed by alternating-free moves.
fn game_with(size: usize, komi: f32, black: &[&str], white: &[&str]) -> Game {
    let mut game = Game::new(size, Rules::chinese());
    game.set_komi(komi);
    for v in black {
        game.play(Color::Black, Some(point(size, v))).unwrap();
    }
    for v in white {
        game.play(Color::White, Some(point(size, v))).unwrap();
    }
    game
}

fn genmove(searcher: &mut Searcher, game: &Game, colour: Color) -> SearchResult {
    searcher.genmove(game, colour, &Clock::default(), &AtomicBool::new(false))
}

/// Plays `result`'s move and the reply its principal variation expects.
fn play_along(game: &mut Game, result: &SearchResult) {
    let Decision::Play(p) = result.decision else {
        panic!("no move: {result:?}")
    };
    game.play(result.colour, Some(p)).unwrap();
    let reply = result.pv.get(1).copied().flatten().expect("a reply in the tree");
    game.play(result.colour.opponent(), Some(reply)).unwrap();
}

fn describe(result: &SearchResult, size: usize) -> String {
    result
        .children
        .iter()
        .take(5)
        .map(|c| format!("{} {} {:.3}", vertex::format(size, c.point), c.visits, c.win_rate))
        .collect::<Vec<_>>()
        .join(", ")
}

#[test]
fn tree_statistics_add_up_and_virtual_losses_are_returned() {
    let mut searcher = Searcher::new(config(2, 2000)).unwrap();
    let game = game_with(9, 7.5, &[], &[]);
    let result = genmove(&mut searcher, &game, Color::Black);
    println!("{}", describe(&result, 9));
    assert_eq!(result.playouts, 2000);
    assert_eq!(result.visits, 2000);
    let tree = &searcher.kept.as_ref().unwrap().tree();
    let children: u32 = tree.children(tree.root()).iter().map(|c| c.stats().visits).sum();
    assert_eq!(children, 2000, "the root was expanded before the first playout");
    for i in 0..tree.node_count() {
        let node = tree.node(i);
        assert_eq!(node.virtual_loss(), 0);
        let below: u32 = tree.children(node).iter().map(|c| c.stats().visits).sum();
        assert!(below <= node.stats().visits);
    }
}

#[test]
fn one_thread_with_a_seed_is_reproducible() {
    let game = game_with(9, 7.5, &["E5"], &["C3"]);
    let a = genmove(&mut Searcher::new(config(1, 500)).unwrap(), &game, Color::Black);
    let b = genmove(&mut Searcher::new(config(1, 500)).unwrap(), &game, Color::Black);
    assert_eq!(a.children, b.children);
    assert_eq!(a.ownership, b.ownership);
    assert_eq!(a.decision, b.decision);
}

#[test]
fn a_position_met_again_gets_a_search_of_its_own() {
    // A deterministic opponent repeats its moves game after game: the same searcher must
    // not answer with the very same playouts each time, or every game is the same game.
    let game = game_with(9, 7.5, &["E5"], &["C3"]);
    let mut searcher = Searcher::new(config(1, 500)).unwrap();
    let first = genmove(&mut searcher, &game, Color::Black);
    searcher.clear();
    let again = genmove(&mut searcher, &game, Color::Black);
    assert_ne!(first.children, again.children);
}

#[test]
fn finds_an_obvious_capture() {
    let game = game_with(5, 0.5, &["A3", "B4", "C4", "D4", "E3", "B2", "C2"], &["B3", "C3", "D3"]);
    let result = genmove(&mut Searcher::new(config(1, 1000)).unwrap(), &game, Color::Black);
    println!("{}", describe(&result, 5));
    assert_eq!(result.decision, Decision::Play(point(5, "D2")));
}

#[test]
fn kills_a_straight_three_with_the_vital_point() {
    // White's top group has the eye space A5-B5-C5; only Black's B5 kills it, and only
    // killing wins with komi 15.5.
    let game = game_with(
        5,
        15.5,
        &["A3", "B3", "C3", "D3", "E3", "E4", "E5"],
        &["A4", "B4", "C4", "D4", "D5"],
    );
    let result = genmove(&mut Searcher::new(config(1, 3000)).unwrap(), &game, Color::Black);
    println!("{}", describe(&result, 5));
    assert_eq!(result.decision, Decision::Play(point(5, "B5")));
}

#[test]
fn a_tiny_tree_keeps_searching_when_full() {
    let mut searcher = Searcher::new(SearchConfig {
        max_tree_mb: 1,
        ..config(2, 3000)
    })
    .unwrap();
    let result = genmove(&mut searcher, &game_with(9, 7.5, &[], &[]), Color::Black);
    assert_eq!(result.playouts, 3000);
    assert!(searcher.kept.as_ref().unwrap().tree().is_full());
    assert!(result.tree_nodes * std::mem::size_of::<Node>() <= 1 << 20);
}

/// The bound is loose: a search stops within a few milliseconds, but this test runs beside
/// the others on a machine that may be busy, and it is there to catch a search that runs
/// on to a limit of its own or never stops.
#[test]
fn stops_within_a_second_of_a_stop_request() {
    let mut searcher = Searcher::new(SearchConfig {
        playouts: None,
        ..config(2, 0)
    })
    .unwrap();
    let game = game_with(9, 7.5, &[], &[]);
    let stop = AtomicBool::new(false);
    let asked = std::thread::scope(|scope| {
        let search = scope.spawn(|| searcher.ponder(&game, Color::Black, &stop));
        std::thread::sleep(Duration::from_millis(200));
        stop.store(true, Relaxed);
        let asked = Instant::now();
        let result = search.join().unwrap();
        assert!(result.playouts > 0);
        asked.elapsed()
    });
    println!("stopped {:.1} ms after the request", asked.as_secs_f64() * 1000.0);
    assert!(asked < Duration::from_secs(1), "stopped {asked:?} after the request");
}

#[test]
fn analysis_reports_every_interval_until_stopped() {
    let mut searcher = Searcher::new(config(1, 0)).unwrap();
    let game = game_with(9, 7.5, &[], &[]);
    let stop = AtomicBool::new(false);
    let mut reports = Vec::new();
    let started = Instant::now();
    let last = searcher.analyze(&game, Color::Black, &stop, Duration::from_millis(20), &mut |r| {
        reports.push((started.elapsed(), r.playouts));
        if reports.len() == 5 {
            stop.store(true, Relaxed);
        }
    });
    assert!((5..=6).contains(&reports.len()), "{} reports", reports.len());
    assert!(reports[4].0 >= Duration::from_millis(100), "reports come every 20 ms");
    assert!(reports.windows(2).all(|w| w[0].1 <= w[1].1));
    assert!(last.playouts >= reports[4].1);
}

#[test]
fn the_tree_is_reused_along_the_moves_played() {
    let mut searcher = Searcher::new(config(1, 1000)).unwrap();
    let mut game = game_with(9, 7.5, &[], &[]);
    let first = genmove(&mut searcher, &game, Color::Black);
    play_along(&mut game, &first);
    let second = genmove(&mut searcher, &game, Color::Black);
    assert_eq!(second.playouts, 1000);
    assert!(second.visits > 1000, "kept {} visits", second.visits - 1000);
}

#[test]
fn a_visit_limit_counts_the_kept_tree_and_a_playout_limit_does_not() {
    let mut searcher = Searcher::new(SearchConfig {
        playouts: None,
        visits: Some(1000),
        ..config(1, 0)
    })
    .unwrap();
    let mut game = game_with(9, 7.5, &["E5"], &[]);
    let first = genmove(&mut searcher, &game, Color::White);
    assert_eq!((first.playouts, first.visits), (1000, 1000));
    play_along(&mut game, &first);
    let second = genmove(&mut searcher, &game, Color::White);
    assert_eq!(second.visits, 1000, "{} new playouts", second.playouts);
    assert!(second.playouts < 1000, "nothing kept");
    let both = SearchConfig {
        playouts: Some(300),
        visits: Some(5000),
        ..searcher.config().clone()
    };
    searcher.set_config(both).unwrap();
    let third = genmove(&mut searcher, &game, Color::White);
    assert_eq!(
        (third.playouts, third.visits),
        (300, 1300),
        "the playout limit ends the search first, on top of the kept tree"
    );
}

#[test]
fn a_tree_valued_at_another_komi_is_not_reused() {
    // An evaluation is at the game's komi; a genmove in a handicap game at the linear
    // dynamic komi, 14 points more.
    let mut game = Game::new(9, Rules::chinese());
    game.set_komi(0.5);
    game.place_fixed_handicap(2).unwrap();
    let stop = AtomicBool::new(false);
    for (dynamic_komi, reused) in [(DynamicKomi::None, true), (DynamicKomi::Linear, false)] {
        let mut searcher = Searcher::new(SearchConfig {
            dynamic_komi,
            ..config(1, 300)
        })
        .unwrap();
        searcher.evaluate(&game, Color::White, 300, &stop);
        let result = genmove(&mut searcher, &game, Color::White);
        assert_eq!(result.visits > result.playouts as u32, reused, "{dynamic_komi:?}");
    }
}

#[test]
fn time_limits_are_kept() {
    let mut searcher = Searcher::new(SearchConfig {
        playouts: None,
        seconds_per_move: Some(0.2),
        ..config(1, 0)
    })
    .unwrap();
    let game = game_with(9, 7.5, &[], &[]);
    let result = genmove(&mut searcher, &game, Color::Black);
    println!("0.2 s per move: {:.3} s", result.seconds);
    assert!(result.seconds < 0.6);
    searcher.set_config(config(1, 1_000_000)).unwrap();
    let clock = Clock::from_time_settings(3.0, 0.0, 0);
    let started = Instant::now();
    searcher.genmove(&game, Color::Black, &clock, &AtomicBool::new(false));
    let budget = clock.budget(&Params::default(), Color::Black, 9, 81).unwrap();
    println!("budget {budget:?}: {:.3} s", started.elapsed().as_secs_f64());
    assert!(started.elapsed().as_secs_f64() < budget.max + 0.3);
}

/// Black's columns A-C (fifteen points) against White's D-E (ten) on 5x5 at `komi`, White
/// having just passed; and Black's answer.
fn answer_to_white_s_pass(komi: f32) -> (Game, SearchResult) {
    let black = ["C1", "C2", "C3", "C4", "C5"];
    let white = ["D1", "D2", "D3", "D4", "D5"];
    let mut game = game_with(5, komi, &black, &white);
    game.play(Color::White, None).unwrap();
    let result = genmove(&mut Searcher::new(config(1, 300)).unwrap(), &game, Color::Black);
    (game, result)
}

#[test]
fn passes_when_the_opponent_passed_and_passing_wins() {
    let (mut game, result) = answer_to_white_s_pass(0.5);
    assert_eq!(result.decision, Decision::Pass);
    assert_eq!(result.win_rate, 1.0, "the pass wins: {}", describe(&result, 5));
    game.play(Color::Black, None).unwrap();
    let result = genmove(&mut Searcher::new(config(1, 300)).unwrap(), &game, Color::White);
    assert!(matches!(result.decision, Decision::Play(_)), "White loses by passing");
}

#[test]
fn a_pass_that_ends_the_game_in_a_draw_is_worth_half_a_win() {
    let (_, result) = answer_to_white_s_pass(5.0);
    assert_eq!(result.decision, Decision::Pass, "{}", describe(&result, 5));
    assert_eq!(result.win_rate, 0.5, "{}", describe(&result, 5));
}

#[test]
fn answers_a_19x19_opening_from_the_book_unless_it_is_switched_off() {
    let game = game_with(19, 7.5, &["Q16"], &[]);
    let book = knowledge::book::book_move(&game, Color::White).expect("a 4-4 point is in the book");
    let mut searcher = Searcher::new(config(1, 100)).unwrap();
    let result = genmove(&mut searcher, &game, Color::White);
    assert_eq!(result.decision, Decision::Play(book), "{}", describe(&result, 19));
    assert!(result
        .children
        .iter()
        .all(|c| c.point.is_none() || c.point == Some(book)));
    let mut off = config(1, 100);
    off.params.set("book", "0").unwrap();
    let result = genmove(&mut Searcher::new(off).unwrap(), &game, Color::White);
    assert!(
        result.children.len() > 2,
        "every move is searched: {}",
        describe(&result, 19)
    );
}

#[test]
fn opens_an_empty_9x9_board_from_the_book() {
    let game = game_with(9, 7.0, &[], &[]);
    let mut searcher = Searcher::new(config(1, 200)).unwrap();
    let result = genmove(&mut searcher, &game, Color::Black);
    let tengen = point(9, "E5");
    assert_eq!(result.decision, Decision::Play(tengen), "{}", describe(&result, 9));
    assert!(
        result
            .children
            .iter()
            .all(|c| c.point.is_none() || c.point == Some(tengen)),
        "the book's move is searched alone: {}",
        describe(&result, 9)
    );
    assert!(result.pv.len() > 1, "the reply is in the tree");
    let analysis = searcher.evaluate(&game, Color::Black, 200, &AtomicBool::new(false));
    assert!(analysis.children.len() > 2, "an analysis sees every move");
}

#[test]
fn fills_the_dame_before_passing_under_area_scoring() {
    // Black's B column and White's D column each own five points; the C column between
    // them is dame. White wins by half a point as the board stands, but a pass would leave
    // five points to fill, and GNU Go, as referee, counts the odd one for Black.
    let black = ["B1", "B2", "B3", "B4", "B5"];
    let white = ["D1", "D2", "D3", "D4", "D5"];
    let mut game = game_with(5, 0.5, &black, &white);
    game.play(Color::Black, None).unwrap();
    let result = genmove(&mut Searcher::new(config(1, 300)).unwrap(), &game, Color::White);
    let Decision::Play(p) = result.decision else {
        panic!("White passed: {}", describe(&result, 5));
    };
    assert_eq!(p.coords(5).0, 2, "{}", describe(&result, 5));
}

#[test]
fn does_not_pass_back_into_a_capturing_race_lost_after_the_pass() {
    // From a game against GNU Go (sente White): Black has just passed. As the board stands
    // White leads, and the estimate (White to move) saves White's G4-J4/G3-H1 string.
    // But Black moving first wins the race against it, as the final score reads: B+18.
    //
    //     A B C D E F G H J
    //   9 O X X X . . . . .
    //   8 O O O X X X . . .
    //   7 . O . O X X X . .
    //   6 O . . O O X O O O
    //   5 . . O O X X X X X
    //   4 O O O O O X O O O
    //   3 O O O X X X O . X
    //   2 O X O X X O O O X
    //   1 O X X X X X X O .
    let sgf = include_str!("../../gtp-scripts/scoring/race.sgf");
    let game = crate::sgf::load(
        sgf,
        Rules::chinese(),
        crate::sgf::SgfRules::Keep,
        7.0,
        &crate::sgf::LoadUntil::End,
    )
    .expect("the position loads")
    .game;
    let result = genmove(&mut Searcher::new(config(1, 1000)).unwrap(), &game, Color::White);
    assert!(matches!(result.decision, Decision::Play(_)), "{}", describe(&result, 9));
}

#[test]
fn resigns_after_several_hopeless_moves_unless_told_never_to() {
    let game = game_with(5, 40.0, &[], &[]);
    let mut searcher = Searcher::new(config(1, 200)).unwrap();
    let resign_moves = Params::default().resign_moves;
    let decisions: Vec<Decision> = (0..resign_moves)
        .map(|_| genmove(&mut searcher, &game, Color::Black).decision)
        .collect();
    assert!(decisions[..resign_moves as usize - 1]
        .iter()
        .all(|d| *d != Decision::Resign));
    assert_eq!(decisions.last(), Some(&Decision::Resign));
    let mut never = Searcher::new(SearchConfig {
        params: Params {
            resign_threshold: 0.0,
            ..Params::default()
        },
        ..config(1, 200)
    })
    .unwrap();
    for _ in 0..resign_moves + 1 {
        assert_ne!(genmove(&mut never, &game, Color::Black).decision, Decision::Resign);
    }
}

#[test]
fn pondering_on_the_opponents_move_feeds_the_next_genmove() {
    let mut searcher = Searcher::new(config(1, 500)).unwrap();
    let mut game = game_with(9, 7.5, &["E5"], &[]);
    let stop = AtomicBool::new(false);
    let pondered = std::thread::scope(|scope| {
        let search = scope.spawn(|| searcher.ponder(&game, Color::White, &stop));
        std::thread::sleep(Duration::from_millis(300));
        stop.store(true, Relaxed);
        search.join().unwrap()
    });
    let Decision::Play(reply) = pondered.decision else {
        panic!("pondering found no move")
    };
    game.play(Color::White, Some(reply)).unwrap();
    let result = genmove(&mut searcher, &game, Color::Black);
    assert!(result.visits > result.playouts as u32, "nothing kept from pondering");
}

#[test]
fn japanese_byo_yomi_is_never_overrun() {
    let mut searcher = Searcher::new(SearchConfig {
        playouts: None,
        ..config(2, 0)
    })
    .unwrap();
    let clock = Clock::new(TimeControl::Byoyomi {
        main: 0.0,
        period: 1.0,
        periods: 1,
    });
    let game = game_with(9, 7.5, &[], &[]);
    let result = searcher.genmove(&game, Color::Black, &clock, &AtomicBool::new(false));
    println!("1 s byo-yomi: {:.3} s, {} playouts", result.seconds, result.playouts);
    assert!(result.seconds < 1.0 - Params::default().lag_margin / 2.0);
}

/// A root with two moves, each starting from an even prior of 10 visits: the tree the
/// tests of the timed stop fill.
fn root_with_two_moves() -> Tree {
    let even = |mv| {
        (
            mv,
            tree::node::Prior { visits: 10, wins: 5 },
            tree::node::Probability::default(),
        )
    };
    let tree = Tree::new(1 << 20);
    tree.expand(ROOT, &[even(5), even(6)]);
    tree
}

#[test]
fn timed_searches_stop_early_only_when_the_leader_cannot_be_caught() {
    let tree = root_with_two_moves();
    let (a, b) = (tree.node(1), tree.node(2));
    for _ in 0..900 {
        a.record(1);
    }
    for _ in 0..100 {
        b.record(1);
    }
    let budget = Budget {
        min: 0.0,
        target: 1.0,
        max: 3.0,
    };
    // A lead of 800: 1000 playouts in 0.4 s promise 1500 more before the target, in 0.7 s
    // only 429.
    assert!(
        !time_is_up(&Params::default(), &tree, budget, 0.4, 1000),
        "1500 to come"
    );
    assert!(time_is_up(&Params::default(), &tree, budget, 0.7, 1000), "429 to come");
    // At the target, a runner-up with half the visits and a better win rate extends the
    // search up to the max.
    for _ in 0..400 {
        b.record(2);
    }
    assert!(
        !time_is_up(&Params::default(), &tree, budget, 1.5, 1400),
        "unclear: keep searching"
    );
    assert!(
        time_is_up(&Params::default(), &tree, budget, 3.0, 1400),
        "never past the max"
    );
}

#[test]
fn the_time_left_to_overtake_runs_to_the_max_when_the_search_may_go_on() {
    let budget = Budget {
        min: 0.0,
        target: 1.0,
        max: 3.0,
    };
    let params = Params::default();
    // The leader has 900 visits at an even win rate, the runner-up `runner_up` visits
    // that all won.
    let tree_with = |runner_up: usize| {
        let tree = root_with_two_moves();
        for _ in 0..900 {
            tree.node(1).record(1);
        }
        for _ in 0..runner_up {
            tree.node(2).record(2);
        }
        tree
    };
    // 1000 playouts in 0.7 s promise 429 more before the target: a runner-up of 100
    // visits cannot catch the leader by then, but may reach half its visits, and with
    // its better win rate make the search go on to the max, 3,286 playouts away.
    let tree = tree_with(100);
    assert!(!time_is_up(&params, &tree, budget, 0.7, 1000), "may go on to the max");
    // A runner-up of 10 visits cannot reach half by the target: the search ends there.
    assert!(time_is_up(&params, &tree_with(10), budget, 0.7, 1000));
    // The same with a min of a second: no early stop before it.
    let at_least = Budget { min: 1.0, ..budget };
    assert!(!time_is_up(&params, &tree_with(10), at_least, 0.7, 1000));
    // Past the target, unclear (500 visits against 900, a better win rate), 1400
    // playouts in 2.5 s: 280 more by the max cannot close a gap of 400.
    let tree = tree_with(500);
    assert!(!time_is_up(&params, &tree, budget, 1.5, 1400), "840 to come");
    assert!(time_is_up(&params, &tree, budget, 2.5, 1400), "280 to come");
}

#[test]
fn the_search_after_a_pass_in_own_territory_keeps_to_the_clock() {
    // Under japanese rules Black's E column owns A to D (White's B8 dead inside) and
    // White's F column G to J: Black's stones fill its own territory, and rule 6 searches
    // the position after a pass, here for ten million playouts, but only as long as the
    // move's budget leaves.
    let mut rows = ["....XO..."; 9];
    rows[1] = ".O..XO...";
    let mut game = Game::new(9, Rules::japanese());
    game.set_komi(0.0);
    game.setup(&stones(&rows), Color::Black).unwrap();
    let params = Params {
        pass_check_min_playouts: 10_000_000,
        ..Params::default()
    };
    let mut searcher = Searcher::new(SearchConfig {
        playouts: None,
        params: params.clone(),
        ..config(1, 0)
    })
    .unwrap();
    let clock = Clock::from_time_settings(5.0, 0.0, 0);
    let empty_points = game.board().empty_points().len();
    let budget = clock.budget(&params, Color::Black, 9, empty_points).unwrap();
    let started = Instant::now();
    let result = searcher.genmove(&game, Color::Black, &clock, &AtomicBool::new(false));
    let seconds = started.elapsed().as_secs_f64();
    println!("{budget:?}: {seconds:.3} s, {:?}", result.decision);
    assert!(seconds < budget.max + 0.3, "{seconds} s");
}

#[test]
fn a_searcher_can_move_to_another_thread() {
    fn send<T: Send>() {}
    send::<Searcher>();
    send::<SearchResult>();
}

#[test]
fn genmove_analyze_reports_and_decides() {
    let mut searcher = Searcher::new(SearchConfig {
        playouts: None,
        seconds_per_move: Some(0.15),
        ..config(1, 0)
    })
    .unwrap();
    let game = game_with(9, 7.5, &[], &[]);
    let mut reports = 0;
    let result = searcher.genmove_analyze(
        &game,
        Color::Black,
        &Clock::default(),
        &AtomicBool::new(false),
        Duration::from_millis(20),
        &mut |_| reports += 1,
    );
    assert!(reports >= 2, "{reports} reports");
    assert!(matches!(result.decision, Decision::Play(_)));
}

#[test]
fn evaluation_estimates_ownership() {
    // Black's wall on the C file and White's on the D file split the board 15 to 10.
    let game = game_with(5, 0.5, &["C1", "C2", "C3", "C4", "C5"], &["D1", "D2", "D3", "D4", "D5"]);
    let result = Searcher::new(config(1, 300))
        .unwrap()
        .evaluate(&game, Color::Black, 300, &AtomicBool::new(false));
    assert_eq!(result.playouts, 300);
    // Black leads by 4.5 while White's E file lives; the playouts' invasions there that
    // succeed add to it (3.9 to 7.9 over seeds 1 to 12 at 300 playouts).
    assert!(
        (3.5..=8.5).contains(&result.score_lead),
        "Black leads 15 to 10 less komi 0.5, or more: {}",
        result.score_lead
    );
    // White's side has only the E file for eyes, and about one playout in twelve lets
    // Black's invasion there capture the D file (-0.83 at 3,000 playouts).
    for (p, own) in result.ownership.points() {
        let expected = if p.coords(5).0 <= 2 { 1.0 } else { -1.0 };
        assert!((own - expected).abs() < 0.25, "point {p:?}: {own}");
    }
}

#[test]
fn cleanup_plays_on_until_dead_stones_are_gone() {
    // White's A5 is dead inside Black's side; with komi -20 Black wins as the board stands.
    let black = ["C1", "C2", "C3", "C4", "C5"];
    let mut game = game_with(5, -20.0, &black, &["D1", "D2", "D3", "D4", "D5", "A5"]);
    game.play(Color::White, None).unwrap();
    let result = genmove(&mut Searcher::new(config(1, 500)).unwrap(), &game, Color::Black);
    assert_eq!(result.decision, Decision::Pass, "the opponent passed and passing wins");
    let mut searcher = Searcher::new(config(1, 500)).unwrap();
    let stop = AtomicBool::new(false);
    let result = searcher.genmove_cleanup(&game, Color::Black, &Clock::default(), &stop);
    assert!(matches!(result.decision, Decision::Play(_)), "A5 is still on the board");
}

#[test]
fn the_score_spread_is_how_much_the_playouts_disagree() {
    // Black fills the board but for two separate eyes: every playout ends at once with
    // Black owning all 25 points.
    let rows = [".X.XX", "XXXXX", "XXXXX", "XXXXX", "XXXXX"];
    let mut settled = Game::new(5, Rules::chinese());
    settled.setup(&stones(&rows), Color::White).unwrap();
    let mut searcher = Searcher::new(config(1, 300)).unwrap();
    let result = searcher.evaluate(&settled, Color::White, 300, &AtomicBool::new(false));
    assert!(result.score_spread < 1e-3, "spread {}", result.score_spread);
    let open = Game::new(5, Rules::chinese());
    let result = searcher.evaluate(&open, Color::Black, 300, &AtomicBool::new(false));
    assert!(
        result.score_spread > 5.0,
        "an empty board's playouts end far apart: {}",
        result.score_spread
    );
}

#[test]
fn plays_on_after_an_early_pass() {
    // 9x9: Black E5, White E4, then Black passes. Passing back would end the game at move
    // 4 with White winning by komi; the board is all open, so White plays on.
    let mut game = game_with(9, 7.0, &["E5"], &["E4"]);
    game.play(Color::Black, None).unwrap();
    let mut searcher = Searcher::new(config(1, 2000)).unwrap();
    let result = genmove(&mut searcher, &game, Color::White);
    assert!(matches!(result.decision, Decision::Play(_)), "{}", describe(&result, 9));
}

#[test]
fn genmove_values_playouts_at_the_dynamic_komi_and_scores_at_the_games() {
    // Black's wall on the E file and White's on the F file split a 9x9 board 45 to 36;
    // four handicap stones make the game's komi 0.5 + 4 (chinese), so Black leads by 4.5,
    // while the linear dynamic komi asks 28 points more of Black at move 0.
    let size = 9;
    let walls: Vec<(Color, Point)> = (1..=size)
        .flat_map(|row| [(Color::Black, format!("E{row}")), (Color::White, format!("F{row}"))])
        .map(|(colour, v)| (colour, point(size, &v)))
        .collect();
    let mut game = Game::new(size, Rules::chinese());
    game.set_komi(0.5);
    game.setup(&walls, Color::Black).unwrap();
    game.declare_handicap(4);
    let resign_threshold = 0.3;
    let searcher = |dynamic_komi| {
        Searcher::new(SearchConfig {
            dynamic_komi,
            params: Params {
                resign_threshold,
                ..Params::default()
            },
            ..config(1, 300)
        })
        .unwrap()
    };
    let (mut real, mut linear) = (searcher(DynamicKomi::None), searcher(DynamicKomi::Linear));
    let at_real = genmove(&mut real, &game, Color::Black);
    assert_eq!(at_real.virtual_komi, None);
    assert!(at_real.win_rate > 0.6, "{}", describe(&at_real, size));
    for _ in 0..Params::default().resign_moves {
        let at_virtual = genmove(&mut linear, &game, Color::Black);
        assert_eq!(at_virtual.virtual_komi, Some(4.5 + 28.0));
        assert!(
            at_virtual.win_rate < resign_threshold,
            "{}",
            describe(&at_virtual, size)
        );
        assert_ne!(
            at_virtual.decision,
            Decision::Resign,
            "a virtual win rate resigns nothing"
        );
        for result in [&at_real, &at_virtual] {
            let margin = result.ownership.black_margin();
            assert!(
                (result.score_lead - (margin - 4.5)).abs() < 1e-3,
                "the lead is at the game's komi"
            );
        }
    }
    let stop = AtomicBool::new(false);
    for searcher in [&mut real, &mut linear] {
        assert_eq!(searcher.judge(&game, &stop).score(&game).to_string(), "B+4.5");
    }
}

#[test]
fn each_move_has_its_own_score_lead() {
    // White to move, behind whatever it does: F5 connects White's five stones on row 5,
    // in atari, to its wall; any other move lets Black take them at F5.
    let rows = [
        ".....XO..",
        ".....XO..",
        ".....XO..",
        "XXXXXXO..",
        "OOOOO.O..",
        "XXXXXXO..",
        ".....XO..",
        ".....XO..",
        ".....XO..",
    ];
    let mut game = Game::new(9, Rules::chinese());
    game.set_komi(7.0);
    game.setup(&stones(&rows), Color::White).unwrap();
    let mut searcher = Searcher::new(config(1, 2000)).unwrap();
    let result = searcher.evaluate(&game, Color::White, 2000, &AtomicBool::new(false));
    println!("{}", describe(&result, 9));
    let connect = result
        .children
        .iter()
        .find(|c| c.point == Some(point(9, "F5")))
        .unwrap();
    let other = result.children.iter().find(|c| c.point != connect.point).unwrap();
    assert!(other.visits >= 20, "{} visits", other.visits);
    assert!(
        connect.score_lead > other.score_lead + 5.0,
        "the connection leads by {}, the next move by {}",
        connect.score_lead,
        other.score_lead
    );
    let glimpse = Searcher::new(config(1, 5))
        .unwrap()
        .evaluate(&game, Color::White, 5, &AtomicBool::new(false));
    let unvisited = glimpse.children.iter().find(|c| c.visits == 0).unwrap();
    assert_eq!(
        unvisited.score_lead, glimpse.score_lead,
        "an unvisited move has the search's lead"
    );
}

#[test]
fn the_judgement_searches_for_itself_and_leaves_the_kept_tree_alone() {
    // A genmove's estimate, made in a tree the learned table guides, serves `estimate`
    // (and the ownership GUIs show) but not the judgement, which searches the same stones
    // once more with no guidance, keeps that estimate, and keeps the genmove's tree.
    let mut searcher = Searcher::new(config(1, 500)).unwrap();
    let game = game_with(9, 7.5, &["E5", "C3"], &["E6", "G4"]);
    let stop = AtomicBool::new(false);
    genmove(&mut searcher, &game, Color::Black);
    let kept_visits = |searcher: &Searcher| searcher.kept.as_ref().unwrap().tree().root().stats().visits;
    let visits = kept_visits(&searcher);
    searcher.estimate(&game, &stop);
    assert_eq!(searcher.searches, 1, "the genmove's estimate serves");
    searcher.judge(&game, &stop);
    assert_eq!(searcher.searches, 2, "the judgement searches for itself");
    assert_eq!(kept_visits(&searcher), visits, "and keeps the genmove's tree");
    searcher.judge(&game, &stop);
    searcher.estimate_score(&game, &stop);
    assert_eq!(searcher.searches, 2, "then its estimate serves");
}

/// A 9x9 game under japanese rules at komi 6.5 after `moves`, Black first.
fn japanese_9x9(moves: &[&str]) -> Game {
    let mut game = Game::new(9, Rules::japanese());
    game.set_komi(6.5);
    for (i, v) in moves.iter().enumerate() {
        let colour = if i % 2 == 0 { Color::Black } else { Color::White };
        game.play(colour, Some(point(9, v))).unwrap();
    }
    game
}

/// Black's `genmove` or White's (`colour`) in `game` by a one-thread search of 5,000
/// playouts with `seed`.
fn genmove_5000(game: &Game, colour: Color, seed: u64) -> SearchResult {
    let mut searcher = Searcher::new(SearchConfig {
        seed,
        ..config(1, 5000)
    })
    .unwrap();
    genmove(&mut searcher, game, colour)
}

/// Asserts that `colour`'s `genmove` in `game` by [`genmove_5000`] is one of `moves`
/// ("PASS" or 9x9 vertices) with each of the seeds 1 to 3.
fn assert_genmove_among(game: &Game, colour: Color, moves: &[&str]) {
    let allowed: Vec<Decision> = moves
        .iter()
        .map(|&v| match v {
            "PASS" => Decision::Pass,
            v => Decision::Play(point(9, v)),
        })
        .collect();
    for seed in 1..=3 {
        let result = genmove_5000(game, colour, seed);
        assert!(
            allowed.contains(&result.decision),
            "seed {seed}: {}",
            describe(&result, 9)
        );
    }
}

/// The opening under japanese rules, Black to move: the board is open, so no
/// stone is "own territory" yet, however the mid-game estimate shares it out.
#[test]
fn under_territory_scoring_plays_on_while_areas_are_open() {
    let game = japanese_9x9(&["E5", "C4", "D6", "F4", "E4", "G7", "G6", "H6", "G5", "F3"]);
    for seed in 1..=3 {
        let result = genmove_5000(&game, Color::Black, seed);
        assert!(
            matches!(result.decision, Decision::Play(_)),
            "seed {seed}: {}",
            describe(&result, 9)
        );
    }
}

/// A game lost by half a point under japanese rules (sente Black against GNU Go, seed
/// 5842, game 35), Black to move after White's D7: Black's E8-E7-F7 has two liberties,
/// E6 and F6, and G6-G5 one, F5. F6 saves both; after a pass, White's F6 ataris the one
/// and the other, Black saves one and White takes the other. Each dies in about half of
/// the playouts after White's F6, so the judgement of the search after the pass calls
/// neither dead and counts as before: only its win rate shows the double threat.
#[test]
fn under_territory_scoring_a_pass_in_own_territory_never_allows_a_double_threat() {
    let game = japanese_9x9(&[
        "E5", "C4", "E3", "G7", "E7", "C7", "C6", "B6", "D6", "G4", "B5", "B7", "C5", "D8", "E8", "A6", "G5", "H5",
        "G6", "H6", "G2", "F8", "F7", "G8", "F9", "B9", "H9", "H8", "B4", "G9", "H3", "E9", "H4", "J4", "D2", "J3",
        "J2", "J5", "G3", "A5", "A4", "D7",
    ]);
    assert_genmove_among(&game, Color::Black, &["F6"]);
}

/// A game lost by half a point under japanese rules (sente Black against GNU Go, seed
/// 5893, game 91): White has passed, and Black wins B+1.5 if it passes too. White's
/// B5, B3-B2 and D5-D2 are dead inside Black's area. Counted as the board stands they
/// would be alive, and Black played on (C1, then C3) to take them: under territory
/// scoring each of those stones is a point, and the game was lost by half a point. A
/// count that takes no stones off is not asked under territory scoring.
#[test]
fn under_territory_scoring_passes_after_the_opponent_with_dead_stones_left_on_the_board() {
    let mut game = japanese_9x9(&[
        "E5", "D4", "E4", "D5", "E6", "G7", "D6", "D3", "E3", "G4", "E2", "B5", "B6", "B3", "C2", "B2", "B1", "E8",
        "G6", "H6", "F7", "G8", "G5", "H5", "C5", "G2", "C8", "D8", "C7", "C9", "B9", "D9", "B8", "D2", "D1", "F8",
        "F4", "G3", "B4", "E7", "F6", "F2", "F3", "F1", "E1", "D7", "C4",
    ]);
    game.play(Color::White, None).unwrap();
    assert_genmove_among(&game, Color::Black, &["PASS"]);
}

/// A game lost by half a point under japanese rules (sente Black against GNU Go, seed
/// 5901, game 33), Black to move: the boundaries are closed and Black wins B+0.5 by
/// passing. Black played H7 inside its own territory, a point under territory scoring,
/// White passed and won W+0.5. The tree counted White's pass after Black's, which ends
/// the game, on the board as it stood, where the empty points of Black's top right that
/// touch no stone belonged to no one: the pass after a pass won every playout for White,
/// and Black's pass lost them all.
fn closed_at_half_a_point() -> Game {
    japanese_9x9(&[
        "E5", "C5", "C4", "B4", "C3", "D5", "E4", "G3", "G5", "E2", "E3", "D2", "B3", "B5", "D6", "C7", "H2", "H3",
        "F2", "F3", "G2", "J2", "C6", "B6", "D7", "C8", "D8", "A8", "H4", "J3", "C2", "F1", "G8", "D9", "E9", "C9",
        "F8", "G4", "H5", "A3", "D1", "E1", "C1", "G1", "A2", "A4", "D3", "H1", "F4", "J4", "J5", "D4",
    ])
}

#[test]
fn under_territory_scoring_passes_rather_than_fill_own_territory_when_passing_wins() {
    let game = closed_at_half_a_point();
    assert_genmove_among(&game, Color::Black, &["PASS"]);
}

#[test]
fn a_pass_that_ends_the_game_is_counted_after_the_position_is_played_out() {
    for rules in [Rules::japanese(), Rules::chinese()] {
        let mut game = closed_at_half_a_point();
        game.set_rules(rules);
        game.play(Color::Black, None).unwrap();
        let mut searcher = Searcher::new(config(1, 2000)).unwrap();
        let result = genmove(&mut searcher, &game, Color::White);
        let pass = result
            .children
            .iter()
            .find(|c| c.point.is_none())
            .expect("a pass child");
        assert!(pass.win_rate < 0.1, "{rules:?}: {}", describe(&result, 9));
    }
}

/// A game lost by half a point under japanese rules (sente White against GNU Go, seed
/// 5901, game 24), White to move: White's G8-G7-H7 and H9 are dead in Black's top
/// right, the boundaries are closed, and White wins W+0.5 by passing (or by F9, which
/// takes G9). White played J7, a stone that joins the dead string and is one more
/// prisoner: B+0.5. The playouts count area, where the stone costs nothing, and rated it
/// as F9 (46%).
#[test]
fn under_territory_scoring_passes_rather_than_add_a_stone_to_a_dead_string() {
    let game = japanese_9x9(&[
        "E5", "E3", "E7", "C7", "F5", "D4", "C6", "C5", "B6", "D6", "D5", "B5", "B7", "B8", "D7", "A6", "C8", "A7",
        "E6", "G3", "C4", "B4", "G4", "H3", "H4", "C3", "J3", "J2", "J4", "H2", "B9", "A8", "F3", "F2", "F4", "E4",
        "C9", "G7", "H6", "A5", "A9", "H7", "F8", "G8", "G9", "H9", "J8",
    ]);
    assert_genmove_among(&game, Color::White, &["PASS", "F9"]);
}

/// A game lost by half a point under japanese rules (sente Black against GNU Go, seed
/// 5901, game 93), Black to move: Black wins B+0.5 by passing or by filling the dame D9
/// or D8. Black threw a stone in at B8, in atari inside White's top left, a prisoner
/// for White: W+0.5.
#[test]
fn under_territory_scoring_throws_no_stone_into_the_opponents_territory() {
    let game = japanese_9x9(&[
        "E5", "C4", "E3", "G6", "E7", "G3", "G2", "C7", "G4", "F8", "C6", "B6", "B7", "D6", "C5", "B5", "D5", "C8",
        "E8", "F7", "F6", "G5", "H4", "H7", "B8", "C9", "F9", "G9", "E9", "H8", "B3", "B4", "C3", "D4", "E4", "F5",
        "E6", "H5", "A4", "A8", "A5", "B9", "D3", "A7", "F4", "J4", "J3", "J5", "H2", "D7",
    ]);
    assert_genmove_among(&game, Color::Black, &["PASS", "D9", "D8"]);
}

/// White's corner group A3-D3-D1-C1 on 9x9 encloses the bulky five A1 B1 A2 B2 C2, whose
/// vital point is B2: it lives with White's B2 and dies with Black's. Black's wall on the
/// E column and row 4 owns the rest of the left side, White's on the F column the right.
/// With komi 0.5 under japanese rules, White wins if and only if the group lives. With
/// `liberty_outside`, E1 is empty, so the group has a liberty outside its eye space and
/// the vital-point rule of the pass does not see the shape: only the search after the
/// pass stands between the stone and a pass.
fn bulky_five_in_the_corner(liberty_outside: bool) -> Game {
    let e1 = if liberty_outside { '.' } else { 'X' };
    let row1 = format!("..OO{e1}O...");
    let rows = [
        "....XO...",
        "....XO...",
        "....XO...",
        "....XO...",
        "....XO...",
        "XXXXXO...",
        "OOOOXO...",
        "...OXO...",
        row1.as_str(),
    ];
    let mut game = Game::new(9, Rules::japanese());
    game.set_komi(0.5);
    game.setup(&stones(&rows), Color::White).unwrap();
    game
}

#[test]
fn under_territory_scoring_takes_the_vital_point_of_a_group_whatever_the_estimate() {
    for liberty_outside in [false, true] {
        for colour in [Color::White, Color::Black] {
            let game = bulky_five_in_the_corner(liberty_outside);
            for seed in 1..=2 {
                let mut searcher = Searcher::new(SearchConfig {
                    seed,
                    ..config(1, 3000)
                })
                .unwrap();
                let result = genmove(&mut searcher, &game, colour);
                let context = format!("{colour:?}, seed {seed}: {}", describe(&result, 9));
                if liberty_outside {
                    // E1 is worth playing too: it takes or keeps the liberty the group
                    // needs against Black's stones inside. What matters is not to pass.
                    assert_ne!(result.decision, Decision::Pass, "{context}");
                } else {
                    assert_eq!(result.decision, Decision::Play(point(9, "B2")), "{context}");
                }
            }
        }
    }
}

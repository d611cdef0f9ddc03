//! The pass rules that [`super::Decider::decide`] applies: when passing cannot lose, when
//! nothing is left to gain, which dame to fill first under area scoring, and which moves
//! would only give a point away under territory scoring.

use crate::board::{Board, Color, Point, BLACK, EMPTY, WHITE};
use crate::game::Game;
use crate::rules::Scoring;
use crate::score::region::{flood, is_interior};
use crate::score::{self, Judgement, Ownership, Score, Status};
use crate::search::params::Params;
use crate::search::result::ChildStats;
use crate::search::tactics::eyes::{EyeSpace, Eyes, MAX_SPACE};
use crate::search::tactics::two_liberty;

/// The counts of a pass by [`passing_is_safe`], each Black's margin less the komi the
/// rules count against ([`score::komi`]): the numbers a pass was found safe by.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PassCounts {
    /// By area as the board stands, dead stones counted as alive; only under area
    /// scoring, where taking the dead stones off first costs nothing.
    pub as_it_stands: Option<Score>,
    /// By the ownership estimate, points it gives a side by more than half.
    pub estimate: Score,
    /// By the judgement that `final_score` gives.
    pub judged: Score,
}

impl PassCounts {
    /// Whether `colour` loses by none of the counts.
    fn none_loses(&self, colour: Color) -> bool {
        [self.as_it_stands, Some(self.estimate), Some(self.judged)]
            .into_iter()
            .flatten()
            .all(|count| colour.from_black(count.margin) >= 0.0)
    }
}

/// The counts by which `colour` does not lose if the game ends now (komi and handicap
/// compensation included), or `None` if one of them loses: under area scoring, by area
/// as the board stands (dead stones counted as alive), which a referee that takes no
/// stones off would count, and where taking them off first costs nothing (under
/// territory scoring each stone placed to take them costs a point, and the dead stones
/// are agreed instead, so that count is not asked); by the `ownership` estimate (+1
/// Black), which counts dead stones for the side that will take them off, by area and
/// under territory scoring less the stones Black has placed more than White
/// ([`score::margin_from_area`]), as the game would count if it ended now; and by the
/// `judgement` that `final_score` gives from that estimate ([`super::judge`]), which
/// also reads the capturing races that the opponent, moving first after the pass, would
/// win.
///
/// The estimate is not trusted while `colour` has a string in atari that it calls
/// `colour`'s: the playouts start with `colour` to move and save the string in nearly
/// all of them, but after a pass the opponent takes it, or the referee counts it dead.
pub fn passing_is_safe(game: &Game, colour: Color, ownership: &Ownership, judgement: &Judgement) -> Option<PassCounts> {
    if has_saveable_string_in_atari(game.board(), colour, ownership) {
        return None;
    }
    let board = game.board();
    let count = |area_margin: i32| Score {
        margin: score::margin_from_area(game.rules().scoring, board, area_margin as f32) - score::komi(game),
    };
    let estimate: i32 = ownership
        .points()
        .map(|(_, own)| (own > 0.5) as i32 - (own < -0.5) as i32)
        .sum();
    let counts = PassCounts {
        as_it_stands: (game.rules().scoring == Scoring::Area)
            .then(|| count(Judgement::as_it_stands(board).area_margin(board))),
        estimate: count(estimate),
        judged: judgement.score(game),
    };
    counts.none_loses(colour).then_some(counts)
}

/// Whether `colour` has a string in atari that the `ownership` estimate counts as
/// `colour`'s, that is, one the playouts save.
fn has_saveable_string_in_atari(board: &Board, colour: Color, ownership: &Ownership) -> bool {
    ownership.points().any(|(p, own)| {
        board.cell(p.index()) == colour as u8 && board.liberty_count(p.index()) == 1 && colour.from_black(own) > 0.0
    })
}

/// Under area scoring, the root child (an index into `children`) that `colour` should
/// play instead of the pass it is about to make: the most visited dame, an empty point
/// touching stones of both colours that the ownership estimate (`ownership`, +1 Black)
/// gives to neither side surely, where `colour`'s stone would keep two liberties or
/// more, and whose win rate is within `params.dame_tolerance` of the pass's (the
/// search's own check that filling the dame is not a blunder). Passing with a dame left
/// gives away the point that filling it wins; and a referee such as GNU Go, which
/// counts an odd unfilled dame for Black, scores White's one-point win a draw. `None`
/// under territory scoring, where a dame is worth nothing, or when no dame is left.
pub fn dame_to_fill(
    params: &Params,
    game: &Game,
    colour: Color,
    children: &[ChildStats],
    ownership: &Ownership,
) -> Option<usize> {
    if game.rules().scoring != Scoring::Area {
        return None;
    }
    let board = game.board();
    let pass_win_rate = searched_pass_win_rate(children);
    children.iter().position(|child| {
        child.point.is_some_and(|p| {
            is_fillable_dame(board, colour, p, ownership.value(p), params.sure_owner)
                && child.win_rate >= pass_win_rate - params.dame_tolerance
        })
    })
}

/// The win rate of the pass among the root's `children`, 0 when it is not among them:
/// what [`dame_to_fill`] compares a dame's with.
pub fn searched_pass_win_rate(children: &[ChildStats]) -> f64 {
    children.iter().find(|c| c.point.is_none()).map_or(0.0, |c| c.win_rate)
}

/// Whether the empty point `p`, which the estimate gives `own` (+1 Black), is a dame that
/// `colour` can fill: it touches stones of both colours, neither side owns it as surely
/// as `sure_owner`, and `colour`'s stone there would be legal and keep two liberties or
/// more.
fn is_fillable_dame(board: &Board, colour: Color, p: Point, own: f32, sure_owner: f32) -> bool {
    let i = p.index();
    board.cell(i) == EMPTY
        && board.neighbour_count(i, BLACK) > 0
        && board.neighbour_count(i, WHITE) > 0
        && own.abs() < sure_owner
        && board.check(colour, p, false).is_ok()
        && board.liberties_after(colour, p, 2) >= 2
}

/// Whether an area of the board is still open: an empty region (through empty points
/// and the stones the `ownership` estimate clearly takes off, at `params.clearly_taken`
/// or below from the stone's side: stricter than the judgement's dead stones, as in the
/// opening a lone stone is often below the judgement's line but still stakes out its
/// area; +1 Black) that touches the remaining stones of both colours, or of none, and
/// holds a point that touches no stone, so more than a line of dame. Such an area is
/// still to be divided, so an opponent's pass is not yet the end of the game. A
/// territory, dead stones and all, touches its owner alone, and dame between walls all
/// touch stones: neither is open.
pub fn has_open_area(params: &Params, board: &Board, ownership: &Ownership) -> bool {
    let clearly_taken = params.clearly_taken;
    let own = |p: usize| ownership.value(Point::from_index(p));
    let taken = |p: usize| match board.cell(p) {
        BLACK => own(p) <= clearly_taken,
        WHITE => -own(p) <= clearly_taken,
        _ => false,
    };
    let open = |p: usize| board.cell(p) == EMPTY || taken(p);
    let mut seen = vec![false; board.index_len()];
    board.points().map(Point::index).any(|start| {
        if seen[start] || board.cell(start) != EMPTY {
            return false;
        }
        let region = flood(board, start, &mut seen, open);
        let mut touches = [false; 2];
        for q in region.iter().flat_map(|&p| board.neighbours(p)).filter(|&q| !open(q)) {
            if let Some(colour) = Color::from_cell(board.cell(q)) {
                touches[colour.index()] = true;
            }
        }
        region.iter().any(|&p| is_interior(board, p)) && touches[0] == touches[1]
    })
}

/// Whether some group's life hangs on an empty vital point: an eye space (up to
/// [`MAX_SPACE`] points) that holds every liberty of the strings around it and makes two
/// eyes or one as the defender or the attacker takes its vital point (straight or bent
/// three, pyramid four, bulky or crossed five, rabbity six). The playouts of either side
/// take that point first in most lines, so the estimate calls the group surely alive or
/// surely dead; but after a pass the opponent takes it.
pub fn has_open_vital_point(board: &Board) -> bool {
    board.points().any(|p| {
        let i = p.index();
        board.cell(i) == EMPTY
            && [Color::Black, Color::White].into_iter().any(|defender| {
                board.neighbour_count(i, defender as u8) > 0
                    && EyeSpace::around(board, i, defender, MAX_SPACE).is_some_and(|space| {
                        matches!(space.eyes(board), Eyes::Vital(_)) && space.holds_every_liberty(board)
                    })
            })
    })
}

/// The most liberties of a string that [`is_settled`] checks for liberties the opponent
/// could approach (the bound of `weak_liberties`).
pub const MAX_WEAK_LIBERTIES: u32 = 8;

/// Whether nothing is left to gain for `colour`, to move, if it passes: no string is in
/// atari, no string of `colour` with at most `params.weak_liberties` liberties has a
/// liberty where an opposing stone would keep two liberties or more, and by the
/// ownership estimate (`ownership`, +1 Black; sure at `params.sure_owner`) every stone
/// is surely alive, every empty point surely belongs to the colour it touches, and
/// every point between both colours is a seki liberty that neither side can fill
/// without self-atari.
///
/// The estimate alone is not enough: the playouts start with the player to move, who
/// saves an own string in atari, or starts a capturing race on a short-of-liberties
/// string, in nearly all of them, so the estimate calls the string surely alive
/// although after a pass the opponent would move first and take it.
pub fn is_settled(params: &Params, board: &Board, colour: Color, ownership: &Ownership) -> bool {
    no_approachable_string(board, colour, params.weak_liberties)
        && ownership
            .points()
            .all(|(p, own)| is_settled_point(board, p, own, params.sure_owner))
}

/// Whether the point `p`, which the estimate gives `own` (+1 Black), is settled in the
/// sense of [`is_settled`]: a stone with two liberties or more that is surely alive, an
/// empty point surely owned by the colour it touches, or a seki liberty; sure is
/// `sure_owner` or more.
fn is_settled_point(board: &Board, p: Point, own: f32, sure_owner: f32) -> bool {
    let i = p.index();
    match board.cell(i) {
        BLACK => own >= sure_owner && board.liberty_count(i) >= 2,
        WHITE => own <= -sure_owner && board.liberty_count(i) >= 2,
        _ => {
            let (b, w) = (board.neighbour_count(i, BLACK) > 0, board.neighbour_count(i, WHITE) > 0);
            if b && w {
                [Color::Black, Color::White]
                    .into_iter()
                    .all(|c| board.check(c, p, false).is_err() || board.is_self_atari(c, p))
            } else {
                own.abs() >= sure_owner && !(b && own < 0.0) && !(w && own > 0.0)
            }
        }
    }
}

/// Whether no string of `colour` with at most `weak_liberties` liberties (at most
/// [`MAX_WEAK_LIBERTIES`]) has a liberty the opponent can approach: one where an opposing
/// stone would have two liberties or more, or would be a snapback throw-in (a self-atari
/// that takes the string back whole). The liberties left are eyes (an opposing stone
/// there is suicide) and seki or eye-space points (it is a self-atari that loses).
fn no_approachable_string(board: &Board, colour: Color, weak_liberties: u32) -> bool {
    let c = colour as u8;
    let opponent = colour.opponent();
    let weak_liberties = weak_liberties.min(MAX_WEAK_LIBERTIES);
    let mut buffer = [Point::from_index(0); MAX_WEAK_LIBERTIES as usize];
    let liberties = &mut buffer[..weak_liberties as usize];
    board.points().all(|p| {
        let i = p.index();
        if board.cell(i) != c || board.string_head(i) != i || board.liberty_count(i) > weak_liberties {
            return true;
        }
        let n = board.liberties(i, liberties);
        liberties[..n].iter().all(|&l| {
            board.liberties_after(opponent, l, 2) < 2 && !two_liberty::is_snapback(board, opponent, l.index())
        })
    })
}

/// How a stone that [`gives_a_point`] away gives it, under territory scoring.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PointGiven {
    /// The stone fills its player's own territory: a point of territory fewer.
    Fill,
    /// The stone dies inside the opponent's territory: a prisoner more for the opponent.
    Prisoner,
}

/// Whether, under territory scoring, a stone of `colour` on `p` would change nothing but
/// the count, which it lowers by one point, and how: `p` is territory by the judgement
/// (an empty point in a region that only one side's living stones surround, dead stones
/// taken off), the move captures nothing, and it is no liberty of a living own string
/// short of liberties (at most `params.defended_liberties`), which a stone there would
/// defend: after a pass the opponent's first move would take such a string, or cut it
/// off.
/// - In `colour`'s own territory the stone fills a point ([`PointGiven::Fill`]): even
///   taking off dead stones costs the points the capturing stones fill, and if the
///   opponent ever plays inside, there is time to answer.
/// - In the opponent's territory the stone dies there and is one more prisoner
///   ([`PointGiven::Prisoner`]) when it joins a string the judgement calls dead, or
///   stands alone in atari (a throw-in), and leaves no opposing string beside it with
///   one liberty: a stone that ataris is a threat (the vital point of an eye space, a
///   ko), and a lone stone with liberties to spare is an invasion, which the playouts
///   value and a pass would give up.
///
/// The playouts count area, where either stone costs nothing: once the random part has
/// moved a boundary, the count is the area's (`tree/value.rs`), and the search rates
/// such a stone as the pass, or above it.
pub fn gives_a_point<'a>(
    params: &Params,
    game: &Game,
    colour: Color,
    judgement: impl FnOnce() -> &'a Judgement,
    p: Point,
) -> Option<PointGiven> {
    let board = game.board();
    if game.rules().scoring != Scoring::Territory || board.is_capture(colour, p) {
        return None;
    }
    let judgement = judgement();
    let own = board.neighbour_strings(p.index(), colour as u8);
    let dead = |head: usize| judgement.status(Point::from_index(head)) == Some(Status::Dead);
    let defends = own
        .iter()
        .any(|head| !dead(head) && board.liberty_count(head) <= params.defended_liberties);
    if defends {
        return None;
    }
    if judgement.territory(board, colour, Scoring::Territory).contains(&p) {
        return Some(PointGiven::Fill);
    }
    // An opposing string beside `p` with two liberties, one of them `p`, is left in atari.
    let threatens = board
        .neighbour_strings(p.index(), colour.opponent() as u8)
        .iter()
        .any(|head| board.liberty_count(head) <= 2);
    let throw_in = own.is_empty() && board.liberties_after(colour, p, 2) < 2;
    let dies = (own.iter().any(dead) || throw_in) && !threatens;
    let theirs = || judgement.territory(board, colour.opponent(), Scoring::Territory);
    (dies && theirs().contains(&p)).then_some(PointGiven::Prisoner)
}

/// Whether passing gives the opponent nothing by moving first: `after`, the judgement of
/// the position from the estimate of a search after `colour`'s pass (the opponent to move
/// and taking what moving first gives), counts no worse for `colour` than `now`, the
/// judgement from the estimate of `colour`'s own search, by more than
/// `params.pass_count_tolerance` (by default less than any change of a stone's status is
/// worth, a stone that dies costing its point and a prisoner: so none). The stones are the
/// same, so the two counts differ only where moving first changes a status: a group that
/// lives or dies by its vital point, a string short of liberties, a cut. The playouts'
/// margins would not do: they let the opponent invade a large territory and live in a share
/// of them, so a stone inside it, which makes that share smaller, looks worth points that
/// it is not to a strong opponent.
pub fn costs_nothing(params: &Params, game: &Game, colour: Color, now: &Judgement, after: &Judgement) -> bool {
    let after = colour.from_black(after.score(game).margin);
    let before = colour.from_black(now.score(game).margin);
    after >= before - params.pass_count_tolerance
}

/// How many times a pass instead of a point given multiplies the opponent's odds of winning:
/// `after`, sente's win rate by the search after the pass (the opponent moving first),
/// against `stone`, the win rate of the stone it replaces, each kept within
/// `CERTAINTY` of 0 and 1 (a search that lost no playout says little about how rarely
/// it loses). The judgements' counts of [`costs_nothing`] see a stone change its status,
/// but not a double threat: when the opponent's first move ataris two strings, each dies
/// in about half of the playouts, neither is judged dead, and the counts agree while the
/// opponent takes one; nor a cut that brings stones judged dead back into the game. A
/// difference of win rates would not do: after a pass the playouts let the opponent
/// invade a large territory and live in a share of them, which moves the win rate of a
/// close game far but its odds much less than a double threat or a cut moves a won
/// game's (docs/design.md gives the measures). In a game won by far the point a pass saves
/// is worth nothing and any risk is too much; in a close one the point matters and the
/// playouts' noise is larger: the odds say both.
pub fn losing_odds_ratio(stone: f64, after: f64) -> f64 {
    let odds = |win_rate: f64| {
        let w = win_rate.clamp(CERTAINTY, 1.0 - CERTAINTY);
        (1.0 - w) / w
    };
    odds(after) / odds(stone)
}

/// How near to 0 or 1 a win rate is taken for [`losing_odds_ratio`].
const CERTAINTY: f64 = 0.01;

#[cfg(test)]
mod tests {
    use super::super::judge;
    use super::*;
    use crate::search::params::Params;
    use std::sync::LazyLock;

    /// The default parameters.
    static P: LazyLock<Params> = LazyLock::new(Params::default);
    use crate::board::fixtures::{at, diagram, stones};
    use crate::board::Point;
    use crate::rules::Rules;

    #[test]
    fn area_margin_counts_regions_touching_one_colour() {
        let board = diagram(&["..X..", "..X..", "..X..", "..XO.", "..XO."], Color::Black);
        // Black: 5 stones and the 10 points on the left. White: 2 stones; the region on the
        // right touches both colours and counts for no one.
        assert_eq!(Judgement::as_it_stands(&board).area_margin(&board), 15 - 2);
    }

    /// An estimate on a 5x5 board that gives each point `own` of its column (0 = A).
    fn by_column(own: impl Fn(usize) -> f32) -> Ownership {
        Ownership::from_fn(5, |p| own(p.coords(5).0))
    }

    /// `ownership` with `vertex` given `own` instead.
    fn but(ownership: &Ownership, vertex: &str, own: f32) -> Ownership {
        let changed = Point::from_index(at(5, vertex));
        Ownership::from_fn(5, |p| if p == changed { own } else { ownership.value(p) })
    }

    /// Black's surely: +1 on the A to `last` columns, -1 on the rest.
    fn black_to(last: usize) -> Ownership {
        by_column(|col| if col <= last { 1.0 } else { -1.0 })
    }

    #[test]
    fn settled_positions_need_sure_owners() {
        let board = diagram(&["..X..", "..X..", "..XO.", "..XO.", "..XO."], Color::Black);
        let ownership = black_to(2);
        assert!(
            !is_settled(&P, &board, Color::White, &ownership),
            "D4 and D5 are open dame"
        );
        let board = diagram(&["..XO.", "..XO.", "..XO.", "..XO.", "..XO."], Color::Black);
        assert!(is_settled(&P, &board, Color::White, &ownership));
        assert!(!is_settled(&P, &board, Color::White, &but(&ownership, "A1", 0.3)));
    }

    /// A sure estimate on a 5x5 board: Black owns columns A to C but C3, White the rest.
    fn black_left_but_c3() -> Ownership {
        but(&black_to(2), "C3", -1.0)
    }

    #[test]
    fn a_string_in_atari_is_not_settled() {
        // White's C3 has one liberty, D3: the estimate says White keeps it (the player to
        // move saves it in the playouts), but a pass would let Black take it.
        let in_atari = diagram(&["..XO.", "..XO.", ".XO..", "..XO.", "..XO."], Color::White);
        let ownership = black_left_but_c3();
        assert!(!is_settled(&P, &in_atari, Color::White, &ownership));
        let saved = diagram(&["..XO.", "..XO.", ".XOO.", "..XO.", "..XO."], Color::Black);
        assert!(is_settled(&P, &saved, Color::White, &ownership));
    }

    #[test]
    fn a_string_a_snapback_takes_is_not_settled() {
        // White's A2 B2 has two liberties, A1 and B1; Black's throw-in at B1 is a snapback
        // (White's capture at A1 leaves A1 A2 B2 with the one liberty B1), so a White pass
        // gives the three stones away, whatever the estimate says of the corner.
        let board = diagram(&["..XO.", "..XO.", "XXXO.", "OOXO.", "..OO."], Color::White);
        let ownership = Ownership::from_fn(5, |p| {
            let (col, row) = p.coords(5);
            let black = board.cell(p.index()) == BLACK || (board.cell(p.index()) == EMPTY && col <= 1 && row >= 3);
            if black {
                1.0
            } else {
                -1.0
            }
        });
        assert!(!is_settled(&P, &board, Color::White, &ownership));
        let connected = diagram(&["..XO.", "..XO.", "XXXO.", "OOXO.", ".OOO."], Color::White);
        assert!(is_settled(&P, &connected, Color::White, &ownership));
    }

    #[test]
    fn a_string_short_of_liberties_is_not_settled_for_its_owner() {
        // Black's C5-C4 has two liberties, and a White stone on B4 would keep two: if Black
        // passes, White moves first there. White's strings have five liberties or more.
        let board = diagram(&["..XO.", "..XO.", ".XOO.", "..XO.", "..XO."], Color::Black);
        let ownership = black_left_but_c3();
        assert!(!is_settled(&P, &board, Color::Black, &ownership));
        assert!(is_settled(&P, &board, Color::White, &ownership));
    }

    fn child(point: Option<Point>, win_rate: f64) -> ChildStats {
        ChildStats {
            point,
            visits: 100,
            win_rate,
            prior: 0.5,
            score_lead: 0.0,
            lcb: 0.0,
            pv: vec![point],
        }
    }

    #[test]
    fn under_area_scoring_a_dame_is_filled_before_passing() {
        // Black's B column owns the A column and White's D column the E column; the C
        // column touches both and is dame.
        let rows = [".X.O."; 5];
        let ownership = by_column(|col| match col {
            0 | 1 => 1.0,
            2 => 0.1,
            _ => -1.0,
        });
        let c3 = Point::from_coords(5, 2, 2);
        let a1 = Point::from_coords(5, 0, 0);
        let children = [child(Some(a1), 0.95), child(None, 0.5), child(Some(c3), 0.9)];
        let mut game = Game::new(5, Rules::chinese());
        game.setup(&stones(&rows), Color::White).unwrap();
        assert_eq!(dame_to_fill(&P, &game, Color::White, &children, &ownership), Some(2));
        let doubtful = [child(None, 0.96), child(Some(c3), 0.9)];
        assert_eq!(
            dame_to_fill(&P, &game, Color::White, &doubtful, &ownership),
            None,
            "C3 rates lower than the pass"
        );
        game.set_rules(Rules::japanese());
        assert_eq!(
            dame_to_fill(&P, &game, Color::White, &children, &ownership),
            None,
            "a dame is worth nothing"
        );
    }

    /// [`passing_is_safe`] with the judgement of the same estimate.
    fn safe(game: &Game, colour: Color, ownership: &Ownership) -> bool {
        passing_is_safe(game, colour, ownership, &judge(&P, game, ownership)).is_some()
    }

    #[test]
    fn passing_is_safe_only_without_a_loss() {
        for rules in [Rules::chinese(), Rules::japanese()] {
            let mut game = Game::new(5, rules);
            game.set_komi(0.5);
            let unknown = by_column(|_| 0.0);
            assert!(safe(&game, Color::White, &unknown));
            assert!(!safe(&game, Color::Black, &unknown));
            // A Black stone that the estimate says is dead: Black leads as the board
            // stands (by area, and by territory the whole board), but not once it is
            // taken off.
            game.play(Color::Black, Some(Point::from_coords(5, 2, 2))).unwrap();
            assert!(safe(&game, Color::Black, &by_column(|_| 1.0)), "{:?}", rules.scoring);
            assert!(!safe(&game, Color::Black, &by_column(|_| -1.0)), "{:?}", rules.scoring);
        }
    }

    #[test]
    fn passing_is_not_safe_with_a_string_in_atari_the_estimate_saves() {
        // Black's D3 is in atari (C3), and Black leads both as the board stands and by the
        // estimate, which counts D3 as Black's because the playouts connect at C3. After
        // a pass White takes D3 and starts a ko.
        let game = at_komi_half(&["..XO.", "..XO.", ".X.XO", "..XO.", "..XO."], Rules::chinese());
        let ownership = but(&black_to(2), "D3", 1.0);
        assert!(!safe(&game, Color::Black, &ownership));
        // An estimate that counts D3 as dead is trusted again: Black still leads by 5.
        assert!(safe(&game, Color::Black, &black_to(2)));
    }

    #[test]
    fn an_open_area_touches_both_colours_or_none_and_is_more_than_dame() {
        // The estimate gives `black_columns` to Black, the rest to White, and A3 `a3`.
        let open = |rows: &[&str], black_columns: usize, a3: f32| {
            let board = diagram(rows, Color::Black);
            let own = by_column(|col| if col < black_columns { 1.0 } else { -1.0 });
            has_open_area(&P, &board, &but(&own, "A3", a3))
        };
        assert!(open(&["....."; 5], 0, -1.0), "an empty board is all open");
        assert!(!open(&["XX.OO"; 5], 2, 1.0), "the C column is dame between walls");
        assert!(open(&["X...O"; 5], 1, 1.0), "B to D touch both, and C touches no stone");
        assert!(!open(&["..X.O"; 5], 3, 1.0), "A and B are Black's territory");
        let invaded = ["..X.O", "..X.O", "O.X.O", "..X.O", "..X.O"];
        assert!(
            !open(&invaded, 3, 1.0),
            "with White's A3 clearly taken, still Black's territory"
        );
        assert!(
            open(&invaded, 3, -0.2),
            "with A3 in doubt, A and B are still to be divided"
        );
    }

    /// A 5x5 game set up with the stones of `rows`, Black to move, at komi 0.5.
    fn at_komi_half(rows: &[&str], rules: Rules) -> Game {
        let mut game = Game::new(5, rules);
        game.set_komi(0.5);
        game.setup(&stones(rows), Color::Black).unwrap();
        game
    }

    #[test]
    fn a_pass_costs_nothing_only_if_moving_first_changes_no_status() {
        // Black's wall on the C column owns the A and B columns, White's on the D column
        // the E column.
        let game = at_komi_half(&["..XO."; 5], Rules::japanese());
        let sure = black_to(2);
        let now = judge(&P, &game, &sure);
        assert!(costs_nothing(&P, &game, Color::Black, &now, &judge(&P, &game, &sure)));
        // Moving first, White takes Black's wall in the playouts: the pass costs it.
        let taken = by_column(|col| if col <= 1 { 1.0 } else { -0.9 });
        assert!(!costs_nothing(&P, &game, Color::Black, &now, &judge(&P, &game, &taken)));
        // Invasions that live in a share of the playouts do not count: every status holds.
        let shaken = Ownership::from_fn(5, |p| sure.value(p) * 0.6);
        assert!(costs_nothing(&P, &game, Color::Black, &now, &judge(&P, &game, &shaken)));
    }

    #[test]
    fn under_territory_scoring_a_fill_or_a_stone_that_dies_in_the_opponents_territory_gives_a_point() {
        // Black's wall on the B column owns the A column; White's on the C column owns D
        // and E, where Black's E5-E4 is dead and White's E3 stands with two liberties.
        let rows = [".XO.X", ".XO.X", ".XO.O", ".XOO.", ".XOO."];
        let ownership = black_to(1);
        let given = |rules: Rules, vertex: &str| {
            let game = at_komi_half(&rows, rules);
            let judgement = judge(&P, &game, &ownership);
            gives_a_point(&P, &game, Color::Black, || &judgement, Point::from_index(at(5, vertex)))
        };
        let japanese = Rules::japanese();
        assert_eq!(given(japanese, "A3"), Some(PointGiven::Fill), "own territory");
        assert_eq!(given(japanese, "D4"), Some(PointGiven::Prisoner), "joins the dead E4");
        assert_eq!(given(japanese, "E1"), Some(PointGiven::Prisoner), "a throw-in in atari");
        assert_eq!(given(japanese, "D3"), None, "ataris E3: a threat");
        for vertex in ["A3", "D4", "E1"] {
            assert_eq!(given(Rules::chinese(), vertex), None, "{vertex}: area scoring");
        }
    }

    #[test]
    fn a_group_living_on_one_vital_point_is_not_settled() {
        // White's ring encloses the pyramid four D4 E4 F4 E5 and has no other liberty: its
        // life hangs on E4 whoever moves. With E4 White's, the space is two eyes and more.
        let mut rows = [
            ".........",
            "OOOOOOOOO",
            "XXXXXXXXX",
            ".XOOOOOX.",
            ".XOO.OOX.",
            ".XO...OX.",
            ".XOOOOOX.",
            ".XOOOOOX.",
            ".XXXXXXX.",
        ];
        assert!(has_open_vital_point(&diagram(&rows, Color::Black)));
        rows[5] = ".XO.O.OX.";
        assert!(!has_open_vital_point(&diagram(&rows, Color::Black)));
        // With a liberty outside (a gap in the ring's own wall to the open row), the
        // space is not all the group has.
        rows[5] = ".XO...OX.";
        rows[8] = ".XXX.XXX.";
        rows[7] = ".XOO.OOX.";
        assert!(!has_open_vital_point(&diagram(&rows, Color::Black)));
    }
}

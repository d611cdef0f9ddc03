//! What a finished playout is worth to the tree: whether Black won, lost or drew, and,
//! with a score weight (`--score-weight`), a share for how much by, as in Fuego's score
//! modification and Pachi's `val_scale`. Among moves that all win, the share favours
//! the ones that win by more, so that a misjudged point or two in the count costs a
//! smaller lead, not the game; and when every move loses, it keeps the moves that lose
//! by less. The default weight is 0, wins alone (`score_weight` in the parameter table;
//! docs/design.md, "Parameters", says why).
//!
//! Results are counted in half-wins (0 to 2) per playout, as the nodes store them; a
//! value between two counts is rounded up or down at random, in proportion, so that the
//! counts' averages are the values' averages.

use crate::board::{Board, BLACK, WHITE};
use crate::rules::Scoring;
use crate::score::stones_placed_margin;
use rand_xoshiro::rand_core::Rng;

/// How one search values its playouts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Valuation {
    /// The komi Black's count must exceed to win: the game's, handicap compensation
    /// included, or a dynamic komi (`search/dynkomi.rs`), and under territory scoring
    /// the stones Black placed more than White before the root.
    komi: f32,
    /// How the game is scored: under territory scoring a playout's count is charged for
    /// the stones it placed ([`Valuation::count`]).
    scoring: Scoring,
    /// The share of the value that comes from the margin (the parameter `score_weight`).
    weight: f32,
    /// The margin, in points, at which the score share is all or nothing: the
    /// `score_scale` share of the board's points.
    scale: f32,
}

/// The part of a playout that went down the tree: the game's moves as the search plays
/// them, which a count under territory scoring charges in full.
pub struct Descent<'a> {
    /// The stones Black placed more than White.
    pub placed: i32,
    /// Per array index, whether the descent placed a stone there.
    pub points: &'a [bool],
}

impl Valuation {
    /// The valuation of the playouts from `root` in a game scored by `scoring` against
    /// `komi` (handicap compensation included), that gives the margin `weight` of the
    /// value (0 to 1; 0 counts wins alone), all or nothing at a margin of the `scale`
    /// share of the board's points.
    ///
    /// Under territory scoring, territory and prisoners are the area less the stones
    /// Black places more than White over the whole game (a stone filling own
    /// territory, a prisoner given, a pass: each moves the two counts a point apart).
    /// The playouts count area, where filling one's territory at random costs nothing,
    /// so the komi carries the stones Black has placed more than White so far (those on
    /// the board and those captured), and each playout's count
    /// ([`Valuation::count`]) stands for the ones still to be placed.
    pub fn new(root: &Board, scoring: Scoring, komi: f32, weight: f32, scale: f32) -> Valuation {
        let size = root.size();
        let komi = match scoring {
            Scoring::Area => komi,
            Scoring::Territory => komi + stones_placed_margin(root) as f32,
        };
        Valuation {
            komi,
            scoring,
            weight,
            scale: (size * size) as f32 * scale,
        }
    }

    /// Black's count, before komi, of the finished playout `board` whose area count is
    /// `area`, from the search's `root` down the tree by `descent`. Under area scoring,
    /// the area. Under territory scoring, the area less the stones still to be placed,
    /// two ways:
    /// - While the game was still open (a stone of the random part ends on a boundary
    ///   that is not a dame point), none: the moves alternate, and who places the last
    ///   stone is not known, so the count is the area against a komi that keeps its half
    ///   point, and a playout is won or lost, never drawn.
    /// - Once the boundaries are closed, exactly: every stone of the descent (the game's
    ///   moves as the search plays them; a move that fills its own territory costs its
    ///   player a point, a pass costs nothing), and each stone the random part placed on
    ///   a dame point (one beside a stone of each colour at the root that both live to
    ///   the end: no one's territory, whoever fills it). The random part's stones inside
    ///   its own area, or lost, are not charged: a real game passes there instead, and
    ///   most of those lost are random throw-ins.
    ///
    /// The exact count is kept to closed games: charging an open game's stones the same
    /// way lost games, and so did giving the player to move half a point for the last
    /// stone, which made every playout that ends on the area komi a draw
    /// (docs/experiment-log.md, "Japanese rules: the count of a closed game").
    #[inline]
    pub fn count(&self, area: i32, root: &Board, board: &Board, descent: &Descent) -> f32 {
        if self.scoring == Scoring::Area {
            return area as f32;
        }
        let placed = PlacedStones::of(root, board, descent.points);
        match placed.open {
            true => area as f32,
            false => (area - descent.placed - placed.dame) as f32,
        }
    }

    /// Black's value, in half-wins (0 to 2), of a playout whose board Black leads by
    /// `count` points before komi ([`Valuation::count`]).
    #[inline]
    pub fn black_value(&self, count: f32) -> f32 {
        let margin = count - self.komi;
        let result = if margin > 0.0 {
            2.0
        } else if margin < 0.0 {
            0.0
        } else {
            1.0
        };
        if self.weight == 0.0 {
            return result;
        }
        let score = 1.0 + (margin / self.scale).clamp(-1.0, 1.0);
        result + self.weight * (score - result)
    }
}

/// What the random part of a finished playout placed, by territory scoring's account.
struct PlacedStones {
    /// Stones on dame points: Black's less White's.
    dame: i32,
    /// Whether a stone placed elsewhere borders a stone of the other colour.
    open: bool,
}

impl PlacedStones {
    /// The stones on the finished playout `board` that were not on `root` and not placed
    /// by the descent (`descent_points`).
    fn of(root: &Board, board: &Board, descent_points: &[bool]) -> PlacedStones {
        let stride = board.stride();
        let mut placed = PlacedStones { dame: 0, open: false };
        let last = board.size() * stride + board.size();
        for (p, &by_descent) in descent_points.iter().enumerate().take(last + 1).skip(stride + 1) {
            let cell = board.cell(p);
            if cell == root.cell(p) || (cell != BLACK && cell != WHITE) || by_descent {
                continue;
            }
            let lives = |q: usize, colour: u8| root.cell(q) == colour && board.cell(q) == colour;
            let neighbours = board.neighbours(p);
            if neighbours.iter().any(|&q| lives(q, BLACK)) && neighbours.iter().any(|&q| lives(q, WHITE)) {
                placed.dame += if cell == BLACK { 1 } else { -1 };
            } else if board.neighbour_count(p, if cell == BLACK { WHITE } else { BLACK }) > 0 {
                placed.open = true;
            }
        }
        placed
    }
}

/// `value` (0 to 2) as a whole count of half-wins, rounded up with the chance of its
/// fraction; a whole `value` draws nothing from `rng`.
#[inline]
pub fn half_wins(value: f32, rng: &mut impl Rng) -> u64 {
    let whole = value.floor();
    let fraction = value - whole;
    let up = fraction > 0.0 && ((rng.next_u32() >> 8) as f32) < fraction * (1 << 24) as f32;
    whole as u64 + u64::from(up)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Color;

    use rand_xoshiro::rand_core::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    #[test]
    fn under_territory_scoring_the_komi_carries_the_stones_placed() {
        use crate::board::fixtures::diagram;
        // Black has placed three stones, White one: two points between the counts.
        let mut board = diagram(&[".....", "..X..", ".XO..", "..X..", "....."], Color::Black);
        let komi = |board: &Board, scoring| Valuation::new(board, scoring, 6.5, 0.0, 0.25).komi;
        assert_eq!(komi(&board, Scoring::Area), 6.5);
        assert_eq!(komi(&board, Scoring::Territory), 8.5);
        // Black's D3 takes C3: a fourth stone placed, and the capture, a prisoner for
        // Black and a point of territory fewer for White, moves both counts alike.
        let d3 = crate::board::Point::from_coords(5, 3, 2);
        board.play(Color::Black, d3, false).unwrap();
        assert_eq!(board.captures(Color::Black), 1);
        assert_eq!(komi(&board, Scoring::Territory), 9.5);
    }

    /// A descent that placed `black_less_white` stones at `points`.
    fn descent(points: &[bool], black_less_white: i32) -> Descent<'_> {
        Descent {
            placed: black_less_white,
            points,
        }
    }

    #[test]
    fn under_territory_scoring_a_playout_charges_its_dame_and_the_trees_moves_not_its_fills() {
        use crate::board::fixtures::diagram;
        use crate::board::{Point, MAX_POINTS};
        // Five dame between two walls: a real game ends with each side's five points of
        // territory, even.
        let root = diagram(&[".X.O.", ".X.O.", ".X.O.", ".X.O.", ".X.O."], Color::Black);
        // The playout filled three dame with Black, two with White, and one point of each
        // side's own area (A4, E2): Black leads by one point of area.
        let end = diagram(&[".XXO.", "XXXO.", ".XOO.", ".XXOO", ".XOO."], Color::Black);
        let area = crate::search::playout::light::area_score(&end);
        assert_eq!(area, 1);
        let territory = Valuation::new(&root, Scoring::Territory, 0.5, 0.0, 0.25);
        let area_scoring = Valuation::new(&root, Scoring::Area, 0.5, 0.0, 0.25);
        let mut points = vec![false; MAX_POINTS];
        let random = descent(&points, 0);
        assert_eq!(territory.count(area, &root, &end, &random), 0.0, "three dame less two");
        assert_eq!(area_scoring.count(area, &root, &end, &random), 1.0);
        assert_eq!(territory.black_value(0.0), 0.0, "White wins by the komi");
        assert_eq!(area_scoring.black_value(1.0), 2.0, "Black wins by the odd dame");
        // Black's A4 as the search's move (White passing), not the random part's: a
        // stone in Black's own territory, a point lost.
        points[Point::from_coords(5, 0, 3).index()] = true;
        let searched = descent(&points, 1);
        assert_eq!(territory.count(area, &root, &end, &searched), -1.0);
    }

    #[test]
    fn under_territory_scoring_an_open_playout_counts_its_area_for_either_player_to_move() {
        use crate::board::fixtures::diagram;
        use crate::board::MAX_POINTS;
        let open = |to_move| diagram(&[".....", ".....", ".X.O.", ".....", "....."], to_move);
        // Black's new stones border White's on the C and D lines: the game was open.
        let end = diagram(&[".XXO.", "X.XO.", ".XXO.", "X.XO.", ".XXO."], Color::Black);
        let area = crate::search::playout::light::area_score(&end);
        assert_eq!(area, 5);
        let points = vec![false; MAX_POINTS];
        for (to_move, count) in [(Color::Black, 5.0), (Color::White, 5.0)] {
            let root = open(to_move);
            let territory = Valuation::new(&root, Scoring::Territory, 0.5, 0.0, 0.25);
            let random = descent(&points, 0);
            assert_eq!(
                territory.count(area, &root, &end, &random),
                count,
                "{to_move:?} to move"
            );
        }
    }

    #[test]
    fn a_bigger_win_is_worth_a_little_more() {
        let nine = Valuation::new(&Board::new(9), Scoring::Area, 7.0, 0.05, 0.25);
        let value = |score: i32| nine.black_value(score as f32);
        assert!(value(9) < value(17) && value(17) < value(47), "wins by 2, 10 and 40");
        assert!(value(9) > 1.9 && value(47) == 2.0);
        assert!(value(5) < 0.1 && value(-30) < value(5), "losses by 2 and 37");
        assert_eq!(value(7), 1.0, "a draw");
    }

    #[test]
    fn no_weight_counts_wins_alone() {
        let wins_alone = Valuation::new(&Board::new(19), Scoring::Area, 7.5, 0.0, 0.25);
        assert_eq!(
            [wins_alone.black_value(9.0), wins_alone.black_value(-300.0)],
            [2.0, 0.0]
        );
    }

    #[test]
    fn rounding_keeps_the_average_and_whole_values_draw_nothing() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
        let n = 100_000;
        let total: u64 = (0..n).map(|_| half_wins(1.9, &mut rng)).sum();
        assert!((total as f64 / n as f64 - 1.9).abs() < 0.01, "{total}");
        let before = rng.clone();
        assert_eq!(half_wins(2.0, &mut rng), 2);
        assert_eq!(half_wins(0.0, &mut rng), 0);
        assert_eq!(rng, before);
    }
}

//! Benson's algorithm: the strings that stay alive whatever the opponent plays, even if
//! their owner passes every time (pass-alive), and the points they enclose for certain.
//!
//! For one colour: the *regions* are the maximal connected sets of points not of that
//! colour (empty points and opposing stones). A region is *vital* to a string when every
//! empty point of the region is a liberty of that string. Then repeat until nothing
//! changes: drop each string with fewer than two vital regions among those left, and drop
//! each region that touches a dropped string. The strings left are pass-alive (Benson
//! 1976). A remaining region whose every empty point is a liberty of some remaining
//! string is pass-alive territory: the opponent can never live there, so its stones in it
//! are dead and its points belong to the colour.

use crate::board::{Board, Color, Point, BORDER, EMPTY};

/// The result of Benson's analysis for both colours, indexed by board array index.
#[derive(Debug, Clone)]
pub struct PassAlive {
    /// The colour of each pass-alive stone, or `None`.
    alive: Vec<Option<Color>>,
    /// The colour whose pass-alive territory each point lies in, or `None`.
    territory: Vec<Option<Color>>,
}

impl PassAlive {
    /// Runs the analysis for Black and for White.
    pub fn analyse(board: &Board) -> PassAlive {
        let len = board.index_len();
        let mut result = PassAlive {
            alive: vec![None; len],
            territory: vec![None; len],
        };
        for colour in [Color::Black, Color::White] {
            ColourAnalysis::new(board, colour).run(&mut result);
        }
        result
    }

    /// Whether the stone on `p` is pass-alive.
    pub fn is_alive(&self, p: Point) -> bool {
        self.alive[p.index()].is_some()
    }

    /// The colour whose pass-alive territory holds `p` (an empty point or a dead stone).
    pub fn territory(&self, p: Point) -> Option<Color> {
        self.territory[p.index()]
    }
}

/// One enclosed region of a colour's analysis.
struct Region {
    points: Vec<usize>,
    /// Heads of the strings of the colour that touch the region.
    strings: Vec<usize>,
    /// Heads of the strings to which the region is vital.
    vital_to: Vec<usize>,
    /// Whether every empty point of the region is a liberty of some string of the colour.
    small: bool,
}

struct ColourAnalysis<'a> {
    board: &'a Board,
    colour: Color,
    strings: Vec<usize>,
    regions: Vec<Region>,
}

impl<'a> ColourAnalysis<'a> {
    fn new(board: &'a Board, colour: Color) -> ColourAnalysis<'a> {
        let mut strings: Vec<usize> = board
            .stones(colour)
            .into_iter()
            .map(|p| board.string_head(p.index()))
            .collect();
        strings.sort_unstable();
        strings.dedup();
        let mut analysis = ColourAnalysis {
            board,
            colour,
            strings,
            regions: Vec::new(),
        };
        analysis.find_regions();
        analysis
    }

    /// Flood-fills the points not of the colour into regions and notes which strings
    /// touch each and to which each is vital.
    fn find_regions(&mut self) {
        let board = self.board;
        let c = self.colour as u8;
        let mut seen = vec![false; board.index_len()];
        for start in board.points() {
            let start = start.index();
            if seen[start] || board.cell(start) == c {
                continue;
            }
            let mut points = vec![start];
            seen[start] = true;
            let mut i = 0;
            while i < points.len() {
                let p = points[i];
                i += 1;
                for q in board.neighbours(p) {
                    let cell = board.cell(q);
                    if !seen[q] && cell != c && cell != BORDER {
                        seen[q] = true;
                        points.push(q);
                    }
                }
            }
            self.regions.push(self.describe(points));
        }
    }

    fn describe(&self, points: Vec<usize>) -> Region {
        let board = self.board;
        let c = self.colour as u8;
        let mut strings = Vec::new();
        for &p in &points {
            for q in board.neighbours(p) {
                if board.cell(q) == c {
                    let h = board.string_head(q);
                    if !strings.contains(&h) {
                        strings.push(h);
                    }
                }
            }
        }
        let empties: Vec<usize> = points.iter().copied().filter(|&p| board.cell(p) == EMPTY).collect();
        let liberty_of = |p: usize, h: usize| {
            board
                .neighbours(p)
                .iter()
                .any(|&q| board.cell(q) == c && board.string_head(q) == h)
        };
        let vital_to = strings
            .iter()
            .copied()
            .filter(|&h| empties.iter().all(|&p| liberty_of(p, h)))
            .collect();
        let small = empties
            .iter()
            .all(|&p| board.neighbours(p).iter().any(|&q| board.cell(q) == c));
        Region {
            points,
            strings,
            vital_to,
            small,
        }
    }

    /// Benson's iteration, then records the survivors in `result`.
    fn run(mut self, result: &mut PassAlive) {
        loop {
            let before = (self.strings.len(), self.regions.len());
            let regions = &self.regions;
            self.strings
                .retain(|h| regions.iter().filter(|r| r.vital_to.contains(h)).count() >= 2);
            let strings = &self.strings;
            self.regions.retain(|r| r.strings.iter().all(|h| strings.contains(h)));
            if (self.strings.len(), self.regions.len()) == before {
                break;
            }
        }
        for &h in &self.strings {
            for s in self.board.string_stones(h) {
                result.alive[s] = Some(self.colour);
            }
        }
        for region in self.regions.iter().filter(|r| r.small && !r.strings.is_empty()) {
            for &p in &region.points {
                result.territory[p] = Some(self.colour);
            }
        }
    }
}

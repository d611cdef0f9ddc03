//! Counting the end of the game: given the status of every stone (alive, dead or in
//! seki), the regions each colour surrounds, and the score under area or territory
//! counting; and the exact tools the judgement of that status builds on: Benson's
//! pass-alive analysis ([`PassAlive`]) and the ownership map of many playouts
//! ([`Ownership`]). Which stones are dead or in seki is decided by the search's
//! decision module (`search::decision`), which hands its verdict to
//! [`Judgement::from_status`].

pub mod benson;
pub mod ownership;
pub mod region;

pub use benson::PassAlive;
pub use ownership::Ownership;

use crate::board::{Board, Color, Point, BORDER, EMPTY};
use crate::game::Game;
use crate::rules::Scoring;
use region::{flood, group_in_order};
use std::fmt;

/// The fate of a stone at the end of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Stays on the board and counts for its owner.
    Alive,
    /// Removed at the end and counted as a prisoner or as the opponent's area.
    Dead,
    /// Alive without two eyes beside living opposing stones: its shared liberties count
    /// for no one.
    Seki,
}

/// A final result: Black's points minus White's, komi and compensation included.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Score {
    /// Positive when Black wins.
    pub margin: f32,
}

impl fmt::Display for Score {
    /// `B+3.5`, `W+12.0`, or `0` for a draw: one decimal, as GNU Go answers final_score.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.margin > 0.0 {
            write!(f, "B+{:.1}", self.margin)
        } else if self.margin < 0.0 {
            write!(f, "W+{:.1}", -self.margin)
        } else {
            write!(f, "0")
        }
    }
}

/// The komi a count under `game`'s scoring is compared with: with the handicap
/// compensation of its rules under area scoring, the komi alone under territory scoring.
pub fn komi(game: &Game) -> f32 {
    match game.rules().scoring {
        Scoring::Area => game.komi_with_compensation(),
        Scoring::Territory => game.komi(),
    }
}

/// The stones Black has placed more than White on `board`: those on it and those
/// captured. In a game played to its end, territory and prisoners are the area less
/// these: each stone placed turns a point of territory, or a prisoner given, into a
/// point of area.
pub fn stones_placed_margin(board: &Board) -> i32 {
    let on_board: i32 = board
        .points()
        .map(|p| match board.color_at(p) {
            Some(Color::Black) => 1,
            Some(Color::White) => -1,
            None => 0,
        })
        .sum();
    on_board + board.captures(Color::White) as i32 - board.captures(Color::Black) as i32
}

/// A margin by area (Black's area less White's, before komi) of the game on `board`,
/// as the margin `scoring` counts: the same under area scoring; under territory
/// scoring, less [`stones_placed_margin`], as the game would count if it ended now.
pub fn margin_from_area(scoring: Scoring, board: &Board, area_margin: f32) -> f32 {
    match scoring {
        Scoring::Area => area_margin,
        Scoring::Territory => area_margin - stones_placed_margin(board) as f32,
    }
}

/// The status of every stone and the owner of every point of a finished position.
#[derive(Debug, Clone)]
pub struct Judgement {
    /// The status of the stone on each array index.
    status: Vec<Option<Status>>,
    /// For each empty or dead point: the one colour whose living stones surround its
    /// region, if only one does.
    surrounded_by: Vec<Option<Color>>,
    /// For each empty or dead point: whether its region touches a string in seki.
    beside_seki: Vec<bool>,
}

impl Judgement {
    /// The judgement that gives the stones `status` (per array index, `None` on empty
    /// points), with the regions that follow from it.
    pub fn from_status(board: &Board, status: Vec<Option<Status>>) -> Judgement {
        let len = status.len();
        let mut judgement = Judgement {
            status,
            surrounded_by: vec![None; len],
            beside_seki: vec![false; len],
        };
        judgement.find_regions(board);
        judgement
    }

    /// The status of the stone on `p`, or `None` for an empty point.
    pub fn status(&self, p: Point) -> Option<Status> {
        self.status[p.index()]
    }

    /// The strings whose stones have `status`, each as its points in board order.
    pub fn strings(&self, board: &Board, status: Status) -> Vec<Vec<Point>> {
        let points = board.points().filter(|&p| self.status(p) == Some(status));
        group_in_order(points, |p| board.string_head(p.index()))
    }

    /// The empty points that count for `colour` under `scoring`: surrounded by its living
    /// stones alone, and under territory scoring not beside a string in seki.
    pub fn territory(&self, board: &Board, colour: Color, scoring: Scoring) -> Vec<Point> {
        board
            .points()
            .filter(|&p| board.color_at(p).is_none() && self.owner(p, scoring) == Some(colour))
            .collect()
    }

    /// The empty points that count for no one under `scoring`.
    pub fn dame(&self, board: &Board, scoring: Scoring) -> Vec<Point> {
        board
            .points()
            .filter(|&p| board.color_at(p).is_none() && self.owner(p, scoring).is_none())
            .collect()
    }

    /// The score of the game under its rules, komi and handicap compensation.
    pub fn score(&self, game: &Game) -> Score {
        let board = game.board();
        let margin = match game.rules().scoring {
            Scoring::Area => self.area_margin(board) as f32,
            Scoring::Territory => self.territory_margin(board) as f32,
        } - komi(game);
        Score { margin }
    }

    /// Every stone counted alive and no seki: the position as it stands, as Tromp-Taylor
    /// counts it, with nothing taken off.
    pub fn as_it_stands(board: &Board) -> Judgement {
        let len = board.index_len();
        let status = (0..len)
            .map(|p| Color::from_cell(board.cell(p)).map(|_| Status::Alive))
            .collect();
        Judgement::from_status(board, status)
    }

    /// Black's area minus White's, before komi and compensation: living stones (seki
    /// included) plus the points of regions that only one colour's living stones surround.
    pub fn area_margin(&self, board: &Board) -> i32 {
        board
            .points()
            .map(|p| {
                let owner = match (board.color_at(p), self.status(p)) {
                    (Some(colour), Some(Status::Alive | Status::Seki)) => Some(colour),
                    _ => self.owner(p, Scoring::Area),
                };
                sign(owner)
            })
            .sum()
    }

    /// Black's territory score minus White's, before komi: territory (dead stones' points
    /// included), dead stones as prisoners, and the captures made during the game.
    fn territory_margin(&self, board: &Board) -> i32 {
        let counted: i32 = board
            .points()
            .map(|p| match (board.color_at(p), self.status(p)) {
                (Some(_), Some(Status::Alive | Status::Seki)) => 0,
                (Some(colour), Some(Status::Dead)) => {
                    sign(self.owner(p, Scoring::Territory)) + sign(Some(colour.opponent()))
                }
                _ => sign(self.owner(p, Scoring::Territory)),
            })
            .sum();
        counted + board.captures(Color::Black) as i32 - board.captures(Color::White) as i32
    }

    /// Who an empty point or a dead stone's point counts for under `scoring`.
    fn owner(&self, p: Point, scoring: Scoring) -> Option<Color> {
        let owner = self.surrounded_by[p.index()];
        match scoring {
            Scoring::Area => owner,
            Scoring::Territory => owner.filter(|_| !self.beside_seki[p.index()]),
        }
    }

    /// Flood-fills the empty and dead points into regions and notes, for each, the one
    /// colour of living stones around it and whether it touches a string in seki.
    fn find_regions(&mut self, board: &Board) {
        let mut seen = vec![false; self.status.len()];
        let open =
            |p: usize| board.cell(p) == EMPTY || (board.cell(p) != BORDER && self.status[p] == Some(Status::Dead));
        for start in board.points().map(Point::index) {
            if seen[start] || !open(start) {
                continue;
            }
            let region = flood(board, start, &mut seen, open);
            let mut borders = [false; 2];
            let mut beside_seki = false;
            for q in region.iter().flat_map(|&p| board.neighbours(p)) {
                if let Some(colour) = Color::from_cell(board.cell(q)).filter(|_| !open(q)) {
                    borders[colour.index()] = true;
                    beside_seki |= self.status[q] == Some(Status::Seki);
                }
            }
            let owner = match borders {
                [true, false] => Some(Color::Black),
                [false, true] => Some(Color::White),
                _ => None,
            };
            for p in region {
                self.surrounded_by[p] = owner;
                self.beside_seki[p] = beside_seki;
            }
        }
    }
}

/// +1 for Black, -1 for White, 0 for no one.
fn sign(owner: Option<Color>) -> i32 {
    match owner {
        Some(Color::Black) => 1,
        Some(Color::White) => -1,
        None => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn score_text_follows_gtp() {
        assert_eq!(Score { margin: 3.5 }.to_string(), "B+3.5");
        assert_eq!(Score { margin: -0.5 }.to_string(), "W+0.5");
        assert_eq!(Score { margin: 0.0 }.to_string(), "0");
        assert_eq!(Score { margin: -12.0 }.to_string(), "W+12.0");
    }
}

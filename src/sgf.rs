//! SGF game records in and out (`FF[3]` and `FF[4]`, through the `sgf-parse` crate).
//!
//! Loading reads the main variation: `SZ`, `KM`, `HA`, `RU` (mapped to the nearest
//! preset, and followed only when asked: [`SgfRules`]), `RE`, the setup properties
//! `AB`/`AW`/`AE`/`PL` before the first move, and the `B`/`W` moves, `[]` and (on boards
//! up to 19x19) `[tt]` being passes. Black setup stones
//! numbering `HA` become the handicap; `HA` without setup stones places the fixed
//! handicap; other setup stones become the initial position ([`Game::setup`]), played
//! as a game of `HA` handicap stones if `HA` is given ([`Game::declare_handicap`]). Every move
//! is checked under the loaded rules, and the first illegal one is an error that names it.
//! The replay may stop before a move ([`LoadUntil`]), whose player is then to move.

use crate::board::vertex::{self, VertexError};
use crate::board::{Color, Point, MAX_SIZE};
use crate::game::{Game, HandicapError, SetupError};
use crate::rules::Rules;
use sgf_parse::go::{self, Move, Prop};
use sgf_parse::{ParseOptions, SgfNode, SgfParseError, SimpleText};
use std::collections::{BTreeMap, HashSet};
use thiserror::Error;

/// Why an SGF record could not be loaded.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum SgfError {
    /// The text is not SGF, or not a game of Go.
    #[error("not a valid SGF file of a Go game: {0}")]
    Parse(String),
    /// The file holds no game tree.
    #[error("the file holds no game")]
    Empty,
    /// A board sente cannot play on.
    #[error("board size {0}x{1} is not supported (square boards from 1x1 to 25x25 only)")]
    Size(u8, u8),
    /// A property whose value could not be read.
    #[error("property {0} has an invalid value")]
    InvalidProperty(String),
    /// A point outside the board.
    #[error("{property}: point '{point}' is off the {size}x{size} board")]
    OffBoard {
        /// The property naming it.
        property: String,
        /// The SGF point text.
        point: String,
        /// The board's size.
        size: usize,
    },
    /// Setup properties after the first move, which sente cannot replay.
    #[error("setup properties (AB, AW, AE) after the first move are not supported")]
    SetupAfterMoves,
    /// The setup stones are not a valid position.
    #[error("setup: {0}")]
    Setup(#[from] SetupError),
    /// The handicap could not be placed.
    #[error("handicap: {0}")]
    Handicap(#[from] HandicapError),
    /// The vertex of the move to stop before is not on the record's board.
    #[error("the move to stop before: {0}")]
    UntilVertex(#[from] VertexError),
    /// A move the rules forbid.
    #[error("move {number} ({colour} {vertex}) is illegal: {reason}")]
    IllegalMove {
        /// Its number, counting from 1.
        number: usize,
        /// `B` or `W`.
        colour: char,
        /// Where, as a GTP vertex.
        vertex: String,
        /// Why it is illegal.
        reason: crate::board::Illegal,
    },
}

/// Which rules a loaded record is played under. A session's rules are the user's
/// choice; a record's `RU` overrides them only when asked to, so that loading many
/// records (a regression suite) never leaves one record's rules in force for the next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SgfRules {
    /// The given rules, whatever `RU` says, as GNU Go's `loadsgf` does.
    #[default]
    Keep,
    /// The preset `RU` names, if sente knows it; else the given rules.
    Follow,
}

impl SgfRules {
    /// Every choice, the default first.
    const ALL: [SgfRules; 2] = [SgfRules::Keep, SgfRules::Follow];

    /// The choice named `word`: `keep` or `follow`.
    pub fn parse(word: &str) -> Option<SgfRules> {
        SgfRules::ALL.into_iter().find(|choice| choice.name() == word)
    }

    /// The choice's name (`--sgf-rules`, `sente-param sgf_rules`).
    pub fn name(self) -> &'static str {
        match self {
            SgfRules::Keep => "keep",
            SgfRules::Follow => "follow",
        }
    }

    /// Every name, joined by `separator`: `keep or follow` for messages, `keep/follow`
    /// for GoGui's `[list/...]` parameter type.
    pub fn names_by(separator: &str) -> String {
        SgfRules::ALL.map(SgfRules::name).join(separator)
    }

    /// The rules a record is played under, given `rules` and the preset its `RU` names.
    fn choose(self, rules: Rules, named: Option<Rules>) -> Rules {
        match (self, named) {
            (SgfRules::Follow, Some(named)) => named,
            _ => rules,
        }
    }
}

/// Where [`load`] stops replaying a record's moves: GTP `loadsgf`'s second argument, read
/// as GNU Go reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadUntil {
    /// After the last move.
    End,
    /// Before move N, counting from 1 (passes count; handicap and setup stones do not);
    /// a record of fewer moves loads whole.
    Move(usize),
    /// Before the first move at this GTP vertex (`pass`: before the first pass), read on
    /// the record's board once its size is known; a record with no such move loads whole.
    Vertex(String),
}

impl LoadUntil {
    /// This place on a `size`x`size` board.
    fn on_board(&self, size: usize) -> Result<Until, VertexError> {
        Ok(match self {
            LoadUntil::End => Until::End,
            LoadUntil::Move(number) => Until::Move(*number),
            LoadUntil::Vertex(text) => Until::Vertex(vertex::parse(size, text)?),
        })
    }
}

/// [`LoadUntil`] on the record's board.
enum Until {
    End,
    Move(usize),
    Vertex(Option<Point>),
}

impl Until {
    /// Whether the replay stops before move `number`, played at `point`.
    fn stops_before(&self, number: usize, point: Option<Point>) -> bool {
        match *self {
            Until::End => false,
            Until::Move(until) => number >= until,
            Until::Vertex(at) => point == at,
        }
    }
}

/// A loaded game record.
pub struct Record {
    /// The game, at the position asked for.
    pub game: Game,
    /// The result (`RE`), when the whole game was replayed.
    pub result: Option<String>,
}

/// Loads the main variation of the first game in `text`, stopping where `until` says.
/// The game is played under `rules`, or under the rules its `RU` names where `sgf_rules`
/// follows them; without `KM` its komi is `komi`.
pub fn load(text: &str, rules: Rules, sgf_rules: SgfRules, komi: f32, until: &LoadUntil) -> Result<Record, SgfError> {
    let trees = parse_go(text)?;
    let root = trees.first().ok_or(SgfError::Empty)?;
    load_tree(root, rules, sgf_rules, komi, until)
}

/// Loads the main variation of every game in `text` (a collection: several game trees
/// one after the other), whole, as [`load`] loads the first.
pub fn load_all(text: &str, rules: Rules, sgf_rules: SgfRules, komi: f32) -> Result<Vec<Record>, SgfError> {
    let trees = parse_go(text)?;
    if trees.is_empty() {
        return Err(SgfError::Empty);
    }
    trees
        .iter()
        .map(|root| load_tree(root, rules, sgf_rules, komi, &LoadUntil::End))
        .collect()
}

/// Loads the main variation of the game tree under `root`, as [`load`] says.
fn load_tree(
    root: &SgfNode<Prop>,
    rules: Rules,
    sgf_rules: SgfRules,
    komi: f32,
    until: &LoadUntil,
) -> Result<Record, SgfError> {
    let size = match root.get_property("SZ") {
        None => 19,
        Some(Prop::SZ((w, h))) if w == h && (1..=MAX_SIZE).contains(&(*w as usize)) => *w as usize,
        Some(Prop::SZ((w, h))) => return Err(SgfError::Size(*w, *h)),
        Some(_) => return Err(SgfError::InvalidProperty("SZ".into())),
    };
    let until = until.on_board(size)?;
    let named = match root.get_property("RU") {
        Some(Prop::RU(name)) => Rules::from_sgf_name(&name.text),
        _ => None,
    };
    let rules = sgf_rules.choose(rules, named);
    if let Some(named) = named.filter(|&named| named != rules) {
        tracing::info!(
            "RU ({}) not followed: the game is played under {}",
            named.name(),
            rules.name()
        );
    }
    let mut game = Game::new(size, rules);
    game.set_komi(match root.get_property("KM") {
        Some(Prop::KM(km)) if km.is_finite() => *km as f32,
        Some(_) => return Err(SgfError::InvalidProperty("KM".into())),
        None => komi,
    });
    let handicap = match root.get_property("HA") {
        Some(Prop::HA(n)) => *n as usize,
        _ => 0,
    };
    let result = match root.get_property("RE") {
        Some(Prop::RE(text)) => Some(text.text.clone()),
        _ => None,
    };

    let mut setup: BTreeMap<Point, Option<Color>> = BTreeMap::new();
    let mut player = None;
    let mut started = false;
    let mut number = 0;
    let mut complete = true;
    for node in root.main_variation() {
        for prop in &node.properties {
            match prop {
                Prop::AB(_) | Prop::AW(_) | Prop::AE(_) if started => return Err(SgfError::SetupAfterMoves),
                Prop::AB(points) => add_setup(&mut setup, size, "AB", points, Some(Color::Black))?,
                Prop::AW(points) => add_setup(&mut setup, size, "AW", points, Some(Color::White))?,
                Prop::AE(points) => add_setup(&mut setup, size, "AE", points, None)?,
                Prop::PL(colour) if !started => player = Some(colour_of(*colour)),
                Prop::Invalid(id, _) if ["B", "W", "AB", "AW", "AE", "PL"].contains(&id.as_str()) => {
                    return Err(SgfError::InvalidProperty(id.clone()));
                }
                _ => {}
            }
        }
        let Some((colour, mv)) = node_move(node) else {
            continue;
        };
        if !started {
            started = true;
            start_position(&mut game, &setup, handicap, player.unwrap_or(colour))?;
        }
        number += 1;
        let point = move_point(size, mv, colour)?;
        if until.stops_before(number, point) {
            game.set_to_move(colour);
            complete = false;
            break;
        }
        game.play(colour, point).map_err(|illegal| SgfError::IllegalMove {
            number,
            colour: colour.letter(),
            vertex: vertex::format(size, point),
            reason: illegal.reason,
        })?;
    }
    if !started {
        let first = player.unwrap_or(if handicap >= 2 { Color::White } else { Color::Black });
        start_position(&mut game, &setup, handicap, first)?;
    }
    Ok(Record {
        game,
        result: result.filter(|_| complete),
    })
}

/// Parses the game trees of `text`. Files that repeat a root property (GNU Go's own
/// records write `GM[1]FF[4]` twice) fail strict parsing; those are read again leniently.
fn parse_go(text: &str) -> Result<Vec<SgfNode<Prop>>, SgfError> {
    let fail = |error: SgfParseError| SgfError::Parse(error.to_string());
    match go::parse(text) {
        Err(SgfParseError::UnexpectedProperty) => {
            tracing::warn!("the SGF file repeats a root property; reading it leniently");
            let lenient = ParseOptions {
                lenient: true,
                ..ParseOptions::default()
            };
            sgf_parse::parse_with_options(text, &lenient)
                .map_err(fail)?
                .into_iter()
                .map(|tree| tree.into_go_node().map_err(fail))
                .collect()
        }
        parsed => parsed.map_err(fail),
    }
}

/// The SGF text of `game`: root properties (size, komi, rules, handicap, setup, result
/// when known) and the moves.
pub fn save(game: &Game, result: Option<&str>, players: Option<(&str, &str)>) -> String {
    let size = game.size();
    let text = |s: &str| SimpleText { text: s.to_string() };
    let mut root = vec![
        Prop::FF(4),
        Prop::GM(1),
        Prop::CA(text("UTF-8")),
        Prop::AP((text("sente"), text(env!("CARGO_PKG_VERSION")))),
        // `Prop::SZ` always writes the rectangular form `SZ[n:n]`, which older readers
        // reject; the plain square form goes out as a raw property.
        Prop::Unknown("SZ".into(), vec![size.to_string()]),
        Prop::KM(f64::from(game.komi())),
        Prop::RU(text(&game.rules().sgf_name())),
    ];
    let mut black: HashSet<go::Point> = game.handicap().iter().map(|&p| sgf_point(size, p)).collect();
    if game.handicap_count() >= 2 {
        root.push(Prop::HA(game.handicap_count() as i64));
    }
    let mut white = HashSet::new();
    for &(colour, p) in game.setup_stones() {
        match colour {
            Color::Black => black.insert(sgf_point(size, p)),
            Color::White => white.insert(sgf_point(size, p)),
        };
    }
    if !black.is_empty() {
        root.push(Prop::AB(black));
    }
    if !white.is_empty() {
        root.push(Prop::AW(white));
    }
    if game.moves().is_empty() && game.board().to_move() == Color::White {
        root.push(Prop::PL(sgf_parse::Color::White));
    }
    if let Some((black, white)) = players {
        root.push(Prop::PB(text(black)));
        root.push(Prop::PW(text(white)));
    }
    if let Some(result) = result {
        root.push(Prop::RE(text(result)));
    }
    let mut tail: Option<SgfNode<Prop>> = None;
    for m in game.moves().iter().rev() {
        let value = m.point.map_or(Move::Pass, |p| Move::Move(sgf_point(size, p)));
        let prop = match m.colour {
            Color::Black => Prop::B(value),
            Color::White => Prop::W(value),
        };
        tail = Some(SgfNode::new(vec![prop], tail.into_iter().collect(), false));
    }
    SgfNode::new(root, tail.into_iter().collect(), true).serialize()
}

/// Puts the setup or handicap stones gathered before the first move on the board, with
/// `to_move` to play (`PL`, else the first move's colour), a record without stones too.
fn start_position(
    game: &mut Game,
    setup: &BTreeMap<Point, Option<Color>>,
    handicap: usize,
    to_move: Color,
) -> Result<(), SgfError> {
    let stones: Vec<(Color, Point)> = setup.iter().filter_map(|(&p, &c)| c.map(|c| (c, p))).collect();
    let all_black = stones.iter().all(|&(c, _)| c == Color::Black);
    if handicap >= 2 && stones.is_empty() {
        game.place_fixed_handicap(handicap)?;
    } else if handicap >= 2 && all_black && stones.len() == handicap {
        let points: Vec<Point> = stones.iter().map(|&(_, p)| p).collect();
        game.place_handicap(&points)?;
    } else if !stones.is_empty() {
        game.setup(&stones, to_move)?;
        if handicap >= 2 {
            game.declare_handicap(handicap);
        }
    }
    game.set_to_move(to_move);
    Ok(())
}

fn add_setup(
    setup: &mut BTreeMap<Point, Option<Color>>,
    size: usize,
    property: &str,
    points: &HashSet<go::Point>,
    colour: Option<Color>,
) -> Result<(), SgfError> {
    for &point in points {
        let p = board_point(size, point).ok_or_else(|| SgfError::OffBoard {
            property: property.into(),
            point: format!("{}{}", (point.x + b'a') as char, (point.y + b'a') as char),
            size,
        })?;
        setup.insert(p, colour);
    }
    Ok(())
}

/// The move of a node, if it has one.
fn node_move(node: &SgfNode<Prop>) -> Option<(Color, Move)> {
    node.properties.iter().find_map(|prop| match prop {
        Prop::B(mv) => Some((Color::Black, *mv)),
        Prop::W(mv) => Some((Color::White, *mv)),
        _ => None,
    })
}

/// The board point of a move, `None` for a pass (`[]`, or `[tt]` up to 19x19).
fn move_point(size: usize, mv: Move, colour: Color) -> Result<Option<Point>, SgfError> {
    match mv {
        Move::Pass => Ok(None),
        Move::Move(go::Point { x: 19, y: 19 }) if size <= 19 => Ok(None),
        Move::Move(point) => board_point(size, point).map(Some).ok_or_else(|| SgfError::OffBoard {
            property: colour.letter().to_string(),
            point: format!("{}{}", (point.x + b'a') as char, (point.y + b'a') as char),
            size,
        }),
    }
}

/// SGF points count columns from the left and rows from the top.
fn board_point(size: usize, point: go::Point) -> Option<Point> {
    let (x, y) = (point.x as usize, point.y as usize);
    (x < size && y < size).then(|| Point::from_coords(size, x, size - 1 - y))
}

fn sgf_point(size: usize, p: Point) -> go::Point {
    let (col, row) = p.coords(size);
    go::Point {
        x: col as u8,
        y: (size - 1 - row) as u8,
    }
}

fn colour_of(colour: sgf_parse::Color) -> Color {
    match colour {
        sgf_parse::Color::Black => Color::Black,
        sgf_parse::Color::White => Color::White,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::vertex;

    fn at(size: usize, text: &str) -> Point {
        vertex::parse(size, text).expect("vertex").expect("not a pass")
    }

    /// Loads the whole of `text` under chinese rules, whatever its `RU`, komi 7.5 without
    /// `KM`.
    fn load_chinese(text: &str) -> Result<Record, SgfError> {
        load(text, Rules::chinese(), SgfRules::Keep, 7.5, &LoadUntil::End)
    }

    #[test]
    fn loads_setup_moves_and_passes_and_stops_before_a_move() {
        let text = "(;FF[4]GM[1]SZ[5]KM[0.5]RU[Japanese]AB[aa]AW[ee];B[cc];W[];B[tt];W[dd])";
        let record = load(text, Rules::chinese(), SgfRules::Follow, 7.5, &LoadUntil::End).expect("valid SGF");
        let game = &record.game;
        assert_eq!(game.rules(), Rules::japanese());
        assert_eq!(game.komi(), 0.5);
        assert_eq!(game.moves().len(), 4);
        assert_eq!(game.board().color_at(at(5, "A5")), Some(Color::Black));
        assert_eq!(game.board().color_at(at(5, "C3")), Some(Color::Black));
        assert_eq!(game.moves()[1].point, None);
        assert_eq!(game.moves()[2].point, None);
        let before = load(text, Rules::chinese(), SgfRules::Keep, 7.5, &LoadUntil::Move(2)).expect("valid SGF");
        assert_eq!(before.game.moves().len(), 1);
    }

    #[test]
    fn ha_with_a_setup_of_its_own_is_declared() {
        let record = load_chinese("(;SZ[9]HA[2]AB[cg][gc][ee]AW[dd];W[ff])").expect("valid");
        assert!(record.game.handicap().is_empty());
        assert_eq!(record.game.handicap_count(), 2);
        assert_eq!(record.game.setup_stones().len(), 4);
        let again = load_chinese(&save(&record.game, None, None)).expect("valid");
        assert_eq!(again.game.handicap_count(), 2);
    }

    #[test]
    fn handicap_from_ha_and_ab_and_from_ha_alone() {
        let record = load_chinese("(;SZ[9]HA[2]AB[cg][gc];W[ee])").expect("valid");
        assert_eq!(record.game.handicap().len(), 2);
        let record = load_chinese("(;SZ[9]HA[3])").expect("valid");
        assert_eq!(record.game.handicap().len(), 3);
        assert_eq!(record.game.board().to_move(), Color::White);
    }

    #[test]
    fn an_illegal_move_is_named() {
        let error = load_chinese("(;SZ[5];B[cc];W[cc])").err().expect("illegal");
        assert_eq!(error.to_string(), "move 2 (W C3) is illegal: the point is occupied");
        assert!(load_chinese("(;SZ[30])").is_err());
        assert!(load_chinese("not sgf").is_err());
        assert!(load_chinese("(;SZ[5];B[aa]").is_err());
        let repeated = load_chinese("(;GM[1]FF[4]GM[1]SZ[5];B[aa])").expect("lenient");
        assert_eq!(repeated.game.moves().len(), 1);
    }

    #[test]
    fn saved_games_load_back_to_the_same_position() {
        let mut game = Game::new(9, Rules::aga());
        game.set_komi(0.5);
        game.place_fixed_handicap(3).expect("valid handicap");
        game.play(Color::White, Some(at(9, "E5"))).expect("legal");
        game.play(Color::Black, None).expect("pass");
        let text = save(&game, Some("W+R"), Some(("sente", "GNU Go")));
        assert!(text.contains("PB[sente]PW[GNU Go]"), "{text}");
        let record = load(&text, Rules::japanese(), SgfRules::Follow, 7.5, &LoadUntil::End).expect("own output loads");
        assert_eq!(record.result.as_deref(), Some("W+R"));
        assert_eq!(record.game.rules(), Rules::aga());
        assert_eq!(record.game.komi(), 0.5);
        assert_eq!(record.game.moves(), game.moves());
        assert_eq!(record.game.handicap().len(), 3);
        assert_eq!(record.game.board().hash(), game.board().hash());
    }

    #[test]
    fn every_game_of_a_collection_loads() {
        let text = "(;SZ[5];B[cc];W[dd])\n(;SZ[5];B[bb])";
        let records = load_all(text, Rules::chinese(), SgfRules::Keep, 7.5).expect("valid SGF");
        let moves: Vec<usize> = records.iter().map(|r| r.game.moves().len()).collect();
        assert_eq!(moves, [2, 1]);
        assert!(load_all("", Rules::chinese(), SgfRules::Keep, 7.5).is_err());
        let error = load_all(
            "(;SZ[5];B[cc])(;SZ[5];B[cc];W[cc])",
            Rules::chinese(),
            SgfRules::Keep,
            7.5,
        );
        assert!(matches!(error, Err(SgfError::IllegalMove { number: 2, .. })));
    }

    #[test]
    fn ru_is_followed_only_when_asked() {
        let rules_of = |text: &str, sgf_rules: SgfRules| {
            load(text, Rules::chinese(), sgf_rules, 7.5, &LoadUntil::End)
                .expect("valid SGF")
                .game
                .rules()
        };
        let japanese = "(;SZ[5]RU[Japanese];B[cc])";
        assert_eq!(rules_of(japanese, SgfRules::Keep), Rules::chinese());
        assert_eq!(rules_of(japanese, SgfRules::Follow), Rules::japanese());
        for without in ["(;SZ[5];B[cc])", "(;SZ[5]RU[Ancient];B[cc])"] {
            assert_eq!(rules_of(without, SgfRules::Follow), Rules::chinese(), "{without}");
        }
    }

    #[test]
    fn sgf_rules_names_read_back() {
        for choice in [SgfRules::Keep, SgfRules::Follow] {
            assert_eq!(SgfRules::parse(choice.name()), Some(choice));
        }
        assert_eq!(SgfRules::parse("ignore"), None);
        assert_eq!(SgfRules::names_by(" or "), "keep or follow");
        assert_eq!(SgfRules::default(), SgfRules::Keep);
    }
}

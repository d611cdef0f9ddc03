//! Differential test of sente's move legality and captures against GNU Go 3.8.
//!
//! Random games on 5x5, 7x7 and 9x9 under each of the five rules presets, played on a
//! sente `Game` and on a GNU Go process (over GTP, see tests/common/gnugo.rs) in lock
//! step. At every position the set of legal moves of the player to move must be the
//! same (`Game::legal_moves` vs `all_legal`), and after every move the stones must be the
//! same (`Board::stones` vs `list_stones`). Now and then both are also offered an
//! illegal move, which both must refuse.
//!
//! Some 5x5 games run long (up to 450 moves: GNU Go only remembers the last 500
//! positions for superko), go on after two passes, pass at random and, after a
//! single-stone capture, often pass twice in a row (which lifts the simple-ko ban, so
//! that retaking a ko repeats a position). That makes superko bite: the test counts the
//! moves that simple ko would allow but the preset's superko forbids, and requires some
//! under every superko preset.
//!
//! GNU Go 3.8 bug: its superko check does not remove a suicided string, so with
//! `--allow-suicide` it allows a multi-stone suicide that recreates an earlier position.
//! Where only that explains a disagreement, the test checks sente's answer itself by
//! playing the move under simple ko and looking the result up in its own history of
//! positions, and counts those cases separately.
//!
//! GNU Go flags per preset: japanese: none; chinese: --positional-superko;
//! aga: --situational-superko; new_zealand: --situational-superko --allow-suicide;
//! tromp-taylor: --positional-superko --allow-suicide.
//!
//! Run with `--nocapture` to see the statistics. Skipped with a message when GNU Go is
//! not installed, unless `SENTE_REQUIRE_GNUGO=1`.

mod common;

use std::collections::HashSet;
use std::fmt::Write as _;
use std::time::Instant;

use common::gnugo::{gnugo_or_skip, GnuGo};
use rand_xoshiro::rand_core::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use sente::board::{vertex, Color, Point};
use sente::game::Game;
use sente::rules::{KoRule, Rules};

/// GNU Go never forgets positions within this many moves (its limit is 500).
const LONG_GAME_PLIES: usize = 450;

/// A position as the test sees it: sorted black stones, sorted white stones.
type Position = (Vec<String>, Vec<String>);

struct Preset {
    name: &'static str,
    rules: Rules,
    gnugo_flags: &'static [&'static str],
    seed: u64,
}

/// How one batch of games is played.
#[derive(Clone, Copy)]
struct Schedule {
    size: usize,
    games: usize,
    max_plies: usize,
    /// Long games go on after two passes; others end there.
    long: bool,
    /// A random pass with probability 1 / `pass_one_in`.
    pass_one_in: u64,
}

fn schedules() -> [Schedule; 4] {
    [
        Schedule {
            size: 5,
            games: 20,
            max_plies: LONG_GAME_PLIES,
            long: true,
            pass_one_in: 10,
        },
        Schedule {
            size: 5,
            games: 40,
            max_plies: 150,
            long: false,
            pass_one_in: 40,
        },
        Schedule {
            size: 7,
            games: 30,
            max_plies: 250,
            long: false,
            pass_one_in: 60,
        },
        Schedule {
            size: 9,
            games: 24,
            max_plies: 350,
            long: false,
            pass_one_in: 80,
        },
    ]
}

#[derive(Default)]
struct Stats {
    games: usize,
    plies: usize,
    positions: usize,
    illegal_tries: usize,
    /// Moves simple ko allows and the preset's superko forbids, in long 5x5 games.
    superko_long: usize,
    /// The same over all games.
    superko_total: usize,
    /// Disagreements explained by GNU Go's suicide/superko bug, checked by the test.
    gnugo_suicide_bug: usize,
}

fn gtp_color(c: Color) -> &'static str {
    match c {
        Color::Black => "b",
        Color::White => "w",
    }
}

fn fmt_point(size: usize, p: Point) -> String {
    vertex::format(size, Some(p))
}

fn sorted_vertices(size: usize, points: impl IntoIterator<Item = Point>) -> Vec<String> {
    let mut v: Vec<String> = points.into_iter().map(|p| fmt_point(size, p)).collect();
    v.sort();
    v
}

fn position(game: &Game) -> Position {
    let size = game.board().size();
    (
        sorted_vertices(size, game.board().stones(Color::Black)),
        sorted_vertices(size, game.board().stones(Color::White)),
    )
}

struct Runner<'a> {
    preset: &'a Preset,
    sched: Schedule,
    game_no: usize,
    gnugo: &'a mut GnuGo,
    rng: &'a mut Xoshiro256PlusPlus,
    stats: &'a mut Stats,
    /// Under the preset.
    game: Game,
    /// Same moves, same suicide rule, simple ko.
    simple: Game,
    /// Every position so far (the current one included) with the player to move.
    history: HashSet<(Position, Color)>,
    boards: HashSet<Position>,
    moves: Vec<String>,
    all_points: Vec<Point>,
}

impl Runner<'_> {
    fn size(&self) -> usize {
        self.sched.size
    }

    /// The context for a failure message.
    fn context(&mut self) -> String {
        let mut s = String::new();
        let _ = write!(
            s,
            "preset {} ({:?}), GNU Go flags {:?}, {}x{} game #{} (long: {}), after {} moves:\n  {}\n",
            self.preset.name,
            self.preset.rules,
            self.preset.gnugo_flags,
            self.size(),
            self.size(),
            self.game_no,
            self.sched.long,
            self.moves.len(),
            self.moves.join(" "),
        );
        let _ = write!(s, "GNU Go board:\n{}", self.gnugo.showboard());
        s
    }

    fn fail(&mut self, what: String) -> ! {
        let ctx = self.context();
        panic!("{what}\n{ctx}");
    }

    /// Whether `colour` playing `p` (legal under simple ko) recreates an earlier position
    /// under the preset's superko rule, and whether it is a suicide; found by playing it
    /// on the simple-ko game and looking the result up in the test's own history.
    fn repeats_after(&mut self, colour: Color, p: Point) -> (bool, bool) {
        let before = position(&self.simple);
        if let Err(e) = self.simple.play(colour, Some(p)) {
            let v = fmt_point(self.size(), p);
            self.fail(format!("sente (simple ko) refuses {colour:?} {v}: {e}"));
        }
        let after = position(&self.simple);
        assert!(self.simple.undo(), "undo failed");
        if position(&self.simple) != before {
            self.fail("sente: undo did not restore the position".to_string());
        }
        let v = fmt_point(self.size(), p);
        let suicide = !after.0.contains(&v) && !after.1.contains(&v);
        let repeats = match self.preset.rules.ko {
            KoRule::Simple => false,
            KoRule::Positional => self.boards.contains(&after),
            KoRule::Situational => self.history.contains(&(after, colour.opponent())),
        };
        (repeats, suicide)
    }

    /// Compares the legal moves of `colour` and returns them (sente's view), plus the
    /// points where GNU Go's bug made it list a move sente rightly refuses.
    fn compare_legal(&mut self, colour: Color) -> (Vec<Point>, Vec<Point>) {
        let size = self.size();
        let legal = self.game.legal_moves(colour);
        let sente: Vec<String> = sorted_vertices(size, legal.iter().copied());
        let gnugo = self.gnugo.all_legal(gtp_color(colour));
        self.stats.positions += 1;

        // is_legal agrees with legal_moves on every point.
        let legal_set: HashSet<Point> = legal.iter().copied().collect();
        for i in 0..self.all_points.len() {
            let p = self.all_points[i];
            if self.game.is_legal(colour, Some(p)) != legal_set.contains(&p) {
                let v = fmt_point(size, p);
                self.fail(format!("sente: is_legal({colour:?}, {v}) disagrees with legal_moves"));
            }
        }

        // Superko exclusions: legal under simple ko, not under the preset.
        let simple_legal: HashSet<Point> = self.simple.legal_moves(colour).into_iter().collect();
        if let Some(p) = legal.iter().find(|p| !simple_legal.contains(p)) {
            let v = fmt_point(size, *p);
            self.fail(format!("sente: {colour:?} {v} legal under superko but not simple ko"));
        }
        let excluded = simple_legal.len() - legal.len();
        self.stats.superko_total += excluded;
        if self.sched.long {
            self.stats.superko_long += excluded;
        }

        let mut bug_points = Vec::new();
        if sente != gnugo {
            let sente_set: HashSet<&String> = sente.iter().collect();
            let gnugo_set: HashSet<&String> = gnugo.iter().collect();
            let only_sente: Vec<String> = sente.iter().filter(|v| !gnugo_set.contains(v)).cloned().collect();
            let only_gnugo: Vec<String> = gnugo.iter().filter(|v| !sente_set.contains(v)).cloned().collect();
            let mut unexplained = only_sente.clone();
            for v in &only_gnugo {
                let p = match vertex::parse(size, v) {
                    Ok(Some(p)) => p,
                    other => self.fail(format!("GNU Go listed {v:?}, which sente parses as {other:?}")),
                };
                // Known GNU Go bug: a multi-stone suicide that repeats a position.
                if self.preset.rules.suicide && simple_legal.contains(&p) {
                    let (repeats, suicide) = self.repeats_after(colour, p);
                    if repeats && suicide {
                        self.stats.gnugo_suicide_bug += 1;
                        if self.stats.gnugo_suicide_bug <= 3 {
                            println!(
                                "  [{} {}x{} game #{} move {}] GNU Go allows {:?} {v}: a multi-stone \
                             suicide that repeats a position (GNU Go bug); sente refuses it, \
                             verified",
                                self.preset.name,
                                size,
                                size,
                                self.game_no,
                                self.moves.len() + 1,
                                colour,
                            );
                        }
                        bug_points.push(p);
                        continue;
                    }
                }
                unexplained.push(v.clone());
            }
            if !unexplained.is_empty() {
                self.fail(format!(
                    "legal moves differ for {colour:?}:\n  only sente: {only_sente:?}\n  \
                     only GNU Go: {only_gnugo:?}\n  sente: {sente:?}\n  GNU Go: {gnugo:?}"
                ));
            }
        }
        (legal, bug_points)
    }

    fn compare_stones(&mut self) {
        let sente = position(&self.game);
        let gnugo = (self.gnugo.list_stones("black"), self.gnugo.list_stones("white"));
        if sente != gnugo {
            self.fail(format!(
                "stones differ:\n  sente black {:?}\n  GNU Go black {:?}\n  sente white {:?}\n  \
                 GNU Go white {:?}",
                sente.0, gnugo.0, sente.1, gnugo.1
            ));
        }
        if position(&self.simple) != sente {
            self.fail("sente: the simple-ko copy of the game has different stones".to_string());
        }
    }

    /// Offers both engines an illegal move; both must refuse it and change nothing.
    fn try_illegal(&mut self, colour: Color, legal: &[Point], bug_points: &[Point]) {
        let candidates: Vec<Point> = self
            .all_points
            .iter()
            .copied()
            .filter(|p| !legal.contains(p) && !bug_points.contains(p))
            .collect();
        if candidates.is_empty() {
            return;
        }
        let p = candidates[(self.rng.next_u64() % candidates.len() as u64) as usize];
        let v = fmt_point(self.size(), p);
        self.stats.illegal_tries += 1;
        if self.game.play(colour, Some(p)).is_ok() {
            self.fail(format!(
                "sente accepted {colour:?} {v}, which legal_moves does not list"
            ));
        }
        match self.gnugo.play(gtp_color(colour), &v) {
            Err(e) if e == "illegal move" => {}
            other => self.fail(format!("GNU Go answered {other:?} to illegal {colour:?} {v}")),
        }
        self.compare_stones();
    }

    fn play(&mut self, colour: Color, point: Option<Point>) {
        let v = vertex::format(self.size(), point);
        if let Err(e) = self.game.play(colour, point) {
            self.fail(format!("sente refused its own legal move {colour:?} {v}: {e}"));
        }
        if let Err(e) = self.simple.play(colour, point) {
            self.fail(format!("sente (simple ko) refused {colour:?} {v}: {e}"));
        }
        self.moves.push(format!("{} {v}", gtp_color(colour).to_uppercase()));
        if let Err(e) = self.gnugo.play(gtp_color(colour), &v) {
            self.fail(format!("GNU Go refused {colour:?} {v}: {e}"));
        }
        self.compare_stones();
        let pos = position(&self.game);
        self.history.insert((pos.clone(), colour.opponent()));
        self.boards.insert(pos);
    }

    fn run_game(&mut self) {
        self.gnugo.clear_board();
        let start = position(&self.game);
        self.history.insert((start.clone(), Color::Black));
        self.boards.insert(start);
        self.compare_stones();

        let mut colour = Color::Black;
        let mut passes_in_a_row = 0;
        let mut forced_passes = 0;
        for _ in 0..self.sched.max_plies {
            let (legal, bug_points) = self.compare_legal(colour);
            if self.rng.next_u64().is_multiple_of(25) {
                self.try_illegal(colour, &legal, &bug_points);
            }
            let point = if forced_passes > 0 {
                forced_passes -= 1;
                None
            } else if legal.is_empty() || self.rng.next_u64().is_multiple_of(self.sched.pass_one_in) {
                None
            } else {
                Some(legal[(self.rng.next_u64() % legal.len() as u64) as usize])
            };
            let opponent_stones = self.game.board().stones(colour.opponent()).len();
            self.play(colour, point);
            self.stats.plies += 1;

            // In long games, after a single-stone capture (perhaps a ko), often let both
            // pass: simple ko then allows the retake, superko does not.
            if self.sched.long
                && self.game.board().stones(colour.opponent()).len() + 1 == opponent_stones
                && self.rng.next_u64().is_multiple_of(2)
            {
                forced_passes = 2;
            }
            passes_in_a_row = if point.is_none() { passes_in_a_row + 1 } else { 0 };
            if passes_in_a_row >= 2 && !self.sched.long {
                break;
            }
            colour = colour.opponent();
        }
        self.stats.games += 1;
    }
}

fn run_preset(preset: &Preset) {
    if !gnugo_or_skip() {
        return;
    }
    let t0 = Instant::now();
    let mut gnugo = GnuGo::new(preset.gnugo_flags).expect("cannot start GNU Go");
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(preset.seed);
    let mut stats = Stats::default();
    let simple_rules = Rules {
        ko: KoRule::Simple,
        ..preset.rules
    };

    for sched in schedules() {
        gnugo.boardsize(sched.size);
        let all_points: Vec<Point> = (0..sched.size * sched.size)
            .map(|i| {
                let v = format!(
                    "{}{}",
                    "ABCDEFGHJKLMNOPQRST".as_bytes()[i % sched.size] as char,
                    i / sched.size + 1
                );
                vertex::parse(sched.size, &v).unwrap().unwrap()
            })
            .collect();
        for game_no in 0..sched.games {
            let mut runner = Runner {
                preset,
                sched,
                game_no,
                gnugo: &mut gnugo,
                rng: &mut rng,
                stats: &mut stats,
                game: Game::new(sched.size, preset.rules),
                simple: Game::new(sched.size, simple_rules),
                history: HashSet::new(),
                boards: HashSet::new(),
                moves: Vec::new(),
                all_points: all_points.clone(),
            };
            runner.run_game();
        }
    }

    println!(
        "{}: {} games, {} moves, {} positions compared, {} illegal moves refused by both; \
         superko exclusions: {} in long 5x5 games, {} in all; GNU Go suicide/superko bug \
         cases verified: {}; {:.1}s",
        preset.name,
        stats.games,
        stats.plies,
        stats.positions,
        stats.illegal_tries,
        stats.superko_long,
        stats.superko_total,
        stats.gnugo_suicide_bug,
        t0.elapsed().as_secs_f64(),
    );
    if preset.rules.ko != KoRule::Simple {
        assert!(
            stats.superko_long > 0,
            "{}: the long 5x5 games never ran into superko",
            preset.name
        );
    } else {
        assert_eq!(stats.superko_total, 0);
    }
    if !preset.rules.suicide {
        assert_eq!(stats.gnugo_suicide_bug, 0);
    }
}

#[test]
fn presets_match_constructors() {
    for (name, rules) in [
        ("japanese", Rules::japanese()),
        ("chinese", Rules::chinese()),
        ("aga", Rules::aga()),
        ("new_zealand", Rules::new_zealand()),
        ("tromp-taylor", Rules::tromp_taylor()),
    ] {
        assert_eq!(Rules::preset(name).ok(), Some(rules), "{name}");
    }
}

#[test]
fn gnugo_diff_japanese() {
    run_preset(&Preset {
        name: "japanese",
        rules: Rules::japanese(),
        gnugo_flags: &[],
        seed: 0x5E47_0001,
    });
}

#[test]
fn gnugo_diff_chinese() {
    run_preset(&Preset {
        name: "chinese",
        rules: Rules::chinese(),
        gnugo_flags: &["--positional-superko"],
        seed: 0x5E47_0002,
    });
}

#[test]
fn gnugo_diff_aga() {
    run_preset(&Preset {
        name: "aga",
        rules: Rules::aga(),
        gnugo_flags: &["--situational-superko"],
        seed: 0x5E47_0003,
    });
}

#[test]
fn gnugo_diff_new_zealand() {
    run_preset(&Preset {
        name: "new_zealand",
        rules: Rules::new_zealand(),
        gnugo_flags: &["--situational-superko", "--allow-suicide"],
        seed: 0x5E47_0004,
    });
}

#[test]
fn gnugo_diff_tromp_taylor() {
    run_preset(&Preset {
        name: "tromp-taylor",
        rules: Rules::tromp_taylor(),
        gnugo_flags: &["--positional-superko", "--allow-suicide"],
        seed: 0x5E47_0005,
    });
}

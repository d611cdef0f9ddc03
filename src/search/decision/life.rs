//! Life and death at the end of the game: the steps that [`super::judge`] takes, in its
//! order, to give each string its status (alive, dead or in seki) from Benson's analysis,
//! the ownership estimate of the playouts, the eye-shape reader and the race reader. Each
//! step records the status it gives and why ([`Verdicts`]).

use super::verdicts::{StatusReason, Verdicts};
use crate::board::{Board, Color, Point, BORDER, EMPTY, MAX_POINTS};
use crate::score::region::{flood, group_in_order, is_interior};
use crate::score::{Ownership, PassAlive, Status};
use crate::search::params::Params;
use crate::search::tactics::eye_search;
use crate::search::tactics::eyes::{EyeSpace, Eyes, MAX_SPACE};
use crate::search::tactics::race::RaceReader;

/// Gives life back to narrowly dead strings (mean ownership from the owner's side at
/// `params.narrowly_dead` or above) that share a liberty with a clearly alive string of
/// their colour (at `params.clearly_alive` or above), until nothing changes: such a string is as good as connected
/// (the opponent cannot cut at a point next to both without being short of liberties
/// there, in the positions where the playouts still give the string to its owner often).
/// So are strings with two or more liberties, all in regions (empty points and the dead
/// opposing stones among them) that no living opposing stone touches, when one of those
/// regions also touches a clearly alive string of their colour: the opponent would have
/// to invade their owner's own area to take them.
pub fn revive_connected(
    params: &Params,
    board: &Board,
    pass_alive: &PassAlive,
    ownership: &Ownership,
    verdicts: &mut Verdicts,
) {
    let heads = string_heads(board);
    let mut mean = vec![0.0; board.index_len()];
    for &head in &heads {
        mean[head] = mean_ownership(board, ownership, head);
    }
    let clearly_alive = |status: &[Option<Status>], s: usize| {
        status[s] == Some(Status::Alive) && mean[board.string_head(s)] >= params.clearly_alive
    };
    let liberties = |head: usize| {
        board
            .string_stones(head)
            .flat_map(|s| board.neighbours(s))
            .filter(|&q| board.cell(q) == EMPTY)
    };
    let status = verdicts.status();
    let borders =
        [Color::Black, Color::White].map(|colour| region_borders(board, status, colour, |s| clearly_alive(status, s)));
    let in_living_region = |head: usize, colour: Color| {
        let (own, opponent) = (colour as u8, colour.opponent() as u8);
        let borders = &borders[colour.index()];
        board.liberty_count(head) >= 2
            && liberties(head).all(|lib| borders[lib] & opponent == 0)
            && liberties(head).any(|lib| borders[lib] & (own << 2) != 0)
    };
    loop {
        let mut changed = false;
        for &head in &heads {
            let colour = Color::from_cell(board.cell(head)).expect("a stone");
            let status = verdicts.status();
            let narrowly_dead = status[head] == Some(Status::Dead)
                && mean[head] >= params.narrowly_dead
                && pass_alive.territory(Point::from_index(head)) != Some(colour.opponent());
            if !narrowly_dead {
                continue;
            }
            let beside_living = liberties(head).any(|liberty| {
                board
                    .neighbours(liberty)
                    .into_iter()
                    .any(|r| board.cell(r) == colour as u8 && clearly_alive(status, r))
            });
            if beside_living || in_living_region(head, colour) {
                let reason = StatusReason::Revived { mean: mean[head] };
                verdicts.set(board, &[head], Status::Alive, reason);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
}

/// The average ownership of the string with head `head`, from its owner's side.
fn mean_ownership(board: &Board, ownership: &Ownership, head: usize) -> f32 {
    let colour = Color::from_cell(board.cell(head)).expect("a stone");
    let (sum, count) = board.string_stones(head).fold((0.0, 0), |(sum, count), s| {
        (sum + ownership.value_for(colour, Point::from_index(s)), count + 1)
    });
    sum / count as f32
}

/// How many moves the attacker needs, at most, to capture a group whose only liberties
/// are a one-eye space of that many points (indexed by points): the liberties of a big
/// eye in a race, counted for the empty space, which attacker stones inside only shorten.
pub const ONE_EYE_MOVES: [u32; MAX_SPACE + 1] = [0, 1, 2, 3, 5, 8, 12, 17];

/// Life and death read from eye shapes ([`EyeSpace`]), whatever the playouts said, for
/// strings that are not pass-alive. A string is alive with two certain eyes: eye spaces
/// enclosed by that string alone (so no eye can be false) worth one eye or more each
/// (one eye, or a vital point), or one space worth two with no attacker stone inside;
/// the attacker stones in those spaces are dead, since no seven points hold two eyes.
/// Strings that share one space holding all their liberties are alive when the
/// [`eye_search`] finds them two eyes there against any attack (their shape alone does
/// not say: they may be cut apart or taken one by one). A group (the strings around one
/// space) is dead when that space is one eye, its strings have no other liberty, and
/// every opposing string next to them outside it is pass-alive or has more liberties than
/// the attacker needs moves to fill the eye ([`ONE_EYE_MOVES`]); the attacker stones
/// inside then live.
pub fn read_eyes(board: &Board, pass_alive: &PassAlive, verdicts: &mut Verdicts) {
    let mut searched = Vec::new();
    for head in string_heads(board) {
        if pass_alive.is_alive(Point::from_index(head)) {
            continue;
        }
        let colour = Color::from_cell(board.cell(head)).expect("a stone");
        let spaces = eye_spaces(board, head, colour);
        let own: Vec<&EyeSpace> = spaces
            .iter()
            .flatten()
            .filter(|s| enclosers(board, s, colour).iter().all(|&h| h == head))
            .collect();
        let certain: usize = own
            .iter()
            .map(|s| match s.eyes(board) {
                Eyes::Two => 2,
                Eyes::One | Eyes::Vital(_) => 1,
                Eyes::Unsettled => 0,
            })
            .sum();
        if certain >= 2 {
            verdicts.set(board, &[head], Status::Alive, StatusReason::TwoEyes);
            for space in own {
                verdicts.set(
                    board,
                    &attackers(board, space),
                    Status::Dead,
                    StatusReason::InsideTwoEyes,
                );
            }
        } else if let Some(space) = shared_living_space(board, colour, &spaces, &mut searched) {
            verdicts.set(
                board,
                &enclosers(board, space, colour),
                Status::Alive,
                StatusReason::SharedEyes,
            );
        } else if let Some(space) = lone_one_eye(board, pass_alive, colour, &spaces) {
            let points = space.points().len();
            verdicts.set(
                board,
                &enclosers(board, &space, colour),
                Status::Dead,
                StatusReason::OneEye { points },
            );
            verdicts.set(
                board,
                &attackers(board, &space),
                Status::Alive,
                StatusReason::InsideOneEye,
            );
        }
    }
}

/// The first space among `spaces` (a string's) that several strings of `colour` enclose,
/// that holds every liberty of those strings, and in which they live by the
/// [`eye_search`]. `searched` keeps the points of spaces already read, so that each is
/// read once for all its strings.
fn shared_living_space<'a>(
    board: &Board,
    colour: Color,
    spaces: &'a [Option<EyeSpace>],
    searched: &mut Vec<usize>,
) -> Option<&'a EyeSpace> {
    spaces.iter().flatten().find(|space| {
        let fresh = !space.points().iter().any(|p| searched.contains(p));
        let shared = fresh && enclosers(board, space, colour).len() > 1 && space.holds_every_liberty(board);
        if !shared {
            return false;
        }
        searched.extend_from_slice(space.points());
        eye_search::lives_in(board, space, colour)
    })
}

/// The attacker stones inside `space`.
fn attackers(board: &Board, space: &EyeSpace) -> Vec<usize> {
    space
        .points()
        .iter()
        .copied()
        .filter(|&p| board.cell(p) != EMPTY)
        .collect()
}

/// The eye spaces of `colour` around the liberties of the string on `head`, each once;
/// `None` in the list for a liberty in no eye space (an open area).
fn eye_spaces(board: &Board, head: usize, colour: Color) -> Vec<Option<EyeSpace>> {
    let mut spaces: Vec<Option<EyeSpace>> = Vec::new();
    for s in board.string_stones(head) {
        for q in board.neighbours(s).into_iter().filter(|&q| board.cell(q) == EMPTY) {
            let known = spaces.iter().flatten().any(|space| space.points().contains(&q));
            if !known {
                spaces.push(EyeSpace::around(board, q, colour, MAX_SPACE));
            }
        }
    }
    spaces
}

/// The heads of the strings of `colour` around `space`.
fn enclosers(board: &Board, space: &EyeSpace, colour: Color) -> Vec<usize> {
    let mut heads: Vec<usize> = space
        .points()
        .iter()
        .flat_map(|&p| board.neighbours(p))
        .filter(|&q| board.cell(q) == colour as u8)
        .map(|q| board.string_head(q))
        .collect();
    heads.sort_unstable();
    heads.dedup();
    heads
}

/// The one eye space among `spaces` (a string's) if it is all its group has: one eye, the
/// only liberties of every string around it, and every opposing string next to those
/// strings outside it safe (see [`read_eyes`]).
fn lone_one_eye(board: &Board, pass_alive: &PassAlive, colour: Color, spaces: &[Option<EyeSpace>]) -> Option<EyeSpace> {
    let [Some(space)] = spaces else {
        return None;
    };
    if space.eyes(board) != Eyes::One {
        return None;
    }
    if !space.holds_every_liberty(board) {
        return None;
    }
    let group = enclosers(board, space, colour);
    let inside = |q: usize| space.points().contains(&q);
    let moves = ONE_EYE_MOVES[space.points().len()];
    let opponent = colour.opponent() as u8;
    for &h in &group {
        for s in board.string_stones(h) {
            for q in board.neighbours(s) {
                let cell = board.cell(q);
                let safe = pass_alive.is_alive(Point::from_index(q)) || board.liberty_count(q) > moves;
                if cell == opponent && !inside(q) && !safe {
                    return None;
                }
            }
        }
    }
    Some(*space)
}

/// The most liberties of a living string that [`settle_races`] reads.
pub const RACE_LIBERTIES: u32 = 2;

/// Marks dead the living strings with at most [`RACE_LIBERTIES`] liberties, not
/// pass-alive, that the [`RaceReader`] sees captured even when their owner moves first,
/// when every opposing string next to them lives: a capturing race the playouts did not
/// resolve. A string next to dead opposing stones is left as it is, since its attackers
/// would first have to live.
pub fn settle_races(board: &Board, pass_alive: &PassAlive, reader: &mut RaceReader, verdicts: &mut Verdicts) {
    for head in string_heads(board) {
        let status = verdicts.status();
        let short = status[head] == Some(Status::Alive)
            && board.liberty_count(head) <= RACE_LIBERTIES
            && !pass_alive.is_alive(Point::from_index(head));
        if !short {
            continue;
        }
        let colour = board.cell(head);
        let attackers_live = board.string_stones(head).all(|s| {
            board.neighbours(s).into_iter().all(|q| {
                let cell = board.cell(q);
                cell == EMPTY || cell == BORDER || cell == colour || status[q] == Some(Status::Alive)
            })
        });
        if attackers_live && reader.dies_moving_first(board, head) {
            let liberties = board.liberty_count(head);
            verdicts.set(board, &[head], Status::Dead, StatusReason::LostRace { liberties });
        }
    }
}

/// For each empty point, the stones around its region as `colour` sees it at the end of
/// the game: the empty points and the dead opposing stones, which will be taken off.
/// Bit `colour` (1 Black, 2 White) is set for a stone of that colour around the region
/// (an opposing one only if it lives), and bit `colour << 2` when `clearly_alive` holds for
/// one of them.
fn region_borders(
    board: &Board,
    status: &[Option<Status>],
    colour: Color,
    clearly_alive: impl Fn(usize) -> bool,
) -> Vec<u8> {
    let mut borders = vec![0u8; board.index_len()];
    let mut seen = vec![false; board.index_len()];
    let opponent = colour.opponent() as u8;
    let open = |q: usize| clears_at_the_end(board, status, opponent, q);
    for start in board.points().map(Point::index) {
        if seen[start] || board.cell(start) != EMPTY {
            continue;
        }
        let region = flood(board, start, &mut seen, open);
        let mut mask = 0u8;
        for q in region.iter().flat_map(|&p| board.neighbours(p)).filter(|&q| !open(q)) {
            if let Some(colour) = Color::from_cell(board.cell(q)) {
                mask |= colour as u8;
                if clearly_alive(q) {
                    mask |= (colour as u8) << 2;
                }
            }
        }
        for p in region.into_iter().filter(|&p| board.cell(p) == EMPTY) {
            borders[p] = mask;
        }
    }
    borders
}

/// The heads of every string on the board.
pub fn string_heads(board: &Board) -> Vec<usize> {
    board
        .points()
        .map(Point::index)
        .filter(|&p| board.cell(p) != EMPTY && board.string_head(p) == p)
        .collect()
}

/// The status of the string with head `head`, and why: alive if pass-alive,
/// dead in the opponent's pass-alive territory, else dead when its average ownership from
/// its owner's side (+1 always its owner's, -1 always the opponent's) is below
/// `params.dead_below`. Stones that live score near +1; a lone stone in the opponent's
/// open area often lives in some playouts and scores just above 0, and a strong referee
/// counts it dead.
pub fn string_status(
    params: &Params,
    board: &Board,
    head: usize,
    pass_alive: &PassAlive,
    ownership: &Ownership,
) -> (Status, StatusReason) {
    let colour = Color::from_cell(board.cell(head)).expect("a stone");
    let at = Point::from_index(board.string_head(head));
    if pass_alive.is_alive(at) {
        return (Status::Alive, StatusReason::PassAlive);
    }
    if pass_alive.territory(at) == Some(colour.opponent()) {
        return (Status::Dead, StatusReason::InPassAliveTerritory);
    }
    let mean = mean_ownership(board, ownership, head);
    let status = if mean < params.dead_below {
        Status::Dead
    } else {
        Status::Alive
    };
    let reason = StatusReason::Ownership {
        mean,
        dead_below: params.dead_below,
    };
    (status, reason)
}

/// Marks as seki the living groups that are not pass-alive, share a liberty with living
/// opposing stones, and have at most one eye: a private region (empty points and dead
/// opposing stones touching no living opposing stone) of one or two points counts as one
/// eye, a larger one as two, since it can hold two. A group with a liberty in an open
/// area (a shared region with an empty point that touches no stone) is not in seki
/// whatever its eyes: the game is not over there, and on an open board in the middle of
/// a game every group would otherwise share its liberties and have no eye yet.
pub fn mark_seki(board: &Board, pass_alive: &PassAlive, verdicts: &mut Verdicts) {
    let status = verdicts.status();
    let groups = Groups::new(board, status);
    let living = |p: usize, status: &[Option<Status>]| matches!(status[p], Some(Status::Alive | Status::Seki));
    let mut seki = Vec::new();
    for members in groups.members() {
        let head = members[0];
        if status[head] != Some(Status::Alive) || pass_alive.is_alive(Point::from_index(head)) {
            continue;
        }
        let colour = Color::from_cell(board.cell(head)).expect("a stone");
        let opponent = colour.opponent() as u8;
        let mut shared = false;
        let mut open = false;
        let mut eyes = 0;
        let mut seen: Vec<usize> = Vec::new();
        for &h in &members {
            for s in board.string_stones(h) {
                for q in board.neighbours(s) {
                    if board.cell(q) != EMPTY || seen.contains(&q) {
                        continue;
                    }
                    let region = private_region(board, q, opponent, status);
                    let contested = region.iter().any(|&r| {
                        board
                            .neighbours(r)
                            .iter()
                            .any(|&n| board.cell(n) == opponent && living(n, status))
                    });
                    shared |= contested;
                    open |= contested && region.iter().any(|&r| is_interior(board, r));
                    if !contested {
                        eyes += if region.len() <= 2 { 1 } else { 2 };
                    }
                    seen.extend(region);
                }
            }
        }
        if shared && !open && eyes <= 1 {
            seki.push((members, eyes));
        }
    }
    for (members, eyes) in seki {
        verdicts.set(board, &members, Status::Seki, StatusReason::Seki { eyes });
    }
}

/// Marks as seki, whatever the ownership estimate says, the strings whose liberties are
/// all either in one small eye (one or two empty points that only the string's colour
/// touches) or contested, with at least one contested liberty, when an opposing string
/// next to those contested points qualifies the same way, and the [`RaceReader`] does not
/// see the string captured when its owner moves first (a third string may still lengthen
/// the attacker's liberties, or an "eye" may be the liberty of a dead string). A liberty
/// is contested when it touches opposing stones and a stone of either colour there would
/// be in atari or illegal, or when the string has no eye and shares all its liberties,
/// two or more, with one opposing string ([`shares_every_liberty`]): filling them is
/// safe for either side until two are left, and then the next to fill is captured. Such
/// strings can neither attack nor be attacked: a seki, even when the playouts, the
/// result being decided anyway, break it.
pub fn mark_structural_seki(board: &Board, pass_alive: &PassAlive, reader: &mut RaceReader, verdicts: &mut Verdicts) {
    let unsafe_for_both = |p: Point| {
        [Color::Black, Color::White]
            .into_iter()
            .all(|c| board.check(c, p, false).is_err() || board.liberties_after(c, p, 2) < 2)
    };
    let mut qualifies = |head: usize| -> Option<Vec<usize>> {
        let colour = Color::from_cell(board.cell(head))?;
        if pass_alive.is_alive(Point::from_index(head)) {
            return None;
        }
        let opponent = colour.opponent() as u8;
        let mutual = shares_every_liberty(board, head, opponent);
        let mut contested = Vec::new();
        let mut eyes: Vec<usize> = Vec::new();
        for s in board.string_stones(head) {
            for q in board.neighbours(s).into_iter().filter(|&q| board.cell(q) == EMPTY) {
                if board.neighbour_count(q, opponent) > 0 {
                    if !mutual && !unsafe_for_both(Point::from_index(q)) {
                        return None;
                    }
                    contested.push(q);
                } else if !eyes.contains(&q) {
                    let eye = small_eye(board, q, opponent)?;
                    if !eyes.is_empty() {
                        return None;
                    }
                    eyes.extend(eye);
                }
            }
        }
        (!contested.is_empty() && !reader.dies_moving_first(board, head)).then_some(contested)
    };
    let heads = string_heads(board);
    let candidates: Vec<(usize, Vec<usize>)> = heads
        .iter()
        .filter_map(|&h| qualifies(h).map(|contested| (h, contested)))
        .collect();
    for (head, contested) in &candidates {
        let colour = board.cell(*head);
        let partner = candidates.iter().any(|(other, _)| {
            board.cell(*other) != colour
                && contested.iter().any(|&q| {
                    board
                        .neighbours(q)
                        .into_iter()
                        .any(|r| board.cell(r) != EMPTY && board.cell(r) != BORDER && board.string_head(r) == *other)
                })
        });
        if partner {
            let mut liberties = contested.clone();
            liberties.sort_unstable();
            liberties.dedup();
            let reason = StatusReason::StructuralSeki {
                contested: liberties.len(),
            };
            verdicts.set(board, &[*head], Status::Seki, reason);
        }
    }
}

/// Whether the string on `head` has two or more liberties and a string of `opponent`
/// (cell value) next to it has exactly the same ones: two strings without eyes that can
/// only take each other's liberties together. The opposing string has as many liberties
/// and touches every one of the string's, so they are the same.
pub fn shares_every_liberty(board: &Board, head: usize, opponent: u8) -> bool {
    let mut buffer = [Point::from_index(0); MAX_POINTS];
    let count = board.liberties(head, &mut buffer);
    let liberties = &buffer[..count];
    let touches = |q: Point, other: usize| {
        board
            .neighbours(q.index())
            .into_iter()
            .any(|r| board.cell(r) == opponent && board.string_head(r) == other)
    };
    liberties.len() >= 2
        && liberties
            .iter()
            .flat_map(|q| board.neighbours(q.index()))
            .filter(|&r| board.cell(r) == opponent)
            .map(|r| board.string_head(r))
            .any(|other| {
                board.liberty_count(other) as usize == liberties.len() && liberties.iter().all(|&q| touches(q, other))
            })
}

/// The eye of one or two empty points around empty `start` that touches no stone of
/// `opponent` (cell value), or `None` if the empty region there is larger or touches one.
fn small_eye(board: &Board, start: usize, opponent: u8) -> Option<Vec<usize>> {
    let mut eye = vec![start];
    let mut i = 0;
    while i < eye.len() {
        let p = eye[i];
        i += 1;
        if board.neighbour_count(p, opponent) > 0 {
            return None;
        }
        for q in board.neighbours(p) {
            if board.cell(q) == EMPTY && !eye.contains(&q) {
                eye.push(q);
                if eye.len() > 2 {
                    return None;
                }
            }
        }
    }
    Some(eye)
}

/// The connected empty points and dead stones of `opponent` (cell value) around empty `start`.
fn private_region(board: &Board, start: usize, opponent: u8, status: &[Option<Status>]) -> Vec<usize> {
    let mut seen = vec![false; board.index_len()];
    flood(board, start, &mut seen, |q| {
        clears_at_the_end(board, status, opponent, q)
    })
}

/// Whether `q` is empty when the game ends, as the opponent of `opponent` (cell value)
/// sees it: an empty point, or a dead stone of `opponent`, which will be taken off.
fn clears_at_the_end(board: &Board, status: &[Option<Status>], opponent: u8, q: usize) -> bool {
    board.cell(q) == EMPTY || (board.cell(q) == opponent && status[q] == Some(Status::Dead))
}

/// Living strings of one colour joined into groups when they share a liberty
/// (union-find over string heads): the unit whose eyes the seki test counts.
struct Groups {
    parent: Vec<usize>,
    heads: Vec<usize>,
}

impl Groups {
    fn new(board: &Board, status: &[Option<Status>]) -> Groups {
        let len = board.index_len();
        let mut groups = Groups {
            parent: (0..len).collect(),
            heads: Vec::new(),
        };
        for p in board.points() {
            let p = p.index();
            match Color::from_cell(board.cell(p)) {
                Some(_) => {
                    let h = board.string_head(p);
                    if h == p && status[p] == Some(Status::Alive) {
                        groups.heads.push(h);
                    }
                }
                None => {
                    let neighbours = board.neighbours(p);
                    for (i, &a) in neighbours.iter().enumerate() {
                        for &b in &neighbours[i + 1..] {
                            let (ca, cb) = (board.cell(a), board.cell(b));
                            let living = status[a] == Some(Status::Alive) && status[b] == Some(Status::Alive);
                            if ca == cb && living {
                                groups.union(board.string_head(a), board.string_head(b));
                            }
                        }
                    }
                }
            }
        }
        groups
    }

    fn find(&self, mut x: usize) -> usize {
        while self.parent[x] != x {
            x = self.parent[x];
        }
        x
    }

    fn union(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.parent[ra] = rb;
        }
    }

    /// Every group, as the heads of its strings.
    fn members(&self) -> Vec<Vec<usize>> {
        group_in_order(self.heads.iter().copied(), |&h| self.find(h))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::fixtures::{at, diagram};
    use crate::board::{BLACK, WHITE};

    /// The statuses after [`read_eyes`] on `rows`, every string starting as `start`.
    fn read(rows: &[&str], start: Status) -> (Board, Vec<Option<Status>>) {
        let board = diagram(rows, Color::Black);
        let pass_alive = PassAlive::analyse(&board);
        let mut verdicts = every_stone(&board, start);
        read_eyes(&board, &pass_alive, &mut verdicts);
        (board, verdicts.into_parts().0)
    }

    /// Verdicts that give every stone on `board` the status `start`, as an ownership
    /// estimate of 0 would.
    fn every_stone(board: &Board, start: Status) -> Verdicts {
        let mut verdicts = Verdicts::new(board.index_len());
        let stones: Vec<usize> = (0..board.index_len())
            .filter(|&p| board.cell(p) == BLACK || board.cell(p) == WHITE)
            .collect();
        let guess = StatusReason::Ownership {
            mean: 0.0,
            dead_below: Params::default().dead_below,
        };
        verdicts.set(board, &stones, start, guess);
        verdicts
    }

    /// The position of `gtp-scripts/scoring/race.sgf`, every string starting alive as an
    /// estimate that left the races unread would have it: White's G4-H4-J4-G3-F2-G2-H2-H1
    /// and G6-H6-J6 have two liberties each and die even moving first; Black's strings
    /// beside them live.
    #[test]
    fn a_race_lost_moving_first_is_dead_by_the_race_reader() {
        let rows = [
            "OXXX.....",
            "OOOXXX...",
            ".O.OXXX..",
            "O..OOXOOO",
            "..OOXXXXX",
            "OOOOOXOOO",
            "OOOXXXO.X",
            "OXOXXOOOX",
            "OXXXXXXO.",
        ];
        let board = diagram(&rows, Color::White);
        let mut verdicts = every_stone(&board, Status::Alive);
        let mut reader = RaceReader::new(9);
        settle_races(&board, &PassAlive::analyse(&board), &mut reader, &mut verdicts);
        let (status, reasons) = verdicts.into_parts();
        for vertex in ["G4", "H1", "G6", "J6"] {
            assert_eq!(status[at(9, vertex)], Some(Status::Dead), "{vertex}");
            assert_eq!(
                reasons[at(9, vertex)],
                Some(StatusReason::LostRace { liberties: 2 }),
                "{vertex}"
            );
        }
        for vertex in ["G5", "J3", "G7", "B1"] {
            assert_eq!(status[at(9, vertex)], Some(Status::Alive), "{vertex}");
        }
    }

    #[test]
    fn a_straight_four_lives_without_the_playouts() {
        let rows = ["......", "......", "XXXXXX", "OOOOOO", "O....O", "OOOOOO"];
        let (board, status) = read(&rows, Status::Dead);
        assert!(!PassAlive::analyse(&board).is_alive(Point::from_index(at(6, "A1"))));
        assert_eq!(
            status[at(6, "A1")],
            Some(Status::Alive),
            "the smallest space that lives"
        );
    }

    #[test]
    fn one_small_eye_and_no_outside_liberty_is_dead() {
        let rows = ["......", "......", "XXXXXX", "OOOOOO", "O..OOO", "OOOOOO"];
        let (_, status) = read(&rows, Status::Alive);
        assert_eq!(status[at(6, "A1")], Some(Status::Dead));
        assert_eq!(status[at(6, "A4")], Some(Status::Alive));
    }

    #[test]
    fn one_eye_against_a_wall_in_atari_is_left_to_the_race() {
        let rows = ["......", "OOOOO.", "XXXXXX", "OOOOOO", "O..OOO", "OOOOOO"];
        let (_, status) = read(&rows, Status::Alive);
        assert_eq!(status[at(6, "A1")], Some(Status::Alive));
    }

    #[test]
    fn a_vital_point_or_an_outside_liberty_is_not_certain() {
        let three = ["......", "......", "XXXXXX", "OOOOOO", "O...OO", "OOOOOO"];
        let (_, status) = read(&three, Status::Dead);
        assert_eq!(
            status[at(6, "A1")],
            Some(Status::Dead),
            "straight three: one certain eye"
        );
        let open = ["......", "......", "XXXXX.", "OOOOOO", "O..OOO", "OOOOOO"];
        let (_, status) = read(&open, Status::Alive);
        assert_eq!(status[at(6, "A1")], Some(Status::Alive), "a liberty outside the eye");
    }
}

#!/usr/bin/env python3
"""Makes the opening sets of `sente match --openings` (docs/openings/): an SGF collection,
one game tree an opening, each a position distinct from the others up to the board's 8
symmetries.

    python3 examples/make_openings.py tygem ZIP OUT.sgf COUNT MOVES
        the first MOVES moves of the 9-dan games in ZIP (../shared/games: one game a line,
        `ID<TAB>;B[pd];W[dd];...`), games of at least 100 moves without an early pass;
        the openings are taken in turn from the groups of games that share their first
        four moves (up to symmetry), so that as many frameworks as can be are there.

    python3 examples/make_openings.py search SENTE SIZE KOMI OUT.sgf COUNT MOVES PLAYOUTS SEED
        MOVES moves chosen by sente's own searches (the SENTE command, one thread, seeded):
        at each move, PLAYOUTS playouts (`sente-best_moves`), and one of the moves whose
        win rate is within WITHIN of the best's, drawn at random; the position is kept
        when the side to move then wins between 40% and 60% by the last search (one minus
        the win rate of the move played)."""
import random, subprocess, sys, zipfile

LETTERS = "abcdefghijklmnopqrs"
GTP_COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
# A move is a candidate when its win rate is at most this far below the best's.
WITHIN = 0.03
# The side to move's win rate a kept position must have.
BALANCED = (0.40, 0.60)


def symmetries(size):
    n = size - 1
    return [
        lambda x, y: (x, y), lambda x, y: (n - x, y), lambda x, y: (x, n - y), lambda x, y: (n - x, n - y),
        lambda x, y: (y, x), lambda x, y: (n - y, x), lambda x, y: (y, n - x), lambda x, y: (n - y, n - x),
    ]


def canonical(size, moves):
    """The position after `moves` ((colour, x, y) triples), the same for all 8 symmetries."""
    return min(tuple(sorted((c, *t(x, y)) for c, x, y in moves)) for t in symmetries(size))


def sgf_tree(size, komi, moves, comment):
    body = "".join(f";{c}[{LETTERS[x]}{LETTERS[y]}]" for c, x, y in moves)
    return f"(;GM[1]FF[4]SZ[{size}]KM[{komi}]C[{comment}]{body})\n"


def tygem(zip_path, out, count, length):
    with zipfile.ZipFile(zip_path) as z:
        lines = z.read(z.namelist()[0]).decode().splitlines()
    groups = {}  # first four moves' position -> [(game id, moves)]
    seen = set()
    for line in lines:
        game_id, _, record = line.partition("\t")
        nodes = [n for n in record.split(";") if n]
        if len(nodes) < 100 or any(len(n) != 5 for n in nodes[:length]):
            continue  # a short game, or a pass in the opening
        moves = [(n[0], LETTERS.index(n[2]), LETTERS.index(n[3])) for n in nodes[:length]]
        key = canonical(19, moves)
        if key in seen:
            continue
        seen.add(key)
        groups.setdefault(canonical(19, moves[:4]), []).append((game_id, moves))
    chosen = []
    rank = 0
    while len(chosen) < count:
        row = [games[rank] for games in groups.values() if len(games) > rank]
        if not row:
            break
        chosen.extend(row[: count - len(chosen)])
        rank += 1
    with open(out, "w") as f:
        for game_id, moves in chosen:
            f.write(sgf_tree(19, 7.5, moves, f"Tygem 9-dan game {game_id}, February 2011: its first {length} moves"))
    print(f"{len(chosen)} openings from {len(groups)} frameworks of four moves", file=sys.stderr)


class Gtp:
    def __init__(self, command):
        self.process = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        reply = []
        while True:
            text = self.process.stdout.readline()
            if text.strip() == "" and reply:
                break
            if text.strip():
                reply.append(text.rstrip("\n"))
        if not reply[0].startswith("="):
            raise RuntimeError(f"{line}: {reply}")
        return "\n".join(reply)[1:].strip()


def search(command, size, komi, out, count, length, playouts, seed):
    rng = random.Random(seed)
    engine = Gtp(f"{command} --threads 1 --seed {seed} --playouts {playouts}")
    engine.send(f"boardsize {size}")
    engine.send(f"komi {komi}")
    seen = set()
    trees = []
    tries = 0
    while len(trees) < count:
        tries += 1
        engine.send("clear_board")
        moves = []
        rate = None
        for number in range(length):
            colour = "BW"[number % 2]
            labels = engine.send("sente-best_moves").splitlines()[0].split()[1:]
            rates = {labels[i]: int(labels[i + 1].rstrip("%")) / 100 for i in range(0, len(labels), 2)}
            best = max(rates.values())
            vertex = rng.choice(sorted(v for v, r in rates.items() if r >= best - WITHIN))
            rate = rates[vertex]
            engine.send(f"play {colour} {vertex}")
            moves.append((colour, GTP_COLUMNS.index(vertex[0]), size - int(vertex[1:])))
        to_move = 1 - rate
        key = canonical(size, moves)
        if key in seen or not BALANCED[0] <= to_move <= BALANCED[1]:
            continue
        seen.add(key)
        side = "Black" if length % 2 == 0 else "White"
        trees.append(sgf_tree(size, komi, moves, f"{side} to move wins {to_move:.0%} by sente's search of {playouts} playouts"))
    engine.send("quit")
    with open(out, "w") as f:
        f.writelines(trees)
    print(f"{len(trees)} openings kept of {tries} drawn", file=sys.stderr)


if __name__ == "__main__":
    if sys.argv[1:2] == ["tygem"] and len(sys.argv) == 6:
        tygem(sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]))
    elif sys.argv[1:2] == ["search"] and len(sys.argv) == 10:
        _, _, command, size, komi, out, count, length, playouts, seed = sys.argv
        search(command, int(size), komi, out, int(count), int(length), int(playouts), int(seed))
    else:
        sys.exit(__doc__)

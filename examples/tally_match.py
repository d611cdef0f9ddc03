#!/usr/bin/env python3
"""Tallies a `sente match` folder: engine A's score (draws half, Wilson 95% interval) from
the log's `game N:` lines, and sente's passes (engine A) while an area was open, judged
with GNU Go's help: at each pass, the position before it (`loadsgf FILE N`) and the
stones GNU Go calls dead there; an area is open when an empty region holds a point that
touches no living stone, in a region (empty points and dead stones) that touches living
stones of both colours, or of none. Also the passes
before the last four moves, issue 58's first count.

    python3 examples/tally_match.py FOLDER...   (the --out folders of `sente match`;
    the score from FOLDER.log, the match's output, if there is one, else FOLDER/summary.txt;
    engine A must be sente; needs /usr/games/gnugo)"""
import math, re, subprocess, sys, glob, os

def wilson(k, n, z=1.96):
    if n == 0: return (0, 0)
    p = k / n; d = 1 + z*z/n; c = p + z*z/(2*n); r = z*math.sqrt(p*(1-p)/n + z*z/(4*n*n))
    return ((c - r)/d, (c + r)/d)

def vertex(v, size):
    letters = "ABCDEFGHJKLMNOPQRST"
    return (letters.index(v[0]), int(v[1:]) - 1)

def open_area(size, black, white, dead):
    """Whether a region (through empty points and dead stones, as the count takes the dead
    off) holds a point that touches no living stone and touches living stones of both
    colours, or none."""
    stones = {p: 'B' for p in black}
    stones.update({p: 'W' for p in white})
    dead = set(dead)
    living = lambda q: q in stones and q not in dead
    def nb(p):
        x, y = p
        for q in ((x-1,y),(x+1,y),(x,y-1),(x,y+1)):
            if 0 <= q[0] < size and 0 <= q[1] < size: yield q
    seen = set()
    for x in range(size):
        for y in range(size):
            s = (x, y)
            if s in seen or living(s): continue
            region = [s]; seen.add(s); i = 0
            while i < len(region):
                for q in nb(region[i]):
                    if q not in seen and not living(q):
                        seen.add(q); region.append(q)
                i += 1
            touches = set(stones[q] for p in region for q in nb(p) if living(q))
            interior = any(p not in stones and not any(living(q) for q in nb(p)) for p in region)
            if interior and len(touches) != 1:
                return True
    return False

def main(folder):
    log = open(folder + '.log').read() if os.path.exists(folder + '.log') else open(os.path.join(folder, 'summary.txt')).read()
    score = 0.0; n = 0
    for m in re.finditer(r'game (\d+): black=(\w) white=(\w) result=(\S+)', log):
        _, b, w, res = m.groups()
        if res == 'Void': continue  # no result (the referee failed): counts for neither
        n += 1
        a_black = b == 'A'
        if res.startswith('B+'): score += a_black
        elif res.startswith('W+'): score += not a_black
        else: score += 0.5
    if n == 0:
        m = re.search(r'engine A: (\S+) of (\d+) games', log)
        if m:
            score, n = float(m.group(1)), int(m.group(2))
    lo, hi = wilson(score, n)
    open_passes = late = total = 0
    gg = subprocess.Popen(['/usr/games/gnugo', '--mode', 'gtp'], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    def ask(cmd):
        gg.stdin.write(cmd + '\n'); gg.stdin.flush(); out = []
        while True:
            line = gg.stdout.readline()
            if line.strip() == '' and out: break
            if line.strip(): out.append(line.strip())
        return ' '.join(out)[2:].strip()
    for f in sorted(glob.glob(os.path.join(folder, 'game-*.sgf'))):
        text = open(f).read(); g = int(re.search(r'game-(\d+)', f).group(1))
        size = int(re.search(r'SZ\[(\d+)\]', text).group(1))
        a_colour = 'B' if g % 2 == 1 else 'W'
        moves = re.findall(r';([BW])\[([a-z]*)\]', text)
        for i, (c, v) in enumerate(moves):
            if c != a_colour or v != '': continue
            total += 1
            if i < len(moves) - 4: late += 1
            ask(f'loadsgf {f} {i+1}')
            black = [vertex(x, size) for x in ask('list_stones black').split()]
            white = [vertex(x, size) for x in ask('list_stones white').split()]
            dead = [vertex(x, size) for x in ask('final_status_list dead').split()]
            if open_area(size, black, white, dead):
                open_passes += 1
                print(f'  open area at sente\'s pass: {os.path.basename(f)} move {i+1}')
    print(f'{folder}: A {score} of {n} = {100*score/max(n,1):.1f}% ({100*lo:.1f}-{100*hi:.1f}%); '
          f'sente passes {total}, before the last four moves {late}, with an area open {open_passes}')

for folder in sys.argv[1:]:
    main(folder.rstrip('/'))

#!/usr/bin/env python3
"""Labels the positions of a `ferz-tune selfplay` file with a stronger engine's judgement.

    tools/tune/label.py IN OUT [NODES] [ENGINE]

For each "FEN | result | score" line of IN, asks ENGINE (default /usr/games/stockfish, Debian's
Stockfish 15.1) to search the position to NODES nodes (default 5000) and writes "FEN | expected"
to OUT: the engine's expected score for White, (win + draw / 2), from the win/draw/loss
estimate it prints with UCI_ShowWDL. `ferz-tune tune OUT` then fits Ferz's evaluation to it in
place of the game's result, which says little about any one position of a game. Run one per
core on separate files; about 8 ms a position at 5000 nodes on one core.
"""
import subprocess
import sys


def main():
    if not 3 <= len(sys.argv) <= 5:
        sys.exit(__doc__)
    source, target = sys.argv[1], sys.argv[2]
    nodes = int(sys.argv[3]) if len(sys.argv) > 3 else 5000
    engine = sys.argv[4] if len(sys.argv) > 4 else "/usr/games/stockfish"
    proc = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                            bufsize=1)

    def send(line):
        proc.stdin.write(line + "\n")

    def lines_until(prefix):
        for line in proc.stdout:
            yield line
            if line.startswith(prefix):
                return
        sys.exit(f"{engine} stopped answering")

    send("uci")
    send("setoption name UCI_ShowWDL value true")
    send("isready")
    for _ in lines_until("readyok"):
        pass

    labelled = 0
    with open(source) as inp, open(target, "w") as out:
        for row in inp:
            fen = row.split("|")[0].strip()
            if len(fen.split()) < 4:
                continue
            send("position fen " + fen)
            send(f"go nodes {nodes}")
            exact = last = None
            for line in lines_until("bestmove"):
                words = line.split()
                if "wdl" not in words or " multipv " in line and " multipv 1 " not in line:
                    continue  # only the best line's estimate
                i = words.index("wdl")
                win, draw = int(words[i + 1]), int(words[i + 2])
                last = (win + draw / 2) / 1000
                if "lowerbound" not in words and "upperbound" not in words:
                    exact = last  # a bound from a search cut short says less
            expected = exact if exact is not None else last
            if expected is None:
                continue  # mate or stalemate: nothing to learn
            if fen.split()[1] == "b":
                expected = 1 - expected
            out.write(f"{fen} | {expected:.4f}\n")
            labelled += 1
    send("quit")
    print(f"{labelled} positions labelled in {target}", file=sys.stderr)


if __name__ == "__main__":
    main()

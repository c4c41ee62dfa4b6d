#include "ucicheck.h"

#include "movegen.h"
#include "notation.h"

#include <csignal>
#include <cstring>
#include <map>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

namespace ferz::puzzles {

UciCheck::UciCheck(const std::string& program, std::uint64_t nodes) : nodes_(nodes) {
    // An engine that dies makes a write fail with EPIPE, not kill the tool.
    std::signal(SIGPIPE, SIG_IGN);
    int down[2], up[2];
    if (pipe(down) != 0 || pipe(up) != 0) {
        failure_ = std::strerror(errno);
        return;
    }
    child_ = fork();
    if (child_ < 0) {
        failure_ = std::strerror(errno);
        return;
    }
    if (child_ == 0) {
        dup2(down[0], 0);
        dup2(up[1], 1);
        close(down[1]);
        close(up[0]);
        execl(program.c_str(), program.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    close(down[0]);
    close(up[1]);
    to_ = fdopen(down[1], "w");
    from_ = fdopen(up[0], "r");
    send("uci");
    std::string line;
    while (readLine(line)) {
        if (line.starts_with("id name ")) name_ = line.substr(8);
        if (line.starts_with("uciok")) {
            ok_ = true;
            break;
        }
    }
    if (!ok_) {
        failure_ = "no uciok";
        return;
    }
    send("setoption name Threads value 1");
    send("setoption name Hash value 64");
    send("setoption name MultiPV value 2");
    send("isready");
    ok_ = false;
    while (readLine(line))
        if (line.starts_with("readyok")) {
            ok_ = true;
            break;
        }
    if (!ok_) failure_ = "no readyok";
}

UciCheck::~UciCheck() {
    if (to_) {
        send("quit");
        std::fclose(to_);
    }
    if (from_) std::fclose(from_);
    if (child_ > 0) waitpid(child_, nullptr, 0);
}

void UciCheck::send(const std::string& line) {
    std::fputs((line + "\n").c_str(), to_);
    std::fflush(to_);
}

bool UciCheck::readLine(std::string& line) {
    line.clear();
    for (int ch; (ch = std::fgetc(from_)) != EOF;) {
        if (ch == '\n') return true;
        line += char(ch);
    }
    return !line.empty();
}

// The lines of the deepest iteration that reported both (Stockfish reports each iteration's
// lines in order, multipv 1 first).
std::vector<UciCheck::Scored> UciCheck::twoBest(const Position& pos) {
    const std::size_t want = std::min<std::size_t>(2, std::size_t(countLegalMoves(pos)));
    send("ucinewgame");
    send("position fen " + pos.fen());
    send("go nodes " + std::to_string(nodes_));
    std::map<int, std::vector<Scored>> byDepth;
    std::string line;
    while (readLine(line)) {
        if (line.starts_with("bestmove")) break;
        std::istringstream in(line);
        std::string word;
        int depth = 0, multipv = 1, score = 0;
        bool scored = false, bound = false;
        Move first;
        in >> word;
        if (word != "info") continue;
        while (in >> word) {
            if (word == "depth") {
                in >> depth;
            } else if (word == "multipv") {
                in >> multipv;
            } else if (word == "score") {
                std::string kind;
                int value = 0;
                in >> kind >> value;
                scored = true;
                if (kind == "cp")
                    score = value;
                else
                    score = value > 0 ? ScoreMate - (2 * value - 1) : -ScoreMate - 2 * value;
            } else if (word == "lowerbound" || word == "upperbound") {
                bound = true;
            } else if (word == "pv") {
                in >> word;
                const Parsed<Move> m = parseUci(pos, word);
                if (m) first = *m;
                break;
            }
        }
        if (!scored || bound || !first) continue;
        std::vector<Scored>& lines = byDepth[depth];
        if (lines.size() + 1 == std::size_t(multipv)) lines.push_back({first, score});
    }
    for (auto it = byDepth.rbegin(); it != byDepth.rend(); ++it)
        if (it->second.size() >= want) return it->second;
    return {};
}

bool UciCheck::confirms(const Puzzle& p, bool mateLine, const Criterion& c) {
    Position pos = p.position;
    for (std::size_t i = 0; i < p.moves.size(); ++i) {
        if (i % 2 == 1) {
            const std::vector<Scored> lines = twoBest(pos);
            if (lines.empty() || lines[0].move != p.moves[i]) return false;
            const int second = lines.size() > 1 ? lines[1].score : -ScoreInfinite;
            if (!onlyWin(lines[0].score, second, mateLine, c)) return false;
        }
        StateInfo st;
        pos.makeMove(p.moves[i], st);
    }
    return true;
}

} // namespace ferz::puzzles

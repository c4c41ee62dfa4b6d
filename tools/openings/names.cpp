// ferz-opening-names: turns the named positions of PyChess's eco.db (the lichess opening
// names, one row per position of each line, with a flag on the line's last position) into
// engine/openings/eco.inc, where each named line is written as its moves from the start.
//
// Input on stdin, one row per line, tab-separated: ECO, opening, variation, FEN, endline
// (1 on the position a name belongs to). The rows of a line follow each other, its named
// position last, so each position is reached from the row before it when that row is of the
// same line, else from a position of the same opening, else from a named one; the moves of a
// line are the way back to the start. Ties go to the earliest row, so the output is the same
// on every run.
#include "movegen.h"
#include "notation.h"
#include "position.h"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <map>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace {

struct Named {
    std::string eco, opening, variation, moves;
    int plies = 0;
};

std::vector<std::string> splitTabs(const std::string& line) {
    std::vector<std::string> fields;
    std::size_t start = 0;
    for (;;) {
        std::size_t tab = line.find('\t', start);
        fields.push_back(line.substr(start, tab - start));
        if (tab == std::string::npos) return fields;
        start = tab + 1;
    }
}

// The C++ string literal of `text` (the names are ASCII with quotes at most).
std::string literal(const std::string& text) {
    std::string out = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"sv";
}

} // namespace

int main() {
    using namespace ferz;
    struct Row {
        Position pos;
        bool named = false;
        std::string eco, opening, variation;
    };
    std::vector<Row> rows;
    std::unordered_map<Key, std::size_t> rowOf; // the first row of each position
    for (std::string line; std::getline(std::cin, line);) {
        auto f = splitTabs(line);
        if (f.size() != 5) {
            std::fprintf(stderr, "row %zu: expected 5 fields, got %zu\n", rows.size() + 1,
                         f.size());
            return 1;
        }
        auto pos = Position::fromFen(f[3]);
        if (!pos) {
            std::fprintf(stderr, "row %zu: %s\n", rows.size() + 1, pos.error().c_str());
            return 1;
        }
        rowOf.emplace(pos->key(), rows.size());
        rows.push_back({*pos, f[4] == "1", f[0], f[1], f[2]});
    }

    // Every move from an input position to another one, a half-move deeper.
    std::vector<std::vector<std::pair<std::size_t, Move>>> parents(rows.size());
    const Position start;
    auto link = [&](const Position& from, std::size_t fromRow) {
        for (Move m : MoveList(from)) {
            Position next = from;
            StateInfo st;
            next.makeMove(m, st);
            auto it = rowOf.find(next.key());
            if (it != rowOf.end() && rows[it->second].pos.gamePly() == from.gamePly() + 1)
                parents[it->second].push_back({fromRow, m});
        }
    };
    const std::size_t StartRow = rows.size();
    link(start, StartRow);
    for (std::size_t i = 0; i < rows.size(); ++i) link(rows[i].pos, i);

    // Each position's way in: from the row before it when both belong to one line (the rows
    // of a line follow each other, its named position last); else from a position of the same
    // opening, a named one first (so the Winawer is reached by 1.e4 e6 2.d4 d5 3.Nc3, through
    // the named French Defense and Paulsen Variation, not by 1.d4 d5 2.e4 e6); else from a
    // named position or the start; ties go to the earliest row.
    std::vector<std::pair<std::size_t, Move>> parent(rows.size(), {StartRow, Move::none()});
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto& candidates = parents[i];
        if (candidates.empty()) continue;
        auto rank = [&](std::size_t r) {
            if (i > 0 && r == i - 1 && !rows[r].named) return 0; // the line's previous row
            const bool sameOpening = r != StartRow && rows[r].opening == rows[i].opening;
            const bool named = r == StartRow || rows[r].named;
            if (sameOpening) return named ? 1 : 2;
            return named ? 3 : 4;
        };
        auto best = candidates.front();
        for (const auto& c : candidates)
            if (rank(c.first) < rank(best.first) ||
                (rank(c.first) == rank(best.first) && c.first < best.first))
                best = c;
        parent[i] = best;
    }

    std::map<Key, Named> named; // by key, so a position named twice keeps its first row
    int unreached = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (!rows[i].named || named.count(rows[i].pos.key())) continue;
        std::vector<Move> line;
        std::size_t r = i;
        while (r != StartRow && parent[r].second != Move::none()) {
            line.push_back(parent[r].second);
            r = parent[r].first;
        }
        if (r != StartRow) {
            std::fprintf(stderr, "not reached from the start: %s %s: %s\n", rows[i].eco.c_str(),
                         rows[i].opening.c_str(), rows[i].variation.c_str());
            ++unreached;
            continue;
        }
        std::reverse(line.begin(), line.end());
        std::string moves;
        for (Move m : line) {
            if (!moves.empty()) moves += ' ';
            moves += toUci(m);
        }
        named.emplace(rows[i].pos.key(), Named{rows[i].eco, rows[i].opening, rows[i].variation,
                                               moves, int(line.size())});
    }

    std::vector<Named> out;
    for (auto& entry : named) out.push_back(entry.second);
    std::sort(out.begin(), out.end(), [](const Named& a, const Named& b) {
        return std::tie(a.eco, a.opening, a.variation, a.plies, a.moves) <
               std::tie(b.eco, b.opening, b.variation, b.plies, b.moves);
    });

    std::printf("// Generated by tools/openings/update-names.sh; do not edit. The lichess opening\n"
                "// names (lichess-org/chess-openings, CC0-1.0) as shipped in PyChess's eco.db.\n"
                "// ECO, opening, variation, moves from the start position (UCI).\n");
    for (const Named& n : out)
        std::printf("{%s, %s, %s, \"%s\"sv},\n", literal(n.eco).c_str(), literal(n.opening).c_str(),
                    literal(n.variation).c_str(), n.moves.c_str());
    std::fprintf(stderr, "%zu rows, %zu named positions written, %d not reached\n", rows.size(),
                 out.size(), unreached);
    return unreached == 0 ? 0 : 1;
}

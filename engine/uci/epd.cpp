#include "epd.h"

#include "notation.h"
#include "text.h"

#include <algorithm>

namespace ferz {

namespace {

// The value of operation `op` in an EPD line (`bm Qg6 Qh5;` gives "Qg6 Qh5"), or "".
std::string_view operation(std::string_view line, std::string_view op) {
    for (std::size_t at = line.find(op); at != std::string_view::npos; at = line.find(op, at + 1)) {
        const bool wordStart = at == 0 || line[at - 1] == ' ' || line[at - 1] == ';';
        const std::size_t valueStart = at + op.size();
        if (!wordStart || valueStart >= line.size() || line[valueStart] != ' ') continue;
        const std::size_t end = line.find(';', valueStart);
        return text::trim(
            line.substr(valueStart, end == std::string_view::npos ? end : end - valueStart));
    }
    return {};
}

// The moves of a `bm` or `am` value, in SAN; false when one of them is not legal here.
bool readMoves(const Position& pos, std::string_view value, std::vector<Move>& moves) {
    for (std::string_view san : text::split(value)) {
        Parsed<Move> m = parseSan(pos, san);
        if (!m) return false;
        moves.push_back(m.value());
    }
    return true;
}

} // namespace

EpdSuiteResult runEpdSuite(Engine& engine, std::istream& in, int movetimeMs,
                           const std::function<void(std::string_view)>& out) {
    EpdSuiteResult result;
    std::string line;
    int lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        const std::vector<std::string_view> words = text::split(line);
        if (words.size() < 5) continue;
        const std::string fen = std::string(words[0]) + ' ' + std::string(words[1]) + ' ' +
                                std::string(words[2]) + ' ' + std::string(words[3]);
        Parsed<Position> pos = Position::fromFen(fen);
        std::vector<Move> best, avoid;
        if (!pos || !readMoves(*pos, operation(line, "bm"), best) ||
            !readMoves(*pos, operation(line, "am"), avoid) || (best.empty() && avoid.empty())) {
            out("line " + std::to_string(lineNo) + ": skipped, " +
                (pos ? std::string("no bm or am that is legal here") : pos.error()));
            ++result.skipped;
            continue;
        }
        std::string id(operation(line, "id"));
        id.erase(std::remove(id.begin(), id.end(), '"'), id.end());

        engine.newGame();
        engine.setPosition(*pos);
        SearchLimits limits;
        limits.movetimeMs = movetimeMs;
        Move played;
        engine.go(limits, {}, [&played](Move m, Move) { played = m; });
        engine.wait();

        const bool ok =
            (best.empty() || std::find(best.begin(), best.end(), played) != best.end()) &&
            std::find(avoid.begin(), avoid.end(), played) == avoid.end();
        ++result.positions;
        result.solved += ok;
        out((ok ? "solved  " : "missed  ") + (id.empty() ? "line " + std::to_string(lineNo) : id) +
            ": played " + (played ? toSan(*pos, played) : std::string("nothing")) +
            (best.empty() ? "" : ", bm " + std::string(operation(line, "bm"))) +
            (avoid.empty() ? "" : ", am " + std::string(operation(line, "am"))));
    }
    out("Solved " + std::to_string(result.solved) + " of " + std::to_string(result.positions) +
        " at " + std::to_string(movetimeMs) + " ms a position" +
        (result.skipped ? " (" + std::to_string(result.skipped) + " lines skipped)" : ""));
    return result;
}

} // namespace ferz

// UciSession over any bytes, one protocol line per input line, then endOfInput(). The session
// must answer in whole lines of printable text, whatever it is sent.
//
// Each run must stay fast (well under 50 ms), so the harness keeps the session from the work a
// GUI may legitimately ask for but a fuzzer must not: bench and epd with a file (it would open
// any path) are skipped, and so are perft beyond depth 3, a hash table above 4 MB, a second
// thread (with more than one, the node limit is looked at only now and then, and a search of
// 500 nodes took up to ten times as long), and lines beyond a budget of 4 searches and 4 table
// resets per run. Every search gets `nodes 500` appended: UCI takes the last value of a
// parameter, and a node limit ends even `go infinite` and `go ponder` (endOfInput then stops
// them for good).
//
// Making an engine costs more than a search here (it allocates and clears a 16 MB table), so
// one session serves every run, put back before each into the state of a new one, with a 1 MB
// table: options reset, then ucinewgame (which clears the table, the histories and the game).
#include "fuzz.h"

#include "uci.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

using namespace ferz;

namespace {

constexpr int MaxSearches = 4, MaxTableResets = 4;
constexpr std::uint64_t MaxHashMb = 4, MaxThreads = 1, MaxPerftDepth = 3;

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

std::vector<std::string_view> words(std::string_view line) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && isSpace(line[i])) ++i;
        const std::size_t start = i;
        while (i < line.size() && !isSpace(line[i])) ++i;
        if (i > start) out.push_back(line.substr(start, i - start));
    }
    return out;
}

// The largest number written in `s` (runs of digits), saturating; 0 when there is none.
std::uint64_t largestNumber(std::string_view s) {
    std::uint64_t largest = 0, value = 0;
    for (char c : s) {
        if (c >= '0' && c <= '9') {
            value = std::min<std::uint64_t>(value * 10 + std::uint64_t(c - '0'), 1'000'000);
            largest = std::max(largest, value);
        } else {
            value = 0;
        }
    }
    return largest;
}

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    return out;
}

// What a run has spent of its budget.
struct Budget {
    int searches = 0;
    int tableResets = 0;
};

// The line as the session gets it, or nullopt to skip a line that would run too long.
std::optional<std::string> bounded(std::string_view line, Budget& budget) {
    const std::vector<std::string_view> w = words(line);
    if (w.empty()) return std::string(line);
    if (w[0] == "bench") return std::nullopt;
    if (w[0] == "epd" && (w.size() == 2 || w.size() == 3)) return std::nullopt;
    if (w[0] == "ucinewgame" && ++budget.tableResets > MaxTableResets) return std::nullopt;
    if (w[0] == "setoption") {
        const std::string l = lower(line);
        const bool hash = l.find("hash") != std::string::npos;
        const bool threads = l.find("threads") != std::string::npos;
        if (hash && largestNumber(l) > MaxHashMb) return std::nullopt;
        if (threads && largestNumber(l) > MaxThreads) return std::nullopt;
        if ((hash || threads) && ++budget.tableResets > MaxTableResets) return std::nullopt;
    }
    if (w[0] == "go") {
        if (++budget.searches > MaxSearches) return std::nullopt;
        if (w.size() > 1 && w[1] == "perft")
            return largestNumber(line) > MaxPerftDepth ? std::nullopt
                                                       : std::optional(std::string(line));
        return std::string(line) + " nodes 500";
    }
    return std::string(line);
}

// A line of output: no line breaks or other control bytes inside, so a hostile input can never
// make the session write something that reads as another command or answer.
void checkOutput(std::string_view line) {
    for (char c : line) {
        const auto ch = static_cast<unsigned char>(c);
        if (ch < 32 || ch == 127) fuzz::fail("the session wrote a control byte", line);
    }
}

// The lines that make a used session like a new one, except for its 1 MB table.
constexpr std::string_view Reset[] = {
    "setoption name Hash value 1",
    "setoption name Threads value 1",
    "setoption name MultiPV value 1",
    "setoption name Move Overhead value 30",
    "setoption name UCI_LimitStrength value false",
    "setoption name UCI_Elo value 1500",
    "ucinewgame",
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static UciSession session(checkOutput);
    for (std::string_view line : Reset) session.handle(line);

    std::string_view text(reinterpret_cast<const char*>(data), size);
    Budget budget;
    while (!text.empty()) {
        const std::size_t eol = text.find('\n');
        const std::string_view line = text.substr(0, eol);
        text.remove_prefix(eol == std::string_view::npos ? text.size() : eol + 1);
        const std::optional<std::string> sent = bounded(line, budget);
        if (sent && !session.handle(*sent)) break; // quit
    }
    session.endOfInput();
    return 0;
}

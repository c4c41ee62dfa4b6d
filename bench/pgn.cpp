// ferz-pgn-bench FILE: how long listing a PGN file's games takes (what Open does before
// showing the game picker), the same listing with each game's opening named (what Open does
// now: the picker's way, GamePicker::list), and reading every game in full, with the peak
// resident memory. Each listing runs five times; the fastest run counts.
#include "pgn.h"
#include "openings.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>

namespace {

long peakKilobytes() {
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind("VmHWM:", 0) == 0) return std::stol(line.substr(6));
    return -1;
}

double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

struct Listing {
    double seconds = 1e9;
    long games = 0, unreadable = 0, named = 0, movesRead = 0;
};

// One listing of the whole file, with the openings named when `name` is set, the way the
// game picker does it: the first moves of each main line are read while they stay on (or
// within two moves of) the lines of named openings.
Listing list(std::ifstream& in, bool name) {
    in.clear();
    in.seekg(0);
    const ferz::Openings& openings = ferz::Openings::standard();
    const auto start = std::chrono::steady_clock::now();
    Listing out;
    ferz::PgnReader reader(in);
    ferz::PgnTags tags;
    ferz::PgnPlace place;
    ferz::PgnMainLine mainLine;
    mainLine.maxMoves = std::size_t(openings.lastNamedPly());
    mainLine.goOn = openings.follower();
    for (;;) {
        if (reader.nextTags(tags, place, name ? &mainLine : nullptr)) {
            ++out.games;
            if (!name) continue;
            out.movesRead += long(mainLine.moves.size());
            out.named += openings.classify(mainLine.start, mainLine.moves) != nullptr;
        } else if (reader.error()) {
            ++out.unreadable;
        } else {
            break;
        }
    }
    out.seconds = secondsSince(start);
    return out;
}

} // namespace

int main(int argc, char* argv[]) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: ferz-pgn-bench FILE.pgn\n");
        return 2;
    }
    std::ifstream in(argv[1], std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "cannot open %s\n", argv[1]);
        return 1;
    }
    in.seekg(0, std::ios::end);
    const double megabytes = double(in.tellg()) / (1 << 20);
    (void)ferz::Openings::standard(); // built once, before any clock runs

    Listing tags, named;
    for (int run = 0; run < 5; ++run) {
        const Listing t = list(in, false), n = list(in, true);
        if (t.seconds < tags.seconds) tags = t;
        if (n.seconds < named.seconds) named = n;
    }
    std::printf("%.1f MB: %ld games listed (%ld unreadable) in %.3f s, peak memory %.1f MB\n",
                megabytes, tags.games, tags.unreadable, tags.seconds,
                double(peakKilobytes()) / 1024);
    std::printf("with their openings named: %.3f s, %+.0f %% (%ld named, %.1f moves read a game)\n",
                named.seconds, 100.0 * (named.seconds - tags.seconds) / tags.seconds, named.named,
                named.games ? double(named.movesRead) / double(named.games) : 0.0);

    in.clear();
    in.seekg(0);
    const auto start = std::chrono::steady_clock::now();
    ferz::PgnReader reader(in);
    ferz::PgnGame game;
    long read = 0, moves = 0, errors = 0;
    for (;;) {
        if (reader.next(game)) {
            ++read;
            moves += long(game.moves.size());
        } else if (reader.error()) {
            ++errors;
        } else {
            break;
        }
    }
    std::printf("%ld games (%ld moves, %ld errors) read in full in %.2f s, peak memory %.1f MB\n",
                read, moves, errors, secondsSince(start), double(peakKilobytes()) / 1024);
    return 0;
}

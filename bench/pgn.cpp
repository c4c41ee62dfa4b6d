// ferz-pgn-bench FILE: how long listing a PGN file's games takes (what Open does before
// showing the game picker), and reading every game in full, with the peak resident memory.
#include "pgn.h"

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
    in.seekg(0);

    auto start = std::chrono::steady_clock::now();
    ferz::PgnReader lister(in);
    ferz::PgnTags tags;
    ferz::PgnPlace place;
    long listed = 0, skipped = 0;
    for (;;) {
        if (lister.nextTags(tags, place))
            ++listed;
        else if (lister.error())
            ++skipped;
        else
            break;
    }
    std::printf("%.1f MB: %ld games listed (%ld unreadable) in %.2f s, peak memory %.1f MB\n",
                megabytes, listed, skipped, secondsSince(start), double(peakKilobytes()) / 1024);

    in.clear();
    in.seekg(0);
    start = std::chrono::steady_clock::now();
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

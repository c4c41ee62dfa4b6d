// Tactics puzzles: the set Ferz ships (resources/puzzles/puzzles.tsv, made by tools/puzzles from
// Ferz's own games) and the one line a puzzle takes in it. docs/puzzles.md describes the file.
//
// A line holds five fields separated by TAB:
//
//     id  TAB  fen  TAB  moves  TAB  rating  TAB  themes
//
// `id` is `p` and five digits, unique in the set; `fen` the position before the opponent's
// first move (as lichess's puzzles give it); `moves` UCI moves separated by single spaces: the
// opponent's move that makes the puzzle, then the solver's, the opponent's reply, …, ending with
// the solver's (an even count, 2 to 10); `rating` the difficulty on the Elo scale, 400 to 3000;
// `themes` comma-separated keys (themeKey), at least one. Lines starting with `#` are comments,
// blank lines are skipped.
//
// Threading contract: plain values and pure functions, safe on any thread.
#pragma once

#include "position.h"

#include <cstdint>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ferz {

/// What a puzzle is about. The keys are lichess's names for the same themes.
enum class PuzzleTheme : std::uint8_t {
    MateIn1,
    MateIn2,
    MateIn3,
    MateIn4,
    MateIn5,
    HangingPiece,
    Fork,
    Pin,
    Skewer,
    DiscoveredAttack,
    Promotion,
    BackRank,
    Endgame
};
inline constexpr int PuzzleThemeCount = 13;

/// The theme's key in the file: "mateIn1", "hangingPiece", "discoveredAttack", …
std::string_view themeKey(PuzzleTheme theme);
/// The theme of a key (exact, case-sensitive); none for an unknown key.
std::optional<PuzzleTheme> themeFromKey(std::string_view key);

/// The limits of the format.
inline constexpr int PuzzleMinRating = 400;
inline constexpr int PuzzleMaxRating = 3000;
inline constexpr int PuzzleMaxSolverMoves = 5;

/// One puzzle: the position, the line that solves it, how hard it is and what it is about.
struct Puzzle {
    std::string id;
    Position position;       ///< before the opponent's first move
    std::vector<Move> moves; ///< the opponent's first, then solver, opponent, …, solver
    int rating = 1500;
    std::vector<PuzzleTheme> themes;

    /// The side that solves: the one NOT to move in `position`.
    Color solver() const { return ~position.sideToMove(); }
    bool hasTheme(PuzzleTheme theme) const;
};

/// Reads a set. A line that does not parse (a bad id or FEN, an illegal or unknown move, an odd
/// count of moves, a rating out of range, an unknown theme, a repeated id, a wrong count of
/// fields) is skipped and reported in `problems` as a message naming its line number
/// ("line 12: move 3 \"e2e5\": …"). Any bytes are safe to pass.
std::vector<Puzzle> readPuzzles(std::istream& in, std::vector<std::string>* problems = nullptr);

/// One line, as readPuzzles reads it (no newline at its end).
std::string puzzleLine(const Puzzle& puzzle);

} // namespace ferz

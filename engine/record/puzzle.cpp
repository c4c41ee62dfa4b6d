// Reading and writing the puzzle set's lines (puzzle.h).
#include "puzzle.h"

#include "notation.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <unordered_set>

namespace ferz {

namespace {

constexpr std::array<std::string_view, PuzzleThemeCount> ThemeKeys = {
    "mateIn1", "mateIn2", "mateIn3",          "mateIn4",   "mateIn5",  "hangingPiece", "fork",
    "pin",     "skewer",  "discoveredAttack", "promotion", "backRank", "endgame"};

// The pieces of `text` between the separators `sep` (empty pieces kept, so "a  b" with single
// spaces expected shows up as an empty piece).
std::vector<std::string_view> split(std::string_view text, char sep) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (;;) {
        const std::size_t end = text.find(sep, start);
        if (end == std::string_view::npos) {
            parts.push_back(text.substr(start));
            return parts;
        }
        parts.push_back(text.substr(start, end - start));
        start = end + 1;
    }
}

bool validId(std::string_view id) {
    return id.size() == 6 && id[0] == 'p' &&
           std::all_of(id.begin() + 1, id.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string quoted(std::string_view text) {
    constexpr std::size_t Longest = 40;
    std::string out = "\"";
    out += text.substr(0, Longest);
    if (text.size() > Longest) out += "…";
    return out + "\"";
}

// One line read into `puzzle`; the reason when it is not a puzzle.
std::optional<std::string> parseLine(std::string_view line, Puzzle& puzzle) {
    const std::vector<std::string_view> fields = split(line, '\t');
    if (fields.size() != 5)
        return "expected 5 fields separated by TAB, found " + std::to_string(fields.size());

    if (!validId(fields[0])) return "id " + quoted(fields[0]) + ": not p and five digits";
    puzzle.id = std::string(fields[0]);

    Parsed<Position> position = Position::fromFen(fields[1]);
    if (!position) return "FEN " + quoted(fields[1]) + ": " + position.error();
    puzzle.position = *position;

    const std::vector<std::string_view> moves = split(fields[2], ' ');
    puzzle.moves.clear();
    Position pos = puzzle.position;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Parsed<Move> move = parseUci(pos, moves[i]);
        if (!move)
            return "move " + std::to_string(i + 1) + " " + quoted(moves[i]) + ": " + move.error();
        StateInfo st;
        pos.makeMove(*move, st);
        puzzle.moves.push_back(*move);
    }
    if (moves.size() % 2 != 0 || moves.size() < 2 ||
        moves.size() > std::size_t(2 * PuzzleMaxSolverMoves))
        return std::to_string(moves.size()) +
               " moves: expected an even count from 2 to 10 (the opponent's first, the solver's "
               "last)";

    int rating = 0;
    const std::string_view r = fields[3];
    const auto [end, ec] = std::from_chars(r.data(), r.data() + r.size(), rating);
    if (ec != std::errc() || end != r.data() + r.size() || r.empty())
        return "rating " + quoted(r) + ": not a whole number";
    if (rating < PuzzleMinRating || rating > PuzzleMaxRating)
        return "rating " + std::string(r) + ": out of the range " +
               std::to_string(PuzzleMinRating) + " to " + std::to_string(PuzzleMaxRating);
    puzzle.rating = rating;

    puzzle.themes.clear();
    for (const std::string_view key : split(fields[4], ',')) {
        const std::optional<PuzzleTheme> theme = themeFromKey(key);
        if (!theme) return "theme " + quoted(key) + ": unknown";
        if (puzzle.hasTheme(*theme)) return "theme " + quoted(key) + ": given twice";
        puzzle.themes.push_back(*theme);
    }
    return std::nullopt;
}

} // namespace

std::string_view themeKey(PuzzleTheme theme) {
    return ThemeKeys[std::size_t(theme)];
}

std::optional<PuzzleTheme> themeFromKey(std::string_view key) {
    for (std::size_t i = 0; i < ThemeKeys.size(); ++i)
        if (ThemeKeys[i] == key) return PuzzleTheme(i);
    return std::nullopt;
}

bool Puzzle::hasTheme(PuzzleTheme theme) const {
    return std::find(themes.begin(), themes.end(), theme) != themes.end();
}

std::vector<Puzzle> readPuzzles(std::istream& in, std::vector<std::string>* problems) {
    std::vector<Puzzle> puzzles;
    std::unordered_set<std::string> ids;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        std::string_view text = line;
        if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
        if (number == 1 && text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3); // a BOM
        if (text.find_first_not_of(" \t") == std::string_view::npos || text.starts_with('#'))
            continue;
        Puzzle puzzle;
        std::optional<std::string> why = parseLine(text, puzzle);
        if (!why && !ids.insert(puzzle.id).second) why = "id " + puzzle.id + ": given before";
        if (why) {
            if (problems) problems->push_back("line " + std::to_string(number) + ": " + *why);
            continue;
        }
        puzzles.push_back(std::move(puzzle));
    }
    return puzzles;
}

std::string puzzleLine(const Puzzle& puzzle) {
    std::string line = puzzle.id + '\t' + puzzle.position.fen() + '\t';
    const bool chess960 = puzzle.position.hasChess960Castling();
    for (std::size_t i = 0; i < puzzle.moves.size(); ++i) {
        if (i > 0) line += ' ';
        line += toUci(puzzle.position, puzzle.moves[i], chess960);
    }
    line += '\t' + std::to_string(puzzle.rating) + '\t';
    for (std::size_t i = 0; i < puzzle.themes.size(); ++i) {
        if (i > 0) line += ',';
        line += themeKey(puzzle.themes[i]);
    }
    return line;
}

} // namespace ferz

// Polyglot opening books: the key of a position and the reading of `.bin` files, exactly as
// the format defines them (PolyGlot's book_format.html, the definition every UCI GUI and book
// tool follows).
//
// A book is a sorted array of 16-byte entries, all numbers big-endian: the position's key
// (64 bits), a move (16), a weight (16) and a learn field (32, ignored here). The reader takes
// untrusted bytes: a file that is not a whole number of entries, or whose keys are not in
// order, is refused with a sentence that says so; nothing is read past the end.
#pragma once

#include "position.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ferz {

/// The Polyglot key of a position. The en passant file counts only when a pawn of the side to
/// move stands beside the pawn that has just made a double step (whether or not the capture
/// would be legal), as the format says.
std::uint64_t polyglotKey(const Position& pos);

// A move of a book, with its weight (the book's measure of how good or how often played).
struct BookMove {
    Move move;
    std::uint16_t weight = 0;
    bool operator==(const BookMove&) const = default;
};

class PolyglotBook {
public:
    // A book's file may not be larger than this (a quarter of a gigabyte holds more than 16
    // million entries; the largest public books are smaller).
    static constexpr std::size_t MaxBytes = std::size_t(256) << 20;

    /// An empty book: no position is in it.
    PolyglotBook() = default;

    /// The book in `bytes`, the contents of a `.bin` file.
    static Parsed<PolyglotBook> fromBytes(std::string_view bytes);
    /// The book in the file at `path`.
    static Parsed<PolyglotBook> load(const std::string& path);

    /// The book's moves in `pos` that are legal there, in the book's order (the heaviest
    /// first, in books written by the usual tools). Entries whose move is not legal in `pos`
    /// (another position with the same key, or a broken entry) are left out.
    std::vector<BookMove> moves(const Position& pos) const;

    std::size_t size() const { return keys_.size(); }
    bool empty() const { return keys_.empty(); }

private:
    struct Entry {
        std::uint16_t move = 0; // Polyglot's encoding
        std::uint16_t weight = 0;
    };
    std::vector<std::uint64_t> keys_; // sorted; kept apart from the entries for the search
    std::vector<Entry> entries_;
};

/// A move in Polyglot's 16-bit encoding: to-file in bits 0-2, to-rank 3-5, from-file 6-8,
/// from-rank 9-11, promotion 12-14 (0 none, 1 knight … 4 queen); castling is the king taking
/// its own rook (e1h1). For writers of books and for tests.
std::uint16_t toPolyglotMove(Move m);

/// The legal move of `pos` that `raw` encodes, or Move::none().
Move fromPolyglotMove(const Position& pos, std::uint16_t raw);

/// The bytes of a book of `entries` (key, move, weight): sorted by key as the format asks,
/// with the learn field zero. For Ferz's own book tool and for tests.
struct PolyglotEntry {
    std::uint64_t key = 0;
    std::uint16_t move = 0;
    std::uint16_t weight = 0;
};
std::string writePolyglotBook(std::span<const PolyglotEntry> entries);

} // namespace ferz

// Legal move generation.
//
// The generator produces legal moves directly: it computes once which squares resolve a check
// and which pieces are pinned, and restricts every piece's targets by those masks, so only the
// rare en-passant capture needs a test by hand. The same code counts moves without listing them
// (for perft's last ply) and lists them for the search and the GUI.
// https://www.chessprogramming.org/Move_Generation
#pragma once

#include "position.h"

#include <cstddef>

namespace ferz {

// What to generate. Captures and Quiets split the legal moves in two, as a search wants them:
//  - Captures: every capture (en passant and capturing promotions to any piece included) and
//    the non-capturing promotions to a queen;
//  - Quiets: every other legal move (castling and non-capturing under-promotions included).
enum class GenType { Captures, Quiets, Legal };

/// Writes the moves of type T to `out` and returns the end of what it wrote. `out` must have
/// room for MaxMoves moves.
template <GenType T>
Move* generate(const Position& pos, Move* out);

/// The number of legal moves, counted without listing them.
int countLegalMoves(const Position& pos);

constexpr int MaxMoves = 256; // more than the 218 a legal position can have

// A fixed list of moves on the stack: nothing allocates.
class MoveList {
public:
    explicit MoveList(const Position& pos, GenType type = GenType::Legal) {
        switch (type) {
        case GenType::Captures: end_ = generate<GenType::Captures>(pos, moves_); break;
        case GenType::Quiets: end_ = generate<GenType::Quiets>(pos, moves_); break;
        case GenType::Legal: end_ = generate<GenType::Legal>(pos, moves_); break;
        }
    }

    const Move* begin() const { return moves_; }
    const Move* end() const { return end_; }
    std::size_t size() const { return std::size_t(end_ - moves_); }
    bool empty() const { return end_ == moves_; }
    Move operator[](std::size_t i) const { return moves_[i]; }
    bool contains(Move m) const {
        for (Move x : *this)
            if (x == m) return true;
        return false;
    }

private:
    Move moves_[MaxMoves];
    Move* end_;
};

} // namespace ferz

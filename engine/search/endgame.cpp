#include "endgame.h"

#include "attacks.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <vector>

namespace ferz {

namespace {

// King and pawn against king, with the pawn White's on files a to d (any other position is
// mirrored to one of these): 2 sides to move x 64 x 64 king squares x 24 pawn squares.
constexpr int PawnSquares = 24; // files a-d, ranks 2-7
constexpr int KpkSize = 2 * 64 * 64 * PawnSquares;

constexpr int kpkIndex(bool whiteToMove, Square wk, Square bk, Square pawn) {
    const int p = (rankOf(pawn) - 1) * 4 + fileOf(pawn);
    return ((int(whiteToMove) * 64 + wk) * 64 + bk) * PawnSquares + p;
}

// Every position's result, found by retrograde analysis: the positions settled at once (a safe
// promotion, the pawn taken, stalemate, mate) first, then, pass after pass, each position all
// of whose moves are settled (Black to move) or one of whose moves wins (White to move), until
// a pass settles nothing more. What is still open then is a draw: White cannot force a win.
class KpkTable {
public:
    KpkTable();
    bool wins(int index) const { return (bits_[std::size_t(index) >> 6] >> (index & 63)) & 1; }

private:
    enum Result : std::uint8_t { Unknown, Invalid, Draw, Win };
    struct Entry {
        bool whiteToMove;
        Square wk, bk, pawn;
    };
    static Entry decode(int index);
    static Result initial(const Entry& e);
    static Result classify(const Entry& e, const std::vector<Result>& results);

    std::array<std::uint64_t, KpkSize / 64> bits_{};
};

KpkTable::Entry KpkTable::decode(int index) {
    const int p = index % PawnSquares;
    index /= PawnSquares;
    const Square bk = Square(index % 64);
    index /= 64;
    const Square wk = Square(index % 64);
    return {index / 64 == 1, wk, bk, makeSquare(p % 4, p / 4 + 1)};
}

KpkTable::Result KpkTable::initial(const Entry& e) {
    const Bitboard pawn = squareBB(e.pawn);
    if (e.wk == e.bk || (kingAttacks(e.wk) & squareBB(e.bk)) || e.pawn == e.wk || e.pawn == e.bk)
        return Invalid;
    const bool blackInCheck = pawnAttacks(White, e.pawn) & squareBB(e.bk);
    if (e.whiteToMove) {
        if (blackInCheck) return Invalid; // the side not to move cannot be in check
        // The pawn queens where the black king cannot take the new queen.
        const Square queening = e.pawn + 8;
        if (rankOf(e.pawn) == 6 && queening != e.wk && queening != e.bk &&
            (!(kingAttacks(e.bk) & squareBB(queening)) || (kingAttacks(e.wk) & squareBB(queening))))
            return Win;
        return Unknown;
    }
    // Black takes the pawn, or has no move: stalemated, or mated by the pawn's check.
    if ((kingAttacks(e.bk) & pawn) && !(kingAttacks(e.wk) & pawn)) return Draw;
    const Bitboard moves = kingAttacks(e.bk) & ~kingAttacks(e.wk) & ~pawnAttacks(White, e.pawn);
    if (!moves) return blackInCheck ? Win : Draw;
    return Unknown;
}

KpkTable::Result KpkTable::classify(const Entry& e, const std::vector<Result>& results) {
    // White wins if one move wins, draws if every move draws; Black draws if one move draws,
    // loses if every move loses. Otherwise it is not known yet.
    const Result good = e.whiteToMove ? Win : Draw;
    const Result bad = e.whiteToMove ? Draw : Win;
    bool allBad = true;
    const auto see = [&](Square wk, Square bk, Square pawn) {
        const Result r = results[std::size_t(kpkIndex(!e.whiteToMove, wk, bk, pawn))];
        allBad = allBad && r == bad;
        return r == good;
    };
    if (e.whiteToMove) {
        Bitboard moves = kingAttacks(e.wk) & ~kingAttacks(e.bk) & ~squareBB(e.pawn);
        for (; moves; moves &= moves - 1)
            if (see(Square(lsb(moves)), e.bk, e.pawn)) return Win;
        const Square push = e.pawn + 8;
        // A push to the last rank is a promotion: initial() won it if it is safe, and an
        // unsafe one loses the new piece.
        if (rankOf(e.pawn) < 6 && push != e.wk && push != e.bk) {
            if (see(e.wk, e.bk, push)) return Win;
            const Square twice = push + 8;
            if (rankOf(e.pawn) == 1 && twice != e.wk && twice != e.bk && see(e.wk, e.bk, twice))
                return Win;
        }
    } else {
        Bitboard moves = kingAttacks(e.bk) & ~kingAttacks(e.wk) & ~pawnAttacks(White, e.pawn);
        for (; moves; moves &= moves - 1)
            if (see(e.wk, Square(lsb(moves)), e.pawn)) return Draw;
    }
    return allBad ? bad : Unknown;
}

KpkTable::KpkTable() {
    std::vector<Result> results(KpkSize);
    for (int i = 0; i < KpkSize; ++i) results[std::size_t(i)] = initial(decode(i));
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < KpkSize; ++i) {
            if (results[std::size_t(i)] != Unknown) continue;
            const Result r = classify(decode(i), results);
            if (r != Unknown) {
                results[std::size_t(i)] = r;
                changed = true;
            }
        }
    }
    for (int i = 0; i < KpkSize; ++i)
        if (results[std::size_t(i)] == Win) bits_[std::size_t(i) >> 6] |= 1ULL << (i & 63);
}

// Filled at its first use (about 15 ms), then read-only.
const KpkTable& kpkTable() {
    static const KpkTable table;
    return table;
}

// A won king and pawn against king: a clear win, short of what a queen would score.
constexpr int KpkWinBase = 600;
constexpr int KpkWinPerRank = 20;

// Bishop and knight mate only in a corner of the bishop's colour: the score grows as the lone
// king nears one (by steps along ranks and files, 7 at most) and as the kings near each other.
// It stays within what the pieces are worth (as two minor pieces or a rook against a bare king
// score), so that a pawn more still scores more.
constexpr int KbnkBase = 500;
constexpr int KbnkPerCornerStep = 20;
constexpr int KbnkPerKingStep = 10;

int kbnk(Square bishop, Square strongKing, Square weakKing) {
    const auto steps = [](Square a, Square b) {
        return std::abs(fileOf(a) - fileOf(b)) + std::abs(rankOf(a) - rankOf(b));
    };
    const bool dark = squareBB(bishop) & DarkSquares;
    const Square corner1 = dark ? makeSquare(0, 0) : makeSquare(0, 7); // a1 or a8
    const Square corner2 = dark ? makeSquare(7, 7) : makeSquare(7, 0); // h8 or h1
    const int toCorner = std::min(steps(weakKing, corner1), steps(weakKing, corner2));
    return KbnkBase + KbnkPerCornerStep * (7 - toCorner) +
           KbnkPerKingStep * (7 - squareDistance(strongKing, weakKing));
}

} // namespace

bool kpkWins(Color strong, Square strongKing, Square pawn, Square weakKing, Color toMove) {
    // As if White had the pawn on files a to d.
    int flip = strong == White ? 0 : 56;
    if (fileOf(pawn) > 3) flip ^= 7;
    const auto norm = [flip](Square s) { return Square(s ^ flip); };
    return kpkTable().wins(
        kpkIndex(toMove == strong, norm(strongKing), norm(weakKing), norm(pawn)));
}

std::optional<int> detail::knownEndingAgainstBareKing(const Position& pos) {
    const Color strong = moreThanOne(pos.pieces(White)) ? White : Black;
    const Bitboard pawns = pos.pieces(strong, Pawn);
    const Bitboard others = pos.pieces(strong) & ~pawns & ~pos.pieces(strong, King);
    const Square weakKing = pos.kingSquare(~strong);
    if (!others && pawns && !moreThanOne(pawns)) {
        const Square pawn = lsb(pawns);
        if (!kpkWins(strong, pos.kingSquare(strong), pawn, weakKing, pos.sideToMove())) return 0;
        const int win = KpkWinBase + KpkWinPerRank * relativeRank(strong, pawn);
        return strong == White ? win : -win;
    }
    // Two knights cannot force mate; bishop and knight can, in the right corner.
    if (!pawns && others == pos.pieces(strong, Knight) && popcount(others) == 2) return 0;
    if (!pawns && popcount(others) == 2 && pos.pieces(strong, Knight) &&
        pos.pieces(strong, Bishop)) {
        const int win = kbnk(lsb(pos.pieces(strong, Bishop)), pos.kingSquare(strong), weakKing);
        return strong == White ? win : -win;
    }
    // Pawns on one rook's file only, alone or with the bishop that does not cover the corner
    // where they queen: the king in that corner, or next to it, cannot be driven out.
    if (pawns && (!(pawns & ~FileA) || !(pawns & ~FileH)) &&
        (!others || (others == pos.pieces(strong, Bishop) && !moreThanOne(others)))) {
        const Square queening = makeSquare(fileOf(lsb(pawns)), strong == White ? 7 : 0);
        const bool covers =
            others && !(others & DarkSquares) == !(squareBB(queening) & DarkSquares);
        if (!covers && (weakKing == queening || (kingAttacks(queening) & squareBB(weakKing))))
            return 0;
    }
    return std::nullopt;
}

} // namespace ferz

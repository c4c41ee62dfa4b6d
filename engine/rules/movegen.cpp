#include "movegen.h"

namespace ferz {

namespace {

// Where generated moves go. ListSink writes moves; CountSink only counts them, which is all
// perft's last ply needs. The generator is written once, against this small interface.
template <GenType T>
struct ListSink {
    Move* out;

    void piece(Square from, Bitboard targets) {
        while (targets) *out++ = Move(from, popLsb(targets));
    }
    void pawns(Bitboard targets, int delta) {
        while (targets) {
            Square to = popLsb(targets);
            *out++ = Move(to - delta, to);
        }
    }
    // Queen promotions count as captures for the search; under-promotions follow the
    // capture/quiet split of the move itself.
    void promotions(Bitboard targets, int delta, bool capture) {
        while (targets) {
            Square to = popLsb(targets);
            Square from = to - delta;
            if constexpr (T != GenType::Quiets) *out++ = Move(from, to, Move::Promotion, Queen);
            if (T == GenType::Legal || (T == GenType::Captures) == capture) {
                *out++ = Move(from, to, Move::Promotion, Rook);
                *out++ = Move(from, to, Move::Promotion, Bishop);
                *out++ = Move(from, to, Move::Promotion, Knight);
            }
        }
    }
    void special(Move m) { *out++ = m; }
};

struct CountSink {
    int count = 0;

    void piece(Square, Bitboard targets) { count += popcount(targets); }
    void pawns(Bitboard targets, int) { count += popcount(targets); }
    void promotions(Bitboard targets, int, bool) { count += 4 * popcount(targets); }
    void special(Move) { ++count; }
};

// Is `s` attacked by `them` with the board occupied by `occupied`? The cheap tests come first.
inline bool attackedBy(const Position& pos, Color them, Square s, Bitboard occupied) {
    if (pawnAttacks(~them, s) & pos.pieces(them, Pawn)) return true;
    if (knightAttacks(s) & pos.pieces(them, Knight)) return true;
    if (kingAttacks(s) & pos.pieces(them, King)) return true;
    Bitboard queens = pos.pieces(them, Queen);
    Bitboard diagonal = pos.pieces(them, Bishop) | queens;
    if (diagonal && (bishopAttacks(s, occupied) & diagonal)) return true;
    Bitboard straight = pos.pieces(them, Rook) | queens;
    return straight && (rookAttacks(s, occupied) & straight);
}

// Pawn moves of the pawns in `pawns`, onto squares in `allowed` (the check mask, narrowed to
// the pin line for a pinned pawn). En passant is generated separately.
template <Color Us, GenType T, class Sink>
void pawnMoves(const Position& pos, Bitboard pawns, Bitboard allowed, Sink& sink) {
    constexpr Direction Up = Us == White ? North : South;
    constexpr Direction UpLeft = Us == White ? NorthWest : SouthEast;
    constexpr Direction UpRight = Us == White ? NorthEast : SouthWest;
    constexpr Bitboard Rank7 = Us == White ? rankBB(6) : rankBB(1);
    constexpr Bitboard Rank3 = Us == White ? rankBB(2) : rankBB(5);

    const Bitboard emptySquares = ~pos.pieces();
    const Bitboard enemies = pos.pieces(~Us) & allowed;
    const Bitboard promoting = pawns & Rank7;
    const Bitboard others = pawns & ~Rank7;

    if constexpr (T != GenType::Captures) {
        Bitboard single = shift<Up>(others) & emptySquares;
        Bitboard twice = shift<Up>(single & Rank3) & emptySquares & allowed;
        sink.pawns(single & allowed, Up);
        sink.pawns(twice, Up + Up);
    }
    if constexpr (T != GenType::Quiets) {
        sink.pawns(shift<UpLeft>(others) & enemies, UpLeft);
        sink.pawns(shift<UpRight>(others) & enemies, UpRight);
    }
    if (promoting) {
        sink.promotions(shift<Up>(promoting) & emptySquares & allowed, Up, false);
        if constexpr (T != GenType::Quiets) {
            sink.promotions(shift<UpLeft>(promoting) & enemies, UpLeft, true);
            sink.promotions(shift<UpRight>(promoting) & enemies, UpRight, true);
        }
    }
}

// Generates every legal move of type T for the side `Us` into `sink`.
//  1. King moves, to squares the enemy does not attack once the king has left its square.
//  2. In double check nothing else can move.
//  3. Every other move must land on the check mask: anywhere when not in check, else on the
//     checker or between it and the king. A pinned piece must also stay on its pin line.
//  4. Castling, when not in check, over empty squares the enemy does not attack.
//  5. En passant, tested by hand: removing two pawns from a rank can uncover a check.
template <Color Us, GenType T, class Sink>
void generateAll(const Position& pos, Sink& sink) {
    constexpr Color Them = ~Us;
    const Square ksq = pos.kingSquare(Us);
    const Bitboard occupied = pos.pieces();
    const Bitboard checkers = pos.checkers();
    const Bitboard targets = T == GenType::Captures ? pos.pieces(Them)
                             : T == GenType::Quiets ? ~occupied
                                                    : ~pos.pieces(Us);

    // Step 1: the king.
    Bitboard kingTargets = kingAttacks(ksq) & targets;
    Bitboard safe = 0;
    const Bitboard withoutKing = occupied ^ squareBB(ksq);
    while (kingTargets) {
        Square to = popLsb(kingTargets);
        if (!attackedBy(pos, Them, to, withoutKing)) safe |= squareBB(to);
    }
    sink.piece(ksq, safe);

    // Step 2: double check.
    if (moreThanOne(checkers)) return;

    // Step 3: the other pieces.
    const Bitboard checkMask = checkers ? betweenBB(ksq, lsb(checkers)) | checkers : ~Bitboard(0);
    const Bitboard mask = targets & checkMask;
    const Bitboard pinned = pos.pinned();

    pawnMoves<Us, T>(pos, pos.pieces(Us, Pawn) & ~pinned, checkMask, sink);
    for (Bitboard b = pos.pieces(Us, Knight) & ~pinned; b;) {
        Square from = popLsb(b);
        sink.piece(from, knightAttacks(from) & mask);
    }
    const Bitboard queens = pos.pieces(Us, Queen);
    for (Bitboard b = (pos.pieces(Us, Bishop) | queens) & ~pinned; b;) {
        Square from = popLsb(b);
        sink.piece(from, bishopAttacks(from, occupied) & mask);
    }
    for (Bitboard b = (pos.pieces(Us, Rook) | queens) & ~pinned; b;) {
        Square from = popLsb(b);
        sink.piece(from, rookAttacks(from, occupied) & mask);
    }
    // Pinned pieces: never in check (a pinned piece cannot resolve a check), and never knights.
    if (pinned && !checkers) {
        for (Bitboard b = pinned; b;) {
            Square from = popLsb(b);
            Bitboard line = lineBB(ksq, from);
            switch (typeOf(pos.pieceOn(from))) {
            case Pawn: pawnMoves<Us, T>(pos, squareBB(from), line, sink); break;
            case Bishop: sink.piece(from, bishopAttacks(from, occupied) & mask & line); break;
            case Rook: sink.piece(from, rookAttacks(from, occupied) & mask & line); break;
            case Queen: sink.piece(from, queenAttacks(from, occupied) & mask & line); break;
            default: break;
            }
        }
    }

    // Step 4: castling, with any king and rook files (Chess960). The squares both cross must
    // be empty but for the two of them, and no square the king crosses or lands on attacked.
    // The rook is taken off the board for that test: in Chess960 it may stand between an
    // enemy rook or queen on the back rank and the king's new square (the king on c1, its
    // rook on b1, an enemy queen on a1).
    if constexpr (T != GenType::Captures) {
        constexpr CastlingRights Rights[2] = {castlingRight(Us, true), castlingRight(Us, false)};
        const CastlingRights rights = pos.castlingRights();
        if (!checkers && (rights & castlingRightsOf(Us))) {
            for (const CastlingRights right : Rights) {
                if (!(rights & right) || (pos.castlingPath(right) & occupied)) continue;
                const Bitboard withoutRook = occupied ^ squareBB(pos.castlingRookSquare(right));
                bool safe = true;
                for (Bitboard path = pos.castlingKingPath(right); path && safe;)
                    safe = !attackedBy(pos, Them, popLsb(path), withoutRook);
                if (safe)
                    sink.special(
                        Move(ksq, castlingKingTarget(Us, right == Rights[0]), Move::Castling));
            }
        }
    }

    // Step 5: en passant.
    if constexpr (T != GenType::Quiets) {
        const Square ep = pos.epSquare();
        if (ep != NoSquare) {
            for (Bitboard b = pawnAttacks(Them, ep) & pos.pieces(Us, Pawn); b;) {
                Square from = popLsb(b);
                if (pos.enPassantIsSafe(from, ep)) sink.special(Move(from, ep, Move::EnPassant));
            }
        }
    }
}

template <GenType T, class Sink>
void generateFor(const Position& pos, Sink& sink) {
    if (pos.sideToMove() == White)
        generateAll<White, T>(pos, sink);
    else
        generateAll<Black, T>(pos, sink);
}

} // namespace

template <GenType T>
Move* generate(const Position& pos, Move* out) {
    ListSink<T> sink{out};
    generateFor<T>(pos, sink);
    return sink.out;
}

template Move* generate<GenType::Captures>(const Position&, Move*);
template Move* generate<GenType::Quiets>(const Position&, Move*);
template Move* generate<GenType::Legal>(const Position&, Move*);

int countLegalMoves(const Position& pos) {
    CountSink sink;
    generateFor<GenType::Legal>(pos, sink);
    return sink.count;
}

} // namespace ferz

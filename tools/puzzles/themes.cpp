// The themes (themes.h). Each test looks at the positions along the line: `before[i]` is the
// position in which move i is played.
#include "themes.h"

#include "movegen.h"

#include <algorithm>

namespace ferz::puzzles {

namespace {

constexpr int Values[7] = {100, 300, 300, 500, 900, 0, 0};

bool isSlider(PieceType pt) {
    return pt == Bishop || pt == Rook || pt == Queen;
}

// What the piece on `s` attacks over the board as it stands.
Bitboard attacksOf(const Position& pos, Square s) {
    const Piece p = pos.pieceOn(s);
    if (p == NoPiece) return 0;
    return typeOf(p) == Pawn ? pawnAttacks(colorOf(p), s) : attacksFrom(typeOf(p), s, pos.pieces());
}

bool defended(const Position& pos, Square s) {
    const Piece p = pos.pieceOn(s);
    return p != NoPiece && (pos.attackersTo(s) & pos.pieces(colorOf(p))) != 0;
}

// A target worth attacking with the piece on `from`: the king, a piece worth more, or one
// without a defender.
bool valuableTarget(const Position& pos, Square from, Square target) {
    const PieceType attacker = typeOf(pos.pieceOn(from));
    const PieceType pt = typeOf(pos.pieceOn(target));
    return pt == King || Values[pt] > Values[attacker] || (pt != Pawn && !defended(pos, target));
}

// Pieces of `side` (other than the king) pinned to their own king by an enemy slider.
Bitboard pinnedPieces(const Position& pos, Color side) {
    const Square king = pos.kingSquare(side);
    Bitboard pinned = 0;
    const Bitboard snipers =
        (rookAttacks(king, 0) & pos.pieces(~side, Rook)) |
        (rookAttacks(king, 0) & pos.pieces(~side, Queen)) |
        (bishopAttacks(king, 0) & (pos.pieces(~side, Bishop) | pos.pieces(~side, Queen)));
    for (Bitboard b = snipers; b;) {
        const Square s = popLsb(b);
        const Bitboard between = betweenBB(king, s) & pos.pieces();
        if (between && !moreThanOne(between) && (between & pos.pieces(side))) pinned |= between;
    }
    return pinned;
}

struct Line {
    std::vector<Position> before; // before[i]: the position move i is played in
    Position end;
};

Line positions(const Puzzle& p) {
    Line l;
    Position pos = p.position;
    for (Move m : p.moves) {
        l.before.push_back(pos);
        StateInfo st;
        pos.makeMove(m, st);
    }
    l.end = pos;
    return l;
}

// The solver's moves: 1, 3, 5, … of the line.
template <class F>
bool anySolverMove(const Puzzle& p, const Line& l, F test) {
    for (std::size_t i = 1; i < p.moves.size(); i += 2)
        if (test(i, l.before[i], p.moves[i])) return true;
    return false;
}

// Whether a later solver move takes one of `targets` (the pieces attacked after move i), where
// it stood or where the opponent's reply just before moved it.
bool forkWins(const Puzzle& p, const Line& l, std::size_t i, Bitboard targets) {
    for (std::size_t j = i + 2; j < p.moves.size(); j += 2) {
        const Move m = p.moves[j];
        if (!l.before[j].isCapture(m)) continue;
        // The target taken where it stood, or where the reply moved it.
        const Move reply = p.moves[j - 1];
        if ((targets & squareBB(m.to())) ||
            ((targets & squareBB(reply.from())) && reply.to() == m.to()))
            return true;
    }
    return false;
}

bool isFork(const Puzzle& p, const Line& l) {
    return anySolverMove(p, l, [&](std::size_t i, const Position& pos, Move m) {
        Position after = pos;
        StateInfo st;
        after.makeMove(m, st);
        const Square at = m.to();
        Bitboard targets = 0;
        for (Bitboard b = attacksOf(after, at) & after.pieces(~pos.sideToMove()); b;) {
            const Square s = popLsb(b);
            if (valuableTarget(after, at, s)) targets |= squareBB(s);
        }
        return moreThanOne(targets) && forkWins(p, l, i, targets & ~after.pieces(King));
    });
}

// A solver's capture takes a piece that is pinned to its king where it stands.
bool isPin(const Puzzle& p, const Line& l) {
    return anySolverMove(p, l, [&](std::size_t, const Position& pos, Move m) {
        if (!pos.isCapture(m) || m.kind() == Move::EnPassant) return false;
        const Color them = ~pos.sideToMove();
        const Piece taken = pos.pieceOn(m.to());
        return typeOf(taken) != Pawn && (pinnedPieces(pos, them) & squareBB(m.to())) != 0;
    });
}

// A solver's slider attacks a king or a queen along a line with a piece behind it; the king or
// queen steps aside, and the slider takes the piece behind.
bool isSkewer(const Puzzle& p, const Line& l) {
    return anySolverMove(p, l, [&](std::size_t i, const Position& pos, Move m) {
        if (i + 2 >= p.moves.size()) return false;
        Position after = pos;
        StateInfo st;
        after.makeMove(m, st);
        const Square at = m.to();
        const PieceType mover = typeOf(after.pieceOn(at));
        if (!isSlider(mover)) return false;
        const Color them = ~pos.sideToMove();
        const Move reply = p.moves[i + 1], next = p.moves[i + 2];
        if (next.from() != at || !l.before[i + 2].isCapture(next)) return false;
        const Piece front = after.pieceOn(reply.from());
        if (front == NoPiece || colorOf(front) != them) return false;
        if (!(typeOf(front) == King || Values[typeOf(front)] > Values[mover] ||
              typeOf(front) == Queen))
            return false;
        if (!(attacksOf(after, at) & squareBB(reply.from()))) return false;
        // The piece behind: on the line from the slider through the front piece, beyond it.
        const Square behind = next.to();
        const Piece back = after.pieceOn(behind);
        return back != NoPiece && colorOf(back) == them && typeOf(back) != Pawn &&
               aligned(at, reply.from(), behind) &&
               (betweenBB(at, behind) & squareBB(reply.from())) != 0 &&
               !(betweenBB(reply.from(), behind) & after.pieces());
    });
}

// A solver's move uncovers a slider of its own onto the king (a discovered check) or onto a
// piece the line then takes with that slider.
bool isDiscovered(const Puzzle& p, const Line& l) {
    return anySolverMove(p, l, [&](std::size_t i, const Position& pos, Move m) {
        const Color us = pos.sideToMove(), them = ~us;
        Position after = pos;
        StateInfo st;
        after.makeMove(m, st);
        for (Bitboard sliders = after.pieces(us) & ~after.pieces(us, Pawn) &
                                ~after.pieces(us, Knight) & ~after.pieces(us, King) &
                                ~squareBB(m.to());
             sliders;) {
            const Square s = popLsb(sliders);
            const Bitboard before = attacksOf(pos, s), now = attacksOf(after, s);
            for (Bitboard b = now & ~before & after.pieces(them); b;) {
                const Square t = popLsb(b);
                if (!(betweenBB(s, t) & squareBB(m.from()))) continue;
                const PieceType pt = typeOf(after.pieceOn(t));
                if (pt == King) return true;
                for (std::size_t j = i + 2; j < p.moves.size(); j += 2)
                    if (p.moves[j].from() == s && p.moves[j].to() == t) return pt != Pawn;
            }
        }
        return false;
    });
}

// Mate on the back rank: the king on its first rank, checked along it by a rook or a queen,
// its own men in front of it.
bool isBackRankMate(const Position& end) {
    if (!end.inCheck() || countLegalMoves(end) != 0) return false;
    const Color side = end.sideToMove();
    const Square king = end.kingSquare(side);
    if (relativeRank(side, king) != 0) return false;
    const Bitboard checkers = end.checkers();
    if (moreThanOne(checkers)) return false;
    const Square checker = lsb(checkers);
    const PieceType pt = typeOf(end.pieceOn(checker));
    if ((pt != Rook && pt != Queen) || rankOf(checker) != rankOf(king)) return false;
    const int forwardRank = side == White ? rankOf(king) + 1 : rankOf(king) - 1;
    const Bitboard forward = kingAttacks(king) & (Bitboard(0xFF) << (8 * forwardRank));
    return forward && (forward & end.pieces(side)) == forward;
}

bool isHangingPiece(const Puzzle& p, const Line& l, const MoveReview& blunder) {
    const Position& pos = l.before[1];
    const Move m = p.moves[1];
    if (!pos.isCapture(m) || m.kind() == Move::EnPassant) return false;
    const PieceType taken = typeOf(pos.pieceOn(m.to()));
    if (taken == Pawn) return false;
    Position after = pos;
    StateInfo st;
    after.makeMove(m, st);
    const bool undefended = (after.attackersTo(m.to()) & after.pieces(~pos.sideToMove())) == 0;
    const Explanation& e = blunder.explanation;
    const bool reviewSays =
        blunder.judgement != Judgement::None &&
        ((e.reason == Reason::HangsPiece && m.to() == p.moves[0].to()) ||
         (e.reason == Reason::LeavesPiece && !e.defended && m.to() == e.square));
    return undefended || reviewSays;
}

} // namespace

int pieceValue(PieceType pt) {
    return Values[pt];
}

int materialBalance(const Position& pos, Color side) {
    int sum = 0;
    for (PieceType pt : {Pawn, Knight, Bishop, Rook, Queen})
        sum += Values[pt] * (popcount(pos.pieces(side, pt)) - popcount(pos.pieces(~side, pt)));
    return sum;
}

int officers(const Position& pos) {
    return popcount(pos.pieces() & ~pos.pieces(Pawn) & ~pos.pieces(King));
}

std::vector<PuzzleTheme> themesOf(const Puzzle& puzzle, const MoveReview& blunder) {
    std::vector<PuzzleTheme> themes;
    if (puzzle.moves.size() < 2) return themes;
    const Line l = positions(puzzle);
    const int solverMoves = int(puzzle.moves.size() / 2);
    const bool mate = l.end.inCheck() && countLegalMoves(l.end) == 0;
    if (mate && solverMoves <= 5)
        themes.push_back(PuzzleTheme(int(PuzzleTheme::MateIn1) + solverMoves - 1));
    if (isHangingPiece(puzzle, l, blunder)) themes.push_back(PuzzleTheme::HangingPiece);
    if (isFork(puzzle, l) ||
        (blunder.judgement != Judgement::None && blunder.explanation.reason == Reason::AllowsFork &&
         puzzle.moves.size() > 2))
        themes.push_back(PuzzleTheme::Fork);
    if (isPin(puzzle, l)) themes.push_back(PuzzleTheme::Pin);
    if (isSkewer(puzzle, l)) themes.push_back(PuzzleTheme::Skewer);
    if (isDiscovered(puzzle, l)) themes.push_back(PuzzleTheme::DiscoveredAttack);
    if (anySolverMove(puzzle, l,
                      [](std::size_t, const Position&, Move m) { return m.isPromotion(); }))
        themes.push_back(PuzzleTheme::Promotion);
    if (mate && isBackRankMate(l.end)) themes.push_back(PuzzleTheme::BackRank);
    if (officers(l.before[1]) <= 4) themes.push_back(PuzzleTheme::Endgame);
    return themes;
}

} // namespace ferz::puzzles

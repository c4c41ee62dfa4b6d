#include "eval.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace ferz {

namespace {

// A middlegame and an endgame value, added and scaled together.
struct Score {
    int mg = 0, eg = 0;
    constexpr Score() = default;
    constexpr Score(int m, int e) : mg(m), eg(e) {}
    constexpr Score operator+(Score o) const { return {mg + o.mg, eg + o.eg}; }
    constexpr Score operator-(Score o) const { return {mg - o.mg, eg - o.eg}; }
    constexpr Score operator*(int k) const { return {mg * k, eg * k}; }
    constexpr Score& operator+=(Score o) { return *this = *this + o; }
    constexpr Score& operator-=(Score o) { return *this = *this - o; }
};

// Every weight of the evaluation, in one place, so a tuner can find them.
struct EvalParams {
    Score pieceValue[6] = {{90, 115}, {330, 300}, {345, 315}, {470, 540}, {980, 990}, {0, 0}};

    // Piece-square tables are built from a few shape weights (see makePsqt).
    int knightCentre[2] = {6, 5};
    int bishopCentre[2] = {3, 4};
    int queenCentre[2] = {1, 4};
    int kingCentreEg = 7;
    int pawnAdvanceEg = 6;
    int pawnCentreMg = 8;
    int rookSeventh[2] = {18, 20};

    // Mobility: per square reachable beyond a typical count (safe from enemy pawns).
    Score mobility[6] = {{0, 0}, {4, 4}, {5, 5}, {2, 4}, {1, 2}, {0, 0}};
    int mobilityTypical[6] = {0, 4, 6, 6, 12, 0};

    Score isolated = {-10, -14};
    Score doubled = {-10, -22};
    Score backward = {-7, -9};
    Score passed[8] = {{0, 0}, {4, 10}, {8, 16}, {16, 30}, {32, 55}, {60, 95}, {95, 145}, {0, 0}};
    int passedKingDistanceEg = 5; // per square the enemy king is further from the stop square
    Score passedFreePath = {4, 20};

    Score bishopPair = {30, 55};
    Score rookOpenFile = {28, 10};
    Score rookSemiOpenFile = {12, 8};

    int shieldMissing = -14; // middlegame, per missing pawn of the king's shelter
    int kingOpenFile = -18;  // middlegame, per open file next to a king
    int attackWeight[6] = {0, 2, 2, 3, 5, 0};
    int attackDivisor = 2; // king danger: units^2 / divisor
    int attackMax = 600;

    int tempo = 15;
};
constexpr EvalParams Params;

constexpr int PhaseWeight[6] = {0, 1, 1, 2, 4, 0};
constexpr int MaxPhase = 24;

// 0 in a corner, 6 in the centre.
constexpr int centrality(int file, int rank) {
    const int df = file < 4 ? 3 - file : file - 4;
    const int dr = rank < 4 ? 3 - rank : rank - 4;
    return 6 - (df + dr);
}

// Piece-square values for White (Black's are mirrored), material not included.
struct Psqt {
    Score table[6][64];
};

constexpr Psqt makePsqt() {
    Psqt p{};
    const EvalParams& e = Params;
    for (int s = 0; s < 64; ++s) {
        const int f = s & 7, r = s >> 3, c = centrality(f, r);
        const bool centreFile = f == 3 || f == 4;
        p.table[Pawn][s] = {centreFile && r >= 2 && r <= 4 ? e.pawnCentreMg : 0,
                            e.pawnAdvanceEg * (r - 1)};
        p.table[Knight][s] = {e.knightCentre[0] * (c - 3), e.knightCentre[1] * (c - 3)};
        p.table[Bishop][s] = {e.bishopCentre[0] * (c - 3), e.bishopCentre[1] * (c - 3)};
        p.table[Rook][s] = {r == 6 ? e.rookSeventh[0] : (centreFile ? 4 : 0),
                            r == 6 ? e.rookSeventh[1] : 0};
        p.table[Queen][s] = {e.queenCentre[0] * (c - 3), e.queenCentre[1] * (c - 3)};
        // The king hides on the back rank near a corner in the middlegame, and walks to the
        // centre in the endgame.
        constexpr int backRank[8] = {12, 20, 6, -8, -8, 4, 22, 14};
        p.table[King][s] = {r == 0 ? backRank[f] : -12 - 18 * r, e.kingCentreEg * (c - 3)};
    }
    return p;
}
constexpr Psqt Tables = makePsqt();

constexpr Bitboard adjacentFiles(int file) {
    return (file > 0 ? fileBB(file - 1) : 0) | (file < 7 ? fileBB(file + 1) : 0);
}

// Squares in front of a square for colour C, on its file and both neighbours: a pawn there is
// passed when no enemy pawn stands in this span.
template <Color C>
constexpr Bitboard forwardRanks(Square s) {
    return C == White ? (rankOf(s) == 7 ? 0 : ~Bitboard(0) << (8 * (rankOf(s) + 1)))
                      : (rankOf(s) == 0 ? 0 : ~Bitboard(0) >> (8 * (8 - rankOf(s))));
}
template <Color C>
constexpr Bitboard passedSpan(Square s) {
    return forwardRanks<C>(s) & (fileBB(fileOf(s)) | adjacentFiles(fileOf(s)));
}

int squareDistance(Square a, Square b) {
    return std::max(std::abs(fileOf(a) - fileOf(b)), std::abs(rankOf(a) - rankOf(b)));
}

struct Evaluator {
    const Position& pos;
    EvalTrace& trace;
    Bitboard pawnAttacks[2] = {};
    Bitboard kingZone[2] = {};
    int attackUnits[2] = {};   // against the other side's king
    int attackerCount[2] = {}; // pieces of this side that hit the other king's zone

    Evaluator(const Position& p, EvalTrace& t) : pos(p), trace(t) {
        pawnAttacks[White] = pawnAttacksBB<White>(pos.pieces(White, Pawn));
        pawnAttacks[Black] = pawnAttacksBB<Black>(pos.pieces(Black, Pawn));
        for (Color c : {White, Black}) {
            const Square k = pos.kingSquare(c);
            const Bitboard around = kingAttacks(k) | squareBB(k);
            kingZone[c] = around | (c == White ? shift<North>(around) : shift<South>(around));
        }
    }

    static void add(EvalTrace::Term& t, Score s, Color c) {
        t.mg += c == White ? s.mg : -s.mg;
        t.eg += c == White ? s.eg : -s.eg;
    }

    template <Color Us>
    void pieces() {
        constexpr Color Them = ~Us;
        const Bitboard occupied = pos.pieces();
        const Bitboard safe = ~pos.pieces(Us) & ~pawnAttacks[Them];
        const Bitboard ourPawns = pos.pieces(Us, Pawn), theirPawns = pos.pieces(Them, Pawn);
        Score material, placement, mobility, extra;

        for (int pt = Pawn; pt <= King; ++pt) {
            for (Bitboard b = pos.pieces(Us, PieceType(pt)); b;) {
                const Square s = popLsb(b);
                const Square rel = Us == White ? s : Square(s ^ 56);
                material += Params.pieceValue[pt];
                placement += Tables.table[pt][rel];
                if (pt == Pawn || pt == King) continue;

                const Bitboard attacks = attacksFrom(PieceType(pt), s, occupied);
                mobility +=
                    Params.mobility[pt] * (popcount(attacks & safe) - Params.mobilityTypical[pt]);
                if (const Bitboard hits = attacks & kingZone[Them]) {
                    attackUnits[Us] += Params.attackWeight[pt] * popcount(hits);
                    ++attackerCount[Us];
                }
                if (pt == Rook) {
                    const Bitboard file = fileBB(fileOf(s));
                    if (!(file & (ourPawns | theirPawns)))
                        extra += Params.rookOpenFile;
                    else if (!(file & ourPawns))
                        extra += Params.rookSemiOpenFile;
                }
            }
        }
        const Bitboard bishops = pos.pieces(Us, Bishop);
        if ((bishops & DarkSquares) && (bishops & ~DarkSquares)) extra += Params.bishopPair;

        add(trace.material, material, Us);
        add(trace.placement, placement, Us);
        add(trace.mobility, mobility, Us);
        add(trace.pieces, extra, Us);
    }

    template <Color Us>
    void pawns() {
        constexpr Color Them = ~Us;
        constexpr int Up = Us == White ? 8 : -8;
        const Bitboard ours = pos.pieces(Us, Pawn), theirs = pos.pieces(Them, Pawn);
        Score structure, passed;

        for (Bitboard b = ours; b;) {
            const Square s = popLsb(b);
            const int file = fileOf(s);
            const Bitboard neighbours = ours & adjacentFiles(file);

            if (!neighbours)
                structure += Params.isolated;
            else if (!(neighbours & ~forwardRanks<Us>(s)) && (pawnAttacks[Them] & squareBB(s + Up)))
                structure += Params.backward; // no neighbour level or behind, stop square hit
            if (forwardRanks<Us>(s) & fileBB(file) & ours) structure += Params.doubled;

            if (!(passedSpan<Us>(s) & theirs) && !(forwardRanks<Us>(s) & fileBB(file) & ours)) {
                const int r = relativeRank(Us, s);
                passed += Params.passed[r];
                const Square stop = s + Up;
                const int distance = squareDistance(stop, pos.kingSquare(Them)) -
                                     squareDistance(stop, pos.kingSquare(Us));
                passed += Score(0, Params.passedKingDistanceEg * distance * r / 4);
                if (!(forwardRanks<Us>(s) & fileBB(file) & pos.pieces()))
                    passed += Params.passedFreePath * (r - 1);
            }
        }
        add(trace.pawns, structure, Us);
        add(trace.passed, passed, Us);
    }

    // The king's shelter (own pawns in front of it) and the danger from enemy pieces that hit
    // the squares around it; danger grows with the square of the attack, as attacks combine.
    template <Color Us>
    void king() {
        constexpr Color Them = ~Us;
        const Square k = pos.kingSquare(Us);
        const int file = std::clamp(fileOf(k), 1, 6);
        const Bitboard ours = pos.pieces(Us, Pawn), all = pos.pieces(Pawn);
        int mg = 0;
        if (relativeRank(Us, k) <= 1) {
            const Bitboard front = forwardRanks<Us>(k) & ~forwardRanks<Us>(k + 2 * pawnPush(Us));
            for (int f = file - 1; f <= file + 1; ++f) {
                if (!(ours & fileBB(f) & front)) mg += Params.shieldMissing;
                if (!(all & fileBB(f))) mg += Params.kingOpenFile;
            }
        }
        if (attackerCount[Them] >= 2 && pos.pieces(Them, Queen))
            mg -= std::min(Params.attackMax,
                           attackUnits[Them] * attackUnits[Them] / Params.attackDivisor);
        add(trace.kingSafety, Score(mg, 0), Us);
    }
};

} // namespace

EvalTrace traceEvaluation(const Position& pos) {
    EvalTrace t;
    Evaluator e(pos, t);
    e.pieces<White>();
    e.pieces<Black>();
    e.pawns<White>();
    e.pawns<Black>();
    e.king<White>();
    e.king<Black>();

    for (int pt = Knight; pt <= Queen; ++pt)
        t.phase += PhaseWeight[pt] * popcount(pos.pieces(PieceType(pt)));
    t.phase = std::min(t.phase, MaxPhase);

    int mg = 0, eg = 0;
    for (const EvalTrace::Term* term :
         {&t.material, &t.placement, &t.mobility, &t.pawns, &t.passed, &t.kingSafety, &t.pieces}) {
        mg += term->mg;
        eg += term->eg;
    }

    // A side without pawns needs more than a minor piece's worth of extra material to win.
    const int strong = eg > 0 ? White : Black;
    if (!pos.pieces(Color(strong), Pawn)) {
        int npm[2] = {};
        for (Color c : {White, Black})
            for (int pt = Knight; pt <= Queen; ++pt)
                npm[c] += Params.pieceValue[pt].eg * popcount(pos.pieces(c, PieceType(pt)));
        if (npm[strong] - npm[1 - strong] <= Params.pieceValue[Bishop].eg) eg /= 8;
    }

    const int tempo = pos.sideToMove() == White ? Params.tempo : -Params.tempo;
    t.total = (mg * t.phase + eg * (MaxPhase - t.phase)) / MaxPhase + tempo;
    return t;
}

int evaluate(const Position& pos) {
    const int white = traceEvaluation(pos).total;
    return pos.sideToMove() == White ? white : -white;
}

} // namespace ferz

#include "eval.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace ferz {

namespace {

constexpr int PhaseWeight[6] = {0, 1, 1, 2, 4, 0};
constexpr int MaxPhase = 24;

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
    const EvalParams& params;
    const EvalWeights& weights;
    EvalTrace& trace;
    Bitboard pawnAttacks[2] = {};
    Bitboard kingZone[2] = {};
    int attackUnits[2] = {};   // against the other side's king
    int attackerCount[2] = {}; // pieces of this side that hit the other king's zone

    Evaluator(const Position& p, const EvalWeights& w, EvalTrace& t)
        : pos(p), params(w.params), weights(w), trace(t) {
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
                material += params.pieceValue[pt];
                placement += weights.psqt[pt][rel];
                if (pt == Pawn || pt == King) continue;

                const Bitboard attacks = attacksFrom(PieceType(pt), s, occupied);
                mobility +=
                    params.mobility[pt] * (popcount(attacks & safe) - params.mobilityTypical[pt]);
                if (const Bitboard hits = attacks & kingZone[Them]) {
                    attackUnits[Us] += params.attackWeight[pt] * popcount(hits);
                    ++attackerCount[Us];
                }
                if (pt == Rook) {
                    const Bitboard file = fileBB(fileOf(s));
                    if (!(file & (ourPawns | theirPawns)))
                        extra += params.rookOpenFile;
                    else if (!(file & ourPawns))
                        extra += params.rookSemiOpenFile;
                }
            }
        }
        const Bitboard bishops = pos.pieces(Us, Bishop);
        if ((bishops & DarkSquares) && (bishops & ~DarkSquares)) extra += params.bishopPair;

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
                structure += params.isolated;
            else if (!(neighbours & ~forwardRanks<Us>(s)) && (pawnAttacks[Them] & squareBB(s + Up)))
                structure += params.backward; // no neighbour level or behind, stop square hit
            if (forwardRanks<Us>(s) & fileBB(file) & ours) structure += params.doubled;

            if (!(passedSpan<Us>(s) & theirs) && !(forwardRanks<Us>(s) & fileBB(file) & ours)) {
                const int r = relativeRank(Us, s);
                passed += params.passed[r];
                const Square stop = s + Up;
                const int distance = squareDistance(stop, pos.kingSquare(Them)) -
                                     squareDistance(stop, pos.kingSquare(Us));
                passed += Score(0, params.passedKingDistanceEg * distance * r / 4);
                if (!(forwardRanks<Us>(s) & fileBB(file) & pos.pieces()))
                    passed += params.passedFreePath * (r - 1);
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
                if (!(ours & fileBB(f) & front)) mg += params.shieldMissing;
                if (!(all & fileBB(f))) mg += params.kingOpenFile;
            }
        }
        if (attackerCount[Them] >= 2 && pos.pieces(Them, Queen))
            mg -= std::min(params.attackMax,
                           attackUnits[Them] * attackUnits[Them] / params.attackDivisor);
        add(trace.kingSafety, Score(mg, 0), Us);
    }
};

} // namespace

EvalTrace traceEvaluation(const Position& pos) {
    return traceEvaluation(pos, DefaultWeights);
}

EvalTrace traceEvaluation(const Position& pos, const EvalWeights& weights) {
    const EvalParams& params = weights.params;
    EvalTrace t;
    Evaluator e(pos, weights, t);
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
                npm[c] += params.pieceValue[pt].eg * popcount(pos.pieces(c, PieceType(pt)));
        if (npm[strong] - npm[1 - strong] <= params.pieceValue[Bishop].eg) eg /= 8;
    }

    const int tempo = pos.sideToMove() == White ? params.tempo : -params.tempo;
    t.total = (mg * t.phase + eg * (MaxPhase - t.phase)) / MaxPhase + tempo;
    return t;
}

int evaluate(const Position& pos, const EvalWeights& weights) {
    const int white = traceEvaluation(pos, weights).total;
    return pos.sideToMove() == White ? white : -white;
}

int evaluate(const Position& pos) {
    return evaluate(pos, DefaultWeights);
}

std::vector<std::pair<std::string, int*>> tunableWeights(EvalParams& p) {
    std::vector<std::pair<std::string, int*>> w;
    const auto add = [&w](const std::string& name, int* value) { w.emplace_back(name, value); };
    const auto score = [&add](const std::string& name, Score& s) {
        add(name + ".mg", &s.mg);
        add(name + ".eg", &s.eg);
    };
    static const char* const pieces[] = {"pawn", "knight", "bishop", "rook", "queen"};
    for (int pt = Pawn; pt <= Queen; ++pt)
        score(std::string("pieceValue.") + pieces[pt], p.pieceValue[pt]);
    for (int i = 0; i < 2; ++i) {
        const std::string phase = i ? ".eg" : ".mg";
        add("knightCentre" + phase, &p.knightCentre[i]);
        add("bishopCentre" + phase, &p.bishopCentre[i]);
        add("queenCentre" + phase, &p.queenCentre[i]);
        add("rookSeventh" + phase, &p.rookSeventh[i]);
        add("kingAdvanceMg" + std::to_string(i), &p.kingAdvanceMg[i]);
    }
    add("kingCentreEg", &p.kingCentreEg);
    add("pawnAdvanceEg", &p.pawnAdvanceEg);
    add("pawnCentreMg", &p.pawnCentreMg);
    add("rookCentreFileMg", &p.rookCentreFileMg);
    for (int f = 0; f < 8; ++f) add("kingBackRank" + std::to_string(f), &p.kingBackRank[f]);
    for (int pt = Knight; pt <= Queen; ++pt) {
        score(std::string("mobility.") + pieces[pt], p.mobility[pt]);
    }
    score("isolated", p.isolated);
    score("doubled", p.doubled);
    score("backward", p.backward);
    for (int r = 1; r <= 6; ++r) score("passed" + std::to_string(r), p.passed[r]);
    add("passedKingDistanceEg", &p.passedKingDistanceEg);
    score("passedFreePath", p.passedFreePath);
    score("bishopPair", p.bishopPair);
    score("rookOpenFile", p.rookOpenFile);
    score("rookSemiOpenFile", p.rookSemiOpenFile);
    add("shieldMissing", &p.shieldMissing);
    add("kingOpenFile", &p.kingOpenFile);
    for (int pt = Knight; pt <= Queen; ++pt)
        add(std::string("attackWeight.") + pieces[pt], &p.attackWeight[pt]);
    add("tempo", &p.tempo);
    return w;
}

} // namespace ferz

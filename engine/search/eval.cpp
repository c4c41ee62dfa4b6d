#include "eval.h"

#include "endgame.h"
#include "evalparams.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>

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
// The squares from which enemy pawns could one day attack a piece on s.
template <Color C>
constexpr Bitboard pawnAttackSpan(Square s) {
    return forwardRanks<C>(s) & adjacentFiles(fileOf(s));
}

constexpr Bitboard CenterFiles = fileBB(2) | fileBB(3) | fileBB(4) | fileBB(5);
constexpr Bitboard QueenSide = fileBB(0) | fileBB(1) | fileBB(2) | fileBB(3);
constexpr Bitboard KingSide = ~QueenSide;
constexpr Bitboard Center = (fileBB(3) | fileBB(4)) & (rankBB(3) | rankBB(4));
// The files around a king on each file: its flank.
constexpr Bitboard KingFlank[8] = {
    QueenSide ^ fileBB(3), QueenSide, QueenSide, CenterFiles,
    CenterFiles,           KingSide,  KingSide,  KingSide ^ fileBB(4)};

// The squares at each distance (in king steps) from each square.
constexpr auto DistanceRings = [] {
    std::array<std::array<Bitboard, 8>, 64> rings{};
    for (int a = 0; a < 64; ++a)
        for (int b = 0; b < 64; ++b)
            rings[std::size_t(a)][std::size_t(squareDistance(Square(a), Square(b)))] |=
                squareBB(Square(b));
    return rings;
}();

struct Evaluator {
    const Position& pos;
    const EvalParams& params;
    EvalTrace& trace;
    Bitboard kingZone[2] = {};
    Bitboard attackedBy[2][6] = {}; // by piece type
    Bitboard attacked[2] = {};      // by anything
    Bitboard attacked2[2] = {};     // by two or more
    int attackUnits[2] = {};        // against the other side's king
    int attackerCount[2] = {};      // pieces of this side that hit the other king's zone

    Evaluator(const Position& p, const EvalParams& w, EvalTrace& t) : pos(p), params(w), trace(t) {
        for (Color c : {White, Black}) {
            const Square k = pos.kingSquare(c);
            const Bitboard around = kingAttacks(k) | squareBB(k);
            kingZone[c] = around | (c == White ? shift<North>(around) : shift<South>(around));
            attackedBy[c][Pawn] = c == White ? pawnAttacksBB<White>(pos.pieces(White, Pawn))
                                             : pawnAttacksBB<Black>(pos.pieces(Black, Pawn));
            attackedBy[c][King] = kingAttacks(k);
            attacked[c] = attackedBy[c][Pawn] | kingAttacks(k);
            attacked2[c] = attackedBy[c][Pawn] & kingAttacks(k);
        }
    }

    bool hasPieces(Color c) const {
        return pos.pieces(c) != (pos.pieces(c, Pawn) | pos.pieces(c, King));
    }

    static void add(EvalTrace::Term& t, Score s, Color c) {
        t.mg += c == White ? s.mg : -s.mg;
        t.eg += c == White ? s.eg : -s.eg;
    }

    template <Color Us>
    void pieces() {
        constexpr Color Them = ~Us;
        constexpr Direction Up = Us == White ? North : South;
        const Bitboard occupied = pos.pieces();
        const Bitboard safe = ~pos.pieces(Us) & ~attackedBy[Them][Pawn];
        const Bitboard ourPawns = pos.pieces(Us, Pawn), theirPawns = pos.pieces(Them, Pawn);
        Score material, placement, mobility, extra;

        for (int pt = Pawn; pt <= King; ++pt) {
            for (Bitboard b = pos.pieces(Us, PieceType(pt)); b;) {
                const Square s = popLsb(b);
                const Square rel = Us == White ? s : Square(s ^ 56);
                material += params.pieceValue[pt];
                placement += params.psqt[pt][rel];
                if (pt == Pawn || pt == King) continue;

                const Bitboard attacks = attacksFrom(PieceType(pt), s, occupied);
                attackedBy[Us][pt] |= attacks;
                attacked2[Us] |= attacked[Us] & attacks;
                attacked[Us] |= attacks;
                const int reach = popcount(attacks & safe);
                mobility += params.mobility[pt - Knight][reach];
                if (const Bitboard hits = attacks & kingZone[Them]) {
                    attackUnits[Us] += params.attackWeight[pt] * popcount(hits);
                    ++attackerCount[Us];
                }
                if (pt == Knight || pt == Bishop) {
                    if ((attackedBy[Us][Pawn] & squareBB(s)) &&
                        !(pawnAttackSpan<Us>(s) & theirPawns))
                        extra += params.outpost[pt - Knight];
                    if (pos.pieces(Pawn) & shift<Up>(squareBB(s))) // off the board: none
                        extra += params.minorBehindPawn;
                    extra +=
                        params.kingProtector[pt - Knight] * squareDistance(s, pos.kingSquare(Us));
                }
                if (pt == Bishop) {
                    extra += params.bishopPawns *
                             popcount(ourPawns &
                                      (squareBB(s) & DarkSquares ? DarkSquares : ~DarkSquares));
                    extra += params.bishopXrayPawns * popcount(bishopAttacks(s, 0) & theirPawns);
                    if (moreThanOne(bishopAttacks(s, pos.pieces(Pawn)) & Center))
                        extra += params.longDiagonalBishop;
                }
                if (pt == Rook) {
                    const Bitboard file = fileBB(fileOf(s));
                    if (!(file & (ourPawns | theirPawns)))
                        extra += params.rookOpenFile;
                    else if (!(file & ourPawns))
                        extra += params.rookSemiOpenFile;
                    if (file & pos.pieces(Queen)) extra += params.rookOnQueenFile;
                    const int kingFile = fileOf(pos.kingSquare(Us));
                    if (reach <= 3 && (kingFile < 4) == (fileOf(s) < kingFile))
                        extra += params.trappedRook * (1 + !canCastle(Us));
                }
                if (pt == Queen && relativeRank(Us, s) > 3 && !(pawnAttackSpan<Us>(s) & theirPawns))
                    extra += params.queenInfiltration;
            }
        }
        const Bitboard bishops = pos.pieces(Us, Bishop);
        if ((bishops & DarkSquares) && (bishops & ~DarkSquares)) extra += params.bishopPair;
        const int pawnsOverFive = popcount(ourPawns) - 5;
        extra += params.knightPawns * (popcount(pos.pieces(Us, Knight)) * pawnsOverFive);
        extra += params.rookPawns * (popcount(pos.pieces(Us, Rook)) * pawnsOverFive);
        if (ourPawns) {
            const auto& rings = DistanceRings[pos.kingSquare(Us)];
            int nearest = 1;
            while (!(ourPawns & rings[std::size_t(nearest)])) ++nearest;
            extra += Score(0, params.kingPawnDistance * nearest);
        }

        add(trace.material, material, Us);
        add(trace.placement, placement, Us);
        add(trace.mobility, mobility, Us);
        add(trace.pieces, extra, Us);
    }

    static Score forWhite(Score s, Color c) { return c == White ? s : Score() - s; }

    bool canCastle(Color c) const {
        return pos.castlingRights() & (c == White ? WhiteOO | WhiteOOO : BlackOO | BlackOOO);
    }

    // The pawns on their own: the structure, and which are passed (the passed pawns' rank
    // bonus included). The same for every position with these pawns, so a search keeps it in
    // a PawnCache.
    template <Color Us>
    void pawnStructure(PawnCache::Entry& e) const {
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
            else if (!(neighbours & ~forwardRanks<Us>(s)) &&
                     (attackedBy[Them][Pawn] & squareBB(s + Up)))
                structure += params.backward; // no neighbour level or behind, stop square hit
            if (forwardRanks<Us>(s) & fileBB(file) & ours) structure += params.doubled;
            const int r = relativeRank(Us, s);
            const Bitboard beside = neighbours & rankBB(rankOf(s));
            if (beside || (attackedBy[Us][Pawn] & squareBB(s))) structure += params.connected[r];
            if ((r == 4 || r == 5) && (theirs & squareBB(s + Up)))
                structure += params.blockedPawn[r - 4];

            if (!(passedSpan<Us>(s) & theirs) && !(forwardRanks<Us>(s) & fileBB(file) & ours)) {
                passed += params.passed[r];
                e.passed |= squareBB(s);
            }
        }
        e.structure += forWhite(structure, Us);
        e.passedRanks += forWhite(passed, Us);
    }

    // What the passed pawns are worth beyond their rank: the kings, the path, the stop square.
    template <Color Us>
    void passedPawns(Bitboard passedPawns) {
        constexpr Color Them = ~Us;
        constexpr int Up = Us == White ? 8 : -8;
        Score passed;

        for (Bitboard b = passedPawns; b;) {
            const Square s = popLsb(b);
            const int file = fileOf(s);
            const int r = relativeRank(Us, s);
            const Square stop = s + Up;
            passed +=
                Score(0, (params.passedEnemyKingEg * squareDistance(stop, pos.kingSquare(Them)) +
                          params.passedOwnKingEg * squareDistance(stop, pos.kingSquare(Us))) *
                             r / 4);
            const bool freePath = !(forwardRanks<Us>(s) & fileBB(file) & pos.pieces());
            if (freePath) passed += params.passedFreePath * (r - 1);
            if (pos.empty(stop) && !(attacked[Them] & squareBB(stop)))
                passed += params.passedSafeStop * (r - 1);
            if (pos.pieces(Us, Rook) & fileBB(file) & ~forwardRanks<Us>(s) &
                rookAttacks(s, pos.pieces()))
                passed += params.rookBehindPasser;
            // The rule of the square: with only pawns to stop it, a pawn whose promotion
            // square the enemy king cannot reach in time queens.
            if (freePath && !hasPieces(Them)) {
                const Square queening = Square(Us == White ? 56 + file : file);
                const int steps = std::min(5, 7 - r);
                const int kingSteps =
                    squareDistance(pos.kingSquare(Them), queening) - (pos.sideToMove() == Them);
                if (kingSteps > steps) passed += Score(0, params.passedUnstoppable);
            }
        }
        add(trace.passed, passed, Us);
    }

    // Both sides' pawns, from the cache when it has this structure.
    void pawns(PawnCache* cache) {
        const Bitboard white = pos.pieces(White, Pawn), black = pos.pieces(Black, Pawn);
        PawnCache::Entry computed;
        PawnCache::Entry* e = cache ? &cache->slot(white, black) : &computed;
        if (!cache || e->white != white || e->black != black) {
            *e = PawnCache::Entry{white, black, 0, {}, {}};
            pawnStructure<White>(*e);
            pawnStructure<Black>(*e);
        }
        add(trace.pawns, e->structure, White);
        add(trace.passed, e->passedRanks, White);
        passedPawns<White>(e->passed & white);
        passedPawns<Black>(e->passed & black);
    }

    // Space: the safe squares of the centre files on our side of the board, those behind our
    // pawns counted twice, worth more the more pieces we have to use them.
    template <Color Us>
    void space() {
        constexpr Color Them = ~Us;
        constexpr Direction Down = Us == White ? South : North;
        const Bitboard ourSide =
            relativeRankBB(Us, 1) | relativeRankBB(Us, 2) | relativeRankBB(Us, 3);
        const Bitboard ours = pos.pieces(Us, Pawn);
        const Bitboard safe = CenterFiles & ourSide & ~ours & ~attackedBy[Them][Pawn];
        Bitboard behind = shift<Down>(ours);
        behind |= shift<Down>(behind);
        behind |= shift<Down>(behind);
        const int count = popcount(safe) + popcount(safe & behind);
        const int pieces = popcount(pos.pieces(Us) & ~pos.pieces(Us, Pawn)) - 1;
        add(trace.pieces, Score(params.space * count * pieces / 16, 0), Us);
    }

    // Enemy pieces our pawns, minor pieces and rooks attack, and enemy pieces we attack that
    // nothing defends. Needs both sides' attacks (after pieces()).
    template <Color Us>
    void threats() {
        constexpr Color Them = ~Us;
        const Bitboard targets = pos.pieces(Them) & ~pos.pieces(Them, King);
        // A pawn its own pawns defend is not worth a piece's attention.
        const Bitboard weak = targets & ~(pos.pieces(Them, Pawn) & attackedBy[Them][Pawn]);
        Score threats;
        const auto victims = [&](Bitboard b, const Score* value) {
            while (b) threats += value[typeOf(pos.pieceOn(popLsb(b)))];
        };
        victims(attackedBy[Us][Pawn] & targets, params.threatByPawn);
        victims((attackedBy[Us][Knight] | attackedBy[Us][Bishop]) & weak, params.threatByMinor);
        victims(attackedBy[Us][Rook] & weak, params.threatByRook);
        const Bitboard undefended = targets & ~attacked[Them];
        threats += params.hanging * popcount(undefended & attacked[Us]);
        if (undefended & attackedBy[Us][King]) threats += params.threatByKing;

        // Pawn pushes (one step, or two from the start) to squares where the pawn is safe
        // and from where it would attack an enemy piece.
        constexpr Direction Up = Us == White ? North : South;
        const Bitboard empty = ~pos.pieces();
        Bitboard pushes = shift<Up>(pos.pieces(Us, Pawn)) & empty;
        pushes |= shift<Up>(pushes & relativeRankBB(Us, 2)) & empty;
        pushes &= ~attackedBy[Them][Pawn] & (attacked[Us] | ~attacked[Them]);
        threats += params.pawnPush *
                   popcount(pawnAttacksBB<Us>(pushes) & targets & ~pos.pieces(Them, Pawn));

        // Squares from which a piece of ours could attack their only queen next move.
        const Bitboard queens = pos.pieces(Them, Queen);
        if (queens && !moreThanOne(queens)) {
            const Square q = lsb(queens);
            const Bitboard safe = ~pos.pieces(Us) & ~attackedBy[Them][Pawn];
            threats +=
                params.knightOnQueen * popcount(knightAttacks(q) & attackedBy[Us][Knight] & safe);
            const Bitboard sliders = (bishopAttacks(q, pos.pieces()) & attackedBy[Us][Bishop]) |
                                     (rookAttacks(q, pos.pieces()) & attackedBy[Us][Rook]);
            threats += params.sliderOnQueen * popcount(sliders & safe & attacked2[Us]);
        }

        // Squares both sides attack where theirs are not the stronger: their pieces are the
        // less free to go there.
        const Bitboard strong = attackedBy[Them][Pawn] | (attacked2[Them] & ~attacked2[Us]);
        threats += params.restricted * popcount(attacked[Them] & attacked[Us] & ~strong);
        add(trace.threats, threats, Us);
    }

    // The king's shelter (own pawns in front of it), the enemy pawns storming it, and the
    // danger from enemy pieces that hit the squares around it or can give a safe check; danger
    // grows with the square of the attack, as attacks combine. Needs both sides' attacks (after
    // pieces()).
    template <Color Us>
    void king() {
        constexpr Color Them = ~Us;
        const Square k = pos.kingSquare(Us);
        const int file = std::clamp(fileOf(k), 1, 6);
        const Bitboard ahead = forwardRanks<Us>(k) | rankBB(rankOf(k));
        // The relative rank of the pawn nearest our side of the board, 0 for none.
        const auto nearest = [](Bitboard pawns) {
            return pawns ? relativeRank(Us, Us == White ? lsb(pawns) : msb(pawns)) : 0;
        };
        int mg = 0;
        for (int f = file - 1; f <= file + 1; ++f) {
            const Bitboard span = ahead & fileBB(f);
            mg += params.shelter[nearest(pos.pieces(Us, Pawn) & span)];
            mg += params.storm[nearest(pos.pieces(Them, Pawn) & span)];
        }
        if (attackerCount[Them] >= 2 && pos.pieces(Them, Queen)) {
            const Bitboard safe = ~pos.pieces(Them) & ~attacked[Us];
            const Bitboard diagonal = bishopAttacks(k, pos.pieces()) & safe;
            const Bitboard straight = rookAttacks(k, pos.pieces()) & safe;
            // Zone squares the enemy hits that only our king or queen defends, if anything.
            const Bitboard defended = attackedBy[Us][Pawn] | attackedBy[Us][Knight] |
                                      attackedBy[Us][Bishop] | attackedBy[Us][Rook];
            const Bitboard weak = kingZone[Us] & attacked[Them] & ~defended;
            int units = attackUnits[Them] + params.attackers * attackerCount[Them] +
                        params.weakZone * popcount(weak);
            units += params.safeCheck[Knight] *
                     popcount(knightAttacks(k) & safe & attackedBy[Them][Knight]);
            units += params.safeCheck[Bishop] * popcount(diagonal & attackedBy[Them][Bishop]);
            units += params.safeCheck[Rook] * popcount(straight & attackedBy[Them][Rook]);
            units +=
                params.safeCheck[Queen] * popcount((diagonal | straight) & attackedBy[Them][Queen]);
            units = std::max(units, 0);
            mg -= std::min(params.attackMax, units * units / params.attackDivisor);
        }
        // Enemy attacks on our half of the king's flank, and a flank without pawns.
        const Bitboard flank = KingFlank[fileOf(k)];
        const Bitboard camp = Us == White
                                  ? rankBB(0) | rankBB(1) | rankBB(2) | rankBB(3) | rankBB(4)
                                  : rankBB(3) | rankBB(4) | rankBB(5) | rankBB(6) | rankBB(7);
        mg += params.flankAttack * popcount(attacked[Them] & flank & camp);
        Score flankScore(mg, 0);
        if (!(pos.pieces(Pawn) & flank)) flankScore += params.pawnlessFlank;
        add(trace.kingSafety, flankScore, Us);
    }
};

// The complexity term: how much the endgame edge `eg` (White's view) grows or shrinks.
int complexity(const Position& pos, const EvalParams& params, int eg) {
    const Bitboard pawns = pos.pieces(Pawn);
    const bool bothFlanks = (pawns & QueenSide) && (pawns & KingSide);
    const bool pawnEnding = pos.pieces() == (pawns | pos.pieces(King));
    const bool infiltration =
        rankOf(pos.kingSquare(White)) > 3 || rankOf(pos.kingSquare(Black)) < 4;
    const int c = params.complexityPawns * popcount(pawns) + params.complexityFlanks * bothFlanks +
                  params.complexityPawnEnding * pawnEnding +
                  params.complexityInfiltration * infiltration + params.complexityBase;
    return ((eg > 0) - (eg < 0)) * std::max(c, -std::abs(eg));
}

// How much of the endgame score counts (of 64) when `strong` is ahead: less in endings that
// are often drawn however the material stands.
int endgameScale(const Position& pos, const EvalParams& params, Color strong) {
    // A side without pawns needs more than a minor piece's worth of extra material to win.
    if (!pos.pieces(strong, Pawn)) {
        int npm[2] = {};
        for (Color c : {White, Black})
            for (int pt = Knight; pt <= Queen; ++pt)
                npm[c] += params.pieceValue[pt].eg * popcount(pos.pieces(c, PieceType(pt)));
        if (npm[strong] - npm[~strong] <= params.pieceValue[Bishop].eg) return 8;
    }

    // Opposite-coloured bishops, one each.
    const Bitboard wb = pos.pieces(White, Bishop), bb = pos.pieces(Black, Bishop);
    if (wb && bb && !moreThanOne(wb) && !moreThanOne(bb) &&
        bool(wb & DarkSquares) != bool(bb & DarkSquares)) {
        const Bitboard others =
            pos.pieces() & ~pos.pieces(Pawn) & ~pos.pieces(King) & ~pos.pieces(Bishop);
        return others ? params.scaleOppositeBishopsPieces : params.scaleOppositeBishops;
    }
    return 64;
}

} // namespace

PawnCache::PawnCache() : entries_(Size) {
}

PawnCache::Entry& PawnCache::slot(Bitboard white, Bitboard black) {
    const std::uint64_t h = white * 0x9E3779B97F4A7C15ULL ^ black * 0xC2B2AE3D27D4EB4FULL;
    return entries_[h >> (64 - SizeBits)];
}

namespace {

EvalTrace trace(const Position& pos, const EvalParams& params, PawnCache* cache) {
    EvalTrace t;
    Evaluator e(pos, params, t);
    e.pieces<White>();
    e.pieces<Black>();
    e.pawns(cache);
    e.threats<White>();
    e.threats<Black>();
    e.king<White>();
    e.king<Black>();
    e.space<White>();
    e.space<Black>();

    for (int pt = Knight; pt <= Queen; ++pt)
        t.phase += PhaseWeight[pt] * popcount(pos.pieces(PieceType(pt)));
    t.phase = std::min(t.phase, MaxPhase);

    for (const EvalTrace::Term* term : {&t.material, &t.placement, &t.mobility, &t.pawns, &t.passed,
                                        &t.threats, &t.kingSafety, &t.pieces}) {
        t.mg += term->mg;
        t.eg += term->eg;
    }
    t.complexity.eg = complexity(pos, params, t.eg);
    t.eg += t.complexity.eg;

    t.egScale = endgameScale(pos, params, t.eg > 0 ? White : Black);
    t.tempo = pos.sideToMove() == White ? params.tempo : -params.tempo;
    const int eg = t.eg * t.egScale / 64;
    t.total = (t.mg * t.phase + eg * (MaxPhase - t.phase)) / MaxPhase + t.tempo;
    return t;
}

int forSideToMove(const Position& pos, int white) {
    return pos.sideToMove() == White ? white : -white;
}

} // namespace

EvalTrace traceEvaluation(const Position& pos) {
    return trace(pos, DefaultParams, nullptr);
}

EvalTrace traceEvaluation(const Position& pos, const EvalParams& params) {
    return trace(pos, params, nullptr);
}

int evaluate(const Position& pos, const EvalParams& params) {
    if (const std::optional<int> known = knownEnding(pos)) return forSideToMove(pos, *known);
    return forSideToMove(pos, trace(pos, params, nullptr).total);
}

int evaluate(const Position& pos) {
    return evaluate(pos, DefaultParams);
}

int evaluate(const Position& pos, PawnCache& cache) {
    if (const std::optional<int> known = knownEnding(pos)) return forSideToMove(pos, *known);
    return forSideToMove(pos, trace(pos, DefaultParams, &cache).total);
}

std::vector<std::pair<std::string, int*>> tunableWeights(EvalParams& p) {
    std::vector<std::pair<std::string, int*>> w;
    const auto add = [&w](const std::string& name, int* value) { w.emplace_back(name, value); };
    const auto score = [&add](const std::string& name, Score& s) {
        add(name + ".mg", &s.mg);
        add(name + ".eg", &s.eg);
    };
    static const char* const pieces[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    for (int pt = Pawn; pt <= Queen; ++pt)
        score(std::string("pieceValue.") + pieces[pt], p.pieceValue[pt]);
    for (int pt = Pawn; pt <= King; ++pt)
        for (int s = 0; s < 64; ++s) {
            if (pt == Pawn && (s < 8 || s >= 56)) continue; // no pawn stands there
            score(std::string("psqt.") + pieces[pt] + '.' + squareName(Square(s)), p.psqt[pt][s]);
        }
    for (int i = 0; i < 4; ++i)
        for (int n = 0; n < MobilityCounts[i]; ++n)
            score(std::string("mobility.") + pieces[Knight + i] + '.' + std::to_string(n),
                  p.mobility[i][n]);
    score("isolated", p.isolated);
    score("doubled", p.doubled);
    score("backward", p.backward);
    for (int r = 1; r <= 6; ++r) score("passed." + std::to_string(r), p.passed[r]);
    add("passedOwnKingEg", &p.passedOwnKingEg);
    add("passedEnemyKingEg", &p.passedEnemyKingEg);
    score("passedFreePath", p.passedFreePath);
    score("passedSafeStop", p.passedSafeStop);
    add("passedUnstoppable", &p.passedUnstoppable);
    for (int r = 1; r <= 6; ++r) score("connected." + std::to_string(r), p.connected[r]);
    score("blockedPawn.5", p.blockedPawn[0]);
    score("blockedPawn.6", p.blockedPawn[1]);
    score("rookBehindPasser", p.rookBehindPasser);
    score("bishopPair", p.bishopPair);
    score("bishopPawns", p.bishopPawns);
    score("bishopXrayPawns", p.bishopXrayPawns);
    score("longDiagonalBishop", p.longDiagonalBishop);
    score("outpost.knight", p.outpost[0]);
    score("outpost.bishop", p.outpost[1]);
    score("minorBehindPawn", p.minorBehindPawn);
    score("kingProtector.knight", p.kingProtector[0]);
    score("kingProtector.bishop", p.kingProtector[1]);
    score("rookOpenFile", p.rookOpenFile);
    score("rookSemiOpenFile", p.rookSemiOpenFile);
    score("rookOnQueenFile", p.rookOnQueenFile);
    score("trappedRook", p.trappedRook);
    score("queenInfiltration", p.queenInfiltration);
    score("knightPawns", p.knightPawns);
    score("rookPawns", p.rookPawns);
    add("kingPawnDistance", &p.kingPawnDistance);
    add("space", &p.space);
    for (int pt = Pawn; pt <= Queen; ++pt) {
        score(std::string("threatByPawn.") + pieces[pt], p.threatByPawn[pt]);
        score(std::string("threatByMinor.") + pieces[pt], p.threatByMinor[pt]);
        score(std::string("threatByRook.") + pieces[pt], p.threatByRook[pt]);
    }
    score("hanging", p.hanging);
    score("threatByKing", p.threatByKing);
    score("pawnPush", p.pawnPush);
    score("knightOnQueen", p.knightOnQueen);
    score("sliderOnQueen", p.sliderOnQueen);
    score("restricted", p.restricted);
    for (int r = 0; r <= 6; ++r) {
        add("shelter." + std::to_string(r), &p.shelter[r]);
        add("storm." + std::to_string(r), &p.storm[r]);
    }
    for (int pt = Knight; pt <= Queen; ++pt) {
        add(std::string("attackWeight.") + pieces[pt], &p.attackWeight[pt]);
        add(std::string("safeCheck.") + pieces[pt], &p.safeCheck[pt]);
    }
    add("attackers", &p.attackers);
    add("weakZone", &p.weakZone);
    add("flankAttack", &p.flankAttack);
    score("pawnlessFlank", p.pawnlessFlank);
    add("complexityPawns", &p.complexityPawns);
    add("complexityFlanks", &p.complexityFlanks);
    add("complexityPawnEnding", &p.complexityPawnEnding);
    add("complexityBase", &p.complexityBase);
    add("complexityInfiltration", &p.complexityInfiltration);
    add("scaleOppositeBishops", &p.scaleOppositeBishops);
    add("scaleOppositeBishopsPieces", &p.scaleOppositeBishopsPieces);
    add("tempo", &p.tempo);
    return w;
}

} // namespace ferz

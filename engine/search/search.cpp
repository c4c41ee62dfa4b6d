#include "search.h"

#include "endgame.h"
#include "eval.h"
#include "game.h"
#include "movegen.h"
#include "movepick.h"
#include "see.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace ferz {

namespace {

// Every tunable number of the search, in one place. The comments say what each step does;
// strength changes are measured with ../shared/tools/match, not argued.
struct SearchParams {
    int aspirationDelta = 16;   // first half-width of the root window
    int aspirationMinDepth = 5; // below it the root is searched with a full window

    int rfpMaxDepth = 8; // reverse futility pruning
    int rfpMargin = 75;  //   per ply of depth

    int razorMaxDepth = 3; // razoring
    int razorMargin = 300; //   per ply of depth

    int nmpMinDepth = 3; // null-move pruning
    int nmpBaseReduction = 3;
    int nmpDepthDivisor = 4;
    int nmpEvalDivisor = 200;

    int probCutMinDepth = 5;  // ProbCut: from this depth,
    int probCutMargin = 200;  //   a capture that beats beta by this much
    int probCutReduction = 4; //   in a search this much shallower

    int iirMinDepth = 4; // internal iterative reduction

    int seMinDepth = 8;       // singular extensions: from this depth,
    int seTtDepthMargin = 3;  //   with a table entry at most this much shallower,
    int seMarginPerDepth = 3; //   the table's move is singular when all others fail this
                              //   far below its score (per ply of depth)
    int seDoubleMargin = 24;  // two plies when they fail this much further below,
    int seDoubleMax = 6;      //   at most this many times along one line

    int lmpBase = 3;          // late move pruning: quiets after (base + d^2) / (2 - improving)
    int futilityMaxDepth = 8; // futility pruning of quiet moves
    int futilityBase = 90;
    int futilityPerDepth = 90;
    int historyPruneDepth = 3;     // history pruning of quiet moves, up to this reduced depth,
    int historyPruneMargin = 4000; //   below minus this times depth
    int seeQuietMargin = -25;      // times depth^2
    int seeCaptureMargin = -90;    // times depth

    double lmrBase = 0.75; // late move reductions: base + ln(depth) ln(moves) / divisor
    double lmrDivisor = 2.25;
    int lmrHistoryDivisor = 12288; // one ply less (more) per this much of a quiet's statistics
    int lmrDeeperMargin = 40;      // a reduced move that beats the best by this much (plus two
                                   //   per ply) is searched again a ply deeper; one that barely
                                   //   beats it, a ply shallower

    int qsDeltaMargin = 200; // quiescence delta pruning

    int historyMax = 16384;
    int historyBonusMax = 1600;

    int correctionGrain = 256;    // correction history: units per centipawn,
    int correctionMaxCp = 64;     //   the largest correction,
    int correctionMaxWeight = 16; //   and the weight (of 256) of the deepest search's error

    // Time: an iteration starts only before optimum x stability x fall, where stability runs
    // from tmUnstable (the best move just changed) down by tmStablePerIteration for each
    // iteration it stayed, and fall grows by 1 per tmFallDivisor cp the score dropped.
    double tmUnstable = 1.3;
    double tmStablePerIteration = 0.06;
    int tmStableMax = 10;
    double tmFallDivisor = 150.0;
    double tmFallMax = 1.5;
    // ... and x effort, (tmEffortBase - the best move's share of the nodes) x tmEffortScale,
    // from tmEffortMinDepth on.
    int tmEffortMinDepth = 6;
    double tmEffortBase = 1.5;
    double tmEffortScale = 1.3;
};
constexpr SearchParams Params;

// Scores that are mates are stored relative to the node in the table, and relative to the root
// in the search: https://www.chessprogramming.org/Mate_Scores
int scoreToTT(int score, int ply) {
    if (score >= ScoreMateInMaxPly) return score + ply;
    if (score <= -ScoreMateInMaxPly) return score - ply;
    return score;
}
int scoreFromTT(int score, int ply) {
    if (score >= ScoreMateInMaxPly) return score - ply;
    if (score <= -ScoreMateInMaxPly) return score + ply;
    return score;
}

struct Reductions {
    int table[64][64]{};
    Reductions() {
        for (int d = 1; d < 64; ++d)
            for (int m = 1; m < 64; ++m)
                table[d][m] = int(Params.lmrBase +
                                  std::log(double(d)) * std::log(double(m)) / Params.lmrDivisor);
    }
    int operator()(int depth, int moveCount) const {
        return table[std::min(depth, 63)][std::min(moveCount, 63)];
    }
};
const Reductions LmrTable;

bool hasNonPawnMaterial(const Position& pos, Color c) {
    return pos.pieces(c) != (pos.pieces(c, Pawn) | pos.pieces(c, King));
}

enum NodeType { NonPV, PV, Root };

struct RootMove {
    Move move;
    int score = -ScoreInfinite;
    int previousScore = -ScoreInfinite;
    int selDepth = 0;
    std::uint64_t nodes = 0; // this thread's nodes below the move, over all iterations
    std::vector<Move> pv;

    Worker::RootResult result(int withScore) const {
        return {move, withScore, pv.size() > 1 ? pv[1] : Move::none()};
    }
};

// Per-ply search state.
struct Frame {
    Move move;
    Piece movedPiece = NoPiece;
    int staticEval = 0;
    Move killers[2];
    Move excluded;                      // the move a singular-extension search leaves out
    int doubleExtensions = 0;           // along the line up to here
    PieceToHistory* contHist = nullptr; // the continuation statistics after this ply's move
};

} // namespace

struct Worker::Impl {
    Worker& self;
    SearchShared& shared;
    int id;

    Position pos;
    std::vector<Key> keys; // the game's keys, then one per ply of the current line
    std::size_t rootKeyIndex = 0;
    std::vector<RootMove> rootMoves;
    // The lines of the last iteration that finished, all searched to the same depth: what a
    // strength level chooses among (an interrupted iteration's lines would mix depths).
    std::vector<Worker::RootResult> finished;
    std::size_t pvIndex = 0;
    int rootDepth = 0;
    int selDepth = 0;

    Frame frames[MaxPly + 6];
    Move pv[MaxPly + 1][MaxPly + 1];
    int pvLength[MaxPly + 1] = {};
    std::int16_t history[2][64][64] = {};
    Move counterMoves[12][64];
    // Continuation history: how a quiet move did after a given move one, two or four plies
    // earlier, by the earlier move's piece and square (row 12 stands for a null move or none).
    // https://www.chessprogramming.org/History_Heuristic
    PieceToHistory contHist[13][64] = {};
    // Capture history: how a capture did, by moving piece, target square and captured type.
    std::int16_t captureHistory[12][64][6] = {};
    // Correction history: how far searches found the static evaluation off, by side to move
    // and pawn structure; the evaluation is corrected by that much, since an evaluation that
    // misjudges a pawn structure tends to misjudge it the same way everywhere in the tree.
    // The same by each side's pieces other than pawns, which catches what the evaluation
    // misjudges about a placement of the pieces.
    static constexpr int CorrectionSize = 16384;
    static constexpr int CorrectionLimit = Params.correctionMaxCp * Params.correctionGrain;
    int pawnCorrection[2][CorrectionSize] = {};
    int pieceCorrection[2][2][CorrectionSize] = {};
    PawnCache pawnCache;
    std::uint64_t checkCounter = 0;

    Impl(Worker& w, SearchShared& s, int i) : self(w), shared(s), id(i) {}

    bool isMain() const { return id == 0; }
    Frame* frame(int ply) { return &frames[ply + 4]; } // four sentinels below the root
    const Frame* frame(int ply) const { return &frames[ply + 4]; }

    void countNode() {
        self.nodes_.store(self.nodes_.load(std::memory_order_relaxed) + 1,
                          std::memory_order_relaxed);
    }

    // The main thread looks at the clock and the node budget every so often.
    void checkLimits() {
        if (!isMain()) return;
        const SearchLimits& lim = shared.limits;
        // With one thread the node limit is exact, so a node-limited search is reproducible.
        if (lim.nodes && shared.workers.size() == 1 && self.nodes() >= lim.nodes)
            shared.stop = true;
        if ((++checkCounter & 1023) != 0) return;
        if (lim.nodes && shared.totalNodes() >= lim.nodes) shared.stop = true;
        if (shared.time.maximumMs && !shared.pondering && shared.clockMs() >= shared.time.maximumMs)
            shared.stop = true;
    }

    bool stopped() const { return shared.stop.load(std::memory_order_relaxed); }

    // The correction entries of this position: by its pawns, and by each side's other pieces.
    struct CorrectionEntries {
        int* pawn;
        int* pieces[2];
    };
    CorrectionEntries correction() {
        const Color stm = pos.sideToMove();
        const auto index = [](Key k) { return std::size_t(k >> 50); };
        const Key pawns = pos.pieces(White, Pawn) * 0x9E3779B97F4A7C15ULL ^
                          pos.pieces(Black, Pawn) * 0xC2B2AE3D27D4EB4FULL;
        CorrectionEntries e{&pawnCorrection[stm][index(pawns)], {}};
        for (Color c : {White, Black}) {
            const Key pieces = pos.pieces(c, Knight) * 0x9E3779B97F4A7C15ULL ^
                               pos.pieces(c, Bishop) * 0xC2B2AE3D27D4EB4FULL ^
                               pos.pieces(c, Rook) * 0x165667B19E3779F9ULL ^
                               pos.pieces(c, Queen) * 0xD6E8FEB86659FD93ULL ^
                               pos.pieces(c, King) * 0xFF51AFD7ED558CCDULL;
            e.pieces[c] = &pieceCorrection[stm][c][index(pieces)];
        }
        return e;
    }

    // What the searches learned about this pawn structure and these placements of the other
    // pieces, in units of 1/correctionGrain centipawn.
    int correctionSum(const CorrectionEntries& e) const {
        return std::clamp(*e.pawn + (*e.pieces[White] + *e.pieces[Black]) / 2, -CorrectionLimit,
                          CorrectionLimit);
    }

    // The static evaluation moved by that much; a known ending's is exact, and stays as it is.
    int corrected(int raw) {
        if (knownEnding(pos)) return raw;
        return std::clamp(raw + correctionSum(correction()) / Params.correctionGrain,
                          -ScoreMateInMaxPly + 1, ScoreMateInMaxPly - 1);
    }

    // Moves the corrections towards the error of `raw` that a search of `depth` found, each by
    // a share of what the corrections together still miss.
    void updateCorrection(int raw, int score, int depth) {
        if (knownEnding(pos)) return;
        const int weight = std::min(depth + 1, Params.correctionMaxWeight);
        const CorrectionEntries e = correction();
        const int error =
            std::clamp((score - raw) * Params.correctionGrain, -CorrectionLimit, CorrectionLimit);
        const int missed = error - correctionSum(e);
        for (int* c : {e.pawn, e.pieces[White], e.pieces[Black]})
            *c = std::clamp(*c + missed * weight / 256, -CorrectionLimit, CorrectionLimit);
    }

    // The static evaluation, blurred by a strength level's noise: the same position always gets
    // the same error within one search, as a player's misjudgement would.
    int staticEval() {
        int e = evaluate(pos, pawnCache);
        if (shared.noiseCp) {
            std::uint64_t h = (pos.key() ^ shared.noiseSeed) * 0x9E3779B97F4A7C15ULL;
            h ^= h >> 29;
            e += int(h % std::uint64_t(2 * shared.noiseCp + 1)) - shared.noiseCp;
        }
        return e;
    }

    // A repetition, the 50-move rule, or a position where neither side can mate (FIDE 5.2.2, as
    // the game's rules see it). A position met before in this line of the search is a draw the
    // second time: whoever repeated it can repeat it again. One the game met before the root
    // is a draw only the third time, as the rules say: the first repetition of a position the
    // game played is not yet a draw, and the other side can still leave it (Stockfish and
    // Ethereal count the same way).
    bool isDraw(int ply) {
        if (pos.rule50() >= 100) return !pos.inCheck() || countLegalMoves(pos) > 0;
        const std::size_t current = rootKeyIndex + std::size_t(ply);
        const std::size_t reach = std::min<std::size_t>(std::size_t(pos.rule50()), current);
        int inTheGame = 0;
        for (std::size_t back = 4; back <= reach; back += 2) {
            const std::size_t at = current - back;
            if (keys[at] == keys[current] && (at > rootKeyIndex || ++inTheGame == 2)) return true;
        }
        return isInsufficientMaterial(pos);
    }

    PieceToHistory* noContHist() { return &contHist[12][0]; }

    void pushMove(Move m, StateInfo& undo, int ply) {
        frame(ply)->move = m;
        frame(ply)->movedPiece = pos.pieceOn(m.from());
        frame(ply)->contHist = &contHist[frame(ply)->movedPiece][m.to()];
        pos.makeMove(m, undo);
        keys[rootKeyIndex + std::size_t(ply) + 1] = pos.key();
        shared.tt->prefetch(pos.key());
    }

    void updatePv(int ply, Move m) {
        pv[ply][ply] = m;
        for (int i = ply + 1; i < pvLength[ply + 1]; ++i) pv[ply][i] = pv[ply + 1][i];
        pvLength[ply] = std::max(pvLength[ply + 1], ply + 1);
    }

    // History with gravity: large values move less, so the table never saturates.
    static void gravity(std::int16_t& h, int bonus) {
        h = std::int16_t(h + bonus - h * std::abs(bonus) / Params.historyMax);
    }

    // A quiet move's statistics: its butterfly history and its continuation histories after
    // the opponent's last move, our own move before it and our move two turns ago.
    int quietStats(int ply, Color c, Move m) const {
        const Piece pc = pos.pieceOn(m.from());
        const Frame* f = frame(ply);
        return history[c][m.from()][m.to()] + (*f[-1].contHist)[pc][m.to()] +
               (*f[-2].contHist)[pc][m.to()] + (*f[-4].contHist)[pc][m.to()];
    }

    void updateQuietStats(int ply, Color c, Move m, int bonus) {
        const Piece pc = pos.pieceOn(m.from());
        gravity(history[c][m.from()][m.to()], bonus);
        const Frame* f = frame(ply);
        for (int back : {1, 2, 4})
            if (f[-back].move.isOk()) gravity((*f[-back].contHist)[pc][m.to()], bonus);
    }

    std::int16_t& captureStats(Move m) {
        const PieceType victim =
            m.kind() == Move::EnPassant || pos.empty(m.to()) ? Pawn : typeOf(pos.pieceOn(m.to()));
        return captureHistory[pos.pieceOn(m.from())][m.to()][victim];
    }

    MovePicker::Tables orderingTables(int ply) {
        const Frame* f = frame(ply);
        return {history[pos.sideToMove()],
                {f[-1].contHist, f[-2].contHist, f[-4].contHist},
                captureHistory};
    }

    int search(NodeType nt, int alpha, int beta, int depth, int ply, bool cutNode);
    int qsearch(NodeType nt, int alpha, int beta, int ply);
    void iterate();
    void reportPvs(int depth, Bound bound, std::size_t onlyLine);
};

// Quiescence search: only captures (and all evasions when in check), so the static evaluation is
// taken only in quiet positions. https://www.chessprogramming.org/Quiescence_Search
int Worker::Impl::qsearch(NodeType nt, int alpha, int beta, int ply) {
    const bool pvNode = nt != NonPV;
    if (pvNode) pvLength[ply] = ply;
    countNode();
    checkLimits();
    if (stopped()) return 0;
    selDepth = std::max(selDepth, ply);

    if (isDraw(ply)) return ScoreDraw;
    const bool inCheck = pos.inCheck();
    if (ply >= MaxPly) return inCheck ? ScoreDraw : staticEval();

    TTHit tt;
    const bool ttHit = shared.tt->probe(pos.key(), tt);
    const int ttScore = ttHit ? scoreFromTT(tt.score, ply) : 0;
    if (!pvNode && ttHit &&
        (tt.bound == BoundExact || (tt.bound == BoundLower && ttScore >= beta) ||
         (tt.bound == BoundUpper && ttScore <= alpha)))
        return ttScore;

    int bestScore = -ScoreInfinite, standPat = 0, rawEval = 0;
    if (!inCheck) {
        rawEval = ttHit ? tt.eval : staticEval();
        standPat = corrected(rawEval);
        // The table's score is a better guess than the evaluation when its bound allows.
        if (ttHit && (tt.bound & (ttScore > standPat ? BoundLower : BoundUpper)))
            standPat = ttScore;
        if (standPat >= beta) return standPat;
        alpha = std::max(alpha, standPat);
        bestScore = standPat;
    }

    const Move noKillers[2];
    MovePicker picker(pos, ttHit ? tt.move : Move::none(), noKillers, Move::none(),
                      orderingTables(ply), !inCheck);
    Move bestMove;
    StateInfo undo;
    int searched = 0;
    for (Move m = picker.next(); m; m = picker.next()) {
        if (!inCheck) {
            // Delta pruning: even winning the piece cannot lift the score to alpha.
            if (!m.isPromotion()) {
                int victim = m.kind() == Move::EnPassant ? SeeValue[Pawn]
                                                         : SeeValue[typeOf(pos.pieceOn(m.to()))];
                if (standPat + victim + Params.qsDeltaMargin <= alpha) continue;
            }
            shared.tt->prefetch(pos.keyAfter(m));
            if (!seeAtLeast(pos, m, 0)) continue;
        }
        ++searched;
        pushMove(m, undo, ply);
        int score = -qsearch(nt, -beta, -alpha, ply + 1);
        pos.unmakeMove(m, undo);
        if (stopped()) return 0;

        if (score > bestScore) {
            bestScore = score;
            if (score > alpha) {
                bestMove = m;
                if (pvNode) updatePv(ply, m);
                if (score >= beta) break;
                alpha = score;
            }
        }
    }

    if (inCheck && searched == 0) return matedIn(ply);

    Bound bound = bestScore >= beta ? BoundLower : BoundUpper;
    shared.tt->store(pos.key(), bestMove, scoreToTT(bestScore, ply), rawEval, 0, bound);
    return bestScore;
}

// Principal variation search with alpha-beta, in numbered steps.
// https://www.chessprogramming.org/Principal_Variation_Search
int Worker::Impl::search(NodeType nt, int alpha, int beta, int depth, int ply, bool cutNode) {
    const bool rootNode = nt == Root;
    const bool pvNode = nt != NonPV;

    // Step 1: at the horizon, resolve the captures.
    if (depth <= 0) return qsearch(pvNode ? PV : NonPV, alpha, beta, ply);

    if (pvNode) pvLength[ply] = ply;
    countNode();
    checkLimits();
    if (stopped()) return 0;
    if (pvNode) selDepth = std::max(selDepth, ply);

    const bool inCheck = pos.inCheck();
    Frame* f = frame(ply);

    if (!rootNode) {
        // Step 2: draws by repetition, the 50-move rule or a dead position; the ply limit.
        if (isDraw(ply)) return ScoreDraw;
        if (ply >= MaxPly) return inCheck ? ScoreDraw : staticEval();

        // Step 3: mate distance pruning: no line here can beat a shorter mate already found.
        alpha = std::max(alpha, matedIn(ply));
        beta = std::min(beta, mateIn(ply + 1));
        if (alpha >= beta) return alpha;
    }

    // Step 4: the transposition table. Outside PV lines, a deep enough result ends the node.
    // A singular-extension search of this node (below) leaves the table alone.
    const Move excluded = f->excluded;
    TTHit tt;
    const bool ttHit = shared.tt->probe(pos.key(), tt);
    const int ttScore = ttHit ? scoreFromTT(tt.score, ply) : 0;
    Move ttMove = rootNode ? rootMoves[pvIndex].move : ttHit ? tt.move : Move::none();
    if (!pvNode && !excluded && ttHit && tt.depth >= depth &&
        (tt.bound == BoundExact || (tt.bound == BoundLower && ttScore >= beta) ||
         (tt.bound == BoundUpper && ttScore <= alpha)))
        return ttScore;

    // Step 5: the static evaluation, and whether it improved on our previous move.
    int eval, rawEval = 0;
    if (inCheck) {
        eval = f->staticEval = -ScoreInfinite;
    } else {
        rawEval = ttHit ? tt.eval : staticEval();
        eval = f->staticEval = corrected(rawEval);
        if (ttHit && (tt.bound & (ttScore > eval ? BoundLower : BoundUpper))) eval = ttScore;
    }
    // Against our evaluation two plies ago, or four when we were in check then.
    const int earlier = ply >= 2 && f[-2].staticEval != -ScoreInfinite ? f[-2].staticEval
                        : ply >= 4                                     ? f[-4].staticEval
                                                                       : ScoreInfinite;
    const bool improving = !inCheck && f->staticEval > earlier;
    frame(ply + 1)->killers[0] = frame(ply + 1)->killers[1] = Move::none();
    if (!excluded) f->doubleExtensions = ply > 0 ? f[-1].doubleExtensions : 0;

    if (!pvNode && !inCheck && !excluded) {
        // Step 6: reverse futility pruning: far enough above beta to expect a cutoff anyway.
        if (depth <= Params.rfpMaxDepth && eval < ScoreMateInMaxPly &&
            eval - Params.rfpMargin * (depth - improving) >= beta)
            return eval;

        // Step 6b: razoring: so far below alpha near the horizon that only a capture could
        // help, as the quiescence search tells.
        if (depth <= Params.razorMaxDepth && eval + Params.razorMargin * depth < alpha) {
            const int score = qsearch(NonPV, alpha - 1, alpha, ply);
            if (score < alpha) return score;
        }

        // Step 7: null-move pruning: if passing still fails high, a real move will too. Not in
        // pawn endings, where passing may be the only way to lose (zugzwang).
        if (depth >= Params.nmpMinDepth && eval >= beta && f[-1].move != Move::null() &&
            hasNonPawnMaterial(pos, pos.sideToMove()) && beta > -ScoreMateInMaxPly) {
            int r = Params.nmpBaseReduction + depth / Params.nmpDepthDivisor +
                    std::min(3, (eval - beta) / Params.nmpEvalDivisor);
            StateInfo undo;
            f->move = Move::null();
            f->movedPiece = NoPiece;
            f->contHist = noContHist();
            pos.makeNullMove(undo);
            keys[rootKeyIndex + std::size_t(ply) + 1] = pos.key();
            int score = -search(NonPV, -beta, -beta + 1, depth - r, ply + 1, !cutNode);
            pos.unmakeNullMove(undo);
            if (stopped()) return 0;
            if (score >= beta) return score >= ScoreMateInMaxPly ? beta : score;
        }

        // Step 8: ProbCut: a capture that beats beta by a margin in a shallower search would
        // very probably beat beta in the full one. Each capture good enough by exchange is
        // tried in quiescence first, then in the reduced search.
        // https://www.chessprogramming.org/ProbCut
        const int probCutBeta = beta + Params.probCutMargin;
        if (depth >= Params.probCutMinDepth && !isMateScore(beta) &&
            !(ttHit && tt.depth >= depth - Params.probCutReduction + 1 && ttScore < probCutBeta)) {
            const Move noKillers[2];
            MovePicker captures(pos, ttMove, noKillers, Move::none(), orderingTables(ply), true);
            StateInfo undo;
            for (Move m = captures.next(); m; m = captures.next()) {
                if (!seeAtLeast(pos, m, probCutBeta - f->staticEval)) continue;
                pushMove(m, undo, ply);
                int score = -qsearch(NonPV, -probCutBeta, -probCutBeta + 1, ply + 1);
                if (score >= probCutBeta)
                    score = -search(NonPV, -probCutBeta, -probCutBeta + 1,
                                    depth - Params.probCutReduction, ply + 1, !cutNode);
                pos.unmakeMove(m, undo);
                if (stopped()) return 0;
                if (score >= probCutBeta) {
                    shared.tt->store(pos.key(), m, scoreToTT(score, ply), rawEval,
                                     depth - Params.probCutReduction + 1, BoundLower);
                    return score;
                }
            }
        }
    }

    // Step 9: internal iterative reduction: with no move from the table, search shallower.
    if (depth >= Params.iirMinDepth && !ttMove && (pvNode || cutNode) && !excluded) --depth;

    // Step 10: the moves.
    const Color us = pos.sideToMove();
    Move counter = f[-1].move.isOk() && f[-1].movedPiece != NoPiece
                       ? counterMoves[f[-1].movedPiece][f[-1].move.to()]
                       : Move::none();
    MovePicker picker(pos, ttMove, f->killers, counter, orderingTables(ply), false,
                      shared.guardPieces);
    Move quietsTried[64], capturesTried[32];
    int quietCount = 0, captureCount = 0, moveCount = 0;
    int bestScore = -ScoreInfinite;
    Move bestMove;
    bool skipQuiets = false;
    StateInfo undo;

    for (Move m = picker.next(); m; m = picker.next()) {
        if (m == excluded) continue;
        if (rootNode &&
            std::find_if(rootMoves.begin() + std::ptrdiff_t(pvIndex), rootMoves.end(),
                         [m](const RootMove& rm) { return rm.move == m; }) == rootMoves.end())
            continue;
        ++moveCount;
        shared.tt->prefetch(pos.keyAfter(m)); // while the pruning below decides
        const bool noisy = pos.isCapture(m) || m.isPromotion();
        const bool givesCheck = pos.givesCheck(m);
        const int hist = noisy ? 0 : quietStats(ply, us, m);

        // Step 11: pruning at shallow depth, once a move has kept us from being mated. Checks
        // are spared futility and exchange pruning: a sacrifice with check is how mates start.
        if (!rootNode && bestScore > -ScoreMateInMaxPly && hasNonPawnMaterial(pos, us)) {
            int lmrDepth = std::max(0, depth - 1 - LmrTable(depth, moveCount));
            if (!noisy) {
                // Late move pruning: enough quiet moves were tried here. A check may still
                // be the start of a mate, and a move that saves a piece is never late.
                if (!skipQuiets && moveCount >= (Params.lmpBase + depth * depth) / (2 - improving))
                    skipQuiets = true;
                const bool savesPiece = shared.guardPieces && picker.savesPiece(m);
                if (skipQuiets && !givesCheck && !savesPiece) continue;
                // History pruning: near the horizon, a quiet move that did badly before.
                if (lmrDepth <= Params.historyPruneDepth && !savesPiece &&
                    hist < -Params.historyPruneMargin * depth)
                    continue;
                // Futility pruning: a quiet move will not lift a hopeless score to alpha.
                if (!inCheck && !givesCheck && lmrDepth <= Params.futilityMaxDepth &&
                    eval + Params.futilityBase + Params.futilityPerDepth * lmrDepth <= alpha)
                    continue;
                if (!givesCheck && !seeAtLeast(pos, m, Params.seeQuietMargin * lmrDepth * lmrDepth))
                    continue;
            } else if (depth <= Params.futilityMaxDepth && !givesCheck &&
                       !seeAtLeast(pos, m, Params.seeCaptureMargin * depth)) {
                continue;
            }
        }

        // Step 12: extensions, bounded so that they cannot lengthen a line forever.
        // Singular extension: when every other move fails well below the table's score, the
        // table's move is the only good one and earns a deeper look; when even without it the
        // node fails high, several moves refute the opponent and the node is cut (multi-cut).
        // https://www.chessprogramming.org/Singular_Extensions
        int extension = 0;
        if (!rootNode && m == ttMove && !excluded && depth >= Params.seMinDepth &&
            (tt.bound & BoundLower) && tt.depth >= depth - Params.seTtDepthMargin &&
            !isMateScore(ttScore) && ply < 2 * rootDepth) {
            const int singularBeta = ttScore - Params.seMarginPerDepth * depth;
            f->excluded = m;
            const int score =
                search(NonPV, singularBeta - 1, singularBeta, (depth - 1) / 2, ply, cutNode);
            f->excluded = Move::none();
            if (stopped()) return 0;
            if (score < singularBeta) {
                extension = 1;
                if (!pvNode && score < singularBeta - Params.seDoubleMargin &&
                    f->doubleExtensions < Params.seDoubleMax) {
                    extension = 2;
                    ++f->doubleExtensions;
                }
            } else if (singularBeta >= beta) {
                return singularBeta;
            } else if (ttScore >= beta) {
                extension = -1; // another move also holds: the table's move needs less care
            }
        } else if (givesCheck && ply < 2 * rootDepth) {
            extension = 1; // check extension
        }
        int newDepth = depth - 1 + extension;

        const std::uint64_t nodesBefore = rootNode ? self.nodes() : 0;
        pushMove(m, undo, ply);
        // The child's line starts empty: a null-window fail-high keeps this move without the
        // PV re-search, and must not take a sibling's line after it.
        if (pvNode) pvLength[ply + 1] = ply + 1;

        // Step 13: late move reductions, then a null-window search, then the full window in
        // PV lines when the move looks better.
        // https://www.chessprogramming.org/Late_Move_Reductions
        int score = -ScoreInfinite;
        if (depth >= 3 && moveCount > 1 + int(rootNode) && (!noisy || !pvNode)) {
            int r = LmrTable(depth, moveCount);
            r -= pvNode;
            r += !improving;
            r += cutNode;
            r -= givesCheck;
            r -= (m == f->killers[0] || m == f->killers[1] || m == counter);
            r -= hist / Params.lmrHistoryDivisor;
            if (noisy) r = std::min(r, 1);
            int reduced = std::clamp(newDepth - r, 1, newDepth);
            score = -search(NonPV, -(alpha + 1), -alpha, reduced, ply + 1, true);
            if (score > alpha && reduced < newDepth) {
                // The reduced search says the move is better than it looked: how much better
                // decides how deep to look again.
                newDepth += score > bestScore + Params.lmrDeeperMargin + 2 * newDepth;
                newDepth -= score < bestScore + newDepth;
                if (newDepth > reduced)
                    score = -search(NonPV, -(alpha + 1), -alpha, newDepth, ply + 1, !cutNode);
            }
        } else if (!pvNode || moveCount > 1) {
            score = -search(NonPV, -(alpha + 1), -alpha, newDepth, ply + 1, !cutNode);
        }
        if (pvNode && (moveCount == 1 || (score > alpha && (rootNode || score < beta))))
            score = -search(PV, -beta, -alpha, newDepth, ply + 1, false);

        pos.unmakeMove(m, undo);
        if (stopped()) return 0;

        if (rootNode) {
            RootMove& rm = *std::find_if(rootMoves.begin(), rootMoves.end(),
                                         [m](const RootMove& x) { return x.move == m; });
            rm.nodes += self.nodes() - nodesBefore;
            if (moveCount == 1 || score > alpha) {
                rm.score = score;
                rm.selDepth = selDepth;
                rm.pv.assign(1, m);
                for (int i = 1; i < pvLength[1]; ++i) rm.pv.push_back(pv[1][i]);
            } else {
                rm.score = -ScoreInfinite;
            }
        }

        if (score > bestScore) {
            bestScore = score;
            if (score > alpha) {
                bestMove = m;
                if (pvNode && !rootNode) updatePv(ply, m);
                if (score >= beta) break;
                alpha = score;
            }
        }
        if (!noisy && quietCount < 64) quietsTried[quietCount++] = m;
        if (pos.isCapture(m) && captureCount < 32) capturesTried[captureCount++] = m;
    }

    // Step 14: no legal move: mate or stalemate.
    if (moveCount == 0) return excluded ? alpha : rootNode ? 0 : inCheck ? matedIn(ply) : ScoreDraw;

    // Step 15: a quiet move that cut off becomes a killer and a countermove, and its histories
    // rise while the quiets tried before it fall. A capture that cut off gains capture history;
    // the captures tried before the best move lose it.
    if (bestScore >= beta && bestMove) {
        const int bonus = std::min(depth * depth * 16, Params.historyBonusMax);
        if (!pos.isCapture(bestMove) && !bestMove.isPromotion()) {
            updateQuietStats(ply, us, bestMove, bonus);
            for (int i = 0; i < quietCount; ++i)
                if (quietsTried[i] != bestMove) updateQuietStats(ply, us, quietsTried[i], -bonus);
            if (f->killers[0] != bestMove) {
                f->killers[1] = f->killers[0];
                f->killers[0] = bestMove;
            }
            if (f[-1].move.isOk() && f[-1].movedPiece != NoPiece)
                counterMoves[f[-1].movedPiece][f[-1].move.to()] = bestMove;
        } else if (pos.isCapture(bestMove)) {
            gravity(captureStats(bestMove), bonus);
        }
        for (int i = 0; i < captureCount; ++i)
            if (capturesTried[i] != bestMove) gravity(captureStats(capturesTried[i]), -bonus);
    }

    // Step 16: remember the result.
    Bound bound = bestScore >= beta ? BoundLower : (pvNode && bestMove) ? BoundExact : BoundUpper;
    if ((!rootNode || pvIndex == 0) && !excluded)
        shared.tt->store(pos.key(), bestMove, scoreToTT(bestScore, ply), rawEval, depth, bound);

    // Step 17: the correction history learns from a quiet result that the bound says is
    // beyond the static evaluation (a capture's score says little about the position).
    if (!inCheck && !excluded &&
        (!bestMove || !(pos.isCapture(bestMove) || bestMove.isPromotion())) &&
        !isMateScore(bestScore) && !(bound == BoundLower && bestScore <= f->staticEval) &&
        !(bound == BoundUpper && bestScore >= f->staticEval))
        updateCorrection(rawEval, bestScore, depth);
    return bestScore;
}

void Worker::Impl::reportPvs(int depth, Bound bound, std::size_t onlyLine) {
    if (!isMain() || !shared.onInfo) return;
    const std::int64_t ms = shared.time.elapsedMs();
    const std::uint64_t nodes = shared.totalNodes();
    const std::size_t lines =
        std::min<std::size_t>(std::size_t(shared.reportLines), rootMoves.size());
    for (std::size_t i = 0; i < lines; ++i) {
        if (onlyLine != std::size_t(-1) && i != onlyLine) continue;
        const RootMove& rm = rootMoves[i];
        bool updated = rm.score != -ScoreInfinite;
        if (!updated && rm.previousScore == -ScoreInfinite) continue;
        SearchInfo info;
        info.depth = updated ? depth : std::max(1, depth - 1);
        info.selDepth = rm.selDepth;
        info.multiPv = int(i) + 1;
        info.score = updated ? rm.score : rm.previousScore;
        info.bound = i == onlyLine ? bound : BoundExact;
        info.nodes = nodes;
        info.timeMs = ms;
        info.nps = ms > 0 ? nodes * 1000 / std::uint64_t(ms) : nodes * 1000;
        info.hashfull = shared.tt->hashfull();
        info.pv = rm.pv;
        shared.onInfo(info);
    }
}

// Iterative deepening with aspiration windows around the previous score, one line at a time for
// MultiPV. https://www.chessprogramming.org/Iterative_Deepening
void Worker::Impl::iterate() {
    const SearchLimits& lim = shared.limits;
    const int maxDepth = lim.depth > 0 ? std::min(lim.depth, MaxPly - 1) : MaxPly - 1;
    const std::size_t lines =
        std::min<std::size_t>(std::size_t(std::max(1, shared.multiPv)), rootMoves.size());

    Move previousBest;
    int stableIterations = 0, previousScore = 0;

    for (rootDepth = 1; rootDepth <= maxDepth; ++rootDepth) {
        // Helper threads skip some depths so that they do not all search the same tree.
        if (!isMain() && rootDepth > 1 && ((rootDepth + id) % 3 == 0)) continue;

        for (RootMove& rm : rootMoves) rm.previousScore = rm.score;

        for (pvIndex = 0; pvIndex < lines && !stopped(); ++pvIndex) {
            selDepth = 0;
            int prev = rootMoves[pvIndex].previousScore;
            int delta = Params.aspirationDelta;
            int alpha = -ScoreInfinite, beta = ScoreInfinite;
            if (rootDepth >= Params.aspirationMinDepth && prev != -ScoreInfinite &&
                !isMateScore(prev)) {
                alpha = std::max(prev - delta, -ScoreInfinite);
                beta = std::min(prev + delta, ScoreInfinite);
            }
            while (true) {
                int score = search(Root, alpha, beta, rootDepth, 0, false);
                std::stable_sort(
                    rootMoves.begin() + std::ptrdiff_t(pvIndex), rootMoves.end(),
                    [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
                if (stopped()) break;
                if (score <= alpha) {
                    beta = (alpha + beta) / 2;
                    alpha = std::max(score - delta, -ScoreInfinite);
                    if (shared.time.elapsedMs() > 3000) reportPvs(rootDepth, BoundUpper, pvIndex);
                } else if (score >= beta) {
                    beta = std::min(score + delta, ScoreInfinite);
                    if (shared.time.elapsedMs() > 3000) reportPvs(rootDepth, BoundLower, pvIndex);
                } else {
                    break;
                }
                delta += delta / 2;
            }
            std::stable_sort(
                rootMoves.begin(), rootMoves.begin() + std::ptrdiff_t(pvIndex + 1),
                [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
        }
        if (stopped()) {
            // A stopped iteration still improves the move if its first line finished a move
            // that beat the previous best.
            if (rootMoves[0].score == -ScoreInfinite) {
                for (RootMove& rm : rootMoves) rm.score = rm.previousScore;
                std::stable_sort(
                    rootMoves.begin(), rootMoves.end(),
                    [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
            }
            break;
        }
        reportPvs(rootDepth, BoundExact, std::size_t(-1));
        finished.clear();
        for (std::size_t i = 0; i < lines; ++i)
            finished.push_back(rootMoves[i].result(rootMoves[i].score));

        if (isMain()) {
            // A forced mate found within this depth will not get shorter by searching on.
            if (isMateScore(rootMoves[0].score) && lim.depth == 0 && !lim.infinite &&
                ScoreMate - std::abs(rootMoves[0].score) <= rootDepth)
                break;
            // An easy move, kept for several iterations, is played sooner; a move that just
            // changed, or a falling score, earns more thought.
            const Move best = rootMoves[0].move;
            const int score = rootMoves[0].score;
            stableIterations = best == previousBest ? stableIterations + 1 : 0;
            const int fall = rootDepth > 1 ? previousScore - score : 0;
            previousBest = best;
            previousScore = score;
            if (shared.time.optimumMs && !shared.pondering) {
                const double stability =
                    Params.tmUnstable -
                    Params.tmStablePerIteration * std::min(stableIterations, Params.tmStableMax);
                const double falling =
                    std::clamp(1.0 + fall / Params.tmFallDivisor, 1.0, Params.tmFallMax);
                // The share of the nodes the best move took: a move the search hardly doubted
                // took nearly all of them.
                const double bestShare =
                    double(rootMoves[0].nodes) / double(std::max<std::uint64_t>(1, self.nodes()));
                const double effort = rootDepth >= Params.tmEffortMinDepth
                                          ? (Params.tmEffortBase - bestShare) * Params.tmEffortScale
                                          : 1.0;
                if (double(shared.clockMs()) >=
                    double(shared.time.optimumMs) * stability * falling * effort)
                    break;
            }
            if (rootMoves.size() == 1 && shared.time.optimumMs && !shared.pondering &&
                rootDepth >= 8)
                break; // the only move: no need to think long
        }
    }
}

Worker::Worker(SearchShared& shared, int id) : impl_(std::make_unique<Impl>(*this, shared, id)) {
    clearHistory();
}

Worker::~Worker() = default;

void Worker::clearHistory() {
    std::memset(impl_->history, 0, sizeof(impl_->history));
    std::memset(impl_->contHist, 0, sizeof(impl_->contHist));
    std::memset(impl_->captureHistory, 0, sizeof(impl_->captureHistory));
    std::memset(impl_->pawnCorrection, 0, sizeof(impl_->pawnCorrection));
    std::memset(impl_->pieceCorrection, 0, sizeof(impl_->pieceCorrection));
    for (auto& row : impl_->counterMoves)
        for (Move& m : row) m = Move::none();
}

void Worker::setRoot(const Position& root, const std::vector<Key>& history) {
    Impl& w = *impl_;
    w.pos = root;
    w.keys = history;
    w.rootKeyIndex = w.keys.size();
    w.keys.resize(w.rootKeyIndex + MaxPly + 2);
    w.keys[w.rootKeyIndex] = root.key();
    w.rootMoves.clear();
    w.finished.clear();
    const auto& only = w.shared.limits.searchMoves;
    for (Move m : MoveList(root))
        if (only.empty() || std::find(only.begin(), only.end(), m) != only.end())
            w.rootMoves.push_back(RootMove{m, -ScoreInfinite, -ScoreInfinite, 0, 0, {m}});
    for (Frame& f : w.frames) {
        f = Frame{};
        f.contHist = w.noContHist();
    }
    nodes_ = 0;
}

void Worker::run() {
    if (impl_->rootMoves.empty()) return;
    impl_->iterate();
}

Move Worker::bestMove() const {
    return impl_->rootMoves.empty() ? Move::none() : impl_->rootMoves[0].move;
}

Move Worker::ponderMove() const {
    if (impl_->rootMoves.empty() || impl_->rootMoves[0].pv.size() < 2) return Move::none();
    return impl_->rootMoves[0].pv[1];
}

std::vector<Worker::RootResult> Worker::rootResults(std::size_t count) const {
    std::vector<RootResult> out = impl_->finished;
    if (out.empty()) // stopped within the first iteration: what it has
        for (const RootMove& rm : impl_->rootMoves)
            out.push_back(rm.result(rm.score != -ScoreInfinite ? rm.score : rm.previousScore));
    out.resize(std::min(count, out.size()));
    return out;
}

std::uint64_t SearchShared::totalNodes() const {
    std::uint64_t n = 0;
    for (const Worker* w : workers) n += w->nodes();
    return n;
}

} // namespace ferz

#include "review.h"

#include "game.h"
#include "movegen.h"
#include "notation.h"
#include "see.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace ferz {

// ---------------------------------------------------------------------------------------------
// Scores and winning chances

int Evaluation::mateInMoves() const {
    if (!isMate()) return 0;
    const int plies = ScoreMate - std::abs(value);
    return value > 0 ? (plies + 1) / 2 : -(plies + 1) / 2;
}

double Evaluation::whiteWinChance() const {
    return winChance(*this, White);
}

std::string Evaluation::pgnText() const {
    if (isMate()) return '#' + std::to_string(mateInMoves());
    const int a = std::abs(value);
    std::string out = value < 0 ? "-" : "";
    out += std::to_string(a / 100);
    out += a % 100 < 10 ? ".0" : ".";
    out += std::to_string(a % 100);
    return out;
}

double winChance(int cp) {
    // Lichess's fit of its players' results against Stockfish's centipawns.
    constexpr double K = 0.00368208;
    return 50.0 + 50.0 * (2.0 / (1.0 + std::exp(-K * cp)) - 1.0);
}

double winChance(Evaluation eval, Color side) {
    const int score = eval.forSide(side);
    if (eval.isMate()) return score > 0 ? 100.0 : 0.0;
    return winChance(score);
}

double winChanceLoss(Evaluation before, Evaluation after, Color mover) {
    return std::max(0.0, winChance(before, mover) - winChance(after, mover));
}

int nagOf(Judgement j) {
    switch (j) {
    case Judgement::Inaccuracy: return 6;
    case Judgement::Mistake: return 2;
    case Judgement::Blunder: return 4;
    case Judgement::None: break;
    }
    return 0;
}

std::string_view glyphOf(Judgement j) {
    switch (j) {
    case Judgement::Inaccuracy: return "?!";
    case Judgement::Mistake: return "?";
    case Judgement::Blunder: return "??";
    case Judgement::None: break;
    }
    return {};
}

// The win-chance drop decides, except around forced mates, where the drop says little: a mate
// missed while still a rook up loses almost no winning chances, and walking into a mate from a
// lost position loses almost none either. There lichess's rules apply: walking into a mate or
// letting one go is a blunder, softened when the position stays (or already was) decided.
Judgement judgeMove(Evaluation before, Evaluation after, Color mover, const ReviewThresholds& t) {
    const int b = before.forSide(mover), a = after.forSide(mover);
    const bool beforeMates = before.isMate() && b > 0, beforeMated = before.isMate() && b < 0;
    const bool afterMates = after.isMate() && a > 0, afterMated = after.isMate() && a < 0;

    if (afterMated && !beforeMated) {
        if (beforeMates) return Judgement::Blunder;
        return b < -t.mateLostInaccuracyCp ? Judgement::Inaccuracy
               : b < -t.mateLostMistakeCp  ? Judgement::Mistake
                                           : Judgement::Blunder;
    }
    if (beforeMates && !afterMates) {
        return a > t.mateLostInaccuracyCp ? Judgement::Inaccuracy
               : a > t.mateLostMistakeCp  ? Judgement::Mistake
                                          : Judgement::Blunder;
    }
    // A slower mate, or a quicker loss in a lost position, is not marked.
    if (beforeMated || beforeMates) return Judgement::None;

    const double loss = winChanceLoss(before, after, mover);
    return loss >= t.blunder      ? Judgement::Blunder
           : loss >= t.mistake    ? Judgement::Mistake
           : loss >= t.inaccuracy ? Judgement::Inaccuracy
                                  : Judgement::None;
}

// ---------------------------------------------------------------------------------------------
// Sentences

// Every sentence of the review, in one table, translated in the GUI (context ferz::Review).
// Piece names are whole in each template, so a language can make its words agree.
namespace {

constexpr MessageFormat JudgementName[] = {FERZ_MSG("ferz::Review", "Inaccuracy"),
                                           FERZ_MSG("ferz::Review", "Mistake"),
                                           FERZ_MSG("ferz::Review", "Blunder")};
constexpr MessageFormat HangsThe[] = {
    FERZ_MSG("ferz::Review", "hangs a pawn"), FERZ_MSG("ferz::Review", "hangs the knight"),
    FERZ_MSG("ferz::Review", "hangs the bishop"), FERZ_MSG("ferz::Review", "hangs the rook"),
    FERZ_MSG("ferz::Review", "hangs the queen")};
constexpr MessageFormat LosesThe[] = {
    FERZ_MSG("ferz::Review", "loses a pawn"), FERZ_MSG("ferz::Review", "loses the knight"),
    FERZ_MSG("ferz::Review", "loses the bishop"), FERZ_MSG("ferz::Review", "loses the rook"),
    FERZ_MSG("ferz::Review", "loses the queen")};
constexpr MessageFormat MissesWinning[] = {FERZ_MSG("ferz::Review", "misses winning a pawn"),
                                           FERZ_MSG("ferz::Review", "misses winning a knight"),
                                           FERZ_MSG("ferz::Review", "misses winning a bishop"),
                                           FERZ_MSG("ferz::Review", "misses winning a rook"),
                                           FERZ_MSG("ferz::Review", "misses winning the queen")};
constexpr MessageFormat AllowsMate = FERZ_MSG_N("ferz::Review", "allows mate in %n");
constexpr MessageFormat MissesMate = FERZ_MSG_N("ferz::Review", "misses mate in %n");
constexpr MessageFormat LetsPromote = FERZ_MSG("ferz::Review", "lets the opponent promote");
constexpr MessageFormat BetterMove = FERZ_MSG("ferz::Review", "%1 was better"); // "Nf3 was better"
constexpr MessageFormat BetterWithLine =
    FERZ_MSG("ferz::Review", "%1 was better: %2"); // "…: 14. Nf3 Qd7"
constexpr MessageFormat JudgedWithReason =
    FERZ_MSG("ferz::Review", "%1: %2.");                          // "Blunder: hangs …."
constexpr MessageFormat Judged = FERZ_MSG("ferz::Review", "%1."); // "Mistake."
constexpr MessageFormat CommentSentences = FERZ_MSG("ferz::Review", "%1 %2"); // the two together

// A piece the review names: pawn … queen (a king is never won or lost).
std::size_t pieceIndex(PieceType pt) {
    return std::min<std::size_t>(pt, Queen);
}

} // namespace

Message judgementName(Judgement j) {
    return j == Judgement::None ? Message() : Message(JudgementName[int(j) - 1]);
}

Message Explanation::reasonMessage() const {
    switch (reason) {
    case Reason::AllowsMate: return Message::counted(AllowsMate, mateIn);
    case Reason::MissesMate: return Message::counted(MissesMate, mateIn);
    case Reason::HangsPiece: return HangsThe[pieceIndex(piece)];
    case Reason::LosesPiece: return LosesThe[pieceIndex(piece)];
    case Reason::LetsPromote: return LetsPromote;
    case Reason::MissesWin: return MissesWinning[pieceIndex(piece)];
    case Reason::BetterMove: break;
    }
    return Message(BetterMove, {betterSan});
}

Message Explanation::betterMessage() const {
    return betterLineText.empty() ? Message(BetterMove, {betterSan})
                                  : Message(BetterWithLine, {betterSan, betterLineText});
}

Message MoveReview::commentMessage() const {
    if (judgement == Judgement::None) return {};
    const Message head =
        explanation.reason == Reason::BetterMove
            ? Message(Judged, {judgementName(judgement)})
            : Message(JudgedWithReason, {judgementName(judgement), explanation.reasonMessage()});
    if (!explanation.better) return head;
    return Message(CommentSentences, {head, explanation.betterMessage()});
}

int GameAnalysis::count(Judgement j, Color side) const {
    return int(std::count_if(reviews.begin(), reviews.end(), [&](const MoveReview& r) {
        return r.judgement == j && r.mover == side;
    }));
}

// ---------------------------------------------------------------------------------------------
// Reading the engine's lines

namespace {

// Plain material values for explanations (a knight is three pawns), not the evaluation's.
constexpr int MaterialValue[7] = {100, 300, 300, 500, 900, 0, 0};

// A piece counts as lost or won when the lines differ by three quarters of its value or more.
constexpr int explainsLoss(PieceType pt) {
    return MaterialValue[pt] * 3 / 4;
}

// How many plies of a line are followed before the material is counted.
constexpr int WalkPlies = 6;

int material(const Position& pos, Color side) {
    int sum = 0;
    for (PieceType pt : {Pawn, Knight, Bishop, Rook, Queen})
        sum += MaterialValue[pt] * popcount(pos.pieces(side, pt));
    return sum;
}

int balance(const Position& pos, Color side) {
    return material(pos, side) - material(pos, ~side);
}

// The material balance for the side to move once the captures that win something are played
// out: a quiescence search over material alone, pruned by SEE, so a line that ends in the middle
// of an exchange is counted as the exchange ends.
// https://www.chessprogramming.org/Quiescence_Search
int settledBalance(Position& pos, int alpha, int beta, int depth) {
    const int standPat = balance(pos, pos.sideToMove());
    if (depth == 0 || standPat >= beta) return standPat;
    alpha = std::max(alpha, standPat);
    for (Move m : MoveList(pos, GenType::Captures)) {
        if (!seeAtLeast(pos, m, 0)) continue;
        StateInfo st;
        pos.makeMove(m, st);
        const int score = -settledBalance(pos, -beta, -alpha, depth - 1);
        pos.unmakeMove(m, st);
        if (score >= beta) return score;
        alpha = std::max(alpha, score);
    }
    return alpha;
}

// What happens to the material along the first plies of a line, seen by `mover`.
struct Walk {
    int balance = 0;               // settled at the end of the walk
    std::vector<PieceType> lost;   // the mover's pieces taken along the way
    std::vector<PieceType> won;    // the opponent's pieces the mover took
    bool opponentPromotes = false; // and the new piece is still there at the end of the walk
};

Walk walk(Position pos, Color mover, const std::vector<Move>& line, int plies) {
    Walk w;
    Square promoted = NoSquare; // where the opponent's newest promoted piece stands
    for (int i = 0; i < plies && std::size_t(i) < line.size(); ++i) {
        const Move m = line[std::size_t(i)];
        if (!pos.isLegal(m)) break;
        const bool ours = pos.sideToMove() == mover;
        if (pos.isCapture(m)) {
            const PieceType taken =
                m.kind() == Move::EnPassant ? Pawn : typeOf(pos.pieceOn(m.to()));
            (ours ? w.won : w.lost).push_back(taken);
            if (ours && m.to() == promoted) promoted = NoSquare; // taken at once: no harm
        }
        if (!ours && m.from() == promoted) promoted = m.to();
        if (!ours && m.isPromotion()) promoted = m.to();
        StateInfo st;
        pos.makeMove(m, st);
    }
    w.opponentPromotes = promoted != NoSquare;
    const int settled = settledBalance(pos, -ScoreInfinite, ScoreInfinite, 8);
    w.balance = pos.sideToMove() == mover ? settled : -settled;
    return w;
}

// The most valuable piece type in `a` that `b` does not match (a multiset difference).
PieceType mostValuableExtra(std::vector<PieceType> a, std::vector<PieceType> b) {
    PieceType best = NoPieceType;
    for (PieceType pt : a) {
        auto it = std::find(b.begin(), b.end(), pt);
        if (it != b.end()) {
            b.erase(it);
            continue;
        }
        if (best == NoPieceType || MaterialValue[pt] > MaterialValue[best]) best = pt;
    }
    return best;
}

// "14. Nf3 Qd7 15. O-O", or "14... Qd7 15. O-O" when Black moves first.
std::string numberedLine(Position pos, const std::vector<Move>& line, int plies,
                         std::vector<std::string>* sans) {
    std::string out;
    for (int i = 0; i < plies && std::size_t(i) < line.size(); ++i) {
        const Move m = line[std::size_t(i)];
        if (!pos.isLegal(m)) break;
        if (!out.empty()) out += ' ';
        if (pos.sideToMove() == White)
            out += std::to_string(pos.fullmoveNumber()) + ". ";
        else if (i == 0)
            out += std::to_string(pos.fullmoveNumber()) + "... ";
        const std::string san = toSan(pos, m);
        out += san;
        if (sans) sans->push_back(san);
        StateInfo st;
        pos.makeMove(m, st);
    }
    return out;
}

// The reason a judged move was worse, when the lines show one; BetterMove otherwise.
void explain(const Position& pos, Move played, const PositionAnalysis& before,
             const PositionAnalysis& after, Move previous, MoveReview& r) {
    Explanation& e = r.explanation;
    const Color mover = r.mover;
    const int b = r.before.forSide(mover), a = r.after.forSide(mover);

    // Mates first: the scores say it outright.
    if (r.after.isMate() && a < 0) {
        e.reason = Reason::AllowsMate;
        e.mateIn = std::abs(r.after.mateInMoves());
        return;
    }
    if (r.before.isMate() && b > 0 && !(r.after.isMate() && a > 0)) {
        e.reason = Reason::MissesMate;
        e.mateIn = std::abs(r.before.mateInMoves());
        return;
    }

    // Material: the played move and the engine's reply against the engine's best line.
    std::vector<Move> playedLine{played};
    playedLine.insert(playedLine.end(), after.pv.begin(), after.pv.end());
    const Walk ours = walk(pos, mover, playedLine, WalkPlies);
    const Walk best = walk(pos, mover, before.pv, WalkPlies);
    const int worse = best.balance - ours.balance;

    const PieceType lost = mostValuableExtra(ours.lost, best.lost);
    if (lost != NoPieceType && worse >= explainsLoss(lost)) {
        // Hanging: the very first reply takes the piece, and takes it with profit.
        Position next = pos;
        StateInfo st;
        next.makeMove(played, st);
        const Move reply = after.pv.empty() ? Move::none() : after.pv[0];
        const bool hangs = reply && next.isLegal(reply) && next.isCapture(reply) &&
                           reply.kind() != Move::EnPassant &&
                           typeOf(next.pieceOn(reply.to())) == lost && seeAtLeast(next, reply, 1);
        e.reason = hangs ? Reason::HangsPiece : Reason::LosesPiece;
        e.piece = lost;
        return;
    }
    if (ours.opponentPromotes && !best.opponentPromotes) {
        e.reason = Reason::LetsPromote;
        return;
    }
    const PieceType won = mostValuableExtra(best.won, ours.won);
    // Taking back a piece just taken is not a win: the fallback names the recapture.
    const bool recapture = previous && before.best && before.best.to() == previous.to() &&
                           pos.capturedPiece() != NoPiece;
    if (won != NoPieceType && !recapture && worse >= explainsLoss(won)) {
        e.reason = Reason::MissesWin;
        e.piece = won;
        return;
    }
    e.reason = Reason::BetterMove;
}

} // namespace

MoveReview reviewMove(const Position& pos, Move played, const PositionAnalysis& before,
                      const PositionAnalysis& after, Move previous, const ReviewThresholds& t) {
    MoveReview r;
    r.played = played;
    r.mover = pos.sideToMove();
    r.before = before.eval;
    r.after = after.eval;
    r.winChanceBefore = winChance(r.before, r.mover);
    r.winChanceAfter = winChance(r.after, r.mover);
    r.loss = winChanceLoss(r.before, r.after, r.mover);

    // The engine's own choice, and the only legal move, are never blamed.
    if (!before.scored || !after.scored) return r; // no verdict without both scores
    if (!before.best || played == before.best || countLegalMoves(pos) <= 1) return r;
    r.judgement = judgeMove(r.before, r.after, r.mover, t);
    if (r.judgement == Judgement::None) return r;

    explain(pos, played, before, after, previous, r);
    Explanation& e = r.explanation;
    // A piece given or missed that costs little of the game (it stays decided) is no reason
    // for a mere inaccuracy: "?! Inaccuracy: hangs the rook" would contradict itself.
    if (r.judgement == Judgement::Inaccuracy && e.piece != Pawn &&
        (e.reason == Reason::HangsPiece || e.reason == Reason::LosesPiece ||
         e.reason == Reason::MissesWin))
        e.reason = Reason::BetterMove;
    e.better = before.best;
    e.betterLineText = numberedLine(
        pos, before.pv.empty() ? std::vector<Move>{before.best} : before.pv, 8, &e.betterLineSan);
    e.betterSan = e.betterLineSan.empty() ? toSan(pos, before.best) : e.betterLineSan.front();
    return r;
}

// ---------------------------------------------------------------------------------------------
// The analysis

Analyser::Analyser(AnalysisOptions options) : options_(std::move(options)) {
    engine_.setThreads(std::max(1, options_.threads));
    engine_.setHashMegabytes(std::max<std::size_t>(1, options_.hashMegabytes));
}

void Analyser::stop() {
    stop_ = true;
    engine_.stop();
}

// One search to its limit, the last finished iteration's score and line kept: a line the
// search did not finish is not an analysis.
PositionAnalysis Analyser::search(const Position& pos, std::vector<Key> history) {
    SearchLimits limits;
    limits.nodes = options_.nodes;
    limits.movetimeMs = options_.movetimeMs;
    limits.depth = options_.depth;

    SearchInfo last;
    bool reported = false;
    Move bestMove;
    engine_.setPosition(pos, std::move(history));
    engine_.go(
        limits,
        [&](const SearchInfo& info) {
            if (info.multiPv != 1 || info.pv.empty() || info.bound != BoundExact) return;
            last = info;
            reported = true;
        },
        [&](Move best, Move) { bestMove = best; });
    // A stop() that came just before go() was forgotten by it: ask again.
    if (stop_) engine_.stop();
    engine_.wait();

    PositionAnalysis out;
    out.nodes = engine_.nodesSearched();
    if (reported) {
        out.eval = Evaluation::fromSideToMove(last.score, pos.sideToMove());
        out.pv = last.pv;
        out.best = last.pv.front();
        out.depth = last.depth;
        out.scored = true;
    } else if (bestMove) {
        out.best = bestMove; // not even depth 1 finished: a move, no score
        out.pv = {bestMove};
    }
    return out;
}

GameAnalysis Analyser::run(const Position& start, const std::vector<Move>& moves,
                           const AnalysisProgress& progress) {
    stop_ = false;
    engine_.newGame();

    GameAnalysis result;
    result.start = start;
    Game game(start);
    for (Move m : moves) {
        if (!game.play(m)) break;
        result.moves.push_back(m);
    }
    while (game.undo()) {
    }

    const std::size_t total = result.moves.size() + 1;
    Position previous = start; // the position before the move just played
    for (std::size_t i = 0; i < total && !stop_; ++i) {
        const Position& pos = game.position();
        PositionAnalysis pa;
        const GameStatus status = game.status();
        if (status.over()) {
            // Nothing to search: the rules have the last word.
            pa.eval = status.reason == Termination::Checkmate
                          ? Evaluation::fromSideToMove(-ScoreMate, pos.sideToMove())
                          : Evaluation{ScoreDraw};
            pa.scored = true;
        } else {
            pa = search(pos, std::vector<Key>(game.keys().begin(), game.keys().end() - 1));
            if (stop_) break; // the search was cut short: not an analysis
        }
        result.positions.push_back(std::move(pa));
        if (i > 0) {
            // The previous move is judged now that the position after it has a score.
            const Move before = i >= 2 ? result.moves[i - 2] : Move::none();
            MoveReview r = reviewMove(previous, result.moves[i - 1], result.positions[i - 1],
                                      result.positions[i], before, options_.thresholds);
            r.ply = i - 1;
            result.reviews.push_back(std::move(r));
        }
        if (progress) progress(i, total, result);
        if (i + 1 < total) {
            previous = pos;
            game.play(result.moves[i]);
        }
    }
    result.complete = result.positions.size() == total;
    return result;
}

GameAnalysis analyseGame(const Position& start, const std::vector<Move>& moves,
                         const AnalysisOptions& options, const AnalysisProgress& progress) {
    Analyser analyser(options);
    return analyser.run(start, moves, progress);
}

// ---------------------------------------------------------------------------------------------
// Into PGN

namespace {

bool isOurNag(int nag) {
    return nag == 2 || nag == 4 || nag == 6;
}

} // namespace

void annotate(PgnGame& game, const GameAnalysis& analysis, const AnnotateOptions& options) {
    if (game.start.key() != analysis.start.key()) return; // another game
    Position pos = analysis.start;
    const std::size_t n = std::min(game.moves.size(), analysis.moves.size());
    for (std::size_t i = 0; i < n && game.moves[i].move == analysis.moves[i]; ++i) {
        PgnMove& pm = game.moves[i];
        const MoveReview* r = i < analysis.reviews.size() ? &analysis.reviews[i] : nullptr;
        if (r) {
            if (options.evals && !(r->after.isMate() && r->after.mateInMoves() == 0)) {
                // Lichess's form: #N for a mate, else pawns. A checkmate on the board gets none.
                pm.evalCp.reset();
                pm.evalMate.reset();
                if (r->after.isMate())
                    pm.evalMate = r->after.mateInMoves();
                else
                    pm.evalCp = r->after.value;
            }
            if (options.nags) {
                // Ours from an earlier analysis go; a judged move keeps one move glyph, ours
                // (a reader's "!" and our "?" would read as "!?").
                std::erase_if(pm.nags, isOurNag);
                if (r->judgement != Judgement::None)
                    setGlyph(pm.nags, GlyphKind::Move, nagOf(r->judgement));
            }
            if (r->judgement != Judgement::None) {
                const Explanation& e = r->explanation;
                if (options.comments) {
                    // The better line once: in the variation when there is one, else here.
                    MoveReview shown = *r;
                    shown.explanation.betterLineText =
                        options.variations ? std::string()
                                           : numberedLine(pos, analysis.positions[i].pv,
                                                          options.linePlies, nullptr);
                    const std::string text = shown.comment();
                    // A comment of its own, after the others; not twice.
                    if (std::none_of(pm.comments.begin(), pm.comments.end(),
                                     [&text](const std::string& c) {
                                         return c.find(text) != std::string::npos;
                                     }))
                        pm.comments.push_back(text);
                }
                if (options.variations && e.better) {
                    std::vector<PgnMove> line;
                    Position p = pos;
                    const std::vector<Move>& pv = analysis.positions[i].pv;
                    for (std::size_t k = 0; k < pv.size() && int(k) < options.linePlies; ++k) {
                        if (!p.isLegal(pv[k])) break;
                        PgnMove vm;
                        vm.move = pv[k];
                        line.push_back(vm);
                        StateInfo st;
                        p.makeMove(pv[k], st);
                    }
                    const auto same = [&line](const std::vector<PgnMove>& v) {
                        return std::equal(
                            v.begin(), v.end(), line.begin(), line.end(),
                            [](const PgnMove& x, const PgnMove& y) { return x.move == y.move; });
                    };
                    if (!line.empty() &&
                        std::none_of(pm.variations.begin(), pm.variations.end(), same))
                        pm.variations.push_back(std::move(line));
                }
            }
        }
        StateInfo st;
        pos.makeMove(pm.move, st);
    }
    if (analysis.complete || !analysis.reviews.empty()) game.setTag("Annotator", "Ferz");
}

} // namespace ferz

#include "review.h"

#include "attacks.h"
#include "game.h"
#include "movegen.h"
#include "notation.h"
#include "see.h"

#include <algorithm>
#include <cmath>
#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <optional>
#include <thread>

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
// "leaves the knight on f6 undefended": %1 is the square.
constexpr MessageFormat LeavesUndefended[] = {
    FERZ_MSG("ferz::Review", "leaves a pawn on %1 undefended"),
    FERZ_MSG("ferz::Review", "leaves the knight on %1 undefended"),
    FERZ_MSG("ferz::Review", "leaves the bishop on %1 undefended"),
    FERZ_MSG("ferz::Review", "leaves the rook on %1 undefended"),
    FERZ_MSG("ferz::Review", "leaves the queen on %1 undefended")};
// The same piece defended, but attacked by less than it is worth.
constexpr MessageFormat LeavesEnPrise[] = {
    FERZ_MSG("ferz::Review", "leaves a pawn on %1 en prise"),
    FERZ_MSG("ferz::Review", "leaves the knight on %1 en prise"),
    FERZ_MSG("ferz::Review", "leaves the bishop on %1 en prise"),
    FERZ_MSG("ferz::Review", "leaves the rook on %1 en prise"),
    FERZ_MSG("ferz::Review", "leaves the queen on %1 en prise")};
constexpr MessageFormat AllowsFork = FERZ_MSG("ferz::Review", "allows a fork");
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
    case Reason::LeavesPiece:
        return Message((defended ? LeavesEnPrise : LeavesUndefended)[pieceIndex(piece)],
                       {square == NoSquare ? std::string() : squareName(square)});
    case Reason::AllowsFork: return AllowsFork;
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
    std::vector<Square> lostOn;    // and where each was taken
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
            if (!ours) w.lostOn.push_back(m.to());
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

// Whether the side to move in `pos` wins material by taking what stands on `s`: one of its
// captures there comes out ahead once the exchange is played out (SEE).
bool enPrise(const Position& pos, Square s) {
    for (Move m : MoveList(pos, GenType::Captures))
        if (m.to() == s && m.kind() != Move::EnPassant && seeAtLeast(pos, m, 1)) return true;
    return false;
}

// The squares of `side`'s pieces (pawns to queens) that the side to move in `pos` attacks.
Bitboard attackedBy(const Position& pos, Square from, Color side) {
    const Piece piece = pos.pieceOn(from);
    const PieceType pt = typeOf(piece);
    const Bitboard attacks =
        pt == Pawn ? pawnAttacks(colorOf(piece), from) : attacksFrom(pt, from, pos.pieces());
    return attacks & pos.pieces(side);
}

// A fork: the reply `reply` (the opponent's, in `pos` after the played move) puts a piece where
// it attacks two or more of the mover's men at once, each of them the king, worth more than the
// attacker, or undefended; and one of them is of the type the line then wins.
bool isFork(Position pos, Color mover, Move reply, PieceType won) {
    if (!reply || !pos.isLegal(reply)) return false;
    StateInfo st;
    pos.makeMove(reply, st);
    const Square at = reply.to();
    const int attackerValue = MaterialValue[typeOf(pos.pieceOn(at))];
    int targets = 0;
    bool wonAmongThem = false;
    for (Bitboard b = attackedBy(pos, at, mover); b;) {
        const Square s = popLsb(b);
        const PieceType pt = typeOf(pos.pieceOn(s));
        const bool defended = (pos.attackersTo(s) & pos.pieces(mover)) != 0;
        if (pt == King || MaterialValue[pt] > attackerValue || !defended) {
            ++targets;
            wonAmongThem = wonAmongThem || pt == won;
        }
    }
    return targets >= 2 && wonAmongThem;
}

// The most valuable piece of the mover's other than the one that moved, en prise after the
// played move, taken in the played line (on one of `takenOn`), that the best move does not
// leave en prise (it moved it, defended it or took the attacker): its square, or NoSquare.
Square leftEnPrise(const Position& pos, Move played, Move best,
                   const std::vector<Square>& takenOn) {
    Position after = pos;
    StateInfo st;
    after.makeMove(played, st);
    Position alternative = pos;
    StateInfo st2;
    if (best) alternative.makeMove(best, st2);
    Square found = NoSquare;
    for (Square s : takenOn) {
        const Piece piece = after.pieceOn(s);
        if (s == played.to() || piece == NoPiece || colorOf(piece) != pos.sideToMove() ||
            typeOf(piece) == King || !enPrise(after, s))
            continue;
        if (best && alternative.pieceOn(s) == piece && enPrise(alternative, s))
            continue; // the best move leaves it too: not what the played move did wrong
        if (found == NoSquare ||
            MaterialValue[typeOf(piece)] > MaterialValue[typeOf(after.pieceOn(found))])
            found = s;
    }
    return found;
}

// The reason a judged move was worse, when the lines show one; BetterMove otherwise. `before`
// holds the best move's line, `after` the line after the played move (the reply first).
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

    // A piece en prise, taken in the played line (so the line shows it), with a real loss of
    // material against the better line: the moved piece hangs, or another is left.
    Position next = pos;
    StateInfo st;
    next.makeMove(played, st);
    const bool material = worse >= explainsLoss(Pawn);
    const auto taken = [&](Square s) {
        return std::find(ours.lostOn.begin(), ours.lostOn.end(), s) != ours.lostOn.end();
    };
    if (material && taken(played.to()) && enPrise(next, played.to())) {
        e.reason = Reason::HangsPiece;
        e.piece = typeOf(next.pieceOn(played.to()));
        return;
    }
    if (const Square s = material ? leftEnPrise(pos, played, before.best, ours.lostOn) : NoSquare;
        s != NoSquare) {
        e.reason = Reason::LeavesPiece;
        e.piece = typeOf(next.pieceOn(s));
        e.square = s;
        e.defended = (next.attackersTo(s) & next.pieces(mover)) != 0;
        return;
    }
    // Otherwise the most valuable piece lost in the played line and not in the better one, when
    // the line ends three quarters of its value worse: a fork, or another way of losing it.
    const PieceType lost = mostValuableExtra(ours.lost, best.lost);
    if (lost != NoPieceType && worse >= explainsLoss(lost)) {
        const Move reply = after.pv.empty() ? Move::none() : after.pv[0];
        e.piece = lost;
        e.reason = isFork(next, mover, reply, lost) ? Reason::AllowsFork : Reason::LosesPiece;
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
         e.reason == Reason::MissesWin || e.reason == Reason::LeavesPiece ||
         e.reason == Reason::AllowsFork))
        e.reason = Reason::BetterMove;
    e.better = before.best;
    e.betterLine = before.pv.empty() ? std::vector<Move>{before.best} : before.pv;
    e.betterLineText = numberedLine(pos, e.betterLine, 8, &e.betterLineSan);
    e.betterSan = e.betterLineSan.empty() ? toSan(pos, before.best) : e.betterLineSan.front();
    return r;
}

// ---------------------------------------------------------------------------------------------
// The analysis

Analyser::Analyser(AnalysisOptions options) : options_(std::move(options)) {
    options_.workers = std::max(1, options_.workers);
    for (int i = 0; i < options_.workers; ++i) {
        own_.push_back(std::make_unique<EngineJudge>(options_.threads, options_.hashMegabytes));
        judges_.push_back(own_.back().get());
    }
}

Analyser::Analyser(Judge& judge, AnalysisOptions options)
    : options_(std::move(options)), judges_{&judge} {
    options_.workers = 1;
}

Analyser::Analyser(const std::vector<Judge*>& judges, AnalysisOptions options)
    : options_(std::move(options)), judges_(judges) {
    options_.workers = int(judges_.size());
}

void Analyser::stop() {
    stop_ = true;
    for (Judge* judge : judges_) judge->stop();
}

JudgeLimits Analyser::firstLook() const {
    return JudgeLimits{options_.nodes, options_.depth, options_.movetimeMs};
}

// One search to its limits; the last finished iteration's score and line are kept: a line the
// search did not finish is not an analysis.
PositionAnalysis Analyser::search(Judge& judge, const Game& game, const JudgeLimits& limits) {
    const JudgeResult r = judge.search(game, limits);
    PositionAnalysis out;
    out.nodes = r.nodes;
    if (r.scored()) {
        out.eval = Evaluation::fromSideToMove(r.best().score, game.position().sideToMove());
        out.pv = r.best().pv;
        out.best = r.best().move;
        out.depth = r.best().depth;
        out.scored = true;
    }
    return out;
}

namespace {

// The depth at which a mate of `score` is searched again: `extra` deeper than it was found, and
// deep enough to see the whole mate.
int mateCheckDepth(int score, int depth, int extra) {
    return std::max(depth + extra, ScoreMate - std::abs(score) + 2);
}

} // namespace

// A mate the first look found, for either side, is believed only once a deeper search finds
// it too; otherwise the deeper search's score stands.
void Analyser::checkMate(Judge& judge, const Game& game, PositionAnalysis& pa) {
    if (!pa.scored || !pa.best || !pa.eval.isMate()) return; // a mate on the board is the rules'
    JudgeLimits deeper;
    deeper.depth = mateCheckDepth(pa.eval.value, pa.depth, options_.mateDepth);
    deeper.nodes = options_.nodes * options_.checkNodes;
    PositionAnalysis again = search(judge, game, deeper);
    if (!again.scored) return; // stopped: run() drops the position
    again.nodes += pa.nodes;
    pa = std::move(again);
}

namespace {

// The verdict on `played` against `best` from their lines, each searched alone to `depth` (or
// until `nodes`); a mate for either side is first searched again deeper, both moves alike, so
// that no mate is reported that a deeper search does not find. The two are compared at the
// deepest depth both finished. checkedDepth 0 (and no verdict) when a search was stopped or
// failed.
MoveReview settle(Judge& judge, const Game& game, Move played, JudgeResult playedLine,
                  JudgeResult bestLine, int depth, std::uint64_t nodes, Move previous,
                  const ReviewThresholds& t, int mateDepth) {
    const Position& pos = game.position();
    const Color mover = pos.sideToMove();
    MoveReview none;
    none.played = played;
    none.mover = mover;
    const auto alone = [&](Move m, int d) {
        JudgeLimits limits;
        limits.depth = d;
        limits.nodes = nodes;
        return judge.search(game, limits, {m});
    };
    if (isMateScore(playedLine.best().score) || isMateScore(bestLine.best().score)) {
        const int mateScore =
            isMateScore(playedLine.best().score) ? playedLine.best().score : bestLine.best().score;
        const int deeper = mateCheckDepth(mateScore, depth, mateDepth);
        JudgeResult p = alone(played, deeper), b = alone(bestLine.best().move, deeper);
        if (!p.scored() || !b.scored()) return none;
        playedLine = std::move(p);
        bestLine = std::move(b);
    }
    // The same depth for both: the deepest both finished.
    const int common = std::min(playedLine.best().depth, bestLine.best().depth);
    const JudgeLine& p = playedLine.atDepth(common);
    const JudgeLine& b = bestLine.atDepth(common);

    PositionAnalysis before, after;
    before.eval = Evaluation::fromSideToMove(b.score, mover);
    before.best = b.move;
    before.pv = b.pv;
    before.depth = b.depth;
    before.scored = true;
    after.eval = Evaluation::fromSideToMove(p.score, mover);
    after.pv.assign(p.pv.begin() + 1, p.pv.end());
    after.best = after.pv.empty() ? Move::none() : after.pv.front();
    after.depth = p.depth;
    after.scored = true;
    MoveReview r = reviewMove(pos, played, before, after, previous, t);
    r.checkedDepth = std::min(p.depth, b.depth);
    // A better move that does not better the mover's chances by an inaccuracy's margin is no
    // suggestion: in a lost game, the move that is mated later loses as surely as the one
    // mated sooner. The mark stands (the mate rules made it), without a better move. A mate
    // for the mover is always shown.
    const bool mates = r.before.isMate() && r.before.forSide(mover) > 0;
    if (r.judgement != Judgement::None && !mates && r.loss < t.inaccuracy) {
        Explanation& e = r.explanation;
        e.better = Move::none();
        e.betterSan.clear();
        e.betterLine.clear();
        e.betterLineSan.clear();
        e.betterLineText.clear();
    }
    return r;
}

} // namespace

MoveReview compareAlone(Judge& judge, const Game& game, Move played, Move best, int depth,
                        const ReviewThresholds& thresholds, int mateDepth, Move previous) {
    JudgeLimits limits;
    limits.depth = depth;
    JudgeResult p = judge.search(game, limits, {played});
    JudgeResult b = judge.search(game, limits, {best});
    if (!p.scored() || !b.scored()) {
        MoveReview none;
        none.played = played;
        none.mover = game.position().sideToMove();
        return none;
    }
    return settle(judge, game, played, std::move(p), std::move(b), depth, 0, previous, thresholds,
                  mateDepth);
}

// The verdict on the move of `ply` as a finding: `game` stands at the position before the
// move. The first look (the positions' scores) only says which moves to check; a checked move
// is judged on the played move and the best other move, each searched alone to the same depth,
// deeper than the first look (docs/review.md, "A mark is a finding").
MoveReview Analyser::check(Judge& judge, Game& game, Move played, const PositionAnalysis& first,
                           const PositionAnalysis& next, Move previous) {
    const Position pos = game.position();
    const ReviewThresholds& t = options_.thresholds;
    MoveReview look = reviewMove(pos, played, first, next, previous, t);
    if (!options_.verify) return look;

    // Only what the first look finds suspect is checked: a loss of `suspicion` points or more,
    // or a mate rule (even for the first look's own move: the position after it may have shown
    // what the search before it missed). Nothing else is marked.
    MoveReview none = look;
    none.judgement = Judgement::None;
    none.explanation = {};
    ReviewThresholds suspect = t;
    suspect.inaccuracy = std::min(t.inaccuracy, options_.suspicion);
    if (!first.scored || !next.scored || countLegalMoves(pos) <= 1 ||
        judgeMove(first.eval, next.eval, look.mover, suspect) == Judgement::None)
        return none;

    const Color mover = pos.sideToMove();
    const int candidateDepth = std::max(first.depth, 1) + options_.candidateDepth;
    const int depth = candidateDepth + options_.confirmDepth;
    // Each search of the check is also held to a node budget, so that a position where the
    // deeper search explodes costs a bounded time; the two are then compared at the deepest
    // depth both finished.
    const std::uint64_t nodes = options_.nodes * options_.checkNodes;
    const auto alone = [&](Move m) {
        JudgeLimits limits;
        limits.depth = depth;
        limits.nodes = nodes;
        return judge.search(game, limits, {m});
    };
    const auto judged = [&](int bestScore, int playedScore) {
        return judgeMove(Evaluation::fromSideToMove(bestScore, mover),
                         Evaluation::fromSideToMove(playedScore, mover), mover, t);
    };

    JudgeResult playedLine = alone(played);
    if (!playedLine.scored()) return none;
    // The candidates: the two best of the other moves at the candidate depth (the second only
    // when it is close to the first), each then searched alone as deep as the played move; the
    // better of them is the better move. When the deeper searches refute them (they lose as
    // much), the next best are tried, while the candidate search still thought them better.
    std::vector<Move> tried{played};
    JudgeResult bestLine;
    for (int k = 0; k < options_.candidates && !stop_; ++k) {
        std::vector<Move> others;
        for (Move m : MoveList(pos))
            if (std::find(tried.begin(), tried.end(), m) == tried.end()) others.push_back(m);
        if (others.empty()) break;
        JudgeLimits limits;
        limits.depth = candidateDepth;
        limits.nodes = nodes;
        const JudgeResult candidates = judge.search(game, limits, others, 2);
        if (!candidates.scored()) break;
        for (const JudgeLine& candidate : candidates.lines) {
            if (candidate.score < candidates.best().score - options_.closeCandidateCp) break;
            tried.push_back(candidate.move);
            const JudgeResult confirmed = alone(candidate.move);
            if (!confirmed.scored() || stop_) break;
            if (!bestLine.scored() || confirmed.best().score > bestLine.best().score)
                bestLine = confirmed;
        }
        if (!bestLine.scored() ||
            judged(bestLine.best().score, playedLine.best().score) != Judgement::None ||
            judged(candidates.best().score, playedLine.best().score) == Judgement::None)
            break;
    }
    if (stop_ || !bestLine.scored()) return none;
    MoveReview r = settle(judge, game, played, std::move(playedLine), std::move(bestLine), depth,
                          nodes, previous, t, options_.mateDepth);
    if (stop_) return none;
    return r;
}

// What the judges of one game share: the game, its segments' results as they come, and the
// order in which the calling thread passes them on.
struct Analyser::Shared {
    Position start;
    std::vector<Move> moves;
    std::mutex mutex;
    std::condition_variable changed;
    std::vector<std::optional<PositionAnalysis>> positions; // by index, as the segments find them
    std::vector<std::optional<MoveReview>> reviews;
    std::string failure;
    std::size_t nextSegment = 0;
    int working = 0;        // judges still at work
    std::thread::id caller; // the thread of run(), which passes the results on
    std::function<void(std::unique_lock<std::mutex>&)> passOn;

    // A result is in: the caller passes on what is complete, another thread wakes it.
    void report() {
        if (std::this_thread::get_id() == caller) {
            std::unique_lock lock(mutex);
            passOn(lock);
        } else {
            changed.notify_all();
        }
    }
};

// The first look at the position at the end of `game`: the rules' verdict when they have one,
// else a search to the first look's limits and a mate it finds checked deeper. Unscored when
// stopped.
PositionAnalysis Analyser::look(Judge& judge, const Game& game) {
    const Position& pos = game.position();
    const GameStatus status = game.status();
    PositionAnalysis pa;
    if (status.over()) {
        // Nothing to search: the rules have the last word.
        pa.eval = status.reason == Termination::Checkmate
                      ? Evaluation::fromSideToMove(-ScoreMate, pos.sideToMove())
                      : Evaluation{ScoreDraw};
        pa.scored = true;
        return pa;
    }
    pa = search(judge, game, firstLook());
    if (!stop_) checkMate(judge, game, pa);
    return pa;
}

// One segment of the game, moves [first, last), from cleared tables: the first look at each
// of its positions and at the one after its last move, and each move judged once the position
// after it has its first look. The position after the last move is the next segment's first,
// which that segment looks at itself (the final position excepted, which is this one's).
void Analyser::analyseSegment(Judge& judge, Shared& shared, std::size_t segment) {
    const std::size_t n = shared.moves.size();
    const std::size_t first = segment * AnalysisOptions::SegmentMoves;
    const std::size_t last = std::min(n, first + AnalysisOptions::SegmentMoves);
    judge.newGame();
    Game game(shared.start);
    for (std::size_t i = 0; i < first; ++i) game.play(shared.moves[i]);

    const auto failed = [&] {
        const std::string why = judge.failure();
        if (why.empty()) return false;
        std::lock_guard lock(shared.mutex);
        if (shared.failure.empty()) shared.failure = why; // what it said before stands
        return true;
    };
    PositionAnalysis before = look(judge, game);
    if (stop_ || failed()) return;
    {
        std::lock_guard lock(shared.mutex);
        shared.positions[first] = before;
    }
    shared.report();
    for (std::size_t i = first; i < last; ++i) {
        game.play(shared.moves[i]);
        PositionAnalysis after = look(judge, game);
        if (stop_ || failed()) return; // the search was cut short: not an analysis
        // The move is judged now that the position after it has a score.
        game.undo();
        const Move previous = i >= 1 ? shared.moves[i - 1] : Move::none();
        MoveReview r = check(judge, game, shared.moves[i], before, after, previous);
        r.ply = i;
        game.play(shared.moves[i]);
        if (stop_ || failed())
            return; // its check was cut short: neither it nor the position counts
        {
            std::lock_guard lock(shared.mutex);
            shared.reviews[i] = std::move(r);
            if (i + 1 < last || last == n) shared.positions[i + 1] = after;
        }
        shared.report();
        before = std::move(after);
    }
}

GameAnalysis Analyser::run(const Position& start, const std::vector<Move>& moves,
                           const AnalysisProgress& progress) {
    stop_ = false;
    for (Judge* judge : judges_) judge->resume();

    GameAnalysis result;
    result.start = start;
    result.judge = judges_.front()->name();
    result.nodes = options_.nodes;
    result.depth = options_.depth;
    Game game(start);
    for (Move m : moves) {
        if (!game.play(m)) break;
        result.moves.push_back(m);
    }

    Shared shared;
    shared.start = start;
    shared.moves = result.moves;
    const std::size_t total = result.moves.size() + 1;
    shared.positions.resize(total);
    shared.reviews.resize(result.moves.size());
    const std::size_t segments =
        std::max<std::size_t>(1, (result.moves.size() + AnalysisOptions::SegmentMoves - 1) /
                                     AnalysisOptions::SegmentMoves);
    const auto work = [&](Judge& judge) {
        for (;;) {
            std::size_t segment;
            {
                std::lock_guard lock(shared.mutex);
                if (stop_ || !shared.failure.empty() || shared.nextSegment == segments) break;
                segment = shared.nextSegment++;
            }
            analyseSegment(judge, shared, segment);
        }
        {
            std::lock_guard lock(shared.mutex);
            --shared.working;
            if (!shared.failure.empty()) stop_ = true; // the others stop too
        }
        shared.changed.notify_all();
    };
    // The results in order: position i once it and the verdict on the move before it are in.
    std::size_t passed = 0;
    const auto passOn = [&](std::unique_lock<std::mutex>& lock) {
        while (passed < total && shared.positions[passed] &&
               (passed == 0 || shared.reviews[passed - 1])) {
            result.positions.push_back(*shared.positions[passed]);
            if (passed > 0) {
                const MoveReview& r = *shared.reviews[passed - 1];
                if (r.checkedDepth) {
                    result.checkedMinDepth = result.checkedMinDepth
                                                 ? std::min(result.checkedMinDepth, r.checkedDepth)
                                                 : r.checkedDepth;
                    result.checkedMaxDepth = std::max(result.checkedMaxDepth, r.checkedDepth);
                }
                result.reviews.push_back(r);
            }
            if (progress) {
                lock.unlock();
                progress(passed, total, result);
                lock.lock();
            }
            ++passed;
        }
    };

    shared.caller = std::this_thread::get_id();
    shared.passOn = passOn;
    const std::size_t helpers = std::min<std::size_t>(judges_.size(), segments) - 1;
    shared.working = int(helpers) + 1;
    std::vector<std::thread> threads;
    for (std::size_t i = 1; i <= helpers; ++i)
        threads.emplace_back([&work, judge = judges_[i]] { work(*judge); });
    work(*judges_.front());
    {
        std::unique_lock lock(shared.mutex);
        for (;;) {
            passOn(lock);
            if (shared.working == 0) break;
            shared.changed.wait(lock);
        }
        passOn(lock);
    }
    for (std::thread& t : threads) t.join();
    result.failure = shared.failure;
    result.complete = result.positions.size() == total && result.failure.empty();
    return result;
}

GameAnalysis analyseGame(const Position& start, const std::vector<Move>& moves,
                         const AnalysisOptions& options, const AnalysisProgress& progress) {
    Analyser analyser(options);
    return analyser.run(start, moves, progress);
}

std::string annotatorOf(const GameAnalysis& a) {
    std::string how;
    if (a.checkedMaxDepth > 0)
        how = "depth " + std::to_string(a.checkedMinDepth) +
              (a.checkedMaxDepth > a.checkedMinDepth ? '-' + std::to_string(a.checkedMaxDepth)
                                                     : std::string());
    else if (a.depth > 0)
        how = "depth " + std::to_string(a.depth);
    else if (a.nodes > 0)
        how = std::to_string(a.nodes) + " nodes";
    // Ferz's own engine judging is said by the depth alone: "Ferz (depth 12-16)".
    const std::string judge = a.judge.empty() || a.judge == "Ferz" ? std::string() : a.judge;
    if (how.empty() && judge.empty()) return "Ferz";
    return "Ferz (" + judge + (judge.empty() || how.empty() ? "" : " at ") + how + ')';
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
                    // It is the line of the better move as checked, not the first look's.
                    MoveReview shown = *r;
                    shown.explanation.betterLineText =
                        options.variations
                            ? std::string()
                            : numberedLine(pos, e.betterLine, options.linePlies, nullptr);
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
                    const std::vector<Move>& pv = e.betterLine;
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
    if (analysis.complete || !analysis.reviews.empty())
        game.setTag("Annotator", annotatorOf(analysis));
}

} // namespace ferz

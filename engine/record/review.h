// Post-game analysis: the engine looks at every position of a game, each move played is judged
// by how much it lowered the mover's winning chances (inaccuracy ?!, mistake ?, blunder ??), and
// the judged moves get a short explanation when the engine's lines make the reason clear ("hangs
// the queen", "allows mate in 2"), with the better move and its line. docs/review.md gives the
// formula and the thresholds.
//
// Threading contract: an Analyser belongs to one thread, the one that calls run() (a GUI's worker
// thread, a benchmark's main thread). run() blocks until the game is analysed or stopped; its
// progress callback is called on that same thread after each position. stop() is the one method
// any thread may call at any moment: it only sets a flag and stops the engine's current search,
// and run() then returns promptly with the positions finished so far (a stop that comes while no
// run() is going is forgotten by the next run(), as with Engine::stop). Everything else here is
// plain values and pure functions, safe on any thread.
//
// The sentences are ferz::Messages (message.h) of the context "ferz::Review": an English
// template and its arguments, a piece's name whole in each template so a language can make its
// words agree, and mate distances as counted templates (%n) for plural forms. A GUI translates
// them like the core's other messages; docs/review.md lists them.
//
// For a GUI: run the Analyser in a worker; copy `sofar.positions.back()` (the graph's point) and
// `sofar.reviews.back()` (the move list's mark, the arrow for `explanation.better`) out of each
// progress call; stop through Analyser::stop(), never through a queued call; annotate() writes
// the result into the PgnGame the user saves.
#pragma once

#include "engine.h"
#include "judge.h"
#include "message.h"
#include "pgn.h"
#include "position.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ferz {

/// An engine's score of a position, from White's point of view (the side a graph draws up).
/// `value` is in the search's units: centipawns, or ±(ScoreMate - plies) for a forced mate,
/// positive when White mates; a checkmate on the board is ±ScoreMate (plies = 0).
struct Evaluation {
    int value = 0;

    static Evaluation fromSideToMove(int score, Color sideToMove) {
        return {sideToMove == White ? score : -score};
    }
    bool isMate() const { return isMateScore(value); }
    /// Moves to mate: positive when White mates, negative when Black mates; 0 without a mate
    /// (and for a checkmate on the board).
    int mateInMoves() const;
    /// The score from `side`'s point of view.
    int forSide(Color side) const { return side == White ? value : -value; }
    /// White's winning chances in percent, 0 … 100 (see winChance()); a mate is 0 or 100.
    double whiteWinChance() const;
    /// Lichess's [%eval] text: pawns with two decimals ("0.25", "-1.30") or "#N" / "#-N".
    std::string pgnText() const;
    /// As a reader sees it: the same, with a + before White's advantage ("+0.25", "#3").
    std::string text() const { return value > 0 && !isMate() ? '+' + pgnText() : pgnText(); }

    bool operator==(const Evaluation&) const = default;
};

/// The chances, in percent, that the side with `cp` centipawns wins, on the logistic curve
/// lichess fits to its players' results: 50 + 50 * (2 / (1 + exp(-0.00368208 * cp)) - 1).
/// 0 cp is 50 %, +100 cp about 59 %, +300 cp about 75 %, +1000 cp about 97.5 %.
double winChance(int cp);

/// The winning chances of `side` in percent, a mate counting as 100 (for) or 0 (against).
double winChance(Evaluation eval, Color side);

enum class Judgement : std::uint8_t { None, Inaccuracy, Mistake, Blunder };

/// The NAG of a judgement: $6 (?!), $2 (?), $4 (??); 0 for None.
int nagOf(Judgement j);
/// "?!", "?", "??"; empty for None.
std::string_view glyphOf(Judgement j);

/// How far the mover's winning chances (0 … 100) must drop for each judgement, and the mate
/// rules' limits. The defaults are lichess's: 0.1, 0.2 and 0.3 of its winning chances from -1
/// to +1, which are 5, 10 and 15 percentage points here. docs/review.md explains each number.
struct ReviewThresholds {
    double inaccuracy = 5.0;
    double mistake = 10.0;
    double blunder = 15.0;
    // Walking into a forced mate is a blunder, a mistake when the mover was already worse
    // than -mateLostMistakeCp, an inaccuracy when worse than -mateLostInaccuracyCp. Letting a
    // mate go is a blunder, a mistake when still better than +mateLostMistakeCp, an inaccuracy
    // when still better than +mateLostInaccuracyCp.
    int mateLostMistakeCp = 700;
    int mateLostInaccuracyCp = 1000;
};

/// The judgement of a move from the scores before it (the best move's) and after it (the
/// played move's), both from White's point of view, for the side `mover`. Pure: the analysis
/// adds that the engine's best move and the only legal move are never judged.
Judgement judgeMove(Evaluation before, Evaluation after, Color mover,
                    const ReviewThresholds& thresholds = {});

/// The mover's loss of winning chances in percentage points (never negative).
double winChanceLoss(Evaluation before, Evaluation after, Color mover);

/// Why a move was judged. The values are stored (a training position's reason), so a new one
/// goes at the end; the analysis tries them in the order of reasonOrder in review.cpp.
enum class Reason : std::uint8_t {
    AllowsMate,  // "allows mate in 2": the score after the move is a forced mate against the mover
    MissesMate,  // "misses mate in 3": the best move mated, the played move does not
    HangsPiece,  // "hangs the queen": the moved piece is en prise where it went, and taken
    LosesPiece,  // "loses the rook": the reply's line wins the piece (a pin, a discovered attack)
    LetsPromote, // "lets the opponent promote": the reply's line promotes, the best line's not
    MissesWin,   // "misses winning a rook": the best line won the piece, the played move not
    BetterMove,  // no clear reason: only "Nf3 was better"
    LeavesPiece, // "leaves the knight on f6 undefended": another piece of the mover's is en
                 // prise after the move (the best move saves it), and the reply's line takes it
    AllowsFork,  // "allows a fork": the reply attacks two pieces at once, and the line wins one
};

/// "Inaccuracy", "Mistake", "Blunder" (a message of the context "ferz::Review"); empty for None.
Message judgementName(Judgement j);

/// Why a judged move was worse, and what was better.
struct Explanation {
    Reason reason = Reason::BetterMove;
    PieceType piece = NoPieceType; // HangsPiece, LosesPiece, MissesWin, LeavesPiece, AllowsFork
    Square square = NoSquare;      // LeavesPiece: where the piece stands
    bool defended = false;         // LeavesPiece: it has a defender (and is en prise all the same)
    int mateIn = 0;                // AllowsMate, MissesMate: in moves, positive
    Move better; // the verified best move instead of the played one; none when no move was
                 // verified better (then no suggestion is shown)
    std::string betterSan;
    std::vector<Move> betterLine;           // the verified line, starting with `better`
    std::vector<std::string> betterLineSan; // the engine's line, starting with betterSan
    std::string betterLineText;             // with move numbers: "14. Nf3 Qd7 15. O-O"

    /// The reason: "hangs the queen", "allows mate in %n" counted, …; for BetterMove, "%1 was
    /// better" with the SAN.
    Message reasonMessage() const;
    /// "%1 was better: %2" with the SAN and the numbered line.
    Message betterMessage() const;
};

/// The engine's verdict on one position of the game.
struct PositionAnalysis {
    Evaluation eval;      // of the position, from White's side
    Move best;            // none in a finished position (mate, stalemate, a draw by rule)
    std::vector<Move> pv; // the engine's line from here, starting with `best`
    int depth = 0;        // of the last finished iteration; 0 when not searched
    std::uint64_t nodes = 0;
    // False when the search was too short to finish its first iteration: then `best` is only
    // a guess, `eval` means nothing, and neither the move to here nor the one from here is
    // judged. A finished position is scored by the rules.
    bool scored = false;
};

/// One move of the game with its verdict.
struct MoveReview {
    std::size_t ply = 0; // index into the game's moves (set by the analysis; reviewMove gives 0)
    Move played;
    Color mover = White;
    Evaluation before;           // the position's score (with the best move)
    Evaluation after;            // the score after the played move
    double winChanceBefore = 50; // the mover's, in percent
    double winChanceAfter = 50;
    double loss = 0; // percentage points, never negative
    Judgement judgement = Judgement::None;
    Explanation explanation; // meaningful when judgement != None
    // The depth at which the played move and the better one were each searched alone for
    // this verdict (before, after and the explanation's lines come from those searches); 0
    // when the move was not checked (the first look found nothing to check, or there was no
    // analysis that checks).
    int checkedDepth = 0;

    /// The comment for a judged move: "Blunder: hangs the queen. Nf3 was better: 14. Nf3 Qd7
    /// 15. O-O", as a message (sentences nested in sentences); empty for an unjudged move.
    Message commentMessage() const;
    /// The same in English, as annotate() writes it into PGN.
    std::string comment() const { return commentMessage().text(); }
};

struct GameAnalysis {
    Position start;
    std::vector<Move> moves;                 // the legal prefix of the moves given to run()
    std::vector<PositionAnalysis> positions; // position i is before moves[i]; size() + 1 when done
    std::vector<MoveReview> reviews;         // reviews[i] judges moves[i] (once i + 1 is analysed)
    bool complete = false;                   // every position analysed (not stopped)
    std::string judge;                       // the engine that judged: "Ferz", "Stockfish 15.1"
    std::uint64_t nodes = 0;                 // the first look's limit a position (0: none)
    int depth = 0;                           // its depth limit (0: none)
    int checkedMinDepth = 0, checkedMaxDepth = 0; // of the moves checked (0: none was)
    std::string failure; // why the judge could not go on (complete is false then); English

    /// How many moves of `side` got judgement `j`.
    int count(Judgement j, Color side) const;
    int count(Judgement j) const { return count(j, White) + count(j, Black); }
};

/// The PGN Annotator of an analysis: "Ferz (Stockfish 15.1 at depth 14-19)", the judge and the
/// depths its marks were checked at (or the first look's limit when no move was checked);
/// "Ferz (depth 12-16)" when Ferz's own engine judged. No comma, so that it stays one name in
/// a list of annotators.
std::string annotatorOf(const GameAnalysis& analysis);

struct AnalysisOptions {
    // How long the engine first looks at each position: the first of these limits to be
    // reached. A node limit with one thread gives the same analysis every time.
    std::uint64_t nodes = 200'000;
    int movetimeMs = 0;
    int depth = 0;
    int threads = 1;                // Ferz's engine (another judge has its own settings)
    std::size_t hashMegabytes = 16; // the same
    ReviewThresholds thresholds;

    // The check of a mark (docs/review.md, "A mark is a finding"). A move whose first look
    // loses `suspicion` points of winning chances or more (or meets a mate rule) is checked:
    // the position before it is searched without the played move to the first look's depth +
    // `candidateDepth` for a better candidate, then the played move and the candidate each
    // alone to that + `confirmDepth`. The mark stands only when the loss holds there; a
    // candidate that does not hold is set aside and the next one tried (`candidates` at most).
    // Every score that is a mate is searched again `mateDepth` deeper before it is believed.
    // verify false: the first look's verdicts, unchecked (for comparisons only).
    // Each search of the check is held to `checkNodes` times the first look's nodes too (none
    // when the first look has no node limit), and two searches stopped at different depths
    // are compared at the deepest depth both finished.
    bool verify = true;
    double suspicion = 3.0;
    int candidateDepth = 0;
    int confirmDepth = 4;
    int mateDepth = 2;
    int candidates = 3;
    int closeCandidateCp = 60; // the second candidate is checked too when this close
    std::uint64_t checkNodes = 8;

    // How many judges analyse a game at once, each in a thread of its own (Ferz's engine
    // only: with one judge given, one). The game is cut into segments of `SegmentMoves` moves,
    // each analysed by one judge from cleared tables, so the analysis is the same however many
    // judges share the work.
    int workers = 1;
    static constexpr std::size_t SegmentMoves = 10;
};

/// After each analysed position: its index (0 … total - 1), the number of positions and the
/// analysis so far (positions[index] is new, and reviews.back() when index > 0).
using AnalysisProgress =
    std::function<void(std::size_t index, std::size_t total, const GameAnalysis& sofar)>;

class Analyser {
public:
    /// Judged by Ferz's own engine (options_.threads, options_.hashMegabytes).
    explicit Analyser(AnalysisOptions options = {});
    /// Judged by `judge`, which must outlive the Analyser and belong to the same thread.
    explicit Analyser(Judge& judge, AnalysisOptions options = {});
    /// Judged by `judges` at once (options.workers is their number): the first in the thread
    /// that calls run(), each other in a thread of its own. They must outlive the Analyser.
    Analyser(const std::vector<Judge*>& judges, AnalysisOptions options);
    Analyser(const Analyser&) = delete;
    Analyser& operator=(const Analyser&) = delete;

    /// Analyses the game from `start` through `moves` (stopping at the first illegal one) and
    /// returns when done or stopped. Each segment starts from a cleared engine, so a
    /// node-limited analysis with one thread a judge is reproducible. Progress comes in the
    /// order of the positions, on the calling thread; each move is judged (and checked) before
    /// the progress call of the position after it.
    GameAnalysis run(const Position& start, const std::vector<Move>& moves,
                     const AnalysisProgress& progress = {});
    /// Any thread: makes run() return promptly; the position being searched is dropped.
    void stop();

    const AnalysisOptions& options() const { return options_; }
    Judge& judge() { return *judges_.front(); }

private:
    struct Shared;
    void analyseSegment(Judge& judge, Shared& shared, std::size_t segment);
    PositionAnalysis look(Judge& judge, const Game& game);
    PositionAnalysis search(Judge& judge, const Game& game, const JudgeLimits& limits);
    JudgeLimits firstLook() const;
    void checkMate(Judge& judge, const Game& game, PositionAnalysis& pa);
    MoveReview check(Judge& judge, Game& game, Move played, const PositionAnalysis& first,
                     const PositionAnalysis& next, Move previous);

    AnalysisOptions options_;
    std::vector<std::unique_ptr<Judge>> own_; // Ferz's engines, when no judge was given
    std::vector<Judge*> judges_;
    std::atomic<bool> stop_{false};
};

/// A one-call analysis in the calling thread (not stoppable; for tools and tests).
GameAnalysis analyseGame(const Position& start, const std::vector<Move>& moves,
                         const AnalysisOptions& options = {},
                         const AnalysisProgress& progress = {});

/// The verdict on one move from two scored lines: `before` the best move's (its score, the move,
/// its line), `after` the position after the played move (its score, the line of the reply).
/// The analysis calls it with the first look's positions to find what to check, then with the
/// lines of the check, whose verdict stands. `previous` is the move that led to `pos` (none at
/// the start), so that a missed recapture is not called a missed win.
MoveReview reviewMove(const Position& pos, Move played, const PositionAnalysis& before,
                      const PositionAnalysis& after, Move previous = Move::none(),
                      const ReviewThresholds& thresholds = {});

/// The verdict on `played` against `best`, in the position at the end of `game`: each searched
/// alone by `judge` to `depth` (a mate for either searched again `mateDepth` deeper, both
/// alike), and judged as reviewMove judges, from those lines. The review's check ends with it,
/// and the training judges an answer with it. No verdict (checkedDepth 0) when a search was
/// stopped or failed.
MoveReview compareAlone(Judge& judge, const Game& game, Move played, Move best, int depth,
                        const ReviewThresholds& thresholds = {}, int mateDepth = 2,
                        Move previous = Move::none());

struct AnnotateOptions {
    bool nags = true;       // $6, $2, $4 on judged moves (replacing $2, $4, $6 already there)
    bool comments = true;   // the explanation and the better line, after a comment already there
    bool evals = true;      // [%eval] after every analysed move (the position after it)
    bool variations = true; // the better line as a variation of each judged move
    int linePlies = 8;      // of the better line, in the comment and the variation
};

/// Writes the analysis into `game`, whose main line must start with the analysed moves (from
/// the same start position); moves past the analysed ones are left alone. Writing twice adds
/// nothing new. The result survives writePgn → readPgn → writePgn unchanged.
void annotate(PgnGame& game, const GameAnalysis& analysis, const AnnotateOptions& options = {});

} // namespace ferz

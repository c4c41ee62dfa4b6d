// The computer's side, whoever plays it: Ferz's own engine in a thread (EngineController) or
// an external UCI engine in a process (ExternalEngine). The game controller talks to both the
// same way and never asks which one it has.
//
// Threading contract: GUI thread only. Every search has an id; a search that is cancelled (or
// replaced by a new one) never reports.
#pragma once

#include "polyglot.h"
#include "position.h"
#include "search.h"

#include <QMetaType>
#include <QObject>

#include <memory>
#include <optional>
#include <string>
#include <vector>

// What to search: the game so far (for the engine's repetition rules) and the limits.
struct SearchRequest {
    quint64 id = 0;
    ferz::Position position;        // the position to move in
    std::vector<ferz::Key> history; // the keys of the positions before it, oldest first
    std::string startFen;           // the game's start and its moves, for a UCI engine
    std::vector<ferz::Move> moves;
    ferz::SearchLimits limits;
    std::optional<int> elo; // Ferz's strength level, or full strength
    int lines = 1;          // MultiPV: how many of the best moves get a line of their own
    // Ferz's opening book (none: no book), and the game ply its level's book plies count from.
    std::shared_ptr<const ferz::PolyglotBook> book;
    int bookStartPly = 0;
    // A Chess960 game: Ferz's engine leaves its book alone, an external one gets UCI_Chess960
    // and castling is written as king takes rook.
    bool chess960 = false;
};

// The answer: the move and how the engine judged the position.
struct SearchResult {
    quint64 id = 0;
    ferz::Move move;
    int score = 0; // centipawns or a mate score, from the side to move's point of view
    int depth = 0;
};

// Progress of the running search: one line (of `lines` asked for) at a depth, for the
// thinking indicator and the analysis board.
struct SearchProgress {
    quint64 id = 0;
    int line = 1; // 1 is the best move's
    int depth = 0;
    int score = 0;
    bool mate = false;
    int mateIn = 0; // moves; negative when the engine is mated
    quint64 nodes = 0;
    std::vector<ferz::Move> pv;
};

class Opponent : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    /// Starts a search (cancelling any running one) and returns its id.
    virtual quint64 start(SearchRequest request) = 0;
    /// Cancels the running search, if any: its answer will never be reported.
    virtual void cancel() = 0;
    /// A new game begins: forget what was learned. Cancels any search first.
    virtual void newGame() = 0;

signals:
    /// The answer of the search with this id; cancelled searches never report.
    void moveFound(const SearchResult& result);
    void progress(const SearchProgress& progress);
    /// The opponent cannot go on (an external engine that died or broke the protocol).
    void failed(const QString& why);
    /// It goes on, but said something it should not have (an unreadable `info` line); said
    /// once a search.
    void warning(const QString& what);
};

Q_DECLARE_METATYPE(SearchRequest)
Q_DECLARE_METATYPE(SearchResult)
Q_DECLARE_METATYPE(SearchProgress)

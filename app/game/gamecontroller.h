// The game in progress: the only ferz::Game record of the program, who plays which side, the
// clock, and the computer opponent. Views never change the game; they ask this controller, and
// follow its signals. What it builds on lives beside it: how a game ended (outcome.h), how one is
// set up and what the setup asks of the computer (gamesetup.h), the record as PGN (gamerecord.h).
//
// Threading contract: GUI thread only. The computer's searches run in the engine controller's
// thread and come back as queued signals; an answer to a search that no longer matters (undo,
// new game) is dropped by the engine controller.
#pragma once

#include "chessclock.h"
#include "enginecontroller.h"
#include "game.h"
#include "gamerecord.h"
#include "gamesetup.h"
#include "gametree.h"
#include "openings.h"
#include "outcome.h"
#include "pgn.h"
#include "review.h"
#include "words.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QStringList>

#include <map>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

class ExternalEngine;
class QTimer;

// What one move changed, for the views: the pieces that slid (the king and the rook of a
// castling), the SAN, and what the sound should say.
struct MoveRecord {
    ferz::Move move;
    QString san;
    std::vector<std::pair<ferz::Square, ferz::Square>> motions;
    bool capture = false;
    bool check = false;
    bool byComputer = false;
};

class GameController : public QObject {
    Q_OBJECT
public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    void newGame(const GameSetup& setup);
    /// Goes on with a game read from a file: its start position and main line, with the user
    /// to move (the computer plays the other side, at the level of `setup`). A game the file
    /// says is over stays over. Its tags, comments and variations are kept for saving.
    void loadGame(const ferz::PgnGame& pgn, GameSetup setup);
    /// Resumes a game saved by the autosave: as it was, sides, level and clocks included, at
    /// `ply` moves along its main line (nullopt: at its end; the moves after it can be redone).
    /// A game with a running clock comes back paused: the user may not be at the board yet.
    /// A game the players had ended (`ended`: a resignation, a flag…) comes back ended.
    /// `unrated`: whether it counted for the rating, as the autosave kept it; it holds before
    /// the game is shown, so what the game allows (GamePolicy) is as it was from the start.
    /// `onlyRead`: a game read, in which nobody had played (onlyRead()), comes back so, with
    /// its own players' names.
    void resumeGame(const ferz::PgnGame& pgn, const GameSetup& setup, qint64 whiteMs,
                    qint64 blackMs, Unrated unrated, std::optional<int> ply = std::nullopt,
                    const std::optional<Outcome>& ended = std::nullopt, bool onlyRead = false);
    /// The game as PGN: its tags (the file's, for a game read from one) and its whole tree,
    /// so nothing is lost: lines taken back, variations of the file and of the user. Without
    /// `endingSentence`, no English sentence of how it ended closes the last comment.
    ferz::PgnGame toPgn(bool endingSentence = true) const;
    /// The opening the line to `node` reaches: its deepest named position, or nullptr.
    const ferz::Opening* openingAt(const ferz::GameTree::Node* node) const;
    /// What the line above the moves says of it: the opening's name (data, lichess's, in
    /// English, like the PGN tags), or for a Chess960 game which start position it began from.
    QString openingText(const ferz::GameTree::Node* node) const;

    /// The record with its variations. The game in progress is the main line up to
    /// currentNode(); the main line after it holds the moves taken back (Redo plays them).
    const ferz::GameTree& tree() const { return m_tree; }
    const ferz::GameTree::Node* currentNode() const { return m_node; }
    const ferz::Game& game() const { return m_game; }
    const ferz::Position& position() const { return m_game.position(); }
    const GameSetup& setup() const { return m_setup; }
    /// The game's id in the library; empty for a game read from a file.
    const QString& gameId() const { return m_setup.gameId; }
    /// Whether the game counts for the player's rating, and if not why. A new game knows from
    /// its setup; Undo, a hint and a stop make it unrated, as do a file and Play from Here.
    bool rated() const { return m_unrated == Unrated::None; }
    Unrated unrated() const { return m_unrated; }
    /// Makes the game count or not; what it allows changes with it (stateChanged).
    void setUnrated(Unrated why);
    /// What a setup would make of a new game: None when it would be rated.
    static Unrated unratedFor(const GameSetup& setup);
    /// The moves of the game in progress, in SAN.
    QStringList sanMoves() const;
    ferz::GameStatus status() const { return m_game.status(); }
    const Outcome& outcome() const { return m_outcome; }
    bool over() const { return m_outcome.over(); }
    ChessClock& clock() { return m_clock; }
    const ChessClock& clock() const { return m_clock; }
    ferz::Move lastMove() const;

    ferz::Color humanSide() const { return m_setup.humanSide; }
    /// Who plays `side`, as the strips and the title name them: the user's name, "Ferz 1200"
    /// or an external engine's name; for a game read from a file and not played in, its
    /// players as the file names them.
    QString playerName(ferz::Color side) const;
    /// The computer as it would play the user: "Ferz 1200", "Ferz, full strength" or an
    /// external engine's name (for a game read from a file: the one a move would play on
    /// against).
    QString computerName() const;
    /// Whether the record holds the computer's analysis: evaluations on its moves.
    bool analysed() const;
    /// Whether a person plays `side`: the user's side, or both in a game of two people.
    bool isPlayerSide(ferz::Color side) const { return m_setup.twoPlayers || side == humanSide(); }
    bool twoPlayers() const { return m_setup.twoPlayers; }
    /// A game read from a file or the library, in which nobody has played yet.
    bool onlyRead() const { return m_onlyRead; }
    /// A game resumed from the autosave of an earlier run.
    bool resumed() const { return m_resumed; }
    bool isHumanTurn() const {
        return !over() && !m_paused && isPlayerSide(position().sideToMove());
    }
    bool computerThinking() const { return m_computerToMove; }
    /// The legal moves the user may make now (none while the computer is to move).
    std::vector<ferz::Move> humanMoves() const;

    /// The user's move; false (and nothing changes) when it is not theirs to make or illegal.
    bool playHumanMove(ferz::Move move);
    /// A move typed as SAN or UCI; returns an error message, or an empty string when played.
    QString playHumanText(const QString& text);

    bool canUndo() const { return undoTarget().has_value(); }
    bool canRedo() const { return m_node->mainChild() != nullptr; }
    /// Takes back to the user's previous turn (stopping the computer's search).
    void undo();
    /// Plays again what undo took back, up to the user's next turn.
    void redo();

    /// Editing the record in review. A move from a position of the tree becomes a variation
    /// there (or follows the move already there); returns its node, or nullptr when illegal.
    const ferz::GameTree::Node* addVariation(const ferz::GameTree::Node* at, ferz::Move move);
    /// The line through `node` becomes the main continuation where it branches off. Neither
    /// this nor removeLine() may change the moves of the game in progress.
    bool canPromote(const ferz::GameTree::Node* node) const;
    void promote(const ferz::GameTree::Node* node);
    bool canRemove(const ferz::GameTree::Node* node) const;
    /// Removes `node` and what follows it; returns the node before it.
    const ferz::GameTree::Node* removeLine(const ferz::GameTree::Node* node);
    /// The user's comment after `node`'s move (at the start: before the first move), as the
    /// comment dialog edits it (editableComment): unchanged, nothing changes; changed, it
    /// becomes the move's one comment (editedComments), lines and all.
    void setComment(const ferz::GameTree::Node* node, const QString& text);
    /// Gives `node`'s move the glyph `nag` of `kind` (0: none) in place of another of the kind.
    void setGlyph(const ferz::GameTree::Node* node, ferz::GlyphKind kind, int nag);
    /// Sets `node`'s comments and glyphs as they are given (an undo of the two above).
    void setMarks(const ferz::GameTree::Node* node, std::vector<std::string> comments,
                  std::vector<int> nags);
    /// Plays on against the computer from the position after `node`: its line becomes the
    /// main line and the game in progress, the user has the side to move there, `elo` is the
    /// computer's level (nullopt: full strength), without a clock.
    void playFromHere(const ferz::GameTree::Node* node, std::optional<int> elo);
    /// Writes a post-game analysis into the record: glyphs, comments, [%eval] and the better
    /// lines as variations. False (and nothing changes) when the analysed moves are no longer
    /// the start of the main line.
    bool annotate(const ferz::GameAnalysis& analysis);

    /// The side to move resigns (in a game against the computer, the user's side).
    void resign();
    /// The players stop the game without a result (lichess's abort, at any move): it is over,
    /// "*", and does not count for the rating; the engine's view is on offer from then on.
    void stop();
    /// The computer accepts when it judges the position equal or worse for itself; the answer
    /// comes as a message in words. Between two people the window asks the other one, and
    /// calls agreeDraw.
    bool offerDraw();
    void agreeDraw();
    /// The user may claim now: on their turn, or right after the move that allows the claim
    /// (the computer then waits until the user claims or plays on).
    bool canClaimDraw() const;
    void claimDraw();
    bool claimWaiting() const { return m_claimWaiting; }
    void playOn();
    /// A game with a clock can be paused: no clock runs, the computer does not think and the
    /// board takes no move until it goes on.
    bool canPause() const { return !over() && m_clock.enabled(); }
    bool paused() const { return m_paused; }
    void setPaused(bool paused);
    /// The clocks stand still while `held` (the window holds them while a modal dialog covers
    /// the board), and the computer does not think: its search stops, and starts again when
    /// the clocks run again. It never moves behind a dialog.
    void setClockHeld(bool held);
    bool clockHeld() const { return m_clockHeld; }

    /// Asks the engine for the user's best move; the answer comes through hintReady.
    void requestHint();
    int hintsUsed() const { return m_hints; }

    /// The shortest time the computer takes before it moves, so that its replies are seen.
    void setMinimumReplyMs(int ms) { m_minReplyMs = ms; }
    /// Thinking time for a move when there is no clock, at a level (nullopt: full strength).
    static int moveTimeMs(std::optional<int> elo);

    /// An ending in words, as the players at this board say it: "Checkmate — White wins",
    /// "… claimed by you" (or "by White" when two people play).
    QString describe(const Outcome& outcome) const {
        return outcome.describe(!m_setup.twoPlayers && !m_onlyRead);
    }
    /// The PGN tag that records Ferz's level ("1200", or "full").
    static constexpr const char* LevelTag = FerzLevelTag;

signals:
    /// Everything changed (new game, undo, redo, an edit of the tree): views redraw from
    /// scratch. Nodes of the tree may have gone: views drop the ones they keep.
    void reset();
    /// A new game, a game read or resumed is about to take the record's place: the record is
    /// still the old game's.
    void aboutToReplace();
    void movePlayed(const MoveRecord& record);
    /// After every change of the game or its state (moves, claims, the computer thinking).
    void stateChanged();
    void gameEnded(const Outcome& outcome);
    void hintReady(ferz::Move move);
    void engineProgress(const SearchProgress& progress);
    /// Something to tell the user in words (the answer to a draw offer, a claim by the computer),
    /// to be said again in another language.
    void message(const Words& words);

private:
    void play(ferz::Move move, bool byComputer);
    QString append(ferz::Move move, bool replay = false);
    void afterChange();
    void startComputer();
    void onSearchResult(const SearchResult& result);
    void onOpponentFailed(const QString& why);
    void stopComputer();
    Opponent* opponent();
    void finish(const Outcome& outcome);
    void resetTo(const GameSetup& setup); // the record, clock and computer, as for a new game
    ferz::Position adopt(const ferz::PgnGame& pgn, GameSetup setup,
                         std::optional<int> ply = std::nullopt);
    void followTo(ferz::GameTree::Node* node); // the game in progress becomes the path to it
    ferz::GameTree::Node* mutableNode(const ferz::GameTree::Node* node);
    void restoreClock();
    void updateClock();
    /// Before a game the players end: the moves taken back and not played again leave the
    /// record, which ends at the position on the board.
    void dropTakenBack();
    void onFlagFell(ferz::Color side);
    std::optional<std::size_t> undoTarget() const;
    SearchRequest request() const;

    ferz::Game m_game; // the moves from the root to m_node, with the rules' bookkeeping
    ferz::GameTree m_tree;
    ferz::GameTree::Node* m_node; // where the game in progress stands, on the main line
    GameSetup m_setup;
    ferz::PgnTags m_fileTags; // the tags of the game as read from a file, and Ferz's Annotator
    bool m_fromFile = false;
    Unrated m_unrated = Unrated::None;
    Outcome m_outcome;
    bool m_onlyRead = false; // a game read from a file, in which nobody has played yet
    bool m_resumed = false;  // resumed from the autosave
    ChessClock m_clock;      // each move's node keeps its mover's time after it ([%clk]), for undo
    bool m_paused = false;
    bool m_clockHeld = false;
    bool m_computerWaits = false;        // the computer is to move, and waits for the clocks to run
    std::optional<Outcome> m_readEnding; // how a game read ended, as its record says

    EngineController m_engine; // Ferz's own: the opponent unless an external one is set, and hints
    std::unique_ptr<ExternalEngine> m_external;
    quint64 m_searchId = 0; // the computer's move search
    quint64 m_hintId = 0;
    bool m_computerToMove = false;
    bool m_claimWaiting = false;        // the user's move allows a claim: the computer waits
    std::optional<int> m_computerScore; // its last judgement, from its own side
    int m_hints = 0;
    int m_minReplyMs = 300;
    QTimer* m_replyDelay;
    QElapsedTimer m_searchStarted;
    SearchResult m_pendingReply;
};

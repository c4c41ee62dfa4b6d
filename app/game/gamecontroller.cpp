#include "gamecontroller.h"

#include "chess960.h"
#include "coremessage.h"
#include "externalengine.h"
#include "movegen.h"
#include "notation.h"
#include "santext.h"

#include <QTimer>
#include <QUuid>

#include <cctype>

using namespace ferz;

namespace {

// The computer offers no draw and accepts one only when its own search gives it this much or
// less, from its side.
constexpr int AcceptDrawCp = 0;
// How long a hint searches, at full strength.
constexpr int HintMs = 1000;

} // namespace

GameController::GameController(QObject* parent)
    : QObject(parent), m_node(m_tree.root()), m_clock(this), m_engine(this),
      m_replyDelay(new QTimer(this)) {
    m_replyDelay->setSingleShot(true);
    connect(m_replyDelay, &QTimer::timeout, this, [this] { onSearchResult(m_pendingReply); });
    connect(&m_engine, &Opponent::moveFound, this, [this](const SearchResult& r) {
        if (r.id == m_hintId) {
            m_hintId = 0;
            emit stateChanged();
            emit hintReady(r.move);
        } else if (!m_external) {
            onSearchResult(r);
        }
    });
    connect(&m_engine, &Opponent::progress, this, [this](const SearchProgress& p) {
        if (!m_external && p.id == m_searchId) emit engineProgress(p);
    });
    connect(&m_clock, &ChessClock::flagFell, this, &GameController::onFlagFell);
}

GameController::~GameController() = default;

Opponent* GameController::opponent() {
    return m_external ? static_cast<Opponent*>(m_external.get()) : &m_engine;
}

Unrated GameController::unratedFor(const GameSetup& setup) {
    if (setup.twoPlayers) return Unrated::TwoPlayers;
    if (setup.chess960) return Unrated::Chess960;
    if (setup.engine) return Unrated::Engine;
    if (setup.start.fen() != Position().fen()) return Unrated::SetUp;
    if (!setup.openingMoves.empty()) return Unrated::Opening;
    return Unrated::None;
}

void GameController::setUnrated(Unrated why) {
    if (why == m_unrated) return;
    m_unrated = why;
    emit stateChanged(); // the policy's facts changed: the actions follow
}

void GameController::newGame(const GameSetup& setup) {
    resetTo(setup);
    m_unrated = unratedFor(setup);
    if (m_setup.gameId.isEmpty())
        m_setup.gameId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    // An opening to practise is in the record from the start, as if both sides had played it.
    m_setup.bookStartPly = setup.start.gamePly();
    if (!setup.openingMoves.empty() && !setup.chess960 && setup.start.fen() == Position().fen()) {
        for (const Move m : setup.openingMoves) {
            if (!m_game.position().isLegal(m) || m_game.status().over()) break;
            m_node = m_tree.add(m_node, m_game.position(), m, true);
            m_game.play(m);
        }
        m_setup.bookStartPly = int(m_game.ply());
    }
    emit reset();
    afterChange();
}

void GameController::loadGame(const PgnGame& pgn, GameSetup setup) {
    setup.clock = {};
    setup.gameId.clear(); // the file's game, not one played in Ferz
    // The user plays on with the side to move; a finished game is seen from White's side.
    const Position end = adopt(pgn, setup);
    m_onlyRead = true;
    const bool finished = m_game.status().over() || pgn.result != "*";
    m_setup.humanSide = finished ? White : end.sideToMove();
    const Result recorded = recordedResult(pgn.result);
    emit reset();
    // The record says how it ended (a resignation, a claim, a stop…), or only its result.
    if (!m_game.status().over() && (recorded != Result::Ongoing || m_readEnding)) {
        finish(m_readEnding ? *m_readEnding : Outcome::recorded(recorded));
        return;
    }
    afterChange();
}

void GameController::resumeGame(const PgnGame& pgn, const GameSetup& setup, qint64 whiteMs,
                                qint64 blackMs, Unrated unrated, std::optional<int> ply,
                                const std::optional<Outcome>& ended, bool onlyRead) {
    adopt(pgn, setup, ply);
    m_onlyRead = onlyRead;
    // Before anything is said of the game: the end below, and every view of it, read whether
    // it counts (a rated game's result stands: no takeback), and the library and the autosave
    // keep it so.
    m_unrated = unrated;
    m_resumed = true;
    if (m_clock.enabled()) m_clock.setRemaining(whiteMs, blackMs);
    emit reset();
    if (ended && !m_game.status().over()) { // the players ended it: the board cannot tell
        finish(*ended);
        return;
    }
    m_paused = canPause() && !m_game.status().over();
    afterChange();
}

// The game of `pgn` becomes the record, under `setup`; the game in progress is its main line
// up to `ply` moves (all of it by default).
Position GameController::adopt(const PgnGame& pgn, GameSetup setup, std::optional<int> ply) {
    setup.start = pgn.start;
    setup.chess960 = isChess960Game(pgn.tags, pgn.start);
    resetTo(setup);
    m_tree = GameTree::fromPgn(pgn);
    m_fileTags = pgn.tags;
    m_fromFile = true;
    // The sentence that says how the game ended is the record's, not a comment of the user's:
    // it is taken off, and written again with the result (recordToPgn).
    GameTree::Node* last = m_tree.mainLineEnd();
    std::string sentence;
    std::vector<std::string>& comments = last->data.comments;
    m_readEnding = endingOf(pgn.result, pgn.tag("Termination"),
                            comments.empty() ? std::string() : comments.back(), &sentence);
    if (!sentence.empty()) { // its own comment, or the end of one (an older Ferz's record)
        std::string& comment = comments.back();
        comment.erase(comment.size() - sentence.size());
        while (!comment.empty() && std::isspace(static_cast<unsigned char>(comment.back())))
            comment.pop_back();
        if (comment.empty()) comments.pop_back();
    }
    m_unrated = Unrated::FromFile; // the autosave's game says otherwise (resumeGame)
    followTo(m_tree.mainLineAt(ply.value_or(-1)));
    restoreClock();
    return m_game.position();
}

void GameController::followTo(GameTree::Node* node) {
    m_game = Game(m_tree.start());
    for (const Move m : m_tree.movesTo(node)) m_game.play(m);
    m_node = node;
}

GameTree::Node* GameController::mutableNode(const GameTree::Node* node) {
    return const_cast<GameTree::Node*>(node); // the tree is ours; views hold const pointers
}

QStringList GameController::sanMoves() const {
    QStringList sans;
    for (const GameTree::Node* n : m_tree.pathTo(m_node))
        sans.append(QString::fromStdString(n->san));
    return sans;
}

void GameController::resetTo(const GameSetup& setup) {
    emit aboutToReplace();
    stopComputer();
    m_engine.newGame();
    // The external engine keeps running from game to game while it stays the same one.
    const bool sameEngine = m_external && setup.engine && !m_external->hasFailed() &&
                            m_external->config().program == setup.engine->program &&
                            m_external->config().arguments == setup.engine->arguments &&
                            m_external->config().options == setup.engine->options;
    if (!setup.engine) {
        m_external.reset();
    } else if (sameEngine) {
        m_external->newGame();
    } else {
        m_external = std::make_unique<ExternalEngine>(*setup.engine);
        connect(m_external.get(), &Opponent::moveFound, this, &GameController::onSearchResult);
        connect(m_external.get(), &Opponent::failed, this, &GameController::onOpponentFailed);
        connect(m_external.get(), &Opponent::progress, this, [this](const SearchProgress& p) {
            if (p.id == m_searchId) emit engineProgress(p);
        });
    }
    m_computerScore.reset();
    m_hints = 0;
    m_setup = setup;
    m_game = Game(setup.start);
    m_tree = GameTree(setup.start);
    m_node = m_tree.root();
    m_fileTags.clear();
    m_fromFile = false;
    m_outcome = {};
    m_onlyRead = false;
    m_resumed = false;
    m_paused = false;
    m_readEnding.reset();
    m_clock.reset(setup.clock);
}

Move GameController::lastMove() const {
    return m_game.moves().empty() ? Move::none() : m_game.moves().back();
}

std::vector<Move> GameController::humanMoves() const {
    std::vector<Move> moves;
    if (!isHumanTurn()) return moves;
    const MoveList list(position());
    moves.assign(list.begin(), list.end());
    return moves;
}

bool GameController::playHumanMove(Move move) {
    if (!isHumanTurn() || !position().isLegal(move)) return false;
    m_hintId = 0;
    play(move, false);
    return true;
}

QString GameController::playHumanText(const QString& text) {
    if (over()) return tr("The game is over.");
    if (m_paused) return tr("The game is paused.");
    if (!isHumanTurn()) return tr("It is the computer's move.");
    // In the user's letters first ("Sf3" in German; "Rf3" is a king in French), then as
    // typed, in English.
    const QString typed = text.trimmed();
    const QString english = SanText::toEnglish(typed);
    Parsed<Move> move = parseMove(position(), english.toStdString());
    if (!move && english != typed) {
        if (Parsed<Move> asTyped = parseMove(position(), typed.toStdString())) move = asTyped;
    }
    if (!move) return trCore(move.reason());
    playHumanMove(*move);
    return {};
}

// Records the move, tells the views, runs the clock, then looks at what the move changed.
void GameController::play(Move move, bool byComputer) {
    m_onlyRead = false;
    const Position& before = position();
    MoveRecord record;
    record.move = move;
    record.byComputer = byComputer;
    record.capture = before.isCapture(move);
    record.motions.emplace_back(move.from(), move.to());
    if (move.kind() == Move::Castling) { // the rook too, from wherever it stood (Chess960)
        const Color us = before.sideToMove();
        const bool kingSide = move.castlesKingSide();
        record.motions.emplace_back(before.castlingRookSquare(castlingRight(us, kingSide)),
                                    castlingRookTarget(us, kingSide));
    }
    record.san = append(move);
    record.check = position().inCheck();
    emit movePlayed(record);
    afterChange();
}

// Puts a legal move on the record and passes the clock, writing the mover's time into the
// move ([%clk]); returns the SAN. A move other than the one taken back there becomes the main
// line, and the line taken back a variation of it. A replay (redo) keeps the times recorded.
QString GameController::append(Move move, bool replay) {
    const Color mover = position().sideToMove();
    m_node = m_tree.add(m_node, position(), move, true);
    m_game.play(move);
    if (m_clock.enabled() && !replay) {
        m_clock.passMove(mover);
        m_node->data.clockMs = m_clock.remainingMs(mover);
    }
    return QString::fromStdString(m_node->san);
}

// Ends the game when the board says so, or hands the move to the computer.
void GameController::afterChange() {
    const GameStatus status = m_game.status();
    if (!over() && status.over()) {
        finish(Outcome::ofBoard(status));
        return;
    }
    if (!over() && !m_paused && !isPlayerSide(position().sideToMove())) {
        // The user's move may allow a claim (FIDE 9.2.1.1, 9.3.1): the computer waits until the
        // user claims or plays on, and the clocks stand still meanwhile.
        if (m_game.ply() > 0 && status.canClaimDraw())
            m_claimWaiting = true;
        else
            startComputer();
    }
    updateClock();
    emit stateChanged();
}

// The clock of the side to move runs when the game is on and that side has moved before: a
// side's first move is not timed (as in GNOME Chess and on the chess sites), and no clock runs
// while the game is paused, held behind a dialog or waiting for the user's claim.
void GameController::updateClock() {
    const bool run = m_clock.enabled() && !over() && !m_paused && !m_clockHeld && !m_claimWaiting &&
                     m_game.ply() >= 2;
    const Color side = position().sideToMove();
    if (!run)
        m_clock.stop();
    else if (!m_clock.running() || m_clock.runningSide() != side)
        m_clock.start(side);
}

void GameController::setPaused(bool paused) {
    if (paused == m_paused || (paused && !canPause())) return;
    m_paused = paused;
    if (paused) {
        // The search stops; the claim the user may make stays open.
        const bool claimWaiting = m_claimWaiting;
        stopComputer();
        m_claimWaiting = claimWaiting;
        updateClock();
        emit stateChanged();
    } else {
        afterChange(); // the computer thinks again if it is to move
    }
}

// A dialog over the board: the clocks stop, and so does the computer's search (Ferz's or an
// external engine's), to start again, with the time it has left, once the dialog is gone. A
// move it found meanwhile is never played: its search was cancelled.
void GameController::setClockHeld(bool held) {
    if (held == m_clockHeld) return;
    m_clockHeld = held;
    if (held && m_computerToMove) {
        stopComputer();
        m_computerWaits = true;
    } else if (!held && m_computerWaits) {
        m_computerWaits = false;
        if (!over() && !m_paused && !isPlayerSide(position().sideToMove())) startComputer();
    }
    updateClock();
    emit stateChanged();
}

void GameController::playOn() {
    if (!m_claimWaiting) return;
    m_claimWaiting = false;
    startComputer();
    updateClock();
    emit stateChanged();
}

void GameController::finish(const Outcome& outcome) {
    if (outcome.byPlayers()) dropTakenBack();
    m_outcome = outcome;
    m_paused = false;
    m_clock.stop();
    stopComputer();
    emit stateChanged();
    emit gameEnded(outcome);
}

int GameController::moveTimeMs(std::optional<int> elo) {
    return ::moveTimeMs(elo);
}

SearchRequest GameController::request() const {
    return searchRequest(m_game, m_setup, m_clock);
}

void GameController::startComputer() {
    if (m_clockHeld) { // it thinks when the dialog is gone
        m_computerWaits = true;
        return;
    }
    m_computerToMove = true;
    m_hintId = 0;
    m_searchId = opponent()->start(request());
    m_pendingReply = {};
    m_searchStarted.start();
}

void GameController::onSearchResult(const SearchResult& result) {
    if (result.id == 0 || result.id != m_searchId || !m_computerToMove) return;
    // A reply faster than the eye waits a moment, so that the user sees it come.
    const qint64 wait = m_minReplyMs - m_searchStarted.elapsed();
    if (wait > 0 && !m_replyDelay->isActive() && m_pendingReply.id != result.id) {
        m_pendingReply = result;
        m_replyDelay->start(int(wait));
        return;
    }
    if (!position().isLegal(result.move)) return; // cannot happen; never play it
    m_searchId = 0;
    m_computerToMove = false;
    m_computerScore = result.score;
    play(result.move, true);
    // Like a player who writes down the move that repeats the position, the computer claims
    // the draw it may claim when it does not stand better.
    const GameStatus status = m_game.status();
    if (!over() && status.canClaimDraw() && result.score <= AcceptDrawCp)
        finish(Outcome::claim(status, ~humanSide(), true));
}

std::optional<std::size_t> GameController::undoTarget() const {
    const Color startSide = m_game.startPosition().sideToMove();
    for (std::size_t ply = m_game.ply(); ply-- > 0;) {
        const Color toMove = ply % 2 ? ~startSide : startSide;
        if (isPlayerSide(toMove)) return ply;
    }
    return std::nullopt;
}

void GameController::undo() {
    const std::optional<std::size_t> target = undoTarget();
    if (!target) return;
    stopComputer();
    if (m_unrated == Unrated::None) m_unrated = Unrated::Takeback;
    while (m_game.ply() > *target) {
        m_game.undo();
        m_node = m_node->parent;
    }
    m_outcome = {};
    updateClock(); // time spent stays spent: the board goes back, the clocks do not
    emit reset();
    emit stateChanged();
}

// Each side's time as recorded with its last move before the game's position ([%clk]); the
// base time for a side that has not moved, or whose moves carry no time. For a game read or
// resumed; a takeback and a redo leave the clocks as they stand.
void GameController::restoreClock() {
    if (!m_clock.enabled()) return;
    const qint64 base = m_clock.control().baseMs;
    m_clock.setRemaining(recordedClockMs(m_tree, m_node, White).value_or(base),
                         recordedClockMs(m_tree, m_node, Black).value_or(base));
}

void GameController::redo() {
    if (!canRedo()) return;
    stopComputer();
    // Replays up to the user's next turn, as one step, so the computer does not think between.
    while (const GameTree::Node* next = m_node->mainChild()) {
        append(next->move(), true);
        if (m_game.status().over() || isPlayerSide(position().sideToMove())) break;
    }
    emit reset();
    afterChange();
}

const GameTree::Node* GameController::addVariation(const GameTree::Node* at, Move move) {
    if (!m_tree.positionAt(at).isLegal(move)) return nullptr;
    // A move the tree holds already is only stepped to: nothing changed, nothing to save.
    for (const auto& child : at->children)
        if (child->move() == move) return child.get();
    const GameTree::Node* node = m_tree.add(mutableNode(at), move, false);
    emit reset();
    return node;
}

bool GameController::canPromote(const GameTree::Node* node) const {
    const GameTree::Node* branch = GameTree::variationStart(node);
    // The line it would displace must not hold the game in progress.
    return branch && !GameTree::isAfter(m_node, branch->parent->mainChild());
}

void GameController::promote(const GameTree::Node* node) {
    if (!canPromote(node)) return;
    m_tree.promote(mutableNode(node));
    emit reset();
}

bool GameController::canRemove(const GameTree::Node* node) const {
    return node && node->parent && !GameTree::isAfter(m_node, node);
}

const GameTree::Node* GameController::removeLine(const GameTree::Node* node) {
    if (!canRemove(node)) return node;
    const GameTree::Node* parent = m_tree.remove(mutableNode(node));
    emit reset();
    return parent;
}

void GameController::setComment(const GameTree::Node* node, const QString& text) {
    if (node) setMarks(node, editedComments(node->data.comments, text), node->data.nags);
}

void GameController::setGlyph(const GameTree::Node* node, ferz::GlyphKind kind, int nag) {
    if (!node || !node->parent) return;
    std::vector<int> nags = node->data.nags;
    ferz::setGlyph(nags, kind, nag);
    setMarks(node, node->data.comments, std::move(nags));
}

void GameController::setMarks(const GameTree::Node* node, std::vector<std::string> comments,
                              std::vector<int> nags) {
    if (!node || (node->data.comments == comments && node->data.nags == nags)) return;
    GameTree::Node* target = mutableNode(node);
    target->data.comments = std::move(comments);
    target->data.nags = std::move(nags);
    emit reset();
}

void GameController::playFromHere(const GameTree::Node* node, std::optional<int> elo) {
    stopComputer();
    GameTree::Node* target = mutableNode(node);
    m_tree.makeMainLine(target);
    followTo(target);
    m_unrated = Unrated::SetUp; // from a position of the user's choosing
    m_setup.humanSide = position().sideToMove();
    m_setup.twoPlayers = false; // the computer takes the other side
    m_setup.opponentName.clear();
    m_setup.elo = elo;
    m_setup.engine.reset();
    m_external.reset();
    m_setup.clock = {};
    m_clock.reset(m_setup.clock);
    m_paused = false;
    m_onlyRead = false; // played from now on, by the user and the computer
    m_computerScore.reset();
    m_outcome = {};
    m_engine.newGame();
    emit reset();
    afterChange();
}

void GameController::resign() {
    if (over()) return;
    finish(Outcome::resignation(twoPlayers() ? position().sideToMove() : humanSide()));
}

void GameController::stop() {
    if (over() || m_onlyRead) return;
    if (m_unrated == Unrated::None) m_unrated = Unrated::Stopped;
    finish(Outcome::stopped(twoPlayers() ? position().sideToMove() : humanSide()));
}

// The record of a game ended by its players ends where the game stands: the main line after
// it holds moves taken back, which were not played (they go, with what hangs on them).
void GameController::dropTakenBack() {
    if (m_node->children.empty()) return;
    while (!m_node->children.empty()) m_tree.remove(m_node->children.back().get());
    emit reset(); // views drop the nodes they held
}

void GameController::agreeDraw() {
    if (over()) return;
    finish(Outcome::agreement(position().sideToMove()));
}

bool GameController::offerDraw() {
    if (over() || twoPlayers()) return false;
    const bool accepted = m_computerScore && *m_computerScore <= AcceptDrawCp;
    if (!accepted) {
        if (m_computerScore)
            emit message(
                [] { return tr("The computer declines the draw: it thinks it stands better."); });
        else
            emit message(
                [] { return tr("The computer declines the draw: the game has hardly begun."); });
        return false;
    }
    emit message([] {
        return tr("The computer accepts the draw: it judges the position equal or worse for "
                  "itself.");
    });
    finish(Outcome::agreement(humanSide()));
    return true;
}

bool GameController::canClaimDraw() const {
    return (isHumanTurn() || m_claimWaiting) && m_game.status().canClaimDraw();
}

void GameController::claimDraw() {
    if (!canClaimDraw()) return;
    finish(Outcome::claim(m_game.status(), twoPlayers() ? position().sideToMove() : humanSide(),
                          false));
}

void GameController::requestHint() {
    if (!isHumanTurn() || m_hintId) return;
    SearchRequest r = request();
    r.elo.reset();
    r.book.reset(); // a hint is the search's judgement, not the book's
    r.limits = {};
    r.limits.movetimeMs = HintMs;
    m_hintId = m_engine.start(r);
    ++m_hints;
    if (m_unrated == Unrated::None) m_unrated = Unrated::Hint;
    emit stateChanged();
}

// Whatever the computer was doing (searching, showing its move, waiting for the user's claim)
// stops, and no answer of a search started before will be played.
void GameController::stopComputer() {
    m_engine.cancel();
    if (m_external) m_external->cancel();
    m_replyDelay->stop();
    m_searchId = m_hintId = 0;
    m_computerToMove = false;
    m_computerWaits = false;
    m_claimWaiting = false;
}

void GameController::onOpponentFailed(const QString& why) {
    m_searchId = 0;
    m_computerToMove = false;
    m_replyDelay->stop();
    // An engine that does not play Chess960 gives its place to Ferz's own, at the level set.
    if (m_setup.chess960 && m_external && m_external->lacksChess960()) {
        const QString name = m_setup.engine ? m_setup.engine->name : m_external->config().name;
        m_setup.engine.reset();
        m_external.release()->deleteLater(); // it is emitting this signal
        emit message(
            [name] { return tr("%1 does not play Chess960: Ferz plays in its place.").arg(name); });
        if (!over() && !m_paused && !isPlayerSide(position().sideToMove())) startComputer();
        emit stateChanged();
        return;
    }
    emit message([why] {
        return tr("The computer's engine stopped: %1. Start a new game to play on.").arg(why);
    });
    emit stateChanged();
}

void GameController::onFlagFell(Color side) {
    if (over()) return;
    finish(Outcome::flagFell(side, canStillMate(position(), ~side), !isPlayerSide(side)));
}

// The tree is built anew: the game in progress stands at the same ply of its main line.
bool GameController::annotate(const GameAnalysis& analysis) {
    const int ply = m_node->ply;
    if (!annotateRecord(m_tree, m_fileTags, analysis)) return false;
    m_node = m_tree.mainLineAt(ply);
    emit reset();
    return true;
}

QString GameController::playerName(Color side) const {
    if (m_onlyRead) { // nobody plays it now: the file's names
        const QString name = recordedPlayer(m_fileTags, side);
        return !name.isEmpty() ? name : side == White ? tr("White") : tr("Black");
    }
    if (twoPlayers()) {
        const QString& name = side == humanSide() ? m_setup.playerName : m_setup.opponentName;
        return !name.isEmpty() ? name : side == White ? tr("White") : tr("Black");
    }
    if (side == humanSide()) return m_setup.playerName.isEmpty() ? tr("You") : m_setup.playerName;
    return computerName();
}

QString GameController::computerName() const {
    if (m_setup.engine) return playingName(*m_setup.engine);
    return m_setup.elo ? tr("Ferz %1").arg(*m_setup.elo) : tr("Ferz, full strength");
}

bool GameController::analysed() const {
    for (const GameTree::Node* n = m_tree.root()->mainChild(); n; n = n->mainChild())
        if (n->data.evalCp || n->data.evalMate) return true;
    return false;
}

const Opening* GameController::openingAt(const GameTree::Node* node) const {
    return m_setup.chess960 ? nullptr : openingOf(m_tree, node); // the names are standard chess's
}

QString GameController::openingText(const GameTree::Node* node) const {
    if (m_setup.chess960) {
        const std::optional<int> number = chess960Number(m_tree.start());
        return number ? tr("Chess960, start position %1").arg(*number) : tr("Chess960");
    }
    const Opening* opening = openingAt(node);
    return opening ? QString::fromStdString(opening->title()) : QString();
}

// A game begun in Ferz says in its record whether it counts for the rating, and if not why
// (FerzRated: "yes", or "hint", "takeback"…: unratedWord); the library's rating reads it.
PgnGame GameController::toPgn(bool endingSentence) const {
    PgnGame pgn = recordToPgn(m_tree, m_fileTags, m_outcome, m_fromFile ? nullptr : &m_setup,
                              m_setup.chess960, endingSentence);
    if (!m_setup.gameId.isEmpty())
        pgn.setTag(FerzRatedTag, rated() ? "yes" : unratedWord(m_unrated).toStdString());
    return pgn;
}

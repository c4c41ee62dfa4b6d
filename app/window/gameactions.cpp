#include "gameactions.h"

#include "actioncollection.h"
#include "boardscene.h"
#include "enginescanner.h"
#include "enginesdialog.h"
#include "gamedocument.h"
#include "gamepolicy.h"
#include "librarystore.h"
#include "movegen.h"
#include "newgamedialog.h"
#include "openingbook.h"
#include "preferences.h"
#include "reviewnavigator.h"

#include <QAction>
#include <QInputDialog>
#include <QMessageBox>
#include <QSettings>

using namespace ferz;
using Help = GamePolicy::Help;

GameActions::GameActions(ActionCollection& actions, GameController& game, ReviewNavigator& review,
                         BoardScene& scene, GameDocument& document, const LibraryStore& library,
                         Preferences& prefs, QSettings& settings)
    : QObject(&actions), m_actions(actions), m_game(game), m_review(review), m_scene(scene),
      m_document(document), m_library(library), m_prefs(prefs), m_settings(settings),
      m_window(actions.window()) {
    m_actions.add("newGame", QKeySequence::New, this, [this] { newGameDialog(); });
    m_actions.add("undo", QKeySequence::Undo, this, [this] { undo(); });
    m_actions.add("redo", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), this, [this] {
        m_review.backToGame();
        m_game.redo();
    });
    m_actions.add("hint", QKeySequence(Qt::Key_H), this, [this] { hint(); });
    QAction* pause = m_actions.add("pause", QKeySequence(Qt::Key_P), this,
                                   [this](bool on) { m_game.setPaused(on); });
    pause->setShortcuts({QKeySequence(Qt::Key_P), QKeySequence(Qt::Key_Pause)});
    pause->setCheckable(true);
    m_actions.add("offerDraw", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), this,
                  [this] { offerDraw(); });
    m_actions.add("claimDraw", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), this,
                  [this] { m_game.claimDraw(); });
    m_actions.add("resign", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), this,
                  [this] { resign(); });
    m_actions.add("stopGame", QKeySequence(), this, [this] { stop(); });
    m_actions.add("playFromHere", QKeySequence(), this, [this] { playFromHere(); });
    m_actions.add("engines", QKeySequence(Qt::CTRL | Qt::Key_E), this, [this] { editEngines(); });

    connect(&actions, &ActionCollection::retranslate, this, &GameActions::retranslate);
    connect(&m_game, &GameController::stateChanged, this, &GameActions::update);
    connect(&m_game, &GameController::reset, this, &GameActions::turnBoardIfWanted);
    connect(&m_game, &GameController::movePlayed, this, &GameActions::turnBoardIfWanted);
    connect(&m_review, &ReviewNavigator::changed, this, &GameActions::update);
    retranslate();
}

void GameActions::retranslate() {
    m_actions.setTexts({{"newGame", tr("&New Game…")},
                        {"undo", tr("&Undo Move")},
                        {"redo", tr("&Redo Move")},
                        {"hint", tr("&Hint")},
                        {"pause", tr("&Pause")},
                        {"offerDraw", tr("O&ffer Draw")},
                        {"claimDraw", tr("&Claim Draw")},
                        {"resign", tr("Res&ign")},
                        {"stopGame", tr("S&top Game…")},
                        {"engines", tr("&Engines…")},
                        {"playFromHere", tr("Play from &Here…")}});
    update();
}

// What the game allows now, from the policy: a refused help says why in its tooltip.
void GameActions::update() {
    const GamePolicy policy = GamePolicy::of(m_game);
    const bool live = !m_game.over();
    const auto set = [this](const char* name, bool on) {
        m_actions.action(QLatin1String(name))->setEnabled(on);
    };
    set("undo", m_game.canUndo() && policy.allows(Help::Takeback));
    m_actions.action(QStringLiteral("undo"))->setStatusTip(policy.reason(Help::Takeback));
    set("redo", m_game.canRedo());
    set("hint", m_game.isHumanTurn() && policy.allows(Help::Hint));
    set("stopGame", policy.mayStop());
    set("offerDraw", live && m_game.game().ply() > 0);
    set("claimDraw", m_game.canClaimDraw());
    set("resign", live);
    set("pause", m_game.canPause());
    m_actions.action(QStringLiteral("pause"))->setChecked(m_game.paused());
    set("playFromHere", m_review.reviewing());
}

void GameActions::newGameDialog() {
    NewGameDialog dialog(m_prefs, EngineConfig::load(m_settings), m_window);
    dialog.setRating(m_library.rating().current, m_library.rating().games());
    if (dialog.exec() != QDialog::Accepted || !m_document.maySwitch()) return;
    dialog.storeIn(m_prefs);
    m_prefs.save(m_settings);
    startGame(dialog.setup());
}

void GameActions::startGame(const GameSetup& setup) {
    m_document.detach();
    m_scene.setFlipped(setup.humanSide == Black);
    m_game.newGame(setup); // the parts forget the old game (aboutToReplace)
    turnBoardIfWanted();
    m_document.markClean();
    emit started();
}

GameSetup GameActions::setupFromPreferences() const {
    GameSetup setup;
    setup.humanSide = m_prefs.side == Preferences::PlayBlack ? Black : White;
    m_prefs.applyTo(setup, EngineConfig::load(m_settings));
    return setup;
}

void GameActions::playPosition(const Position& position) {
    GameSetup setup = setupFromPreferences();
    setup.start = position;
    setup.chess960 = position.hasChess960Castling(); // the position's rules, not the last game's
    if (!setup.chess960 && !setup.engine && !setup.twoPlayers)
        setup.book = OpeningBook::load(m_prefs.book);
    setup.humanSide = position.sideToMove();
    startGame(setup);
}

// Two people at one board may want it turned towards the side to move after every move.
void GameActions::turnBoardIfWanted() {
    if (m_game.twoPlayers() && m_prefs.turnBoard && !m_review.reviewing())
        m_scene.setFlipped(m_game.position().sideToMove() == Black);
}

void GameActions::hint() {
    if (!m_game.isHumanTurn() || !mayHave(Help::Hint, tr("Hint"))) return;
    m_review.backToGame();
    m_game.requestHint();
}

// The policy's answer: a help given, refused (the reason is said over the board), or asked
// about once in a game that counts, which stops counting when the user confirms.
bool GameActions::mayHave(Help help, const QString& title) {
    const GamePolicy policy = GamePolicy::of(m_game);
    switch (policy.answer(help)) {
    case GamePolicy::Answer::Given: return true;
    case GamePolicy::Answer::Refused: emit notice(policy.reason(help), true); return false;
    case GamePolicy::Answer::Asks: break;
    }
    QMessageBox box(QMessageBox::Question, title, policy.question(help),
                    QMessageBox::Yes | QMessageBox::No, m_window);
    box.setObjectName(QStringLiteral("unratesQuestion"));
    box.setDefaultButton(QMessageBox::No);
    return box.exec() == QMessageBox::Yes;
}

// Taking back a move after a game the players ended (a resignation, an agreement, a claim, a
// flag, a result read from a file) takes the result back too: the user confirms first. An end
// the board made (mate, stalemate) goes with the move that made it.
void GameActions::undo() {
    if (!m_game.canUndo() || !mayHave(Help::Takeback, tr("Take back a move"))) return;
    const Outcome& o = m_game.outcome();
    if (o.over() && o.byPlayers() &&
        QMessageBox::question(m_window, tr("Take back a move"),
                              tr("The game is over: %1. Take back your last move and play on "
                                 "without this result?")
                                  .arg(m_game.describe(o))) != QMessageBox::Yes)
        return;
    m_review.backToGame();
    m_game.undo();
}

// Against the computer, it judges; between two people, the other one is asked.
void GameActions::offerDraw() {
    if (!m_game.twoPlayers()) {
        m_game.offerDraw();
        return;
    }
    const Color offering = m_game.position().sideToMove();
    if (QMessageBox::question(m_window, tr("Draw offer"),
                              tr("%1 offers a draw. %2, do you accept?")
                                  .arg(m_game.playerName(offering),
                                       m_game.playerName(~offering))) == QMessageBox::Yes)
        m_game.agreeDraw();
}

void GameActions::resign() {
    if (QMessageBox::question(m_window, tr("Resign"), tr("Resign this game?")) == QMessageBox::Yes)
        m_game.resign();
}

// Lichess's abort, at any move: the game ends without a result and does not count; what the
// engine thinks of it is on offer from then on.
void GameActions::stop() {
    if (!GamePolicy::of(m_game).mayStop()) return;
    QMessageBox box(QMessageBox::Question, tr("Stop the game"),
                    tr("Stop this game without a result? It will not count for your rating, "
                       "and the computer's analysis of it is then on offer."),
                    QMessageBox::Yes | QMessageBox::No, m_window);
    box.setObjectName(QStringLiteral("stopQuestion"));
    box.setDefaultButton(QMessageBox::No);
    if (box.exec() == QMessageBox::Yes) m_game.stop();
}

void GameActions::playFromHere() {
    const GameTree::Node* node = m_review.node();
    if (statusOf(m_review.position(), 1).over()) {
        emit notice(
            [] { return tr("The game is over in this position: there is nothing to play."); },
            false);
        return;
    }
    QStringList names;
    const QList<int> levels = Preferences::levels();
    for (int elo : levels) names << Preferences::levelName(elo);
    bool ok = false;
    const QString chosen = QInputDialog::getItem(
        m_window, tr("Play from here"),
        tr("You play the side to move, without a clock. The computer's level:"), names,
        std::max(0, int(levels.indexOf(m_prefs.elo))), false, &ok);
    if (!ok) return;
    const int elo = levels.value(names.indexOf(chosen), m_prefs.elo);
    m_scene.setFlipped(m_review.position().sideToMove() == Black);
    emit playingFromHere();
    m_review.forget();
    m_game.playFromHere(node, elo ? std::optional<int>(elo) : std::nullopt);
}

void GameActions::editEngines() {
    EnginesDialog dialog(EngineConfig::load(m_settings), m_window);
    dialog.setReviewEngine(m_prefs.reviewEngine);
    if (dialog.exec() != QDialog::Accepted) return;
    EngineConfig::save(m_settings, dialog.engines());
    m_prefs.reviewEngine = dialog.reviewEngine();
    m_prefs.save(m_settings);
    emit enginesChanged();
}

// What to do first: a long list of names is what a narrow banner cuts.
QString GameActions::enginesFound(const QStringList& names) {
    return tr("New Game now offers the chess engines found on this computer: %1.")
        .arg(names.join(QStringLiteral(", ")));
}

void GameActions::scanEnginesOnce() {
    if (m_settings.value(QStringLiteral("engines/scanned")).toBool()) return;
    auto* scanner = new EngineScanner(this);
    connect(scanner, &EngineScanner::finished, this, [this, scanner](QList<EngineConfig> found) {
        scanner->deleteLater();
        QList<EngineConfig> engines = EngineConfig::load(m_settings);
        QStringList added;
        for (const EngineConfig& e : EngineConfig::notListed(found, engines)) {
            engines << e;
            added << e.label();
        }
        EngineConfig::save(m_settings, engines);
        emit enginesChanged();
        m_settings.setValue(QStringLiteral("engines/scanned"), true);
        if (!added.isEmpty()) emit notice([added] { return enginesFound(added); }, false);
    });
    scanner->start();
}

#include "openingtree.h"

#include "actioncollection.h"
#include "announcer.h"
#include "boardscene.h"
#include "gamecontroller.h"
#include "gamepolicy.h"
#include "librarystore.h"
#include "openingbook.h"
#include "openingtreemodel.h"
#include "preferences.h"
#include "repertoireactions.h"
#include "reviewnavigator.h"
#include "sidepanel.h"
#include "treequery.h"

#include <QAction>
#include <QComboBox>
#include <QSettings>
#include <QTimer>
#include <QTreeView>

#include <algorithm>

using namespace ferz;

namespace {
const QString OpenKey = QStringLiteral("window/openingTree");
const QString GamesKey = QStringLiteral("window/openingTreeGames");
const QString PlayerKey = QStringLiteral("window/openingTreePlayer");
} // namespace

OpeningTree::OpeningTree(ActionCollection& actions, const GameController& game,
                         const ReviewNavigator& review, LibraryStore& library, SidePanel& side,
                         BoardScene& scene, Announcer& announcer, const Preferences& prefs,
                         QSettings& settings)
    : QObject(&actions), m_game(game), m_review(review), m_library(library), m_scene(scene),
      m_announcer(announcer), m_prefs(prefs), m_settings(settings),
      m_query(new TreeQuery(library.path(), this)), m_panel(new OpeningTreePanel(actions.window())),
      m_action(actions.add(QStringLiteral("openingTree"),
                           QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T), this)),
      m_timer(new QTimer(this)) {
    m_panel->hide();
    side.addAboveMoves(m_panel, m_panel->tabChain());
    m_action->setCheckable(true);
    connect(m_action, &QAction::triggered, this, [this](bool on) {
        setOpen(on);
        // The shortcut that opens it takes the keyboard there.
        if (on && !m_panel->view()->isHidden()) m_panel->view()->setFocus(Qt::ShortcutFocusReason);
    });
    const auto retranslate = [this] { m_action->setText(tr("Opening &Tree")); };
    connect(&actions, &ActionCollection::retranslate, this, retranslate);
    retranslate();

    m_timer->setSingleShot(true);
    m_timer->setInterval(0);
    connect(m_timer, &QTimer::timeout, this, &OpeningTree::refresh);
    connect(&m_review, &ReviewNavigator::changed, this, &OpeningTree::follow);
    connect(&m_game, &GameController::movePlayed, this, &OpeningTree::follow);
    connect(&m_game, &GameController::stateChanged, this, &OpeningTree::follow);
    connect(&m_game, &GameController::gameEnded, this, &OpeningTree::follow);
    connect(&m_game, &GameController::reset, this, &OpeningTree::follow);
    connect(&m_library, &LibraryStore::ready, this, [this] {
        m_query->askPlayers();
        follow();
    });
    // A game it failed to store makes the library unusable: the notice says so at once.
    connect(&m_library, &LibraryStore::stored, this, [this](const QString&, bool ok) {
        if (!ok) follow();
    });
    connect(&m_library, &LibraryStore::changed, this, [this] {
        m_query->askPlayers();
        follow();
    });
    connect(m_query, &TreeQuery::answered, this, [this](quint64, const QList<TreeMove>& moves) {
        m_panel->model()->setLibraryMoves(moves);
        m_panel->setLibrary(OpeningTreePanel::Library::Read);
    });
    connect(m_query, &TreeQuery::playersRead, m_panel, &OpeningTreePanel::setPlayers);
    // The games the user chose last time, kept with each change.
    const int games = m_settings.value(GamesKey, 0).toInt();
    if (games >= 0 && games < m_panel->gamesChoice()->count())
        m_panel->gamesChoice()->setCurrentIndex(games);
    m_panel->playerChoice()->setCurrentText(m_settings.value(PlayerKey).toString());
    connect(m_panel, &OpeningTreePanel::filterChanged, this, [this](const TreeFilter& filter) {
        m_settings.setValue(GamesKey, int(filter.games));
        if (filter.games == TreeFilter::Games::Player)
            m_settings.setValue(PlayerKey, filter.player);
        follow();
    });
    connect(m_panel, &OpeningTreePanel::moveChosen, this, &OpeningTree::play);
    setOpen(m_settings.value(OpenKey, false).toBool());
}

void OpeningTree::setOpen(bool open) {
    m_action->setChecked(open);
    if (open == m_open) return;
    m_open = open;
    m_settings.setValue(OpenKey, open);
    m_panel->setVisible(open);
    if (open) follow();
}

void OpeningTree::setSanText(const SanText& sanText) {
    m_panel->model()->setSanText(sanText);
}

void OpeningTree::setRepertoires(RepertoireActions& repertoires) {
    m_panel->model()->setRepertoires(&repertoires.repertoire(White),
                                     &repertoires.repertoire(Black));
    connect(&repertoires, &RepertoireActions::changed, m_panel->model(),
            &OpeningTreeModel::repertoireChanged);
    // Marking follows the tree's rule: the panel is refused (and empty) while a game is played.
    connect(m_panel, &OpeningTreePanel::markRequested, &repertoires,
            [&repertoires](Move move, Color side) { repertoires.addShownLine(side, move); });
    connect(m_panel, &OpeningTreePanel::unmarkRequested, &repertoires,
            [this, &repertoires](Move move) {
                repertoires.removeMove(m_panel->model()->position(), move);
            });
}

// Many signals come with one change (a move: movePlayed, stateChanged, the review's changed;
// a reset before the window has checked the node on show): one refresh after them all.
void OpeningTree::follow() {
    if (m_open) m_timer->start();
}

// The game's book when it has one, else the book the preferences choose for the next game
// (Ferz's own unless the user chose another or none).
std::shared_ptr<const PolyglotBook> OpeningTree::book() {
    if (m_game.setup().chess960) return nullptr;
    if (m_game.setup().book) return m_game.setup().book;
    if (m_prefs.book != m_bookChoice) { // never empty (Preferences::load)
        m_bookChoice = m_prefs.book;
        m_book = OpeningBook::load(m_bookChoice);
    }
    return m_book;
}

void OpeningTree::refresh() {
    if (!m_open) return;
    const GamePolicy policy = GamePolicy::of(m_game);
    m_action->setStatusTip(policy.reason(GamePolicy::Help::OpeningTree));
    if (!policy.allows(GamePolicy::Help::OpeningTree)) {
        m_panel->model()->clear();
        m_panel->setRefused(policy.reason(GamePolicy::Help::OpeningTree));
        return;
    }
    m_panel->setRefused({});
    const Position position = m_review.position();
    const std::shared_ptr<const PolyglotBook> b = book();
    m_panel->model()->setPosition(position, b ? b->moves(position) : std::vector<BookMove>());
    // Until the library is open its games are not known (`ready` refreshes); one that did not
    // open, or failed to store a game, has none to give.
    if (!m_library.isReady() || !m_library.isUsable()) {
        m_panel->setLibrary(m_library.isReady() ? OpeningTreePanel::Library::Unavailable
                                                : OpeningTreePanel::Library::Reading);
        return;
    }
    m_panel->setLibrary(OpeningTreePanel::Library::Reading);
    m_query->ask(position, m_panel->filter());
}

// As a move made on the board: the board offers the moves of the node on show in review, and
// outside it the user's moves in the game (none once it has ended: the list still shows what
// was played there, and a move chosen says why it is not played).
void OpeningTree::play(Move move) {
    if (!m_review.reviewing()) {
        const std::vector<Move> allowed = m_game.humanMoves();
        if (std::find(allowed.begin(), allowed.end(), move) == allowed.end()) {
            m_announcer.announce(tr("The game ended in this position, so no move is played "
                                    "after it here. Step back through the game to play a move "
                                    "as a variation."));
            return;
        }
    }
    emit m_scene.moveRequested(move);
}

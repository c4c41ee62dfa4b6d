// The opening tree of the position on show (View → Opening Tree, Ctrl+Shift+T): its panel
// above the move list (OpeningTreePanel), the library's moves read in a worker (TreeQuery) and
// the book's moves (the game's book, else the one the preferences choose).
//
// It follows the node on show: every step through the record, every move played and every
// edit of the tree; the steps of a fast walk come together into one request after the event
// loop has had its turn, and only the last request's answer is shown. It reads the library
// again when the library changes (a game stored, an import, a deletion).
//
// Fair play (GamePolicy::Help::OpeningTree): while a game is being played the panel says it is
// shown when the game has ended, and asks the library nothing. A move chosen in the panel is
// requested of the board (BoardScene::moveRequested), so the window plays it as a move made
// there: in review, a variation; in a game read from a file, the game's next move.
//
// Threading contract: GUI thread only.
#pragma once

#include "openingtreepanel.h"
#include "polyglot.h"

#include <QObject>

#include <memory>

class ActionCollection;
class Announcer;
class BoardScene;
class GameController;
class LibraryStore;
class QAction;
class QSettings;
class QTimer;
class RepertoireActions;
class ReviewNavigator;
class SanText;
class SidePanel;
class TreeQuery;
struct Preferences;

class OpeningTree : public QObject {
    Q_OBJECT
public:
    /// Follows `game` and what `review` shows, reads `library`'s file, places its panel in
    /// `side` above the moves, plays a chosen move through `scene` and says through
    /// `announcer` why one cannot be; all, with `prefs` and `settings` (where it keeps whether
    /// it is open and the games chosen), must outlive it. Its toggle is registered in
    /// `actions` as "openingTree".
    OpeningTree(ActionCollection& actions, const GameController& game,
                const ReviewNavigator& review, LibraryStore& library, SidePanel& side,
                BoardScene& scene, Announcer& announcer, const Preferences& prefs,
                QSettings& settings);

    OpeningTreePanel* panel() const { return m_panel; }
    QAction* action() const { return m_action; }
    TreeQuery* query() const { return m_query; }
    bool isOpen() const { return m_open; }
    void setOpen(bool open);
    void setSanText(const SanText& sanText);
    /// Shows the tree of the node on show again, once the event loop has its turn.
    void follow();
    /// The user's repertoires: the panel marks their moves, and marks and unmarks through them.
    void setRepertoires(RepertoireActions& repertoires);

private:
    void refresh();
    void play(ferz::Move move);
    std::shared_ptr<const ferz::PolyglotBook> book();

    const GameController& m_game;
    const ReviewNavigator& m_review;
    LibraryStore& m_library;
    BoardScene& m_scene;
    Announcer& m_announcer;
    const Preferences& m_prefs;
    QSettings& m_settings;
    TreeQuery* m_query;
    OpeningTreePanel* m_panel;
    QAction* m_action;
    QTimer* m_timer;
    bool m_open = false;
    QString m_bookChoice; // the preferences' book loaded in m_book
    std::shared_ptr<const ferz::PolyglotBook> m_book;
};

// The opening tree beside the board (View → Opening Tree): a choice of games above (all,
// mine, mine as White, mine as Black, imported, a player's, with the player's name), the list
// of moves (OpeningTreeModel) and a line that says why it is empty or not shown. A click on a
// move, or Enter on it, asks to play it (moveChosen); the arrow keys move in the list while it
// has the focus, not through the game. Its context menu, and Insert (as the side to move),
// Shift+Insert (as the other side) and Delete, ask to put the current move into the user's
// repertoire or take it out (markRequested, unmarkRequested).
//
// Threading contract: GUI thread only.
#pragma once

#include "library.h"
#include "position.h"
#include "sidepanel.h"

#include <QWidget>

class OpeningTreeModel;
class QComboBox;
class QLabel;
class QTreeView;

class OpeningTreePanel : public QWidget {
    Q_OBJECT
public:
    /// In the column beside the board: see SidePanel::keepWrappedLabelsWhole.
    bool hasHeightForWidth() const override { return false; }
    QSize sizeHint() const override { return columnPanelHint(*this); }
    explicit OpeningTreePanel(QWidget* parent = nullptr);

    OpeningTreeModel* model() const { return m_model; }
    QTreeView* view() const { return m_view; }
    QComboBox* gamesChoice() const { return m_games; }
    QComboBox* playerChoice() const { return m_player; }
    /// Its controls in the order Tab takes them: the choice of games, the player, the list.
    QList<QWidget*> tabChain() const;

    /// The games the user chose.
    TreeFilter filter() const;
    /// The names offered for a player's games.
    void setPlayers(const QStringList& players);
    /// Why the tree is not shown now (empty: it is); the list and the choice hide meanwhile.
    void setRefused(const QString& reason);
    /// What the library gives the position on show: its answer still to come ("Reading…"),
    /// its games' moves, or nothing, as it cannot be used (the book's moves only, and the
    /// notice says so).
    enum class Library { Reading, Read, Unavailable };
    void setLibrary(Library state);
    bool isWaiting() const { return m_library == Library::Reading; }

signals:
    void filterChanged(const TreeFilter& filter);
    /// The user clicked a move, or pressed Enter on it.
    void moveChosen(ferz::Move move);
    /// The user asked to add the line to `move` to the repertoire of `side`.
    void markRequested(ferz::Move move, ferz::Color side);
    /// The user asked to take `move` out of the repertoire.
    void unmarkRequested(ferz::Move move);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void showMenu(const QPoint& at);
    /// The current row's move (none: no row).
    ferz::Move currentMove() const;
    void updateNotice();

    OpeningTreeModel* m_model;
    QComboBox* m_games;
    QComboBox* m_player;
    QTreeView* m_view;
    QLabel* m_notice;
    QString m_refused;
    Library m_library = Library::Read;
};

// The menus, the toolbar and the move list's context menu, assembled from the names of the
// actions and submenus in the collection by one declarative table (menus.cpp). A new feature
// adds its names there; no part builds a menu of the window by hand.
//
// Threading contract: GUI thread only.
#pragma once

#include <QCoreApplication>
#include <QPoint>

class ActionCollection;
class QMainWindow;
class QMenu;
class QToolBar;
class QWidget;

class Menus : public QObject {
    Q_OBJECT
public:
    /// Fills `window`'s menu bar and toolbar from the table; the collection must already hold
    /// every action and submenu the table names (those of the View menu are its own).
    Menus(ActionCollection& actions, QMainWindow* window);

    /// The context menu of a move in the move list, at `globalPos` (it closes before this
    /// returns).
    void showMoveMenu(const QPoint& globalPos);
    QToolBar* toolBar() const { return m_toolBar; }
    /// The toolbar's buttons, in their order; Tab reaches each (a disabled one it skips).
    QList<QWidget*> toolButtons() const;

private:
    void retranslate();

    ActionCollection& m_actions;
    QMainWindow* m_window;
    QList<QMenu*> m_menus; // the menu bar's, in the table's order
    QToolBar* m_toolBar;
};

// The window's actions by name, as KDE's KActionCollection keeps them: each part of the window
// (the game, the document, the review, the analysis board, the library, the annotations, the
// view, help) makes its own QActions and registers them here, with their keys; the menus, the
// toolbar and the move list's context menu are then assembled from names (menus.cpp), and the
// Keyboard Shortcuts dialog and the tests find an action by its name.
//
// An action's shortcut works anywhere in the window. When the language changes, the
// collection says so (retranslate) and each part names its actions again.
//
// Threading contract: GUI thread only.
#pragma once

#include <QAction>
#include <QHash>
#include <QKeySequence>
#include <QList>
#include <QObject>

#include <initializer_list>
#include <utility>

class QMenu;
class QWidget;

class ActionCollection : public QObject {
    Q_OBJECT
public:
    /// The actions' shortcuts work in `window`, which must outlive the collection.
    explicit ActionCollection(QWidget* window);

    /// A new action named `name` (also its objectName), with `key`, owned by `owner`.
    QAction* add(const QString& name, const QKeySequence& key, QObject* owner);
    /// The same, its `triggered` connected to `slot` in `owner`'s context.
    template <typename Slot>
    QAction* add(const char* name, const QKeySequence& key, QObject* owner, Slot slot) {
        QAction* a = add(QLatin1String(name), key, owner);
        QObject::connect(a, &QAction::triggered, owner, std::move(slot));
        return a;
    }
    /// Registers an action a part made; it keeps its object name.
    QAction* add(QAction* action);
    /// Names the actions of `texts` (action name, its words), in the language now in use.
    void setTexts(std::initializer_list<std::pair<const char*, QString>> texts);
    /// A submenu a part made ("recent", "moveGlyphs"…), for the menus to take by name.
    void addMenu(const QString& name, QMenu* menu);

    /// The action named `name`; nullptr when there is none.
    QAction* action(const QString& name) const { return m_byName.value(name); }
    QMenu* menu(const QString& name) const { return m_menus.value(name); }
    /// Every action, in the order they were added.
    const QList<QAction*>& actions() const { return m_actions; }
    QWidget* window() const { return m_window; }

signals:
    /// The language changed: every part names its actions again.
    void retranslate();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* m_window;
    QList<QAction*> m_actions;
    QHash<QString, QAction*> m_byName;
    QHash<QString, QMenu*> m_menus;
};

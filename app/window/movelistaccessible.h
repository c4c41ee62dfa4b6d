// The move list as a screen reader reads it: a list of moves, one item per move written (the
// main line and the variations, in the order shown), each named as the move is spoken ("Move
// 12, Black: knight from g8 to f6, check."), with its comment as its description. The move on
// show is the selected item, and the focused one while the list has focus, so that stepping
// through the game with the arrows reads each move.
//
// A QTextBrowser is one block of text to assistive technology; MoveListAccessible, installed as
// a factory for MoveList, gives it these items. Items are made when first asked for and
// registered with QAccessible; a new layout of the list (MoveList::setTree) drops them, and the
// screen reader is told that the children changed.
//
// Threading contract: GUI thread only.
#pragma once

#include "movelist.h"

#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QPointer>

#include <vector>

class MoveListAccessible : public QAccessibleWidget {
    Q_DECLARE_TR_FUNCTIONS(MoveListAccessible)
public:
    explicit MoveListAccessible(MoveList* list);
    ~MoveListAccessible() override;

    /// Makes QAccessible build a MoveListAccessible for every MoveList (once per process).
    static void install();
    /// The list was written anew: the items made so far go, and the reader hears of it.
    static void treeChanged(MoveList* list);
    /// The move on show changed: the reader hears the item selected (and focused, with focus).
    static void shownChanged(MoveList* list);

    MoveList* list() const { return static_cast<MoveList*>(widget()); }

    // QAccessibleInterface
    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;
    QString text(QAccessible::Text t) const override;
    QAccessible::State state() const override;

private:
    void dropItems();

    mutable std::vector<QAccessible::Id> m_ids; // by index, made when first asked for
};

class MoveItemAccessible : public QAccessibleInterface {
public:
    MoveItemAccessible(MoveList* list, int index) : m_list(list), m_index(index) {}

    bool isValid() const override;
    QObject* object() const override { return nullptr; }
    QWindow* window() const override;
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override;
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override;
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    QAccessible::State state() const override;

private:
    QPointer<MoveList> m_list;
    int m_index;
};

#include "movelistaccessible.h"

#include "announcer.h"
#include "pgn.h"
#include "santext.h"

#include <QAccessible>
#include <QWindow>

using namespace ferz;

MoveListAccessible::MoveListAccessible(MoveList* list)
    : QAccessibleWidget(list, QAccessible::List) {
}

MoveListAccessible::~MoveListAccessible() {
    dropItems();
}

void MoveListAccessible::install() {
    static const bool installed = [] {
        QAccessible::installFactory([](const QString& key, QObject* object) {
            auto* list = qobject_cast<MoveList*>(object);
            return key == QLatin1String("MoveList") && list
                       ? static_cast<QAccessibleInterface*>(new MoveListAccessible(list))
                       : nullptr;
        });
        return true;
    }();
    Q_UNUSED(installed);
}

void MoveListAccessible::dropItems() {
    for (QAccessible::Id id : m_ids)
        if (id) QAccessible::deleteAccessibleInterface(id);
    m_ids.clear();
}

void MoveListAccessible::treeChanged(MoveList* list) {
    if (!QAccessible::isActive()) return;
    auto* self = static_cast<MoveListAccessible*>(QAccessible::queryAccessibleInterface(list));
    if (!self) return;
    self->dropItems();
    QAccessibleEvent event(list, QAccessible::ObjectReorder);
    QAccessible::updateAccessibility(&event);
}

void MoveListAccessible::shownChanged(MoveList* list) {
    if (!QAccessible::isActive() || list->shownIndex() < 0) return;
    QAccessibleEvent selection(list, QAccessible::Selection);
    selection.setChild(list->shownIndex());
    QAccessible::updateAccessibility(&selection);
    if (!list->hasFocus()) return;
    QAccessibleEvent focus(list, QAccessible::Focus);
    focus.setChild(list->shownIndex());
    QAccessible::updateAccessibility(&focus);
}

int MoveListAccessible::childCount() const {
    return list()->moveCount();
}

QAccessibleInterface* MoveListAccessible::child(int index) const {
    if (index < 0 || index >= childCount()) return nullptr;
    if (m_ids.size() < std::size_t(childCount())) m_ids.resize(std::size_t(childCount()));
    QAccessible::Id& id = m_ids[std::size_t(index)];
    if (!id) id = QAccessible::registerAccessibleInterface(new MoveItemAccessible(list(), index));
    return QAccessible::accessibleInterface(id);
}

int MoveListAccessible::indexOfChild(const QAccessibleInterface* child) const {
    for (std::size_t i = 0; i < m_ids.size(); ++i)
        if (m_ids[i] && QAccessible::accessibleInterface(m_ids[i]) == child) return int(i);
    return -1;
}

QAccessibleInterface* MoveListAccessible::childAt(int x, int y) const {
    const QPoint at = list()->viewport()->mapFromGlobal(QPoint(x, y));
    for (int i = 0; i < childCount(); ++i)
        if (list()->moveRect(i).contains(at)) return child(i);
    return nullptr;
}

QAccessibleInterface* MoveListAccessible::focusChild() const {
    return list()->hasFocus() && list()->shownIndex() >= 0 ? child(list()->shownIndex()) : nullptr;
}

QString MoveListAccessible::text(QAccessible::Text t) const {
    if (t == QAccessible::Description && list()->accessibleDescription().isEmpty())
        return tr("The moves of the game; the arrow keys step through them");
    return QAccessibleWidget::text(t);
}

QAccessible::State MoveListAccessible::state() const {
    QAccessible::State s = QAccessibleWidget::state();
    s.readOnly = true;
    return s;
}

// The items.

bool MoveItemAccessible::isValid() const {
    return m_list && m_index < m_list->moveCount();
}

QWindow* MoveItemAccessible::window() const {
    return m_list ? m_list->window()->windowHandle() : nullptr;
}

QAccessibleInterface* MoveItemAccessible::parent() const {
    return m_list ? QAccessible::queryAccessibleInterface(m_list) : nullptr;
}

QString MoveItemAccessible::text(QAccessible::Text t) const {
    if (!isValid()) return {};
    const GameTree::Node* node = m_list->node(m_index);
    if (t == QAccessible::Description)
    // The comment, its moves in the language's letters, for the ear.
    {
        QStringList comments; // without their commands ([%clk …])
        for (const std::string& c : node->data.comments)
            if (const std::string text = commentText(c); !text.empty())
                comments << QString::fromStdString(text);
        return SanText().text(comments.join(u' '));
    }
    if (t != QAccessible::Name) return {};
    const Position before = m_list->tree()->positionAt(node->parent);
    //: A move of the move list as a screen reader says it: "Move 12, Black: knight from g8 to
    //: f6."
    const QString move = MoveListAccessible::tr("Move %1, %2")
                             .arg(before.fullmoveNumber())
                             .arg(Announcer::spokenTurn(before, node->move()));
    return GameTree::isOnMainLine(node) ? move
                                        //: A move of a variation: "Variation: Move 12, …"
                                        : MoveListAccessible::tr("Variation: %1").arg(move);
}

QRect MoveItemAccessible::rect() const {
    if (!isValid()) return {};
    const QRect r = m_list->moveRect(m_index);
    return {m_list->viewport()->mapToGlobal(r.topLeft()), r.size()};
}

QAccessible::State MoveItemAccessible::state() const {
    QAccessible::State state;
    if (!isValid()) {
        state.invalid = true;
        return state;
    }
    state.selectable = true;
    state.focusable = true;
    state.readOnly = true;
    const bool shown = m_list->shownIndex() == m_index;
    state.selected = shown;
    state.focused = shown && m_list->hasFocus();
    state.invisible = !m_list->isVisible();
    return state;
}

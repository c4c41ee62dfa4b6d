#include "reviewnavigator.h"

#include "actioncollection.h"
#include "gamecontroller.h"

#include <QAction>
#include <QWidget>

#include <algorithm>

using namespace ferz;

ReviewNavigator::ReviewNavigator(const GameController& game, QObject* parent)
    : QObject(parent), m_game(game) {
}

void ReviewNavigator::addActions(ActionCollection& actions) {
    m_actions = &actions;
    actions.add("first", QKeyCombination(Qt::Key_Home), this, [this] { showPly(0); });
    actions.add("previous", QKeyCombination(Qt::Key_Left), this, [this] { previous(); });
    actions.add("next", QKeyCombination(Qt::Key_Right), this, [this] { next(); });
    actions.add("last", QKeyCombination(Qt::Key_End), this, [this] { backToGame(); });
    // Up and down: the other moves that could have been played instead of the one on show.
    actions.add("previousVariation", QKeyCombination(Qt::Key_Up), this, [this] { sibling(-1); });
    actions.add("nextVariation", QKeyCombination(Qt::Key_Down), this, [this] { sibling(+1); });
    actions.add("backToGame", QKeyCombination(Qt::Key_Escape), this, [this] { backToGame(); });
    connect(&actions, &ActionCollection::retranslate, this, &ReviewNavigator::retranslate);
    const auto update = [this] {
        m_actions->action(QStringLiteral("backToGame"))->setEnabled(reviewing());
    };
    connect(this, &ReviewNavigator::changed, this, update);
    connect(&m_game, &GameController::stateChanged, this, update);
    update();
    retranslate();
}

void ReviewNavigator::retranslate() {
    m_actions->setTexts({{"first", tr("&First Position")},
                         {"previous", tr("P&revious Move")},
                         {"next", tr("&Next Move")},
                         {"last", tr("&Last Move")},
                         {"previousVariation", tr("Previous &Variation")},
                         {"nextVariation", tr("Ne&xt Variation")},
                         {"backToGame", tr("&Back to Game")}});
}

const GameTree::Node* ReviewNavigator::node() const {
    return m_node ? m_node : m_game.currentNode();
}

Position ReviewNavigator::position() const {
    return m_node ? m_game.tree().positionAt(m_node) : m_game.position();
}

QString ReviewNavigator::moveName(const GameTree::Node* node) const {
    const Position before = m_game.tree().positionAt(node->parent);
    return QStringLiteral("%1%2 %3")
        .arg(before.fullmoveNumber())
        .arg(before.sideToMove() == White ? QStringLiteral(".") : QStringLiteral("..."))
        .arg(QString::fromStdString(node->san));
}

QString ReviewNavigator::describe() const {
    const GameTree::Node* shown = node();
    if (!shown->parent) return tr("Reviewing the start position.");
    const QString move = moveName(shown);
    return GameTree::isOnMainLine(shown)
               ? tr("Reviewing the position after %1.").arg(move)
               : tr("Reviewing a variation: the position after %1.").arg(move);
}

void ReviewNavigator::show(const GameTree::Node* node) {
    if (!node || node == m_game.currentNode()) {
        backToGame();
        return;
    }
    m_node = node;
    emit changed();
}

void ReviewNavigator::showPly(int ply) {
    const std::vector<const GameTree::Node*> path = m_game.tree().pathTo(m_game.currentNode());
    ply = std::clamp(ply, 0, int(path.size()));
    show(ply == 0 ? m_game.tree().root() : path[std::size_t(ply - 1)]);
}

void ReviewNavigator::backToGame() {
    if (!reviewing()) return;
    m_node = nullptr;
    emit changed();
}

void ReviewNavigator::previous() {
    if (const GameTree::Node* n = node(); n->parent) show(n->parent);
}

void ReviewNavigator::next() {
    if (const GameTree::Node* n = node()->mainChild()) show(n);
}

void ReviewNavigator::sibling(int step) {
    const GameTree::Node* n = node();
    if (!n->parent) return;
    const auto& all = n->parent->children;
    const auto it =
        std::find_if(all.begin(), all.end(), [n](const auto& c) { return c.get() == n; });
    const std::ptrdiff_t j = (it - all.begin()) + step;
    if (it != all.end() && j >= 0 && j < std::ptrdiff_t(all.size()))
        show(all[std::size_t(j)].get());
}

bool ReviewNavigator::revalidate() {
    if (!m_node || (m_game.tree().contains(m_node) && m_node != m_game.currentNode())) return false;
    m_node = nullptr;
    return true;
}

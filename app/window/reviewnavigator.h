// The node of the game's record on show: the game as it stands, or another node of its tree
// under review (an earlier position, a move taken back, a variation), and the steps through
// the tree (first, previous, next, last, the other moves played at the same point). It holds
// no chess of its own: the tree is the game controller's.
//
// Threading contract: GUI thread only.
#pragma once

#include "gametree.h"
#include "position.h"

#include <QObject>
#include <QString>

class ActionCollection;
class GameController;

class ReviewNavigator : public QObject {
    Q_OBJECT
public:
    explicit ReviewNavigator(const GameController& game, QObject* parent = nullptr);

    /// True while a node other than the game's own is on show.
    bool reviewing() const { return m_node != nullptr; }
    /// The node on show: the one under review, or else the game's current node.
    const ferz::GameTree::Node* node() const;
    int ply() const { return node()->ply; }
    ferz::Position position() const;
    /// A move of the tree as "12. Nf3" or "12... Nf6" (English SAN: SanText writes it for the
    /// eye); not the root.
    QString moveName(const ferz::GameTree::Node* node) const;

    /// Which position is on show, in words: "Reviewing the position after 12. Nf3."
    QString describe() const;

    /// Shows `node`; the game's own node (or none) goes back to the game.
    void show(const ferz::GameTree::Node* node);
    /// Shows the position after `ply` moves of the game in progress (0: the start).
    void showPly(int ply);
    void backToGame();
    void previous();
    void next();
    /// The other moves played instead of the one on show: -1 the one above, +1 below.
    void sibling(int step);

    /// Registers the steps in `actions` (first, previous, next, last, the variations above and
    /// below, back to the game), with their keys; "backToGame" is enabled while reviewing.
    void addActions(ActionCollection& actions);

    /// Back to the game without a signal: the caller is about to replace the game.
    void forget() { m_node = nullptr; }
    /// After an edit of the tree: a node on show that has gone, or that has become the game's
    /// own, is forgotten without a signal. True when that happened.
    bool revalidate();

signals:
    /// The node on show changed (or was shown again).
    void changed();

private:
    void retranslate();

    ActionCollection* m_actions = nullptr;
    const GameController& m_game;
    const ferz::GameTree::Node* m_node = nullptr; // nullptr: the game as it stands
};

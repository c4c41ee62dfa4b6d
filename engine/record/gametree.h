// The record of a game with its variations: a tree of moves from a start position. Every node
// is a position reached by a move; its first child is the main continuation and the others
// are variations, alternatives to it. The main line is the chain of first children from the
// root.
//
// Nodes are handed out by pointer. A pointer stays valid until its node is removed (remove(),
// or the tree is assigned or destroyed); adding moves and promoting lines never moves a node.
#pragma once

#include "pgn.h"
#include "position.h"
#include "types.h"

#include <memory>
#include <string>
#include <vector>

namespace ferz {

class GameTree {
public:
    struct Node {
        PgnMove data;    // the move and what is written about it (its variations are unused:
                         // the tree's children are the variations)
        std::string san; // the move in SAN, in the position before it
        Node* parent = nullptr;
        std::vector<std::unique_ptr<Node>> children; // the main continuation first
        int ply = 0;                                 // moves from the start

        Move move() const { return data.move; }
        const Node* mainChild() const { return children.empty() ? nullptr : children[0].get(); }
        Node* mainChild() { return children.empty() ? nullptr : children[0].get(); }
        /// True for the root and for a main continuation.
        bool isFirstChild() const { return !parent || parent->children[0].get() == this; }
    };

    explicit GameTree(const Position& start = Position());
    GameTree(GameTree&& other) noexcept;
    GameTree& operator=(GameTree&& other) noexcept;
    ~GameTree();

    /// The moves, comments, glyphs, annotations and variations of a game read from PGN, each
    /// variation its own (two that begin with the same move are two lines). A move that is
    /// not legal where it stands ends its line there (the reader checks every move, so this
    /// happens only with a hand-built game).
    static GameTree fromPgn(const PgnGame& game);
    /// The tree as PGN's start position, first comment and moves, with `tags` and `result`.
    PgnGame toPgn(PgnTags tags = {}, std::string result = "*") const;

    const Position& start() const { return start_; }
    Node* root() { return root_.get(); }
    const Node* root() const { return root_.get(); }

    /// The child of `at` reached by `move` (legal after `at`), made if there is none. A new move
    /// is the main continuation when `main` is true (the old one becomes a variation), else
    /// the last variation; an existing one is made the main continuation when `main` is true.
    Node* add(Node* at, Move move, bool main);
    /// The same, where `before` is the position after `at` (saves replaying the line).
    Node* add(Node* at, const Position& before, Move move, bool main);
    /// A new last child of `at` for `move` (legal after `at`, the position `before`), even
    /// when `at` has a child with that move already (a game read with two variations that
    /// begin with the same move).
    Node* append(Node* at, const Position& before, Move move);
    /// The line through `node` becomes the main continuation where it branches off, one level
    /// up; the line it displaces becomes its first variation. False when `node` already is on
    /// the main continuation of its parent and of every ancestor (nothing to promote).
    bool promote(Node* node);
    /// Promotes the line through `node` until `node` is on the main line.
    void makeMainLine(Node* node);
    /// Removes `node` and everything after it; returns its parent. The root stays.
    Node* remove(Node* node);

    /// The position after `node`.
    Position positionAt(const Node* node) const;
    /// The moves from the start to `node`.
    std::vector<Move> movesTo(const Node* node) const;
    /// The node `moves` from the start lead to (the reverse of movesTo), or nullptr when the
    /// tree has no such line. Unlike a pointer, a line of moves still finds its node after the
    /// tree was rebuilt (an analysis, a reload) or its lines promoted.
    Node* nodeAt(const std::vector<Move>& moves);
    const Node* nodeAt(const std::vector<Move>& moves) const;
    /// For each move from the start to `node`, which of the children with that move it is (0:
    /// the first; more only where two variations begin with the same move).
    std::vector<int> sameMoveIndexes(const Node* node) const;
    /// The node of `moves` where, at each step, `indexes` picks among children with the same
    /// move (missing indexes are 0); nullptr when there is none.
    Node* nodeAt(const std::vector<Move>& moves, const std::vector<int>& indexes);
    const Node* nodeAt(const std::vector<Move>& moves, const std::vector<int>& indexes) const;
    /// The nodes from the first move to `node`, in order.
    std::vector<const Node*> pathTo(const Node* node) const;
    /// True when `node` is `ancestor` or comes after it.
    static bool isAfter(const Node* node, const Node* ancestor);
    /// The first move of the variation `node` is in: the nearest of `node` and the nodes before
    /// it that is not a main continuation; nullptr when `node` is on the main line.
    static const Node* variationStart(const Node* node);
    static bool isOnMainLine(const Node* node) { return !variationStart(node); }
    /// The node of the main line after `plies` moves, or the main line's end if it is shorter
    /// (or `plies` is negative).
    const Node* mainLineAt(int plies) const;
    Node* mainLineAt(int plies);
    const Node* mainLineEnd() const { return mainLineAt(-1); }
    Node* mainLineEnd() { return mainLineAt(-1); }
    /// Every move of the tree, variations included.
    int size() const;
    /// True when `node` is a node of this tree (it may point to a node removed since).
    bool contains(const Node* node) const;

private:
    static void destroy(std::unique_ptr<Node> node); // without recursion: lines may be long

    Position start_;
    std::unique_ptr<Node> root_;
};

} // namespace ferz

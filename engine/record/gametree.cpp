#include "gametree.h"

#include "notation.h"

#include <algorithm>
#include <utility>

namespace ferz {

namespace {

// Where `node` stands among its parent's children.
auto placeOf(GameTree::Node* node) {
    auto& siblings = node->parent->children;
    return std::find_if(siblings.begin(), siblings.end(),
                        [node](const auto& child) { return child.get() == node; });
}

} // namespace

GameTree::GameTree(const Position& start) : start_(start), root_(std::make_unique<Node>()) {
}

GameTree::GameTree(GameTree&& other) noexcept
    : start_(other.start_), root_(std::exchange(other.root_, std::make_unique<Node>())) {
}

GameTree& GameTree::operator=(GameTree&& other) noexcept {
    if (this != &other) {
        destroy(std::exchange(root_, std::exchange(other.root_, std::make_unique<Node>())));
        start_ = other.start_;
    }
    return *this;
}

GameTree::~GameTree() {
    destroy(std::move(root_));
}

// A line of 100,000 moves would take as many nested destructor calls; this takes none.
void GameTree::destroy(std::unique_ptr<Node> node) {
    std::vector<std::unique_ptr<Node>> pending;
    if (node) pending.push_back(std::move(node));
    while (!pending.empty()) {
        std::unique_ptr<Node> n = std::move(pending.back());
        pending.pop_back();
        for (auto& child : n->children) pending.push_back(std::move(child));
        n->children.clear();
    }
}

GameTree GameTree::fromPgn(const PgnGame& game) {
    GameTree tree(game.start);
    tree.root_->data.comments = game.comments;
    // Each line to read: where it starts, and its moves.
    struct Line {
        Node* at;
        Position pos;
        const std::vector<PgnMove>* moves;
    };
    std::vector<Line> lines{{tree.root(), game.start, &game.moves}};
    while (!lines.empty()) {
        Line line = lines.back();
        lines.pop_back();
        for (const PgnMove& m : *line.moves) {
            if (!line.pos.isLegal(m.move)) break;
            // The variations are alternatives to this move: children of the same node, after
            // it, each its own even when two begin with the same move.
            Node* node = tree.append(line.at, line.pos, m.move);
            // In reverse, so that the first is read (and added) first.
            for (auto v = m.variations.rbegin(); v != m.variations.rend(); ++v)
                lines.push_back({line.at, line.pos, &*v});
            node->data = m;
            node->data.variations.clear();
            StateInfo st;
            line.pos.makeMove(m.move, st);
            line.at = node;
        }
    }
    return tree;
}

PgnGame GameTree::toPgn(PgnTags tags, std::string result) const {
    PgnGame game;
    game.tags = std::move(tags);
    game.result = std::move(result);
    game.start = start_;
    game.comments = root_->data.comments;
    // Each line to write: the node whose children start it, and where its moves go.
    struct Line {
        const Node* from;
        const Node* first; // the first move of the line, a child of `from`
        std::vector<PgnMove>* out;
    };
    std::vector<Line> lines;
    if (root_->mainChild()) lines.push_back({root_.get(), root_->mainChild(), &game.moves});
    while (!lines.empty()) {
        const Line line = lines.back();
        lines.pop_back();
        for (const Node* n = line.first; n; n = n->mainChild()) {
            PgnMove& m = line.out->emplace_back(n->data);
            m.variations.clear();
            // The variations of the line's first move are its siblings, except where the line
            // is itself a variation: then they belong to the line it branches from.
            const Node* parent = n->parent;
            if (n == parent->children[0].get()) {
                m.variations.resize(parent->children.size() - 1);
                for (std::size_t i = 1; i < parent->children.size(); ++i)
                    lines.push_back({parent, parent->children[i].get(), &m.variations[i - 1]});
            }
        }
    }
    return game;
}

GameTree::Node* GameTree::add(Node* at, Move move, bool main) {
    return add(at, positionAt(at), move, main);
}

GameTree::Node* GameTree::add(Node* at, const Position& before, Move move, bool main) {
    auto& children = at->children;
    const auto same = std::find_if(children.begin(), children.end(),
                                   [move](const auto& child) { return child->move() == move; });
    if (same != children.end()) {
        if (main) std::rotate(children.begin(), same, same + 1);
        return main ? children.front().get() : same->get();
    }
    Node* added = append(at, before, move);
    if (main) std::rotate(children.begin(), children.end() - 1, children.end());
    return added;
}

GameTree::Node* GameTree::append(Node* at, const Position& before, Move move) {
    auto node = std::make_unique<Node>();
    node->data.move = move;
    node->san = toSan(before, move);
    node->parent = at;
    node->ply = at->ply + 1;
    Node* added = node.get();
    at->children.push_back(std::move(node));
    return added;
}

bool GameTree::promote(Node* node) {
    node = const_cast<Node*>(variationStart(node)); // a node of this tree, which is not const
    if (!node) return false;
    const auto it = placeOf(node);
    std::rotate(node->parent->children.begin(), it, it + 1);
    return true;
}

void GameTree::makeMainLine(Node* node) {
    while (promote(node)) {
    }
}

GameTree::Node* GameTree::remove(Node* node) {
    Node* parent = node->parent;
    if (!parent) return node;
    const auto it = placeOf(node);
    std::unique_ptr<Node> removed = std::move(*it);
    parent->children.erase(it);
    destroy(std::move(removed));
    return parent;
}

Position GameTree::positionAt(const Node* node) const {
    Position pos = start_;
    for (const Move m : movesTo(node)) {
        StateInfo st;
        pos.makeMove(m, st);
    }
    return pos;
}

std::vector<Move> GameTree::movesTo(const Node* node) const {
    std::vector<Move> moves(std::size_t(std::max(node->ply, 0)));
    for (const Node* n = node; n->parent; n = n->parent) moves[std::size_t(n->ply - 1)] = n->move();
    return moves;
}

const GameTree::Node* GameTree::nodeAt(const std::vector<Move>& moves) const {
    return nodeAt(moves, {});
}

GameTree::Node* GameTree::nodeAt(const std::vector<Move>& moves) {
    return const_cast<Node*>(std::as_const(*this).nodeAt(moves));
}

std::vector<int> GameTree::sameMoveIndexes(const Node* node) const {
    std::vector<int> indexes(std::size_t(std::max(node->ply, 0)));
    for (const Node* n = node; n->parent; n = n->parent) {
        int index = 0;
        for (const auto& sibling : n->parent->children) {
            if (sibling.get() == n) break;
            if (sibling->move() == n->move()) ++index;
        }
        indexes[std::size_t(n->ply - 1)] = index;
    }
    return indexes;
}

const GameTree::Node* GameTree::nodeAt(const std::vector<Move>& moves,
                                       const std::vector<int>& indexes) const {
    const Node* node = root();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        int skip = i < indexes.size() ? indexes[i] : 0;
        const Node* next = nullptr;
        for (const auto& c : node->children)
            if (c->move() == moves[i] && skip-- == 0) {
                next = c.get();
                break;
            }
        if (!next) return nullptr;
        node = next;
    }
    return node;
}

GameTree::Node* GameTree::nodeAt(const std::vector<Move>& moves, const std::vector<int>& indexes) {
    return const_cast<Node*>(std::as_const(*this).nodeAt(moves, indexes));
}

std::vector<const GameTree::Node*> GameTree::pathTo(const Node* node) const {
    std::vector<const Node*> path(std::size_t(std::max(node->ply, 0)));
    for (const Node* n = node; n->parent; n = n->parent) path[std::size_t(n->ply - 1)] = n;
    return path;
}

bool GameTree::isAfter(const Node* node, const Node* ancestor) {
    for (const Node* n = node; n; n = n->parent)
        if (n == ancestor) return true;
    return false;
}

const GameTree::Node* GameTree::variationStart(const Node* node) {
    while (node && node->isFirstChild()) node = node->parent;
    return node;
}

const GameTree::Node* GameTree::mainLineAt(int plies) const {
    const Node* n = root_.get();
    while (plies-- != 0 && n->mainChild()) n = n->mainChild();
    return n;
}

GameTree::Node* GameTree::mainLineAt(int plies) {
    return const_cast<Node*>(std::as_const(*this).mainLineAt(plies));
}

bool GameTree::contains(const Node* node) const {
    // Searched from the root: `node` may be a pointer to a node removed since, not to be read.
    std::vector<const Node*> pending{root_.get()};
    while (!pending.empty()) {
        const Node* n = pending.back();
        pending.pop_back();
        if (n == node) return true;
        for (const auto& child : n->children) pending.push_back(child.get());
    }
    return false;
}

int GameTree::size() const {
    int count = 0;
    std::vector<const Node*> pending{root_.get()};
    while (!pending.empty()) {
        const Node* n = pending.back();
        pending.pop_back();
        for (const auto& child : n->children) {
            ++count;
            pending.push_back(child.get());
        }
    }
    return count;
}

} // namespace ferz

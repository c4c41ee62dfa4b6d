#include "repertoire.h"

#include "gametree.h"
#include "movegen.h"

#include <algorithm>
#include <charconv>
#include <set>
#include <string_view>
#include <utility>

namespace ferz {

namespace {

// The weight a `[%weight N]` command in `comments` gives, if one does.
std::optional<int> weightIn(const std::vector<std::string>& comments) {
    constexpr std::string_view Command = "[%weight";
    for (const std::string& comment : comments) {
        const std::size_t at = comment.find(Command);
        if (at == std::string::npos) continue;
        std::size_t i = at + Command.size();
        while (i < comment.size() && comment[i] == ' ') ++i;
        int value = 0;
        const char* first = comment.data() + i;
        const char* last = comment.data() + comment.size();
        const auto [end, error] = std::from_chars(first, last, value);
        if (error == std::errc() && end != first && end < last && *end == ']' && value > 0)
            return std::min(value, 1000000);
    }
    return std::nullopt;
}

// The heaviest first; of equal weights, the order they were added in.
void sortByWeight(std::vector<RepertoireEntry>& moves) {
    std::stable_sort(
        moves.begin(), moves.end(),
        [](const RepertoireEntry& a, const RepertoireEntry& b) { return a.weight > b.weight; });
}

// How many lines pass through each node of `tree`: the leaves at or below it.
std::map<const GameTree::Node*, int> lineCounts(const GameTree& tree) {
    std::map<const GameTree::Node*, int> counts;
    std::vector<const GameTree::Node*> order; // parents before children
    std::vector<const GameTree::Node*> stack{tree.root()};
    while (!stack.empty()) {
        const GameTree::Node* node = stack.back();
        stack.pop_back();
        order.push_back(node);
        for (const auto& child : node->children) stack.push_back(child.get());
    }
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        const GameTree::Node* node = *it;
        int n = node->children.empty() ? 1 : 0;
        for (const auto& child : node->children) n += counts[child.get()];
        counts[node] = n;
    }
    return counts;
}

// The repertoire written out as trees, one for each start: at each position the heaviest
// move first. A key already written ends the line that reaches it again; `seen` is shared by
// the starts, so a start reached from an earlier one adds nothing.
std::vector<GameTree> treesOf(const Repertoire& repertoire) {
    std::vector<GameTree> trees;
    std::set<Key> seen;
    for (const Position& start : repertoire.starts()) {
        GameTree tree(start);
        std::vector<std::pair<GameTree::Node*, Position>> stack{{tree.root(), start}};
        while (!stack.empty()) {
            auto [node, position] = std::move(stack.back());
            stack.pop_back();
            if (!seen.insert(position.key()).second) continue;
            std::vector<std::pair<GameTree::Node*, Position>> children;
            for (const RepertoireEntry& entry : repertoire.movesAt(position.key())) {
                if (!position.isLegal(entry.move)) continue; // a damaged row: passed over
                GameTree::Node* child = tree.append(node, position, entry.move);
                Position after = position;
                StateInfo undo;
                after.makeMove(entry.move, undo);
                children.emplace_back(child, std::move(after));
            }
            for (auto it = children.rbegin(); it != children.rend(); ++it)
                stack.push_back(std::move(*it));
        }
        if (!tree.root()->children.empty() || trees.empty()) trees.push_back(std::move(tree));
    }
    return trees;
}

} // namespace

Repertoire::Repertoire(Color side) : side_(side), starts_{Position()} {
}

std::size_t Repertoire::size() const {
    std::size_t n = 0;
    for (const auto& [key, moves] : moves_) n += moves.size();
    return n;
}

std::vector<RepertoireEntry> Repertoire::movesAt(Key key) const {
    const auto it = moves_.find(key);
    if (it == moves_.end()) return {};
    std::vector<RepertoireEntry> moves = it->second;
    sortByWeight(moves);
    return moves;
}

bool Repertoire::contains(Key key, Move move) const {
    const auto it = moves_.find(key);
    return it != moves_.end() &&
           std::any_of(it->second.begin(), it->second.end(),
                       [move](const RepertoireEntry& e) { return e.move == move; });
}

void Repertoire::set(Key key, Move move, int weight) {
    weight = std::max(weight, 1);
    std::vector<RepertoireEntry>& moves = moves_[key];
    for (RepertoireEntry& e : moves)
        if (e.move == move) {
            e.weight = weight;
            return;
        }
    moves.push_back({key, move, weight});
}

void Repertoire::addStart(const Position& start) {
    for (const Position& p : starts_)
        if (p.key() == start.key()) return;
    // Reached from a start already (a line added from the middle of another): not a start.
    for (const GameTree& tree : treesOf(*this)) {
        std::vector<std::pair<const GameTree::Node*, Position>> stack{{tree.root(), tree.start()}};
        while (!stack.empty()) {
            auto [node, position] = std::move(stack.back());
            stack.pop_back();
            if (position.key() == start.key()) return;
            for (const auto& child : node->children) {
                Position after = position;
                StateInfo undo;
                after.makeMove(child->move(), undo);
                stack.emplace_back(child.get(), std::move(after));
            }
        }
    }
    starts_.push_back(start);
}

int Repertoire::addLine(const Position& start, const std::vector<Move>& moves) {
    int added = 0;
    Position position = start;
    for (Move move : moves) {
        if (!position.isLegal(move)) break;
        if (!contains(position.key(), move)) {
            set(position.key(), move, 1);
            ++added;
        }
        StateInfo undo;
        position.makeMove(move, undo);
    }
    if (added > 0) addStart(start);
    return added;
}

int Repertoire::remove(const Position& position, Move move) {
    const auto it = moves_.find(position.key());
    if (it == moves_.end()) return 0;
    std::vector<RepertoireEntry>& moves = it->second;
    const auto gone = std::remove_if(moves.begin(), moves.end(),
                                     [move](const RepertoireEntry& e) { return e.move == move; });
    if (gone == moves.end()) return 0;
    moves.erase(gone, moves.end());
    if (moves.empty()) moves_.erase(it);
    const std::size_t before = size();
    prune();
    return int(before - size()) + 1;
}

// Keeps only the moves reachable from a start.
void Repertoire::prune() {
    std::set<std::pair<Key, std::uint16_t>> reached;
    for (const GameTree& tree : treesOf(*this)) {
        std::vector<std::pair<const GameTree::Node*, Key>> stack;
        for (const auto& child : tree.root()->children)
            stack.emplace_back(child.get(), tree.start().key());
        while (!stack.empty()) {
            auto [node, key] = stack.back();
            stack.pop_back();
            reached.insert({key, node->move().raw()});
            const Key after = tree.positionAt(node).key();
            for (const auto& child : node->children) stack.emplace_back(child.get(), after);
        }
    }
    // treesOf() stops at a key written before, so a move reached only through a transposition
    // is reached at its first place; what it does not reach hangs on nothing.
    for (auto it = moves_.begin(); it != moves_.end();) {
        std::vector<RepertoireEntry>& moves = it->second;
        std::erase_if(moves, [&](const RepertoireEntry& e) {
            return !reached.contains({e.key, e.move.raw()});
        });
        it = moves.empty() ? moves_.erase(it) : std::next(it);
    }
    // Starts that lead nowhere go, but the first (the standard position, usually).
    std::erase_if(starts_, [this](const Position& p) {
        return &p != &starts_.front() && !moves_.contains(p.key());
    });
}

std::vector<RepertoireEntry> Repertoire::entries() const {
    std::vector<RepertoireEntry> out;
    for (const auto& [key, moves] : moves_) {
        std::vector<RepertoireEntry> sorted = moves;
        std::sort(sorted.begin(), sorted.end(),
                  [](const RepertoireEntry& a, const RepertoireEntry& b) {
                      return a.move.raw() < b.move.raw();
                  });
        out.insert(out.end(), sorted.begin(), sorted.end());
    }
    return out;
}

int addGame(Repertoire& repertoire, const PgnGame& game) {
    const GameTree tree = GameTree::fromPgn(game);
    const std::map<const GameTree::Node*, int> counts = lineCounts(tree);
    int added = 0;
    std::vector<std::pair<const GameTree::Node*, Position>> stack{{tree.root(), tree.start()}};
    while (!stack.empty()) {
        auto [node, position] = std::move(stack.back());
        stack.pop_back();
        for (const auto& child : node->children) {
            const Move move = child->move();
            const std::optional<int> given = weightIn(child->data.comments);
            const int lines = counts.at(child.get());
            const Key key = position.key();
            const int weight = given.value_or(lines);
            int held = 0;
            for (const RepertoireEntry& e : repertoire.movesAt(key))
                if (e.move == move) held = e.weight;
            if (held == 0) {
                repertoire.set(key, move, weight);
                ++added;
            } else if (given || weight > held) {
                repertoire.set(key, move, weight);
            }
            Position after = position;
            StateInfo undo;
            after.makeMove(move, undo);
            stack.emplace_back(child.get(), std::move(after));
        }
    }
    if (added > 0) repertoire.addStart(tree.start());
    return added;
}

PgnGame toPgn(const Repertoire& repertoire) {
    std::vector<GameTree> trees = treesOf(repertoire);
    GameTree& tree = trees.front();
    const std::map<const GameTree::Node*, int> counts = lineCounts(tree);
    std::vector<GameTree::Node*> stack{tree.root()};
    while (!stack.empty()) {
        GameTree::Node* node = stack.back();
        stack.pop_back();
        const Position position = tree.positionAt(node);
        for (const auto& child : node->children) {
            stack.push_back(child.get());
            int weight = 1;
            for (const RepertoireEntry& e : repertoire.movesAt(position.key()))
                if (e.move == child->move()) weight = e.weight;
            if (weight != counts.at(child.get()))
                child->data.comments.push_back("[%weight " + std::to_string(weight) + "]");
        }
    }
    PgnTags tags = {{"Event", repertoire.side() == White ? "White repertoire" : "Black repertoire"},
                    {"Site", "?"},
                    {"Date", "????.??.??"},
                    {"Round", "?"},
                    {"White", "?"},
                    {"Black", "?"},
                    {"Result", "*"}};
    return tree.toPgn(std::move(tags), "*");
}

std::vector<RepertoireLine> linesOf(const Repertoire& repertoire) {
    std::vector<RepertoireLine> lines;
    for (const GameTree& tree : treesOf(repertoire)) {
        std::vector<std::pair<const GameTree::Node*, std::pair<Position, double>>> stack{
            {tree.root(), {tree.start(), 1.0}}};
        while (!stack.empty()) {
            auto [node, state] = std::move(stack.back());
            auto& [position, probability] = state;
            stack.pop_back();
            if (node->children.empty()) {
                if (node == tree.root()) continue;
                lines.push_back({tree.start(), tree.movesTo(node), position.key(), probability});
                continue;
            }
            const std::vector<RepertoireEntry> moves = repertoire.movesAt(position.key());
            int total = 0;
            for (const RepertoireEntry& e : moves) total += e.weight;
            const bool opponents = position.sideToMove() != repertoire.side();
            for (auto it = node->children.rbegin(); it != node->children.rend(); ++it) {
                const GameTree::Node* child = it->get();
                double p = probability;
                if (opponents && total > 0)
                    for (const RepertoireEntry& e : moves)
                        if (e.move == child->move()) p *= double(e.weight) / total;
                Position after = position;
                StateInfo undo;
                after.makeMove(child->move(), undo);
                stack.push_back({child, {std::move(after), p}});
            }
        }
    }
    return lines;
}

Move chooseByWeight(const std::vector<RepertoireEntry>& moves, std::uint64_t draw) {
    std::uint64_t total = 0;
    for (const RepertoireEntry& e : moves) total += std::uint64_t(std::max(e.weight, 1));
    if (total == 0) return Move::none();
    std::uint64_t r = draw % total;
    for (const RepertoireEntry& e : moves) {
        const std::uint64_t w = std::uint64_t(std::max(e.weight, 1));
        if (r < w) return e.move;
        r -= w;
    }
    return moves.back().move;
}

std::optional<Departure> departureOf(const Repertoire& repertoire, const Position& start,
                                     const std::vector<Move>& moves) {
    std::optional<Departure> left;
    Position position = start;
    for (std::size_t ply = 0;; ++ply) {
        const std::vector<RepertoireEntry> prepared = repertoire.movesAt(position.key());
        if (!prepared.empty()) left.reset(); // in the repertoire (again, by a transposition)
        if (ply == moves.size()) break;
        if (!prepared.empty() && !repertoire.contains(position.key(), moves[ply])) {
            Departure d;
            d.ply = int(ply);
            d.played = moves[ply];
            for (const RepertoireEntry& e : prepared) d.prepared.push_back(e.move);
            d.byUser = position.sideToMove() == repertoire.side();
            d.before = position;
            left = std::move(d);
        }
        if (!position.isLegal(moves[ply])) break;
        StateInfo undo;
        position.makeMove(moves[ply], undo);
    }
    return left;
}

} // namespace ferz

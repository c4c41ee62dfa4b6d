#include "openingtreemodel.h"

#include "movegen.h"
#include "notation.h"

#include <algorithm>

#include <cmath>

using namespace ferz;

OpeningTreeModel::OpeningTreeModel(QObject* parent) : QAbstractTableModel(parent) {
}

void OpeningTreeModel::setPosition(const Position& position, const std::vector<BookMove>& book) {
    m_position = position;
    m_book = book;
    m_games.clear();
    rebuild();
}

void OpeningTreeModel::setLibraryMoves(const QList<TreeMove>& moves) {
    m_games = moves;
    rebuild();
}

void OpeningTreeModel::clear() {
    m_book.clear();
    m_games.clear();
    rebuild();
}

void OpeningTreeModel::setSanText(const SanText& sanText) {
    m_sanText = sanText;
    if (!m_rows.empty())
        emit dataChanged(index(0, MoveColumn), index(int(m_rows.size()) - 1, MoveColumn));
}

void OpeningTreeModel::setRepertoires(const Repertoire* white, const Repertoire* black) {
    m_white = white;
    m_black = black;
    repertoireChanged();
}

void OpeningTreeModel::repertoireChanged() {
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

QList<Color> OpeningTreeModel::repertoiresOf(int row) const {
    QList<Color> sides;
    const Move move = moveAt(row);
    if (move == Move::none()) return sides;
    if (m_white && m_white->contains(m_position.key(), move)) sides << White;
    if (m_black && m_black->contains(m_position.key(), move)) sides << Black;
    return sides;
}

// The library's moves first, most played first (as the library gives them; a tie stays in its
// order), each with its share of the book if the book has it; then the book's other moves.
void OpeningTreeModel::rebuild() {
    beginResetModel();
    m_rows.clear();
    double bookWeight = 0;
    for (const BookMove& b : m_book) bookWeight += b.weight;
    const auto bookShare = [&](Move m) -> std::optional<double> {
        for (const BookMove& b : m_book)
            if (b.move == m && bookWeight > 0) return 100.0 * b.weight / bookWeight;
        return std::nullopt;
    };
    QList<TreeMove> games = m_games;
    std::stable_sort(games.begin(), games.end(),
                     [](const TreeMove& a, const TreeMove& b) { return a.games > b.games; });
    const ferz::MoveList legal(m_position);
    for (const TreeMove& t : games) {
        // A move not legal here (a key shared by two positions, however unlikely) is left out.
        if (std::find(legal.begin(), legal.end(), t.move) == legal.end()) continue;
        m_rows.push_back({t.move, toSan(m_position, t.move), t, bookShare(t.move)});
    }
    std::vector<BookMove> book = m_book;
    std::stable_sort(book.begin(), book.end(),
                     [](const BookMove& a, const BookMove& b) { return a.weight > b.weight; });
    for (const BookMove& b : book) {
        // A move of weight 0 is in the book not to be played: only a game's row shows it.
        if (b.weight == 0) continue;
        const bool played = std::any_of(m_rows.begin(), m_rows.end(),
                                        [&](const Row& r) { return r.move == b.move; });
        if (!played) m_rows.push_back({b.move, toSan(m_position, b.move), {}, bookShare(b.move)});
    }
    endResetModel();
}

Move OpeningTreeModel::moveAt(int row) const {
    return row >= 0 && row < int(m_rows.size()) ? m_rows[std::size_t(row)].move : Move::none();
}

int OpeningTreeModel::libraryRows() const {
    return int(std::count_if(m_rows.begin(), m_rows.end(),
                             [](const Row& r) { return r.games.has_value(); }));
}

bool OpeningTreeModel::hasOpponents() const {
    return std::any_of(m_rows.begin(), m_rows.end(),
                       [](const Row& r) { return r.games && r.games->averageOpponent; });
}

int OpeningTreeModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int OpeningTreeModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString OpeningTreeModel::cell(const Row& row, int column) const {
    // A share that rounds to nothing is still there.
    const auto percent = [](double p) {
        return p > 0 && p < 0.5 ? QStringLiteral("<1%") : QStringLiteral("%1%").arg(std::lround(p));
    };
    if (column == MoveColumn) return m_sanText.move(row.san);
    if (column == MineColumn) {
        const qsizetype at = &row - m_rows.data();
        return repertoiresOf(int(at)).isEmpty() ? QString() : QStringLiteral("★");
    }
    if (column == BookColumn) return row.bookPercent ? percent(*row.bookPercent) : QString();
    if (!row.games) return {};
    const TreeMove& g = *row.games;
    switch (column) {
    case GamesColumn: return QString::number(g.games);
    case ScoreColumn: return g.won + g.drawn + g.lost ? percent(g.percent()) : QString();
    case DrawsColumn: return QString::number(g.drawn);
    case OpponentColumn:
        return g.averageOpponent ? QString::number(std::lround(*g.averageOpponent)) : QString();
    case DateColumn: return g.lastDate;
    }
    return {};
}

QString OpeningTreeModel::sentence(int row) const {
    if (row < 0 || row >= int(m_rows.size())) return {};
    const Row& r = m_rows[std::size_t(row)];
    // Read out in letters: a screen reader names a figurine as a chess symbol.
    QStringList parts{SanText().move(r.san)};
    if (r.games) {
        const TreeMove& g = *r.games;
        // English has no plural forms of its own here: the singular is its own sentence.
        parts << (g.games == 1 ? tr("1 game") : tr("%n games", nullptr, g.games));
        if (g.won + g.drawn + g.lost) {
            const int score = int(std::lround(g.percent()));
            parts << (m_position.sideToMove() == White ? tr("White scores %1 percent").arg(score)
                                                       : tr("Black scores %1 percent").arg(score));
            parts << (g.drawn == 1 ? tr("1 draw") : tr("%n draws", nullptr, g.drawn));
        }
        if (g.averageOpponent)
            parts << tr("opponents' average rating %1").arg(std::lround(*g.averageOpponent));
        if (!g.lastDate.isEmpty()) parts << tr("last played %1").arg(g.lastDate);
    }
    const QList<Color> mine = repertoiresOf(row);
    if (mine.size() == 2)
        parts << tr("in your repertoire as White and as Black");
    else if (!mine.isEmpty())
        parts << (mine[0] == White ? tr("in your repertoire as White")
                                   : tr("in your repertoire as Black"));
    if (r.bookPercent)
        parts << (*r.bookPercent > 0 && *r.bookPercent < 0.5
                      ? tr("in the book, less than 1 percent")
                      : tr("in the book, %1 percent").arg(std::lround(*r.bookPercent)));
    return parts.join(QStringLiteral(", "));
}

QVariant OpeningTreeModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= int(m_rows.size())) return {};
    const Row& row = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole: return cell(row, index.column());
    case Qt::AccessibleTextRole:
        if (index.column() == MineColumn) // a star would be read as a symbol
            return repertoiresOf(index.row()).isEmpty() ? QString() : tr("in your repertoire");
        return index.column() == MoveColumn ? sentence(index.row()) : cell(row, index.column());
    case Qt::ToolTipRole: return sentence(index.row());
    case Qt::TextAlignmentRole:
        return index.column() == MoveColumn || index.column() == DateColumn ||
                       index.column() == MineColumn
                   ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant OpeningTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case MoveColumn: return tr("Move");
        case MineColumn: return QStringLiteral("★");
        case GamesColumn: return tr("Games");
        case ScoreColumn: return tr("Score");
        case DrawsColumn: return tr("Draws");
        case OpponentColumn: return tr("Opp.");
        case DateColumn: return tr("Last");
        case BookColumn: return tr("Book");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
        case MoveColumn: return tr("The move played from the position on show");
        case MineColumn: return tr("A star: the move is in your repertoire");
        case GamesColumn: return tr("The games of the library that played it");
        case ScoreColumn: return tr("The score of the side to move with it");
        case DrawsColumn: return tr("Its draws");
        case OpponentColumn:
            return tr("The opponents' average rating: Ferz's level in the games it played, "
                      "else the rating of the side not to move");
        case DateColumn: return tr("The last date it was played");
        case BookColumn: return tr("Its share of the opening book's weight");
        }
    }
    return {};
}

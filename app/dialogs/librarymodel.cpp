#include "librarymodel.h"

#include "gameswindow.h"
#include "level.h"
#include "preferences.h"

#include <QDate>
#include <QFont>
#include <QLocale>

using namespace ferz;

namespace {

LibraryColumn libraryColumn(int column) {
    switch (column) {
    case LibraryModel::White: return LibraryColumn::White;
    case LibraryModel::Black: return LibraryColumn::Black;
    case LibraryModel::Result: return LibraryColumn::Result;
    case LibraryModel::Level: return LibraryColumn::Level;
    case LibraryModel::Opening: return LibraryColumn::Opening;
    case LibraryModel::Moves: return LibraryColumn::Moves;
    case LibraryModel::TimeControl: return LibraryColumn::TimeControl;
    default: return LibraryColumn::Date;
    }
}

// "2026.11.20" in the user's short date format; a date not fully known as it is written.
QString dateText(const QString& pgnDate) {
    const QDate date = QDate::fromString(pgnDate, QStringLiteral("yyyy.MM.dd"));
    return date.isValid() ? QLocale().toString(date, QLocale::ShortFormat) : pgnDate;
}

} // namespace

QString clockText(const QString& timeControl) {
    const QStringList parts = timeControl.split(u'+');
    bool ok = false;
    const int base = parts.value(0).toInt(&ok);
    if (!ok || parts.size() > 2) return timeControl;
    const QString minutes =
        base % 60 == 0 ? QString::number(base / 60) : QLocale().toString(base / 60.0, 'f', 1);
    return parts.size() == 2 ? minutes + u'+' + parts[1] : minutes;
}

void LibraryModel::reload(const Library& library, const LibraryFilter& filter) {
    beginResetModel();
    m_library = &library;
    m_filter = filter;
    m_ids = library.ids(filter, m_order, m_direction);
    m_rows.clear();
    endResetModel();
}

const LibraryRow& LibraryModel::row(int index) const {
    const qint64 id = m_ids.at(index);
    if (const auto it = m_rows.constFind(id); it != m_rows.constEnd()) return *it;
    constexpr int Batch = 100;
    const int first = index - index % Batch;
    for (LibraryRow& r : m_library->rowsOf(m_ids.mid(first, Batch))) m_rows.insert(r.id, r);
    // A game deleted since the list was read (by another Ferz) shows as an empty row.
    if (!m_rows.contains(id)) {
        LibraryRow gone;
        gone.id = id;
        m_rows.insert(id, gone);
    }
    return m_rows[id];
}

int LibraryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_ids.size());
}

int LibraryModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LibraryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_ids.size()) return {};
    const LibraryRow& r = row(index.row());
    if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole) {
        switch (index.column()) {
        case Date: return dateText(r.date);
        case White: return r.white;
        case Black: return r.black;
        case Result: return r.result;
        case Level:
            if (!r.level) return QString();
            return *r.level >= ferz::MaxElo ? GamesWindow::tr("Full") : QString::number(*r.level);
        case Opening: // a Chess960 game has no opening of standard chess's names
            return r.chess960 ? GamesWindow::tr("Chess960") : (r.eco + u' ' + r.opening).trimmed();
        case Moves: return (r.plies + 1) / 2;
        case TimeControl: return clockText(r.timeControl);
        }
    }
    if (role == Qt::ToolTipRole && index.column() == Result && !r.termination.isEmpty())
        return r.termination;
    if (role == Qt::ToolTipRole && index.column() == Level && r.level)
        return Preferences::levelName(*r.level, true);
    if (role == Qt::FontRole && r.userSide &&
        ((index.column() == White && *r.userSide == ferz::White) ||
         (index.column() == Black && *r.userSide == ferz::Black))) {
        QFont bold;
        bold.setBold(true); // the user's own name
        return bold;
    }
    if (role == Qt::TextAlignmentRole &&
        (index.column() == Moves || index.column() == Result || index.column() == Level))
        return int(Qt::AlignCenter);
    return {};
}

QVariant LibraryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Date: return GamesWindow::tr("Date");
    case White: return GamesWindow::tr("White");
    case Black: return GamesWindow::tr("Black");
    case Result: return GamesWindow::tr("Result");
    case Level: return GamesWindow::tr("Level");
    case Opening: return GamesWindow::tr("Opening");
    case Moves: return GamesWindow::tr("Moves");
    case TimeControl: return GamesWindow::tr("Clock");
    }
    return {};
}

void LibraryModel::sort(int column, Qt::SortOrder order) {
    m_order = libraryColumn(column);
    m_direction = order;
    if (m_library) reload(*m_library, m_filter);
}

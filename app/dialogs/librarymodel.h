// The Games window's list as a table model (LibraryModel), and how it writes a time control.
//
// Threading contract: GUI thread only; reads through the Library it is given.
#pragma once

#include "library.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

/// PGN's "300+2" as "5+2" (minutes and seconds, as players say it).
QString clockText(const QString& timeControl);

// The rows of the list, as the library gives them for a filter and an order: the ids of all
// at once, the rows themselves a hundred at a time as the view asks for them, so a list of
// tens of thousands of games opens and sorts as fast as one of a few hundred.
class LibraryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Date, White, Black, Result, Level, Opening, Moves, TimeControl, ColumnCount };

    explicit LibraryModel(QObject* parent = nullptr) : QAbstractTableModel(parent) {}

    /// Reads the rows again from `library`.
    void reload(const Library& library, const LibraryFilter& filter);
    /// The row at `index` (read with the rows near it, the first time).
    const LibraryRow& row(int index) const;
    qint64 idAt(int index) const { return m_ids.at(index); }
    int rowOf(qint64 id) const { return int(m_ids.indexOf(id)); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    /// Sorts in the database, through the same query.
    void sort(int column, Qt::SortOrder order) override;

private:
    const Library* m_library = nullptr;
    LibraryFilter m_filter;
    LibraryColumn m_order = LibraryColumn::Date;
    Qt::SortOrder m_direction = Qt::DescendingOrder;
    QList<qint64> m_ids;
    mutable QHash<qint64, LibraryRow> m_rows; // those read so far
};

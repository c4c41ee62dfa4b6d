#include "movelist.h"

#include <QHeaderView>

MoveList::MoveList(QWidget* parent) : QTableWidget(0, 2, parent) {
    setHorizontalHeaderLabels({tr("White"), tr("Black")});
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setEditTriggers(NoEditTriggers);
    setSelectionMode(SingleSelection);
    setSelectionBehavior(SelectItems);
    setFocusPolicy(Qt::NoFocus); // the arrow keys belong to the window's review shortcuts
    setShowGrid(false);
    setAlternatingRowColors(true);
    connect(this, &QTableWidget::cellClicked, this, [this](int row, int column) {
        const int ply = row * 2 + column - (m_blackFirst ? 1 : 0);
        if (ply >= 0 && ply < m_sans.size()) emit plyClicked(ply + 1);
    });
}

std::pair<int, int> MoveList::cellOf(int ply) const {
    const int index = ply + (m_blackFirst ? 1 : 0);
    return {index / 2, index % 2};
}

void MoveList::setMoves(const QStringList& sans, int firstMoveNumber, bool blackFirst) {
    m_firstMoveNumber = firstMoveNumber;
    m_blackFirst = blackFirst;
    // Appending (the common case) keeps the existing cells.
    const bool append = sans.size() >= m_sans.size() &&
                        std::equal(m_sans.begin(), m_sans.end(), sans.begin()) && rowCount() > 0;
    if (!append) {
        clearContents();
        setRowCount(0);
        m_sans.clear();
    }
    const int cells = int(sans.size()) + (blackFirst ? 1 : 0);
    setRowCount((cells + 1) / 2);
    QStringList numbers;
    for (int row = 0; row < rowCount(); ++row)
        numbers << QStringLiteral("%1.").arg(firstMoveNumber + row);
    setVerticalHeaderLabels(numbers);
    if (blackFirst && !item(0, 0)) {
        auto* dots = new QTableWidgetItem(QStringLiteral("…"));
        dots->setFlags(Qt::NoItemFlags);
        setItem(0, 0, dots);
    }
    for (int ply = int(m_sans.size()); ply < sans.size(); ++ply) {
        const auto [row, column] = cellOf(ply);
        setItem(row, column, new QTableWidgetItem(sans[ply]));
    }
    m_sans = sans;
}

void MoveList::setCurrentPly(int plies) {
    if (plies <= 0 || plies > m_sans.size()) {
        clearSelection();
        setCurrentItem(nullptr);
        if (plies <= 0) scrollToTop();
        return;
    }
    const auto [row, column] = cellOf(plies - 1);
    setCurrentCell(row, column);
    scrollToItem(item(row, column));
}

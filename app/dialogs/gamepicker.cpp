#include "gamepicker.h"

#include "coremessage.h"
#include "openings.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <istream>

QList<GameListEntry> GamePicker::list(std::istream& in, int* skipped, QString* firstError,
                                      ferz::PgnEncoding* encoding) {
    QList<GameListEntry> games;
    ferz::PgnReader reader(in);
    ferz::PgnTags tags;
    ferz::PgnPlace place;
    const ferz::Openings& openings = ferz::Openings::standard();
    ferz::PgnMainLine mainLine;
    mainLine.maxMoves = std::size_t(openings.lastNamedPly());
    mainLine.goOn = openings.follower();
    int bad = 0;
    for (;;) {
        if (!reader.nextTags(tags, place, &mainLine)) {
            if (!reader.error()) break;
            if (bad++ == 0 && firstError) *firstError = trCore(reader.error()->located());
            continue;
        }
        GameListEntry e;
        e.place = place;
        QString eco, opening, variation;
        for (const auto& [name, value] : tags) {
            const QString v = QString::fromStdString(value);
            if (name == "White")
                e.white = v;
            else if (name == "Black")
                e.black = v;
            else if (name == "Result")
                e.result = v;
            else if (name == "Event")
                e.event = v;
            else if (name == "Date")
                e.date = v;
            else if (name == "ECO")
                eco = v;
            else if (name == "Opening")
                opening = v;
            else if (name == "Variation")
                variation = v;
        }
        // The file's own name for the opening comes first, as it does when the game is saved.
        if (!opening.isEmpty()) {
            e.opening = (eco.isEmpty() ? QString() : eco + QLatin1Char(' ')) + opening +
                        (variation.isEmpty() ? QString() : QStringLiteral(": ") + variation);
        } else if (const ferz::Opening* o = openings.classify(mainLine.start, mainLine.moves)) {
            e.opening = QString::fromStdString(o->title());
        }
        games.append(e);
    }
    if (skipped) *skipped = bad;
    if (encoding) *encoding = reader.encoding();
    return games;
}

GamePicker::GamePicker(const QString& fileName, const QList<GameListEntry>& games, QWidget* parent)
    : QDialog(parent), m_filter(new QLineEdit(this)), m_table(new QTableWidget(this)),
      m_count(new QLabel(this)) {
    setWindowTitle(tr("Open a game from %1").arg(fileName));
    m_filter->setPlaceholderText(tr("Filter by player, event, date, result or opening"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter"));
    m_table->setAccessibleName(tr("Games"));

    m_table->setColumnCount(Columns);
    m_table->setHorizontalHeaderLabels(
        {tr("White"), tr("Black"), tr("Result"), tr("Opening"), tr("Event"), tr("Date")});
    m_table->setRowCount(int(games.size()));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    // The opening's name is the longest: it takes the room the others leave.
    QHeaderView* header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    const int character = m_table->fontMetrics().averageCharWidth();
    for (const auto& [column, characters] : {std::pair{0, 16}, {1, 16}, {2, 10}, {4, 14}, {5, 11}})
        header->resizeSection(column, characters * character);
    header->setSectionResizeMode(3, QHeaderView::Stretch);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    for (int row = 0; row < games.size(); ++row) {
        const GameListEntry& g = games[row];
        const QString cells[Columns] = {g.white, g.black, g.result, g.opening, g.event, g.date};
        for (int column = 0; column < Columns; ++column)
            m_table->setItem(row, column, new QTableWidgetItem(cells[column]));
        m_table->item(row, 3)->setToolTip(g.opening); // when it is cut short
    }
    m_table->selectRow(0);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_count);
    layout->addWidget(buttons);
    connect(m_filter, &QLineEdit::textChanged, this, &GamePicker::applyFilter);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Open opens the game chosen: with none (a click below the last row, a filter that hides
    // them all) it waits, rather than closing the list with nothing opened.
    QPushButton* open = buttons->button(QDialogButtonBox::Open);
    const auto canOpen = [this, open] { open->setEnabled(chosen() >= 0); };
    connect(m_table, &QTableWidget::itemSelectionChanged, this, canOpen);
    connect(m_filter, &QLineEdit::textChanged, this, canOpen);
    applyFilter({});
    canOpen();
    resize(900, 480);
}

void GamePicker::applyFilter(const QString& text) {
    int shown = 0, first = -1;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        bool match = text.isEmpty();
        for (int column = 0; column < Columns && !match; ++column)
            match = m_table->item(row, column)->text().contains(text, Qt::CaseInsensitive);
        m_table->setRowHidden(row, !match);
        if (match && first < 0) first = row;
        shown += match;
    }
    m_count->setText(tr("Games: %1 of %2").arg(shown).arg(m_table->rowCount()));
    if (chosen() < 0 && first >= 0) m_table->selectRow(first);
}

int GamePicker::chosen() const {
    const QList<QTableWidgetItem*> selected = m_table->selectedItems();
    if (selected.isEmpty() || m_table->isRowHidden(selected.front()->row())) return -1;
    return selected.front()->row();
}

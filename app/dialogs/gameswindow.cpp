#include "gameswindow.h"

#include "batchanalysis.h"
#include "boxrows.h"
#include "coremessage.h"
#include "dialogaccess.h"
#include "level.h"
#include "librarypages.h"
#include "librarystore.h"
#include "preferences.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QProxyStyle>
#include <QPushButton>
#include <QSaveFile>
#include <QSignalBlocker>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

using namespace ferz;

namespace {

// Qt draws a descending order with an arrow pointing up (Fusion: the largest at the top, as
// the arrow's wide end); desktops and web pages point it down for a list that descends
// (newest first). This style, on the list's header, turns the arrow over.
class SortArrowStyle : public QProxyStyle {
public:
    explicit SortArrowStyle(QObject* owner) : QProxyStyle() { setParent(owner); }
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget) const override {
        const auto* header = qstyleoption_cast<const QStyleOptionHeader*>(option);
        if (element != PE_IndicatorHeaderArrow || !header ||
            header->sortIndicator == QStyleOptionHeader::None) {
            QProxyStyle::drawPrimitive(element, option, painter, widget);
            return;
        }
        QStyleOptionHeader turned = *header;
        turned.sortIndicator = header->sortIndicator == QStyleOptionHeader::SortUp
                                   ? QStyleOptionHeader::SortDown
                                   : QStyleOptionHeader::SortUp;
        QProxyStyle::drawPrimitive(element, &turned, painter, widget);
    }
};

} // namespace

GamesWindow::GamesWindow(LibraryStore& store, QString playerName, QStringList otherNames,
                         QWidget* parent)
    : QDialog(parent), m_store(store), m_playerName(std::move(playerName)),
      m_otherNames(std::move(otherNames)), m_model(new LibraryModel(this)),
      m_table(new QTableView(this)), m_search(new QLineEdit(this)), m_opponent(new QComboBox(this)),
      m_level(new QComboBox(this)), m_colour(new QComboBox(this)), m_score(new QComboBox(this)),
      m_period(new QComboBox(this)), m_variant(new QComboBox(this)),
      m_material(new QComboBox(this)), m_positionRow(new QWidget(this)),
      m_positionText(new QLabel(m_positionRow)), m_clearPosition(new QPushButton(m_positionRow)),
      m_count(new QLabel(this)), m_statusRule(new QFrame(this)), m_status(new QLabel(this)),
      m_progress(new QProgressBar(this)), m_open(new QPushButton(this)),
      m_export(new QPushButton(this)), m_delete(new QPushButton(this)),
      m_import(new QPushButton(this)), m_names(new QPushButton(this)),
      m_cancel(new QPushButton(this)), m_searchTimer(new QTimer(this)),
      m_changedTimer(new QTimer(this)), m_tabs(new QTabWidget(this)),
      m_rating(new RatingPage(this)), m_statistics(new StatisticsPage(this)),
      m_batch(new BatchAnalysis(this)), m_analyse(new QPushButton(this)),
      m_analysisBar(new QProgressBar(this)), m_cancelAnalysis(new QPushButton(this)) {
    setObjectName(QStringLiteral("gamesWindow"));
    setWindowFlag(Qt::Window); // a window of its own, beside the board
    setSizeGripEnabled(true);

    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSortingEnabled(true);
    // Newest first shows an arrow pointing down, as sorted lists elsewhere do.
    m_table->horizontalHeader()->setStyle(new SortArrowStyle(m_table->horizontalHeader()));
    m_table->sortByColumn(LibraryModel::Date, Qt::DescendingOrder);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->setTabKeyNavigation(false);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(LibraryModel::Opening, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionsMovable(false);
    m_table->verticalHeader()->setDefaultSectionSize(QFontMetrics(m_table->font()).height() + 8);
    m_table->installEventFilter(this);  // the Delete key
    m_search->installEventFilter(this); // its width: the filter boxes' rows (arrangeFilters)
    m_search->setClearButtonEnabled(true);
    // The boxes give way to a narrow window, their choices elided.
    for (QComboBox* box :
         {m_opponent, m_level, m_colour, m_score, m_period, m_variant, m_material}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
    }
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setMinimumWidth(0);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // never widens
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_cancel->hide();
    m_analysisBar->hide();
    m_cancelAnalysis->hide();

    // The search above, the boxes below it, side by side (arrangeFilters).
    m_filters = new QGridLayout;
    // The position searched for, when one is: its words, and the button to list all games.
    auto* position = new QHBoxLayout(m_positionRow);
    position->setContentsMargins(0, 0, 0, 0);
    m_positionText->setWordWrap(true);
    m_positionText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    position->addWidget(m_positionText, 1);
    position->addWidget(m_clearPosition);
    m_positionRow->hide();
    // The count, then apart from it what an import did: "Games: 12 | 3 added, …".
    auto* progress = new QHBoxLayout;
    progress->addWidget(m_count);
    progress->addSpacing(fontMetrics().averageCharWidth() * 2);
    m_statusRule->setFrameShape(QFrame::VLine);
    m_statusRule->setFrameShadow(QFrame::Sunken);
    m_statusRule->hide();
    progress->addWidget(m_statusRule);
    progress->addWidget(m_status, 1);
    progress->addWidget(m_progress, 1);
    progress->addWidget(m_cancel);
    progress->addWidget(m_analysisBar, 1);
    progress->addWidget(m_cancelAnalysis);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_open);
    buttons->addWidget(m_export);
    buttons->addWidget(m_delete);
    buttons->addWidget(m_analyse);
    buttons->addStretch(1);
    buttons->addWidget(m_names);
    buttons->addWidget(m_import);
    // Two pages: the games, and the rating with its course.
    auto* gamesPage = new QWidget(m_tabs);
    auto* games = new QVBoxLayout(gamesPage);
    games->addWidget(m_search);
    games->addLayout(m_filters);
    games->addWidget(m_positionRow);
    games->addWidget(m_table, 1);
    games->addLayout(progress);
    games->addLayout(buttons);
    m_tabs->addTab(gamesPage, QString());
    m_tabs->addTab(m_rating, QString());
    m_tabs->addTab(m_statistics, QString());
    // The statistics are read when their page is seen, and again after each change then.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_tabs->currentWidget() == m_statistics) showStatistics();
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    chainTabOrder({m_tabs->tabBar(), m_search, m_opponent, m_level, m_colour, m_score, m_period,
                   m_variant, m_material, m_clearPosition, m_table, m_cancel, m_cancelAnalysis,
                   m_open, m_export, m_delete, m_analyse, m_names, m_import});
    retranslate();
    describeChoices({m_opponent, m_level, m_colour, m_score, m_period, m_variant, m_material});
    resize(900, 520);

    // Typing searches once it pauses (or at Enter); every other control at once.
    m_searchTimer->setSingleShot(true);
    m_searchTimer->setInterval(200);
    connect(m_searchTimer, &QTimer::timeout, this, &GamesWindow::reload);
    connect(m_search, &QLineEdit::textChanged, m_searchTimer, qOverload<>(&QTimer::start));
    connect(m_search, &QLineEdit::returnPressed, this, [this] { // Enter: at once
        m_searchTimer->stop();
        reload();
    });
    for (QComboBox* box : {m_opponent, m_level, m_colour, m_score, m_period, m_variant, m_material})
        connect(box, &QComboBox::currentIndexChanged, this, &GamesWindow::reload);
    connect(m_clearPosition, &QPushButton::clicked, this, &GamesWindow::clearPosition);
    connect(m_table, &QTableView::activated, this, &GamesWindow::openCurrent);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &GamesWindow::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &GamesWindow::updateButtons);
    connect(m_open, &QPushButton::clicked, this, &GamesWindow::openCurrent);
    connect(m_export, &QPushButton::clicked, this, &GamesWindow::askExport);
    connect(m_delete, &QPushButton::clicked, this, &GamesWindow::askRemove);
    connect(m_import, &QPushButton::clicked, this, &GamesWindow::askImport);
    connect(m_names, &QPushButton::clicked, this, &GamesWindow::askNames);
    connect(m_cancel, &QPushButton::clicked, &m_store, &LibraryStore::cancelImport);
    connect(&m_store, &LibraryStore::importProgress, this, [this](qint64 done, qint64 total) {
        m_progress->setValue(total > 0 ? int(done * 1000 / total) : 0);
    });
    connect(&m_store, &LibraryStore::imported, this, &GamesWindow::onImported);
    // An older library brought up to date at start-up: how far, until it opens.
    connect(&m_store, &LibraryStore::migrationProgress, this, [this](qint64 done, qint64 total) {
        if (m_library || total <= 0) return;
        m_progress->setValue(int(std::min(done, total) * 1000 / total));
        m_progress->show();
        //: The Games window while an older library is brought up to date at start-up (its
        //: progress bar beside it).
        showStatus(tr("Updating your library for this version of Ferz…"));
        m_migrating = true;
        nameProgress();
    });
    // The batch analysis: its games stored again as they come, its progress, its end.
    connect(m_analyse, &QPushButton::clicked, this, &GamesWindow::analyseSelected);
    connect(m_cancelAnalysis, &QPushButton::clicked, m_batch, &BatchAnalysis::cancel);
    connect(m_batch, &BatchAnalysis::progress, this,
            [this](int game, int games, int position, int positions) {
                m_analysisBar->setRange(0, games * 1000);
                m_analysisBar->setValue(game * 1000 + position * 1000 / std::max(1, positions));
                m_analysisBar->setFormat(tr("Analysing game %1 of %2…").arg(game + 1).arg(games));
            });
    connect(
        m_batch, &BatchAnalysis::analysed, this,
        [this](qint64 id, const QString& pgn, const QList<TrainingPosition>& positions, bool mine) {
            m_store.storeAnalysis(id, pgn, mine ? std::optional(positions) : std::nullopt);
        });
    connect(m_batch, &BatchAnalysis::finished, this, &GamesWindow::onAnalysed);
    connect(&m_store, &LibraryStore::ratingChanged, m_rating, &RatingPage::setRating);
    // What the writer changed: read again once it has been quiet for a moment (an import
    // changes the library file after file, a game end several times), and only while the list
    // is seen; a hidden window reads again when it shows.
    m_changedTimer->setSingleShot(true);
    m_changedTimer->setInterval(250);
    connect(m_changedTimer, &QTimer::timeout, this, [this] {
        if (m_library && isVisible())
            readAgain();
        else
            m_stale = true;
    });
    connect(&m_store, &LibraryStore::changed, m_changedTimer, qOverload<>(&QTimer::start));
    if (m_store.isReady())
        openLibrary();
    else
        connect(&m_store, &LibraryStore::ready, this, &GamesWindow::openLibrary);
    updateButtons();
}

GamesWindow::~GamesWindow() = default;

// The columns' widths, from the font, not from the rows (measuring ten thousand rows takes
// long): wide enough for a sample of what they hold, and for their header's words in the
// language of the day with the sort arrow beside them ("Результат" is wider than "1/2-1/2").
void GamesWindow::fitColumns() {
    QHeaderView* header = m_table->horizontalHeader();
    const QFontMetrics metrics(m_table->font());
    const auto fit = [&](int column, const QString& sample) {
        header->resizeSection(column, std::max(metrics.horizontalAdvance(sample) + 24,
                                               header->sectionSizeHint(column)));
    };
    fit(LibraryModel::Date, QLocale().toString(QDate(2026, 12, 28), QLocale::ShortFormat));
    fit(LibraryModel::White, QStringLiteral("Ferz (2400 Elo) xx"));
    fit(LibraryModel::Black, QStringLiteral("Ferz (2400 Elo) xx"));
    fit(LibraryModel::Result, QStringLiteral("1/2-1/2"));
    const QString full = tr("Full"); // a level, or Ferz at full strength
    fit(LibraryModel::Level,
        metrics.horizontalAdvance(full) > metrics.horizontalAdvance(QStringLiteral("2400"))
            ? full
            : QStringLiteral("2400"));
    fit(LibraryModel::Moves, QStringLiteral("999"));
    fit(LibraryModel::TimeControl, QStringLiteral("15+10 x"));
}

void GamesWindow::retranslate() {
    setWindowTitle(tr("Games"));
    fitColumns();
    m_tabs->setTabText(0, tr("Games"));
    m_tabs->setTabText(1, tr("Rating"));
    m_tabs->setTabText(2, tr("Statistics"));
    m_rating->setRating(m_store.rating());
    m_search->setPlaceholderText(tr("Search players, event, opening or date"));
    m_search->setAccessibleName(tr("Search"));
    m_opponent->setAccessibleName(tr("Opponent"));
    m_level->setAccessibleName(tr("Level"));
    m_colour->setAccessibleName(tr("Your colour"));
    m_score->setAccessibleName(tr("Result"));
    m_period->setAccessibleName(tr("Played"));
    m_variant->setAccessibleName(tr("Variant"));
    m_material->setAccessibleName(tr("Material"));
    m_table->setAccessibleName(tr("Games"));
    //: Clears the Games window's search by position: every game is listed again.
    m_clearPosition->setText(tr("All &Positions"));
    m_clearPosition->setToolTip(tr("List the games of every position again"));
    showPosition();
    nameProgress();
    m_open->setText(tr("&Open"));
    m_open->setToolTip(tr("Open the game for review"));
    m_export->setText(tr("&Export…"));
    m_export->setToolTip(tr("Save the selected games in a PGN file"));
    m_delete->setText(tr("&Delete"));
    m_import->setText(tr("&Import…"));
    m_import->setToolTip(tr("Add the games of PGN files, such as lichess or chess.com exports"));
    m_cancel->setText(tr("Cancel"));
    m_analyse->setText(tr("&Analyse"));
    m_analyse->setToolTip(tr("Analyse the selected games in the background: marks, reasons "
                             "and better moves, kept in the library"));
    m_analysisBar->setAccessibleName(tr("Analysis progress"));
    m_cancelAnalysis->setText(tr("Cancel the Analysis"));
    m_names->setText(tr("Your &Names…"));
    m_names->setToolTip(tr("The names you play under elsewhere, to find your games among "
                           "those imported"));

    const auto refill = [](QComboBox* box, const QList<std::pair<QString, QVariant>>& items) {
        const QSignalBlocker quiet(box);
        const int index = std::max(0, box->currentIndex());
        box->clear();
        for (const auto& [text, data] : items) box->addItem(text, data);
        box->setCurrentIndex(std::min(index, box->count() - 1));
        describeChoice(box);
    };
    QList<std::pair<QString, QVariant>> levels{{tr("Any level"), 0}};
    for (const int elo : Preferences::levels())
        levels.append({Preferences::levelName(elo, true), elo == 0 ? ferz::MaxElo : elo});
    refill(m_level, levels);
    refill(m_colour,
           {{tr("Either colour"), -1}, {tr("You had White"), 0}, {tr("You had Black"), 1}});
    refill(m_score, {{tr("Any result"), int(LibraryFilter::Score::Any)},
                     {tr("You won"), int(LibraryFilter::Score::Won)},
                     {tr("Drawn"), int(LibraryFilter::Score::Drawn)},
                     {tr("You lost"), int(LibraryFilter::Score::Lost)}});
    refill(m_period, {{tr("Any time"), 0},
                      {tr("Last 7 days"), 7},
                      {tr("Last 30 days"), 30},
                      {tr("Last 12 months"), 365}});
    refill(m_variant, {{tr("Any variant"), int(LibraryFilter::Variant::Any)},
                       {tr("Standard chess"), int(LibraryFilter::Variant::Standard)},
                       {tr("Chess960"), int(LibraryFilter::Variant::Chess960)}});
    // The kinds of ending, by the material a game's main line held for two plies or more.
    using K = ferz::MaterialKind;
    refill(m_material, {{tr("Any material"), -1},
                        {tr("Pawn endings"), int(K::PawnEnding)},
                        {tr("Knight endings"), int(K::KnightEnding)},
                        {tr("Bishop endings"), int(K::BishopEnding)},
                        {tr("Opposite-coloured bishops"), int(K::OppositeBishops)},
                        {tr("Bishop against knight"), int(K::BishopVsKnight)},
                        {tr("Rook endings"), int(K::RookEnding)},
                        {tr("Rook and minor piece each"), int(K::RookAndMinor)},
                        {tr("Queen endings"), int(K::QueenEnding)}});
    // The opponents' "Any", the count's and the statistics' words.
    if (m_library)
        readAgain();
    else
        fillOpponents();
    arrangeFilters();
}

// A box elides a choice that does not fit ("Any mater…"), which leaves a reader guessing: the
// boxes take as few rows as let the widest choice show whole.
void GamesWindow::arrangeFilters() {
    m_filterRows = arrangeBoxesInRows(
        m_filters, {m_opponent, m_level, m_colour, m_score, m_period, m_variant, m_material},
        m_search->width(), m_filterRows);
}

void GamesWindow::showEvent(QShowEvent* event) {
    if (m_stale && m_library) {
        m_stale = false;
        readAgain();
    }
    QDialog::showEvent(event);
}

bool GamesWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_search && event->type() == QEvent::Resize) arrangeFilters();
    if (watched == m_table && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->matches(QKeySequence::Delete)) {
        askRemove();
        return true;
    }
    return QDialog::eventFilter(watched, event);
}

void GamesWindow::showStatistics() {
    if (m_library) m_statistics->setStatistics(m_library->statistics());
}

void GamesWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

void GamesWindow::showStatus(const QString& text) {
    m_status->setText(text);
    m_statusRule->setVisible(!text.isEmpty());
}

// A screen reader reads the bar by this name: it says what the bar shows (the status beside
// it says it to the eye).
void GamesWindow::nameProgress() {
    //: The accessible name of the Games window's progress bar while an older library is
    //: brought up to date at start-up.
    m_progress->setAccessibleName(m_migrating ? tr("Library update progress")
                                              : tr("Import progress"));
}

void GamesWindow::openLibrary() {
    if (m_migrating) {
        m_migrating = false;
        m_progress->hide();
        showStatus(QString());
        nameProgress();
    }
    m_library = std::make_unique<Library>(m_store.path(), QStringLiteral("ferz-library-reader"));
    if (!m_library->openChecked()) { // the window's notice said why, at start-up
        showStatus(tr("The game library cannot be opened."));
        m_library.reset();
        return;
    }
    readAgain();
}

// The library changed: its opponents, the list and the statistics on show. (A filter only
// reads the list again.)
void GamesWindow::readAgain() {
    fillOpponents();
    reload();
    if (m_tabs->currentWidget() == m_statistics) showStatistics();
}

void GamesWindow::fillOpponents() {
    const QSignalBlocker quiet(m_opponent);
    const QString chosen = m_opponent->currentData().toString();
    m_opponent->clear();
    m_opponent->addItem(tr("Any opponent"), QString());
    if (m_library)
        for (const QString& name : m_library->opponents()) m_opponent->addItem(name, name);
    m_opponent->setCurrentIndex(std::max(0, m_opponent->findData(chosen)));
    describeChoice(m_opponent);
    arrangeFilters();
}

LibraryFilter GamesWindow::filter() const {
    LibraryFilter f;
    f.text = m_search->text();
    f.opponent = m_opponent->currentData().toString();
    if (const int level = m_level->currentData().toInt(); level > 0) f.level = level;
    if (const int side = m_colour->currentData().toInt(); side >= 0)
        f.userSide = side == 0 ? ferz::White : ferz::Black;
    f.score = LibraryFilter::Score(m_score->currentData().toInt());
    if (const int days = m_period->currentData().toInt(); days > 0)
        f.since = QDate::currentDate().addDays(-days);
    f.variant = LibraryFilter::Variant(m_variant->currentData().toInt());
    f.positionKey = m_positionKey;
    if (const int kind = m_material->currentData().toInt(); kind >= 0)
        f.material = ferz::MaterialKind(kind);
    return f;
}

void GamesWindow::showGamesWith(qint64 key, const QString& what) {
    m_positionKey = key;
    m_positionWhat = what;
    showPosition();
    reload();
    m_table->setFocus(); // the games found, to open with Enter
}

void GamesWindow::showPosition() {
    //: Above the Games window's list: which position its games reached. %1 is "after 12. Nf3"
    //: or "at the start".
    m_positionText->setText(
        tr("Games that reached the position %1, in any move order.").arg(m_positionWhat));
    m_positionRow->setVisible(m_positionKey.has_value());
}

void GamesWindow::clearPosition() {
    if (!m_positionKey) return;
    m_positionKey.reset();
    m_positionWhat.clear();
    showPosition();
    reload();
    m_search->setFocus(); // the button that had the focus has gone
}

// The list again, for the filter; the selected games stay selected.
void GamesWindow::reload() {
    if (!m_library) return;
    const QList<qint64> selected = selectedIds();
    const qint64 current =
        m_table->currentIndex().isValid() ? m_model->idAt(m_table->currentIndex().row()) : -1;
    m_model->reload(*m_library, filter());
    QItemSelection keep;
    for (const qint64 id : selected)
        if (const int row = m_model->rowOf(id); row >= 0)
            keep.select(m_model->index(row, 0), m_model->index(row, LibraryModel::ColumnCount - 1));
    m_table->selectionModel()->select(keep, QItemSelectionModel::ClearAndSelect);
    if (const int row = m_model->rowOf(current); row >= 0)
        m_table->selectionModel()->setCurrentIndex(m_model->index(row, 0),
                                                   QItemSelectionModel::NoUpdate);
    const int all = m_library->count();
    m_count->setText(m_model->rowCount() == all
                         ? tr("Games: %1").arg(all)
                         : tr("Games shown: %1 of %2").arg(m_model->rowCount()).arg(all));
}

QList<qint64> GamesWindow::selectedIds() const {
    QList<int> rows;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows()) rows << index.row();
    std::sort(rows.begin(), rows.end());
    QList<qint64> ids;
    for (const int row : rows) ids << m_model->idAt(row);
    return ids;
}

void GamesWindow::updateButtons() {
    const bool any = m_library && m_table->selectionModel()->hasSelection();
    m_open->setEnabled(any && m_table->selectionModel()->selectedRows().size() == 1);
    m_export->setEnabled(any);
    m_delete->setEnabled(any);
    m_analyse->setEnabled(any && !m_batch->running());
    m_import->setEnabled(m_library && !m_store.importing());
}

void GamesWindow::analyseSelected() {
    const QList<qint64> ids = selectedIds();
    if (ids.isEmpty() || !m_library || m_batch->running()) return;
    QList<BatchAnalysis::Game> games;
    for (const LibraryRow& row : m_library->rowsOf(ids))
        games << BatchAnalysis::Game{row.id, m_library->pgn(row.id), row.userSide};
    if (games.isEmpty()) return;
    m_analysisBar->setRange(0, int(games.size()) * 1000);
    m_analysisBar->setValue(0);
    m_analysisBar->setFormat(tr("Analysing game %1 of %2…").arg(1).arg(games.size()));
    m_analysisBar->show();
    m_cancelAnalysis->show();
    m_status->setText(QString());
    m_batch->start(games, m_judge, m_analysisNodes);
    updateButtons();
}

void GamesWindow::onAnalysed(int analysed, int failed, bool cancelled,
                             const QString& firstFailure) {
    m_analysisBar->hide();
    m_cancelAnalysis->hide();
    //: The end of the Games window's analysis: how many games were analysed.
    QString text = cancelled ? tr("Analysis cancelled. Games analysed: %1.").arg(analysed)
                             : tr("Games analysed: %1.").arg(analysed);
    if (failed > 0)
        text +=
            u' ' + tr("Games that could not be analysed: %1 (%2).").arg(failed).arg(firstFailure);
    m_status->setText(text);
    m_status->setToolTip(text);
    if (LiveRegion* region = findChild<LiveRegion*>()) region->announce(text);
    updateButtons();
}

void GamesWindow::openCurrent() {
    const QList<qint64> ids = selectedIds();
    if (ids.size() != 1 || !m_library) return;
    const QString pgn = m_library->pgn(ids.front());
    if (!pgn.isEmpty()) emit openRequested(pgn);
}

bool GamesWindow::exportTo(const QString& path) {
    QString text;
    for (const qint64 id : selectedIds()) {
        if (!text.isEmpty()) text += u'\n';
        text += m_library->pgn(id);
    }
    QSaveFile file(path);
    const QByteArray bytes = text.toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        QMessageBox::warning(this, tr("Export games"),
                             tr("%1 could not be written: %2").arg(path, file.errorString()));
        return false;
    }
    return true;
}

void GamesWindow::askExport() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export games"), tr("games.pgn"),
                                                      tr("PGN files (*.pgn)"));
    if (!path.isEmpty() && exportTo(path))
        showStatus(
            tr("Games exported: %1, to %2").arg(QString::number(selectedIds().size()), path));
}

void GamesWindow::removeSelected() {
    if (!m_library) return;
    if (!m_library->remove(selectedIds())) {
        QMessageBox::warning(this, tr("Delete games"),
                             tr("The games could not be deleted: %1").arg(m_library->error()));
        return;
    }
    readAgain();
    m_store.changedElsewhere(); // a rated game deleted no longer counts
}

void GamesWindow::askRemove() {
    const int n = int(selectedIds().size());
    if (n == 0) return;
    QMessageBox box(QMessageBox::Question, tr("Delete games"),
                    n == 1 ? tr("Delete this game from the library?")
                           : tr("Delete the selected games (%1) from the library?").arg(n),
                    QMessageBox::Yes | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("deleteGames"));
    box.setInformativeText(tr("This cannot be undone. Export them first to keep a copy."));
    box.setDefaultButton(QMessageBox::Cancel);
    if (box.exec() == QMessageBox::Yes) removeSelected();
}

void GamesWindow::importFiles(const QStringList& files) {
    if (files.isEmpty() || m_store.importing()) return;
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    showStatus(tr("Importing…"));
    m_store.import(files, QStringList{m_playerName} + m_otherNames);
    updateButtons();
}

void GamesWindow::setUserNames(const QString& playerName, const QStringList& otherNames) {
    const bool changed = playerName != m_playerName || otherNames != m_otherNames;
    m_playerName = playerName;
    m_otherNames = otherNames;
    if (changed) m_store.applyUserNames(QStringList{m_playerName} + m_otherNames);
}

void GamesWindow::setOtherNames(const QString& text) {
    QStringList names;
    for (const QString& name : text.split(u','))
        if (const QString n = name.simplified().left(80);
            !n.isEmpty() && !names.contains(n, Qt::CaseInsensitive))
            names << n;
    if (names == m_otherNames) return;
    setUserNames(m_playerName, names);
    emit otherNamesChanged(names);
}

void GamesWindow::askNames() {
    bool ok = false;
    const QString text = QInputDialog::getText(
        this, tr("Your names"),
        tr("Besides %1, the names you play under (on lichess, on chess.com), separated by "
           "commas. Your games among those imported are found by them.")
            .arg(m_playerName),
        QLineEdit::Normal, m_otherNames.join(QStringLiteral(", ")), &ok);
    if (ok) setOtherNames(text);
}

void GamesWindow::askImport() {
    importFiles(QFileDialog::getOpenFileNames(this, tr("Import games"), QString(),
                                              tr("PGN files (*.pgn);;All files (*)")));
}

void GamesWindow::onImported(const ImportResult& r) {
    m_progress->hide();
    m_cancel->hide();
    m_analysisBar->hide();
    m_cancelAnalysis->hide();
    if (m_library) reload();
    //: The numbers of games of the files imported.
    QString text = tr("%1 added, %2 already in the library, %3 could not be read.")
                       .arg(r.added)
                       .arg(r.duplicates)
                       .arg(r.unreadable);
    if (r.cancelled) text = tr("Import cancelled.") + u' ' + text;
    if (!r.latin1Files.isEmpty())
        text += u' ' +
                tr("Not UTF-8, read as Latin-1: %1.").arg(r.latin1Files.join(QStringLiteral(", ")));
    if (!r.firstError.isEmpty())
        text += u' ' + tr("The first that could not be read: %1").arg(r.firstError);
    // First, where the line is cut at the window's edge (the tooltip has it all).
    if (!r.stopped.isEmpty())
        text = tr("Games could not be added to the game library: %1.").arg(r.stopped) + u' ' + text;
    showStatus(text);
    m_status->setToolTip(text);
    if (LiveRegion* region = findChild<LiveRegion*>()) region->announce(text);
    updateButtons();
}

#include "newgamedialog.h"

#include "dialogaccess.h"

#include "chess960.h"
#include "coremessage.h"
#include "level.h"
#include "openingbook.h"
#include "openings.h"
#include "openingsearch.h"
#include "ratinghistory.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>

namespace {

// Clock presets: minutes for the game and seconds added per move.
constexpr std::pair<int, int> Clocks[] = {{0, 0},  {1, 0},  {3, 2},   {5, 3},
                                          {10, 0}, {10, 5}, {15, 10}, {30, 20}};

} // namespace

NewGameDialog::NewGameDialog(const Preferences& prefs, const QList<EngineConfig>& engines,
                             QWidget* parent)
    : QDialog(parent), m_engines(engines), m_opponent(new QComboBox(this)),
      m_side(new QComboBox(this)), m_level(new QComboBox(this)), m_name(new QLineEdit(this)),
      m_otherName(new QLineEdit(this)), m_turnBoard(new QCheckBox(this)),
      m_clock(new QComboBox(this)), m_minutes(new QSpinBox(this)), m_increment(new QSpinBox(this)),
      m_book(new QComboBox(this)), m_bookError(new QLabel(this)), m_opening(new QComboBox(this)),
      m_openingNone(new QLabel(this)), m_variant(new QComboBox(this)),
      m_chess960(new QSpinBox(this)), m_chess960Rank(new QLabel(this)),
      m_chess960Row(new QWidget(this)), m_fen(new QLineEdit(this)), m_fenError(new QLabel(this)),
      m_rated(new QLabel(this)), m_suggestions(new QWidget(this)),
      m_even(new QPushButton(m_suggestions)), m_harder(new QPushButton(m_suggestions)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("New game"));

    m_opponent->addItem(tr("Ferz"), QString());
    for (const EngineConfig& e : m_engines) m_opponent->addItem(e.label(), e.name);
    m_opponent->addItem(tr("Another person, at this board"));
    m_opponent->setCurrentIndex(prefs.twoPlayers
                                    ? m_opponent->count() - 1
                                    : std::max(0, m_opponent->findData(prefs.opponent)));
    m_otherName->setText(prefs.opponentName);
    m_otherName->setMaxLength(80);
    m_otherName->setPlaceholderText(tr("The other player"));
    m_turnBoard->setText(tr("Turn the board towards the side to move"));
    m_turnBoard->setChecked(prefs.turnBoard);

    m_side->addItem(tr("White"), Preferences::PlayWhite);
    m_side->addItem(tr("Black"), Preferences::PlayBlack);
    m_side->addItem(tr("Random"), Preferences::PlayRandom);
    m_side->setCurrentIndex(m_side->findData(prefs.side));

    m_ferzElo = prefs.elo;
    m_engineElo = prefs.engineElo;
    connect(m_level, &QComboBox::currentIndexChanged, this,
            [this] { (engine() ? m_engineElo : m_ferzElo) = m_level->currentData().toInt(); });

    for (const auto& [minutes, increment] : Clocks) {
        const QString name =
            minutes == 0 ? tr("No clock") : tr("%1 min + %2 s a move").arg(minutes).arg(increment);
        m_clock->addItem(name, QList<QVariant>{minutes, increment});
    }
    m_clock->addItem(tr("Other"));
    m_minutes->setRange(0, 600);
    m_minutes->setSuffix(tr(" min"));
    m_minutes->setToolTip(tr("Minutes for the game; 0: no clock"));
    m_increment->setRange(0, 600);
    m_increment->setSuffix(tr(" s a move"));
    m_increment->setToolTip(tr("Seconds added after each move"));
    m_minutes->setValue(prefs.clockMinutes);
    m_increment->setValue(prefs.clockIncrementSeconds);
    clockEdited();
    connect(m_clock, &QComboBox::activated, this, &NewGameDialog::presetChosen);
    connect(m_minutes, &QSpinBox::valueChanged, this, &NewGameDialog::clockEdited);
    connect(m_increment, &QSpinBox::valueChanged, this, &NewGameDialog::clockEdited);

    m_name->setText(prefs.playerName);
    m_name->setMaxLength(80);
    m_name->setPlaceholderText(tr("You"));

    // The book: Ferz's own, none, the user's file chosen last, or another file.
    m_book->addItem(tr("Ferz's book"), OpeningBook::own());
    m_book->addItem(tr("No book"), OpeningBook::none());
    if (prefs.book != OpeningBook::own() && prefs.book != OpeningBook::none()) {
        m_book->addItem(QFileInfo(prefs.book).fileName(), prefs.book);
        m_book->setItemData(2, prefs.book, Qt::ToolTipRole);
    }
    m_book->addItem(tr("Other book file…"));
    m_book->setCurrentIndex(std::max(0, m_book->findData(prefs.book)));
    m_bookIndex = m_book->currentIndex();
    m_book->setToolTip(tr("The opening moves the computer knows: Ferz's own book, none, or a "
                          "Polyglot book file (.bin)"));
    m_bookError->setWordWrap(true);
    m_bookError->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_bookError->hide();
    connect(m_book, &QComboBox::activated, this, &NewGameDialog::bookChosen);

    // An opening to practise, found by typing any part of its name or its ECO code.
    m_opening->setEditable(true);
    m_opening->setInsertPolicy(QComboBox::NoInsert);
    m_opening->addItem(tr("None: the usual start"), -1);
    const auto openings = ferz::Openings::standard().all();
    for (std::size_t i = 0; i < openings.size(); ++i)
        m_opening->addItem(QString::fromStdString(openings[i].title()), int(i));
    // The list offers the openings whose names hold every word typed, in any order ("french
    // winawer", "najdorf english"), in part, in any case, with or without accents, in British
    // or American spelling (OpeningSearch), on a proxy of the box's own items. When none does,
    // a line under the box says so.
    auto* matching = new OpeningSearch(m_opening);
    matching->setSourceModel(m_opening->model());
    auto* completer = new QCompleter(matching, m_opening);
    completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    completer->popup()->setMinimumWidth(m_opening->fontMetrics().averageCharWidth() * 64);
    m_opening->setCompleter(completer);
    m_openingNone->setObjectName(QStringLiteral("noOpening"));
    m_openingNone->setWordWrap(true);
    m_openingNone->hide();
    connect(m_opening->lineEdit(), &QLineEdit::textEdited, this,
            [this, matching, completer](const QString& text) {
                matching->setQuery(text);
                const bool none = matching->rowCount() == 0;
                if (none) {
                    m_openingNone->setText(
                        tr("No opening's name holds “%1”. Try fewer letters, or its ECO code.")
                            .arg(text.trimmed()));
                    if (LiveRegion* region = findChild<LiveRegion*>())
                        region->announce(m_openingNone->text());
                }
                if (none != m_openingNone->isVisible()) {
                    m_openingNone->setVisible(none);
                    fitHeight();
                }
                completer->complete();
            });
    connect(completer, qOverload<const QModelIndex&>(&QCompleter::activated), this,
            [this, matching](const QModelIndex& index) {
                m_opening->setCurrentIndex(matching->mapToSource(index).row());
            });
    m_opening->setToolTip(tr("Start from a named opening: its moves are played, and the game "
                             "goes on from there. Type part of its name to find it."));
    m_opening->setMinimumContentsLength(24);
    m_opening->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    connect(m_opening, &QComboBox::currentIndexChanged, this, &NewGameDialog::openingChosen);
    // Text that names no opening goes back to the opening chosen.
    connect(m_opening->lineEdit(), &QLineEdit::editingFinished, this, [this] {
        if (m_opening->findText(m_opening->currentText()) < 0)
            m_opening->setEditText(m_opening->itemText(m_opening->currentIndex()));
        if (m_openingNone->isVisible()) {
            m_openingNone->hide();
            fitHeight();
        }
    });

    // The variant: standard chess, or Chess960 from a start position by number or at random.
    m_variant->addItem(tr("Standard chess"));
    m_variant->addItem(tr("Chess960"));
    m_variant->setToolTip(tr("Chess960 (Fischer random chess): the pieces of the back rank start "
                             "on one of 960 arrangements, the same for both sides; castling "
                             "puts king and rook on their usual squares"));
    m_variant->setCurrentIndex(prefs.chess960 ? 1 : 0);
    m_chess960->setRange(-1, ferz::Chess960Positions - 1);
    m_chess960->setSpecialValueText(tr("Random"));
    m_chess960->setValue(prefs.chess960Number);
    m_chess960->setToolTip(tr("The start position's number, 0 to 959 (518 is the standard one), or "
                              "Random: a new one each game, shown above the moves"));
    m_chess960->setAccessibleName(tr("Chess960 start position"));
    auto* chess960Row = new QHBoxLayout(m_chess960Row);
    chess960Row->setContentsMargins(0, 0, 0, 0);
    chess960Row->addWidget(m_chess960);
    chess960Row->addWidget(m_chess960Rank, 1);
    connect(m_variant, &QComboBox::currentIndexChanged, this, &NewGameDialog::variantChosen);
    connect(m_chess960, &QSpinBox::valueChanged, this, &NewGameDialog::variantChosen);

    m_fen->setPlaceholderText(tr("Standard start position"));
    m_fen->setClearButtonEnabled(true);
    m_fenError->setWordWrap(true);
    m_fenError->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_fenError->hide();

    auto* form = new QFormLayout(this);
    form->addRow(tr("Your name:"), m_name);
    form->addRow(tr("Opponent:"), m_opponent);
    form->addRow(tr("Their name:"), m_otherName);
    form->addRow(QString(), m_turnBoard);
    form->addRow(tr("You play:"), m_side);
    form->addRow(tr("Computer level:"), m_level);
    auto* suggestions = new QHBoxLayout(m_suggestions);
    suggestions->setContentsMargins(0, 0, 0, 0);
    suggestions->addWidget(m_even);
    suggestions->addWidget(m_harder);
    suggestions->addStretch(1);
    form->addRow(tr("For you:"), m_suggestions);
    m_rated->setWordWrap(true);
    form->addRow(m_rated);
    form->addRow(tr("Opening book:"), m_book);
    form->addRow(m_bookError);
    auto* clock = new QHBoxLayout;
    clock->addWidget(m_clock, 1);
    clock->addWidget(m_minutes);
    clock->addWidget(m_increment);
    auto* clockLabel = new QLabel(tr("Clock:"), this);
    clockLabel->setBuddy(m_clock); // the row's first field; the others are named
    form->addRow(clockLabel, clock);
    m_minutes->setAccessibleName(tr("Minutes for each player"));
    m_increment->setAccessibleName(tr("Seconds added after each move"));
    form->addRow(tr("Variant:"), m_variant);
    auto* chess960Label = new QLabel(tr("Start position:"), this);
    chess960Label->setBuddy(m_chess960);
    form->addRow(chess960Label, m_chess960Row);
    form->addRow(tr("Practise an opening:"), m_opening);
    form->addRow(m_openingNone);
    form->addRow(tr("Start position (FEN):"), m_fen);
    form->addRow(m_fenError);
    form->addRow(m_buttons);
    chainTabOrder({m_name, m_opponent, m_otherName, m_turnBoard, m_side, m_level, m_even, m_harder,
                   m_book, m_clock, m_minutes, m_increment, m_variant, m_chess960, m_opening,
                   m_fen});
    for (QPushButton* b : {m_even, m_harder}) {
        b->setAutoDefault(false);
        connect(b, &QPushButton::clicked, this, [this, b] {
            const int index = m_level->findData(b->property("level"));
            if (index >= 0) m_level->setCurrentIndex(index);
        });
    }
    describeChoices({m_opponent, m_side, m_level, m_book, m_clock, m_variant});
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Play"));

    // Two people need no level, but a name for the other one; the book is Ferz's.
    const auto opponentChosen = [this, form] {
        fillLevels();
        form->setRowVisible(m_otherName, twoPlayers());
        form->setRowVisible(m_turnBoard, twoPlayers());
        form->setRowVisible(m_book, !twoPlayers() && !engine() && !chess960());
        if (twoPlayers() || engine()) m_bookError->hide();
        fitHeight();
    };
    connect(m_opponent, &QComboBox::currentIndexChanged, this, opponentChosen);
    connect(m_variant, &QComboBox::currentIndexChanged, this, opponentChosen);
    opponentChosen();
    variantChosen();
    connect(m_fen, &QLineEdit::textChanged, this, &NewGameDialog::validate);
    connect(m_opponent, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateRating);
    connect(m_fen, &QLineEdit::textChanged, this, &NewGameDialog::updateRating);
    updateRating();
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setMinimumWidth(460);
}

// The dialog as tall as its rows need at its width: a row shown or hidden (the level, the
// book, an error) neither clips a wrapped line nor leaves an empty band.
void NewGameDialog::fitHeight() {
    if (!isVisible()) return; // it opens at its size, which the layout gives
    layout()->activate();
    const int height = heightForWidth(width());
    resize(width(), height > 0 ? height : sizeHint().height());
}

// "Other book file…" asks for a file; one that is not a book is refused with the reason.
void NewGameDialog::bookChosen() {
    if (!m_book->currentData().isValid()) {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Choose an opening book"), QString(),
                                         tr("Polyglot opening books (*.bin);;All files (*)"));
        if (path.isEmpty() || !chooseBookFile(path)) m_book->setCurrentIndex(m_bookIndex);
        return;
    }
    m_bookIndex = m_book->currentIndex();
    if (m_bookError->isVisible()) {
        m_bookError->hide();
        fitHeight();
    }
}

bool NewGameDialog::chooseBookFile(const QString& path) {
    QString error;
    if (!OpeningBook::load(path, &error)) {
        m_bookError->setText(error);
        m_bookError->show();
        fitHeight(); // the reason may take a few lines
        return false;
    }
    m_bookError->hide();
    int index = m_book->findData(path);
    if (index < 0) {
        index = m_book->count() - 1; // before "Other book file…"
        m_book->insertItem(index, QFileInfo(path).fileName(), path);
        m_book->setItemData(index, path, Qt::ToolTipRole);
    }
    m_book->setCurrentIndex(index);
    m_bookIndex = index;
    return true;
}

// An opening and a FEN are two ways to choose the start: one at a time.
void NewGameDialog::openingChosen() {
    m_fen->setEnabled(m_opening->currentIndex() <= 0 && !chess960());
    updateRating();
}

bool NewGameDialog::chess960() const {
    return m_variant->currentIndex() == 1;
}

// Chess960 has a start position of its own: no opening to practise, no FEN, no book (the
// book is standard chess's). The position chosen shows its back rank; at random, a word.
void NewGameDialog::variantChosen() {
    const bool on = chess960();
    if (auto* form = qobject_cast<QFormLayout*>(layout())) form->setRowVisible(m_chess960Row, on);
    m_opening->setEnabled(!on && m_fen->text().trimmed().isEmpty());
    m_fen->setEnabled(!on && m_opening->currentIndex() <= 0);
    QFont font = m_chess960->font(); // the figurines larger than the words
    if (m_chess960->value() >= 0) font.setPointSizeF(font.pointSizeF() * 1.5);
    m_chess960Rank->setFont(font);
    if (m_chess960->value() < 0) {
        m_chess960Rank->setText(tr("a new position each game"));
        m_chess960Rank->setAccessibleName(m_chess960Rank->text());
    } else {
        // White's back rank from a to h, in figurines (DejaVu Sans has them).
        static const QHash<QChar, QChar> Figurine = {{u'K', QChar(0x2654)},
                                                     {u'Q', QChar(0x2655)},
                                                     {u'R', QChar(0x2656)},
                                                     {u'B', QChar(0x2657)},
                                                     {u'N', QChar(0x2658)}};
        const QString rank = QString::fromStdString(ferz::chess960BackRank(m_chess960->value()));
        QString shown;
        for (const QChar c : rank) shown += Figurine.value(c, c);
        m_chess960Rank->setText(shown);
        m_chess960Rank->setAccessibleName(rank); // the letters, as FEN writes them
    }
    validate();
    updateRating();
}

void NewGameDialog::setRating(const ferz::Rating& rating, int games) {
    if (games > 0)
        m_rating = rating;
    else
        m_rating.reset();
    updateRating();
}

// Whether the game will be rated, said before it starts; and, against Ferz, the levels the
// user's rating suggests.
void NewGameDialog::updateRating() {
    GameSetup would;
    would.twoPlayers = twoPlayers();
    would.chess960 = chess960();
    if (const EngineConfig* e = engine()) would.engine = *e;
    const auto fen = ferz::Position::fromFen(m_fen->text().trimmed().toStdString());
    if (!m_fen->text().trimmed().isEmpty() && fen) would.start = *fen;
    if (const int index = m_opening->currentData().toInt(); index >= 0 && m_opening->isEnabled())
        would.openingMoves =
            ferz::Openings::moves(ferz::Openings::standard().all()[std::size_t(index)]);
    switch (GameController::unratedFor(would)) {
    case Unrated::None:
        m_rated->setText(tr("Rated: the result moves your rating. Taking back a move or asking "
                            "for a hint makes the game unrated."));
        break;
    case Unrated::Engine:
        m_rated->setText(tr("Not rated: only Ferz's levels are measured."));
        break;
    case Unrated::TwoPlayers: m_rated->setText(tr("Not rated: two people play.")); break;
    case Unrated::Opening:
        m_rated->setText(tr("Not rated: the opening to practise is chosen, not played."));
        break;
    case Unrated::Chess960:
        m_rated->setText(tr("Not rated: Chess960 games do not count for your rating (the levels "
                            "are measured in standard chess)."));
        break;
    default: m_rated->setText(tr("Not rated: the game starts from a set-up position.")); break;
    }
    const bool suggest = m_rating && !twoPlayers() && !engine() && !chess960();
    m_suggestions->setVisible(suggest);
    if (auto* form = qobject_cast<QFormLayout*>(layout()))
        form->setRowVisible(m_suggestions, suggest);
    if (!suggest) {
        fitHeight();
        return;
    }
    const QList<int> labels = Preferences::levels();
    const int even = levelForScore(*m_rating, labels, 0.5);
    const int harder = levelForScore(*m_rating, labels, 0.35, even);
    m_even->setText(tr("%1: about even").arg(Preferences::shortLevelName(even)));
    m_even->setProperty("level", even >= ferz::MaxElo ? 0 : even);
    m_harder->setVisible(harder > 0);
    m_harder->setText(tr("%1: a bit harder").arg(Preferences::shortLevelName(harder)));
    m_harder->setProperty("level", harder >= ferz::MaxElo ? 0 : harder);
    m_even->setToolTip(tr("Your rating is %1 ± %2.")
                           .arg(qRound(m_rating->rating))
                           .arg(qRound(m_rating->deviation)));
    m_harder->setToolTip(m_even->toolTip());
    fitHeight();
}

void NewGameDialog::validate() {
    const QString fen = m_fen->text().trimmed();
    m_opening->setEnabled(fen.isEmpty() && !chess960());
    const auto parsed = ferz::Position::fromFen(fen.toStdString());
    const bool ok = fen.isEmpty() || chess960() || bool(parsed);
    if (!ok) m_fenError->setText(trCore(parsed.reason()));
    if (ok == m_fenError->isVisible()) {
        m_fenError->setVisible(!ok);
        fitHeight();
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

// A preset sets the minutes and the increment; "Other" leaves them to the user.
void NewGameDialog::presetChosen() {
    const QList<QVariant> v = m_clock->currentData().toList();
    if (v.size() != 2) {
        m_minutes->setFocus();
        return;
    }
    const QSignalBlocker a(m_minutes), b(m_increment);
    m_minutes->setValue(v[0].toInt());
    m_increment->setValue(v[1].toInt());
    m_increment->setEnabled(v[0].toInt() > 0);
}

// Minutes and increment typed: the preset that matches them, or "Other".
void NewGameDialog::clockEdited() {
    int match = m_clock->count() - 1;
    for (int i = 0; i + 1 < m_clock->count(); ++i) {
        const QList<QVariant> v = m_clock->itemData(i).toList();
        if (v[0].toInt() == m_minutes->value() &&
            (m_minutes->value() == 0 || v[1].toInt() == m_increment->value()))
            match = i;
    }
    m_clock->setCurrentIndex(match);
    m_increment->setEnabled(m_minutes->value() > 0);
}

const EngineConfig* NewGameDialog::engine() const {
    const int index = m_opponent->currentIndex();
    return index > 0 && index <= m_engines.size() ? &m_engines[index - 1] : nullptr;
}

// Ferz's levels; an engine's own when a scan found its UCI_Elo range; none for an engine whose
// strength its options set (Engines…), nor for two people. Ferz's level and the engines' are
// kept apart; the one chosen last stays chosen, or the nearest one an engine has.
void NewGameDialog::fillLevels() {
    const EngineConfig* engine = this->engine();
    const int chosen = engine ? m_engineElo : m_ferzElo;
    const QSignalBlocker quiet(m_level);
    m_level->clear();
    if (twoPlayers() || (engine && !engine->hasLevels())) {
        m_level->addItem(twoPlayers() ? tr("None: two people play")
                                      : tr("Set by the engine's options (Engines…)"));
        m_level->setEnabled(false);
        return;
    }
    const QList<int> levels =
        engine ? Preferences::levels(engine->eloMin, engine->eloMax) : Preferences::levels();
    for (int elo : levels) m_level->addItem(Preferences::levelName(elo, !engine), elo);
    m_level->setEnabled(true);
    const auto distance = [chosen](int elo) {
        const auto value = [](int e) { return e ? e : 100'000; }; // full strength: the top
        return std::abs(value(elo) - value(chosen));
    };
    m_level->setCurrentIndex(
        int(std::min_element(levels.begin(), levels.end(),
                             [&](int a, int b) { return distance(a) < distance(b); }) -
            levels.begin()));
    describeChoice(m_level); // the blocker kept the change quiet
}

bool NewGameDialog::twoPlayers() const {
    return m_opponent->currentIndex() == m_opponent->count() - 1;
}

void NewGameDialog::storeIn(Preferences& prefs) const {
    prefs.twoPlayers = twoPlayers();
    if (!prefs.twoPlayers) prefs.opponent = m_opponent->currentData().toString();
    prefs.opponentName = m_otherName->text().simplified();
    prefs.turnBoard = m_turnBoard->isChecked();
    prefs.side = Preferences::Side(m_side->currentData().toInt());
    prefs.elo = m_ferzElo;
    prefs.engineElo = m_engineElo;
    if (m_level->isEnabled())
        (engine() ? prefs.engineElo : prefs.elo) = m_level->currentData().toInt();
    if (m_book->currentData().isValid()) prefs.book = m_book->currentData().toString();
    prefs.clockMinutes = m_minutes->value();
    prefs.clockIncrementSeconds = m_minutes->value() > 0 ? m_increment->value() : 0;
    prefs.chess960 = chess960();
    prefs.chess960Number = m_chess960->value();
    const QString name = m_name->text().simplified();
    prefs.playerName = name.isEmpty() ? Preferences::systemUserName() : name;
}

GameSetup NewGameDialog::setup() const {
    Preferences prefs;
    storeIn(prefs);
    GameSetup s;
    if (const auto parsed = ferz::Position::fromFen(m_fen->text().trimmed().toStdString());
        parsed && !chess960()) {
        s.start = *parsed;
        s.chess960 = parsed->hasChess960Castling(); // a Chess960 position typed as FEN
    }
    const bool white = prefs.side == Preferences::PlayRandom
                           ? QRandomGenerator::global()->bounded(2) == 0
                           : prefs.side == Preferences::PlayWhite;
    s.humanSide = white ? ferz::White : ferz::Black;
    const ferz::Position typed = s.start;
    const bool typedChess960 = s.chess960;
    prefs.applyTo(s, m_engines); // Chess960: its start position, drawn now if at random
    if (!chess960() && typedChess960) {
        s.start = typed;
        s.chess960 = true;
        s.book = nullptr;
    }
    if (const int index = m_opening->currentData().toInt(); index >= 0 && m_opening->isEnabled())
        s.openingMoves =
            ferz::Openings::moves(ferz::Openings::standard().all()[std::size_t(index)]);
    return s;
}

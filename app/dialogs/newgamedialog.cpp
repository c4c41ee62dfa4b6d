#include "newgamedialog.h"

#include "coremessage.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>

namespace {

// Clock presets: minutes for the game and seconds added per move.
constexpr std::pair<int, int> Clocks[] = {{0, 0},  {1, 0},  {3, 2},   {5, 3},
                                          {10, 0}, {10, 5}, {15, 10}, {30, 20}};

} // namespace

NewGameDialog::NewGameDialog(const Preferences& prefs, const QList<EngineConfig>& engines,
                             QWidget* parent)
    : QDialog(parent), m_engines(engines), m_opponent(new QComboBox(this)),
      m_side(new QComboBox(this)), m_level(new QComboBox(this)), m_clock(new QComboBox(this)),
      m_fen(new QLineEdit(this)), m_fenError(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("New game"));

    m_opponent->addItem(tr("Ferz"), QString());
    for (const EngineConfig& e : m_engines) m_opponent->addItem(e.name, e.name);
    m_opponent->setCurrentIndex(std::max(0, m_opponent->findData(prefs.opponent)));
    // An external engine's strength is set by its own options (Engines…).
    const auto ferzChosen = [this] { m_level->setEnabled(m_opponent->currentIndex() == 0); };
    connect(m_opponent, &QComboBox::currentIndexChanged, this, ferzChosen);

    m_side->addItem(tr("White"), Preferences::PlayWhite);
    m_side->addItem(tr("Black"), Preferences::PlayBlack);
    m_side->addItem(tr("Random"), Preferences::PlayRandom);
    m_side->setCurrentIndex(m_side->findData(prefs.side));

    for (int elo : Preferences::levels()) m_level->addItem(Preferences::levelName(elo), elo);
    m_level->setCurrentIndex(std::max(0, m_level->findData(prefs.elo)));
    ferzChosen();

    for (const auto& [minutes, increment] : Clocks) {
        const QString name =
            minutes == 0 ? tr("No clock") : tr("%1 min + %2 s a move").arg(minutes).arg(increment);
        m_clock->addItem(name, QList<QVariant>{minutes, increment});
    }
    m_clock->setCurrentIndex(0);
    for (int i = 0; i < m_clock->count(); ++i) {
        const QList<QVariant> v = m_clock->itemData(i).toList();
        if (v[0].toInt() == prefs.clockMinutes && v[1].toInt() == prefs.clockIncrementSeconds)
            m_clock->setCurrentIndex(i);
    }

    m_fen->setPlaceholderText(tr("Standard start position"));
    m_fen->setClearButtonEnabled(true);
    m_fenError->setWordWrap(true);
    m_fenError->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_fenError->hide();

    auto* form = new QFormLayout(this);
    form->addRow(tr("Opponent:"), m_opponent);
    form->addRow(tr("You play:"), m_side);
    form->addRow(tr("Computer level:"), m_level);
    form->addRow(tr("Clock:"), m_clock);
    form->addRow(tr("Start position (FEN):"), m_fen);
    form->addRow(m_fenError);
    form->addRow(m_buttons);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Play"));

    connect(m_fen, &QLineEdit::textChanged, this, &NewGameDialog::validate);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setMinimumWidth(460);
}

void NewGameDialog::validate() {
    const QString fen = m_fen->text().trimmed();
    const auto parsed = ferz::Position::fromFen(fen.toStdString());
    const bool ok = fen.isEmpty() || bool(parsed);
    m_fenError->setVisible(!ok);
    if (!ok) m_fenError->setText(trCore(parsed.reason()));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

void NewGameDialog::storeIn(Preferences& prefs) const {
    prefs.opponent = m_opponent->currentData().toString();
    prefs.side = Preferences::Side(m_side->currentData().toInt());
    prefs.elo = m_level->currentData().toInt();
    const QList<QVariant> clock = m_clock->currentData().toList();
    prefs.clockMinutes = clock[0].toInt();
    prefs.clockIncrementSeconds = clock[1].toInt();
}

GameSetup NewGameDialog::setup() const {
    Preferences prefs;
    storeIn(prefs);
    GameSetup s;
    if (const auto parsed = ferz::Position::fromFen(m_fen->text().trimmed().toStdString()))
        s.start = *parsed;
    const bool white = prefs.side == Preferences::PlayRandom
                           ? QRandomGenerator::global()->bounded(2) == 0
                           : prefs.side == Preferences::PlayWhite;
    s.humanSide = white ? ferz::White : ferz::Black;
    prefs.applyTo(s, m_engines);
    return s;
}

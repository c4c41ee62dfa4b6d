#include "playerstrip.h"

#include "gamecontroller.h"
#include "ratinghistory.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPainter>
#include <QPixmap>

using namespace ferz;

namespace {

constexpr int PieceValue[] = {1, 3, 3, 5, 9, 0}; // pawn … king
constexpr char PieceLetter[] = "pnbrqk";

QPixmap pieceIcon(Color c, PieceType t, int size, qreal ratio) {
    const QString file = QStringLiteral(":/pieces/%1%2.svg")
                             .arg(c == White ? QLatin1Char('w') : QLatin1Char('b'))
                             .arg(QChar::fromLatin1(PieceLetter[t]).toUpper());
    QPixmap pixmap = QIcon(file).pixmap(QSize(size, size), ratio);
    return pixmap;
}

} // namespace

PlayerStrip::PlayerStrip(QWidget* parent)
    : QFrame(parent), m_swatch(new QLabel(this)), m_name(new QLabel(this)),
      m_rating(new QLabel(this)), m_thinking(new QLabel(this)), m_pieces(new QLabel(this)),
      m_advantage(new QLabel(this)), m_clock(new QLabel(this)) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setSpacing(6);
    m_swatch->setFixedSize(14, 14);
    QFont bold = font();
    bold.setBold(true);
    m_name->setFont(bold);
    m_name->setTextFormat(Qt::PlainText);
    m_name->setMinimumWidth(40);
    m_name->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // elided by width
    m_rating->setStyleSheet(QStringLiteral("color: palette(mid);"));
    m_rating->hide();
    m_thinking->setText(tr("thinking…"));
    m_thinking->setStyleSheet(QStringLiteral("color: palette(mid); font-style: italic;"));
    m_thinking->hide();
    QFont clockFont = font();
    clockFont.setPointSizeF(clockFont.pointSizeF() * 1.4);
    clockFont.setBold(true);
    clockFont.setStyleHint(QFont::Monospace);
    m_clock->setFont(clockFont);
    m_clock->setAlignment(Qt::AlignCenter);
    m_clock->setMinimumWidth(QFontMetrics(clockFont).horizontalAdvance(QStringLiteral("00:00.0")) +
                             12);
    m_clock->setStyleSheet(m_clockStyle = QStringLiteral("border-radius: 3px; padding: 1px 4px;"));
    m_clock->hide();
    layout->addWidget(m_swatch);
    layout->addWidget(m_name, 1);
    layout->addWidget(m_rating);
    layout->addWidget(m_thinking);
    layout->addWidget(m_pieces);
    layout->addWidget(m_advantage);
    layout->addWidget(m_clock);
    // As tall with a clock as without: the board below never moves when one appears.
    setFixedHeight(std::max(m_clock->sizeHint().height(), m_name->sizeHint().height()) + 4);
    updateSwatch();
}

void PlayerStrip::setPlayer(const QString& name, Color colour) {
    m_colour = colour;
    m_name->setText(name);
    m_name->setToolTip(name);
    const QString side = colour == White ? tr("White") : tr("Black");
    setAccessibleName(m_rating->isHidden()
                          ? tr("%1, %2").arg(name, side)
                          : tr("%1, %2, rating %3").arg(name, side, m_rating->text()));
    m_swatch->setToolTip(side);
    updateSwatch();
}

void PlayerStrip::showSide(const GameController& game, Color side, const Position& shown) {
    setPlayer(game.playerName(side), side);
    setMaterial(shown);
    setToMove(!game.over() && game.position().sideToMove() == side);
    setThinking(game.computerThinking() && side != game.humanSide());
    const ChessClock& clock = game.clock();
    setClock(clock.enabled(), clock.remainingMs(side), clock.control().baseMs,
             clock.running() && clock.runningSide() == side);
}

void PlayerStrip::setRating(const RatingSummary* rating) {
    const bool shown = rating && rating->games() > 0;
    m_rating->setText(shown ? tr("%1 ± %2")
                                  .arg(qRound(rating->current.rating))
                                  .arg(qRound(rating->current.deviation))
                            : QString());
    m_rating->setToolTip(!shown ? QString()
                         : rating->provisional()
                             ? tr("Your rating, provisional until it is surer. Rated games: %1.")
                                   .arg(rating->games())
                             : tr("Your rating. Rated games: %1.").arg(rating->games()));
    m_rating->setVisible(shown);
    setPlayer(m_name->text(), m_colour); // its accessible name says it
}

QString PlayerStrip::ratingText() const {
    return m_rating->isHidden() ? QString() : m_rating->text();
}

QString PlayerStrip::name() const {
    return m_name->text();
}

void PlayerStrip::setMaterial(const Position& position) {
    int count[2][6] = {};
    for (Square s = A1; s <= H8; ++s)
        if (const Piece p = position.pieceOn(s); p != NoPiece) ++count[colorOf(p)][typeOf(p)];
    QString captured;
    int points = 0;
    for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen}) {
        const int surplus = count[m_colour][t] - count[~m_colour][t];
        points += surplus * PieceValue[t];
        const QChar letter = QChar::fromLatin1(PieceLetter[t]);
        for (int i = 0; i < surplus; ++i)
            captured += ~m_colour == White ? letter.toUpper() : letter;
    }
    m_advantage->setText(points > 0 ? QStringLiteral("+%1").arg(points) : QString());
    if (captured == m_captured) return;
    m_captured = captured;
    // The captured pieces in a row, each overlapping the one before by a third.
    const int size = std::max(12, fontMetrics().height());
    const qreal ratio = devicePixelRatioF();
    const int step = size * 2 / 3;
    QPixmap row(QSize(captured.isEmpty() ? 1 : step * (int(captured.size()) - 1) + size, size) *
                ratio);
    row.setDevicePixelRatio(ratio);
    row.fill(Qt::transparent);
    QPainter painter(&row);
    for (int i = 0; i < captured.size(); ++i) {
        const QChar c = captured[i];
        const auto type =
            PieceType(std::string_view(PieceLetter).find(char(c.toLower().unicode())));
        painter.drawPixmap(i * step, 0, pieceIcon(c.isUpper() ? White : Black, type, size, ratio));
    }
    painter.end();
    m_pieces->setPixmap(row);
    m_pieces->setVisible(!captured.isEmpty());
}

QString PlayerStrip::advantageText() const {
    return m_advantage->text();
}

void PlayerStrip::setClock(bool enabled, qint64 remainingMs, qint64 baseMs, bool running) {
    m_clock->setVisible(enabled);
    if (!enabled) return;
    m_clock->setText(formatClock(remainingMs));
    m_warning = remainingMs < std::min<qint64>(20'000, baseMs / 4);
    QString style;
    if (m_warning)
        style = running ? QStringLiteral("background: #c62828; color: white;")
                        : QStringLiteral("color: #c62828;");
    else if (running)
        style = QStringLiteral("background: #2e7d32; color: white;");
    style += QStringLiteral(" border-radius: 3px; padding: 1px 4px;");
    if (style != m_clockStyle)
        m_clock->setStyleSheet(m_clockStyle = style); // not ten times a second
    const QString owner = m_colour == White ? tr("White's clock") : tr("Black's clock");
    m_clock->setToolTip(owner);
    // What a screen reader reads of it: whose it is, the time, and the warning the colour gives.
    const QString spoken = m_warning ? tr("%1: %2, little time left").arg(owner, m_clock->text())
                                     : tr("%1: %2").arg(owner, m_clock->text());
    if (spoken != m_clock->accessibleName()) m_clock->setAccessibleName(spoken);
}

QString PlayerStrip::clockText() const {
    return m_clock->isVisibleTo(this) ? m_clock->text() : QString();
}

void PlayerStrip::setToMove(bool toMove) {
    if (toMove == m_toMove) return;
    m_toMove = toMove;
    updateSwatch();
}

void PlayerStrip::setThinking(bool thinking) {
    m_thinking->setVisible(thinking);
}

bool PlayerStrip::thinkingShown() const {
    return m_thinking->isVisibleTo(this);
}

// The colour of the side in a small square; the side to move has it framed in the
// highlight colour.
void PlayerStrip::updateSwatch() {
    const QColor fill = m_colour == White ? QColor(0xf4, 0xf4, 0xf4) : QColor(0x20, 0x20, 0x20);
    const QColor frame =
        m_toMove ? palette().color(QPalette::Highlight) : palette().color(QPalette::Mid);
    const QString style =
        QStringLiteral("background: %1; border: %2px solid %3;")
            .arg(fill.name(), m_toMove ? QStringLiteral("3") : QStringLiteral("1"), frame.name());
    // A style sheet set polishes the widget again, even the same one: the strips are refreshed
    // after every move and clock change, the swatch changes only with the turn.
    if (style != m_swatch->styleSheet()) m_swatch->setStyleSheet(style);
}

void PlayerStrip::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        m_thinking->setText(tr("thinking…"));
        setPlayer(m_name->text(), m_colour);
    }
    if (event->type() == QEvent::PaletteChange) updateSwatch();
    QFrame::changeEvent(event);
}

// Minutes and seconds; tenths of a second below twenty seconds, hours above an hour.
QString PlayerStrip::formatClock(qint64 ms) {
    const qint64 tenths = ms / 100;
    const qint64 seconds = tenths / 10, minutes = seconds / 60, hours = minutes / 60;
    if (hours > 0)
        return QStringLiteral("%1:%2:%3")
            .arg(hours)
            .arg(minutes % 60, 2, 10, QLatin1Char('0'))
            .arg(seconds % 60, 2, 10, QLatin1Char('0'));
    if (minutes >= 1 || ms >= 20'000)
        return QStringLiteral("%1:%2").arg(minutes).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2.%3")
        .arg(minutes)
        .arg(seconds % 60, 2, 10, QLatin1Char('0'))
        .arg(tenths % 10);
}

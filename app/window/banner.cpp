#include "banner.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include <algorithm>

Banner::Banner(Tone tone, QWidget* parent) : QFrame(parent), m_label(new QLabel(this)) {
    static constexpr const char* Colors[] = {"#dce9f7", "#dcf2dc", "#fbeccb"};
    setObjectName(QStringLiteral("banner"));
    setStyleSheet(QStringLiteral("#banner { background: %1; border: 1px solid palette(mid);"
                                 " border-radius: 4px; } #banner QLabel { color: #202020; }")
                      .arg(QLatin1String(Colors[tone])));
    m_label->setWordWrap(true);
    m_label->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    QFont f = m_label->font();
    f.setBold(true);
    m_label->setFont(f);
    m_layout = new QHBoxLayout(this);
    m_layout->setContentsMargins(10, 6, 6, 6);
    m_layout->addWidget(m_label, 1);
    m_label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // its width is given
    m_label->installEventFilter(this);
    hide();
}

void Banner::setText(const QString& text, const QString& spoken) {
    m_text = text;
    m_label->setToolTip(text);
    m_label->setAccessibleName(spoken.isEmpty() ? text : spoken);
    askForWidth();
    fitText();
}

void Banner::changeEvent(QEvent* event) {
    QFrame::changeEvent(event);
    if (event->type() == QEvent::FontChange) askForWidth();
}

// The narrowest width at which the whole text takes two lines, asked of the layout as the
// label's minimum, so that at the window's smallest size a sentence ("Checkmate — White wins",
// "Мат — белые выиграли", a draw claimed) is not cut, whatever the buttons beside it take in
// the language in use. A text that needs more than about forty characters a line is a notice
// of many words: it asks for nothing and is cut with "…" (fitText), all of it in the tooltip.
void Banner::askForWidth() {
    const QFontMetrics metrics(m_label->font());
    const auto fits = [&](int width) {
        return metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, m_text)
                   .height() <= 2 * metrics.lineSpacing();
    };
    const int most = metrics.averageCharWidth() * 40;
    int need = 0;
    if (!m_text.isEmpty() && fits(most)) {
        int low = 1, high = most; // the narrowest that fits
        while (low < high) {
            const int mid = (low + high) / 2;
            if (fits(mid))
                high = mid;
            else
                low = mid + 1;
        }
        need = low;
    }
    if (need == m_label->minimumWidth()) return;
    m_label->setMinimumWidth(need);
    emit needChanged();
}

QString Banner::text() const {
    return m_text;
}

bool Banner::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_label && event->type() == QEvent::Resize) fitText();
    return QFrame::eventFilter(watched, event);
}

void Banner::fitText() {
    const QFontMetrics metrics(m_label->font());
    const QRect space(0, 0, std::max(1, m_label->width()), 1 << 20);
    const auto fits = [&](const QString& text) {
        return metrics.boundingRect(space, Qt::TextWordWrap, text).height() <=
               2 * metrics.lineSpacing();
    };
    if (fits(m_text)) {
        m_label->setText(m_text);
        return;
    }
    qsizetype low = 0, high = m_text.size(); // the longest start that fits with "…"
    while (low < high) {
        const qsizetype mid = (low + high + 1) / 2;
        if (fits(m_text.left(mid).trimmed() + QStringLiteral("…")))
            low = mid;
        else
            high = mid - 1;
    }
    m_label->setText(m_text.left(low).trimmed() + QStringLiteral("…"));
}

// Tab reaches a button of the banner on top (BannerArea); a click does not take the focus
// from the board.
QPushButton* Banner::addButton(const QString& text) {
    auto* button = new QPushButton(text, this);
    button->setAutoDefault(false);
    button->setFocusPolicy(Qt::TabFocus);
    m_layout->addWidget(button);
    return button;
}

void Banner::setDefaultButton(QPushButton* button) {
    if (button == m_default) return;
    if (m_default) m_default->setDefault(false);
    m_default = button;
    if (m_default) m_default->setDefault(true);
}

QList<QPushButton*> Banner::buttons() const {
    QList<QPushButton*> list;
    for (int i = 0; i < m_layout->count(); ++i)
        if (auto* b = qobject_cast<QPushButton*>(m_layout->itemAt(i)->widget())) list << b;
    return list;
}

BannerArea::BannerArea(QWidget* parent) : QWidget(parent), m_status(new QLabel(this)) {
    m_status->setObjectName(QStringLiteral("turnLine"));
    m_status->setAlignment(Qt::AlignCenter);
    m_status->setWordWrap(true);
    QFont f = m_status->font();
    f.setPointSizeF(f.pointSizeF() * 1.1);
    m_status->setFont(f);
    fitHeight();
}

void BannerArea::addBanner(Banner* banner) {
    connect(banner, &Banner::needChanged, this, &QWidget::updateGeometry);
    banner->setParent(this);
    banner->setGeometry(rect());
    banner->installEventFilter(this);
    banner->hide();
    m_banners << banner;
    updateFocus();
}

Banner* BannerArea::top() const {
    for (auto it = m_banners.crbegin(); it != m_banners.crend(); ++it)
        if (!(*it)->isHidden()) return *it;
    return nullptr;
}

QSize BannerArea::minimumSizeHint() const {
    QSize size = m_status->minimumSizeHint();
    for (const Banner* banner : m_banners)
        size.setWidth(std::max(size.width(), banner->minimumSizeHint().width()));
    return size;
}

QPushButton* BannerArea::defaultButton() const {
    const Banner* banner = top();
    QPushButton* button = banner ? banner->defaultButton() : nullptr;
    return button && !button->isHidden() && button->isEnabled() ? button : nullptr;
}

// The buttons of a banner under another are kept out of Tab's way (click focus only, which no
// click can give them, hidden as they are); not NoFocus, which would keep them out of the
// window's tab order for good (QWidget::setTabOrder skips such widgets).
void BannerArea::updateFocus() {
    const Banner* shown = top();
    for (const Banner* banner : std::as_const(m_banners))
        for (QPushButton* b : banner->buttons())
            b->setFocusPolicy(banner == shown ? Qt::TabFocus : Qt::ClickFocus);
}

void BannerArea::setStatus(const QString& text) {
    m_status->setText(text);
}

QString BannerArea::status() const {
    return m_status->text();
}

// A banner shown comes on top of the others; one hidden lets the one under it be seen.
bool BannerArea::eventFilter(QObject* watched, QEvent* event) {
    auto* banner = qobject_cast<Banner*>(watched);
    if (banner && (event->type() == QEvent::Show || event->type() == QEvent::Hide)) {
        if (event->type() == QEvent::Show) {
            banner->raise();
            m_banners.removeOne(banner);
            m_banners << banner;
        }
        updateFocus();
        emit topChanged();
    }
    return QWidget::eventFilter(watched, event);
}

void BannerArea::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    for (QWidget* child : findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly))
        child->setGeometry(rect());
}

// Two lines of bold text and the banner's margins, or a button, whichever is taller.
void BannerArea::fitHeight() {
    QFont bold = font();
    bold.setBold(true);
    const int text = QFontMetrics(bold).lineSpacing() * 2 + 14;
    QPushButton probe(QStringLiteral("OK"));
    setFixedHeight(std::max(text, probe.sizeHint().height() + 14));
}

void BannerArea::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) fitHeight();
}

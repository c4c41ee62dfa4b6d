#include "windowbanners.h"

#include "announcer.h"
#include "banner.h"
#include "gamecontroller.h"

#include <QKeyEvent>
#include <QPushButton>
#include <QTimer>

using namespace ferz;

WindowBanners::WindowBanners(GameController& game, Announcer& announcer, QWidget* window)
    : QObject(window), m_game(game), m_announcer(announcer), m_area(new BannerArea(window)),
      m_end(new Banner(Banner::Success, window)), m_claim(new Banner(Banner::Warning, window)),
      m_review(new Banner(Banner::Info, window)), m_notice(new Banner(Banner::Info, window)) {
    for (Banner* b : {m_end, m_claim, m_review, m_notice}) m_area->addBanner(b);
    // The buttons, by name (their words: retranslate()).
    const auto button = [](Banner* banner, const char* name) {
        QPushButton* b = banner->addButton(QString());
        b->setObjectName(QLatin1String(name));
        return b;
    };
    QPushButton* newGame = button(m_end, "newGameButton");
    connect(newGame, &QPushButton::clicked, this, &WindowBanners::newGameClicked);
    m_end->setDefaultButton(newGame);
    connect(button(m_end, "reviewButton"), &QPushButton::clicked, this,
            &WindowBanners::reviewClicked);
    connect(button(m_end, "analyseButton"), &QPushButton::clicked, this,
            &WindowBanners::analyseClicked);
    connect(button(m_end, "closeButton"), &QPushButton::clicked, m_end, &QWidget::hide);
    connect(button(m_claim, "claimButton"), &QPushButton::clicked, &m_game,
            &GameController::claimDraw);
    m_playOn = button(m_claim, "playOnButton");
    connect(m_playOn, &QPushButton::clicked, &m_game, &GameController::playOn);
    connect(button(m_review, "backToGameButton"), &QPushButton::clicked, this,
            &WindowBanners::backToGameClicked);
    QPushButton* ok = button(m_notice, "okButton");
    connect(ok, &QPushButton::clicked, this, &WindowBanners::dismissNotice);
    m_notice->setDefaultButton(ok);
}

QList<QPushButton*> WindowBanners::buttons() const {
    QList<QPushButton*> all;
    for (Banner* banner : {m_end, m_claim, m_review, m_notice}) all << banner->buttons();
    return all;
}

void WindowBanners::pressOnEnter(const QList<QWidget*>& widgets, std::function<bool()> keyIsFree) {
    m_keyIsFree = std::move(keyIsFree);
    for (QWidget* w : widgets) w->installEventFilter(this);
}

bool WindowBanners::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        QPushButton* button = m_area->defaultButton();
        if (button && (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) &&
            !(key->modifiers() & ~Qt::KeypadModifier) && (!m_keyIsFree || m_keyIsFree())) {
            button->click();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

void WindowBanners::showNotice(const Words& words, bool transient) {
    const QString text = words();
    m_waiting.removeIf([&text](const Words& waiting) { return waiting() == text; });
    // The newest shows at once; one that stays and was not yet done with comes back after it.
    if (m_notice->isVisibleTo(m_area) && !m_noticeTransient && m_notice->text() != text)
        m_waiting.prepend(m_noticeWords);
    display(words, transient);
}

void WindowBanners::display(const Words& words, bool transient, bool say) {
    m_noticeWords = words;
    m_noticeTransient = transient;
    const QString text = words();
    if (say) m_announcer.say(text); // the banner shows it
    m_notice->setText(text);
    m_notice->setDefaultButton(transient ? nullptr : m_notice->buttons().front());
    m_notice->show();
    const int count = ++m_noticeCount;
    if (transient)
        QTimer::singleShot(4000, m_notice, [this, count] {
            if (count == m_noticeCount) dismissNotice();
        });
}

void WindowBanners::dismissNotice() {
    if (m_waiting.isEmpty()) {
        ++m_noticeCount; // a transient one's timer no longer applies
        m_notice->hide();
        return;
    }
    // Back from under a passing notice it was said already; after a newer one's OK, again.
    display(m_waiting.takeFirst(), false, !m_noticeTransient);
}

void WindowBanners::showEnd(bool say, const Words& more) {
    m_endMore = more;
    const QString added = m_endMore();
    m_end->setText(m_game.describe(m_game.outcome()) +
                   (added.isEmpty() ? QString() : u'\n' + added));
    m_end->show();
    if (say) m_announcer.say(m_end->text()); // the banner shows it
    m_claim->hide();
    clearNotices();
}

void WindowBanners::clearNotices() {
    m_waiting.clear();
    dismissNotice();
}

void WindowBanners::updateState() {
    m_claim->setVisible(m_game.canClaimDraw());
    m_playOn->setVisible(m_game.claimWaiting());
    // While the computer waits, Enter plays on: the harmless answer. On the user's turn Enter
    // stays the board's, to move.
    m_claim->setDefaultButton(m_game.claimWaiting() ? m_playOn : nullptr);
    if (m_game.canClaimDraw()) {
        const bool threefold = m_game.status().canClaimThreefold;
        if (m_game.claimWaiting())
            m_claim->setText(
                threefold ? tr("Your move repeats the position a third time: you may claim a "
                               "draw, or play on.")
                          : tr("Your move completes fifty moves without a capture or a pawn "
                               "move: you may claim a draw, or play on."));
        else
            m_claim->setText(
                threefold ? tr("This position has occurred three times: you may claim a draw.")
                          : tr("Fifty moves without a capture or a pawn move: you may claim a "
                               "draw."));
    }
    const bool claimShown = m_claim->isVisibleTo(m_area);
    if (claimShown && m_claim->text() != m_claimSaid)
        m_announcer.say(m_claim->text()); // the banner shows it
    m_claimSaid = claimShown ? m_claim->text() : QString();
    m_area->setStatus(statusText());
}

QString WindowBanners::statusText() const {
    if (m_game.over()) return {};
    if (m_game.paused()) return tr("Paused: press P to play on");
    const GameStatus status = m_game.status();
    const bool white = m_game.position().sideToMove() == White;
    QString text;
    if (m_game.claimWaiting())
        return tr("You may claim a draw: the computer waits until you claim or play on");
    if (m_game.onlyRead()) // a game of a file: nobody plays it until the user moves
        return white ? tr("From a file, White to move: a move plays on against %1")
                           .arg(m_game.computerName())
                     : tr("From a file, Black to move: a move plays on against %1")
                           .arg(m_game.computerName());
    if (m_game.twoPlayers())
        text = white ? tr("White to move") : tr("Black to move");
    else if (m_game.isHumanTurn())
        text = white ? tr("Your move (White)") : tr("Your move (Black)");
    else
        text = white ? tr("White (the computer) to move") : tr("Black (the computer) to move");
    if (status.inCheck)
        text += white ? tr(" — the white king is in check") : tr(" — the black king is in check");
    return text;
}

void WindowBanners::retranslate() {
    const std::pair<const char*, QString> words[] = {
        {"newGameButton", tr("New game")},        {"reviewButton", tr("Review")},
        {"analyseButton", tr("Analyse")},         {"closeButton", tr("Close")},
        {"claimButton", tr("Claim draw")},        {"playOnButton", tr("Play on")},
        {"backToGameButton", tr("Back to game")}, {"okButton", tr("OK")}};
    for (const auto& [name, text] : words)
        m_area->findChild<QPushButton*>(QLatin1String(name))->setText(text);
    if (m_game.over()) {
        const QString added = m_endMore();
        m_end->setText(m_game.describe(m_game.outcome()) +
                       (added.isEmpty() ? QString() : u'\n' + added));
    }
    m_notice->setText(m_noticeWords());
    updateState();
}

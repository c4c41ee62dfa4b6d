// The banners over the board and the panel, in their band (BannerArea): the end of a game (New
// game, Review, Analyse, Close), a draw the user may claim (Claim draw, Play on), the review of
// an earlier position (Back to game) and notices (OK). It words them in the language in use,
// says the band's line of whose turn it is, and lets Enter press the default button of the
// banner on top from the widgets it is given (the board, the move list). The window decides
// when a banner shows; its buttons' clicks that reach beyond the game are signals.
//
// Threading contract: GUI thread only.
#pragma once

#include "words.h"

#include <QList>
#include <QObject>
#include <QString>

#include <functional>

class Announcer;
class Banner;
class BannerArea;
class GameController;
class QPushButton;
class QWidget;

class WindowBanners : public QObject {
    Q_OBJECT
public:
    /// The banners, made in `window`; the end and claim banners tell `game`'s state, and what a
    /// banner shows anew is said through `announcer`.
    WindowBanners(GameController& game, Announcer& announcer, QWidget* window);

    BannerArea* area() const { return m_area; }
    Banner* end() const { return m_end; }
    Banner* claim() const { return m_claim; }
    Banner* review() const { return m_review; }
    Banner* notice() const { return m_notice; }
    /// Every banner's buttons, in Tab's order.
    QList<QPushButton*> buttons() const;

    /// Enter or Return on one of `widgets` presses the default button of the banner on top,
    /// while `keyIsFree()` (the board holds no piece and chooses no promotion).
    void pressOnEnter(const QList<QWidget*>& widgets, std::function<bool()> keyIsFree);

    /// A notice over the board, worded anew when the language changes; a transient one goes by
    /// itself after a few seconds (and leaves Enter to the board meanwhile). The newest shows
    /// at once; a notice that stays and was not yet done with comes back after it, so that
    /// none is lost unread (a library set aside, then the engines found, on a first start).
    void showNotice(const Words& words, bool transient = false);
    /// The notice on show is done with (its OK): the next one waiting shows, or none.
    void dismissNotice();
    /// No notice any more, neither the one on show nor those waiting (a move played, the game
    /// replaced: what they said is behind the game now).
    void clearNotices();
    /// A notice that stays, for the parts' signals that carry their words only.
    void tell(const Words& words) { showNotice(words); }
    /// The end of the game: said once, with the end banner; the claim and the notices go.
    /// `more`: a sentence on a line after the end's (where the game left the user's repertoire).
    void showEnd(bool say, const Words& more = {});
    /// The claim banner and the band's line follow the game's state (and are said when the
    /// claim banner's text is new).
    void updateState();
    /// Whose turn it is (or what the game waits for), for the band under the banners. The end
    /// of a game is the end banner's to say.
    QString statusText() const;
    /// The banners' buttons, the notice and the end in the language in use.
    void retranslate();

signals:
    void newGameClicked();
    void reviewClicked();
    void analyseClicked();
    void backToGameClicked();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void display(const Words& words, bool transient, bool say = true);

    GameController& m_game;
    Announcer& m_announcer;
    BannerArea* m_area;
    Banner* m_end;
    Banner* m_claim;
    Banner* m_review;
    Banner* m_notice;
    QPushButton* m_playOn;
    QList<QWidget*> m_enterFrom;
    std::function<bool()> m_keyIsFree;
    QString m_claimSaid; // the claim banner's text when it was last said
    Words m_noticeWords;
    bool m_noticeTransient = false;
    QList<Words> m_waiting; // notices that stay, covered by the one on show, latest first
    Words m_endMore;        // after the end's sentence
    int m_noticeCount = 0;  // a transient notice hides only if no other came after it
};

// A strip above the board and the panel that says something and offers buttons: the end of
// the game, the review of an earlier position, a draw that may be claimed, the computer's
// answer to an offer. Its text takes at most two lines (all of it in the tooltip). A text of a
// sentence or so is shown whole: the banner asks for the width its words need in two lines
// beside the buttons, and the window keeps it (BannerArea's minimum width); a longer one is
// cut with "…".
//
// Banners live in a BannerArea: a band of fixed height, so that a banner that comes or goes
// never moves the board. The banner shown last lies on top; when it goes, the one under it is
// seen again, and with none the band says whose turn it is. Tab reaches the buttons of the
// banner on top only (the others are hidden under it); a banner's default button is the one
// Enter presses while the banner is on top (the window sends it there: defaultButton()).
#pragma once

#include <QFrame>

class QHBoxLayout;
class QLabel;
class QPushButton;

class Banner : public QFrame {
    Q_OBJECT
public:
    enum Tone { Info, Success, Warning };

    explicit Banner(Tone tone, QWidget* parent = nullptr);

    /// Shows `text`; a screen reader reads `spoken` in its place when it is given (moves in
    /// letters where the banner shows figurines).
    void setText(const QString& text, const QString& spoken = QString());
    QString text() const;
    /// Adds a button; its clicked signal is the caller's to connect.
    QPushButton* addButton(const QString& text);
    /// The button Enter presses while the banner is on top (nullptr: none, Enter is the
    /// board's); drawn as a default button.
    void setDefaultButton(QPushButton* button);
    QPushButton* defaultButton() const { return m_default; }
    /// The buttons, in their order.
    QList<QPushButton*> buttons() const;

signals:
    /// The width the banner needs changed (a new text, a new font).
    void needChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void fitText();     // two lines at most, with "…" when the whole text takes more
    void askForWidth(); // the label's minimum width: its text whole in two lines, if it may

    QString m_text;
    QLabel* m_label;
    QHBoxLayout* m_layout;
    QPushButton* m_default = nullptr;
};

class BannerArea : public QWidget {
    Q_OBJECT
public:
    explicit BannerArea(QWidget* parent = nullptr);

    /// Takes `banner` into the band (as a child), above the ones before.
    void addBanner(Banner* banner);
    /// The line under the banners: whose turn it is, or what the game waits for.
    void setStatus(const QString& text);
    QString status() const;
    /// The banner seen on top, or nullptr when none shows.
    Banner* top() const;
    /// The default button of the banner on top, when it has one that can be pressed.
    QPushButton* defaultButton() const;
    /// As wide as the widest need of its banners, shown or not: one that shows never asks the
    /// window for more room.
    QSize minimumSizeHint() const override;

signals:
    /// A banner came or went: the one on top may be another (the window's Tab order follows).
    void topChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void fitHeight();
    void updateFocus(); // Tab reaches the buttons of the banner on top only

    QLabel* m_status;
    QList<Banner*> m_banners; // in the order they lie, the top one last
};

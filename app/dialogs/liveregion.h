// A live status element: text that a screen reader speaks when it changes, without focus.
//
// Qt 6.4 has no announcement event (6.8 adds one), so the region's accessible role is
// Notification, its name its text, and each announcement hides and shows it again, which
// AT-SPI sends as object:state-changed:showing: the event Orca speaks for a notification (Orca
// 43 says the text and keeps it in its list of notifications). What is announced in one turn
// of the event loop is said as one. The window's Announcer is one, shown as a line at its
// foot, which shows what it says unless a banner shows it already, and otherwise the state of
// things (the position on show: setSteadyText); a dialog gets an unseen one from
// describeChoices (dialogaccess.h).
#pragma once

#include <QLabel>
#include <QStringList>

class LiveRegion : public QLabel {
    Q_OBJECT
public:
    explicit LiveRegion(QWidget* parent = nullptr);

    /// Says `text` and shows it.
    void announce(const QString& text);
    /// Says `text` without showing it: for what is on screen already (a banner), which the
    /// region's line would only repeat.
    void say(const QString& text);
    /// What the line shows when nothing passing does: the state of things, in words. It
    /// replaces what an earlier announcement showed (in this turn of the event loop too: that
    /// is still said), at once and without a word; what is announced after it is shown
    /// instead, until the next call.
    void setSteadyText(const QString& text);
    /// What the region said last (the whole announcement, shown or not).
    QString lastAnnouncement() const { return m_last; }

signals:
    void announced(const QString& text);

private:
    void add(const QString& text, bool shown);
    void flush();

    QStringList m_pending; // all that is said in this turn of the event loop
    QStringList m_shown;   // the part of it the line shows
    QString m_last;
};

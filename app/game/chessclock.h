// A chess clock with Fischer increment: the running side's time runs down; when it passes the
// move, its clock stops and the increment is added to its time. Which clock runs, and when, is
// the game's to say (GameController): the clock itself only counts. Lives in the GUI thread.
#pragma once

#include "types.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

struct TimeControl {
    qint64 baseMs = 0; // zero: no clock
    qint64 incrementMs = 0;
    bool enabled() const { return baseMs > 0; }
};

class ChessClock : public QObject {
    Q_OBJECT
public:
    explicit ChessClock(QObject* parent = nullptr);

    /// Both sides get the base time; the clock stands still.
    void reset(const TimeControl& control);
    /// Sets both remaining times (to take back moves) and stops the clock.
    void setRemaining(qint64 whiteMs, qint64 blackMs);
    /// Starts the clock of `side` (without an increment for anyone).
    void start(ferz::Color side);
    /// `side` has moved: the clock stops and `side` gains the increment.
    void passMove(ferz::Color side);
    void stop();

    const TimeControl& control() const { return m_control; }
    bool enabled() const { return m_control.enabled(); }
    bool running() const { return m_running; }
    ferz::Color runningSide() const { return m_side; }
    /// The time left to `side`, counting the running period; never negative.
    qint64 remainingMs(ferz::Color side) const;

signals:
    /// About ten times a second while the clock runs, and at every change.
    void changed();
    void flagFell(ferz::Color side);

private:
    void settle(); // moves the running period into the running side's remaining time
    void check();

    TimeControl m_control;
    qint64 m_remaining[2] = {0, 0};
    ferz::Color m_side = ferz::White;
    bool m_running = false;
    QElapsedTimer m_elapsed;
    QTimer m_ticker;
};

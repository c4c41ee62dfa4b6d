#include "chessclock.h"

#include <algorithm>

ChessClock::ChessClock(QObject* parent) : QObject(parent) {
    m_ticker.setInterval(100);
    connect(&m_ticker, &QTimer::timeout, this, &ChessClock::check);
}

void ChessClock::reset(const TimeControl& control) {
    m_control = control;
    setRemaining(control.baseMs, control.baseMs);
}

void ChessClock::setRemaining(qint64 whiteMs, qint64 blackMs) {
    stop();
    m_remaining[ferz::White] = whiteMs;
    m_remaining[ferz::Black] = blackMs;
    emit changed();
}

void ChessClock::start(ferz::Color side) {
    if (!enabled()) return;
    settle();
    m_side = side;
    m_running = true;
    m_elapsed.start();
    m_ticker.start();
    emit changed();
}

void ChessClock::passMove(ferz::Color side) {
    if (!enabled()) return;
    stop();
    m_remaining[side] += m_control.incrementMs;
    emit changed();
}

void ChessClock::stop() {
    if (!m_running) return; // nothing changes: no refresh of the strips for it
    settle();
    m_running = false;
    m_ticker.stop();
    emit changed();
}

qint64 ChessClock::remainingMs(ferz::Color side) const {
    qint64 ms = m_remaining[side];
    if (m_running && side == m_side) ms -= m_elapsed.elapsed();
    return std::max<qint64>(ms, 0);
}

void ChessClock::settle() {
    if (!m_running) return;
    m_remaining[m_side] -= m_elapsed.restart();
}

void ChessClock::check() {
    if (m_running && remainingMs(m_side) == 0) {
        stop();
        m_remaining[m_side] = 0;
        emit flagFell(m_side);
        return;
    }
    emit changed();
}

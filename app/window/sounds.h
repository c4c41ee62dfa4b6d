// Short sounds for moves, captures, checks and the end of a game (made for Ferz: see
// resources/README.md). Silent when switched off or when the system has no audio output.
#pragma once

#include <QObject>

#include <array>

class QSoundEffect;

class Sounds : public QObject {
    Q_OBJECT
public:
    enum Kind { Move, Capture, Check, GameEnd };

    explicit Sounds(QObject* parent = nullptr);

    void setEnabled(bool on) { m_enabled = on; }
    bool enabled() const { return m_enabled; }
    void play(Kind kind);

private:
    bool m_enabled = true;
    std::array<QSoundEffect*, 4> m_effects{};
};

// Speaking what the window announces (the moves, the end, notices) through Qt TextToSpeech, for
// a player who has no screen reader running. Off by default (View → Speak Moves); it needs a
// speech backend at run time (speech-dispatcher, or flite), and says so when there is none.
#pragma once

#include <QObject>
#include <QString>

class QTextToSpeech;

class Speech : public QObject {
    Q_OBJECT
public:
    explicit Speech(QObject* parent = nullptr);

    /// Turns speech on or off. Turning it on makes the engine the first time; false (and
    /// speech stays off) when there is no speech backend.
    bool setEnabled(bool on);
    bool enabled() const { return m_enabled; }
    /// Says `text` in the language of the window, cutting off what is still being said.
    void say(const QString& text);
    /// What was given to the speech engine last (for tests).
    QString lastSaid() const { return m_lastSaid; }

private:
    QTextToSpeech* m_engine = nullptr;
    bool m_enabled = false;
    QString m_lastSaid;
};

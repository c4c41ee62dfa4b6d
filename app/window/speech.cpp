#include "speech.h"

#include <QLocale>
#include <QTextToSpeech>

Speech::Speech(QObject* parent) : QObject(parent) {
}

bool Speech::setEnabled(bool on) {
    if (on && !m_engine) {
        if (QTextToSpeech::availableEngines().isEmpty()) return false;
        m_engine = new QTextToSpeech(this);
    }
    if (on && m_engine->state() == QTextToSpeech::Error) return false;
    m_enabled = on;
    if (!on && m_engine) m_engine->stop();
    return true;
}

void Speech::say(const QString& text) {
    if (!m_enabled || text.isEmpty()) return;
    m_engine->setLocale(QLocale()); // the language the window speaks now
    m_engine->say(text);
    m_lastSaid = text;
}

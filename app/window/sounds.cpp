#include "sounds.h"

#include <QSoundEffect>
#include <QUrl>

Sounds::Sounds(QObject* parent) : QObject(parent) {
}

void Sounds::play(Kind kind) {
    if (!m_enabled) return;
    QSoundEffect*& effect = m_effects[std::size_t(kind)];
    if (!effect) { // loaded on first use, so a silent game never touches the audio system
        static constexpr const char* Files[] = {"move", "capture", "check", "gameend"};
        effect = new QSoundEffect(this);
        effect->setSource(
            QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(Files[kind]))));
        effect->setVolume(0.6f);
    }
    effect->play();
}

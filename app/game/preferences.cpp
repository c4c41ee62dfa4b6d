#include "preferences.h"

#include "engineconfig.h"
#include "gamecontroller.h"
#include "level.h"
#include "openingbook.h"

#include <QCoreApplication>
#include <QSettings>

#include <algorithm>
#include <climits>

#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

namespace {

int readInt(const QSettings& s, const QString& key, int fallback, int low, int high) {
    bool ok = false;
    const int v = s.value(key).toInt(&ok);
    return ok && v >= low && v <= high ? v : fallback;
}

bool readBool(const QSettings& s, const QString& key, bool fallback) {
    const QVariant v = s.value(key);
    if (!v.isValid()) return fallback;
    const QString text = v.toString().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1")) return true;
    if (text == QLatin1String("false") || text == QLatin1String("0")) return false;
    return fallback;
}

} // namespace

Preferences Preferences::load(const QSettings& s) {
    Preferences p;
    // Labels once went up to 2800, before they were measured: the strongest label and any
    // above it are full strength (0).
    int elo = readInt(s, QStringLiteral("game/level"), p.elo, 0, INT_MAX);
    if (elo >= ferz::MaxElo) elo = 0;
    p.elo = levels().contains(elo) ? elo : p.elo;
    p.engineElo = readInt(s, QStringLiteral("game/engineLevel"), p.engineElo, 0, 10'000);
    p.playerName = s.value(QStringLiteral("player/name")).toString().simplified().left(80);
    if (p.playerName.isEmpty()) p.playerName = systemUserName();
    for (const QString& name : s.value(QStringLiteral("player/otherNames")).toStringList())
        if (const QString n = name.simplified().left(80); !n.isEmpty() && p.otherNames.size() < 20)
            p.otherNames << n;
    p.opponent = s.value(QStringLiteral("game/opponent")).toString();
    p.twoPlayers = readBool(s, QStringLiteral("game/twoPlayers"), p.twoPlayers);
    p.opponentName =
        s.value(QStringLiteral("player/opponentName")).toString().simplified().left(80);
    p.turnBoard = readBool(s, QStringLiteral("board/turnEachMove"), p.turnBoard);
    p.side = Side(readInt(s, QStringLiteral("game/side"), p.side, PlayWhite, PlayRandom));
    p.book = s.value(QStringLiteral("game/book"), p.book).toString();
    if (p.book.isEmpty()) p.book = OpeningBook::own();
    p.clockMinutes = readInt(s, QStringLiteral("game/clockMinutes"), 0, 0, 600);
    p.clockIncrementSeconds = readInt(s, QStringLiteral("game/clockIncrement"), 0, 0, 600);
    p.chess960 = readBool(s, QStringLiteral("game/chess960"), p.chess960);
    p.chess960Number = readInt(s, QStringLiteral("game/chess960Position"), -1, -1, 959);
    p.theme = s.value(QStringLiteral("board/theme")).toString(); // checked by the window
    p.sound = readBool(s, QStringLiteral("board/sound"), p.sound);
    p.speech = readBool(s, QStringLiteral("board/speech"), p.speech);
    p.animationMs = readInt(s, QStringLiteral("board/animationMs"), p.animationMs, 0, 2000);
    p.showThinking = readBool(s, QStringLiteral("board/showThinking"), p.showThinking);
    p.figurines = readBool(s, QStringLiteral("board/figurines"), p.figurines);
    p.trainingAnalysis = readBool(s, QStringLiteral("training/analyse"), p.trainingAnalysis);
    p.analysisEngine = s.value(QStringLiteral("analysis/engine")).toString();
    p.reviewEngine = s.value(QStringLiteral("review/engine")).toString();
    p.analysisLines = readInt(s, QStringLiteral("analysis/lines"), p.analysisLines, 1, 5);
    p.analysisThreads = readInt(s, QStringLiteral("analysis/threads"), 0, 0, 1024);
    p.analysisHashMegabytes =
        readInt(s, QStringLiteral("analysis/hashMegabytes"), p.analysisHashMegabytes, 1, 65536);
    return p;
}

void Preferences::save(QSettings& s) const {
    s.setValue(QStringLiteral("player/name"), playerName);
    s.setValue(QStringLiteral("training/analyse"), trainingAnalysis);
    s.setValue(QStringLiteral("player/otherNames"), otherNames);
    s.setValue(QStringLiteral("game/opponent"), opponent);
    s.setValue(QStringLiteral("game/twoPlayers"), twoPlayers);
    s.setValue(QStringLiteral("player/opponentName"), opponentName);
    s.setValue(QStringLiteral("board/turnEachMove"), turnBoard);
    s.setValue(QStringLiteral("game/level"), elo);
    s.setValue(QStringLiteral("game/engineLevel"), engineElo);
    s.setValue(QStringLiteral("game/side"), int(side));
    s.setValue(QStringLiteral("game/book"), book);
    s.setValue(QStringLiteral("game/clockMinutes"), clockMinutes);
    s.setValue(QStringLiteral("game/clockIncrement"), clockIncrementSeconds);
    s.setValue(QStringLiteral("game/chess960"), chess960);
    s.setValue(QStringLiteral("game/chess960Position"), chess960Number);
    s.setValue(QStringLiteral("board/theme"), theme);
    s.setValue(QStringLiteral("board/sound"), sound);
    s.setValue(QStringLiteral("board/speech"), speech);
    s.setValue(QStringLiteral("board/animationMs"), animationMs);
    s.setValue(QStringLiteral("board/showThinking"), showThinking);
    s.setValue(QStringLiteral("board/figurines"), figurines);
    s.setValue(QStringLiteral("analysis/engine"), analysisEngine);
    s.setValue(QStringLiteral("review/engine"), reviewEngine);
    s.setValue(QStringLiteral("analysis/lines"), analysisLines);
    s.setValue(QStringLiteral("analysis/threads"), analysisThreads);
    s.setValue(QStringLiteral("analysis/hashMegabytes"), analysisHashMegabytes);
}

void Preferences::applyTo(GameSetup& setup, const QList<EngineConfig>& engines) const {
    setup.playerName = playerName;
    setup.twoPlayers = twoPlayers;
    setup.opponentName = twoPlayers ? opponentName : QString();
    setup.elo.reset();
    if (elo) setup.elo = elo;
    setup.engine.reset();
    for (const EngineConfig& e : engines) {
        if (twoPlayers || opponent.isEmpty() || e.name != opponent) continue;
        setup.engine = e;
        setup.engine->setStrength(engineElo); // when it has levels; else its options say
    }
    // The book is Ferz's engine's: another engine plays from its own, if it has one. A book
    // that cannot be read (a file since removed) leaves the game without one.
    setup.bookChoice = book;
    setup.book = setup.engine || twoPlayers ? nullptr : OpeningBook::load(book);
    setup.clock.baseMs = qint64(clockMinutes) * 60'000;
    setup.clock.incrementMs = qint64(clockIncrementSeconds) * 1000;
    setup.chess960 = chess960;
    if (chess960) {
        setup.start = chess960Start(chess960Number);
        setup.book = nullptr; // Ferz's book is standard chess's
        setup.openingMoves.clear();
    }
}

QString Preferences::systemUserName() {
#ifdef Q_OS_UNIX
    if (const passwd* pw = getpwuid(getuid())) {
        // GECOS: "Full Name,Room,Work phone,Home phone,Other".
        const QString full = QString::fromLocal8Bit(pw->pw_gecos ? pw->pw_gecos : "")
                                 .section(QLatin1Char(','), 0, 0);
        if (!full.trimmed().isEmpty()) return full.simplified();
        if (pw->pw_name && *pw->pw_name) return QString::fromLocal8Bit(pw->pw_name);
    }
#endif
    return qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME")).simplified();
}

QList<int> Preferences::levels(int minElo, int maxElo) {
    QList<int> list;
    // Ferz's strongest label is full strength, so it is offered once, as full strength.
    for (int elo = ferz::MinElo; elo <= maxElo; elo += 200)
        if (elo >= minElo) list << elo;
    list << 0;
    return list;
}

QString Preferences::shortLevelName(int elo) {
    if (elo == 0 || elo >= ferz::MaxElo)
        return QCoreApplication::translate("Preferences", "Full strength");
    return QCoreApplication::translate("Preferences", "%1 Elo").arg(elo);
}

QString Preferences::levelName(int elo, bool ferz) {
    QString word;
    if (elo == 0 && !ferz) return QCoreApplication::translate("Preferences", "Full strength");
    if (elo == 0 || (ferz && elo >= ferz::MaxElo)) {
        elo = ferz::MaxElo;
        word = QCoreApplication::translate("Preferences", "full strength");
    } else if (elo < 1000)
        word = QCoreApplication::translate("Preferences", "beginner");
    else if (elo < 1400)
        word = QCoreApplication::translate("Preferences", "casual player");
    else if (elo < 1800)
        word = QCoreApplication::translate("Preferences", "club player");
    else if (elo < 2200)
        word = QCoreApplication::translate("Preferences", "strong club player");
    else
        word = QCoreApplication::translate("Preferences", "master");
    return QCoreApplication::translate("Preferences", "%1 Elo — %2").arg(elo).arg(word);
}

std::optional<EngineConfig> Preferences::reviewJudge(const QList<EngineConfig>& engines) const {
    if (reviewEngine.isEmpty()) return std::nullopt;
    for (const EngineConfig& e : engines)
        if (e.name == reviewEngine) return e;
    return std::nullopt;
}

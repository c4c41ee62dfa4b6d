#include "gamesetup.h"

#include "level.h"

#include <algorithm>

using namespace ferz;

int moveTimeMs(std::optional<int> elo) {
    if (!elo) return 2000;
    const int e = std::clamp(*elo, MinElo, MaxElo);
    return 400 + (e - MinElo) * 1100 / (MaxElo - MinElo);
}

SearchRequest searchRequest(const Game& game, const GameSetup& setup, const ChessClock& clock) {
    SearchRequest r;
    r.position = game.position();
    r.history = game.keys();
    r.history.pop_back(); // the engine adds the current position itself
    r.elo = setup.elo;
    r.book = setup.book;
    r.bookStartPly = setup.bookStartPly;
    r.startFen = game.startPosition().fen();
    r.moves = game.moves();
    if (clock.enabled()) {
        for (Color c : {White, Black}) {
            r.limits.timeMs[c] = int(clock.remainingMs(c));
            r.limits.incMs[c] = int(clock.control().incrementMs);
        }
    } else {
        r.limits.movetimeMs = moveTimeMs(setup.elo);
    }
    return r;
}

QString playingName(const EngineConfig& engine) {
    QString elo;
    bool limited = false;
    for (const auto& [option, value] : engine.options) {
        if (option.compare(QLatin1String("UCI_Elo"), Qt::CaseInsensitive) == 0) elo = value;
        if (option.compare(QLatin1String("UCI_LimitStrength"), Qt::CaseInsensitive) == 0)
            limited = value.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;
    }
    return limited && !elo.isEmpty() ? QStringLiteral("%1 %2").arg(engine.name, elo) : engine.name;
}

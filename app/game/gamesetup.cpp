#include "gamesetup.h"

#include "chess960.h"
#include "level.h"

#include <QRandomGenerator>

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
    r.book = setup.chess960 ? nullptr : setup.book; // Ferz's book is standard chess's
    r.bookStartPly = setup.bookStartPly;
    r.chess960 = setup.chess960;
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

bool isChess960Game(const PgnTags& tags, const Position& start) {
    for (const auto& [name, value] : tags)
        if (name == "Variant" && isChess960Variant(value)) return true;
    return start.hasChess960Castling();
}

Position chess960Start(int number) {
    if (number < 0 || number >= Chess960Positions)
        number = int(QRandomGenerator::global()->bounded(Chess960Positions));
    return *chess960Position(number);
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

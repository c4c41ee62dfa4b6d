#include "uciinfo.h"

#include "notation.h"

#include <algorithm>

using namespace ferz;

UciInfo readUciInfo(const Position& position, const QStringList& words) {
    UciInfo info;
    SearchProgress& p = info.progress;
    bool ok = true;
    const auto number = [&](qsizetype i) {
        bool read = false;
        const qlonglong n = words[i].toLongLong(&read);
        ok = ok && read;
        return n;
    };
    for (qsizetype i = 1; ok && i + 1 < words.size(); ++i) {
        const QString& key = words[i];
        if (key == QLatin1String("depth")) {
            p.depth = int(std::clamp<qlonglong>(number(++i), 0, MaxPly));
        } else if (key == QLatin1String("multipv")) {
            p.line = int(std::clamp<qlonglong>(number(++i), 1, 256));
        } else if (key == QLatin1String("nodes")) {
            p.nodes = quint64(std::max<qlonglong>(number(++i), 0));
        } else if (key == QLatin1String("score") && i + 2 < words.size()) {
            const bool mate = words[i + 1] == QLatin1String("mate");
            ok = mate || words[i + 1] == QLatin1String("cp");
            const int value = int(std::clamp<qlonglong>(number(i + 2), -100'000, 100'000));
            i += 2;
            info.scored = true;
            p.mate = mate;
            p.mateIn = mate ? std::clamp(value, -MaxPly / 2, MaxPly / 2) : 0;
            p.score = !mate ? std::clamp(value, -ScoreMateInMaxPly + 1, ScoreMateInMaxPly - 1)
                      : p.mateIn > 0 ? mateIn(2 * p.mateIn - 1)
                                     : matedIn(-2 * p.mateIn);
        } else if (key == QLatin1String("lowerbound") || key == QLatin1String("upperbound")) {
            info.exact = false;
        } else if (key == QLatin1String("pv")) {
            Position pos = position;
            StateInfo st[MaxPly];
            for (qsizetype j = i + 1; j < words.size() && p.pv.size() < MaxPly; ++j) {
                const Parsed<Move> m = parseUci(pos, words[j].toStdString());
                if (!m) {
                    ok = false;
                    break;
                }
                pos.makeMove(*m, st[p.pv.size()]);
                p.pv.push_back(*m);
            }
            break;
        } else if (key == QLatin1String("string")) {
            break; // free text to the end of the line
        }
    }
    info.readable = ok;
    return info;
}

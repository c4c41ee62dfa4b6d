// ferz-analysis-board-bench: the analysis board's responsiveness, as printed numbers.
//
//   1. One position analysed for 5 s with all cores but one (the board's default): the
//      longest gap of the GUI event loop (a 1 ms QTimer measures the gaps) and how often the
//      lines were drawn.
//   2. Time from arriving at a node to its first line drawn, over 40 nodes of a long game
//      (a step, then 150 ms of analysis).
//   3. Holding → through the first 200 plies (100 moves) of that game, a step every 33 ms (a
//      keyboard's auto-repeat), three times: lines of another position drawn (must be 0),
//      nodes that got a line before the next step, the longest event-loop gap, and resident
//      memory after each pass (it must not grow from pass to pass).
//
// The game is the longest of tests/engine/data/match-games.pgn. The engine is Ferz's own, or the
// UCI engine given as the first argument (e.g. /usr/games/stockfish, which reports far more
// often: the panel's limit of ten drawings a second shows).
#include "analysisboard.h"
#include "gamecontroller.h"
#include "gamedocument.h"
#include "mainwindow.h"
#include "memory.h"
#include "reviewnavigator.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

// The game with the most plies of the file.
QByteArray longestGame(const QByteArray& pgn) {
    QByteArray best;
    int bestPlies = -1;
    qsizetype start = pgn.indexOf("[Event ");
    while (start >= 0) {
        const qsizetype next = pgn.indexOf("\n[Event ", start + 1);
        const QByteArray game = pgn.mid(start, next < 0 ? -1 : next + 1 - start);
        const qsizetype at = game.indexOf("[PlyCount \"");
        const int plies = at < 0 ? 0 : game.mid(at + 11, 4).split('"').front().toInt();
        if (plies > bestPlies) {
            bestPlies = plies;
            best = game;
        }
        start = next < 0 ? -1 : next + 1;
    }
    return best;
}

// Runs the event loop for `ms`.
void wait(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// Notes the longest gap between two ticks of a 1 ms timer.
struct GapMeter {
    QTimer ticker;
    QElapsedTimer sinceTick;
    qint64 longest = 0;
    GapMeter() {
        ticker.setTimerType(Qt::PreciseTimer);
        ticker.setInterval(1);
        QObject::connect(&ticker, &QTimer::timeout,
                         [this] { longest = std::max(longest, sinceTick.restart()); });
    }
    void start() {
        longest = 0;
        sinceTick.start();
        ticker.start();
    }
    void stop() { ticker.stop(); }
};

} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // each figure as soon as it is known
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("ferz.ini")), QSettings::IniFormat);
    settings.setValue(QStringLiteral("board/sound"), false);
    settings.setValue(QStringLiteral("board/animationMs"), 0);
    settings.setValue(QStringLiteral("engines/scanned"), true);
    const QStringList args = QApplication::arguments();
    if (args.size() > 1) {
        EngineConfig engine;
        engine.name = QStringLiteral("bench");
        engine.program = args[1];
        EngineConfig::save(settings, {engine});
        settings.setValue(QStringLiteral("analysis/engine"), engine.name);
    }
    MainWindow window(settings, dir.filePath(QStringLiteral("autosave.pgn")));
    window.show();
    wait(500);

    QFile source(QStringLiteral(FERZ_TEST_DATA "/match-games.pgn"));
    if (!source.open(QIODevice::ReadOnly)) return 1;
    const QString path = dir.filePath(QStringLiteral("long.pgn"));
    {
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly)) return 1;
        out.write(longestGame(source.readAll()));
    }
    if (!window.document()->open(path)) return 1;
    const int plies = std::min(200, int(window.game()->game().ply()));
    AnalysisBoard* board = window.analysisBoard();
    EnginePanel* panel = board->panel();
    ReviewNavigator* review = window.review();
    std::printf("game: %d plies (of %zu), engine: %s, threads: %d, hash: %d MB\n", plies,
                window.game()->game().ply(), qPrintable(board->analysis()->engineName()),
                board->analysis()->settings().threads, board->analysis()->settings().hashMegabytes);

    // Every drawing: lines of the position on show only, and when a node got its first line.
    long stale = 0;
    QElapsedTimer sinceArrival;
    qint64 firstLineMs = -1;
    QObject::connect(panel, &EnginePanel::shown, [&] {
        if (panel->shownLines().empty()) return;
        const ferz::Position shown = review->position();
        bool ok = panel->shownPosition().key() == shown.key();
        for (const AnalysisLine& line : panel->shownLines())
            ok = ok && !line.pv.empty() && shown.isLegal(line.pv.front());
        if (!ok) ++stale;
        if (firstLineMs < 0) firstLineMs = sinceArrival.elapsed();
    });
    const auto arrive = [&](int ply) {
        firstLineMs = -1;
        sinceArrival.start();
        review->showPly(ply);
    };

    // Phase 1.
    GapMeter gaps;
    arrive(30);
    board->setOpen(true);
    const int paintsBefore = panel->paints();
    gaps.start();
    wait(5000);
    gaps.stop();
    std::printf("one position, 5 s: longest event-loop gap %lld ms, lines drawn %.1f times a "
                "second, depth %d\n",
                static_cast<long long>(gaps.longest), (panel->paints() - paintsBefore) / 5.0,
                panel->shownLines().empty() ? 0 : panel->shownLines().front().depth);

    // Phase 2.
    gaps.start();
    std::vector<qint64> first;
    for (int ply = 40; ply < 40 + 2 * 40 && ply <= plies; ply += 2) {
        arrive(ply);
        QElapsedTimer waited;
        waited.start();
        while (firstLineMs < 0 && waited.elapsed() < 2000) wait(1);
        first.push_back(firstLineMs < 0 ? 2000 : firstLineMs);
        wait(150);
    }
    gaps.stop();
    std::sort(first.begin(), first.end());
    std::printf("arrival to first line drawn, %zu nodes: median %lld ms, worst %lld ms; longest "
                "event-loop gap %lld ms\n",
                first.size(), static_cast<long long>(first[first.size() / 2]),
                static_cast<long long>(first.back()), static_cast<long long>(gaps.longest));

    // Phase 3.
    for (int pass = 1; pass <= 3; ++pass) {
        arrive(0);
        wait(100);
        int withLine = 0;
        gaps.start();
        for (int ply = 1; ply <= plies; ++ply) {
            const bool had = firstLineMs >= 0;
            withLine += had;
            firstLineMs = -1;
            sinceArrival.start();
            window.action(QStringLiteral("next"))->trigger(); // what → does
            wait(33);
        }
        gaps.stop();
        std::printf("holding →, pass %d: %d plies, %d had a line before the next step, lines of "
                    "another position drawn: %ld, longest event-loop gap %lld ms, resident "
                    "memory %.1f MB\n",
                    pass, plies, withLine, stale, static_cast<long long>(gaps.longest),
                    double(residentKilobytes()) / 1024);
    }
    return stale == 0 ? 0 : 1;
}

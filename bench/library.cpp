// ferz-library-bench: the game library's speed, as printed numbers, against the targets of
// issue 39.
//
//   1. Import: a generated PGN file of 10,000 games (random legal games of 20 to 160 plies,
//      with players, dates, results, levels and clocks of many kinds) into a new library, in
//      this thread (one core). Target: at least 1,000 games a second; with the position index
//      (schema 7, issue 54), at least 2,500.
//   2. The Games window on that library: from its construction to its first paint, with the
//      10,000 rows read. Target: under 300 ms.
//   3. A filter: each of the window's filters (a search by text, an opponent, a level, a
//      colour, a result, a period) and a sort, from the change to the list read again and
//      painted. Target: under 100 ms.
//   4. Storing a finished game: what the window's thread does (the PGN written and handed to
//      the writer thread), for long games, and what the writer then takes. Target: the
//      window never blocked more than 16 ms.
//   5. The position index (issue 54): the opening tree of the start position (every game's)
//      and of a position after one move, for all games and for the user's, target under 50 ms;
//      the games that reached a position (the Games window's filter), target under 200 ms; the
//      file with and without the index (target: at most 3x), and the migration that fills it.
//      The material index (schema 8): the games of each kind of ending (the Games window's
//      Material box), target under 200 ms.
//
// Run it from the build: build/bench/ferz-library-bench [games] (10,000 by default; it needs a
// display, or QT_QPA_PLATFORM=offscreen).
#include "library.h"
#include "game.h"
#include "gameswindow.h"
#include "librarystore.h"
#include "movegen.h"
#include "notation.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLineEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <QWindow>

#include <QSqlDatabase>
#include <QSqlQuery>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <vector>

using namespace ferz;

namespace {

// A random legal game of about `plies` plies, as PGN with the tags a real library has.
PgnGame randomGame(std::mt19937& rng, int index) {
    static const char* const names[] = {"Anna",  "Boris", "Chen", "Dora", "Emil", "Fatima",
                                        "Goran", "Hana",  "Ivan", "Jun",  "Kofi", "Lena"};
    PgnGame pgn;
    Game game;
    const int plies = 20 + int(rng() % 141);
    for (int i = 0; i < plies && !game.status().over(); ++i) {
        const MoveList moves(game.position());
        const Move m = *(moves.begin() + std::ptrdiff_t(rng() % moves.size()));
        PgnMove pm;
        pm.move = m;
        if (rng() % 4 == 0) pm.clockMs = std::int64_t(rng() % 600'000);
        pgn.moves.push_back(pm);
        game.play(m);
    }
    const char* results[] = {"1-0", "0-1", "1/2-1/2", "*"};
    pgn.result = results[rng() % 4];
    pgn.setTag("Event", index % 3 == 0 ? "Casual game" : "Rated blitz game");
    pgn.setTag("Site", "https://lichess.org/" + std::to_string(index));
    pgn.setTag("Date", "20" + std::to_string(20 + int(rng() % 7)) + "." +
                           std::to_string(10 + int(rng() % 3)) + "." +
                           std::to_string(10 + int(rng() % 18)));
    pgn.setTag("Round", std::to_string(index));
    const bool ferzGame = rng() % 3 == 0;
    const std::string user = "Anna";
    const std::string other = ferzGame
                                  ? "Ferz (" + std::to_string(600 + 200 * int(rng() % 10)) + " Elo)"
                                  : names[1 + rng() % 11];
    const bool userWhite = rng() % 2 == 0;
    pgn.setTag("White", userWhite ? user : other);
    pgn.setTag("Black", userWhite ? other : user);
    if (ferzGame) pgn.setTag("FerzLevel", std::to_string(600 + 200 * int(rng() % 10)));
    // The players' ratings of a game from a server, as the index holds them (schema 12); from
    // the game's number, so that the games' moves are those of the runs before them.
    if (!ferzGame) {
        pgn.setTag("WhiteElo", std::to_string(1000 + (index * 37) % 1500));
        pgn.setTag("BlackElo", std::to_string(1000 + (index * 53) % 1500));
    }
    const char* clocks[] = {"60+0", "180+2", "300+3", "600+5", "900+10"};
    pgn.setTag("TimeControl", clocks[rng() % 5]);
    pgn.setTag("Termination", "Normal");
    return pgn;
}

// Runs the event loop until `done` (or `timeoutMs`); whether it came.
template <class Done>
bool waitUntil(Done done, int timeoutMs) {
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    return done();
}

double msSince(const QElapsedTimer& timer) {
    return double(timer.nsecsElapsed()) / 1e6;
}

// Median of five runs of `run`, in ms.
template <class Run>
double median5(Run run) {
    std::vector<double> times;
    for (int i = 0; i < 5; ++i) {
        QElapsedTimer timer;
        timer.start();
        run();
        times.push_back(msSince(timer));
    }
    std::sort(times.begin(), times.end());
    return times[2];
}

// 5. The position index: its queries, its size, its migration (on a copy of the library).
void indexFigures(const QString& libraryPath, const QString& copyPath) {
    Library library(libraryPath, QStringLiteral("index"));
    if (!library.open(nullptr)) return;
    std::printf("5. the position index (schema 12):\n");
    const Position start;
    std::size_t moves = 0;
    double ms = median5([&] { moves = library.tree(start).size(); });
    std::printf("   tree of the start position, all games: %zu moves in %.1f ms (median of 5) "
                "(target: under 50)\n",
                moves, ms);
    TreeFilter mine{TreeFilter::Games::MineAsWhite, {}};
    ms = median5([&] { moves = library.tree(start, mine).size(); });
    std::printf("   the same, the user's games as White: %zu moves in %.1f ms\n", moves, ms);
    Position e4 = start;
    StateInfo undo;
    e4.makeMove(*parseSan(e4, "e4"), undo);
    int games = 0;
    ms = median5([&] {
        const QList<TreeMove> tree = library.tree(e4);
        games = 0;
        for (const TreeMove& m : tree) games += m.games;
    });
    std::printf("   tree after 1. e4: %d games in %.1f ms\n", games, ms);
    LibraryFilter filter;
    qsizetype found = 0;
    for (const auto& [what, key] :
         {std::pair{"1. e4", e4.key()}, std::pair{"the start", start.key()}}) {
        filter.positionKey = qint64(key);
        ms = median5([&] { found = library.ids(filter).size(); });
        std::printf("   games that reached the position after %s: %lld in %.1f ms (median of 5) "
                    "(target: under 200)\n",
                    what, static_cast<long long>(found), ms);
    }
    filter = {};
    const char* const kinds[] = {"pawn",        "knight", "bishop",           "opposite bishops",
                                 "B against N", "rook",   "rook and a minor", "queen"};
    static_assert(std::size(kinds) == AllMaterialKinds.size());
    for (const MaterialKind kind : AllMaterialKinds) {
        filter.material = kind;
        ms = median5([&] { found = library.ids(filter).size(); });
        std::printf("   games with %s endings: %lld in %.1f ms (median of 5) (target: under "
                    "200)\n",
                    kinds[int(kind)], static_cast<long long>(found), ms);
    }
    // The same library without the indexes, as schema 6 kept it: its size, and the migration.
    QFile::remove(copyPath);
    {
        QSqlQuery q(QSqlDatabase::database(QStringLiteral("index")));
        q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
        q.exec(QStringLiteral("VACUUM INTO '") + copyPath + QStringLiteral("'"));
    }
    const double with = double(QFileInfo(copyPath).size());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("c"));
        db.setDatabaseName(copyPath);
        db.open();
        QSqlQuery q(db);
        q.exec(QStringLiteral("DROP TABLE positions"));
        q.exec(QStringLiteral("DROP INDEX games_tree"));
        q.exec(QStringLiteral("DROP TABLE materials"));
        q.exec(QStringLiteral("PRAGMA user_version=6"));
        q.exec(QStringLiteral("VACUUM"));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("c"));
    const double without = double(QFileInfo(copyPath).size());
    std::printf("   library file (vacuumed): %.1f MB with the indexes, %.1f MB without: %.2fx "
                "(target: at most 3x)\n",
                with / 1e6, without / 1e6, with / without);
    Library migrated(copyPath, QStringLiteral("migrated"));
    QElapsedTimer timer;
    timer.start();
    const bool ok = migrated.open(nullptr);
    ms = msSince(timer);
    std::printf("   migration from schema 6 (every game indexed twice): %s in %.0f ms, %.0f "
                "games/s\n",
                ok ? "done" : "FAILED", ms, migrated.count() / (ms / 1000));
}

} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QTemporaryDir dir;
    // FERZ_BENCH_KEEP=1 keeps the generated PGN and the library, to look at with sqlite3.
    if (qEnvironmentVariableIsSet("FERZ_BENCH_KEEP")) {
        dir.setAutoRemove(false);
        std::printf("files kept in %s\n", qPrintable(dir.path()));
    }
    const QString pgnPath = dir.filePath(QStringLiteral("games.pgn"));
    const QString libraryPath = dir.filePath(QStringLiteral("library.sqlite"));
    const int Games = argc > 1 ? std::max(100, std::atoi(argv[1])) : 10'000;

    std::mt19937 rng(20261129);
    {
        std::ofstream out(QFile::encodeName(pgnPath).toStdString(), std::ios::binary);
        for (int i = 0; i < Games; ++i) out << writePgn(randomGame(rng, i)) << '\n';
    }
    std::printf("generated %d games, %.1f MB of PGN\n", Games,
                double(QFileInfo(pgnPath).size()) / 1e6);

    // 1. Import, in this thread.
    {
        Library library(libraryPath, QStringLiteral("import"));
        if (!library.open(nullptr)) return 1;
        std::ifstream in(QFile::encodeName(pgnPath).toStdString(), std::ios::binary);
        QElapsedTimer timer;
        timer.start();
        const ImportResult r = library.import(in, {QStringLiteral("Anna")});
        const double ms = msSince(timer);
        std::printf("1. import: %d added, %d known, %d unreadable in %.0f ms: %.0f games/s "
                    "(target: at least 2,500 with the index)\n",
                    r.added, r.duplicates, r.unreadable, ms, r.added / (ms / 1000));
        std::ifstream again(QFile::encodeName(pgnPath).toStdString(), std::ios::binary);
        timer.restart();
        const ImportResult known = library.import(again, {QStringLiteral("Anna")});
        std::printf("   the same file again: %d known in %.0f ms\n", known.duplicates,
                    msSince(timer));
    }
    std::printf("   library.sqlite: %.1f MB\n", double(QFileInfo(libraryPath).size()) / 1e6);

    indexFigures(libraryPath, dir.filePath(QStringLiteral("without-index.sqlite")));

    // 2. The Games window: the writer opens (and checks) the file first, as at start-up.
    LibraryStore store(libraryPath);
    QElapsedTimer opening;
    opening.start();
    store.open();
    if (!waitUntil([&store] { return store.isReady(); }, 30'000)) return 1;
    std::printf("2. the writer opened and checked the library in %.0f ms (its own thread, at "
                "start-up)\n",
                msSince(opening));
    std::vector<double> opens;
    for (int run = 0; run < 5; ++run) {
        bool painted = false;
        QElapsedTimer timer;
        timer.start();
        GamesWindow window(store, QStringLiteral("Anna"), {});
        struct PaintWatch : QObject {
            bool* painted;
            explicit PaintWatch(bool* p) : painted(p) {}
            bool eventFilter(QObject* o, QEvent* e) override {
                if (e->type() == QEvent::Paint) *painted = true;
                return QObject::eventFilter(o, e);
            }
        } watch(&painted);
        window.table()->viewport()->installEventFilter(&watch);
        window.show();
        while (!painted) QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        opens.push_back(msSince(timer));
        if (window.model()->rowCount() != Games)
            std::printf("   rows: %d!\n", window.model()->rowCount());
    }
    std::sort(opens.begin(), opens.end());
    std::printf("   the Games window, built, %d rows read and painted: %.0f ms (median of 5; "
                "slowest %.0f) (target: under 300)\n",
                Games, opens[2], opens.back());

    // 3. Filters, from the change to the list painted again.
    GamesWindow window(store, QStringLiteral("Anna"), {});
    window.show();
    waitUntil([&window] { return window.windowHandle() && window.windowHandle()->isExposed(); },
              5000);
    const auto timed = [&](const char* what, const std::function<void()>& change) {
        std::vector<double> times;
        for (int run = 0; run < 5; ++run) {
            QElapsedTimer timer;
            timer.start();
            change();
            window.table()->viewport()->repaint();
            times.push_back(msSince(timer));
        }
        std::sort(times.begin(), times.end());
        std::printf("   %-28s %6.1f ms (median of 5; slowest %.1f), %d rows at the end\n", what,
                    times[2], times.back(), window.model()->rowCount());
    };
    std::printf("3. filters and sorting (target: under 100 ms each):\n");
    bool boris = false;
    timed("search by text, then Enter", [&] {
        boris = !boris;
        window.searchField()->setText(boris ? QStringLiteral("boris") : QStringLiteral("ann"));
        emit window.searchField()->returnPressed();
    });
    // A box's choice and back, in turns; left as it was found, so the filters do not add up.
    const auto timedBox = [&](const char* what, QComboBox* box, int index) {
        timed(what,
              [box, index] { box->setCurrentIndex(box->currentIndex() == index ? 0 : index); });
        box->setCurrentIndex(0);
    };
    window.searchField()->clear();
    emit window.searchField()->returnPressed();
    timedBox("opponent", window.opponentBox(), 3);
    timedBox("level", window.levelBox(), 4);
    timedBox("your colour", window.colourBox(), 2);
    timedBox("your result", window.scoreBox(), 1);
    timedBox("period", window.periodBox(), 3);
    int column = 0;
    timed("sort by a column", [&] {
        column = (column + 1) % LibraryModel::ColumnCount;
        window.table()->sortByColumn(column, Qt::AscendingOrder);
    });

    // 4. Storing long games: the window's share, then the writer's.
    std::vector<double> blocking;
    std::vector<PgnGame> games;
    for (int i = 0; i < 50; ++i) {
        PgnGame g = randomGame(rng, Games + i);
        while (g.moves.size() < 150) g = randomGame(rng, Games + i);
        games.push_back(std::move(g));
    }
    int stored = 0;
    QObject::connect(&store, &LibraryStore::stored, [&stored](const QString&, bool ok) {
        if (ok) ++stored;
    });
    QElapsedTimer writes;
    writes.start();
    for (std::size_t i = 0; i < games.size(); ++i) {
        QElapsedTimer timer;
        timer.start();
        LibraryGame g = LibraryGame::fromPgn(games[i], GameSource::Played, White);
        g.uid = QStringLiteral("bench-%1").arg(i);
        store.store(g);
        blocking.push_back(msSince(timer));
    }
    waitUntil([&] { return stored == int(games.size()); }, 60'000);
    const double writerMs = msSince(writes);
    std::sort(blocking.begin(), blocking.end());
    std::printf(
        "4. storing a game of 150 plies or more: the window's thread %.2f ms (median of "
        "%zu; slowest %.2f) (target: at most 16);\n   the writer stored the %zu in %.0f ms\n",
        blocking[blocking.size() / 2], blocking.size(), blocking.back(), games.size(), writerMs);
    return 0;
}

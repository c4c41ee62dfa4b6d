// The library's position index (schema 7): the opening tree's counts against a hand-built
// library of a few games, a position found whichever move order reached it, the rows of a
// game going with it and coming again when it is stored again, and a library of schema 6
// migrated with every game kept and indexed (or, when the migration fails, left as it was).
// The material index (schema 8): the games of a kind of ending found, a balance that lasted
// a ply not counted, its rows going with the game, and a library of schema 7 indexed. The
// tree's facts in the position rows (schema 11): unknown dates and unfinished games counted
// as the games hold them, a game stored again counted anew, and a library of schema 10
// migrated with every game and row kept and the same trees. The opponents' average (schema
// 12): Ferz's level or the players' ratings, and a library of schema 11 given them.
#include "library.h"
#include "notation.h"

#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sstream>

using namespace ferz;

namespace {

std::string game(const std::string& white, const std::string& black, const std::string& date,
                 const std::string& result, const std::string& moves) {
    return "[Event \"Club\"]\n[Date \"" + date + "\"]\n[White \"" + white + "\"]\n[Black \"" +
           black + "\"]\n[Result \"" + result + "\"]\n\n" + moves + " " + result + "\n\n";
}

// The library of the tree's tests: four imported games and one played against Ferz.
const std::string Imported = game("Anna", "Bob", "2026.01.01", "1-0", "1. e4 e5 2. Nf3") +
                             game("Bob", "Anna", "2026.02.01", "0-1", "1. e4 c5") +
                             game("Cid", "Dan", "2025.05.05", "1/2-1/2", "1. d4 d5") +
                             game("Anna", "Cid", "2026.03.03", "0-1", "1. e4 e5 2. Bc4");
const char* const Played = R"pgn([Event "Casual game"]
[Date "2026.11.20"]
[White "Anna"]
[Black "Ferz (1200 Elo)"]
[Result "1/2-1/2"]
[FerzLevel "1200"]

1. e4 e5 1/2-1/2
)pgn";

Position after(const std::string& sans) {
    Position p;
    std::istringstream in(sans);
    std::string san;
    StateInfo undo;
    while (in >> san) {
        const Parsed<Move> m = parseSan(p, san);
        if (!m) qFatal("test move %s: %s", san.c_str(), m.error().c_str());
        p.makeMove(*m, undo);
    }
    return p;
}

// The tree as "SAN games won/drawn/lost", most played first.
QStringList treeOf(const Library& library, const Position& p, const TreeFilter& filter = {}) {
    QStringList out;
    for (const TreeMove& m : library.tree(p, filter))
        out << QStringLiteral("%1 %2 %3/%4/%5")
                   .arg(QString::fromStdString(toSan(p, m.move)))
                   .arg(m.games)
                   .arg(m.won)
                   .arg(m.drawn)
                   .arg(m.lost);
    return out;
}

int rowsOf(const QString& connection, const QString& where = {},
           const QString& table = QStringLiteral("positions")) {
    QSqlQuery q(QSqlDatabase::database(connection));
    if (!q.exec(QStringLiteral("SELECT count(*) FROM ") + table + where) || !q.next()) return -1;
    return q.value(0).toInt();
}

std::string fromFen(const std::string& white, const std::string& fen, const std::string& moves) {
    return "[White \"" + white + "\"]\n[Black \"Bob\"]\n[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"" +
           fen + "\"]\n\n" + moves + " *\n\n";
}

// The material search's games. A rook ending from the start; rooks exchanged into opposite
// bishops; a rook ending for one ply only, in an exchange that leaves bare kings; an opening.
const std::string Endings =
    fromFen("Rooks", "4k3/8/8/8/r7/8/4P3/R3K3 w - - 0 1", "1. Kd2 Kd7 2. Ke3 Ke6") +
    fromFen("Bishops", "r7/1k6/8/4b3/8/8/4P3/R2BK3 w - - 0 1", "1. Rxa8 Kxa8 2. Kf2 Kb7") +
    fromFen("Exchange", "3rk3/3q4/8/8/8/8/3Q4/3RK3 w - - 0 1", "1. Qxd7+ Rxd7 2. Rxd7 Kxd7") +
    game("Opening", "Bob", "2026.01.01", "*", "1. e4 e5");

// Games of unknown and partly known dates, and an unfinished one.
const std::string Dates = game("Eve", "Fay", "????.??.??", "*", "1. c4 c5") +
                          game("Eve", "Fay", "2024.??.??", "1-0", "1. c4 e5") +
                          game("Gus", "Hal", "2023.06.01", "0-1", "1. c4 e5 2. g3");

// Imported games with their players' ratings (none, "?" and a word among them), one from a
// position with Black to move, for the opponents' average rating (schema 12).
const std::string Rated =
    "[White \"Anna\"]\n[Black \"Bob\"]\n[WhiteElo \"1500\"]\n[BlackElo \"1700\"]\n"
    "[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n"
    "[White \"Cid\"]\n[Black \"Dan\"]\n[WhiteElo \"1900\"]\n[BlackElo \"?\"]\n"
    "[Result \"0-1\"]\n\n1. e4 c5 0-1\n\n"
    "[White \"Eve\"]\n[Black \"Fay\"]\n[WhiteElo \"2000\"]\n[BlackElo \"strong\"]\n"
    "[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]\n\n1... Kd7 2. "
    "Kd2 *\n\n";
const char* const EndgameFen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1";

// The tree with the newest date and the opponents' average of each move, for comparing trees.
QStringList fullTreeOf(const Library& library, const Position& p) {
    QStringList out = treeOf(library, p);
    const QList<TreeMove> moves = library.tree(p);
    for (qsizetype i = 0; i < moves.size() && i < out.size(); ++i)
        out[i] += QStringLiteral(" %1 %2")
                      .arg(moves[i].lastDate)
                      .arg(moves[i].averageOpponent ? QString::number(*moves[i].averageOpponent)
                                                    : QStringLiteral("-"));
    return out;
}

QStringList whitesOf(const Library& library, MaterialKind kind) {
    LibraryFilter filter;
    filter.material = kind;
    QStringList out;
    for (const LibraryRow& row : library.rows(filter)) out << row.white;
    out.sort();
    return out;
}

} // namespace

class TestLibraryExplore : public QObject {
    Q_OBJECT

private slots:
    void treeCounts();
    void treeFilters();
    void positionFoundByAnyMoveOrder();
    void rowsFollowTheGame();
    void schema6IsMigrated();
    void failedMigrationLeavesTheFile();
    void materialSearch();
    void schema7IsMigrated();
    void repetitionCountsOnce();
    void treeFactsFollowTheGames();
    void schema10IsMigrated();
    void treeAveragesTheOpponents();
    void schema11IsMigrated();

private:
    QString freshPath() { return m_dir.filePath(QStringLiteral("l%1.sqlite").arg(++m_files)); }
    // A library with the tree's games, open under `connection`.
    void fill(Library& library) {
        QVERIFY(library.open(nullptr));
        std::istringstream in(Imported);
        QCOMPARE(library.import(in, {QStringLiteral("anna")}).added, 4);
        const Parsed<PgnGame> played = readPgn(Played);
        QVERIFY(bool(played));
        LibraryGame g = LibraryGame::fromPgn(*played, GameSource::Played, White);
        g.uid = QStringLiteral("played-1");
        QVERIFY(library.store(g));
    }

    QTemporaryDir m_dir;
    int m_files = 0;
};

void TestLibraryExplore::treeCounts() {
    Library library(freshPath(), QStringLiteral("counts"));
    fill(library);
    // From the start, White to move: 1. e4 in four games, White won one, drew one, lost two.
    QCOMPARE(treeOf(library, Position()),
             QStringList({QStringLiteral("e4 4 1/1/2"), QStringLiteral("d4 1 0/1/0")}));
    const QList<TreeMove> start = library.tree(Position());
    QCOMPARE(start[0].lastDate, QStringLiteral("2026.11.20"));
    QVERIFY(start[0].averageOpponent.has_value());
    QCOMPARE(*start[0].averageOpponent, 1200.0); // the played game's level, the only one
    QVERIFY(!start[1].averageOpponent.has_value());
    QCOMPARE(start[1].lastDate, QStringLiteral("2025.05.05"));
    QCOMPARE(start[0].percent(), 37.5);
    // After 1. e4, Black to move: the score is Black's.
    QCOMPARE(treeOf(library, after("e4")),
             QStringList({QStringLiteral("e5 3 1/1/1"), QStringLiteral("c5 1 1/0/0")}));
    QCOMPARE(treeOf(library, after("e4 e5")),
             QStringList({QStringLiteral("Bc4 1 0/0/1"), QStringLiteral("Nf3 1 1/0/0")}));
    // The end of a game has no move; a position no game reached has none either.
    QCOMPARE(treeOf(library, after("e4 e5 Nf3")), QStringList());
    QCOMPARE(treeOf(library, after("a3")), QStringList());
}

void TestLibraryExplore::treeFilters() {
    Library library(freshPath(), QStringLiteral("filters"));
    fill(library);
    using G = TreeFilter::Games;
    QCOMPARE(treeOf(library, Position(), {G::Mine, {}}), QStringList({"e4 4 1/1/2"}));
    QCOMPARE(treeOf(library, Position(), {G::MineAsWhite, {}}), QStringList({"e4 3 1/1/1"}));
    QCOMPARE(treeOf(library, Position(), {G::MineAsBlack, {}}), QStringList({"e4 1 0/0/1"}));
    QCOMPARE(treeOf(library, Position(), {G::Imported, {}}),
             QStringList({"e4 3 1/0/2", "d4 1 0/1/0"}));
    QCOMPARE(treeOf(library, Position(), {G::Player, QStringLiteral("Cid")}),
             QStringList({"d4 1 0/1/0", "e4 1 0/0/1"}));
    QCOMPARE(treeOf(library, Position(), {G::Player, QStringLiteral("Nobody")}), QStringList());
}

void TestLibraryExplore::positionFoundByAnyMoveOrder() {
    Library library(freshPath(), QStringLiteral("order"));
    QVERIFY(library.open(nullptr));
    // The same position after 1. Nf3 d5 2. d4 and 1. d4 d5 2. Nf3; the first plays on, the
    // second ends there. The third passes by it (1. d4 d5 2. c4) and the fourth comes back to
    // the start twice, playing 1. Nf3 from it both times.
    const std::string text = game("A", "B", "2026.01.01", "1-0", "1. Nf3 d5 2. d4 Nf6") +
                             game("C", "D", "2026.01.02", "0-1", "1. d4 d5 2. Nf3") +
                             game("E", "F", "2026.01.03", "1-0", "1. d4 d5 2. c4") +
                             game("G", "H", "2026.01.04", "*", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3");
    std::istringstream in(text);
    QCOMPARE(library.import(in, {}).added, 4);
    const Position target = after("Nf3 d5 d4");
    QCOMPARE(target.key(), after("d4 d5 Nf3").key());
    LibraryFilter filter;
    filter.positionKey = qint64(target.key());
    QStringList whites;
    for (const LibraryRow& r : library.rows(filter, LibraryColumn::Date, Qt::AscendingOrder))
        whites << r.white;
    QCOMPARE(whites, QStringList({"A", "C"}));
    QCOMPARE(treeOf(library, target), QStringList({"Nf6 1 0/0/1"}));
    // Each game once, however often it came to the position; games tied in order of the move.
    QCOMPARE(treeOf(library, Position()), QStringList({"Nf3 2 1/0/0", "d4 2 1/0/1"}));
    filter.positionKey = qint64(after("a4").key());
    QVERIFY(library.rows(filter).isEmpty());
}

void TestLibraryExplore::rowsFollowTheGame() {
    Library library(freshPath(), QStringLiteral("follow"));
    fill(library);
    // Each game has a row for each position: its plies and its start.
    QCOMPARE(rowsOf(QStringLiteral("follow")), 4 + 3 + 3 + 4 + 3);
    // The played game taken back and played on: stored again, its old positions go.
    const Parsed<PgnGame> played = readPgn(std::string(Played));
    QVERIFY(bool(played));
    PgnGame changed = *played;
    changed.moves.pop_back();
    for (const char* san : {"c5", "Nf3"}) {
        Position p = changed.start;
        StateInfo undo;
        for (const PgnMove& m : changed.moves) p.makeMove(m.move, undo);
        PgnMove m;
        m.move = *parseSan(p, san);
        changed.moves.push_back(m);
    }
    LibraryGame g = LibraryGame::fromPgn(changed, GameSource::Played, White);
    g.uid = QStringLiteral("played-1");
    const std::optional<qint64> id = library.store(g);
    QVERIFY(id.has_value());
    QCOMPARE(rowsOf(QStringLiteral("follow"), QStringLiteral(" WHERE game_id = %1").arg(*id)), 4);
    QCOMPARE(treeOf(library, after("e4")),
             QStringList({QStringLiteral("c5 2 1/1/0"), QStringLiteral("e5 2 1/0/1")}));
    // Deleted games take their rows.
    QVERIFY(library.remove({*id}));
    QCOMPARE(rowsOf(QStringLiteral("follow")), 4 + 3 + 3 + 4);
    QVERIFY(library.remove(library.ids({})));
    QCOMPARE(rowsOf(QStringLiteral("follow")), 0);
}

void TestLibraryExplore::schema6IsMigrated() {
    const QString path = freshPath();
    {
        Library library(path, QStringLiteral("v6"));
        fill(library);
        // As schema 6 left it: no index.
        QSqlQuery q(QSqlDatabase::database(QStringLiteral("v6")));
        QVERIFY(q.exec(QStringLiteral("DROP TABLE positions")));
        QVERIFY(q.exec(QStringLiteral("DROP INDEX games_tree")));
        QVERIFY(q.exec(QStringLiteral("DROP TABLE materials")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version=6")));
    }
    Library library(path, QStringLiteral("v7"));
    // Both indexes are filled and the ratings read: each game read three times, the progress
    // said at the end.
    QList<std::pair<qint64, qint64>> progress;
    library.setMigrationProgress([&progress](qint64 done, qint64 total) {
        progress.append({done, total});
    });
    QString notice;
    QVERIFY(library.open(&notice));
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.back(), (std::pair<qint64, qint64>(15, 15)));
    QVERIFY2(notice.isEmpty(), qPrintable(notice));
    QSqlQuery q(QSqlDatabase::database(QStringLiteral("v7")));
    QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
    QCOMPARE(q.value(0).toInt(), Library::SchemaVersion);
    q.finish();
    QCOMPARE(library.count(), 5);
    QCOMPARE(rowsOf(QStringLiteral("v7")), 4 + 3 + 3 + 4 + 3);
    QCOMPARE(treeOf(library, Position()),
             QStringList({QStringLiteral("e4 4 1/1/2"), QStringLiteral("d4 1 0/1/0")}));
}

void TestLibraryExplore::materialSearch() {
    Library library(freshPath(), QStringLiteral("material"));
    QVERIFY(library.open(nullptr));
    std::istringstream in(Endings);
    QCOMPARE(library.import(in, {}).added, 4);
    using K = MaterialKind;
    QCOMPARE(whitesOf(library, K::RookEnding), QStringList{QStringLiteral("Rooks")});
    QCOMPARE(whitesOf(library, K::OppositeBishops), QStringList{QStringLiteral("Bishops")});
    QCOMPARE(whitesOf(library, K::BishopEnding), QStringList{QStringLiteral("Bishops")});
    QCOMPARE(whitesOf(library, K::QueenEnding), QStringList());
    QCOMPARE(whitesOf(library, K::PawnEnding), QStringList()); // bare kings have no pawns
    // With the other conditions: the rook ending's game is not Bob's as White.
    LibraryFilter filter;
    filter.material = K::RookEnding;
    filter.text = QStringLiteral("Rooks");
    QCOMPARE(library.rows(filter).size(), 1);
    filter.text = QStringLiteral("Opening");
    QCOMPARE(library.rows(filter).size(), 0);
    // A game's balances go with it.
    const int all = rowsOf(QStringLiteral("material"), {}, QStringLiteral("materials"));
    QVERIFY(all > 0);
    filter = {};
    filter.text = QStringLiteral("Rooks");
    const QList<qint64> rooks = library.ids(filter);
    QCOMPARE(rooks.size(), 1);
    const int rookRows =
        rowsOf(QStringLiteral("material"), QStringLiteral(" WHERE game_id = %1").arg(rooks.front()),
               QStringLiteral("materials"));
    QCOMPARE(rookRows, 1); // the rook ending, all along
    QVERIFY(library.remove(rooks));
    QCOMPARE(rowsOf(QStringLiteral("material"), {}, QStringLiteral("materials")), all - rookRows);
    QCOMPARE(whitesOf(library, K::RookEnding), QStringList());
}

void TestLibraryExplore::schema7IsMigrated() {
    const QString path = freshPath();
    {
        Library library(path, QStringLiteral("s7"));
        QVERIFY(library.open(nullptr));
        std::istringstream in(Endings);
        QCOMPARE(library.import(in, {}).added, 4);
        // As schema 7 left it: no material index, the position index by key, game and ply,
        // with a row for each time a game reached a position (here the rook game's start
        // twice, as a repetition would).
        QSqlQuery q(QSqlDatabase::database(QStringLiteral("s7")));
        QVERIFY(q.exec(QStringLiteral("DROP TABLE materials")));
        QVERIFY(q.exec(QStringLiteral("ALTER TABLE positions RENAME TO p8")));
        QVERIFY(q.exec(QStringLiteral(
            "CREATE TABLE positions (key INTEGER NOT NULL, game_id INTEGER NOT NULL, ply INTEGER "
            "NOT NULL, move INTEGER NOT NULL, PRIMARY KEY (key, game_id, ply)) WITHOUT ROWID")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO positions SELECT key, game_id, ply, move "
                                      "FROM p8")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO positions SELECT key, game_id, 40, move "
                                      "FROM p8 WHERE ply = 0 AND game_id = 1")));
        QVERIFY(q.exec(QStringLiteral("DROP TABLE p8")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version=7")));
        QCOMPARE(rowsOf(QStringLiteral("s7")), 5 + 5 + 5 + 3 + 1);
    }
    Library library(path, QStringLiteral("s8"));
    qint64 done = 0, total = 0;
    library.setMigrationProgress([&](qint64 d, qint64 t) {
        QVERIFY(d >= done); // it only goes forward
        done = d;
        total = t;
    });
    QString notice;
    QVERIFY(library.open(&notice));
    QCOMPARE(done, 8); // one index to fill and the ratings: each game read twice
    QCOMPARE(total, 8);
    QVERIFY2(notice.isEmpty(), qPrintable(notice));
    QCOMPARE(library.count(), 4);
    QCOMPARE(whitesOf(library, MaterialKind::RookEnding), QStringList{QStringLiteral("Rooks")});
    QCOMPARE(whitesOf(library, MaterialKind::OppositeBishops),
             QStringList{QStringLiteral("Bishops")});
    QCOMPARE(treeOf(library, Position()), QStringList{QStringLiteral("e4 1 0/0/0")});
    QCOMPARE(rowsOf(QStringLiteral("s8")), 5 + 5 + 5 + 3); // the repeated row once
    // The file passes the check of the next start (SQLite's quick_check) as it is.
    Library again(path, QStringLiteral("s8again"));
    QVERIFY(again.open(&notice));
    QVERIFY2(notice.isEmpty(), qPrintable(notice));
    QCOMPARE(again.count(), 4);
}

// A game that comes back to a position and plays the same move from it again (a repetition)
// counts once for that move; its rows go with it.
void TestLibraryExplore::repetitionCountsOnce() {
    Library library(freshPath(), QStringLiteral("repeat"));
    QVERIFY(library.open(nullptr));
    std::istringstream in(game("Anna", "Bob", "2026.01.01", "1/2-1/2",
                               "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8") +
                          game("Cid", "Dan", "2026.01.02", "1-0", "1. Nf3 d5"));
    QCOMPARE(library.import(in, {}).added, 2);
    QCOMPARE(treeOf(library, Position()), QStringList{QStringLiteral("Nf3 2 1/1/0")});
    QStringList afterNf3 = treeOf(library, after("Nf3"));
    afterNf3.sort();
    QCOMPARE(afterNf3, (QStringList{QStringLiteral("Nf6 1 0/1/0"), QStringLiteral("d5 1 0/0/1")}));
    // The first game: four positions with a move each, and the start again at its end.
    LibraryFilter anna;
    anna.text = QStringLiteral("Anna");
    const QList<qint64> ids = library.ids(anna);
    QCOMPARE(ids.size(), 1);
    QCOMPARE(rowsOf(QStringLiteral("repeat"), QStringLiteral(" WHERE game_id = %1").arg(ids[0])),
             5);
    QVERIFY(library.remove(ids));
    QCOMPARE(rowsOf(QStringLiteral("repeat")), 3);
}

void TestLibraryExplore::failedMigrationLeavesTheFile() {
    const QString path = freshPath();
    {
        Library library(path, QStringLiteral("broken6"));
        fill(library);
        // Schema 6 with something named as schema 7's table: its CREATE fails.
        QSqlQuery q(QSqlDatabase::database(QStringLiteral("broken6")));
        QVERIFY(q.exec(QStringLiteral("DROP TABLE positions")));
        QVERIFY(q.exec(QStringLiteral("DROP INDEX games_tree")));
        QVERIFY(q.exec(QStringLiteral("DROP TABLE materials")));
        QVERIFY(q.exec(QStringLiteral("CREATE VIEW positions AS SELECT 1 AS key")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version=6")));
    }
    {
        Library library(path, QStringLiteral("broken7"));
        QString notice;
        QVERIFY(!library.open(&notice));
        QVERIFY(!notice.isEmpty());
    }
    QVERIFY(QFileInfo::exists(path)); // not moved aside
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
    db.setDatabaseName(path);
    QVERIFY(db.open());
    {
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
        QCOMPARE(q.value(0).toInt(), 6);
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM games")) && q.next());
        QCOMPARE(q.value(0).toInt(), 5);
    }
    db.close();
    db = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

// The tree's facts in the position rows: an unfinished game counted in the games only, a date
// starting with '?' not counted as the newest, a partly known one counted as the text it is,
// and a game stored again (another result, a level) counted as it is now.
void TestLibraryExplore::treeFactsFollowTheGames() {
    Library library(freshPath(), QStringLiteral("facts"));
    QVERIFY(library.open(nullptr));
    std::istringstream in(Dates);
    QCOMPARE(library.import(in, {}).added, 3);
    QCOMPARE(fullTreeOf(library, Position()),
             QStringList{QStringLiteral("c4 3 1/0/1 2024.??.?? -")});
    QCOMPARE(
        fullTreeOf(library, after("c4")),
        (QStringList{QStringLiteral("e5 2 1/0/1 2024.??.?? -"), QStringLiteral("c5 1 0/0/0  -")}));
    const Parsed<PgnGame> played = readPgn(Played);
    QVERIFY(bool(played));
    LibraryGame g = LibraryGame::fromPgn(*played, GameSource::Played, White);
    g.uid = QStringLiteral("played-again");
    QVERIFY(library.store(g));
    QCOMPARE(fullTreeOf(library, Position()),
             (QStringList{QStringLiteral("c4 3 1/0/1 2024.??.?? -"),
                          QStringLiteral("e4 1 0/1/0 2026.11.20 1200")}));
    // Stored again, lost, at another level, on another day.
    PgnGame again = *played;
    again.result = "0-1";
    again.setTag("Result", "0-1");
    again.setTag("FerzLevel", "1600");
    again.setTag("Date", "2026.11.21");
    g = LibraryGame::fromPgn(again, GameSource::Played, White);
    g.uid = QStringLiteral("played-again");
    QVERIFY(library.store(g));
    QCOMPARE(fullTreeOf(library, Position()),
             (QStringList{QStringLiteral("c4 3 1/0/1 2024.??.?? -"),
                          QStringLiteral("e4 1 0/0/1 2026.11.21 1600")}));
}

// A library of schema 10 (the position rows without the games' facts) migrated: every game and
// row kept, each row with its game's facts, and the same trees as a library made now.
void TestLibraryExplore::schema10IsMigrated() {
    const QString path = freshPath();
    QList<QStringList> trees;
    const QList<Position> positions = {Position(), after("e4"), after("e4 e5"), after("c4"),
                                       after("d4")};
    int rows = 0;
    {
        Library library(path, QStringLiteral("s10"));
        fill(library);
        std::istringstream in(Dates);
        QCOMPARE(library.import(in, {}).added, 3);
        for (const Position& p : positions) trees << fullTreeOf(library, p);
        rows = rowsOf(QStringLiteral("s10"));
        QSqlQuery q(QSqlDatabase::database(QStringLiteral("s10")));
        QVERIFY(q.exec(QStringLiteral("ALTER TABLE positions RENAME TO p11")));
        QVERIFY(q.exec(QStringLiteral(
            "CREATE TABLE positions (key INTEGER NOT NULL, move INTEGER NOT NULL, game_id "
            "INTEGER NOT NULL, ply INTEGER NOT NULL, PRIMARY KEY (key, move, game_id)) "
            "WITHOUT ROWID")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO positions SELECT key, move, game_id, ply "
                                      "FROM p11")));
        QVERIFY(q.exec(QStringLiteral("DROP TABLE p11")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version=10")));
    }
    QCOMPARE(trees[0], (QStringList{QStringLiteral("e4 4 1/1/2 2026.11.20 1200"),
                                    QStringLiteral("c4 3 1/0/1 2024.??.?? -"),
                                    QStringLiteral("d4 1 0/1/0 2025.05.05 -")}));
    Library library(path, QStringLiteral("s11"));
    QString notice;
    QVERIFY(library.open(&notice));
    QVERIFY2(notice.isEmpty(), qPrintable(notice));
    QSqlQuery q(QSqlDatabase::database(QStringLiteral("s11")));
    QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
    QCOMPARE(q.value(0).toInt(), Library::SchemaVersion);
    q.finish();
    QCOMPARE(library.count(), 8);
    QCOMPARE(rowsOf(QStringLiteral("s11")), rows);
    // Each row has its game's facts: those of the game's result, level and date.
    QCOMPARE(rowsOf(QStringLiteral("s11"),
                    QStringLiteral(" p JOIN games g ON g.id = p.game_id WHERE "
                                   "p.white_score IS (CASE g.result WHEN '1-0' THEN 2 WHEN "
                                   "'1/2-1/2' THEN 1 WHEN '0-1' THEN 0 END) AND p.level IS "
                                   "g.level AND p.date IS (CASE WHEN g.date LIKE '?%' THEN "
                                   "NULL ELSE g.date END)")),
             rows);
    for (qsizetype i = 0; i < positions.size(); ++i)
        QCOMPARE(fullTreeOf(library, positions[i]), trees[i]);
    // The file passes the check of the next start (SQLite's quick_check) as it is.
    Library again(path, QStringLiteral("s11again"));
    QVERIFY(again.open(&notice));
    QVERIFY2(notice.isEmpty(), qPrintable(notice));
    QCOMPARE(fullTreeOf(again, Position()), trees[0]);
}

// The opponents' average: Ferz's level in the game it played, in an imported game the rating
// of the side not to move, each from the tags; a game with no rating for it not counted.
void TestLibraryExplore::treeAveragesTheOpponents() {
    Library library(freshPath(), QStringLiteral("rated"));
    fill(library);
    std::istringstream in(Rated);
    QCOMPARE(library.import(in, {}).added, 3);
    // From the start, White moves: 1. e4 against Bob's 1700, Dan's unknown rating, Ferz's
    // 1200, and none in the other three imported games.
    QCOMPARE(fullTreeOf(library, Position()),
             (QStringList{QStringLiteral("e4 6 2/1/3 2026.11.20 1450"),
                          QStringLiteral("d4 1 0/1/0 2025.05.05 -")}));
    // After 1. e4 Black moves, against White's rating: Anna's 1500 and Ferz's game for 1...e5,
    // Cid's 1900 for 1...c5.
    QCOMPARE(fullTreeOf(library, after("e4")),
             (QStringList{QStringLiteral("e5 4 1/1/2 2026.11.20 1350"),
                          QStringLiteral("c5 2 2/0/0 2026.02.01 1900")}));
    // Black to move at the start of a position set up: against White's 2000; then White moves
    // against a rating that is a word.
    const Parsed<Position> endgame = Position::fromFen(EndgameFen);
    QVERIFY(bool(endgame));
    QCOMPARE(fullTreeOf(library, *endgame), QStringList{QStringLiteral("Kd7 1 0/0/0  2000")});
    Position afterKd7 = *endgame;
    StateInfo undo;
    afterKd7.makeMove(*parseSan(afterKd7, "Kd7"), undo);
    QCOMPARE(fullTreeOf(library, afterKd7), QStringList{QStringLiteral("Kd2 1 0/0/0  -")});
}

// A library of schema 11 (no ratings in the position rows) migrated: the rows of its imported
// games take their ratings, and the trees are those of a library made now.
void TestLibraryExplore::schema11IsMigrated() {
    const QString path = freshPath();
    QList<QStringList> trees;
    const QList<Position> positions = {Position(), after("e4"), after("e4 e5"),
                                       *Position::fromFen(EndgameFen)};
    int rows = 0;
    {
        Library library(path, QStringLiteral("s11r"));
        fill(library);
        std::istringstream in(Rated);
        QCOMPARE(library.import(in, {}).added, 3);
        for (const Position& p : positions) trees << fullTreeOf(library, p);
        rows = rowsOf(QStringLiteral("s11r"));
        QSqlQuery q(QSqlDatabase::database(QStringLiteral("s11r")));
        QVERIFY(q.exec(QStringLiteral("UPDATE positions SET level = NULL WHERE game_id IN "
                                      "(SELECT id FROM games WHERE level IS NULL)")));
        QCOMPARE(q.numRowsAffected(), rows - 3); // all but the played game's three
        // The games as schema 11 kept them: no ratings, and their index without them.
        for (const char* statement :
             {"DROP INDEX games_tree", "ALTER TABLE games DROP COLUMN rating_even",
              "ALTER TABLE games DROP COLUMN rating_odd",
              "CREATE INDEX games_tree ON games (id, result, level, date, user_side, source)",
              "PRAGMA user_version=11"})
            QVERIFY2(q.exec(QString::fromLatin1(statement)), statement);
    }
    QCOMPARE(trees[0][0], QStringLiteral("e4 6 2/1/3 2026.11.20 1450"));
    Library library(path, QStringLiteral("s12"));
    qint64 done = 0, total = 0;
    library.setMigrationProgress([&](qint64 d, qint64 t) {
        done = d;
        total = t;
    });
    QString notice;
    QVERIFY2(library.open(&notice), qPrintable(notice));
    QVERIFY2(notice.isEmpty(), qPrintable(notice));
    QSqlQuery q(QSqlDatabase::database(QStringLiteral("s12")));
    QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
    QCOMPARE(q.value(0).toInt(), Library::SchemaVersion);
    q.finish();
    QCOMPARE(library.count(), 8);
    QCOMPARE(done, 8); // each game read once, for its ratings
    QCOMPARE(total, 8);
    QCOMPARE(rowsOf(QStringLiteral("s12")), rows);
    for (qsizetype i = 0; i < positions.size(); ++i)
        QCOMPARE(fullTreeOf(library, positions[i]), trees[i]);
    // A game imported into it has its ratings.
    std::istringstream more("[White \"Gil\"]\n[Black \"Hu\"]\n[WhiteElo \"1000\"]\n[BlackElo "
                            "\"2100\"]\n[Result \"*\"]\n\n1. d4 *\n\n");
    QCOMPARE(library.import(more, {}).added, 1);
    QCOMPARE(fullTreeOf(library, Position())[1], QStringLiteral("d4 2 0/1/0 2025.05.05 2100"));
}

QTEST_GUILESS_MAIN(TestLibraryExplore)
#include "tst_libraryexplore.moc"

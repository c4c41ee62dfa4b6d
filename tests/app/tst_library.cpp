// The game library (app/library): what is stored reads back exactly, the same game stored again
// keeps its row, imports count what they add and skip, the list filters and sorts as asked, and
// a file that cannot be used is moved aside, never written to. Then the Games window, driven
// as a user would: import, search, filters, sorting, open, export, delete; and the games the
// window plays arriving in it.
#include "banner.h"
#include "batchanalysis.h"
#include "gamecontroller.h"
#include "gamedocument.h"
#include "gamepolicy.h"
#include "gameswindow.h"
#include "guitest.h"
#include "library.h"
#include "librarypages.h"
#include "librarystore.h"
#include "mainwindow.h"
#include "movegen.h"
#include "newgamedialog.h"
#include "notation.h"
#include "playerstrip.h"
#include "ratinggraph.h"
#include "review.h"
#include "reviewnavigator.h"
#include "training.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <sstream>

// GCC 12 warns wrongly about assigning short literals to strings (its bug 105329).
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif

using namespace ferz;

namespace {

const char* const PlayedGame = R"pgn([Event "Casual game"]
[Site "?"]
[Date "2026.11.20"]
[Round "?"]
[White "Anna"]
[Black "Ferz (1200 Elo)"]
[Result "1-0"]
[FerzLevel "1200"]
[TimeControl "300+2"]
[Termination "normal"]

1. e4 {[%clk 0:05:01]} e5 2. Nf3 Nc6 (2... d6 {Philidor}) 3. Bb5 $1 a6 4. Ba4 Nf6
5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7
12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6 15. a4 c5 16. d5 c4 17. Bg5 h6 18. Be3 Nc5
19. Qd2 h5 20. Bg5 Be7 21. Ra3 Nfd7 22. Bxe7 Qxe7 1-0
)pgn";

PgnGame parse(const char* text) {
    const Parsed<PgnGame> game = readPgn(text);
    if (!game) qFatal("test game: %s", game.error().c_str());
    return *game;
}

// A game of `plies` legal moves from the start, between `white` and `black`.
std::string smallGame(const std::string& white, const std::string& black, const std::string& date,
                      const std::string& result, const std::string& moves) {
    return "[Event \"Club\"]\n[Date \"" + date + "\"]\n[White \"" + white + "\"]\n[Black \"" +
           black + "\"]\n[Result \"" + result + "\"]\n\n" + moves + " " + result + "\n\n";
}

std::string numbered(int i) {
    return "P" + std::to_string(i);
}

ImportResult importText(Library& library, const std::string& text, const QStringList& names = {}) {
    std::istringstream in(text);
    return library.import(in, names);
}

QList<qint64> idsOf(const QList<LibraryRow>& rows) {
    QList<qint64> ids;
    for (const LibraryRow& r : rows) ids << r.id;
    return ids;
}

QStringList whitesOf(const QList<LibraryRow>& rows) {
    QStringList out;
    for (const LibraryRow& r : rows) out << r.white;
    return out;
}

QStringList libraryFiles(const QString& dir) {
    return QDir(dir).entryList({QStringLiteral("library*")}, QDir::Files, QDir::Name);
}

} // namespace

class TestLibrary : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { silenceOffscreenSizeHintWarning(); }
    void storedGameReadsBackAsWritten();
    void sameGameStoredAgainKeepsItsRow();
    void importCountsAddedDuplicatesAndUnreadable();
    void importKnowsTheUsersSide();
    void importCanBeCancelled();
    void importReadsARealFile();
    void importFindsTheGamesOpenFinds();
    void duplicatesKnowSiteAndGameId();
    void schema3KeysAreComputedAgain();
    void filters();
    void sorts();
    void removes();
    void emptyFileBecomesALibrary();
    void olderLibraryIsMigrated();
    void unusableFileIsMovedAside_data();
    void unusableFileIsMovedAside();
    void newerOrLockedLibraryIsLeftAlone();
    void windowsOpenTheLibraryAsItIs();
    void failuresAreSaidInTheUsersWords();
    void storeWritesInTheWorker();
    void gamesWindow();
    void gamesWindowAnalysesInBatch();
    void gamesWithThisPosition();
    void playedGamesArrive();
    void ratingReplay();
    void statistics();
    void ratedAndUnratedGames();

private:
    QTemporaryDir m_dir;
    int m_n = 0;
    QString freshPath() { return m_dir.filePath(QStringLiteral("%1/library.sqlite").arg(++m_n)); }
};

void TestLibrary::storedGameReadsBackAsWritten() {
    Library library(freshPath(), QStringLiteral("t"));
    QString notice;
    QVERIFY(library.open(&notice));
    QVERIFY(notice.isEmpty());
    const PgnGame game = parse(PlayedGame);
    LibraryGame g = LibraryGame::fromPgn(game, GameSource::Played, White);
    g.uid = QStringLiteral("a");
    const std::optional<qint64> id = library.store(g);
    QVERIFY(id);
    QCOMPARE(library.pgn(*id), QString::fromStdString(writePgn(game)));

    const QList<LibraryRow> rows = library.rows({});
    QCOMPARE(rows.size(), 1);
    const LibraryRow& r = rows.front();
    QCOMPARE(r.id, *id);
    QCOMPARE(r.date, QStringLiteral("2026.11.20"));
    QCOMPARE(r.white, QStringLiteral("Anna"));
    QCOMPARE(r.black, QStringLiteral("Ferz (1200 Elo)"));
    QCOMPARE(r.result, QStringLiteral("1-0"));
    QCOMPARE(r.termination, QStringLiteral("normal"));
    QCOMPARE(r.timeControl, QStringLiteral("300+2"));
    QCOMPARE(r.plies, 44);
    QCOMPARE(r.level, std::optional<int>(1200));
    QCOMPARE(r.userSide, std::optional<Color>(White));
    QCOMPARE(r.opponent, QStringLiteral("Ferz (1200 Elo)"));
    QCOMPARE(r.source, GameSource::Played);
    // No opening in the tags: the moves name it.
    QCOMPARE(r.eco, QStringLiteral("C95"));
    QVERIFY2(r.opening.startsWith(QStringLiteral("Ruy Lopez")), qPrintable(r.opening));
}

void TestLibrary::sameGameStoredAgainKeepsItsRow() {
    Library library(freshPath(), QStringLiteral("t"));
    QVERIFY(library.open(nullptr));
    PgnGame game = parse(PlayedGame);
    game.result = "*";
    LibraryGame g = LibraryGame::fromPgn(game, GameSource::Played, White);
    g.uid = QStringLiteral("game-1");
    const std::optional<qint64> first = library.store(g);
    QVERIFY(first);
    // The same game, ended and analysed since: the same row, the new record.
    game.result = "1-0";
    game.moves.back().comments = {"Blunder: Qxe7 loses the queen."};
    LibraryGame again = LibraryGame::fromPgn(game, GameSource::Played, White);
    again.uid = g.uid;
    QCOMPARE(library.store(again), first);
    QCOMPARE(library.count(), 1);
    QCOMPARE(library.pgn(*first), QString::fromStdString(writePgn(game)));
    QCOMPARE(library.rows({}).front().result, QStringLiteral("1-0"));
    // Stored again after its end, a game keeps the time it ended; taken back, it has none.
    const auto ended = [&library](qint64 id) {
        QSqlQuery q(QSqlDatabase::database(QStringLiteral("t")));
        q.exec(QStringLiteral("SELECT ended FROM games WHERE id = %1").arg(id));
        return q.next() ? q.value(0) : QVariant();
    };
    again.endedMs = 1000;
    QCOMPARE(library.store(again), first);
    again.endedMs = 5000;
    QCOMPARE(library.store(again), first);
    QCOMPARE(ended(*first).toLongLong(), 1000);
    again.endedMs.reset();
    QCOMPARE(library.store(again), first);
    QVERIFY(ended(*first).isNull());

    // Another game with the same moves (played twice): a row of its own.
    again.uid = QStringLiteral("game-2");
    const std::optional<qint64> second = library.store(again);
    QVERIFY(second && *second != *first);
    QCOMPARE(library.count(), 2);
}

void TestLibrary::importCountsAddedDuplicatesAndUnreadable() {
    Library library(freshPath(), QStringLiteral("t"));
    QVERIFY(library.open(nullptr));
    const std::string a =
        smallGame("A", "B", "2026.01.01", "1-0", "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#");
    const std::string b = smallGame("C", "D", "2026.01.02", "0-1", "1. f3 e5 2. g4 Qh4#");
    const std::string c = smallGame("A", "B", "2026.01.03", "1/2-1/2", "1. d4 d5");
    const std::string broken = smallGame("X", "Y", "2026.01.04", "*", "1. e4 e4");
    const ImportResult first = importText(library, a + b + broken + c + a);
    QCOMPARE(first.added, 3);
    QCOMPARE(first.duplicates, 1); // the second a
    QCOMPARE(first.unreadable, 1);
    QVERIFY2(first.firstError.contains(QStringLiteral("e4")), qPrintable(first.firstError));
    QVERIFY(!first.cancelled);
    QCOMPARE(library.count(), 3);

    // Again: every game is known. The same moves on another date are another game.
    const ImportResult second = importText(library, a + b + c);
    QCOMPARE(second.added, 0);
    QCOMPARE(second.duplicates, 3);
    const ImportResult third =
        importText(library, smallGame("A", "B", "2026.02.01", "1/2-1/2", "1. d4 d5"));
    QCOMPARE(third.added, 1);

    // A game exported from the library and imported back is known too.
    const QString stored = library.pgn(library.rows({}).back().id);
    QCOMPARE(importText(library, stored.toStdString()).duplicates, 1);
    QCOMPARE(library.count(), 4);
}

void TestLibrary::importKnowsTheUsersSide() {
    Library library(freshPath(), QStringLiteral("t"));
    QVERIFY(library.open(nullptr));
    const ImportResult r = importText(
        library,
        smallGame("anna_k", "Bob", "2026.01.01", "1-0", "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#") +
            smallGame("Carl", "ANNA_K", "2026.01.02", "0-1", "1. f3 e5 2. g4 Qh4#") +
            smallGame("Анна", "Dora", "2026.01.03", "1/2-1/2", "1. d4 d5") +
            smallGame("Eve", "Fred", "2026.01.04", "1-0", "1. c4 c5"),
        {QStringLiteral("Anna_K"), QStringLiteral(" анна ")});
    QCOMPARE(r.added, 4);
    const QList<LibraryRow> rows = library.rows({}, LibraryColumn::Date, Qt::AscendingOrder);
    QCOMPARE(rows.size(), 4);
    QCOMPARE(rows[0].userSide, std::optional<Color>(White));
    QCOMPARE(rows[0].opponent, QStringLiteral("Bob"));
    QCOMPARE(rows[1].userSide, std::optional<Color>(Black));
    QCOMPARE(rows[1].opponent, QStringLiteral("Carl"));
    QCOMPARE(rows[2].userSide, std::optional<Color>(White));
    QCOMPARE(rows[3].userSide, std::nullopt);
    QCOMPARE(rows[3].opponent, QString());
    QCOMPARE(rows[0].source, GameSource::Imported);

    // Other names: each imported game's side is found again.
    QVERIFY(library.applyUserNames({QStringLiteral("eve"), QStringLiteral("Dora")}));
    const QList<LibraryRow> again = library.rows({}, LibraryColumn::Date, Qt::AscendingOrder);
    QCOMPARE(again[0].userSide, std::nullopt);
    QCOMPARE(again[1].userSide, std::nullopt);
    QCOMPARE(again[2].userSide, std::optional<Color>(Black));
    QCOMPARE(again[2].opponent, QStringLiteral("Анна"));
    QCOMPARE(again[3].userSide, std::optional<Color>(White));
    QCOMPARE(again[3].opponent, QStringLiteral("Fred"));
}

void TestLibrary::importCanBeCancelled() {
    Library library(freshPath(), QStringLiteral("t"));
    QVERIFY(library.open(nullptr));
    std::string text;
    for (int i = 0; i < 1500; ++i)
        text += smallGame(numbered(i), "Q", "2026.03.01", "1-0", "1. e4 e5");
    std::istringstream in(text);
    std::atomic<bool> cancel{false};
    int reports = 0;
    const ImportResult r = library.import(
        in, {},
        [&](qint64 bytes) {
            QVERIFY(bytes > 0 && bytes <= qint64(text.size()));
            if (++reports == 2) cancel = true;
        },
        &cancel);
    QVERIFY(r.cancelled);
    QVERIFY2(r.added >= 400 && r.added < 1500, qPrintable(QString::number(r.added)));
    // What was read before the cancel is kept.
    QCOMPARE(library.count(), r.added);
}

void TestLibrary::importReadsARealFile() {
    Library library(freshPath(), QStringLiteral("t"));
    QVERIFY(library.open(nullptr));
    QFile file(QStringLiteral(FERZ_TEST_DATA "/match-games.pgn"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const std::string text = file.readAll().toStdString();
    const ImportResult r = importText(library, text);
    QCOMPARE(r.unreadable, 0);
    QCOMPARE(r.added + r.duplicates, 745);
    QCOMPARE(library.count(), r.added);
    // Each stored game reads back as the same game.
    for (const LibraryRow& row : library.rows({}).mid(0, 20)) {
        const Parsed<PgnGame> game = readPgn(library.pgn(row.id).toStdString());
        QVERIFY(game);
        QCOMPARE(int(game->moves.size()), row.plies);
        QCOMPARE(QString::fromStdString(game->tag("White")), row.white);
    }
}

// Issue 51: the import finds a file's games as Open does. Two games without tags are two; a
// game that cannot be read takes nothing with it; a broken tag line costs a tag, not the game
// (it was counted as added and unreadable); a file cut in a game keeps it unfinished; a
// Latin-1 file is read as such, and said.
void TestLibrary::importFindsTheGamesOpenFinds() {
    Library library(freshPath(), QStringLiteral("t"));
    QVERIFY(library.open(nullptr));
    ImportResult r = importText(library, "1. e4 e5 2. Nf3 *\n\n1. d4 d5 2. c4 *\n");
    QCOMPARE(r.added, 2);
    QCOMPARE(r.unreadable, 0);
    r = importText(library, "[Event \"bad\"]\n\n1. e4 e5 2. Ke3\n\n1. c4 c5 2. Nc3 *\n");
    QCOMPARE(r.added, 1);
    QCOMPARE(r.unreadable, 1);
    QVERIFY2(r.firstError.startsWith(QStringLiteral("line 3, column 13:")),
             qPrintable(r.firstError));
    r = importText(library, "[Event \"x]\n[White \"Broken\"]\n\n1. f4 *\n");
    QCOMPARE(r.added, 1);
    QCOMPARE(r.unreadable, 0);
    r = importText(library, "[White \"Cut\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Nf3 Nc6 3. O-O");
    QCOMPARE(r.added, 1);
    LibraryFilter byText;
    byText.text = QStringLiteral("cut");
    const QList<LibraryRow> cut = library.rows(byText);
    QCOMPARE(cut.size(), 1);
    QCOMPARE(cut.front().result, QStringLiteral("*"));
    QCOMPARE(cut.front().plies, 4);
    r = importText(library, "[White \"M\xfcller\"]\n\n1. g3 *\n");
    QCOMPARE(r.added, 1);
    QVERIFY(r.latin1);
    byText.text = QStringLiteral("müller");
    QCOMPARE(library.rows(byText).size(), 1);
    QCOMPARE(library.count(), 6);
}

// Issue 51: two lichess games with the same moves, players and day are two games: the key
// holds the game's address (Site) and GameId. The same game imported again is still one.
void TestLibrary::duplicatesKnowSiteAndGameId() {
    Library library(freshPath(), QStringLiteral("t"));
    QVERIFY(library.open(nullptr));
    const auto game = [](const std::string& more) {
        return "[Event \"Rated blitz game\"]\n" + more +
               "[Date \"2026.05.01\"]\n[White \"ann\"]\n[Black \"bob\"]\n[Result \"1-0\"]\n\n"
               "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n";
    };
    const std::string a = game("[Site \"https://lichess.org/aaaaaaaa\"]\n");
    const std::string b = game("[Site \"https://lichess.org/bbbbbbbb\"]\n");
    ImportResult r = importText(library, a + b + a);
    QCOMPARE(r.added, 2);
    QCOMPARE(r.duplicates, 1);
    r = importText(library,
                   game("[GameId \"1\"]\n") + game("[GameId \"2\"]\n") + game("[GameId \"1\"]\n"));
    QCOMPARE(r.added, 2);
    QCOMPARE(r.duplicates, 1);
    // A Site that is no address (a town) is no part of the key: as before.
    r = importText(library, game("[Site \"Berlin\"]\n") + game("[Site \"Berlin GER\"]\n"));
    QCOMPARE(r.added, 1);
    QCOMPARE(r.duplicates, 1);
}

// A library of schema 3 (keys without Site and GameId): opened, the games with an address or
// a GameId get the key of schema 4, so their files imported again add nothing, and a game of
// the same moves at another address is another game.
void TestLibrary::schema3KeysAreComputedAgain() {
    const QString path = freshPath();
    const std::string withSite = smallGame("ann", "bob", "2026.05.01", "1-0", "1. e4 e5");
    const std::string lichess = "[Site \"https://lichess.org/aaaaaaaa\"]\n" + withSite;
    const std::string plain = smallGame("cid", "dan", "2026.05.02", "0-1", "1. d4 d5");
    {
        Library library(path, QStringLiteral("v3"));
        QVERIFY(library.open(nullptr));
        QCOMPARE(importText(library, lichess + plain).added, 2);
        // As schema 3 stored them: the keys without the address.
        QSqlQuery q(QSqlDatabase::database(QStringLiteral("v3")));
        const PgnGame old = parse(withSite.c_str());
        QVERIFY(q.exec(QStringLiteral("UPDATE games SET dedupe = %1 WHERE white = 'ann'")
                           .arg(LibraryGame::keyOf(old))));
        // The later schemas' columns go too: the migration adds them again.
        QVERIFY(q.exec(QStringLiteral("ALTER TABLE training DROP COLUMN depth")));
        QVERIFY(q.exec(QStringLiteral("ALTER TABLE training DROP COLUMN judge")));
        QVERIFY(q.exec(QStringLiteral("ALTER TABLE games DROP COLUMN chess960")));
        QVERIFY(q.exec(QStringLiteral("DROP TABLE positions")));
        QVERIFY(q.exec(QStringLiteral("DROP INDEX games_tree")));
        QVERIFY(q.exec(QStringLiteral("DROP TABLE materials")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version=3")));
    }
    Library library(path, QStringLiteral("t"));
    QString notice;
    QVERIFY(library.open(&notice));
    QVERIFY2(notice.isEmpty(), qPrintable(notice));
    QSqlQuery q(QSqlDatabase::database(QStringLiteral("t")));
    QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
    QCOMPARE(q.value(0).toInt(), Library::SchemaVersion);
    q.finish();
    ImportResult r = importText(library, lichess + plain);
    QCOMPARE(r.duplicates, 2);
    QCOMPARE(r.added, 0);
    r = importText(library, "[Site \"https://lichess.org/bbbbbbbb\"]\n" + withSite);
    QCOMPARE(r.added, 1);
}

void TestLibrary::filters() {
    Library library(freshPath(), QStringLiteral("t"));
    QVERIFY(library.open(nullptr));
    const auto played = [&](const char* black, const char* result, std::optional<Color> side,
                            const char* date, const char* level, const QString& uid) {
        PgnGame game = parse(PlayedGame);
        game.setTag("Black", black);
        game.setTag("Date", date);
        game.setTag("FerzLevel", level);
        game.result = result;
        LibraryGame g = LibraryGame::fromPgn(game, GameSource::Played, side);
        g.uid = uid;
        QVERIFY(library.store(g));
    };
    played("Ferz (1200 Elo)", "1-0", White, "2026.11.20", "1200", QStringLiteral("1")); // won
    played("Ferz (1200 Elo)", "0-1", White, "2026.10.01", "1200", QStringLiteral("2")); // lost
    played("Ferz (1600 Elo)", "1/2-1/2", White, "2026.11.25", "1600", QStringLiteral("3"));
    // Lost as Black to Anna (the user has another name here).
    played("Борис", "1-0", Black, "2025.05.05", "full", QStringLiteral("4"));
    played("Ferz (1600 Elo)", "1-0", std::nullopt, "????.??.??", "1600", QStringLiteral("5"));

    const auto count = [&](const LibraryFilter& f) { return library.rows(f).size(); };
    QCOMPARE(count({}), 5);
    LibraryFilter f;
    f.text = QStringLiteral("борис");
    QCOMPARE(count(f), 1);
    f.text = QStringLiteral("1600 ELO");
    QCOMPARE(count(f), 2);
    f = {};
    f.opponent = QStringLiteral("Ferz (1200 Elo)");
    QCOMPARE(count(f), 2);
    f = {};
    f.level = 1600;
    QCOMPARE(count(f), 2);
    f.level = 2500; // full strength
    QCOMPARE(count(f), 1);
    f = {};
    f.userSide = Black;
    QCOMPARE(count(f), 1);
    f = {};
    f.score = LibraryFilter::Score::Won;
    QCOMPARE(count(f), 1);
    f.score = LibraryFilter::Score::Lost;
    QCOMPARE(count(f), 2);
    f.score = LibraryFilter::Score::Drawn;
    QCOMPARE(count(f), 1);
    f = {};
    f.since = QDate(2026, 11, 1);
    QCOMPARE(count(f), 2); // not the game of unknown date
    f.score = LibraryFilter::Score::Won;
    f.opponent = QStringLiteral("Ferz (1200 Elo)");
    QCOMPARE(count(f), 1);
    QCOMPARE(library.opponents(),
             QStringList({QStringLiteral("Anna"), QStringLiteral("Ferz (1200 Elo)"),
                          QStringLiteral("Ferz (1600 Elo)")}));
}

void TestLibrary::sorts() {
    Library library(freshPath(), QStringLiteral("t"));
    QVERIFY(library.open(nullptr));
    QCOMPARE(
        importText(library, smallGame("B", "x", "2026.01.02", "1-0", "1. e4 e5 2. Nf3") +
                                smallGame("A", "y", "????.??.??", "0-1", "1. d4") +
                                smallGame("C", "z", "2025.12.31", "1/2-1/2", "1. c4 c5 2. Nc3 Nc6"))
            .added,
        3);
    QCOMPARE(whitesOf(library.rows({})), QStringList({"B", "C", "A"}));
    QCOMPARE(whitesOf(library.rows({}, LibraryColumn::Date, Qt::AscendingOrder)),
             QStringList({"C", "B", "A"})); // an unknown date comes last either way
    QCOMPARE(whitesOf(library.rows({}, LibraryColumn::White, Qt::AscendingOrder)),
             QStringList({"A", "B", "C"}));
    QCOMPARE(whitesOf(library.rows({}, LibraryColumn::Moves, Qt::DescendingOrder)),
             QStringList({"C", "B", "A"}));
    QCOMPARE(whitesOf(library.rows({}, LibraryColumn::Result, Qt::AscendingOrder)),
             QStringList({"A", "C", "B"})); // 0-1, 1/2-1/2, 1-0
}

void TestLibrary::removes() {
    Library library(freshPath(), QStringLiteral("t"));
    QVERIFY(library.open(nullptr));
    importText(library, smallGame("A", "x", "2026.01.01", "1-0", "1. e4") +
                            smallGame("B", "x", "2026.01.02", "1-0", "1. d4") +
                            smallGame("C", "x", "2026.01.03", "1-0", "1. c4"));
    const QList<qint64> ids = idsOf(library.rows({}));
    QVERIFY(library.remove({ids[0], ids[2]}));
    QCOMPARE(whitesOf(library.rows({})), QStringList({"B"}));
    QVERIFY(library.pgn(ids[0]).isEmpty());
}

void TestLibrary::emptyFileBecomesALibrary() {
    const QString path = freshPath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    Library library(path, QStringLiteral("t"));
    QString notice;
    QVERIFY(library.open(&notice));
    QVERIFY2(notice.isEmpty(), qPrintable(notice));
    QCOMPARE(libraryFiles(QFileInfo(path).absolutePath()).filter("unreadable"), QStringList());
    QCOMPARE(importText(library, smallGame("A", "B", "2026.01.01", "1-0", "1. e4")).added, 1);
}

// A library of schema 1 (Ferz before the rating), written here as that Ferz wrote it: opened,
// it becomes schema 2 with its games as they were, unrated, and takes rated games.
void TestLibrary::olderLibraryIsMigrated() {
    const QString path = freshPath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const char* sql :
             {"PRAGMA application_id=1181053562",
              "CREATE TABLE games (id INTEGER PRIMARY KEY, pgn TEXT NOT NULL, uid TEXT, dedupe "
              "INTEGER NOT NULL, source INTEGER NOT NULL, added INTEGER NOT NULL, date TEXT NOT "
              "NULL, white TEXT NOT NULL, black TEXT NOT NULL, event TEXT NOT NULL, result TEXT "
              "NOT NULL, termination TEXT NOT NULL, time_control TEXT NOT NULL, eco TEXT NOT "
              "NULL, opening TEXT NOT NULL, plies INTEGER NOT NULL, level INTEGER, user_side "
              "INTEGER, opponent TEXT NOT NULL, search TEXT NOT NULL)",
              "CREATE INDEX games_dedupe ON games (dedupe)",
              "CREATE UNIQUE INDEX games_uid ON games (uid)",
              "CREATE INDEX games_date ON games (date, id)",
              "INSERT INTO games VALUES (1, '[White \"Anna\"]\n\n1. e4 1-0\n', 'old', 5, 0, 0, "
              "'2026.11.20', 'Anna', 'Ferz (1200 Elo)', 'Casual game', '1-0', 'normal', '', "
              "'B00', 'King''s Pawn', 1, 1200, 0, 'Ferz (1200 Elo)', 'anna')",
              "INSERT INTO games VALUES (2, '[White \"X\"]\n\n1. d4 *\n', NULL, 6, 1, 0, "
              "'2020.01.01', 'X', 'Y', '', '*', '', '', '', '', 1, NULL, NULL, '', 'x')",
              "PRAGMA user_version=1"})
            QVERIFY2(q.exec(QString::fromLatin1(sql)), qPrintable(q.lastError().text()));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v1"));

    Library library(path, QStringLiteral("t"));
    QString notice;
    QVERIFY(library.open(&notice));
    QVERIFY2(notice.isEmpty(), qPrintable(notice));
    {
        QSqlQuery q(QSqlDatabase::database(QStringLiteral("t")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
        QCOMPARE(q.value(0).toInt(), Library::SchemaVersion);
        QVERIFY(q.exec(QStringLiteral("SELECT unrated FROM games ORDER BY id")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("older"));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("imported"));
    }
    const QList<LibraryRow> rows = library.rows({}, LibraryColumn::Date, Qt::AscendingOrder);
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows[1].white, QStringLiteral("Anna"));
    QCOMPARE(rows[1].level, std::optional<int>(1200));
    QVERIFY(!rows[1].rated);
    QVERIFY(library.pgn(1).contains(QStringLiteral("1. e4")));
    QVERIFY(library.ratedGames().isEmpty());

    // A rated game now: the old row keeps its place, the new one counts.
    LibraryGame g = LibraryGame::fromPgn(parse(PlayedGame), GameSource::Played, White);
    g.uid = QStringLiteral("new");
    g.rated = true;
    g.opponentElo = 1200;
    g.opponentDeviation = 38.8;
    g.endedMs = 1'000;
    QVERIFY(library.store(g));
    const QList<RatedGame> rated = library.ratedGames();
    QCOMPARE(rated.size(), 1);
    QCOMPARE(rated.front().score, 1.0);
    QCOMPARE(rated.front().opponentElo, 1200.0);
    QCOMPARE(rated.front().level, 1200);
    QCOMPARE(library.count(), 3);
}

void TestLibrary::unusableFileIsMovedAside_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("why");
    QTest::newRow("not a database") << 0 << QStringLiteral("not a Ferz library");
    QTest::newRow("another program's database") << 1 << QStringLiteral("not a Ferz library");
    QTest::newRow("damaged") << 3 << QStringLiteral("damaged");
}

void TestLibrary::unusableFileIsMovedAside() {
    QFETCH(int, kind);
    QFETCH(QString, why);
    const QString path = freshPath();
    const QString dir = QFileInfo(path).absolutePath();
    QDir().mkpath(dir);
    if (kind == 0) {
        QVERIFY(writeFile(path, QByteArray(5000, 'x')));
    } else {
        {
            Library library(path, QStringLiteral("make"));
            QVERIFY(library.open(nullptr));
            std::string text;
            for (int i = 0; i < 300; ++i)
                text += smallGame(numbered(i), "Q", "2026.03.01", "1-0",
                                  "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7");
            QCOMPARE(importText(library, text).added, 300);
        }
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("edit"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            if (kind == 1) QVERIFY(q.exec(QStringLiteral("PRAGMA application_id=7")));
            QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode=DELETE"))); // all in one file
            q.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("edit"));
        if (kind == 3) { // pages of games overwritten in the middle of the file
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadWrite));
            QVERIFY(file.size() > 40000);
            file.seek(file.size() / 2);
            file.write(QByteArray(16384, '\xff'));
        }
    }
    QFile original(path);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray bytes = original.readAll();
    original.close();

    Library library(path, QStringLiteral("t"));
    QString notice;
    QVERIFY(library.open(&notice));
    QVERIFY2(notice.contains(why), qPrintable(notice));
    const QStringList aside = libraryFiles(dir).filter(QStringLiteral("library-unreadable-"));
    QCOMPARE(aside.size(), 1);
    QVERIFY2(notice.contains(aside.front()), qPrintable(notice));
    // Set aside as it was, never written to; the new library is empty and works.
    QFile moved(QDir(dir).filePath(aside.front()));
    QVERIFY(moved.open(QIODevice::ReadOnly));
    QCOMPARE(moved.readAll(), bytes);
    QCOMPARE(library.count(), 0);
    QCOMPARE(importText(library, smallGame("A", "B", "2026.01.01", "1-0", "1. e4")).added, 1);
}

// A newer Ferz's library, or one another program keeps locked, is the user's and sound: it is
// neither used nor moved aside (games would be split between two files), and the notice says
// why; once the lock is gone it opens with its games.
void TestLibrary::newerOrLockedLibraryIsLeftAlone() {
    const QString path = freshPath();
    const QString dir = QFileInfo(path).absolutePath();
    {
        Library library(path, QStringLiteral("make"));
        QVERIFY(library.open(nullptr));
        QCOMPARE(importText(library, smallGame("A", "B", "2026.01.01", "1-0", "1. e4")).added, 1);
    }
    const auto bytes = [&path] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    {
        QSqlDatabase other =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
        other.setDatabaseName(path);
        QVERIFY(other.open());
        QSqlQuery q(other);
        QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode=DELETE"))); // all in one file
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version=99")));
        const QByteArray newer = bytes();

        Library library(path, QStringLiteral("t"));
        QString notice;
        QVERIFY(!library.open(&notice));
        QVERIFY2(notice.contains(QStringLiteral("newer Ferz")), qPrintable(notice));
        QVERIFY2(notice.contains(path), qPrintable(notice));
        QCOMPARE(bytes(), newer);
        QCOMPARE(libraryFiles(dir).filter(QStringLiteral("library-unreadable-")), QStringList());

        // Another program holds an exclusive lock and never lets go.
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version=%1").arg(Library::SchemaVersion)));
        QVERIFY(q.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        QVERIFY(q.exec(QStringLiteral("DELETE FROM games")));
        Library locked(path, QStringLiteral("locked"));
        locked.setBusyTimeout(200);
        notice.clear();
        QVERIFY(!locked.open(&notice));
        QVERIFY2(notice.contains(QStringLiteral("locked")), qPrintable(notice));
        QCOMPARE(libraryFiles(dir).filter(QStringLiteral("library-unreadable-")), QStringList());
        QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
        q.finish();
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("other"));
    Library library(path, QStringLiteral("again"));
    QVERIFY(library.open(nullptr));
    QCOMPARE(library.count(), 1);
}

// A window's connection (openChecked) takes the library as the writer left it: it reads while
// the writer holds the write lock, and never moves a file aside.
void TestLibrary::windowsOpenTheLibraryAsItIs() {
    const QString path = freshPath();
    {
        Library library(path, QStringLiteral("make"));
        QVERIFY(library.open(nullptr));
        QCOMPARE(importText(library, smallGame("A", "B", "2026.01.01", "1-0", "1. e4")).added, 1);
    }
    Library writer(path, QStringLiteral("writer"));
    QVERIFY(writer.open(nullptr));
    QSqlQuery hold(QSqlDatabase::database(QStringLiteral("writer")));
    QVERIFY(hold.exec(QStringLiteral("BEGIN IMMEDIATE")));
    Library reader(path, QStringLiteral("reader"));
    QVERIFY(reader.openChecked());
    QCOMPARE(reader.count(), 1);
    QVERIFY(hold.exec(QStringLiteral("COMMIT")));
    hold.finish();

    const QString junk = m_dir.filePath(QStringLiteral("junk/library.sqlite"));
    QDir().mkpath(QFileInfo(junk).absolutePath());
    QVERIFY(writeFile(junk, QByteArray(3000, 'x')));
    Library other(junk, QStringLiteral("junk"));
    QVERIFY(!other.openChecked());
    QCOMPARE(libraryFiles(QFileInfo(junk).absolutePath()),
             QStringList{QStringLiteral("library.sqlite")});
    QCOMPARE(QFileInfo(junk).size(), 3000);
}

// A write that SQLite refuses for a reason the user can act on says it in the user's words, not
// in SQLite's English: another program's lock, a full disk, a read-only file.
void TestLibrary::failuresAreSaidInTheUsersWords() {
    const QString path = freshPath();
    Library library(path, QStringLiteral("words"));
    library.setBusyTimeout(50);
    QVERIFY(library.open(nullptr));
    QSqlQuery q(QSqlDatabase::database(QStringLiteral("words")));
    int n = 0;
    const auto store = [&library, &n] {
        LibraryGame g = LibraryGame::fromPgn(parse(PlayedGame), GameSource::Played, White);
        g.uid = QStringLiteral("game-%1").arg(++n);
        return library.store(g).has_value();
    };
    QVERIFY(store());

    Library other(path, QStringLiteral("other"));
    QVERIFY(other.open(nullptr));
    QSqlQuery hold(QSqlDatabase::database(QStringLiteral("other")));
    QVERIFY(hold.exec(QStringLiteral("BEGIN IMMEDIATE")));
    QVERIFY(!store());
    QCOMPARE(library.error(), QStringLiteral("another program is using the game library"));
    QVERIFY(hold.exec(QStringLiteral("ROLLBACK")));
    hold.finish();

    QVERIFY(q.exec(QStringLiteral("PRAGMA page_count")) && q.next());
    const int pages = q.value(0).toInt();
    QVERIFY(q.exec(QStringLiteral("PRAGMA max_page_count=%1").arg(pages)));
    bool full = false;
    for (int i = 0; i < 50 && !full; ++i) full = !store();
    QVERIFY(full);
    QCOMPARE(library.error(), QStringLiteral("the disk is full"));
    QVERIFY(q.exec(QStringLiteral("PRAGMA max_page_count=1000000")));

    QVERIFY(q.exec(QStringLiteral("PRAGMA query_only=ON")));
    QVERIFY(!store());
    QCOMPARE(library.error(), QStringLiteral("the library's file or its folder is read-only"));
    // An import the library refuses says why apart from the games that could not be read.
    const ImportResult refused =
        importText(library, smallGame("A", "B", "2026.01.01", "1-0", "1. e4"));
    QCOMPARE(refused.added, 0);
    QCOMPARE(refused.unreadable, 0);
    QVERIFY(refused.firstError.isEmpty());
    QCOMPARE(refused.stopped, QStringLiteral("the library's file or its folder is read-only"));
    QVERIFY(q.exec(QStringLiteral("PRAGMA query_only=OFF")));
    QVERIFY(store());

    // A reason of another kind keeps SQLite's own words.
    QCOMPARE(Library::inWords(QStringLiteral("no such table: games Unable to execute statement")),
             QStringLiteral("no such table: games Unable to execute statement"));
}

void TestLibrary::storeWritesInTheWorker() {
    const QString path = freshPath();
    LibraryStore store(path);
    QSignalSpy opened(&store, &LibraryStore::opened);
    store.open();
    QTRY_COMPARE(opened.size(), 1); // not wait(): the worker may answer before it starts
    QCOMPARE(opened.front().at(0).toBool(), true);
    // The spies hear the worker's signals in its thread; the store hears them queued.
    QTRY_VERIFY(store.isReady());
    QVERIFY(store.isUsable());
    QSignalSpy stored(&store, &LibraryStore::stored);
    QSignalSpy changed(&store, &LibraryStore::changed);
    LibraryGame g = LibraryGame::fromPgn(parse(PlayedGame), GameSource::Played, White);
    g.uid = QStringLiteral("w");
    store.store(g);
    store.store(g);
    QTRY_COMPARE(stored.size(), 2);
    QCOMPARE(stored.at(0).at(0).toString(), QStringLiteral("w"));
    QVERIFY(stored.at(0).at(1).toBool());
    QTRY_COMPARE(changed.size(), 2);

    // The files to import, one of them missing.
    const QString file = m_dir.filePath(QStringLiteral("two.pgn"));
    QVERIFY(writeFile(
        file, QByteArray::fromStdString(smallGame("A", "B", "2026.01.01", "1-0", "1. e4") +
                                        smallGame("Anna", "B", "2026.01.02", "1-0", "1. d4"))));
    QSignalSpy imported(&store, &LibraryStore::imported);
    store.import({file, m_dir.filePath(QStringLiteral("missing.pgn"))}, {QStringLiteral("anna")});
    QVERIFY(store.importing());
    QTRY_COMPARE(imported.size(), 1);
    QTRY_VERIFY(!store.importing());
    const auto result = imported.front().at(0).value<ImportResult>();
    QCOMPARE(result.added, 2);
    QCOMPARE(result.unreadable, 1);
    QVERIFY2(result.firstError.contains(QStringLiteral("missing.pgn")),
             qPrintable(result.firstError));

    Library reader(path, QStringLiteral("reader"));
    QVERIFY(reader.open(nullptr));
    QCOMPARE(reader.count(), 3);
    LibraryFilter mine;
    mine.score = LibraryFilter::Score::Won;
    QCOMPARE(reader.rows(mine).size(), 2); // Anna's win as White in each
}

// Analyse in the Games window: the selected games analysed in the background with a progress
// bar, each stored again with its marks, and the user's with its training positions; Cancel
// stops it, keeping what was done.
void TestLibrary::gamesWindowAnalysesInBatch() {
    QTemporaryDir dir;
    auto settings = quietSettings(dir);
    settings->setValue(QStringLiteral("player/name"), QStringLiteral("anna"));
    settings->setValue(QStringLiteral("training/analyse"), false);
    MainWindow window(*settings, dir.filePath(QStringLiteral("autosave.pgn")));
    window.show();
    const QString file = dir.filePath(QStringLiteral("games.pgn"));
    QVERIFY(writeFile(
        file, QByteArray::fromStdString(
                  smallGame("Anna", "Bob", "2026.11.01", "0-1",
                            "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+ "
                            "7. Be2 Nf3#") +
                  smallGame("Carl", "Dora", "2026.11.02", "0-1", "1. f3 e5 2. g4 Qh4#"))));
    GamesWindow* games = window.showGames();
    QVERIFY(QTest::qWaitForWindowExposed(games));
    QTRY_VERIFY(window.library()->isReady());
    games->importFiles({file});
    QTRY_COMPARE(games->model()->rowCount(), 2);
    QTRY_VERIFY(!games->progressBar()->isVisible());
    games->setAnalysisNodes(20'000);
    QVERIFY(!games->analyseButton()->isEnabled()); // nothing selected
    games->table()->selectAll();
    QVERIFY(games->analyseButton()->isEnabled());

    QSignalSpy finished(games->batch(), &BatchAnalysis::finished);
    QSignalSpy stored(window.library(), &LibraryStore::analysisStored);
    QTest::mouseClick(games->analyseButton(), Qt::LeftButton);
    QVERIFY(games->analysisBar()->isVisible());
    QVERIFY(games->cancelAnalysisButton()->isVisible());
    QVERIFY(!games->analyseButton()->isEnabled());
    QVERIFY(finished.wait(120'000));
    QCOMPARE(finished.front().at(0).toInt(), 2); // analysed
    QCOMPARE(finished.front().at(2).toBool(), false);
    QTRY_COMPARE(stored.size(), 2);
    QVERIFY(!games->analysisBar()->isVisible());
    QCOMPARE(games->statusLabel()->text(), QStringLiteral("Games analysed: 2."));

    Library library(window.library()->path(), QStringLiteral("check"));
    QVERIFY(library.openChecked());
    for (const LibraryRow& row : library.rows({})) {
        const QString pgn = library.pgn(row.id);
        QVERIFY2(pgn.contains(QStringLiteral("[Annotator \"Ferz (depth ")), qPrintable(pgn));
        QVERIFY2(pgn.contains(QStringLiteral("$4")), qPrintable(pgn));
        QVERIFY2(pgn.contains(QStringLiteral("[%eval ")), qPrintable(pgn));
    }
    // Anna's game gave its training positions, from the same verdicts; the other game none.
    const TrainingStats stats = library.trainingStats(trainingDay());
    QVERIFY(stats.positions > 0);
    QCOMPARE(library.analysedGames(), std::make_pair(1, 1));

    // Cancel: the run stops, the window says so, and the buttons come back.
    games->table()->selectAll();
    QTest::mouseClick(games->analyseButton(), Qt::LeftButton);
    QTest::mouseClick(games->cancelAnalysisButton(), Qt::LeftButton);
    QTRY_COMPARE(finished.size(), 2);
    QCOMPARE(finished.back().at(2).toBool(), true);
    QVERIFY(!games->analysisBar()->isVisible());
    QVERIFY2(games->statusLabel()->text().startsWith(QStringLiteral("Analysis cancelled.")),
             qPrintable(games->statusLabel()->text()));
    QVERIFY(games->analyseButton()->isEnabled());
}

// Game → Games with This Position: the Games window lists the games that reached the position on
// show, in any move order, and says which; All Positions lists every game again. While a game
// is being played the search waits for its end. The Material box finds a kind of ending.
void TestLibrary::gamesWithThisPosition() {
    QTemporaryDir dir;
    auto settings = quietSettings(dir);
    settings->setValue(QStringLiteral("player/name"), QStringLiteral("anna"));
    MainWindow window(*settings, dir.filePath(QStringLiteral("autosave.pgn")));
    window.show();
    const QString file = dir.filePath(QStringLiteral("games.pgn"));
    QVERIFY(writeFile(
        file, QByteArray::fromStdString(
                  smallGame("Anna", "Bob", "2026.11.01", "1-0", "1. e4 e5 2. Nf3 Nc6 3. Bb5") +
                  smallGame("Carl", "Anna", "2026.11.02", "0-1", "1. Nf3 Nc6 2. e4 e5 3. Bc4") +
                  smallGame("Anna", "Dora", "2026.11.03", "1/2-1/2", "1. d4 d5") +
                  "[White \"Rooks\"]\n[Black \"Anna\"]\n[Result \"*\"]\n[SetUp \"1\"]\n"
                  "[FEN \"4k3/8/8/8/r7/8/4P3/R3K3 w - - 0 1\"]\n\n1. Kd2 Kd7 *\n")));
    GamesWindow* games = window.showGames();
    QVERIFY(QTest::qWaitForWindowExposed(games));
    QTRY_VERIFY(window.library()->isReady());
    games->importFiles({file});
    QTRY_COMPARE(games->model()->rowCount(), 4);
    // The search by material: the one rook ending.
    games->materialBox()->setCurrentIndex(
        games->materialBox()->findData(int(ferz::MaterialKind::RookEnding)));
    QCOMPARE(games->model()->rowCount(), 1);
    QCOMPARE(games->model()->index(0, LibraryModel::White).data().toString(),
             QStringLiteral("Rooks"));
    QCOMPARE(games->countLabel()->text(), QStringLiteral("Games shown: 1 of 4"));
    games->materialBox()->setCurrentIndex(0);
    QCOMPARE(games->model()->rowCount(), 4);

    QAction* find = window.action(QStringLiteral("findPosition"));
    QVERIFY(GamePolicy::of(*window.game()).playing()); // the window starts with a game on
    QVERIFY(!find->isEnabled());
    window.document()->markClean();
    QVERIFY(window.document()->openGame(QString::fromStdString(
        smallGame("X", "Y", "2026.11.05", "*", "1. e4 e5 2. Nf3 Nc6 3. d4"))));
    QTRY_VERIFY(find->isEnabled());

    window.review()->showPly(4); // after 2... Nc6, which the second game reached by 2. e4 e5
    find->trigger();
    QCOMPARE(games->model()->rowCount(), 2);
    QStringList whites;
    for (int row = 0; row < 2; ++row)
        whites << games->model()->index(row, LibraryModel::White).data().toString();
    whites.sort();
    QCOMPARE(whites, (QStringList{QStringLiteral("Anna"), QStringLiteral("Carl")}));
    QVERIFY(games->positionLabel()->isVisible());
    QCOMPARE(games->positionLabel()->text(),
             QStringLiteral("Games that reached the position after 2... Nc6, in any move order."));
    QCOMPARE(games->countLabel()->text(), QStringLiteral("Games shown: 2 of 4"));
    // The other filters still apply with it.
    games->searchField()->setText(QStringLiteral("Carl"));
    QTest::keyClick(games->searchField(), Qt::Key_Return);
    QCOMPARE(games->model()->rowCount(), 1);
    games->searchField()->clear();
    QTest::keyClick(games->searchField(), Qt::Key_Return);

    // A position no game reached lists none; All Positions lists every game again.
    window.review()->showPly(5);
    find->trigger();
    QCOMPARE(games->model()->rowCount(), 0);
    QTest::mouseClick(games->clearPositionButton(), Qt::LeftButton);
    QCOMPARE(games->model()->rowCount(), 4);
    QVERIFY(!games->positionLabel()->isVisible());
    QCOMPARE(games->countLabel()->text(), QStringLiteral("Games: 4"));

    window.review()->showPly(0); // the usual start: not the game set up with rooks
    find->trigger();
    QCOMPARE(games->model()->rowCount(), 3);
    QCOMPARE(games->positionLabel()->text(),
             QStringLiteral("Games that reached the position at the start, in any move order."));
    window.document()->markClean();
}

// The Games window as a user drives it, over a library the window's own store fills.
namespace {

// Whether the sort arrow of `section` points down: the rows of the arrow's pixels (those that
// change when the order turns) are wider at the top than at the bottom.
bool arrowPointsDown(QHeaderView* header, int section) {
    const Qt::SortOrder order = header->sortIndicatorOrder();
    const QRect rect(header->sectionViewportPosition(section), 0, header->sectionSize(section),
                     header->height());
    const QImage shown = header->viewport()->grab(rect).toImage();
    header->setSortIndicator(section, order == Qt::AscendingOrder ? Qt::DescendingOrder
                                                                  : Qt::AscendingOrder);
    const QImage turned = header->viewport()->grab(rect).toImage();
    header->setSortIndicator(section, order);
    std::vector<int> widths;
    for (int y = 0; y < shown.height(); ++y) {
        int width = 0;
        for (int x = 0; x < shown.width(); ++x)
            if (shown.pixel(x, y) != turned.pixel(x, y) &&
                qGray(shown.pixel(x, y)) < qGray(turned.pixel(x, y)))
                ++width;
        if (width > 0) widths.push_back(width);
    }
    return widths.size() >= 2 && widths.front() > widths.back();
}

} // namespace

void TestLibrary::gamesWindow() {
    QTemporaryDir dir;
    auto settings = quietSettings(dir);
    MainWindow window(*settings, dir.filePath(QStringLiteral("autosave.pgn")));
    window.show();
    const QString file = dir.filePath(QStringLiteral("mine.pgn"));
    QVERIFY(
        writeFile(file, QByteArray::fromStdString(
                            smallGame("Anna", "Bob", "2026.11.01", "1-0",
                                      "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#") +
                            smallGame("Carl", "Anna", "2026.11.02", "0-1", "1. f3 e5 2. g4 Qh4#") +
                            smallGame("Anna", "Dora", "2020.01.03", "1/2-1/2", "1. d4 d5") +
                            smallGame("Eve", "Fred", "2026.11.04", "1-0", "1. c4 c5") +
                            "[White \"broken\"]\n\n1. e5 *\n")));
    settings->setValue(QStringLiteral("player/name"), QStringLiteral("anna"));
    GamesWindow* games = window.showGames();
    QVERIFY(QTest::qWaitForWindowExposed(games));
    QTRY_VERIFY(window.library()->isReady());
    QCOMPARE(games->model()->rowCount(), 0);
    QSignalSpy names(games, &GamesWindow::otherNamesChanged);
    games->setOtherNames(QStringLiteral(" anna , Anna,,"));
    QCOMPARE(names.size(), 1);
    QCOMPARE(names.front().front().toStringList(), QStringList{QStringLiteral("anna")});
    QCOMPARE(window.preferences().otherNames, QStringList{QStringLiteral("anna")});

    // Import: the progress bar while it runs, the counts when it is done.
    games->importFiles({file});
    QVERIFY(games->progressBar()->isVisible());
    QTRY_VERIFY(!games->progressBar()->isVisible());
    QCOMPARE(games->model()->rowCount(), 4);
    QVERIFY2(games->statusLabel()->text().startsWith(
                 QStringLiteral("4 added, 0 already in the library, 1 could not be read.")),
             qPrintable(games->statusLabel()->text()));
    QCOMPARE(games->countLabel()->text(), QStringLiteral("Games: 4"));
    // The count and the import's summary are two things: apart, with a rule between them.
    const QRect count = games->countLabel()->geometry();
    const QRect status = games->statusLabel()->geometry();
    QVERIFY(status.left() - count.right() >= 2 * games->fontMetrics().averageCharWidth());
    bool ruled = false;
    for (QFrame* f : games->findChildren<QFrame*>())
        ruled |= f->frameShape() == QFrame::VLine && f->isVisible() &&
                 f->geometry().left() > count.right() && f->geometry().right() < status.left();
    QVERIFY(ruled);

    // Newest first, shown by an arrow pointing down; the other way up.
    QVERIFY(arrowPointsDown(games->table()->horizontalHeader(), LibraryModel::Date));

    // Newest first; a click on a header sorts by it, again the other way.
    const auto column = [games](int c) {
        QStringList out;
        for (int r = 0; r < games->model()->rowCount(); ++r)
            out << games->model()->index(r, c).data().toString();
        return out;
    };
    QCOMPARE(column(LibraryModel::White), QStringList({"Eve", "Carl", "Anna", "Anna"}));
    QHeaderView* header = games->table()->horizontalHeader();
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                      QPoint(header->sectionViewportPosition(LibraryModel::Moves) + 5, 5));
    QCOMPARE(column(LibraryModel::Moves), QStringList({"1", "1", "2", "4"}));
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                      QPoint(header->sectionViewportPosition(LibraryModel::Moves) + 5, 5));
    QCOMPARE(column(LibraryModel::Moves).front(), QStringLiteral("4"));

    // Typing searches once it pauses; the boxes filter at once.
    QTest::keyClicks(games->searchField(), QStringLiteral("DORA"));
    QTRY_COMPARE(games->model()->rowCount(), 1);
    QCOMPARE(games->countLabel()->text(), QStringLiteral("Games shown: 1 of 4"));
    games->searchField()->clear();
    QTRY_COMPARE(games->model()->rowCount(), 4);
    games->scoreBox()->setCurrentIndex(games->scoreBox()->findData(int(LibraryFilter::Score::Won)));
    QCOMPARE(games->model()->rowCount(), 2); // Anna won as White and as Black
    games->colourBox()->setCurrentIndex(2);  // you had Black
    QCOMPARE(games->model()->rowCount(), 1);
    QCOMPARE(games->model()->row(0).white, QStringLiteral("Carl"));
    games->colourBox()->setCurrentIndex(0);
    games->scoreBox()->setCurrentIndex(0);
    games->periodBox()->setCurrentIndex(games->periodBox()->findData(365));
    QCOMPARE(games->model()->rowCount(), QDate::currentDate() < QDate(2027, 11, 1) ? 3 : 0);
    games->periodBox()->setCurrentIndex(0);
    QCOMPARE(games->opponentBox()->count(), 4); // any, Bob, Carl, Dora
    games->opponentBox()->setCurrentIndex(games->opponentBox()->findText(QStringLiteral("Carl")));
    QCOMPARE(games->model()->rowCount(), 1);
    games->opponentBox()->setCurrentIndex(0);
    QCOMPARE(games->model()->rowCount(), 4);

    // Open: Enter on a row puts the game on the board, for review.
    games->table()->setFocus();
    games->table()->selectRow(games->model()->rowOf(games->model()->row(0).id));
    const LibraryRow chosen = games->model()->row(0);
    QTest::keyClick(games->table(), Qt::Key_Return);
    QTRY_VERIFY(!games->isVisible());
    QCOMPARE(QString::fromStdString(window.game()->toPgn().tag("White")), chosen.white);
    QCOMPARE(window.game()->tree().mainLineEnd()->ply, chosen.plies);

    // Export the selection: the file reads back as those games.
    games = window.showGames();
    games->table()->selectAll();
    const QString exported = dir.filePath(QStringLiteral("out.pgn"));
    QVERIFY(games->exportTo(exported));
    {
        std::ifstream in(QFile::encodeName(exported).toStdString());
        PgnReader reader(in);
        PgnGame game;
        int n = 0;
        while (reader.next(game)) ++n;
        QCOMPARE(n, 4);
    }

    // Delete asks first; No keeps them, Yes deletes.
    QApplication::setActiveWindow(games); // where the Delete key goes
    games->table()->setFocus();
    games->table()->selectRow(0);
    whenModal<QMessageBox>([](QMessageBox* box) { box->button(QMessageBox::Cancel)->click(); });
    QTest::keyClick(games->table(), Qt::Key_Delete);
    QCOMPARE(games->model()->rowCount(), 4);
    whenModal<QMessageBox>([](QMessageBox* box) {
        QCOMPARE(box->objectName(), QStringLiteral("deleteGames"));
        box->button(QMessageBox::Yes)->click();
    });
    QTest::keyClick(games->table(), Qt::Key_Delete);
    QCOMPARE(games->model()->rowCount(), 3);
    QCOMPARE(games->countLabel()->text(), QStringLiteral("Games: 3"));
    window.document()->markClean();
}

// A game the window plays comes into the open list when it ends, with the user's side.
void TestLibrary::playedGamesArrive() {
    QTemporaryDir dir;
    auto settings = quietSettings(dir);
    settings->setValue(QStringLiteral("player/name"), QStringLiteral("Anna"));
    MainWindow window(*settings, dir.filePath(QStringLiteral("autosave.pgn")));
    window.show();
    window.game()->setMinimumReplyMs(0);
    GamesWindow* games = window.showGames();
    QTRY_VERIFY(window.library()->isReady());
    GameSetup setup;
    setup.elo = 600;
    setup.humanSide = Black;
    setup.playerName = QStringLiteral("Anna");
    window.startGame(setup);
    QTRY_COMPARE_WITH_TIMEOUT(window.game()->game().ply(), std::size_t(1), 10000);
    const Move reply = *ferz::MoveList(window.game()->position()).begin();
    QVERIFY(window.game()->playHumanMove(reply));
    window.game()->resign();
    QTRY_COMPARE(games->model()->rowCount(), 1);
    const LibraryRow row = games->model()->row(0);
    QCOMPARE(row.black, QStringLiteral("Anna"));
    QCOMPARE(row.userSide, std::optional<Color>(Black));
    QCOMPARE(row.level, std::optional<int>(600));
    QCOMPARE(row.result, QStringLiteral("1-0"));
    QCOMPARE(row.opponent, QStringLiteral("Ferz (600 Elo)"));
    QCOMPARE(row.source, GameSource::Played);
    window.document()->markClean();
}

// The user's results grouped by level, colour, opening and clock, over finished games with a
// side of the user's; the reasons of the training positions counted.
void TestLibrary::statistics() {
    Library library(freshPath(), QStringLiteral("t"));
    QVERIFY(library.open(nullptr));
    const auto played = [&](const char* result, Color side, const char* level, const char* tc,
                            const QString& uid) {
        PgnGame game = parse(PlayedGame); // a Ruy Lopez
        game.result = result;
        game.setTag("FerzLevel", level);
        game.setTag("TimeControl", tc);
        LibraryGame g = LibraryGame::fromPgn(game, GameSource::Played, side);
        g.uid = uid;
        QVERIFY(library.store(g));
    };
    played("1-0", White, "1200", "300+2", QStringLiteral("1"));     // won
    played("1/2-1/2", White, "1200", "300+2", QStringLiteral("2")); // drawn
    played("1-0", Black, "1600", "", QStringLiteral("3"));          // lost
    played("*", White, "1600", "", QStringLiteral("4"));            // unfinished: left out
    QCOMPARE(importText(library,
                        smallGame("Anna", "Bob", "2026.01.01", "0-1", "1. f3 e5 2. g4 Qh4#"),
                        {QStringLiteral("anna")})
                 .added,
             1); // lost, as White, no level
    const LibraryStatistics s = library.statistics();
    QCOMPARE(s.byLevel.size(), 2);
    QCOMPARE(s.byLevel[0].key, QStringLiteral("1200"));
    QCOMPARE(s.byLevel[0].games, 2);
    QCOMPARE(s.byLevel[0].won, 1);
    QCOMPARE(s.byLevel[0].drawn, 1);
    QCOMPARE(s.byLevel[0].percent(), 75.0);
    QCOMPARE(s.byLevel[1].key, QStringLiteral("1600"));
    QCOMPARE(s.byLevel[1].lost, 1);
    QCOMPARE(s.byColour.size(), 2);
    QCOMPARE(s.byColour[0].key, QStringLiteral("0"));
    QCOMPARE(s.byColour[0].games, 3);
    QCOMPARE(s.byColour[1].games, 1);
    QCOMPARE(s.byOpening.front().key, QStringLiteral("Ruy Lopez"));
    QCOMPARE(s.byOpening.front().games, 3);
    QCOMPARE(s.byTimeControl.size(), 2);
    QCOMPARE(s.byTimeControl[0].games + s.byTimeControl[1].games, 4);
    QVERIFY(s.mistakeReasons.isEmpty());
    TrainingPosition p;
    p.fen = QString::fromStdString(Position().fen());
    p.played = QStringLiteral("f2f3");
    p.best = QStringLiteral("e2e4");
    p.reason = int(Reason::HangsPiece);
    p.piece = int(Queen);
    p.depth = 12; // checked (an unchecked one of schema 3 counts for nothing)
    TrainingPosition q = p;
    q.ply = 2;
    TrainingPosition m = p;
    m.ply = 4;
    m.reason = int(Reason::AllowsMate);
    QVERIFY(library.addTrainingPositions(library.rows({}).front().id, {p, q, m}, 0));
    const LibraryStatistics after = library.statistics();
    QCOMPARE(after.mistakeReasons.size(), 2);
    QCOMPARE(after.mistakeReasons[0].reason, int(Reason::HangsPiece));
    QCOMPARE(after.mistakeReasons[0].piece, int(Queen));
    QCOMPARE(after.mistakeReasons[0].count, 2);
}

// The rating is Glicko-2 over the rated games in the order they ended, each a period of its
// own, with an empty period for each full week between two games and since the last.
void TestLibrary::ratingReplay() {
    constexpr qint64 Day = 24LL * 60 * 60 * 1000;
    QCOMPARE(replayRating({}, 0).current, ferz::Rating{});
    QCOMPARE(replayRating({}, 0).games(), 0);

    const auto game = [](qint64 id, qint64 ended, double score, double elo, double deviation) {
        RatedGame g;
        g.id = id;
        g.endedMs = ended;
        g.score = score;
        g.opponentElo = elo;
        g.opponentDeviation = deviation;
        return g;
    };
    const QList<RatedGame> games{game(1, 10 * Day, 1, 1200, 38.8), game(2, 11 * Day, 0, 1433, 24.5),
                                 game(3, 40 * Day, 0.5, 1590, 34.7)};
    const RatingSummary s = replayRating(games, 40 * Day);
    QCOMPARE(s.games(), 3);
    // Step by step with ferz::rate: the second game a day later (no week away), the third
    // four weeks after it.
    ferz::Rating r;
    ferz::RatedResult one{1200, 38.8, 1};
    r = ferz::rate(r, {&one, 1});
    QCOMPARE(s.history[0].after, r);
    ferz::RatedResult two{1433, 24.5, 0};
    r = ferz::rate(r, {&two, 1});
    QCOMPARE(s.history[1].after, r);
    for (int week = 0; week < 4; ++week) r = ferz::rate(r, {});
    ferz::RatedResult three{1590, 34.7, 0.5};
    r = ferz::rate(r, {&three, 1});
    QCOMPARE(s.history[2].after, r);
    QCOMPARE(s.current, r);
    QVERIFY(s.history[0].after.rating > 1500); // a win over a weaker level
    QVERIFY(s.history[1].after.rating < s.history[0].after.rating);
    // Time away: ten weeks later the same rating, less sure.
    const RatingSummary later = replayRating(games, 110 * Day);
    QCOMPARE(later.current.rating, s.current.rating);
    QVERIFY(later.current.deviation > s.current.deviation);
    QVERIFY(s.provisional()); // three games leave it unsure

    // The levels for even chances and a bit harder, from what the levels measured.
    const QList<int> labels{600, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2200, 2400, 0};
    const ferz::Rating club{1500, 60, 0.06};
    const int even = levelForScore(club, labels, 0.5);
    QCOMPARE(even, 1400); // measured 1433: the nearest to 1500 below 1600's 1590
    const int harder = levelForScore(club, labels, 0.35, even);
    QVERIFY(harder > even);
    QCOMPARE(harder, 1600);
    QCOMPARE(levelForScore(ferz::Rating{3000, 50, 0.06}, labels, 0.5), ferz::MaxElo);
    QCOMPARE(levelForScore(ferz::Rating{3000, 50, 0.06}, labels, 0.35, ferz::MaxElo), 0);
}

// Through the window: a rated game moves the rating shown by the name, in the Games window and
// in New Game's suggestions; a hint, a takeback, two people or a set-up position leave it, and
// New Game says which before the game starts.
void TestLibrary::ratedAndUnratedGames() {
    QTemporaryDir dir;
    auto settings = quietSettings(dir);
    settings->setValue(QStringLiteral("player/name"), QStringLiteral("Anna"));
    MainWindow window(*settings, dir.filePath(QStringLiteral("autosave.pgn")));
    window.show();
    window.game()->setMinimumReplyMs(0);
    QTRY_VERIFY(window.library()->isReady());
    QCOMPARE(window.library()->rating().games(), 0);
    QCOMPARE(window.bottomStrip()->ratingText(), QString());

    const auto play = [&](GameSetup setup, bool resign) {
        setup.playerName = QStringLiteral("Anna");
        window.startGame(setup);
        QTRY_VERIFY_WITH_TIMEOUT(window.game()->isHumanTurn(), 10000);
        QVERIFY(window.game()->playHumanMove(*ferz::MoveList(window.game()->position()).begin()));
        QTRY_VERIFY_WITH_TIMEOUT(window.game()->isHumanTurn(), 10000);
        if (resign) window.game()->resign();
    };
    GameSetup rated;
    rated.elo = 1200;
    QCOMPARE(GameController::unratedFor(rated), Unrated::None);
    QSignalSpy ratings(window.library(), &LibraryStore::ratingChanged);
    play(rated, true);
    QVERIFY(window.game()->rated());
    QTRY_COMPARE(window.library()->rating().games(), 1);
    const ferz::Rating afterLoss = window.library()->rating().current;
    ferz::RatedResult loss{1200, ferz::measuredElo(1200).deviation, 0};
    QCOMPARE(afterLoss, ferz::rate(ferz::Rating{}, {&loss, 1}));
    QVERIFY(afterLoss.rating < 1500);
    QCOMPARE(
        window.bottomStrip()->ratingText(),
        QStringLiteral("%1 ± %2").arg(qRound(afterLoss.rating)).arg(qRound(afterLoss.deviation)));
    QVERIFY(window.bottomStrip()->accessibleName().contains(QStringLiteral("rating")));

    // A hint, a takeback: asked first, unrated from then on, and stored so.
    const auto confirm = [] {
        whenModal<QMessageBox>([](QMessageBox* box) {
            QVERIFY(box->text().contains(QStringLiteral("no longer count")));
            box->button(QMessageBox::Yes)->click();
        });
    };
    play(rated, false);
    confirm();
    window.action(QStringLiteral("hint"))->trigger();
    QVERIFY(!window.game()->rated());
    QCOMPARE(window.game()->unrated(), Unrated::Hint);
    window.game()->resign();
    play(rated, false);
    QTRY_VERIFY_WITH_TIMEOUT(window.action(QStringLiteral("undo"))->isEnabled(), 10000);
    QVERIFY(window.game()->playHumanMove(*ferz::MoveList(window.game()->position()).begin()));
    QTRY_VERIFY_WITH_TIMEOUT(window.game()->isHumanTurn(), 10000);
    confirm();
    window.action(QStringLiteral("undo"))->trigger(); // the game stands after a move of each
    QCOMPARE(window.game()->unrated(), Unrated::Takeback);
    window.game()->resign();
    GameSetup people;
    people.twoPlayers = true;
    QCOMPARE(GameController::unratedFor(people), Unrated::TwoPlayers);
    play(people, true);
    GameSetup practice = rated; // an opening to practise: chosen, not played
    practice.openingMoves = {Move(E2, E4)};
    QCOMPARE(GameController::unratedFor(practice), Unrated::Opening);
    play(practice, true);
    QTRY_VERIFY(window.library()->isReady());
    window.startGame(rated); // stores the last one
    {
        Library library(dir.filePath(QStringLiteral("library.sqlite")), QStringLiteral("check"));
        QVERIFY(library.open(nullptr));
        QTRY_COMPARE(library.count(), 5);
        QSqlQuery q(QSqlDatabase::database(QStringLiteral("check")));
        QVERIFY(q.exec(QStringLiteral("SELECT rated, unrated FROM games ORDER BY id")));
        QStringList seen;
        while (q.next()) seen << q.value(0).toString() + u':' + q.value(1).toString();
        QCOMPARE(seen, QStringList({"1:", "0:hint", "0:takeback", "0:two-players", "0:opening"}));
    }
    QCOMPARE(window.library()->rating().games(), 1);

    // The Games window's rating page.
    GamesWindow* games = window.showGames();
    QVERIFY(games->ratingPage()->text()->text().contains(
        QStringLiteral("%1 ± %2").arg(qRound(afterLoss.rating)).arg(qRound(afterLoss.deviation))));
    QVERIFY(games->ratingPage()->text()->text().contains(
        QStringLiteral("Rated games: 1 (won 0, drawn 0, lost 1)")));
    QCOMPARE(games->ratingPage()->graph()->points(), 1);
    games->tabs()->setCurrentIndex(2);
    QVERIFY(
        games->statisticsPage()->toPlainText().contains(QStringLiteral("Against Ferz's levels")));
    QVERIFY(games->statisticsPage()->toPlainText().contains(QStringLiteral("1200 Elo")));
    games->hide();

    // New Game says it before the game starts, and suggests levels from the rating.
    NewGameDialog dialog(window.preferences(), {});
    QVERIFY(dialog.ratedLabel()->text().startsWith(QStringLiteral("Rated")));
    QVERIFY(!dialog.evenButton()->isVisibleTo(&dialog));
    dialog.setRating(afterLoss, 1);
    QVERIFY(dialog.evenButton()->isVisibleTo(&dialog));
    const int even = levelForScore(afterLoss, Preferences::levels(), 0.5);
    QVERIFY(dialog.evenButton()->text().startsWith(QString::number(even)));
    dialog.harderButton()->click();
    QVERIFY(dialog.levelBox()->currentData().toInt() > even);
    dialog.evenButton()->click();
    QCOMPARE(dialog.levelBox()->currentData().toInt(), even);
    dialog.fenEdit()->setText(QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
    QVERIFY(dialog.ratedLabel()->text().contains(QStringLiteral("set-up position")));
    dialog.fenEdit()->clear();
    dialog.opponentBox()->setCurrentIndex(dialog.opponentBox()->count() - 1);
    QVERIFY(dialog.ratedLabel()->text().contains(QStringLiteral("two people")));
    QVERIFY(!dialog.evenButton()->isVisibleTo(&dialog));
    window.document()->markClean();
}

QTEST_MAIN(TestLibrary)
#include "tst_library.moc"

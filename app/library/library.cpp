// Library's connection: opening the file, the checks that tell whether it can be used, the
// schema (application_id, user_version, the CREATE statements of each version) and its
// migrations, and a file that cannot be used set aside.
#include "library.h"
#include "librarysql.h"

#include "gamesetup.h"
#include "version.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>
#include <QVersionNumber>

#include <span>

namespace {

// Schema version 1: the games.
const char* const SchemaV1[] = {
    "CREATE TABLE games ("
    " id INTEGER PRIMARY KEY,"
    " pgn TEXT NOT NULL,"       // the game as Ferz writes it
    " uid TEXT,"                // LibraryGame::uid: a game played in Ferz
    " dedupe INTEGER NOT NULL," // LibraryGame::key
    " source INTEGER NOT NULL," // GameSource: 0 played in Ferz, 1 imported
    " added INTEGER NOT NULL,"  // when it was stored, in ms since the epoch
    " date TEXT NOT NULL,"      // PGN's yyyy.mm.dd
    " white TEXT NOT NULL,"
    " black TEXT NOT NULL,"
    " event TEXT NOT NULL,"
    " result TEXT NOT NULL," // 1-0, 0-1, 1/2-1/2 or *
    " termination TEXT NOT NULL,"
    " time_control TEXT NOT NULL,"
    " eco TEXT NOT NULL,"
    " opening TEXT NOT NULL,"
    " plies INTEGER NOT NULL,"
    " level INTEGER,"          // Ferz's level, when it played; 2500: full strength
    " user_side INTEGER,"      // 0 White, 1 Black: the user's side; NULL: none or both
    " opponent TEXT NOT NULL," // the other side's name, when user_side is known
    " search TEXT NOT NULL"    // what the text filter searches, in lower case
    ")",
    "CREATE INDEX games_dedupe ON games (dedupe)",
    "CREATE UNIQUE INDEX games_uid ON games (uid)",
    "CREATE INDEX games_date ON games (date, id)",
};

// Schema version 2: the rating. The games of version 1 were played before Ferz rated any, and
// stay unrated ("older").
const char* const SchemaV2[] = {
    "ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0", // counts for the rating
    "ALTER TABLE games ADD COLUMN unrated TEXT NOT NULL DEFAULT ''", // why not: a reason's word
    "ALTER TABLE games ADD COLUMN opponent_elo REAL",                // the level's measured Elo
    "ALTER TABLE games ADD COLUMN opponent_deviation REAL",          // and its deviation
    "ALTER TABLE games ADD COLUMN ended INTEGER",                    // ms since the epoch
    "UPDATE games SET unrated = CASE source WHEN 1 THEN 'imported' ELSE 'older' END",
    "CREATE INDEX games_rated ON games (rated, ended)",
};

// Schema version 3: training on the user's mistakes.
const char* const SchemaV3[] = {
    // 1 once the background analysis looked for the user's mistakes in the game.
    "ALTER TABLE games ADD COLUMN analysed INTEGER NOT NULL DEFAULT 0",
    "CREATE TABLE training ("
    " id INTEGER PRIMARY KEY,"
    " game_id INTEGER NOT NULL," // games.id; deleted with the game
    " ply INTEGER NOT NULL,"
    " fen TEXT NOT NULL,"    // before the user's move
    " played TEXT NOT NULL," // UCI
    " played_san TEXT NOT NULL,"
    " best TEXT NOT NULL," // UCI
    " best_line TEXT NOT NULL,"
    " judgement INTEGER NOT NULL,"
    " reason INTEGER NOT NULL,"
    " piece INTEGER NOT NULL,"
    " mate_in INTEGER NOT NULL,"
    " repetitions INTEGER NOT NULL DEFAULT 0," // SM-2
    " ease REAL NOT NULL DEFAULT 2.5,"
    " interval_days INTEGER NOT NULL DEFAULT 0,"
    " due_day INTEGER NOT NULL," // days since the epoch
    " attempts INTEGER NOT NULL DEFAULT 0,"
    " solved_first INTEGER NOT NULL DEFAULT 0,"
    " last_seen INTEGER,"   // ms since the epoch of the last answer
    " last_solved INTEGER," // whether it was solved at the first try
    " UNIQUE (game_id, ply))",
    "CREATE INDEX training_due ON training (due_day)",
    "CREATE INDEX games_analysed ON games (analysed, user_side)",
};

// Schema version 4: the duplicate key also holds a game's web address (Site) and GameId. A
// game without them keeps its key; the others get theirs again (Library::rekey).
const char* const SchemaV4[] = {
    "SELECT 1", // no change of tables
};

// Schema version 5: a training position is one the review's check confirmed. `depth` is the
// depth at which the played move and the best were each searched alone (0: found by the
// unchecked analysis of schemas 3 and 4, to be checked again), `judge` the engine that
// judged. The games with unchecked positions are analysed again: their positions are
// confirmed (keeping their schedule) or go.
const char* const SchemaV5[] = {
    "ALTER TABLE training ADD COLUMN depth INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE training ADD COLUMN judge TEXT NOT NULL DEFAULT ''",
    "UPDATE games SET analysed = 0 WHERE id IN (SELECT game_id FROM training)",
};

// Schema version 6: Chess960. The games of an older library are marked from their PGN's tags
// (markChess960Games) in the same transaction.
const char* const SchemaV6[] = {
    "ALTER TABLE games ADD COLUMN chess960 INTEGER NOT NULL DEFAULT 0", // 1: a Chess960 game
};

// Schema version 7: the position index, a row for each position of each game's main line
// (libraryexplore.cpp), for the opening tree and the search by position. The key leads the
// primary key, so the table is its own index; a game's rows are found by its positions' keys.
// The stored games are indexed (indexAllGames) in the same transaction.
const char* const SchemaV7[] = {
    "CREATE TABLE positions ("
    " key INTEGER NOT NULL,"     // ferz::Position::key(), the 64 bits as a signed integer
    " game_id INTEGER NOT NULL," // games.id; deleted with the game
    " ply INTEGER NOT NULL,"     // the position's index in the main line: 0 the start
    " move INTEGER NOT NULL,"    // the move played from it, ferz::Move::raw(); 0 at the end
    " PRIMARY KEY (key, game_id, ply)) WITHOUT ROWID",
    // What the tree reads of each game, beside it: a few bytes a game, where the game's own
    // row (its PGN) is a page of its own to read (twice as fast on ferz-library-bench).
    "CREATE INDEX games_tree ON games (id, result, level, date, user_side, source)",
};

// Schema version 8: the material index, a row for each material balance a game's main line
// held (libraryexplore.cpp), for the search by material: "rook endings". The signature leads
// the primary key, so the balances of a kind are a few ranges of the table. The stored games
// are indexed (indexAllGames) in the same transaction. And the position index in the order
// the opening tree reads it: a position's rows by the move played, then the game, each game
// once for each move (the first time it played it there), so the tree's counts are one pass
// of the index with no sorting (twice as fast on ferz-library-bench).
const char* const SchemaV8[] = {
    // The key's columns first, in its order: SQLite 3.40's integrity check (and so Ferz's
    // check at start-up) takes a NOT NULL column after a key column out of order for a NULL.
    "CREATE TABLE positions8 ("
    " key INTEGER NOT NULL,"
    " move INTEGER NOT NULL,"
    " game_id INTEGER NOT NULL,"
    " ply INTEGER NOT NULL," // the first time the game played the move from the position
    " PRIMARY KEY (key, move, game_id)) WITHOUT ROWID",
    "INSERT INTO positions8 (key, game_id, ply, move) SELECT key, game_id, min(ply), move "
    "FROM positions GROUP BY key, move, game_id",
    "DROP TABLE positions",
    "ALTER TABLE positions8 RENAME TO positions",
    "CREATE TABLE materials ("
    " signature INTEGER NOT NULL," // ferz::MaterialSignature
    " game_id INTEGER NOT NULL,"   // games.id; deleted with the game
    " ply INTEGER NOT NULL,"       // where the balance was first on the board
    " PRIMARY KEY (signature, game_id)) WITHOUT ROWID",
};

// Schema version 9: the user's opening repertoire (libraryrepertoire.cpp). `repertoire` holds
// its moves by side and position (ferz::Repertoire: the key as the position index stores it,
// the move's raw 16 bits, the weight with which the drill plays an opponent's move),
// `repertoire_starts` the positions its lines start from when another than the standard one,
// and `repertoire_cards` the drill's SM-2 schedule of each line, named by the key of the
// position at its end. Key columns first, as schema 8 says why. IF NOT EXISTS: a test that
// takes a new library back to an older version by hand leaves them there.
const char* const SchemaV9[] = {
    "CREATE TABLE IF NOT EXISTS repertoire ("
    " side INTEGER NOT NULL," // 0 White, 1 Black: the user's side
    " key INTEGER NOT NULL,"  // ferz::Position::key() of the position the move is played from
    " move INTEGER NOT NULL," // ferz::Move::raw()
    " weight INTEGER NOT NULL DEFAULT 1,"
    " PRIMARY KEY (side, key, move)) WITHOUT ROWID",
    "CREATE TABLE IF NOT EXISTS repertoire_starts ("
    " side INTEGER NOT NULL,"
    " fen TEXT NOT NULL,"
    " PRIMARY KEY (side, fen)) WITHOUT ROWID",
    "CREATE TABLE IF NOT EXISTS repertoire_cards ("
    " side INTEGER NOT NULL,"
    " end_key INTEGER NOT NULL,"               // the key of the position at the line's end
    " repetitions INTEGER NOT NULL DEFAULT 0," // SM-2, as the training's
    " ease REAL NOT NULL DEFAULT 2.5,"
    " interval_days INTEGER NOT NULL DEFAULT 0,"
    " due_day INTEGER NOT NULL," // days since the epoch
    " attempts INTEGER NOT NULL DEFAULT 0,"
    " solved_first INTEGER NOT NULL DEFAULT 0,"
    " last_seen INTEGER NOT NULL DEFAULT 0," // ms since the epoch of the last answer
    " PRIMARY KEY (side, end_key)) WITHOUT ROWID",
};

// Schema version 10: the puzzles' results. Each attempt at a puzzle of the set Ferz ships
// (its id, "p00042"): when, whether it was solved (no wrong move, no hint, no solution), how
// long it took, the wrong tries, the help asked for, and the user's puzzle rating (Glicko-2)
// and the puzzle's own after it, so the rating's course is the table read in order. A missed
// puzzle's place in the spaced-repetition schedule (SM-2), as the training positions have.
// IF NOT EXISTS: the step can meet its tables in a library made by a newer Ferz and set back
// to an older version by hand (as the migration tests make theirs); it leaves them as they are.
const char* const SchemaV10[] = {
    "CREATE TABLE IF NOT EXISTS puzzle_attempts ("
    " id INTEGER PRIMARY KEY,"
    " puzzle TEXT NOT NULL,"        // Puzzle::id
    " at INTEGER NOT NULL,"         // ms since the epoch, when it was done with
    " solved INTEGER NOT NULL,"     // 1: no wrong move, no hint, no solution
    " seconds REAL NOT NULL,"       // from the first move shown to the end
    " wrong INTEGER NOT NULL,"      // wrong moves tried
    " help INTEGER NOT NULL,"       // 0 none, 1 a hint, 2 the solution
    " rating REAL NOT NULL,"        // the user's puzzle rating after it
    " deviation REAL NOT NULL,"     // its deviation
    " volatility REAL NOT NULL,"    // and volatility
    " puzzle_rating REAL NOT NULL," // the puzzle's own rating after it
    " puzzle_deviation REAL NOT NULL,"
    " puzzle_volatility REAL NOT NULL)",
    "CREATE INDEX IF NOT EXISTS puzzle_attempts_puzzle ON puzzle_attempts (puzzle, id)",
    // The key's column first (see schema 8: SQLite 3.40's integrity check).
    "CREATE TABLE IF NOT EXISTS puzzle_cards ("
    " puzzle TEXT NOT NULL,"
    " repetitions INTEGER NOT NULL," // SM-2
    " ease REAL NOT NULL,"
    " interval_days INTEGER NOT NULL,"
    " due_day INTEGER NOT NULL," // days since the epoch
    " PRIMARY KEY (puzzle)) WITHOUT ROWID",
    "CREATE INDEX IF NOT EXISTS puzzle_cards_due ON puzzle_cards (due_day)",
};

// Schema version 11: the position index holds what the opening tree counts of each row's game
// (its result as White's score in half points, Ferz's level, its date when known), as the
// games' columns hold them (LibrarySql::treeFactsOfGame), so that the tree of all games reads one
// range of the index and no game: a join with the games for each of its rows took most of
// the tree's time on ferz-library-bench (100,000 games; 100,000 rows for the start
// position). The rows are copied in the index's order, so the new table is written from its
// first page to its last (copyTreeFacts).
const char* const SchemaV11[] = {
    "CREATE TABLE positions11 ("
    " key INTEGER NOT NULL,"
    " move INTEGER NOT NULL,"
    " game_id INTEGER NOT NULL,"
    " ply INTEGER NOT NULL,"
    " white_score INTEGER," // 2 for 1-0, 1 a draw, 0 for 0-1; NULL: not finished (*)
    " level INTEGER,"       // games.level
    " date TEXT,"           // games.date when known (not starting with '?'); else NULL
    " PRIMARY KEY (key, move, game_id)) WITHOUT ROWID",
};

// Schema version 12: the players' ratings. A game's rating of the side not to move at an even
// ply and at an odd one (LibraryGame::ratingEven, from its WhiteElo and BlackElo tags), read
// by the opening tree beside Ferz's level: the position rows of the games (in practice the
// imported ones) take them where they had no level (rateIndexRows, which adds the columns to a
// library that lacks them: one set back to an older version by hand has them). games_tree, made
// again with them, holds them for the rows written later.
const char* const SchemaV12[] = {
    "DROP INDEX IF EXISTS games_tree",
};

// Schema version 13: a training position says which version of Ferz confirmed it (training.ferz:
// the version whose review's rules, and engine when that judged, made the verdict). The games
// with positions of an older version go back to the background analysis (Library::open), which
// keeps a position it confirms, with its schedule, and drops one it does not
// (writeTrainingPositions): training and review give one verdict on a position. The column is
// added by the step's code (addColumn), empty for the positions there: all are checked once.
const char* const SchemaV13[] = {
    "SELECT 1",
};
} // namespace

QString Library::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/library.sqlite");
}

Library::Library(QString path, QString connection)
    : m_path(std::move(path)), m_connection(std::move(connection)) {
}

Library::~Library() {
    disconnect();
}

bool Library::connect() {
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    m_db.setDatabaseName(m_path);
    // A writer in another connection (the worker, another Ferz) holds the lock for one short
    // transaction; the busy time-out is far more than any of them takes.
    m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(m_busyTimeoutMs));
    if (!m_db.open()) return fail(m_db.lastError().text());
    // The opening tree of a common position reads some megabytes of the position index and of
    // games_tree on a library of 100,000 games: with SQLite's default cache of 2 MB each query
    // read them all again from the file (a quarter of its time in ferz-library-bench's profile).
    // The cache fills only as pages are read, and is kept while no other connection writes.
    QSqlQuery q(m_db);
    q.exec(QStringLiteral("PRAGMA cache_size=-%1").arg(CacheKiB));
    return true;
}

void Library::disconnect() {
    m_open = false;
    if (!m_db.isValid()) return;
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connection);
}

// SQLite's messages (sqlite3_errstr) are fixed English sentences; Qt puts its own words after
// them ("… Unable to fetch row").
QString Library::inWords(const QString& sqlite) {
    const auto says = [&sqlite](const char* message) {
        return sqlite.contains(QLatin1String(message));
    };
    if (says("attempt to write a readonly database"))
        return tr("the library's file or its folder is read-only");
    if (says("database or disk is full")) return tr("the disk is full");
    if (says("database is locked") || says("database table is locked"))
        return tr("another program is using the game library");
    if (says("disk I/O error")) return tr("the disk could not be read or written");
    if (says("database disk image is malformed")) return tr("the library's file is damaged");
    if (says("unable to open database file")) return tr("the library's file cannot be opened");
    if (says("access permission denied"))
        return tr("you are not allowed to use the library's file");
    return sqlite;
}

bool Library::fail(const QString& what) {
    m_error = what;
    return false;
}

// What keeps the file from being used, if anything. Reading the header is enough to tell a
// file that is not a database; quick_check reads every page.
Library::Problem Library::check() {
    QSqlQuery q(m_db);
    // A statement that failed: SQLITE_BUSY (5) past the busy time-out is a lock held.
    const auto failed = [this, &q](Problem otherwise) {
        fail(q.lastError().text());
        return q.lastError().nativeErrorCode() == QLatin1String("5") ? Problem::Locked : otherwise;
    };
    if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next())
        return failed(Problem::NotALibrary);
    const int application = q.value(0).toInt();
    q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master"));
    const bool empty = q.next() && q.value(0).toInt() == 0;
    if (application != ApplicationId && !(application == 0 && empty)) {
        fail(tr("it is not a Ferz library"));
        return Problem::NotALibrary;
    }
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) return Problem::Damaged;
    if (q.value(0).toInt() > SchemaVersion) {
        fail(tr("it was made by a newer Ferz"));
        return Problem::Newer;
    }
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next() ||
        q.value(0).toString() != QLatin1String("ok")) {
        fail(q.lastError().isValid() ? q.lastError().text() : q.value(0).toString());
        return Problem::Damaged;
    }
    q.finish();
    // The journal in write-ahead-log mode: readers and the writer do not wait for each other.
    // Taking the write lock once tells a library some other program holds locked.
    if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL")) ||
        !q.exec(QStringLiteral("PRAGMA synchronous=NORMAL")) ||
        !q.exec(QStringLiteral("BEGIN IMMEDIATE")) || !q.exec(QStringLiteral("COMMIT")))
        return failed(Problem::Damaged);
    return Problem::None;
}

bool Library::open(QString* notice) {
    disconnect();
    const QString folder = QFileInfo(m_path).absolutePath();
    if (!QDir().mkpath(folder)) {
        fail(tr("The folder of the game library, %1, cannot be made.").arg(folder));
        if (notice) *notice = error();
        return false;
    }
    for (int attempt = 0; attempt < 2; ++attempt) {
        if (!connect()) break;
        const Problem problem = check();
        if (problem == Problem::None) {
            QSqlQuery q(m_db);
            q.exec(QStringLiteral("PRAGMA user_version"));
            const int version = q.next() ? q.value(0).toInt() : 0;
            q.finish();
            if (version == SchemaVersion || migrate(version)) {
                m_open = true;
                checkOlderVerdictsAgain();
                return true;
            }
            break;
        }
        disconnect();
        // A newer Ferz's library, or one another program holds, is sound: it stays where it
        // is, unused this time, so that the user's games are not split between two files.
        if (problem == Problem::Newer || problem == Problem::Locked) {
            const QString file = QDir::toNativeSeparators(m_path);
            if (notice && problem == Problem::Newer)
                *notice = tr("Your game library %1 is from a newer Ferz, so this one leaves it "
                             "untouched and keeps no games in it.")
                              .arg(file);
            else if (notice)
                *notice = tr("Another program keeps your game library %1 locked, so it is left "
                             "untouched. Close that program and start Ferz again to use it.")
                              .arg(file);
            break;
        }
        if (attempt > 0 || !setAside(problem, notice)) break;
    }
    disconnect();
    if (notice && notice->isEmpty())
        *notice = tr("The game library %1 cannot be opened: %2").arg(m_path, error());
    return false;
}

bool Library::openChecked() {
    disconnect();
    if (!connect()) return false;
    QSqlQuery q(m_db);
    const bool ours = q.exec(QStringLiteral("PRAGMA application_id")) && q.next() &&
                      q.value(0).toInt() == ApplicationId;
    const bool current = q.exec(QStringLiteral("PRAGMA user_version")) && q.next() &&
                         q.value(0).toInt() == SchemaVersion;
    q.finish();
    if (!ours || !current) {
        fail(tr("it is not a Ferz library"));
        disconnect();
        return false;
    }
    m_open = true;
    return true;
}

// Brings the schema from `from` up to SchemaVersion, each step in the transaction that also
// writes its version, so a kill leaves the one before or the one after.
bool Library::migrate(int from) {
    using Step = std::span<const char* const>;
    const Step steps[SchemaVersion] = {
        Step(SchemaV1),  Step(SchemaV2),  Step(SchemaV3), Step(SchemaV4), Step(SchemaV5),
        Step(SchemaV6),  Step(SchemaV7),  Step(SchemaV8), Step(SchemaV9), Step(SchemaV10),
        Step(SchemaV11), Step(SchemaV12), Step(SchemaV13)};
    QSqlQuery q(m_db);
    // The steps that read every game again, for the progress: the index of 7, that of 8, and
    // the ratings of 12.
    m_migrated = m_toMigrate = 0;
    if (from > 0 && from < SchemaVersion && q.exec(QStringLiteral("SELECT count(*) FROM games")) &&
        q.next())
        m_toMigrate = q.value(0).toLongLong() * ((from <= 6) + (from <= 7) + (from <= 11));
    q.finish();
    for (int version = from; version < SchemaVersion; ++version) {
        if (!m_db.transaction()) return fail(m_db.lastError().text());
        bool ok = true;
        if (version == 0)
            ok = q.exec(QStringLiteral("PRAGMA application_id=%1").arg(ApplicationId));
        for (const char* statement : steps[version])
            ok = ok && q.exec(QString::fromLatin1(statement));
        if (version == 3) ok = ok && rekey();
        if (version == 5) ok = ok && markChess960Games();
        if (version == 6) ok = ok && indexAllGames(true, false);
        if (version == 7) ok = ok && indexAllGames(false, true);
        if (version == 10) ok = ok && copyTreeFacts();
        if (version == 11) ok = ok && rateIndexRows();
        if (version == 12) ok = ok && addColumn("training", "ferz", "TEXT NOT NULL DEFAULT ''");
        ok = ok && q.exec(QStringLiteral("PRAGMA user_version=%1").arg(version + 1));
        if (!ok) {
            // A step of its own (rekey, copyTreeFacts…) has said why already.
            if (q.lastError().isValid()) fail(q.lastError().text());
            m_db.rollback();
            return false;
        }
        if (!m_db.commit()) return fail(m_db.lastError().text());
    }
    return true;
}

// The duplicate keys of the games that have a web address or a GameId, computed again from
// their PGN (schema 4's key); in the caller's transaction.
bool Library::rekey() {
    QSqlQuery read(m_db);
    QSqlQuery write(m_db);
    write.prepare(QStringLiteral("UPDATE games SET dedupe = ? WHERE id = ?"));
    bool ok = read.exec(QStringLiteral("SELECT id, pgn FROM games WHERE pgn LIKE '%[Site \"http%' "
                                       "OR pgn LIKE '%[GameId %'"));
    while (ok && read.next()) {
        const ferz::Parsed<ferz::PgnGame> game =
            ferz::readPgn(read.value(1).toString().toStdString());
        if (!game) continue; // kept as it is: it cannot be opened either
        write.bindValue(0, LibraryGame::keyOf(*game));
        write.bindValue(1, read.value(0));
        ok = write.exec();
    }
    if (!ok) fail((read.lastError().isValid() ? read : write).lastError().text());
    return ok;
}

// The Chess960 games among those of an older schema: only a game with a Variant or FEN tag can
// be one, and its tags and start say (LibraryGame::chess960); in the caller's transaction.
bool Library::markChess960Games() {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, pgn FROM games WHERE instr(pgn, '[Variant ') > 0 OR "
                               "instr(pgn, '[FEN ') > 0")))
        return fail(q.lastError().text());
    QList<qint64> ids;
    while (q.next())
        if (const ferz::Parsed<ferz::PgnGame> game =
                ferz::readPgn(q.value(1).toString().toStdString());
            game && isChess960Game(game->tags, game->start))
            ids << q.value(0).toLongLong();
    q.finish();
    QSqlQuery mark(m_db);
    mark.prepare(QStringLiteral("UPDATE games SET chess960 = 1 WHERE id = ?"));
    for (const qint64 id : ids) {
        mark.bindValue(0, id);
        if (!mark.exec()) return fail(mark.lastError().text());
    }
    return true;
}

// Schema 11's step: the position rows copied into its table (made by the step's statements)
// with their games' facts, in the index's order (CROSS JOIN: the positions are the outer
// loop); in the caller's transaction.
bool Library::copyTreeFacts() {
    QSqlQuery q(m_db);
    const bool ok =
        q.exec(QStringLiteral("INSERT INTO positions11 (key, move, game_id, ply, white_score, "
                              "level, date) SELECT p.key, p.move, p.game_id, p.ply, ") +
               LibrarySql::treeFactsOfGame(QString()) +
               QStringLiteral(" FROM positions p CROSS JOIN games g INDEXED BY games_tree ON "
                              "g.id = p.game_id")) &&
        q.exec(QStringLiteral("DROP TABLE positions")) &&
        q.exec(QStringLiteral("ALTER TABLE positions11 RENAME TO positions"));
    return ok || fail(q.lastError().text());
}

// Column `column` added to `table` unless it is there (a library set back to an older version
// by hand, as the migration tests make theirs, has it); in the caller's transaction.
bool Library::addColumn(const char* table, const char* column, const char* definition) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT count(*) FROM pragma_table_info(?) WHERE name = ?"));
    q.bindValue(0, QString::fromLatin1(table));
    q.bindValue(1, QString::fromLatin1(column));
    if (!q.exec() || !q.next()) return fail(q.lastError().text());
    if (q.value(0).toInt() > 0) return true;
    q.finish();
    return q.exec(
               QStringLiteral("ALTER TABLE %1 ADD COLUMN %2 %3")
                   .arg(QLatin1String(table), QLatin1String(column), QLatin1String(definition))) ||
           fail(q.lastError().text());
}

// The games with training positions an older Ferz confirmed (schema 13) go back to the
// background analysis; a newer Ferz's are left as they are, so that two versions sharing a
// library do not undo each other's work. Done at each opening, as a new version starts; a
// failure (the library locked) leaves it to the next.
void Library::checkOlderVerdictsAgain() {
    const QVersionNumber ours = QVersionNumber::fromString(currentVersion());
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT DISTINCT ferz FROM training"))) return;
    QStringList older;
    while (q.next()) {
        const QString version = q.value(0).toString();
        if (version.isEmpty() || QVersionNumber::fromString(version) < ours) older << version;
    }
    q.finish();
    q.prepare(QStringLiteral("UPDATE games SET analysed = 0 WHERE analysed = 1 AND id IN "
                             "(SELECT game_id FROM training WHERE ferz = ?)"));
    for (const QString& version : std::as_const(older)) {
        q.bindValue(0, version);
        q.exec();
    }
}

QString Library::currentVersion() {
    return QString::fromUtf8(ferz::Version.data(), qsizetype(ferz::Version.size()));
}

// Schema 12's step: the games' ratings read from their PGN (only a game with a WhiteElo or
// BlackElo tag can have one), then the position rows of those with no level of Ferz's given
// them in one pass of the index, by the expression that writes new rows; in the caller's
// transaction.
bool Library::rateIndexRows() {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!addColumn("games", "rating_even", "INTEGER") ||
        !addColumn("games", "rating_odd", "INTEGER"))
        return false;
    if (!q.exec(QStringLiteral("CREATE INDEX games_tree ON games (id, result, level, date, "
                               "user_side, source, rating_even, rating_odd)")))
        return fail(q.lastError().text());
    QSqlQuery rate(m_db);
    rate.prepare(QStringLiteral("UPDATE games SET rating_even = ?, rating_odd = ? WHERE id = ?"));
    // Every game, for the progress; the PGN of those that can have a rating.
    if (!q.exec(QStringLiteral("SELECT id, CASE WHEN instr(pgn, '[WhiteElo ') > 0 OR "
                               "instr(pgn, '[BlackElo ') > 0 THEN pgn END FROM games")))
        return fail(q.lastError().text());
    while (q.next()) {
        if (++m_migrated % 1000 == 0 && m_migrationProgress)
            m_migrationProgress(m_migrated, m_toMigrate);
        if (q.isNull(1)) continue;
        const ferz::Parsed<ferz::PgnGame> game = ferz::readPgn(q.value(1).toString().toStdString());
        if (!game) continue; // kept as it is: it cannot be opened either
        const auto [even, odd] = LibrarySql::ratingsByPly(*game);
        if (!even && !odd) continue;
        rate.bindValue(0, LibrarySql::optionalInt(even));
        rate.bindValue(1, LibrarySql::optionalInt(odd));
        rate.bindValue(2, q.value(0));
        if (!rate.exec()) return fail(rate.lastError().text());
    }
    q.finish();
    if (m_migrationProgress) m_migrationProgress(m_migrated, m_toMigrate);
    const bool ok = q.exec(
        QStringLiteral("UPDATE positions SET level = (SELECT %1 FROM games g WHERE g.id = "
                       "positions.game_id) WHERE game_id IN (SELECT id FROM games WHERE level IS "
                       "NULL AND (rating_even IS NOT NULL OR rating_odd IS NOT NULL))")
            .arg(LibrarySql::opponentOfRow(QStringLiteral("positions.ply"))));
    return ok || fail(q.lastError().text());
}

// Moves the file and its journal to library-unreadable-<date>-<time>.sqlite beside it.
bool Library::setAside(Problem problem, QString* notice) {
    const QFileInfo info(m_path);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString aside =
        info.absolutePath() + QStringLiteral("/library-unreadable-%1.sqlite").arg(stamp);
    for (int n = 2; QFileInfo::exists(aside); ++n)
        aside = info.absolutePath() +
                QStringLiteral("/library-unreadable-%1-%2.sqlite").arg(stamp).arg(n);
    if (!QFile::rename(m_path, aside)) {
        fail(tr("%1 cannot be moved aside").arg(m_path));
        return false;
    }
    for (const char* suffix : {"-wal", "-shm"})
        if (QFile::exists(m_path + QLatin1String(suffix)))
            QFile::rename(m_path + QLatin1String(suffix), aside + QLatin1String(suffix));
    if (notice) {
        const QString why =
            problem == Problem::NotALibrary ? tr("it is not a Ferz library") : tr("it is damaged");
        *notice = tr("Your game library could not be used (%1). It was moved to %2, and a new "
                     "library was made.")
                      .arg(why, QDir::toNativeSeparators(aside));
    }
    return true;
}

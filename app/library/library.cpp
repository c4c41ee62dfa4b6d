#include "library.h"

#include "coremessage.h"
#include "level.h"
#include "notation.h"
#include "openings.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include <algorithm>
#include <cstring>
#include <span>

using namespace ferz;

namespace {

constexpr const char* LevelTag = "FerzLevel"; // as GameController writes it
constexpr int ImportBatch = 1000;             // games to a transaction
constexpr int ProgressEvery = 200;            // games between two progress reports

QString tagOf(const PgnGame& game, std::string_view name) {
    return QString::fromStdString(game.tag(name));
}

// The same game read twice gives the same key: the moves from the same start between the same
// players on the same date and round, with the same result.
qint64 keyOf(const PgnGame& game) {
    std::string text = game.start.fen();
    for (const PgnMove& m : game.moves) {
        text += ' ';
        text += toUci(m.move);
    }
    // An unknown value is one whether it is written "?", "????.??.??" or not at all.
    for (const char* tag : {"White", "Black", "Date", "Round"}) {
        const std::string value = game.tag(tag);
        text += '\n';
        if (value.find_first_not_of("?.") != std::string::npos) text += value;
    }
    text += '\n';
    text += game.result;
    const QByteArray hash = QCryptographicHash::hash(
        QByteArrayView(text.data(), qsizetype(text.size())), QCryptographicHash::Sha1);
    qint64 key = 0;
    std::memcpy(&key, hash.constData(), sizeof key);
    return key;
}

// The text the list's filter searches, in lower case.
QString searchTextOf(const LibraryGame& g) {
    return QStringList{g.white, g.black, g.event, g.date, g.eco, g.opening}.join(u'\n').toLower();
}

QString opponentOf(const LibraryGame& g) {
    if (!g.userSide) return {};
    return *g.userSide == White ? g.black : g.white;
}

QVariant optionalInt(const std::optional<int>& value) {
    return value ? QVariant(*value) : QVariant(QMetaType(QMetaType::Int));
}

QVariant sideValue(const std::optional<Color>& side) {
    return side ? QVariant(int(*side)) : QVariant(QMetaType(QMetaType::Int));
}

// A text for a NOT NULL column: Qt binds a null QString as NULL.
QString text(const QString& s) {
    return s.isNull() ? QStringLiteral("") : s;
}

// Binds a game's columns to the named placeholders of an INSERT or UPDATE.
void bindGame(QSqlQuery& q, const LibraryGame& g) {
    q.bindValue(QStringLiteral(":pgn"), text(g.pgn));
    q.bindValue(QStringLiteral(":uid"),
                g.uid.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(g.uid));
    q.bindValue(QStringLiteral(":dedupe"), g.key);
    q.bindValue(QStringLiteral(":source"), int(g.source));
    q.bindValue(QStringLiteral(":added"), QDateTime::currentMSecsSinceEpoch());
    q.bindValue(QStringLiteral(":date"), text(g.date));
    q.bindValue(QStringLiteral(":white"), text(g.white));
    q.bindValue(QStringLiteral(":black"), text(g.black));
    q.bindValue(QStringLiteral(":event"), text(g.event));
    q.bindValue(QStringLiteral(":result"), text(g.result));
    q.bindValue(QStringLiteral(":termination"), text(g.termination));
    q.bindValue(QStringLiteral(":time_control"), text(g.timeControl));
    q.bindValue(QStringLiteral(":eco"), text(g.eco));
    q.bindValue(QStringLiteral(":opening"), text(g.opening));
    q.bindValue(QStringLiteral(":plies"), g.plies);
    q.bindValue(QStringLiteral(":level"), optionalInt(g.level));
    q.bindValue(QStringLiteral(":user_side"), sideValue(g.userSide));
    q.bindValue(QStringLiteral(":opponent"), text(opponentOf(g)));
    q.bindValue(QStringLiteral(":search"), searchTextOf(g));
    q.bindValue(QStringLiteral(":rated"), g.rated ? 1 : 0);
    q.bindValue(QStringLiteral(":unrated"), text(g.unrated));
    q.bindValue(QStringLiteral(":opponent_elo"),
                g.rated ? QVariant(g.opponentElo) : QVariant(QMetaType(QMetaType::Double)));
    q.bindValue(QStringLiteral(":opponent_deviation"),
                g.rated ? QVariant(g.opponentDeviation) : QVariant(QMetaType(QMetaType::Double)));
    q.bindValue(QStringLiteral(":ended"),
                g.endedMs ? QVariant(*g.endedMs) : QVariant(QMetaType(QMetaType::LongLong)));
}

const QString InsertGame = QStringLiteral(
    "INSERT INTO games (pgn, uid, dedupe, source, added, date, white, black, event, result, "
    "termination, time_control, eco, opening, plies, level, user_side, opponent, search, rated, "
    "unrated, opponent_elo, opponent_deviation, ended) "
    "VALUES (:pgn, :uid, :dedupe, :source, :added, :date, :white, :black, :event, :result, "
    ":termination, :time_control, :eco, :opening, :plies, :level, :user_side, :opponent, "
    ":search, :rated, :unrated, :opponent_elo, :opponent_deviation, :ended)");

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

QString sortExpression(LibraryColumn column) {
    switch (column) {
    case LibraryColumn::Date: return QStringLiteral("date");
    case LibraryColumn::White: return QStringLiteral("white");
    case LibraryColumn::Black: return QStringLiteral("black");
    case LibraryColumn::Result: // White's score
        return QStringLiteral(
            "CASE result WHEN '1-0' THEN 2 WHEN '1/2-1/2' THEN 1 WHEN '0-1' THEN 0 ELSE -1 END");
    case LibraryColumn::Level: return QStringLiteral("level");
    case LibraryColumn::Opening: return QStringLiteral("eco || ' ' || opening");
    case LibraryColumn::Moves: return QStringLiteral("plies");
    case LibraryColumn::TimeControl: return QStringLiteral("time_control");
    }
    return QStringLiteral("date");
}

} // namespace

LibraryGame LibraryGame::fromPgn(const PgnGame& pgn, GameSource source,
                                 std::optional<Color> userSide) {
    LibraryGame g;
    g.pgn = QString::fromStdString(writePgn(pgn));
    g.key = keyOf(pgn);
    g.source = source;
    g.date = tagOf(pgn, "Date");
    if (g.date.isEmpty()) g.date = QStringLiteral("????.??.??");
    g.white = tagOf(pgn, "White");
    g.black = tagOf(pgn, "Black");
    g.event = tagOf(pgn, "Event");
    g.result = QString::fromStdString(pgn.result);
    g.termination = tagOf(pgn, "Termination");
    g.timeControl = tagOf(pgn, "TimeControl");
    if (g.timeControl == u'-' || g.timeControl == u'?') g.timeControl.clear();
    g.plies = int(pgn.moves.size());
    g.eco = tagOf(pgn, "ECO");
    g.opening = tagOf(pgn, "Opening");
    if (const QString variation = tagOf(pgn, "Variation"); !variation.isEmpty())
        g.opening += (g.opening.isEmpty() ? QString() : QStringLiteral(", ")) + variation;
    if (g.eco.isEmpty() && g.opening.isEmpty()) {
        const Openings& openings = Openings::standard();
        std::vector<Move> moves;
        const std::size_t n = std::min(pgn.moves.size(), std::size_t(openings.lastNamedPly()));
        moves.reserve(n);
        for (std::size_t i = 0; i < n; ++i) moves.push_back(pgn.moves[i].move);
        if (const Opening* o = openings.classify(pgn.start, moves)) {
            g.eco = QString::fromUtf8(o->eco.data(), qsizetype(o->eco.size()));
            g.opening = QString::fromUtf8(o->name.data(), qsizetype(o->name.size()));
            if (!o->variation.empty())
                g.opening += QStringLiteral(", ") +
                             QString::fromUtf8(o->variation.data(), qsizetype(o->variation.size()));
        }
    }
    if (const std::string level = pgn.tag(LevelTag); level == "full") {
        g.level = MaxElo;
    } else if (!level.empty()) {
        bool ok = false;
        const int elo = QString::fromStdString(level).toInt(&ok);
        if (ok && elo > 0 && elo <= MaxElo) g.level = elo;
    }
    g.userSide = userSide;
    if (source == GameSource::Imported) g.unrated = QStringLiteral("imported");
    return g;
}

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
    return true;
}

void Library::disconnect() {
    m_open = false;
    if (!m_db.isValid()) return;
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connection);
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
        if (notice) *notice = m_error;
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
                return true;
            }
            break;
        }
        disconnect();
        if (attempt > 0 || !setAside(problem, notice)) break;
    }
    disconnect();
    if (notice && notice->isEmpty())
        *notice = tr("The game library %1 cannot be opened: %2").arg(m_path, m_error);
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
    const Step steps[SchemaVersion] = {Step(SchemaV1), Step(SchemaV2), Step(SchemaV3)};
    QSqlQuery q(m_db);
    for (int version = from; version < SchemaVersion; ++version) {
        if (!m_db.transaction()) return fail(m_db.lastError().text());
        bool ok = true;
        if (version == 0)
            ok = q.exec(QStringLiteral("PRAGMA application_id=%1").arg(ApplicationId));
        for (const char* statement : steps[version])
            ok = ok && q.exec(QString::fromLatin1(statement));
        ok = ok && q.exec(QStringLiteral("PRAGMA user_version=%1").arg(version + 1));
        if (!ok) {
            fail(q.lastError().text());
            m_db.rollback();
            return false;
        }
        if (!m_db.commit()) return fail(m_db.lastError().text());
    }
    return true;
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
        const QString why = problem == Problem::Newer    ? tr("it was made by a newer Ferz")
                            : problem == Problem::Locked ? tr("another program keeps it locked")
                            : problem == Problem::NotALibrary ? tr("it is not a Ferz library")
                                                              : tr("it is damaged");
        *notice = tr("Your game library could not be used (%1). It was moved to %2, and a new "
                     "library was made.")
                      .arg(why, QDir::toNativeSeparators(aside));
    }
    return true;
}

std::optional<qint64> Library::store(const LibraryGame& game) {
    if (!m_db.transaction()) {
        fail(m_db.lastError().text());
        return std::nullopt;
    }
    QSqlQuery q(m_db);
    std::optional<qint64> id;
    if (!game.uid.isEmpty()) {
        q.prepare(QStringLiteral("SELECT id FROM games WHERE uid = ?"));
        q.bindValue(0, game.uid);
        if (q.exec() && q.next()) id = q.value(0).toLongLong();
        q.finish();
    }
    if (id) {
        q.prepare(QStringLiteral(
            "UPDATE games SET pgn = :pgn, uid = :uid, dedupe = :dedupe, source = :source, date = "
            ":date, "
            "white = :white, black = :black, event = :event, result = :result, "
            "termination = :termination, time_control = :time_control, eco = :eco, "
            "opening = :opening, plies = :plies, level = :level, user_side = :user_side, "
            "opponent = :opponent, search = :search, rated = :rated, unrated = :unrated, "
            "opponent_elo = :opponent_elo, opponent_deviation = :opponent_deviation, "
            // A game stored again after its end (an analysis) keeps the time it ended.
            "ended = CASE WHEN :ended IS NULL THEN NULL ELSE coalesce(ended, :ended) END "
            "WHERE id = :id"));
        bindGame(q, game);
        q.bindValue(QStringLiteral(":id"), *id);
    } else {
        q.prepare(InsertGame);
        bindGame(q, game);
    }
    if (!q.exec()) {
        fail(q.lastError().text());
        m_db.rollback();
        return std::nullopt;
    }
    if (!id) id = q.lastInsertId().toLongLong();
    if (!m_db.commit()) {
        fail(m_db.lastError().text());
        return std::nullopt;
    }
    return id;
}

bool Library::remove(const QList<qint64>& ids) {
    if (!m_db.transaction()) return fail(m_db.lastError().text());
    QSqlQuery q(m_db);
    QSqlQuery positions(m_db);
    q.prepare(QStringLiteral("DELETE FROM games WHERE id = ?"));
    positions.prepare(QStringLiteral("DELETE FROM training WHERE game_id = ?"));
    for (const qint64 id : ids) {
        q.bindValue(0, id);
        positions.bindValue(0, id);
        if (!q.exec() || !positions.exec()) {
            fail(q.lastError().text());
            m_db.rollback();
            return false;
        }
    }
    return m_db.commit() || fail(m_db.lastError().text());
}

namespace {

// The user's side in a game between `white` and `black`: the one of the user's names (lower
// case), unless both or neither are.
std::optional<Color> sideOf(const QStringList& names, const QString& white, const QString& black) {
    const bool isWhite = names.contains(white.trimmed().toLower());
    const bool isBlack = names.contains(black.trimmed().toLower());
    if (isWhite == isBlack) return std::nullopt;
    return isWhite ? White : Black;
}

QStringList lowerNames(const QStringList& userNames) {
    QStringList names;
    for (const QString& name : userNames)
        if (!name.trimmed().isEmpty()) names << name.trimmed().toLower();
    return names;
}

} // namespace

bool Library::applyUserNames(const QStringList& userNames) {
    const QStringList names = lowerNames(userNames);
    if (!m_db.transaction()) return fail(m_db.lastError().text());
    QSqlQuery read(m_db);
    QSqlQuery write(m_db);
    write.prepare(QStringLiteral("UPDATE games SET user_side = ?, opponent = ? WHERE id = ?"));
    bool ok = read.exec(QStringLiteral("SELECT id, white, black FROM games WHERE source = 1"));
    while (ok && read.next()) {
        LibraryGame g;
        g.white = read.value(1).toString();
        g.black = read.value(2).toString();
        g.userSide = sideOf(names, g.white, g.black);
        write.bindValue(0, sideValue(g.userSide));
        write.bindValue(1, text(opponentOf(g)));
        write.bindValue(2, read.value(0));
        ok = write.exec();
    }
    if (!ok) {
        fail((read.lastError().isValid() ? read : write).lastError().text());
        m_db.rollback();
        return false;
    }
    return m_db.commit() || fail(m_db.lastError().text());
}

ImportResult Library::import(std::istream& in, const QStringList& userNames,
                             const std::function<void(qint64)>& progress,
                             const std::atomic<bool>* cancel) {
    ImportResult result;
    const QStringList names = lowerNames(userNames);

    QSqlQuery known(m_db);
    known.prepare(QStringLiteral("SELECT 1 FROM games WHERE dedupe = ? LIMIT 1"));
    QSqlQuery insert(m_db);
    insert.prepare(InsertGame);
    PgnReader reader(in);
    PgnGame game;
    int inTransaction = 0;
    int sinceProgress = 0;
    bool ok = true;
    const auto commit = [&] {
        if (inTransaction == 0) return true;
        inTransaction = 0;
        return m_db.commit() || fail(m_db.lastError().text());
    };
    for (;;) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            result.cancelled = true;
            break;
        }
        if (!reader.next(game)) {
            if (!reader.error()) break;
            if (++result.unreadable == 1) result.firstError = trCore(reader.error()->located());
            continue;
        }
        if (progress && ++sinceProgress == ProgressEvery) {
            sinceProgress = 0;
            progress(qint64(in.rdbuf()->pubseekoff(0, std::ios::cur, std::ios::in)));
        }
        const LibraryGame g = LibraryGame::fromPgn(
            game, GameSource::Imported, sideOf(names, tagOf(game, "White"), tagOf(game, "Black")));
        if (inTransaction == 0 && !m_db.transaction()) {
            ok = fail(m_db.lastError().text());
            break;
        }
        ++inTransaction;
        known.bindValue(0, g.key);
        if (!known.exec()) {
            ok = fail(known.lastError().text());
            break;
        }
        const bool duplicate = known.next();
        known.finish();
        if (duplicate) {
            ++result.duplicates;
        } else {
            bindGame(insert, g);
            if (!insert.exec()) {
                ok = fail(insert.lastError().text());
                break;
            }
            ++result.added;
        }
        if (inTransaction == ImportBatch && !commit()) {
            ok = false;
            break;
        }
    }
    if (!ok) {
        // The batch that failed is rolled back; the ones before it stay.
        if (inTransaction > 0) m_db.rollback();
        result.added -= std::min(result.added, inTransaction);
        if (result.firstError.isEmpty()) result.firstError = m_error;
    } else if (!commit()) {
        result.firstError = m_error;
    }
    return result;
}

namespace {

const QString RowColumns =
    QStringLiteral("id, date, white, black, result, termination, time_control, eco, opening, "
                   "opponent, plies, level, user_side, source, rated");

LibraryRow rowOf(const QSqlQuery& q) {
    LibraryRow r;
    r.id = q.value(0).toLongLong();
    r.date = q.value(1).toString();
    r.white = q.value(2).toString();
    r.black = q.value(3).toString();
    r.result = q.value(4).toString();
    r.termination = q.value(5).toString();
    r.timeControl = q.value(6).toString();
    r.eco = q.value(7).toString();
    r.opening = q.value(8).toString();
    r.opponent = q.value(9).toString();
    r.plies = q.value(10).toInt();
    if (!q.value(11).isNull()) r.level = q.value(11).toInt();
    if (!q.value(12).isNull()) r.userSide = q.value(12).toInt() == 0 ? White : Black;
    r.source = q.value(13).toInt() == 1 ? GameSource::Imported : GameSource::Played;
    r.rated = q.value(14).toInt() == 1;
    return r;
}

} // namespace

// SELECT `columns` of the games that pass `filter`, in this order; the query is executed.
bool Library::select(QSqlQuery& q, const QString& columns, const LibraryFilter& filter,
                     LibraryColumn order, Qt::SortOrder direction) const {
    QStringList where;
    const QString text = filter.text.trimmed().toLower();
    if (!text.isEmpty()) where << QStringLiteral("instr(search, :text) > 0");
    if (!filter.opponent.isEmpty()) where << QStringLiteral("opponent = :opponent");
    if (filter.level) where << QStringLiteral("level = :level");
    if (filter.userSide) where << QStringLiteral("user_side = :side");
    switch (filter.score) {
    case LibraryFilter::Score::Any: break;
    case LibraryFilter::Score::Won:
        where << QStringLiteral(
            "((user_side = 0 AND result = '1-0') OR (user_side = 1 AND result = '0-1'))");
        break;
    case LibraryFilter::Score::Lost:
        where << QStringLiteral(
            "((user_side = 0 AND result = '0-1') OR (user_side = 1 AND result = '1-0'))");
        break;
    case LibraryFilter::Score::Drawn:
        where << QStringLiteral("(user_side IS NOT NULL AND result = '1/2-1/2')");
        break;
    }
    if (filter.since.isValid())
        where << QStringLiteral("(date >= :since AND substr(date, 1, 1) != '?')");
    const QString dir =
        direction == Qt::AscendingOrder ? QStringLiteral("ASC") : QStringLiteral("DESC");
    // Games of unknown date come last in either direction.
    const QString sql =
        QStringLiteral("SELECT ") + columns + QStringLiteral(" FROM games") +
        (where.isEmpty() ? QString()
                         : QStringLiteral(" WHERE ") + where.join(QStringLiteral(" AND "))) +
        QStringLiteral(" ORDER BY ") +
        (order == LibraryColumn::Date ? QStringLiteral("substr(date, 1, 1) = '?', ") : QString()) +
        sortExpression(order) + u' ' + dir + QStringLiteral(", id ") + dir;
    q.setForwardOnly(true);
    q.prepare(sql);
    if (!text.isEmpty()) q.bindValue(QStringLiteral(":text"), text);
    if (!filter.opponent.isEmpty()) q.bindValue(QStringLiteral(":opponent"), filter.opponent);
    if (filter.level) q.bindValue(QStringLiteral(":level"), *filter.level);
    if (filter.userSide) q.bindValue(QStringLiteral(":side"), int(*filter.userSide));
    if (filter.since.isValid())
        q.bindValue(QStringLiteral(":since"), filter.since.toString(QStringLiteral("yyyy.MM.dd")));
    if (q.exec()) return true;
    m_error = q.lastError().text();
    return false;
}

QList<LibraryRow> Library::rows(const LibraryFilter& filter, LibraryColumn order,
                                Qt::SortOrder direction) const {
    QList<LibraryRow> out;
    QSqlQuery q(m_db);
    if (select(q, RowColumns, filter, order, direction))
        while (q.next()) out << rowOf(q);
    return out;
}

QList<qint64> Library::ids(const LibraryFilter& filter, LibraryColumn order,
                           Qt::SortOrder direction) const {
    QList<qint64> out;
    QSqlQuery q(m_db);
    if (select(q, QStringLiteral("id"), filter, order, direction))
        while (q.next()) out << q.value(0).toLongLong();
    return out;
}

QList<LibraryRow> Library::rowsOf(const QList<qint64>& ids) const {
    QStringList numbers;
    for (const qint64 id : ids) numbers << QString::number(id);
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    QHash<qint64, LibraryRow> found;
    if (!q.exec(QStringLiteral("SELECT ") + RowColumns +
                QStringLiteral(" FROM games WHERE id IN (") + numbers.join(u',') + u')')) {
        m_error = q.lastError().text();
        return {};
    }
    while (q.next()) {
        LibraryRow r = rowOf(q);
        found.insert(r.id, std::move(r));
    }
    QList<LibraryRow> out;
    for (const qint64 id : ids)
        if (const auto it = found.constFind(id); it != found.constEnd()) out << *it;
    return out;
}

QList<RatedGame> Library::ratedGames() const {
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    QList<RatedGame> out;
    if (!q.exec(QStringLiteral(
            "SELECT id, ended, user_side, result, opponent_elo, opponent_deviation, level "
            "FROM games WHERE rated = 1 AND ended IS NOT NULL AND user_side IS NOT NULL "
            "ORDER BY ended, id"))) {
        m_error = q.lastError().text();
        return out;
    }
    while (q.next()) {
        RatedGame g;
        g.id = q.value(0).toLongLong();
        g.endedMs = q.value(1).toLongLong();
        const QString result = q.value(3).toString();
        const double white = result == QLatin1String("1-0")       ? 1
                             : result == QLatin1String("1/2-1/2") ? 0.5
                             : result == QLatin1String("0-1")     ? 0
                                                                  : -1;
        if (white < 0) continue; // not ended after all
        g.score = q.value(2).toInt() == 0 ? white : 1 - white;
        g.opponentElo = q.value(4).toDouble();
        g.opponentDeviation = q.value(5).toDouble();
        g.level = q.value(6).toInt();
        out << g;
    }
    return out;
}

std::optional<Library::GameToAnalyse> Library::nextGameToAnalyse() const {
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT id, pgn, user_side FROM games WHERE analysed = 0 AND "
                               "user_side IS NOT NULL ORDER BY added DESC, id DESC LIMIT 1")) ||
        !q.next())
        return std::nullopt;
    return GameToAnalyse{q.value(0).toLongLong(), q.value(1).toString(),
                         q.value(2).toInt() == 0 ? White : Black};
}

bool Library::addTrainingPositions(qint64 gameId, const QList<TrainingPosition>& positions,
                                   qint64 today) {
    if (!m_db.transaction()) return fail(m_db.lastError().text());
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "INSERT INTO training (game_id, ply, fen, played, played_san, best, best_line, "
        "judgement, reason, piece, mate_in, due_day) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (game_id, ply) DO NOTHING")); // a game analysed again adds nothing
    bool ok = true;
    for (const TrainingPosition& p : positions) {
        const QVariantList values{gameId,
                                  p.ply,
                                  text(p.fen),
                                  text(p.played),
                                  text(p.playedSan),
                                  text(p.best),
                                  text(p.bestLine),
                                  p.judgement,
                                  p.reason,
                                  p.piece,
                                  p.mateIn,
                                  today};
        for (int i = 0; i < values.size(); ++i) q.bindValue(i, values[i]);
        ok = ok && q.exec();
    }
    QSqlQuery mark(m_db);
    mark.prepare(QStringLiteral("UPDATE games SET analysed = 1 WHERE id = ?"));
    mark.bindValue(0, gameId);
    ok = ok && mark.exec();
    if (!ok) {
        fail((q.lastError().isValid() ? q : mark).lastError().text());
        m_db.rollback();
        return false;
    }
    return m_db.commit() || fail(m_db.lastError().text());
}

QList<TrainingPosition> Library::dueTrainingPositions(qint64 today, int limit) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT t.id, t.game_id, t.ply, t.fen, t.played, t.played_san, t.best, t.best_line, "
        "t.judgement, t.reason, t.piece, t.mate_in, g.white, g.black, g.date, t.repetitions, "
        "t.ease, t.interval_days, t.due_day, t.attempts, t.solved_first FROM training t JOIN "
        "games g ON g.id = t.game_id WHERE t.due_day <= ? ORDER BY t.due_day, t.id LIMIT ?"));
    q.bindValue(0, today);
    q.bindValue(1, limit);
    QList<TrainingPosition> out;
    if (!q.exec()) {
        m_error = q.lastError().text();
        return out;
    }
    while (q.next()) {
        TrainingPosition p;
        p.id = q.value(0).toLongLong();
        p.gameId = q.value(1).toLongLong();
        p.ply = q.value(2).toInt();
        p.fen = q.value(3).toString();
        p.played = q.value(4).toString();
        p.playedSan = q.value(5).toString();
        p.best = q.value(6).toString();
        p.bestLine = q.value(7).toString();
        p.judgement = q.value(8).toInt();
        p.reason = q.value(9).toInt();
        p.piece = q.value(10).toInt();
        p.mateIn = q.value(11).toInt();
        p.white = q.value(12).toString();
        p.black = q.value(13).toString();
        p.date = q.value(14).toString();
        p.repetitions = q.value(15).toInt();
        p.ease = q.value(16).toDouble();
        p.intervalDays = q.value(17).toInt();
        p.dueDay = q.value(18).toLongLong();
        p.attempts = q.value(19).toInt();
        p.solvedFirst = q.value(20).toInt();
        out << p;
    }
    return out;
}

TrainingStats Library::trainingStats(qint64 today) const {
    TrainingStats s;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT count(*), coalesce(sum(due_day <= ?), 0), "
                             "coalesce(sum(attempts), 0), coalesce(sum(solved_first), 0) "
                             "FROM training"));
    q.bindValue(0, today);
    if (q.exec() && q.next()) {
        s.positions = q.value(0).toInt();
        s.due = q.value(1).toInt();
        s.attempts = q.value(2).toInt();
        s.solvedFirst = q.value(3).toInt();
    }
    // The streak: the last answers, newest first, while they were solved at the first try.
    QSqlQuery last(m_db);
    last.setForwardOnly(true);
    if (last.exec(QStringLiteral("SELECT last_solved FROM training WHERE last_seen IS NOT NULL "
                                 "ORDER BY last_seen DESC")))
        while (last.next() && last.value(0).toInt() == 1) ++s.streak;
    return s;
}

bool Library::recordTraining(qint64 positionId, int repetitions, double ease, int intervalDays,
                             qint64 dueDay, bool solvedFirst) {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "UPDATE training SET repetitions = ?, ease = ?, interval_days = ?, due_day = ?, "
        "attempts = attempts + 1, solved_first = solved_first + ?, last_seen = ?, "
        "last_solved = ? WHERE id = ?"));
    const QVariantList values{repetitions,         ease,
                              intervalDays,        dueDay,
                              solvedFirst ? 1 : 0, QDateTime::currentMSecsSinceEpoch(),
                              solvedFirst ? 1 : 0, positionId};
    for (int i = 0; i < values.size(); ++i) q.bindValue(i, values[i]);
    if (!q.exec()) return fail(q.lastError().text());
    return q.numRowsAffected() == 1;
}

LibraryStatistics Library::statistics() const {
    LibraryStatistics out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT user_side, result, level, opening, time_control FROM "
                               "games WHERE user_side IS NOT NULL AND result != '*'")))
        return out;
    QMap<int, ScoreLine> levels;
    QMap<int, ScoreLine> colours;
    QHash<QString, ScoreLine> openings, clocks;
    const auto add = [](ScoreLine& line, const QString& key, double score) {
        line.key = key;
        ++line.games;
        line.won += score == 1;
        line.drawn += score == 0.5;
        line.lost += score == 0;
    };
    while (q.next()) {
        const int side = q.value(0).toInt();
        const QString result = q.value(1).toString();
        const double white = result == QLatin1String("1-0")       ? 1
                             : result == QLatin1String("1/2-1/2") ? 0.5
                                                                  : 0;
        const double score = side == 0 ? white : 1 - white;
        if (!q.value(2).isNull()) {
            const int level = q.value(2).toInt();
            add(levels[level], QString::number(level), score);
        }
        add(colours[side], QString::number(side), score);
        QString opening = q.value(3).toString();
        opening = opening.left(opening.indexOf(QRegularExpression(QStringLiteral("[:,]"))));
        if (!opening.trimmed().isEmpty())
            add(openings[opening.trimmed()], opening.trimmed(), score);
        const QString clock = q.value(4).toString();
        add(clocks[clock], clock, score);
    }
    out.byLevel = levels.values();
    out.byColour = colours.values();
    const auto mostPlayed = [](const QHash<QString, ScoreLine>& lines) {
        QList<ScoreLine> list = lines.values();
        std::sort(list.begin(), list.end(), [](const ScoreLine& a, const ScoreLine& b) {
            return a.games != b.games ? a.games > b.games : a.key < b.key;
        });
        return list;
    };
    out.byOpening = mostPlayed(openings);
    out.byTimeControl = mostPlayed(clocks);
    if (q.exec(QStringLiteral("SELECT reason, piece, count(*) FROM training GROUP BY reason, "
                              "piece ORDER BY count(*) DESC, reason, piece")))
        while (q.next())
            out.mistakeReasons << LibraryStatistics::ReasonCount{
                q.value(0).toInt(), q.value(1).toInt(), q.value(2).toInt()};
    return out;
}

QString Library::pgn(qint64 id) const {
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT pgn FROM games WHERE id = ?"));
    q.bindValue(0, id);
    if (!q.exec() || !q.next()) return {};
    return q.value(0).toString();
}

int Library::count() const {
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT count(*) FROM games")) || !q.next()) return 0;
    return q.value(0).toInt();
}

QStringList Library::opponents() const {
    QSqlQuery q(m_db);
    QStringList out;
    if (!q.exec(QStringLiteral(
            "SELECT DISTINCT opponent FROM games WHERE opponent != '' ORDER BY opponent")))
        return out;
    while (q.next()) out << q.value(0).toString();
    return out;
}

// Library's import of PGN files: a game's columns read from its PGN (LibraryGame::fromPgn), the
// key that recognises a game imported twice, the user's side found by their names, and the
// import itself in batches of some 20,000 games.
#include "library.h"
#include "librarysql.h"

#include "coremessage.h"
#include "gamesetup.h"
#include "level.h"
#include "notation.h"
#include "openings.h"

#include <QCryptographicHash>
#include <QScopeGuard>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <cstring>
#include <tuple>

using namespace ferz;
using namespace LibrarySql;

namespace {

constexpr const char* LevelTag = "FerzLevel";        // as GameController writes it
constexpr std::size_t IndexRowsToABatch = 2'000'000; // position rows to a transaction
constexpr int ProgressEvery = 200;                   // games between two progress reports

QString tagOf(const PgnGame& game, std::string_view name) {
    return QString::fromStdString(game.tag(name));
}

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

// The same game read twice gives the same key: the moves from the same start between the same
// players on the same date and round, with the same result. A server's games also differ by
// their address (Site "https://lichess.org/…") or GameId: two games of the same moves, players
// and day there are two games. A game without these has the key it had before schema 4.
qint64 LibraryGame::keyOf(const PgnGame& game) {
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
    if (const std::string site = game.tag("Site");
        site.starts_with("https://") || site.starts_with("http://"))
        text += "\nSite " + site;
    if (const std::string id = game.tag("GameId"); !id.empty()) text += "\nGameId " + id;
    const QByteArray hash = QCryptographicHash::hash(
        QByteArrayView(text.data(), qsizetype(text.size())), QCryptographicHash::Sha1);
    qint64 key = 0;
    std::memcpy(&key, hash.constData(), sizeof key);
    return key;
}

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
    g.chess960 = isChess960Game(pgn.tags, pgn.start);
    // Opening names are standard chess's: a Chess960 game has none.
    if (g.eco.isEmpty() && g.opening.isEmpty() && !g.chess960) {
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
    std::tie(g.ratingEven, g.ratingOdd) = LibrarySql::ratingsByPly(pgn);
    g.userSide = userSide;
    if (source == GameSource::Imported) g.unrated = QStringLiteral("imported");
    return g;
}

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

// The games are read, checked against the library and each other and kept in memory, then
// written in one short transaction per batch with their index rows: the write lock is held
// only while a batch is written, not while its games are read.
//
// A batch is about two million position rows (some 20,000 games), not a fixed number of games,
// because what a commit costs is the index's pages it changes: the rows' keys are random, so a
// batch of a thousand games (90,000 rows) changed most pages of the position index of a large
// library and SQLite wrote them all again (to the log, then to the file) at each commit.
// ferz-library-bench's profile of 100,000 games: 34% of the import's time in pwrite and
// fdatasync, 8% in pread; 1,282 games a second with batches of a thousand games, ~3,000 with
// these. What a batch holds in memory: its rows (24 bytes each) and its games' PGN.
ImportResult Library::import(std::istream& in, const QStringList& userNames,
                             const std::function<void(qint64)>& progress,
                             const std::atomic<bool>* cancel) {
    ImportResult result;
    const QStringList names = lowerNames(userNames);

    // The position index takes each batch's rows at places all over its B-tree: a page cache of
    // 64 MB keeps more of them from being read again while a batch is written; back to the
    // connection's own after the import.
    QSqlQuery cache(m_db);
    cache.exec(QStringLiteral("PRAGMA cache_size=-65536"));
    const auto restoreCache = qScopeGuard(
        [&cache] { cache.exec(QStringLiteral("PRAGMA cache_size=-%1").arg(CacheKiB)); });
    QSqlQuery known(m_db);
    known.prepare(QStringLiteral("SELECT 1 FROM games WHERE dedupe = ? LIMIT 1"));
    QSqlQuery insert(m_db);
    insert.prepare(InsertGame);
    PgnReader reader(in); // the games as Open finds them, in the stream's encoding
    result.latin1 = reader.encoding() == PgnEncoding::Latin1;
    PgnGame game;
    int sinceProgress = 0;
    // The batch: its games, their keys (a game twice in it is a duplicate), and their index
    // rows, each naming its game by its place in `games` until the games have their ids.
    std::vector<LibraryGame> games;
    QSet<qint64> keys;
    IndexRows rows;
    const auto write = [&] {
        if (games.empty()) return true;
        if (!m_db.transaction()) return fail(m_db.lastError().text());
        std::vector<qint64> ids;
        ids.reserve(games.size());
        for (const LibraryGame& g : games) {
            bindGame(insert, g);
            if (!insert.exec()) {
                fail(insert.lastError().text());
                m_db.rollback();
                return false;
            }
            ids.push_back(insert.lastInsertId().toLongLong());
        }
        for (PositionRow& r : rows.positions) r.gameId = ids[std::size_t(r.gameId)];
        for (MaterialRow& r : rows.materials) r.gameId = ids[std::size_t(r.gameId)];
        if (!writeIndexRows(m_db, rows, &m_error)) {
            m_db.rollback();
            return false;
        }
        if (!m_db.commit()) {
            fail(m_db.lastError().text());
            m_db.rollback();
            return false;
        }
        result.added += int(games.size());
        games.clear();
        keys.clear();
        rows = {};
        return true;
    };
    bool ok = true;
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
            progress(qint64(reader.position()));
        }
        LibraryGame g = LibraryGame::fromPgn(
            game, GameSource::Imported, sideOf(names, tagOf(game, "White"), tagOf(game, "Black")));
        known.bindValue(0, g.key);
        if (!known.exec()) {
            ok = fail(known.lastError().text());
            break;
        }
        const bool duplicate = known.next() || keys.contains(g.key);
        known.finish();
        if (duplicate) {
            ++result.duplicates;
            continue;
        }
        keys.insert(g.key);
        indexRows(qint64(games.size()), game, rows);
        games.push_back(std::move(g));
        if (rows.positions.size() >= IndexRowsToABatch && !write()) {
            ok = false;
            break;
        }
    }
    // The batch that failed is not written; the ones before it stay.
    if (ok) ok = write();
    if (!ok) result.stopped = error();
    return result;
}

// The game library: every game played in Ferz and every game imported, kept in an SQLite
// database (`library.sqlite` in the application's data folder) through Qt SQL. Each row holds
// the game's PGN as Ferz writes it, and the columns a list needs to sort and filter without
// reading the PGN.
//
// A Library is one connection, used from the thread that opened it. The window has two: one in
// the GUI thread for the Games window's reads and deletions, and one in LibraryStore's worker
// thread for the writes that must not hold up the board (storing a game, importing files). The
// database runs in write-ahead-log mode, so a reader never waits for a writer, and every write
// is one transaction, so a kill leaves the last complete state.
//
// A file that cannot be used (not a database, or damaged) is never written to: it is moved
// aside under another name, with its journal, and a new library is made; open() says where it
// went. A sound file that cannot be used now (made by a newer Ferz, locked by another program
// longer than the busy time-out) is left where it is, and not used.
#pragma once

#include "material.h"
#include "pgn.h"
#include "rating.h"
#include "repertoire.h"
#include "schedule.h"
#include "types.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <istream>
#include <optional>

// Where a game of the library comes from.
enum class GameSource { Played = 0, Imported = 1 };

// One game as the library stores it: its PGN and the columns read from it.
struct LibraryGame {
    /// The columns of `pgn` (tags, length, the opening its moves reach when its tags name
    /// none). `userSide`: the user's colour in it, when one side was the user's alone.
    static LibraryGame fromPgn(const ferz::PgnGame& pgn, GameSource source,
                               std::optional<ferz::Color> userSide);
    /// The duplicate key of a game (see `key`).
    static qint64 keyOf(const ferz::PgnGame& pgn);

    QString pgn; // the game in PGN, as writePgn writes it
    // A game played in Ferz: its own id, the same each time the game is stored again (after
    // its end, its analysis, a restart). Empty for an imported game.
    QString uid;
    // Recognises the same game imported twice: a hash of the start position, the moves of the
    // main line, the players, the date, the round and the result, and (schema 4) the Site when
    // it is a web address (a lichess or chess.com game's) and the GameId, when there are: two
    // games with the same moves, players and day on a server are two games.
    qint64 key = 0;
    GameSource source = GameSource::Played;
    QString date; // PGN's "yyyy.mm.dd", with '?' for what is unknown
    QString white, black, event, result, termination, timeControl, eco, opening;
    int plies = 0;                       // the main line's length
    std::optional<int> level;            // Ferz's level when it played (2500: full strength)
    std::optional<ferz::Color> userSide; // the user's colour, when one side was the user's
    // The rating (schema 2): whether the game counts for the user's rating, and if not why
    // (a word of RatedGame::reasons); the opponent's measured Elo and its deviation when it
    // does; when the game ended (ms since the epoch; none: not ended).
    bool rated = false;
    QString unrated;
    double opponentElo = 0;
    double opponentDeviation = 0;
    std::optional<qint64> endedMs;
    bool chess960 = false; // a Chess960 game (schema 6): isChess960Game of its tags and start
    // The rating of the side not to move at an even ply of the main line and at an odd one
    // (schema 12), from the WhiteElo and BlackElo tags and the side that began.
    std::optional<int> ratingEven, ratingOdd;
};

// A game that counts for the rating, as the rating reads it.
struct RatedGame {
    qint64 id = 0;
    qint64 endedMs = 0;
    double score = 0; // the user's: 1, 0.5 or 0
    double opponentElo = 0;
    double opponentDeviation = 0;
    int level = 0;
};

// One row of the list, as the Games window shows it.
struct LibraryRow {
    qint64 id = 0;
    bool chess960 = false; // schema 4
    QString date, white, black, result, termination, timeControl, eco, opening, opponent;
    int plies = 0;
    std::optional<int> level;
    std::optional<ferz::Color> userSide;
    GameSource source = GameSource::Played;
    bool rated = false;
};

// A position to train on: one of the user's mistakes or blunders in a game of the library, the
// position before it, what the engine found better and why, and where it stands in the
// spaced-repetition schedule (SM-2, ferz::Card).
struct TrainingPosition {
    qint64 id = 0;
    qint64 gameId = 0;
    int ply = 0;                // the move's index in the game
    QString fen;                // the position before the user's move
    QString played;             // the user's move, in UCI
    QString playedSan;          // and in SAN
    QString best;               // the engine's best move, in UCI
    QString bestLine;           // its line, with move numbers ("14. Nf3 Qd7 15. O-O")
    int judgement = 0;          // ferz::Judgement: 2 mistake, 3 blunder
    int reason = 0;             // ferz::Reason of the played move
    int piece = 0;              // ferz::PieceType, for the reasons that name one
    int mateIn = 0;             // for the reasons about a mate
    int depth = 0;              // the check's: the played and the best each searched alone
    QString judge;              // the engine that judged ("Ferz", "Stockfish 15.1")
    QString white, black, date; // the game's
    int repetitions = 0;        // SM-2
    double ease = 2.5;
    int intervalDays = 0;
    qint64 dueDay = 0;   // days since the epoch when it comes back
    int attempts = 0;    // positions shown
    int solvedFirst = 0; // of those, solved at the first try
};

// One line of the user's repertoire (schema 9) as the drill sees it: the line, whose it is,
// and its place in the SM-2 schedule (a line never drilled is due at once).
struct RepertoireDrillLine {
    ferz::Color side = ferz::White;
    ferz::RepertoireLine line;
    ferz::Card card;
    qint64 dueDay = 0;    // days since the epoch when it comes back
    int attempts = 0;     // times drilled
    int solvedFirst = 0;  // of those, without a wrong move
    bool drilled = false; // it has a card: it was drilled before
};

// How the training stands.
struct TrainingStats {
    int positions = 0;   // in all
    int due = 0;         // due today or before, the repertoire's lines included
    int lines = 0;       // the repertoire's lines (schema 9), in all
    int linesDue = 0;    // of those, due today or before (counted in `due` too)
    int attempts = 0;    // answers given
    int solvedFirst = 0; // of those, solved at the first try
    int streak = 0;      // the last answers solved at the first try, in a row
};

// One attempt at a puzzle of the set (schema 10).
struct PuzzleAttempt {
    qint64 id = 0;
    QString puzzle;      // its id in the set ("p00042")
    qint64 atMs = 0;     // when it was done with, ms since the epoch
    bool solved = false; // with no wrong move, no hint and no solution
    double seconds = 0;
    int wrong = 0; // wrong moves tried
    enum class Help { None = 0, Hint = 1, Solution = 2 };
    Help help = Help::None;
    ferz::Rating rating;       // the user's puzzle rating after it
    ferz::Rating puzzleRating; // the puzzle's own after it
};

// A missed puzzle's place in the spaced-repetition schedule (SM-2, ferz::Card).
struct PuzzleCard {
    QString puzzle;
    int repetitions = 0;
    double ease = 2.5;
    int intervalDays = 0;
    qint64 dueDay = 0; // days since the epoch when it comes back
};

// How the puzzles stand.
struct PuzzleStats {
    int attempts = 0;
    int solved = 0;
    int streak = 0; // the last attempts solved, in a row
    int due = 0;    // missed puzzles due today or before
};

// The user's results in one group of games (a level, a colour, an opening, a clock).
struct ScoreLine {
    QString key; // the group: a level's label, "0"/"1" for White/Black, an opening, a clock
    int games = 0, won = 0, drawn = 0, lost = 0;
    /// The user's score in percent.
    double percent() const { return games ? 100.0 * (won + 0.5 * drawn) / games : 0; }
};

// The user's results, grouped, over the finished games with a side of the user's; and how
// often each reason came up in the training positions (the user's mistakes and blunders).
struct LibraryStatistics {
    QList<ScoreLine> byLevel;  // Ferz's levels, weakest first
    QList<ScoreLine> byColour; // "0" White, "1" Black
    QList<ScoreLine>
        byOpening; // the opening's family (before its first ':' or ','), most played first
    QList<ScoreLine> byTimeControl; // PGN's TimeControl ("" for none), most played first
    struct ReasonCount {
        int reason = 0; // ferz::Reason
        int piece = 0;  // ferz::PieceType, for the reasons that name one
        int count = 0;
    };
    QList<ReasonCount> mistakeReasons; // most frequent first
};

// What the list shows: every condition set must hold.
struct LibraryFilter {
    enum class Score { Any, Won, Drawn, Lost }; // from the user's side
    QString text;                               // in the players, event, date or opening
    QString opponent;                           // exactly this opponent
    std::optional<int> level;                   // Ferz at this level
    std::optional<ferz::Color> userSide;        // the user played this colour
    Score score = Score::Any;
    QDate since; // played on or after (null: any date)
    enum class Variant { Any, Standard, Chess960 };
    Variant variant = Variant::Any; // schema 4: the games of one variant
    // Schema 7: the games that reached the position of this key (Position::key(), as stored),
    // in any move order.
    std::optional<qint64> positionKey;
    // Schema 8: the games whose main line held a balance of this kind for two plies or more.
    std::optional<ferz::MaterialKind> material;
};

// Which games the opening tree counts.
struct TreeFilter {
    enum class Games { All, Mine, MineAsWhite, MineAsBlack, Imported, Player };
    Games games = Games::All;
    QString player; // Games::Player: White or Black is this name (exactly)
};

// One move of the opening tree: how often it was played from the position and how it scored,
// from the side of the player who played it (the side to move).
struct TreeMove {
    ferz::Move move;
    int games = 0;
    int won = 0, drawn = 0, lost = 0; // of the side to move; unfinished games are in none
    // The opponents' average strength, over the games that give one: Ferz's level in a game
    // it played, else the rating (WhiteElo or BlackElo) of the side not to move (none: none).
    std::optional<double> averageOpponent;
    QString lastDate; // the newest known date ("" when none is known)
    /// The side to move's score in percent over the finished games (0 when none is).
    double percent() const {
        const int n = won + drawn + lost;
        return n ? 100.0 * (won + 0.5 * drawn) / n : 0;
    }
};

// The list's order.
enum class LibraryColumn { Date, White, Black, Result, Level, Opening, Moves, TimeControl };

struct ImportResult {
    int added = 0;
    int duplicates = 0; // in the library already (or twice in what was read)
    int unreadable = 0; // games that could not be read
    QString firstError; // why the first of those could not be read
    // Why the library took no more of the games (a write it refused: a full disk, a read-only
    // file); empty when it took all it was given. The batches before the refusal stay.
    QString stopped;
    bool cancelled = false;
    bool latin1 = false;     // the stream was not UTF-8: it was read as Latin-1
    QStringList latin1Files; // the files of an import of several that were (LibraryStore)
};

class Library {
    Q_DECLARE_TR_FUNCTIONS(Library)

public:
    // The schema this Ferz writes; migrations() brings older ones up to it.
    static constexpr int SchemaVersion = 13;
    // PRAGMA application_id of a Ferz library ("Ferz"): any other SQLite file is not one.
    static constexpr int ApplicationId = 0x4665727a;
    // The page cache of each connection, in KiB (an import takes more while it runs).
    static constexpr int CacheKiB = 16 * 1024;

    /// `library.sqlite` in the application's data folder.
    static QString defaultPath();

    /// `connection`: a name of its own for Qt SQL, one per Library.
    Library(QString path, QString connection);
    /// How long a write waits for another connection's (3 s by default).
    void setBusyTimeout(int ms) { m_busyTimeoutMs = ms; }
    ~Library();
    Library(const Library&) = delete;
    Library& operator=(const Library&) = delete;

    const QString& path() const { return m_path; }

    /// Opens the library, makes it if there is none and brings an older schema up to date. A
    /// file that cannot be used is moved aside and a new library made: `notice` then says
    /// where it went and why. False when no library can be had, or when the file is a newer
    /// Ferz's or locked by another program and so left alone (`notice` says why).
    bool open(QString* notice);
    /// What open() calls while it brings an older library up to date by reading every game
    /// again (the indexes of schemas 7 and 8, the ratings of 12): `done` of `total` games read,
    /// from time to time and once at the end. A library of tens of thousands of games takes
    /// some seconds.
    void setMigrationProgress(std::function<void(qint64 done, qint64 total)> progress) {
        m_migrationProgress = std::move(progress);
    }
    /// Opens a library another connection has opened, checked and brought up to date (the
    /// writer's, at start-up), as it is: nothing is checked, migrated or moved aside, so a
    /// window that opens while the writer holds its lock waits for it and never mistakes it
    /// for a lock that will not go. False when the file is not a library of this schema.
    bool openChecked();
    bool isOpen() const { return m_open; }

    /// Stores a game: a new row, or for a game with a `uid` stored before, its row again
    /// (the game ended, was analysed, was taken back and played on). Its row id, or nullopt
    /// when the write failed. One transaction.
    std::optional<qint64> store(const LibraryGame& game);
    /// Deletes these rows, all or none.
    bool remove(const QList<qint64>& ids);

    /// Adds the games of a PGN stream, skipping those the library holds already. `userNames`:
    /// the user's names, to know their side in each game (compared without case). `progress`
    /// is called every few hundred games with the stream's position in bytes; `cancel` stops
    /// the import between two games, keeping what was added. The games are written in
    /// transactions of some 20,000 (two million position rows).
    ImportResult import(std::istream& in, const QStringList& userNames,
                        const std::function<void(qint64 bytesRead)>& progress = {},
                        const std::atomic<bool>* cancel = nullptr);

    /// Finds the user's side in each imported game again, for these names (compared without
    /// case), after the user changed them. All or nothing.
    bool applyUserNames(const QStringList& userNames);

    /// The rows that pass `filter`, in this order.
    QList<LibraryRow> rows(const LibraryFilter& filter, LibraryColumn order = LibraryColumn::Date,
                           Qt::SortOrder direction = Qt::DescendingOrder) const;
    /// The same rows' ids only: what a long list needs at once (it reads the rows it shows).
    QList<qint64> ids(const LibraryFilter& filter, LibraryColumn order = LibraryColumn::Date,
                      Qt::SortOrder direction = Qt::DescendingOrder) const;
    /// The rows of these ids, in their order (an id no longer there is left out).
    QList<LibraryRow> rowsOf(const QList<qint64>& ids) const;
    /// The games that count for the rating, in the order they ended.
    QList<RatedGame> ratedGames() const;

    /// The newest game with a side of the user's (played or imported) that the background
    /// analysis has not looked at yet: its id, PGN and the user's side; nullopt when none.
    struct GameToAnalyse {
        qint64 id = 0;
        QString pgn;
        ferz::Color userSide = ferz::White;
    };
    std::optional<GameToAnalyse> nextGameToAnalyse() const;
    /// The training positions the analysis found in game `gameId`, and the game marked as
    /// analysed, in one transaction. They become the game's positions: new ones are due from
    /// `today` (days since the epoch), one there already keeps its schedule and takes the new
    /// verdict, and one the analysis did not find again goes. nullopt (a game that cannot be
    /// read): the game is marked analysed and its positions are left as they are.
    bool addTrainingPositions(qint64 gameId,
                              const std::optional<QList<TrainingPosition>>& positions,
                              qint64 today);
    bool addTrainingPositions(qint64 gameId, const QList<TrainingPosition>& positions,
                              qint64 today) {
        return addTrainingPositions(gameId, std::optional(positions), today);
    }
    /// A game of the library analysed again (the Games window's batch): its PGN replaced (its
    /// moves, so its columns, are the same), and with `positions` (a game of the user's) its
    /// training positions as addTrainingPositions writes them; one transaction.
    bool storeAnalysis(qint64 gameId, const QString& pgn,
                       const std::optional<QList<TrainingPosition>>& positions, qint64 today);
    /// How many games with a side of the user's the background analysis has looked at, and
    /// how many there are.
    std::pair<int, int> analysedGames() const;
    /// Of the games still to analyse, those that have training positions: an older Ferz's, to
    /// be checked again (schema 13), or unchecked ones of schema 3.
    int gamesCheckedAgain() const;
    /// The positions due on `today` or before, the longest overdue first (checked ones only).
    QList<TrainingPosition> dueTrainingPositions(qint64 today, int limit = 100) const;
    TrainingStats trainingStats(qint64 today) const;
    LibraryStatistics statistics() const;
    /// An answer: the position's new schedule, whether it was solved at the first try.
    bool recordTraining(qint64 positionId, int repetitions, double ease, int intervalDays,
                        qint64 dueDay, bool solvedFirst);
    /// An attempt at a puzzle (schema 10) and, for a puzzle missed or due, its new schedule;
    /// one transaction. The attempt's id, or nullopt when the write failed.
    std::optional<qint64> recordPuzzleAttempt(const PuzzleAttempt& attempt,
                                              const std::optional<PuzzleCard>& card);
    /// Every attempt, the oldest first: the rating's course.
    QList<PuzzleAttempt> puzzleAttempts() const;
    /// The user's puzzle rating now: after the last attempt (the start of 1500 ± 350 before).
    ferz::Rating puzzleRating() const;
    /// The puzzle's own rating after the user's last attempt at it (nullopt: never tried).
    std::optional<ferz::Rating> ratingOfPuzzle(const QString& puzzle) const;
    /// The puzzles tried at least once.
    QStringList triedPuzzles() const;
    /// The missed puzzles due on `today` or before, the longest overdue first.
    QList<PuzzleCard> duePuzzles(qint64 today) const;
    /// A puzzle's schedule (nullopt: none, it was never missed).
    std::optional<PuzzleCard> puzzleCard(const QString& puzzle) const;
    PuzzleStats puzzleStats(qint64 today) const;
    /// The user's repertoire for `side` (schema 9): its moves and the positions its lines start
    /// from. Empty when there is none (or it cannot be read: error() says why).
    ferz::Repertoire repertoire(ferz::Color side) const;
    /// Writes `repertoire` in place of the one stored for its side; one transaction. The drill's
    /// cards of lines it no longer holds stay, in case the line comes back.
    bool storeRepertoire(const ferz::Repertoire& repertoire);
    /// The lines of both repertoires with their schedule, the longest overdue first (a line
    /// never drilled is due from `today`): all of them, or only those due on `today` or before.
    /// A line without a move of the user's (a reply prepared for, not answered yet) is none.
    QList<RepertoireDrillLine> repertoireLines(qint64 today, bool dueOnly) const;
    /// A line drilled: its new schedule, whether it was played without a wrong move.
    bool recordRepertoireLine(ferz::Color side, qint64 endKey, const ferz::Card& card,
                              qint64 dueDay, bool solvedFirst);
    /// The opening tree (schema 7): the moves played from `position` in the games that pass
    /// `filter`, the most played first. Each game counts once per move.
    QList<TreeMove> tree(const ferz::Position& position, const TreeFilter& filter = {}) const;
    /// The names of the players of the library's games (White's and Black's), in alphabetical
    /// order: the opening tree's choice of a player.
    QStringList players() const;
    /// The material signatures (schema 8) of the library's games that are of `kind`.
    QList<qint64> materialsOf(ferz::MaterialKind kind) const;
    /// The game of row `id` in PGN (empty: no such row).
    QString pgn(qint64 id) const;
    int count() const;
    /// The opponents of the user's games, in alphabetical order.
    QStringList opponents() const;

    /// This Ferz's version, as the training positions it confirms record it (schema 13).
    static QString currentVersion();

    /// Why the last call failed, in the user's words where SQLite's reason is one of those a
    /// user can act on (a read-only file, a full disk, another program's lock).
    QString error() const { return inWords(m_error); }
    /// SQLite's reason in `sqlite` (its message, in English) said in the user's language, or
    /// `sqlite` as it is.
    static QString inWords(const QString& sqlite);

private:
    enum class Problem { None, NotALibrary, Damaged, Newer, Locked };
    Problem check();
    bool create();
    bool migrate(int from);
    bool rekey();
    bool markChess960Games(); // schema 6's step: the Chess960 games of an older library
    // Schema 7's step (the position index of every game) and schema 8's (the material index).
    bool indexAllGames(bool positions, bool materials);
    bool copyTreeFacts(); // schema 11's step: the position rows with their games' facts
    bool rateIndexRows(); // schema 12's: the games' rows with their players' ratings
    bool addColumn(const char* table, const char* column, const char* definition);
    void checkOlderVerdictsAgain();
    bool connect();
    void disconnect();
    bool setAside(Problem problem, QString* notice);
    bool fail(const QString& what);
    bool writeTrainingPositions(qint64 gameId,
                                const std::optional<QList<TrainingPosition>>& positions,
                                qint64 today);
    bool select(QSqlQuery& q, const QString& columns, const LibraryFilter& filter,
                LibraryColumn order, Qt::SortOrder direction) const;

    QString m_path;
    QString m_connection;
    QSqlDatabase m_db;
    bool m_open = false;
    std::function<void(qint64, qint64)> m_migrationProgress;
    qint64 m_migrated = 0, m_toMigrate = 0; // games read, and to read, by the migration
    int m_busyTimeoutMs = 3000;
    mutable QString m_error;
};

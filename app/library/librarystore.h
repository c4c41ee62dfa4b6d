// The library's writer for the window: a worker thread with a Library of its own, so that
// opening and checking the file, storing a game and importing files never hold up the board.
// Requests go to the worker as queued calls, in order; answers come back as signals.
//
// Threading contract: create, call and destroy it in the GUI thread. The worker's Library is
// made, used and closed in the worker thread only. The destructor cancels an import and waits
// for the games asked to be stored, each one short transaction.
#pragma once

#include "library.h"
#include "ratinghistory.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QThread>

#include <atomic>
#include <memory>

class LibraryStore : public QObject {
    Q_OBJECT
public:
    explicit LibraryStore(QString path = Library::defaultPath(), QObject* parent = nullptr);
    ~LibraryStore() override;

    const QString& path() const { return m_path; }
    /// Opens the library at the path in the worker; `opened` follows. Connect first.
    void open();
    /// Whether the worker has opened the library (the Games window reads it only then); set
    /// in this thread just before `ready`.
    bool isReady() const { return m_ready; }
    /// Whether it opened, and no game failed to be stored since.
    bool isUsable() const { return m_usable; }
    /// The user's rating as the library's games last gave it (1500 ± 350, no games, until the
    /// library is open).
    const RatingSummary& rating() const { return m_rating; }
    /// Another connection changed the library (the Games window deleted games): the rating is
    /// replayed, and `changed` follows.
    void changedElsewhere();
    /// Whether an import runs.
    bool importing() const { return m_importing; }

    /// Stores a game (see Library::store); `stored` follows.
    void store(const LibraryGame& game);
    /// Stores a game analysed again (see Library::storeAnalysis); `analysisStored` and
    /// `changed` follow.
    void storeAnalysis(qint64 id, const QString& pgn,
                       const std::optional<QList<TrainingPosition>>& positions);
    /// Imports these PGN files one after the other; `importProgress` and `imported` follow.
    /// `userNames`: the user's names in imported games.
    void import(const QStringList& files, const QStringList& userNames);
    /// The user's names changed: their side in each imported game is found again; `changed`
    /// follows.
    void applyUserNames(const QStringList& userNames);
    /// Stops the import between two games; what it added stays.
    void cancelImport() { m_cancel.store(true); }

signals:
    /// The library is open. `notice`: what happened to a file that could not be used, or why
    /// there is no library at all (`ok` false); empty when all is well.
    void opened(bool ok, const QString& notice);
    /// The same, in this object's thread: a receiver that found isReady() false and then
    /// connected to it cannot miss it (`opened` comes from the worker, maybe before).
    void ready();
    /// The game of `uid` was stored (`ok`), or why not.
    void stored(const QString& uid, bool ok, const QString& error);
    /// The analysis of the game of row `id` was stored (`ok`), or why not.
    void analysisStored(qint64 id, bool ok, const QString& error);
    /// Opening an older library, the worker has read `done` of the `total` games it reads again
    /// to bring the file up to date (Library::setMigrationProgress).
    void migrationProgress(qint64 done, qint64 total);
    /// The import has read `done` of `total` bytes of all its files.
    void importProgress(qint64 done, qint64 total);
    void imported(const ImportResult& result);
    /// Games were added, replaced or removed: a list of them is out of date.
    void changed();
    /// The rating, replayed after the library opened and after each change of a rated game.
    void ratingChanged(const RatingSummary& rating);

private:
    class Worker;

    QString m_path;
    QThread m_thread;
    Worker* m_worker; // lives in m_thread; deleted there when it finishes
    std::atomic<bool> m_cancel{false};
    bool m_ready = false;
    bool m_usable = false;
    RatingSummary m_rating;
    bool m_importing = false;
};

#include "librarystore.h"

#include "training.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>

#include <fstream>

// The worker's side: the Library, made and used in the worker thread only.
class LibraryStore::Worker : public QObject {
public:
    Worker(LibraryStore* store, QString path) : m_store(store), m_path(std::move(path)) {}

    void open() {
        m_library = std::make_unique<Library>(m_path, QStringLiteral("ferz-library-writer"));
        m_library->setMigrationProgress([store = m_store](qint64 done, qint64 total) {
            emit store->migrationProgress(done, total);
        });
        QString notice;
        const bool ok = m_library->open(&notice);
        emit m_store->opened(ok, notice);
        if (ok) replayRating();
    }

    // The rating from the library's rated games, to the window.
    void replayRating() {
        if (!m_library || !m_library->isOpen()) return;
        emit m_store->ratingChanged(
            ::replayRating(m_library->ratedGames(), QDateTime::currentMSecsSinceEpoch()));
    }

    void changedElsewhere() {
        replayRating();
        emit m_store->changed();
    }

    void store(const LibraryGame& game) {
        if (!m_library || !m_library->isOpen()) {
            emit m_store->stored(game.uid, false, Library::tr("the game library is not open"));
            return;
        }
        const bool ok = m_library->store(game).has_value();
        emit m_store->stored(game.uid, ok, ok ? QString() : m_library->error());
        if (!ok) return;
        // Rated or not, it may have counted before (a game taken back and stored again).
        replayRating();
        emit m_store->changed();
    }

    void storeAnalysis(qint64 id, const QString& pgn,
                       const std::optional<QList<TrainingPosition>>& positions) {
        if (!m_library || !m_library->isOpen()) return;
        const bool ok = m_library->storeAnalysis(id, pgn, positions, trainingDay());
        emit m_store->analysisStored(id, ok, ok ? QString() : m_library->error());
        if (ok) emit m_store->changed();
    }

    void applyUserNames(const QStringList& userNames) {
        if (m_library && m_library->isOpen() && m_library->applyUserNames(userNames))
            emit m_store->changed();
    }

    void import(const QStringList& files, const QStringList& userNames) {
        ImportResult total;
        qint64 totalBytes = 0;
        for (const QString& file : files) totalBytes += QFileInfo(file).size();
        qint64 before = 0;
        for (const QString& file : files) {
            if (m_store->m_cancel.load()) {
                total.cancelled = true;
                break;
            }
            std::ifstream in(QFile::encodeName(file).toStdString(), std::ios::binary);
            if (!m_library || !m_library->isOpen()) {
                total.stopped = Library::tr("the game library is not open");
                break;
            }
            if (!in) {
                ++total.unreadable;
                if (total.firstError.isEmpty())
                    total.firstError = Library::tr("%1 cannot be read").arg(file);
                continue;
            }
            const ImportResult r = m_library->import(
                in, userNames,
                [&](qint64 bytes) { emit m_store->importProgress(before + bytes, totalBytes); },
                &m_store->m_cancel);
            if (r.latin1) total.latin1Files << QFileInfo(file).fileName();
            total.added += r.added;
            total.duplicates += r.duplicates;
            total.unreadable += r.unreadable;
            if (total.firstError.isEmpty() && !r.firstError.isEmpty())
                total.firstError = QFileInfo(file).fileName() + QStringLiteral(": ") + r.firstError;
            total.cancelled = r.cancelled;
            before += QFileInfo(file).size();
            emit m_store->importProgress(before, totalBytes);
            if (r.added > 0) emit m_store->changed();
            // The library refuses to write: the files after this one would fare no better.
            if (!r.stopped.isEmpty()) {
                total.stopped = r.stopped;
                break;
            }
        }
        emit m_store->imported(total);
    }

private:
    LibraryStore* m_store; // signals only: emitting is safe from any thread
    QString m_path;
    std::unique_ptr<Library> m_library;
};

LibraryStore::LibraryStore(QString path, QObject* parent)
    : QObject(parent), m_path(std::move(path)), m_worker(new Worker(this, m_path)) {
    m_thread.setObjectName(QStringLiteral("ferz library"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(this, &LibraryStore::opened, this, [this](bool ok) {
        m_ready = true;
        m_usable = ok;
        emit ready();
    });
    connect(this, &LibraryStore::ratingChanged, this,
            [this](const RatingSummary& rating) { m_rating = rating; });
    connect(this, &LibraryStore::stored, this, [this](const QString&, bool ok) {
        if (!ok) m_usable = false;
    });
    connect(this, &LibraryStore::imported, this, [this] { m_importing = false; });
    m_thread.start(QThread::LowPriority);
}

void LibraryStore::open() {
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker] { w->open(); }, Qt::QueuedConnection);
}

LibraryStore::~LibraryStore() {
    m_cancel.store(true);
    // The worker takes its calls in order: once this empty one has run, every game asked to
    // be stored is written.
    QMetaObject::invokeMethod(
        m_worker, [] {}, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

void LibraryStore::store(const LibraryGame& game) {
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, game] { w->store(game); }, Qt::QueuedConnection);
}

void LibraryStore::storeAnalysis(qint64 id, const QString& pgn,
                                 const std::optional<QList<TrainingPosition>>& positions) {
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, id, pgn, positions] { w->storeAnalysis(id, pgn, positions); },
        Qt::QueuedConnection);
}

void LibraryStore::changedElsewhere() {
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker] { w->changedElsewhere(); }, Qt::QueuedConnection);
}

void LibraryStore::applyUserNames(const QStringList& userNames) {
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, userNames] { w->applyUserNames(userNames); },
        Qt::QueuedConnection);
}

void LibraryStore::import(const QStringList& files, const QStringList& userNames) {
    m_cancel.store(false);
    m_importing = true;
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, files, userNames] { w->import(files, userNames); },
        Qt::QueuedConnection);
}

// The opening tree's reader: Library::tree() in a worker thread with a read-only connection of
// its own, so that stepping through a game never waits for the library (a tree query takes
// tens of milliseconds on a large one). The library runs in write-ahead-log mode, so this
// reader never waits for LibraryStore's writer, and sees each of its transactions once done.
//
// The latest request wins: a fast walk through the moves asks for every position, but the
// worker skips each request that a newer one has replaced before it began, and an answer to a
// request replaced while it ran is dropped on its way back. Only the answer to the last
// request asked reaches `answered`.
//
// Threading contract: create, call and destroy it in the GUI thread; its signals come in that
// thread. The worker's Library is opened (openChecked: LibraryStore opened and migrated the
// file first), used and closed in the worker thread only.
#pragma once

#include "library.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QThread>

#include <atomic>

class TreeQuery : public QObject {
    Q_OBJECT
public:
    /// Reads the library at `path`, once LibraryStore has opened it (ask only then).
    explicit TreeQuery(QString path, QObject* parent = nullptr);
    ~TreeQuery() override;

    /// Asks for the tree of `position` with `filter`: `answered` follows, unless another
    /// request comes first. The request's number (they grow).
    quint64 ask(const ferz::Position& position, const TreeFilter& filter);
    /// The number of the last request asked (0: none yet).
    quint64 latest() const { return m_latest.load(); }
    /// Asks for the names of the library's players: `playersRead` follows.
    void askPlayers();

signals:
    /// The tree of the last request asked (`id`); empty when the library cannot be read.
    void answered(quint64 id, const QList<TreeMove>& moves);
    void playersRead(const QStringList& players);

private:
    class Worker;

    QThread m_thread;
    Worker* m_worker; // lives in m_thread; deleted there when it finishes
    std::atomic<quint64> m_latest{0};
};

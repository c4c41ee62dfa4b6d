#include "treequery.h"

#include <memory>

// The worker's side: the Library, opened at the first request, in the worker thread only.
class TreeQuery::Worker : public QObject {
public:
    explicit Worker(QString path) : m_path(std::move(path)) {}

    // The library, opened now if it was not; nullptr when it cannot be (tried again at the
    // next request: the writer may not have made it yet).
    Library* library() {
        if (m_library && m_library->isOpen()) return m_library.get();
        m_library = std::make_unique<Library>(m_path, QStringLiteral("ferz-library-tree"));
        if (!m_library->openChecked()) m_library.reset();
        return m_library.get();
    }

private:
    QString m_path;
    std::unique_ptr<Library> m_library;
};

TreeQuery::TreeQuery(QString path, QObject* parent)
    : QObject(parent), m_worker(new Worker(std::move(path))) {
    m_thread.setObjectName(QStringLiteral("ferz tree"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start(QThread::LowPriority);
}

TreeQuery::~TreeQuery() {
    m_latest.store(~quint64(0)); // every request waiting is skipped
    m_thread.quit();
    m_thread.wait();
}

// The request is skipped in the worker when a newer one came before it began, and its answer
// dropped here when one came while it ran: the receiver hears of the last request only.
quint64 TreeQuery::ask(const ferz::Position& position, const TreeFilter& filter) {
    const quint64 id = m_latest.fetch_add(1) + 1;
    QMetaObject::invokeMethod(
        m_worker,
        [this, w = m_worker, id, position, filter] {
            if (id != m_latest.load()) return;
            Library* library = w->library();
            QList<TreeMove> moves = library ? library->tree(position, filter) : QList<TreeMove>();
            if (id != m_latest.load()) return;
            QMetaObject::invokeMethod(
                this,
                [this, id, moves = std::move(moves)] {
                    if (id == m_latest.load()) emit answered(id, moves);
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
    return id;
}

void TreeQuery::askPlayers() {
    QMetaObject::invokeMethod(
        m_worker,
        [this, w = m_worker] {
            Library* library = w->library();
            QStringList players = library ? library->players() : QStringList();
            QMetaObject::invokeMethod(
                this, [this, players = std::move(players)] { emit playersRead(players); },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

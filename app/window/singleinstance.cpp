#include "singleinstance.h"

#include "library.h"
#include "librarystore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <QThread>

#include <optional>
#include <utility>

namespace {

// How long a request or an answer may take to cross, at most (an import's answer: as long as
// the import).
constexpr int LineMs = 5'000;
constexpr int ImportMs = 3600 * 1000;

// Reads one line from `socket`, waiting up to `ms`; nullopt when none came.
std::optional<QString> readLine(QLocalSocket& socket, int ms) {
    QElapsedTimer timer;
    timer.start();
    while (!socket.canReadLine()) {
        if (socket.state() != QLocalSocket::ConnectedState || timer.elapsed() >= ms)
            return std::nullopt;
        socket.waitForReadyRead(int(std::min<qint64>(ms - timer.elapsed(), 1000)));
    }
    return QString::fromUtf8(socket.readLine()).chopped(1);
}

void sendRequest(QLocalSocket& socket, const QString& verb, const QStringList& files) {
    QByteArray request = verb.toUtf8() + '\n';
    for (const QString& file : files) request += QFileInfo(file).absoluteFilePath().toUtf8() + '\n';
    request += '\n';
    socket.write(request);
    socket.flush();
}

} // namespace

SingleInstance::SingleInstance(const QString& dataFolder, QObject* parent)
    : QObject(parent), m_folder(QDir(dataFolder).absolutePath()),
      m_lock(QDir(m_folder).filePath(QStringLiteral("ferz.lock"))) {
    QDir().mkpath(m_folder);
    // A window holds the lock for hours: only a holder that is gone makes it stale.
    m_lock.setStaleLockTime(0);
}

SingleInstance::~SingleInstance() = default;

QString SingleInstance::serverName(const QString& dataFolder) {
    const QByteArray folder = QDir(dataFolder).absolutePath().toUtf8();
    return QStringLiteral("ferz-") +
           QString::fromLatin1(
               QCryptographicHash::hash(folder, QCryptographicHash::Sha1).toHex().left(20));
}

SingleInstance::Claim SingleInstance::claim(int waitMs) {
    QElapsedTimer timer;
    timer.start();
    for (;;) {
        if (m_lock.tryLock(0)) return Claim::Held; // a stale lock is taken over on the way
        if (m_lock.error() != QLockFile::LockFailedError) {
            m_error = tr("Ferz cannot lock its folder %1.").arg(m_folder);
            return Claim::Failed;
        }
        // Held by a live process: a window answers; an import lets go when it is done.
        QLocalSocket probe;
        probe.connectToServer(serverName(m_folder));
        if (probe.waitForConnected(200)) {
            probe.abort();
            return Claim::Running;
        }
        if (timer.elapsed() >= waitMs) {
            qint64 pid = 0;
            QString host, app;
            m_lock.getLockInfo(&pid, &host, &app);
            m_error = tr("Another Ferz (process %1) holds the folder %2 and does not answer.")
                          .arg(pid)
                          .arg(m_folder);
            return Claim::Failed;
        }
        QThread::msleep(100);
    }
}

bool SingleInstance::listen() {
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    const QString name = serverName(m_folder);
    // We hold the lock: a socket file left by a Ferz that died is nobody's.
    if (!m_server->listen(name)) {
        QLocalServer::removeServer(name);
        if (!m_server->listen(name)) {
            m_error = m_server->errorString();
            return false;
        }
    }
    connect(m_server, &QLocalServer::newConnection, this, &SingleInstance::onConnection);
    return true;
}

void SingleInstance::onConnection() {
    while (QLocalSocket* socket = m_server->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] { onRequest(socket); });
    }
}

// A request is whole at its empty line: a verb, then the files.
void SingleInstance::onRequest(QLocalSocket* socket) {
    QStringList lines = socket->property("lines").toStringList();
    while (socket->canReadLine()) {
        const QString line = QString::fromUtf8(socket->readLine()).chopped(1);
        if (!line.isEmpty()) {
            lines << line;
            continue;
        }
        const QString verb = lines.value(0);
        const QStringList files = lines.mid(1);
        lines.clear();
        if (verb == QLatin1String("import") && m_store) {
            for (qsizetype i = 0; i < files.size(); ++i)
                m_imports.append({socket, files[i], i + 1 == files.size()});
            if (files.isEmpty()) {
                socket->write("done\n");
                socket->flush();
            }
            importNext();
        } else {
            socket->write("ok\n");
            socket->flush();
            emit openRequested(files);
        }
    }
    socket->setProperty("lines", lines);
}

QLocalSocket* SingleInstance::connectToRunning(int waitMs) {
    auto* socket = new QLocalSocket(this);
    QElapsedTimer timer;
    timer.start();
    for (;;) {
        socket->connectToServer(serverName(m_folder));
        if (socket->waitForConnected(500)) return socket;
        if (timer.elapsed() >= waitMs) break;
        QThread::msleep(100);
    }
    m_error = tr("The Ferz that holds the folder %1 does not answer: %2")
                  .arg(m_folder, socket->errorString());
    delete socket;
    return nullptr;
}

bool SingleInstance::handOverFiles(const QStringList& files) {
    const std::unique_ptr<QLocalSocket> socket(connectToRunning(LineMs));
    if (!socket) return false;
    sendRequest(*socket, QStringLiteral("open"), files);
    if (readLine(*socket, LineMs) != QStringLiteral("ok")) {
        m_error = tr("The Ferz that holds the folder %1 did not take the files.").arg(m_folder);
        return false;
    }
    return true;
}

bool SingleInstance::handOverImport(
    const QStringList& files,
    const std::function<void(const QString& file, const ImportResult&)>& report) {
    const std::unique_ptr<QLocalSocket> socket(connectToRunning(LineMs));
    if (!socket) return false;
    sendRequest(*socket, QStringLiteral("import"), files);
    QString stopped;
    for (;;) {
        const std::optional<QString> line = readLine(*socket, ImportMs);
        if (!line) {
            m_error = tr("The Ferz that holds the folder %1 stopped answering.").arg(m_folder);
            return false;
        }
        if (*line == QLatin1String("done")) return true;
        if (line->startsWith(QLatin1String("stopped\t"))) { // said of the next file
            stopped = line->mid(8);
            continue;
        }
        const QStringList f = line->split(u'\t');
        if (f.size() < 6 || f[0] != QLatin1String("file")) continue;
        ImportResult r;
        r.added = f[2].toInt();
        r.duplicates = f[3].toInt();
        r.unreadable = f[4].toInt();
        r.firstError = f.mid(5).join(u'\t');
        r.stopped = std::exchange(stopped, QString());
        report(f[1], r);
    }
}

void SingleInstance::serveImports(LibraryStore& store, std::function<QStringList()> names) {
    m_store = &store;
    m_names = std::move(names);
    connect(&store, &LibraryStore::imported, this, [this](const ImportResult& r) {
        if (!m_importing) { // another import's (the Games window's): ours may go now
            importNext();
            return;
        }
        m_importing = false;
        const Pending done = m_imports.takeFirst();
        if (QLocalSocket* socket = done.socket) {
            const auto oneLine = [](QString text) {
                return text.replace(u'\n', u' ').replace(u'\t', u' ');
            };
            if (!r.stopped.isEmpty())
                socket->write(QStringLiteral("stopped\t%1\n").arg(oneLine(r.stopped)).toUtf8());
            socket->write(QStringLiteral("file\t%1\t%2\t%3\t%4\t%5\n")
                              .arg(done.file)
                              .arg(r.added)
                              .arg(r.duplicates)
                              .arg(r.unreadable)
                              .arg(oneLine(r.firstError))
                              .toUtf8());
            if (done.last) socket->write("done\n");
            socket->flush();
        }
        importNext();
    });
}

// One file at a time, so that each gets its own answer; never beside the Games window's.
void SingleInstance::importNext() {
    if (m_importing || !m_store || m_store->importing()) return;
    // The files of a second start that is gone need no import.
    while (!m_imports.isEmpty() && !m_imports.front().socket) m_imports.removeFirst();
    if (m_imports.isEmpty()) return;
    m_importing = true;
    m_store->import({m_imports.front().file}, m_names ? m_names() : QStringList());
}

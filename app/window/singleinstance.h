// One Ferz per profile. The profile's files (the autosave, the game library) have one writer:
// the first Ferz started on a profile holds a QLockFile in its data folder and listens on a
// QLocalServer named from that folder. A second start finds the lock held and hands its files
// to the first over a QLocalSocket (the running window comes to the front and opens them), then
// exits; `ferz --import` beside a running window hands its files to the window's library
// writer, and prints what it answers. A lock left by a Ferz that crashed or was killed is
// taken over (QLockFile knows a dead holder). An import without a window holds the lock while
// it runs; a window started meanwhile waits for it.
//
// What goes over the socket is lines of UTF-8: a request ("open" or "import", then one
// absolute path a line, then an empty line), then the answer ("ok"; for an import, one line
// a file, "file\t<path>\t<added>\t<duplicates>\t<unreadable>\t<first error>", after
// "stopped\t<why>" when the library took no more of its games; then "done").
//
// It lives at start-up (app/main.cpp): a MainWindow of the tests has none.
//
// Threading contract: GUI thread (the main thread) only.
#pragma once

#include <QLockFile>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

class LibraryStore;
class QLocalServer;
class QLocalSocket;
struct ImportResult;

class SingleInstance : public QObject {
    Q_OBJECT
public:
    /// The profile whose data folder is `dataFolder` (made if missing).
    explicit SingleInstance(const QString& dataFolder, QObject* parent = nullptr);
    ~SingleInstance() override;

    enum class Claim {
        Held,    // this process holds the profile (and, with listen(), serves the others)
        Running, // another Ferz holds it and answers: hand over to it
        Failed,  // another process holds it and does not answer (error() says which)
    };
    /// Takes the profile's lock. When another Ferz holds it, waits up to `waitMs` for it to
    /// answer (a window) or to let go (an import). A stale lock is taken over.
    Claim claim(int waitMs = 30'000);
    /// Listens for second starts (a window's process): openRequested and importRequested.
    bool listen();
    QString error() const { return m_error; }

    /// A second start: asks the Ferz holding the profile to open `files` and come to the
    /// front. False when it did not answer (error()).
    bool handOverFiles(const QStringList& files);
    /// `ferz --import` beside a window: the window's writer imports `files`, one after the
    /// other; `report` is called with each file's result. False when the window did not
    /// answer (error()).
    bool
    handOverImport(const QStringList& files,
                   const std::function<void(const QString& file, const ImportResult&)>& report);

    /// The window's side of an import handed over: the files go to `store`, one after the
    /// other, with the user's names of `names()`.
    void serveImports(LibraryStore& store, std::function<QStringList()> names);

    /// The server's name for the profile of `dataFolder` (tests use it).
    static QString serverName(const QString& dataFolder);

signals:
    /// A second start handed over these files (absolute paths, maybe none).
    void openRequested(const QStringList& files);

private:
    void onConnection();
    void onRequest(QLocalSocket* socket);
    QLocalSocket* connectToRunning(int waitMs);
    void importNext();

    QString m_folder;
    QLockFile m_lock;
    QLocalServer* m_server = nullptr;
    QString m_error;
    LibraryStore* m_store = nullptr;
    std::function<QStringList()> m_names;
    // The imports handed over, one file at a time, and the socket each answers to.
    struct Pending {
        QPointer<QLocalSocket> socket; // null once the second start is gone
        QString file;
        bool last;
    };
    QList<Pending> m_imports;
    bool m_importing = false;
};

// Writes files in a thread of its own, so that the GUI thread never waits for the disk: a
// QSaveFile's commit flushes the file to the disk (fsync), which takes milliseconds on a quiet
// disk and tens of them while other programs write. Each write replaces the whole file, all or
// nothing (QSaveFile), in the order asked; a write of a file that is still waiting is replaced
// by the newer one, since only the latest text of a file matters.
//
// Threading contract: created, called and destroyed in one thread (the GUI's). `failed` and
// `written` are emitted from the writer's thread (queued to receivers in other threads). The
// destructor writes what was asked, then joins the thread.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>

class FileWriter : public QObject {
    Q_OBJECT
public:
    explicit FileWriter(QObject* parent = nullptr);
    ~FileWriter() override;

    /// Replaces the file at `path` with `data`, after what was asked before.
    void write(const QString& path, const QByteArray& data);
    /// Removes the file at `path`, after what was asked before.
    void remove(const QString& path);
    /// Waits until everything asked so far is done.
    void flush();

signals:
    /// A write or a removal failed: `error` says why.
    void failed(const QString& path, const QString& error);

private:
    struct Job {
        QString path;
        std::optional<QByteArray> data; // nullopt: remove the file
    };

    void ask(Job job);
    void run();

    std::mutex m_mutex;
    std::condition_variable m_wake; // a job came, or the end
    std::condition_variable m_idle; // a job was done
    std::deque<Job> m_jobs;
    bool m_busy = false; // a job taken off the queue is being done
    bool m_quit = false;
    std::thread m_thread;
};

#include "filewriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>

FileWriter::FileWriter(QObject* parent) : QObject(parent), m_thread([this] { run(); }) {
}

FileWriter::~FileWriter() {
    {
        std::lock_guard lock(m_mutex);
        m_quit = true;
    }
    m_wake.notify_one();
    m_thread.join();
}

void FileWriter::write(const QString& path, const QByteArray& data) {
    ask({path, data});
}

void FileWriter::remove(const QString& path) {
    ask({path, std::nullopt});
}

// A job for a file that waits behind nothing else of that file replaces the one already
// waiting: the order of the files' last states is kept, and a burst of writes is one write.
void FileWriter::ask(Job job) {
    {
        std::lock_guard lock(m_mutex);
        const auto waiting = std::find_if(m_jobs.begin(), m_jobs.end(),
                                          [&job](const Job& j) { return j.path == job.path; });
        if (waiting != m_jobs.end() && waiting + 1 == m_jobs.end())
            *waiting = std::move(job);
        else
            m_jobs.push_back(std::move(job));
    }
    m_wake.notify_one();
}

void FileWriter::flush() {
    std::unique_lock lock(m_mutex);
    m_idle.wait(lock, [this] { return m_jobs.empty() && !m_busy; });
}

void FileWriter::run() {
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this] { return !m_jobs.empty() || m_quit; });
        if (m_jobs.empty()) return; // asked to end, and everything is written
        Job job = std::move(m_jobs.front());
        m_jobs.pop_front();
        m_busy = true;
        lock.unlock();

        QString error;
        if (job.data) {
            QDir().mkpath(QFileInfo(job.path).absolutePath());
            QSaveFile file(job.path);
            if (!file.open(QIODevice::WriteOnly) || file.write(*job.data) != job.data->size() ||
                !file.commit())
                error = file.errorString();
        } else {
            QFile file(job.path);
            if (file.exists() && !file.remove()) error = file.errorString();
        }
        if (!error.isEmpty()) emit failed(job.path, error);

        lock.lock();
        m_busy = false;
        m_idle.notify_all();
    }
}

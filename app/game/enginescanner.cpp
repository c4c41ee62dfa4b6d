#include "enginescanner.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QSet>
#include <QTimer>

#include <algorithm>

struct EngineScanner::Probe {
    QProcess process;
    QTimer timer;
    QByteArray buffer;
    EngineConfig config;
    bool over = false;
};

QList<EngineScanner::Known> EngineScanner::knownEngines() {
    const QStringList uci = {};
    return {{QStringLiteral("stockfish"), uci},
            {QStringLiteral("fairy-stockfish"), uci},
            {QStringLiteral("ethereal-chess"), uci},
            {QStringLiteral("ethereal"), uci},
            {QStringLiteral("gnuchess"), {QStringLiteral("--uci")}},
            {QStringLiteral("toga2"), uci},
            {QStringLiteral("glaurung"), uci},
            {QStringLiteral("fruit"), uci},
            {QStringLiteral("lc0"), uci},
            {QStringLiteral("berserk"), uci},
            {QStringLiteral("koivisto"), uci},
            {QStringLiteral("rodentiv"), uci},
            {QStringLiteral("asymptote"), uci},
            {QStringLiteral("igel"), uci},
            {QStringLiteral("weiss"), uci}};
}

QStringList EngineScanner::defaultFolders() {
    QStringList folders = qEnvironmentVariable("PATH").split(QLatin1Char(':'), Qt::SkipEmptyParts);
    folders << QStringLiteral("/usr/games") << QStringLiteral("/usr/local/games");
    folders.removeDuplicates();
    return folders;
}

EngineScanner::EngineScanner(QObject* parent) : QObject(parent), m_folders(defaultFolders()) {
}

EngineScanner::~EngineScanner() {
    for (Probe* p : m_probes) {
        p->process.disconnect();
        p->process.kill();
        p->process.waitForFinished(500);
        delete p;
    }
}

void EngineScanner::start() {
    if (running()) return;
    m_found.clear();
    // Each program once, however many folders or links lead to it.
    QSet<QString> seen;
    for (const Known& known : knownEngines()) {
        for (const QString& folder : m_folders) {
            const QFileInfo file(QDir(folder).filePath(known.command));
            if (!file.isFile() || !file.isExecutable()) continue;
            const QString real = file.canonicalFilePath() + known.arguments.join(QLatin1Char(' '));
            if (seen.contains(real)) continue;
            seen.insert(real);
            probe(file.absoluteFilePath(), known.arguments);
            break; // the first in the search order, as a shell would find it
        }
    }
    if (m_pending == 0) QTimer::singleShot(0, this, [this] { emit finished(m_found); });
}

// Starts `program`, says `uci`, and reads until `uciok`, the time-out, or its end.
void EngineScanner::probe(const QString& program, const QStringList& arguments) {
    auto* p = new Probe;
    m_probes << p;
    ++m_pending;
    p->config.program = program;
    p->config.arguments = arguments;
    p->config.name = QFileInfo(program).fileName();
    p->config.setUp(p->process);
    p->timer.setSingleShot(true);
    connect(&p->timer, &QTimer::timeout, this, [this, p] { done(p, false); });
    connect(&p->process, &QProcess::errorOccurred, this, [this, p](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart || e == QProcess::Crashed) done(p, false);
    });
    connect(&p->process, &QProcess::finished, this, [this, p] { done(p, false); });
    connect(&p->process, &QProcess::readyReadStandardOutput, this, [this, p] {
        p->buffer += p->process.readAllStandardOutput();
        if (p->buffer.size() > 1 << 20) return done(p, false); // no engine says that much
        qsizetype end;
        while ((end = p->buffer.indexOf('\n')) >= 0) {
            const QString line = QString::fromUtf8(p->buffer.left(end)).trimmed();
            p->buffer.remove(0, end + 1);
            const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (line.startsWith(QLatin1String("id name ")))
                p->config.name = line.mid(8).trimmed().left(80);
            else if (words.size() >= 4 && words[0] == QLatin1String("option") &&
                     words.indexOf(QStringLiteral("UCI_Elo")) == 2) {
                const auto value = [&words](const char* key) {
                    const qsizetype i = words.indexOf(QLatin1String(key));
                    return i >= 0 && i + 1 < words.size() ? words[i + 1].toInt() : 0;
                };
                p->config.eloMin = value("min");
                p->config.eloMax = value("max");
            } else if (line == QLatin1String("uciok")) {
                return done(p, true);
            }
        }
    });
    p->timer.start(m_timeoutMs);
    p->process.start(QIODevice::ReadWrite);
    p->process.write("uci\n");
}

void EngineScanner::done(Probe* p, bool answered) {
    if (p->over) return;
    p->over = true;
    p->timer.stop();
    p->process.disconnect(this);
    if (answered) {
        m_found << p->config;
        p->process.write("quit\n");
        p->process.closeWriteChannel();
    }
    // A polite end, then a firm one; the probe goes once its process has.
    QTimer::singleShot(answered ? 1000 : 0, this, [this, p] {
        if (p->process.state() != QProcess::NotRunning) {
            p->process.kill();
            p->process.waitForFinished(500);
        }
        m_probes.removeOne(p);
        delete p;
    });
    if (--m_pending == 0) {
        std::sort(m_found.begin(), m_found.end(),
                  [](const EngineConfig& a, const EngineConfig& b) { return a.name < b.name; });
        emit finished(m_found);
    }
}

// Finds the UCI chess engines installed on the system: the known names (stockfish,
// ethereal-chess, gnuchess --uci, fairy-stockfish, toga2, glaurung, …) in the folders of PATH,
// /usr/games and /usr/local/games. Each program found is started directly (never through a
// shell) and kept only if it answers `uci` with `uciok` within the time-out; its `id name` and
// its UCI_Elo range, when it has one, come with it. A program that fails, crashes or stays
// silent is killed and left out; nothing blocks the GUI thread.
//
// Threading contract: GUI thread; the probes are QProcesses driven by its event loop.
#pragma once

#include "engineconfig.h"

#include <QList>
#include <QObject>
#include <QStringList>

class QProcess;

class EngineScanner : public QObject {
    Q_OBJECT
public:
    struct Known {
        QString command;
        QStringList arguments; // what makes it speak UCI (gnuchess: --uci)
    };
    /// The engines looked for, by the name Debian and others install them under.
    static QList<Known> knownEngines();
    /// PATH's folders, then /usr/games and /usr/local/games.
    static QStringList defaultFolders();

    explicit EngineScanner(QObject* parent = nullptr);
    ~EngineScanner() override;

    void setFolders(const QStringList& folders) { m_folders = folders; }
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    /// Starts looking; `finished` follows, once every program answered or was given up.
    void start();
    bool running() const { return m_pending > 0; }

signals:
    /// The engines that answered, each with its `id name` as its name, its absolute program
    /// path, its arguments and its UCI_Elo range (0 when it has none).
    void finished(const QList<EngineConfig>& engines);

private:
    struct Probe;
    void probe(const QString& program, const QStringList& arguments);
    void done(Probe* probe, bool answered);

    QStringList m_folders;
    int m_timeoutMs = 3000;
    int m_pending = 0;
    QList<Probe*> m_probes;
    QList<EngineConfig> m_found;
};

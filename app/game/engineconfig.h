// An external UCI engine the user has added: how to start it and which options to give it.
// Kept in QSettings; read defensively (a broken entry is skipped, never fatal).
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

class QProcess;
class QSettings;

struct EngineConfig {
    Q_DECLARE_TR_FUNCTIONS(EngineConfig)

public:
    QString name;          // shown in the New game dialog
    QString program;       // an executable, started directly (never through a shell)
    QStringList arguments; // e.g. --uci for gnuchess
    QList<QPair<QString, QString>> options; // sent as setoption name … value …
    int eloMin = 0, eloMax = 0;             // its UCI_Elo range, when a scan found one

    /// The options as the user edits them: one "Name=Value" a line.
    QString optionsText() const;
    /// Reads "Name=Value" lines; returns an error naming the bad line, or an empty string.
    QString setOptionsText(const QString& text);
    /// The program's path: a bare name is looked up in PATH, then in /usr/games (where
    /// Debian installs chess engines); empty when not found.
    QString resolvedProgram() const;
    /// The name, with the UCI_Elo range when there is one: "Stockfish 16 (Elo 1320–3190)".
    QString label() const;
    /// Whether a level can be chosen for it: a scan found its UCI_Elo range.
    bool hasLevels() const { return eloMin > 0 && eloMax > eloMin; }
    /// Sets its strength by its own options when it has levels: UCI_LimitStrength, and UCI_Elo
    /// kept within its range; 0 is full strength.
    void setStrength(int elo);
    /// Sets `process` up to run the engine: its program (resolved) and arguments, started
    /// directly, standard error dropped, and (on Linux) killed by the kernel when Ferz dies,
    /// however it dies: no engine is left running, or spinning on a closed input, without us.
    void setUp(QProcess& process) const;
    /// The same engine: the same program with the same arguments.
    bool sameProgram(const EngineConfig& other) const;
    /// The engines of `found` that `listed` does not hold yet (by sameProgram).
    static QList<EngineConfig> notListed(const QList<EngineConfig>& found,
                                         const QList<EngineConfig>& listed);
    /// Why this entry cannot be used (no name, a program that does not exist or cannot be
    /// run), or an empty string.
    QString problem() const;

    static QList<EngineConfig> load(QSettings& settings);
    static void save(QSettings& settings, const QList<EngineConfig>& engines);
};

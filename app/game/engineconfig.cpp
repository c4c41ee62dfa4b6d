#include "engineconfig.h"

#include <QFileInfo>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>

#include <algorithm>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>
#endif

QString EngineConfig::optionsText() const {
    QStringList lines;
    for (const auto& [name, value] : options) lines << name + QLatin1Char('=') + value;
    return lines.join(QLatin1Char('\n'));
}

QString EngineConfig::setOptionsText(const QString& text) {
    QList<QPair<QString, QString>> parsed;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty()) continue;
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        const QString name = line.left(eq).trimmed();
        if (eq <= 0 || name.isEmpty() || name.contains(QLatin1String(" value ")))
            return tr("Line %1: write an option as Name=Value").arg(i + 1);
        parsed.append({name, line.mid(eq + 1).trimmed()});
    }
    options = parsed;
    return {};
}

QString EngineConfig::resolvedProgram() const {
    if (program.isEmpty()) return {};
    if (program.contains(QLatin1Char('/'))) return program;
    const QString inPath = QStandardPaths::findExecutable(program);
    return inPath.isEmpty()
               ? QStandardPaths::findExecutable(program, {QStringLiteral("/usr/games")})
               : inPath;
}

QString EngineConfig::label() const {
    return hasLevels() ? tr("%1 (Elo %2–%3)").arg(name).arg(eloMin).arg(eloMax) : name;
}

void EngineConfig::setStrength(int elo) {
    if (!hasLevels()) return;
    const auto named = [](const QString& option) {
        return [option](const QPair<QString, QString>& o) {
            return o.first.compare(option, Qt::CaseInsensitive) == 0;
        };
    };
    options.removeIf(named(QStringLiteral("UCI_LimitStrength")));
    options.removeIf(named(QStringLiteral("UCI_Elo")));
    options << qMakePair(QStringLiteral("UCI_LimitStrength"),
                         elo ? QStringLiteral("true") : QStringLiteral("false"));
    if (elo)
        options << qMakePair(QStringLiteral("UCI_Elo"),
                             QString::number(std::clamp(elo, eloMin, eloMax)));
}

void EngineConfig::setUp(QProcess& process) const {
    const QString resolved = resolvedProgram();
    process.setProgram(resolved.isEmpty() ? program : resolved);
    process.setArguments(arguments);
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.setStandardErrorFile(QProcess::nullDevice());
#ifdef Q_OS_LINUX
    // In the child, between fork and exec. The signal comes when the thread that started it
    // ends: the game's engines are started by the GUI thread, which lives as long as Ferz; a
    // review's judge (UciJudge) by its analysis thread, and it should end with it. A parent
    // gone already before prctl took effect is caught by the second test.
    const pid_t parent = getpid();
    process.setChildProcessModifier([parent] {
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent) _exit(127);
    });
#endif
}

bool EngineConfig::sameProgram(const EngineConfig& other) const {
    const QFileInfo a(resolvedProgram()), b(other.resolvedProgram());
    const QString pa = a.canonicalFilePath().isEmpty() ? program : a.canonicalFilePath();
    const QString pb = b.canonicalFilePath().isEmpty() ? other.program : b.canonicalFilePath();
    return pa == pb && arguments == other.arguments;
}

QList<EngineConfig> EngineConfig::notListed(const QList<EngineConfig>& found,
                                            const QList<EngineConfig>& listed) {
    QList<EngineConfig> fresh;
    for (const EngineConfig& e : found)
        if (std::none_of(listed.begin(), listed.end(),
                         [&e](const EngineConfig& known) { return known.sameProgram(e); }))
            fresh << e;
    return fresh;
}

QString EngineConfig::problem() const {
    if (name.trimmed().isEmpty()) return tr("The engine needs a name.");
    const QFileInfo info(resolvedProgram());
    if (program.isEmpty() || !info.exists()) return tr("No program %1 was found.").arg(program);
    if (!info.isFile() || !info.isExecutable()) return tr("%1 is not a program.").arg(program);
    return {};
}

QList<EngineConfig> EngineConfig::load(QSettings& settings) {
    QList<EngineConfig> engines;
    const int count = settings.beginReadArray(QStringLiteral("engines"));
    for (int i = 0; i < count && i < 100; ++i) {
        settings.setArrayIndex(i);
        EngineConfig e;
        e.name = settings.value(QStringLiteral("name")).toString().trimmed();
        e.program = settings.value(QStringLiteral("program")).toString();
        e.arguments = settings.value(QStringLiteral("arguments")).toStringList();
        e.setOptionsText(settings.value(QStringLiteral("options")).toString());
        e.eloMin = std::clamp(settings.value(QStringLiteral("eloMin")).toInt(), 0, 10000);
        e.eloMax = std::clamp(settings.value(QStringLiteral("eloMax")).toInt(), 0, 10000);
        if (!e.name.isEmpty() && !e.program.isEmpty()) engines << e;
    }
    settings.endArray();
    return engines;
}

void EngineConfig::save(QSettings& settings, const QList<EngineConfig>& engines) {
    // The group also holds whether the system's engines were looked for: kept, or the next
    // start would look again and bring back the engines the user removed.
    const QString scannedKey = QStringLiteral("engines/scanned");
    const QVariant scanned = settings.value(scannedKey);
    settings.remove(QStringLiteral("engines"));
    if (scanned.isValid()) settings.setValue(scannedKey, scanned);
    settings.beginWriteArray(QStringLiteral("engines"), int(engines.size()));
    for (int i = 0; i < engines.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("name"), engines[i].name);
        settings.setValue(QStringLiteral("program"), engines[i].program);
        settings.setValue(QStringLiteral("arguments"), engines[i].arguments);
        settings.setValue(QStringLiteral("options"), engines[i].optionsText());
        settings.setValue(QStringLiteral("eloMin"), engines[i].eloMin);
        settings.setValue(QStringLiteral("eloMax"), engines[i].eloMax);
    }
    settings.endArray();
}

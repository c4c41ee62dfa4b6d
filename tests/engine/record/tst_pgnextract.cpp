// What Ferz writes, another program reads as the same games (issue 51): every game of the
// corpus (tests/engine/data/pgn) written by writePgn is given to pgn-extract (Debian's
// pgn-extract, a reference reader of PGN), which must read it without a complaint; its own
// output, read back, holds the same tags, moves, variations, glyphs and comments (white space
// aside: pgn-extract wraps comments). Skipped, with a message, where pgn-extract is missing.
#include "pgn.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sstream>

using namespace ferz;

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

// The games of a text that can be read.
std::vector<PgnGame> gamesOf(const std::string& text) {
    std::istringstream in(text);
    PgnReader reader(in);
    std::vector<PgnGame> games;
    for (PgnGame g;;) {
        if (reader.next(g))
            games.push_back(g);
        else if (!reader.error())
            break;
    }
    return games;
}

QStringList simplified(const std::vector<std::string>& comments) {
    QStringList out;
    for (const std::string& c : comments) out << q(c).simplified();
    return out;
}

bool sameLine(const std::vector<PgnMove>& a, const std::vector<PgnMove>& b, QString& why) {
    if (a.size() != b.size()) return why = QStringLiteral("the number of moves"), false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        why = QStringLiteral("move %1: ").arg(i + 1);
        if (a[i].move != b[i].move) return why += QStringLiteral("the move"), false;
        if (a[i].nags != b[i].nags) return why += QStringLiteral("glyphs"), false;
        if (simplified(a[i].comments) != simplified(b[i].comments))
            return why += simplified(a[i].comments).join(u'|') + QStringLiteral(" / ") +
                          simplified(b[i].comments).join(u'|'),
                   false;
        if (simplified(a[i].commentsBefore) != simplified(b[i].commentsBefore))
            return why += QStringLiteral("comments before"), false;
        if (a[i].variations.size() != b[i].variations.size())
            return why += QStringLiteral("variations"), false;
        for (std::size_t v = 0; v < a[i].variations.size(); ++v)
            if (!sameLine(a[i].variations[v], b[i].variations[v], why)) return false;
    }
    return true;
}

} // namespace

class TestPgnExtract : public QObject {
    Q_OBJECT
private slots:
    void readsWhatFerzWrites();
};

void TestPgnExtract::readsWhatFerzWrites() {
    QString program = QStandardPaths::findExecutable(QStringLiteral("pgn-extract"));
    if (program.isEmpty())
        program = QStandardPaths::findExecutable(QStringLiteral("pgn-extract"),
                                                 {QStringLiteral("/usr/games")});
    if (program.isEmpty())
        QSKIP("pgn-extract is not installed (Debian's package pgn-extract; scripts/common.sh "
              "installs it): what Ferz writes is not checked against it");

    // Every game of the corpus that Ferz reads, as Ferz writes it.
    std::string written;
    std::vector<PgnGame> games;
    const QDir dir(QStringLiteral(FERZ_TEST_DATA "/pgn"));
    for (const QString& name : dir.entryList({QStringLiteral("*.pgn")})) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        for (const PgnGame& g : gamesOf(file.readAll().toStdString())) {
            games.push_back(g);
            written += writePgn(g) + '\n';
        }
    }
    QVERIFY(games.size() >= 30);

    QTemporaryDir tmp;
    const QString in = tmp.filePath(QStringLiteral("ferz.pgn"));
    const QString out = tmp.filePath(QStringLiteral("extracted.pgn"));
    QFile file(in);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(written.data(), qint64(written.size()));
    file.close();

    QProcess extract;
    extract.start(program, {QStringLiteral("-s"), QStringLiteral("-o"), out, in});
    QVERIFY(extract.waitForFinished(30'000));
    const QString complaints = QString::fromUtf8(extract.readAllStandardError()).trimmed();
    QVERIFY2(complaints.isEmpty(), qPrintable(complaints));
    QCOMPARE(extract.exitCode(), 0);

    QFile extracted(out);
    QVERIFY(extracted.open(QIODevice::ReadOnly));
    const std::vector<PgnGame> back = gamesOf(extracted.readAll().toStdString());
    QCOMPARE(back.size(), games.size());
    for (std::size_t i = 0; i < games.size(); ++i) {
        const PgnGame& a = games[i];
        const PgnGame& b = back[i];
        for (const auto& [name, value] : a.tags)
            if (name != "FEN" && name != "SetUp")
                QVERIFY2(b.tag(name) == value,
                         qPrintable(QStringLiteral("game %1, tag %2").arg(i + 1).arg(q(name))));
        QCOMPARE(q(b.start.fen()), q(a.start.fen()));
        QCOMPARE(q(b.result), q(a.result));
        QCOMPARE(simplified(b.comments), simplified(a.comments));
        QString why;
        QVERIFY2(sameLine(a.moves, b.moves, why),
                 qPrintable(QStringLiteral("game %1, %2").arg(i + 1).arg(why)));
    }
    qInfo("pgn-extract read the %zu games Ferz wrote as Ferz wrote them", games.size());
}

QTEST_GUILESS_MAIN(TestPgnExtract)
#include "tst_pgnextract.moc"

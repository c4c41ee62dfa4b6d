// Every string of the desktop game is translated: lupdate is run over the GUI's sources and the
// engine's messages (FERZ_MSG templates) into a copy of each .ts file, and the copy must have no
// unfinished, empty or new message. So a string added to the code without its translation fails
// here, as does one left unfinished.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void complete_data();
    void complete();
};

// Reads a <translation> to its end: true when it has text, or for a message with plural forms
// (FERZ_MSG_N templates) when every <numerusform> has.
static bool hasText(QXmlStreamReader& xml) {
    bool text = false, emptyForm = false;
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::EndElement) break; // </translation>
        if (token == QXmlStreamReader::Characters && !xml.isWhitespace()) text = true;
        if (token == QXmlStreamReader::StartElement) {
            const QString form = xml.readElementText();
            text = text || !form.isEmpty();
            emptyForm = emptyForm || form.isEmpty();
        }
    }
    return text && !emptyForm;
}

void TestTranslations::complete_data() {
    QTest::addColumn<QString>("tsFile");
    const QDir dir(QStringLiteral(FERZ_TRANSLATIONS_DIR));
    for (const QString& name : dir.entryList({QStringLiteral("ferz_*.ts")}, QDir::Files))
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

void TestTranslations::complete() {
    QFETCH(QString, tsFile);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString copy = tmp.filePath(QFileInfo(tsFile).fileName());
    QVERIFY(QFile::copy(tsFile, copy));
    QFile(copy).setPermissions(QFile::ReadOwner | QFile::WriteOwner);

    QStringList args{QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                     QStringLiteral("none"), QStringLiteral("-tr-function-alias"),
                     QStringLiteral(FERZ_LUPDATE_ALIASES)};
    for (const QString& path : {QStringLiteral(FERZ_APP_DIR), QStringLiteral(FERZ_ENGINE_DIR)}) {
        QDirIterator it(path, {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) args << it.next();
    }
    args << QStringLiteral("-ts") << copy;
    QProcess lupdate;
    lupdate.start(QStringLiteral(FERZ_LUPDATE), args);
    QVERIFY2(lupdate.waitForFinished(60000), "lupdate did not finish");
    QCOMPARE(lupdate.exitCode(), 0);

    QFile file(copy);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QString context, source;
    QStringList untranslated;
    int messages = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            ++messages;
            const bool unfinished =
                xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            if (unfinished || !hasText(xml))
                untranslated << context + QStringLiteral(": ") + source;
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY2(messages > 50, "lupdate found almost no strings: are the sources where we think?");
    QVERIFY2(untranslated.isEmpty(),
             qPrintable(QStringLiteral("%1 untranslated:\n  %2")
                            .arg(untranslated.size())
                            .arg(untranslated.join(QStringLiteral("\n  ")))));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"

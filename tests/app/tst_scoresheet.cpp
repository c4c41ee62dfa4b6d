// Score sheets (issue 56, part 3): a game with a comment, a variation, glyphs and a diagram a
// comment asks for, rendered to a PDF without a dialog, read back with poppler's pdftotext and
// pdfinfo (poppler-utils; skipped without them); in Russian letters and figurines; a long game
// over several pages with the players and the page's number at the foot of each; the moves a
// user types for diagrams; the print style's arrows keeping their colours.
#include "diagram.h"
#include "gamedocument.h"
#include "guitest.h"
#include "language.h"
#include "mainwindow.h"
#include "printactions.h"
#include "reviewnavigator.h"
#include "scoresheet.h"
#include "scoresheetdialog.h"

#include <QAction>
#include <QPageRanges>
#include <QPdfWriter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ferz;

namespace {

const char* const Immortal = R"([Event "London"]
[Site "London ENG"]
[Date "1851.06.21"]
[Round "?"]
[White "Anderssen, Adolf"]
[Black "Kieseritzky, Lionel"]
[WhiteElo "2600"]
[Result "1-0"]

{The Immortal Game.} 1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ {[%csl Rf2][%cal Gh4e1] The queen checks. [#]}
4. Kf1 b5!? (4... Nf6 5. Nf3 Qh6 {quieter}) 5. Bxb5 Nf6 6. Nf3 Qh6 7. d3 Nh5 8. Nh4 $18 Qg5 1-0
)";

PgnGame read(const std::string& text) {
    auto game = readPgn(text);
    if (!game) qFatal("the test's PGN could not be read");
    return *game;
}

// A long game: the knights go out and back, 130 moves.
std::string longGame() {
    std::string text = "[White \"Out\"]\n[Black \"Back\"]\n[Result \"1/2-1/2\"]\n\n";
    const char* four[] = {"Nf3 Nf6", "Ng1 Ng8"};
    for (int i = 1; i <= 130; ++i) text += std::to_string(i) + ". " + four[(i - 1) % 2] + " ";
    return text + "1/2-1/2\n";
}

} // namespace

class TestScoreSheet : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void annotatedGame();
    void diagramsWhereAsked();
    void russianLetters();
    void figurines();
    void longGameOverPages();
    void moveDiagrams_data();
    void moveDiagrams();
    void printStyleKeepsColours();
    void theWindowsGame();

private:
    // Renders the sheet to a PDF; returns its page count (0 on failure).
    int render(const PgnGame& game, const ScoreSheetOptions& options);
    // The text of the PDF (or of one page), its white space made single spaces.
    QString text(int page = 0) const;
    int pdfPages() const;

    QTemporaryDir m_dir;
    QString m_pdf, m_pdftotext, m_pdfinfo;
};

void TestScoreSheet::initTestCase() {
    silenceOffscreenSizeHintWarning();
    QVERIFY(m_dir.isValid());
    m_pdf = m_dir.filePath(QStringLiteral("sheet.pdf"));
    m_pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    m_pdfinfo = QStandardPaths::findExecutable(QStringLiteral("pdfinfo"));
}

int TestScoreSheet::render(const PgnGame& game, const ScoreSheetOptions& options) {
    QFile::remove(m_pdf);
    QPdfWriter pdf(m_pdf);
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    return ScoreSheet(game, options).print(pdf);
}

QString TestScoreSheet::text(int page) const {
    QProcess run;
    QStringList args{QStringLiteral("-layout"), QStringLiteral("-enc"), QStringLiteral("UTF-8")};
    if (page)
        args << QStringLiteral("-f") << QString::number(page) << QStringLiteral("-l")
             << QString::number(page);
    run.start(m_pdftotext, args << m_pdf << QStringLiteral("-"));
    if (!run.waitForFinished(10000)) return {};
    return QString::fromUtf8(run.readAllStandardOutput()).replace(QChar(0xA0), u' ').simplified();
}

int TestScoreSheet::pdfPages() const {
    QProcess run;
    run.start(m_pdfinfo, {m_pdf});
    if (!run.waitForFinished(10000)) return -1;
    const auto m = QRegularExpression(QStringLiteral("Pages:\\s*(\\d+)"))
                       .match(QString::fromUtf8(run.readAllStandardOutput()));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

// Each of `words` in `text`, in this order.
static bool inOrder(const QString& text, const QStringList& words) {
    qsizetype at = 0;
    for (const QString& w : words) {
        const qsizetype found = text.indexOf(w, at);
        if (found < 0) {
            qWarning("not found in order: %s", qPrintable(w));
            return false;
        }
        at = found + w.size();
    }
    return true;
}

void TestScoreSheet::annotatedGame() {
    if (m_pdftotext.isEmpty() || m_pdfinfo.isEmpty())
        QSKIP("pdftotext and pdfinfo (poppler-utils) are not installed");
    QCOMPARE(render(read(Immortal), ScoreSheetOptions()), 1);
    QCOMPARE(pdfPages(), 1);
    const QString t = text();
    QVERIFY2(t.contains(QStringLiteral("Anderssen, Adolf (2600) – Kieseritzky, Lionel")),
             qPrintable(t));
    QVERIFY2(t.contains(QStringLiteral("London, London ENG, 1851.06.21")), qPrintable(t));
    QVERIFY2(
        inOrder(t, {QStringLiteral("The Immortal Game."), QStringLiteral("1. e4 e5"),
                    QStringLiteral("2. f4 exf4"), QStringLiteral("3. Bc4 Qh4+"),
                    QStringLiteral("The queen checks."), QStringLiteral("4. Kf1 b5!?"),
                    QStringLiteral("(4… Nf6 5. Nf3 Qh6 quieter)"), QStringLiteral("5. Bxb5 Nf6"),
                    QStringLiteral("8. Nh4 +− Qg5"), QStringLiteral("1-0")}),
        qPrintable(t));
    // Commands are not text: neither the clock's, the drawings', nor the diagram's mark.
    QVERIFY(!t.contains(QStringLiteral("[%")));
    QVERIFY(!t.contains(QStringLiteral("[#]")));
    QVERIFY(t.contains(QStringLiteral("page 1 of 1")));
}

// The diagram's coordinates are text: one set of files per diagram.
void TestScoreSheet::diagramsWhereAsked() {
    if (m_pdftotext.isEmpty()) QSKIP("pdftotext (poppler-utils) is not installed");
    const QString files = QStringLiteral("a b c d e f g h");
    ScoreSheetOptions options;
    options.commentDiagrams = false;
    render(read(Immortal), options);
    QCOMPARE(text().count(files), 0);
    options.commentDiagrams = true;
    render(read(Immortal), options);
    QCOMPARE(text().count(files), 1);
    // The NAG that asks for one, the moves typed, and the move on show (in the variation).
    std::string withNag = Immortal;
    withNag.replace(withNag.find("5. Bxb5"), 7, "5. Bxb5 $220");
    options.diagramPlies = ScoreSheet::moveDiagrams(QStringLiteral("7, 3..."));
    const PgnGame game = read(withNag);
    const GameTree tree = GameTree::fromPgn(game);
    // 5. Nf3 of the variation after 4. Kf1 (the seventh move).
    options.diagramLine = tree.movesTo(tree.mainLineAt(7)->children[1]->mainChild());
    render(game, options);
    // 3... Qh4+ has its [#] and is typed: one diagram; 5. Bxb5 $220, 7. d3, and 5. Nf3 in the
    // variation, which goes on below it with Black's move numbered.
    const QString t = text();
    QCOMPARE(t.count(files), 4);
    QVERIFY2(
        inOrder(t, {QStringLiteral("(4… Nf6 5. Nf3"), files, QStringLiteral("5… Qh6 quieter)")}),
        qPrintable(t));
}

void TestScoreSheet::russianLetters() {
    if (m_pdftotext.isEmpty()) QSKIP("pdftotext (poppler-utils) is not installed");
    Language speaking(QStringLiteral("ru"));
    render(read(Immortal), ScoreSheetOptions());
    const QString t = text();
    QVERIFY2(inOrder(t, {QStringLiteral("Белые"), QStringLiteral("Чёрные"),
                         QStringLiteral("3. Сc4 Фh4+"), QStringLiteral("4. Крf1 b5!?"),
                         QStringLiteral("(4… Кf6 5. Кf3"), QStringLiteral("1-0"),
                         QStringLiteral("страница 1 из 1")}),
             qPrintable(t));
}

void TestScoreSheet::figurines() {
    if (m_pdftotext.isEmpty()) QSKIP("pdftotext (poppler-utils) is not installed");
    ScoreSheetOptions options;
    options.sanText = SanText(SanText::Figurines);
    render(read(Immortal), options);
    QVERIFY2(text().contains(QStringLiteral("3. ♝c4 ♛h4+")), qPrintable(text()));
}

void TestScoreSheet::longGameOverPages() {
    if (m_pdftotext.isEmpty() || m_pdfinfo.isEmpty())
        QSKIP("pdftotext and pdfinfo (poppler-utils) are not installed");
    const int pages = render(read(longGame()), ScoreSheetOptions());
    QVERIFY2(pages >= 3, qPrintable(QString::number(pages)));
    QCOMPARE(pdfPages(), pages);
    for (int page = 1; page <= pages; ++page) {
        const QString t = text(page);
        QVERIFY2(t.contains(QStringLiteral("Out – Back")), qPrintable(t));
        QVERIFY2(t.contains(QStringLiteral("page %1 of %2").arg(page).arg(pages)), qPrintable(t));
    }
    QVERIFY(text(1).contains(QStringLiteral("1. Nf3 Nf6")));
    QVERIFY(text(pages).contains(QStringLiteral("130. Ng1 Ng8")));
    QVERIFY(text(pages).contains(QStringLiteral("½–½")));
    // Only the pages the print dialog asks for, numbered as in the whole sheet.
    {
        QFile::remove(m_pdf);
        QPdfWriter pdf(m_pdf);
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        QPageRanges second;
        second.addPage(2);
        pdf.setPageRanges(second);
        QCOMPARE(ScoreSheet(read(longGame()), ScoreSheetOptions()).print(pdf), 1);
    }
    QCOMPARE(pdfPages(), 1);
    QVERIFY(text().contains(QStringLiteral("page 2 of %1").arg(pages)));
    render(read(longGame()), ScoreSheetOptions());
    // No move is lost at a page's end, none printed twice.
    const QString all = text();
    for (int i = 1; i <= 130; ++i)
        QVERIFY2(all.count(QStringLiteral(" %1. N").arg(i)) == 1 || i == 1,
                 qPrintable(QString::number(i)));
}

void TestScoreSheet::moveDiagrams_data() {
    QTest::addColumn<QString>("typed");
    QTest::addColumn<int>("firstMove");
    QTest::addColumn<bool>("blackFirst");
    QTest::addColumn<std::vector<int>>("plies");
    QTest::newRow("white and black")
        << "12, 20..., 31" << 1 << false << std::vector<int>{23, 40, 61};
    QTest::newRow("ellipsis") << "3… 4" << 1 << false << std::vector<int>{6, 7};
    QTest::newRow("from a position") << "5... 6" << 5 << true << std::vector<int>{1, 2};
    QTest::newRow("before the start") << "2 abc" << 5 << false << std::vector<int>{};
}

void TestScoreSheet::moveDiagrams() {
    QFETCH(QString, typed);
    QFETCH(int, firstMove);
    QFETCH(bool, blackFirst);
    QFETCH(std::vector<int>, plies);
    QCOMPARE(ScoreSheet::moveDiagrams(typed, firstMove, blackFirst), plies);
}

// Print style: a red arrow and a green one are told apart (they were both black).
void TestScoreSheet::printStyleKeepsColours() {
    Drawings drawings;
    drawings.toggleArrow(DrawColor::Red, A1, A8);
    drawings.toggleArrow(DrawColor::Green, H1, H8);
    DiagramStyle style = ScoreSheetOptions::printStyle();
    style.coordinates = false;
    style.size = 400;
    const QImage image = diagramImage(Position(), drawings, style);
    const QColor red = image.pixelColor(25, 200), green = image.pixelColor(375, 200);
    QVERIFY2(red.red() > red.green() + 40, qPrintable(red.name()));
    QVERIFY2(green.green() > green.red() + 40, qPrintable(green.name()));
}

// The window's Print (Ctrl+P) and Export as PDF: the game on show written as a PDF with the
// user's pieces, a file that cannot be made said, a cancelled choice writing nothing.
void TestScoreSheet::theWindowsGame() {
    QTemporaryDir dir;
    auto settings = quietSettings(dir);
    MainWindow window(*settings, dir.filePath(QStringLiteral("autosave.pgn")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.document()->openGame(QString::fromUtf8(Immortal)));
    QVERIFY(window.action(QStringLiteral("exportPdf")));
    QCOMPARE(window.action(QStringLiteral("print"))->shortcut(), QKeySequence(QKeySequence::Print));
    auto* print = window.findChild<PrintActions*>();
    QVERIFY(print);
    QVERIFY(print->writePdf(m_pdf, print->options()));
    if (!m_pdftotext.isEmpty())
        QVERIFY(inOrder(text(), {QStringLiteral("Anderssen, Adolf (2600) – Kieseritzky"),
                                 QStringLiteral("3. Bc4 Qh4+"), QStringLiteral("1-0")}));
    QString error;
    const QString nowhere = dir.filePath(QStringLiteral("no/such/folder/game.pdf"));
    QVERIFY(!print->writePdf(nowhere, print->options(), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFile::exists(nowhere + QStringLiteral(".part")));
    whenModal<ScoreSheetDialog>([](ScoreSheetDialog* d) { d->reject(); });
    QVERIFY(!print->exportPdf());
}

QTEST_MAIN(TestScoreSheet)
#include "tst_scoresheet.moc"

#include "printactions.h"

#include "actioncollection.h"
#include "boardscene.h"
#include "gamecontroller.h"
#include "outcome.h"
#include "preferences.h"
#include "reviewnavigator.h"
#include "scoresheetdialog.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QPdfWriter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>

namespace {

// Margins a desk printer can print in; the print dialog's page setup may change them.
const QMarginsF SheetMargins(15, 15, 15, 15);

// The file's name from the players: "Carlsen - Nepomniachtchi.pdf".
QString fileName(const ferz::PgnGame& game) {
    QString white = QString::fromStdString(game.tag("White")).trimmed();
    QString black = QString::fromStdString(game.tag("Black")).trimmed();
    if (white.isEmpty() || white == QStringLiteral("?") || black.isEmpty() ||
        black == QStringLiteral("?"))
        return QStringLiteral("game.pdf");
    QString name = white.section(QLatin1Char(','), 0, 0) + QStringLiteral(" - ") +
                   black.section(QLatin1Char(','), 0, 0) + QStringLiteral(".pdf");
    return name.replace(QRegularExpression(QStringLiteral("[/\\\\:*?\"<>|]")), QStringLiteral("_"));
}

} // namespace

PrintActions::PrintActions(ActionCollection& actions, const GameController& game,
                           const ReviewNavigator& review, const BoardScene& scene,
                           const Preferences& prefs, QSettings& settings)
    : QObject(&actions), m_actions(actions), m_game(game), m_review(review), m_scene(scene),
      m_prefs(prefs), m_settings(settings) {
    actions.add("print", QKeySequence::Print, this, [this] { print(); });
    actions.add("exportPdf", QKeySequence(), this, [this] { exportPdf(); });
    connect(&actions, &ActionCollection::retranslate, this, &PrintActions::retranslate);
    retranslate();
}

void PrintActions::retranslate() {
    m_actions.setTexts({{"print", tr("&Print…")}, {"exportPdf", tr("E&xport as PDF…")}});
}

ferz::PgnGame PrintActions::game() const {
    return m_game.toPgn(false);
}

ScoreSheetOptions PrintActions::options() const {
    ScoreSheetOptions options;
    if (const Outcome& outcome = m_game.outcome();
        outcome.over() && outcome.reason != Outcome::Reason::Recorded)
        options.ending = outcome.describe(false);
    options.sanText = SanText(m_prefs.figurines ? SanText::Figurines : SanText::Letters);
    options.diagram.theme = m_scene.theme();
    return options;
}

ScoreSheetOptions PrintActions::chosen(const ScoreSheetDialog& dialog) const {
    ScoreSheetOptions options = this->options();
    options.commentDiagrams = dialog.commentDiagrams();
    const ferz::Position& start = m_game.tree().start();
    options.diagramPlies = ScoreSheet::moveDiagrams(dialog.diagramMoves(), start.fullmoveNumber(),
                                                    start.sideToMove() == ferz::Black);
    if (dialog.shownMoveDiagram()) options.diagramLine = m_game.tree().movesTo(m_review.node());
    options.diagram.whiteBelow = dialog.whiteBelow();
    options.diagram.colors = dialog.boardColors() ? DiagramStyle::BoardColors : DiagramStyle::Print;
    return options;
}

bool PrintActions::print() {
    QWidget* window = m_actions.window();
    ScoreSheetDialog dialog(ScoreSheetDialog::Print, m_settings, window);
    if (dialog.exec() != QDialog::Accepted) return false;
    dialog.keep();
    const ScoreSheet sheet(game(), chosen(dialog));
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageMargins(SheetMargins, QPageLayout::Millimeter);
    printer.setDocName(sheet.players());
    QPrintPreviewDialog preview(&printer, window);
    preview.setWindowTitle(tr("Print Game"));
    connect(&preview, &QPrintPreviewDialog::paintRequested, this,
            [&sheet](QPrinter* to) { sheet.print(*to); });
    return preview.exec() == QDialog::Accepted;
}

bool PrintActions::exportPdf() {
    QWidget* window = m_actions.window();
    ScoreSheetDialog dialog(ScoreSheetDialog::Pdf, m_settings, window);
    if (dialog.exec() != QDialog::Accepted) return false;
    dialog.keep();
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!QDir(folder).exists()) folder = QDir::homePath();
    QString path = QFileDialog::getSaveFileName(
        window, tr("Export as PDF"), folder + QLatin1Char('/') + fileName(m_game.toPgn()),
        tr("PDF document (*.pdf)"));
    if (path.isEmpty()) return false;
    if (!path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive)) path += QStringLiteral(".pdf");
    QString error;
    if (!writePdf(path, chosen(dialog), &error)) {
        QMessageBox::warning(window, tr("Export as PDF"),
                             tr("The game could not be written: %1").arg(error));
        return false;
    }
    emit said(tr("The game was written to %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

// QPdfWriter writes to the file as it paints, so the sheet goes to a file of its own in the
// folder first and takes the name at the end: a failed export leaves no half a file behind.
bool PrintActions::writePdf(const QString& path, const ScoreSheetOptions& options,
                            QString* error) const {
    const ScoreSheet sheet(game(), options);
    const QString partial = path + QStringLiteral(".part");
    bool ok = false;
    {
        QPdfWriter pdf(partial);
        pdf.setPageSize(QPageSize(QLocale().measurementSystem() == QLocale::ImperialUSSystem
                                      ? QPageSize::Letter
                                      : QPageSize::A4));
        pdf.setPageMargins(SheetMargins, QPageLayout::Millimeter);
        pdf.setTitle(sheet.players());
        pdf.setCreator(QStringLiteral("Ferz"));
        ok = sheet.print(pdf) > 0;
    }
    QFile::remove(path);
    ok = ok && QFile::rename(partial, path);
    if (!ok) {
        QFile::remove(partial);
        if (error) *error = tr("the file could not be made");
    }
    return ok;
}

#include "diagramactions.h"

#include "actioncollection.h"
#include "boardscene.h"
#include "diagramdialog.h"
#include "reviewnavigator.h"

#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QMimeData>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>

using namespace ferz;

DiagramActions::DiagramActions(ActionCollection& actions, const ReviewNavigator& review,
                               const BoardScene& scene, QSettings& settings)
    : QObject(&actions), m_actions(actions), m_review(review), m_scene(scene),
      m_settings(settings) {
    actions.add("copyDiagram", QKeySequence(), this, [this] { copy(); });
    actions.add("exportDiagram", QKeySequence(), this, [this] { exportDiagram(); });
    connect(&actions, &ActionCollection::retranslate, this, &DiagramActions::retranslate);
    retranslate();
}

void DiagramActions::retranslate() {
    m_actions.setTexts({{"copyDiagram", tr("Copy Position as &Image")},
                        {"exportDiagram", tr("Export &Diagram…")}});
}

DiagramStyle DiagramActions::boardStyle() const {
    DiagramStyle style;
    style.theme = m_scene.theme();
    style.whiteBelow = !m_scene.flipped();
    style.lastMove = m_review.node()->move();
    return style;
}

void DiagramActions::copy() {
    const DiagramStyle style = DiagramDialog::kept(boardStyle(), m_settings);
    const Position pos = m_review.position();
    const Drawings& drawings = m_scene.pen()->drawings();
    auto* data = new QMimeData;
    data->setImageData(diagramImage(pos, drawings, style));
    data->setData(QStringLiteral("image/svg+xml"), diagramSvg(pos, drawings, style));
    QApplication::clipboard()->setMimeData(data);
    emit said(tr("The position was copied as an image."));
}

bool DiagramActions::exportDiagram() {
    QWidget* window = m_actions.window();
    const Position pos = m_review.position();
    DiagramDialog dialog(pos, m_scene.pen()->drawings(),
                         DiagramDialog::kept(boardStyle(), m_settings), m_settings, window);
    if (dialog.exec() != QDialog::Accepted) return false;
    dialog.keep();
    const QString png = tr("PNG image (*.png)"), svg = tr("SVG image (*.svg)");
    QString filter = m_settings.value(QStringLiteral("diagram/svg"), false).toBool() ? svg : png;
    QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (!QDir(folder).exists()) folder = QDir::homePath();
    QString path = QFileDialog::getSaveFileName(window, tr("Export Diagram"),
                                                folder + QStringLiteral("/diagram"),
                                                png + QStringLiteral(";;") + svg, &filter);
    if (path.isEmpty()) return false;
    const bool asSvg = filter == svg || path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive);
    if (!path.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive) &&
        !path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive))
        path += asSvg ? QStringLiteral(".svg") : QStringLiteral(".png");
    m_settings.setValue(QStringLiteral("diagram/svg"), asSvg);
    QString error;
    if (!write(path, dialog.style(), &error)) {
        QMessageBox::warning(window, tr("Export Diagram"),
                             tr("The diagram could not be written: %1").arg(error));
        return false;
    }
    emit said(tr("The diagram was written to %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool DiagramActions::write(const QString& path, const DiagramStyle& style, QString* error) const {
    const Position pos = m_review.position();
    const Drawings& drawings = m_scene.pen()->drawings();
    QSaveFile file(path);
    bool ok = file.open(QIODevice::WriteOnly);
    if (ok && path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive))
        ok = file.write(diagramSvg(pos, drawings, style)) >= 0;
    else if (ok)
        ok = diagramImage(pos, drawings, style).save(&file, "PNG");
    ok = ok && file.commit();
    if (!ok && error) *error = file.errorString();
    return ok;
}

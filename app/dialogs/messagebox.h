// Message boxes whose title is read whole. A QMessageBox is as wide as its text needs; with a
// short text ("Could not open x.") the window manager cuts the title ("Open a…"). These make
// the box wide enough for its title as well.
#pragma once

#include <QFontMetrics>
#include <QGridLayout>
#include <QMessageBox>
#include <QSpacerItem>

/// Widens `box` to show its window title whole (with room for the title bar's buttons).
inline void fitTitle(QMessageBox& box) {
    auto* grid = qobject_cast<QGridLayout*>(box.layout());
    if (!grid) return;
    // The title bar's font is the window manager's; the application's bold font is near it.
    QFont font = box.font();
    font.setBold(true);
    const int width = QFontMetrics(font).horizontalAdvance(box.windowTitle()) + 160;
    grid->addItem(new QSpacerItem(width, 0, QSizePolicy::Minimum, QSizePolicy::Fixed),
                  grid->rowCount(), 0, 1, grid->columnCount());
}

/// A warning over `parent`, its title shown whole.
inline void warnWithTitle(QWidget* parent, const QString& title, const QString& text) {
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    fitTitle(box);
    box.exec();
}

#include "boardtheme.h"

#include <QCoreApplication>

QPen focusFrameLine(qreal width) {
    return QPen(Qt::black, width, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin);
}

QPen focusFrameDashes(qreal width) {
    QPen pen(Qt::white, width, Qt::CustomDashLine, Qt::FlatCap, Qt::MiterJoin);
    pen.setDashPattern({2, 2});
    return pen;
}

QList<BoardTheme> BoardTheme::all() {
    return {
        {QStringLiteral("wood"), QCoreApplication::translate("BoardTheme", "Wood"),
         QColor(0xf0d9b5), QColor(0xb58863), QColor(205, 210, 106, 150), QColor(20, 85, 30, 110),
         QColor(20, 85, 30, 90), QColor(21, 120, 27, 170)},
        {QStringLiteral("green"), QCoreApplication::translate("BoardTheme", "Green"),
         QColor(0xeeeed2), QColor(0x769656), QColor(246, 246, 105, 140), QColor(30, 60, 140, 100),
         QColor(20, 40, 20, 80), QColor(240, 140, 20, 180)},
        {QStringLiteral("blue"), QCoreApplication::translate("BoardTheme", "Blue"),
         QColor(0xdee3e6), QColor(0x8ca2ad), QColor(155, 199, 0, 130), QColor(20, 85, 30, 110),
         QColor(20, 50, 80, 90), QColor(21, 120, 27, 170)},
        {QStringLiteral("grey"), QCoreApplication::translate("BoardTheme", "Grey"),
         QColor(0xe0e0e0), QColor(0x9a9a9a), QColor(120, 170, 230, 140), QColor(30, 90, 180, 110),
         QColor(30, 30, 30, 90), QColor(200, 60, 40, 170)},
        // For low vision: near-white and a deep blue, far apart in lightness (contrast 8:1),
        // pieces outlined, marks in strong colours that differ from both squares.
        {QStringLiteral("contrast"), QCoreApplication::translate("BoardTheme", "High Contrast"),
         QColor(0xfafafa), QColor(0x2f4f6f), QColor(255, 190, 0, 150), QColor(255, 190, 0, 160),
         QColor(220, 0, 110, 230), QColor(255, 120, 0, 230), true},
    };
}

BoardTheme BoardTheme::byId(const QString& id) {
    const QList<BoardTheme> themes = all();
    for (const BoardTheme& t : themes)
        if (t.id == id) return t;
    return themes.front();
}

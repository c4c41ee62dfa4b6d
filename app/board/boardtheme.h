// The colour schemes of the board.
#pragma once

#include <QColor>
#include <QList>
#include <QPen>
#include <QString>

/// The keys' focus frame, on the board and in the promotion chooser: a black line under white
/// dashes, `width` scene units wide, seen on any square of any scheme. Draw both, in order.
QPen focusFrameLine(qreal width);
QPen focusFrameDashes(qreal width);

struct BoardTheme {
    QString id;   // stored in the settings; never translated
    QString name; // shown in the menu
    QColor light;
    QColor dark;
    QColor lastMove;       // drawn over the squares of the last move
    QColor selection;      // the selected piece's square
    QColor target;         // the dots and rings on legal targets
    QColor arrow;          // the hint
    bool outlines = false; // each piece ringed in the other colour, seen on any square

    /// The built-in schemes; the first is the default.
    static QList<BoardTheme> all();
    /// The scheme with this id, or the default one.
    static BoardTheme byId(const QString& id);
};

// A diagram of a position: the board drawn from the position itself (not a grab of the
// screen), with its arrows and marks, for the clipboard and for files (PNG, SVG). The same
// painting serves both: a QImage's painter and a QSvgGenerator's, so the SVG is vector
// graphics throughout (the pieces' own SVG drawn as paths).
#pragma once

#include "boardtheme.h"
#include "drawings.h"
#include "position.h"

#include <QByteArray>
#include <QImage>

class QPainter;

struct DiagramStyle {
    enum Colors { BoardColors, Print };
    Colors colors = BoardColors;
    BoardTheme theme;        // the board's colours, with BoardColors
    bool whiteBelow = true;  // the orientation
    bool coordinates = true; // files and ranks in a margin
    bool drawings = true;    // the pen's arrows and marks
    ferz::Move lastMove;     // tinted, with BoardColors (none: nothing)
    int size = 480;          // the image's side in pixels, margin included

    /// The square's side, and the margin for the coordinates, in pixels.
    qreal margin() const { return coordinates ? size * 0.05 : 0; }
    qreal squareSize() const { return (size - margin()) / 8; }
};

/// Paints the diagram into `painter`, whose device is `style.size` square.
void paintDiagram(QPainter& painter, const ferz::Position& pos, const ferz::Drawings& drawings,
                  const DiagramStyle& style);
/// The diagram as an image, `style.size` pixels square.
QImage diagramImage(const ferz::Position& pos, const ferz::Drawings& drawings,
                    const DiagramStyle& style);
/// The diagram as an SVG document; its title says the diagram, its description the FEN.
QByteArray diagramSvg(const ferz::Position& pos, const ferz::Drawings& drawings,
                      const DiagramStyle& style);

#include "pieceitem.h"

#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>
#include <cmath>

using namespace ferz;

PieceSet::PieceSet() {
    static constexpr char Letters[] = "PNBRQK";
    for (int p = 0; p < 12; ++p) {
        const QString file =
            QStringLiteral(":/pieces/%1%2.svg")
                .arg(colorOf(Piece(p)) == White ? QLatin1Char('w') : QLatin1Char('b'))
                .arg(QLatin1Char(Letters[typeOf(Piece(p))]));
        m_renderers[std::size_t(p)] = std::make_unique<QSvgRenderer>(file);
    }
}

PieceSet::~PieceSet() = default;

PieceItem::PieceItem(ferz::Piece piece, QSvgRenderer* renderer, qreal size, QGraphicsItem* parent)
    : QGraphicsObject(parent), m_piece(piece), m_renderer(renderer), m_size(size) {
    // Rendered once per zoom level, so a resize stays sharp and dragging stays cheap.
    setCacheMode(DeviceCoordinateCache);
}

QRectF PieceItem::boundingRect() const {
    return {-m_size / 2, -m_size / 2, m_size, m_size};
}

void PieceItem::setOutlined(bool outlined) {
    if (outlined == m_outlined) return;
    m_outlined = outlined;
    update();
}

void PieceItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (!m_outlined) {
        m_renderer->render(painter, boundingRect());
        return;
    }
    // The piece at the size it is drawn, its silhouette in the other colour stamped around it
    // (a ring about 1/30 of the square wide), then the piece over it. Painted once per size:
    // the item's cache keeps the result.
    const QTransform t = painter->deviceTransform();
    const qreal scale = std::max<qreal>(0.01, std::hypot(t.m11(), t.m12()));
    const int side = std::max(8, int(std::ceil(m_size * scale)));
    QImage piece(side, side, QImage::Format_ARGB32_Premultiplied);
    piece.fill(Qt::transparent);
    {
        QPainter p(&piece);
        p.setRenderHint(QPainter::Antialiasing);
        m_renderer->render(&p, QRectF(0, 0, side, side));
    }
    QImage silhouette = piece;
    {
        QPainter p(&silhouette);
        p.setCompositionMode(QPainter::CompositionMode_SourceIn);
        p.fillRect(silhouette.rect(), colorOf(m_piece) == White ? Qt::black : Qt::white);
    }
    QImage ringed(side, side, QImage::Format_ARGB32_Premultiplied);
    ringed.fill(Qt::transparent);
    {
        QPainter p(&ringed);
        const qreal width = std::max<qreal>(1.5, side / 30.0);
        for (int i = 0; i < 16; ++i) {
            const qreal angle = i * M_PI / 8;
            p.drawImage(QPointF(width * std::cos(angle), width * std::sin(angle)), silhouette);
        }
        p.drawImage(0, 0, piece);
    }
    painter->drawImage(boundingRect(), ringed);
}

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

const QImage& PieceSet::image(Piece p, int side, bool outlined) const {
    QImage& kept = m_images[std::size_t(p) + (outlined ? 12 : 0)];
    if (kept.width() == side) return kept;
    QImage piece(side, side, QImage::Format_ARGB32_Premultiplied);
    piece.fill(Qt::transparent);
    {
        QPainter painter(&piece);
        painter.setRenderHint(QPainter::Antialiasing);
        m_renderers[std::size_t(p)]->render(&painter, QRectF(0, 0, side, side));
    }
    if (!outlined) return kept = piece;
    // Its silhouette in the other colour stamped around it, then the piece over it.
    QImage silhouette = piece;
    {
        QPainter painter(&silhouette);
        painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
        painter.fillRect(silhouette.rect(), colorOf(p) == White ? Qt::black : Qt::white);
    }
    QImage ringed(side, side, QImage::Format_ARGB32_Premultiplied);
    ringed.fill(Qt::transparent);
    {
        QPainter painter(&ringed);
        const qreal width = std::max<qreal>(1.5, side / 30.0);
        for (int i = 0; i < 16; ++i) {
            const qreal angle = i * M_PI / 8;
            painter.drawImage(QPointF(width * std::cos(angle), width * std::sin(angle)),
                              silhouette);
        }
        painter.drawImage(0, 0, piece);
    }
    return kept = ringed;
}

PieceItem::PieceItem(ferz::Piece piece, const PieceSet& set, qreal size, QGraphicsItem* parent)
    : QGraphicsObject(parent), m_piece(piece), m_set(&set), m_size(size) {
    // The set's image copied into the item's cache once per zoom level: moving the item (a
    // slide, a drag) only blits it.
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

// The piece at the size it is drawn, from the set's images.
void PieceItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QTransform t = painter->deviceTransform();
    const qreal scale = std::max<qreal>(0.01, std::hypot(t.m11(), t.m12()));
    const int side = std::max(8, int(std::ceil(m_size * scale)));
    painter->save();
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    painter->drawImage(boundingRect(), m_set->image(m_piece, side, m_outlined));
    painter->restore();
}

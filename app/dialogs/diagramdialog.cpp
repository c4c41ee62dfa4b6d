#include "diagramdialog.h"

#include "dialogaccess.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>

using namespace ferz;

namespace {

enum Orientation { AsShown, WhiteBelow, BlackBelow };

const QString ColorsKey = QStringLiteral("diagram/print");
const QString OrientationKey = QStringLiteral("diagram/orientation");
const QString CoordinatesKey = QStringLiteral("diagram/coordinates");
const QString DrawingsKey = QStringLiteral("diagram/drawings");
const QString SizeKey = QStringLiteral("diagram/size");

constexpr int MinSize = 120, MaxSize = 4000, PreviewSize = 240;

bool whiteBelow(int orientation, bool shown) {
    return orientation == WhiteBelow || (orientation == AsShown && shown);
}

} // namespace

DiagramStyle DiagramDialog::kept(const DiagramStyle& base, const QSettings& settings) {
    DiagramStyle style = base;
    style.colors =
        settings.value(ColorsKey, false).toBool() ? DiagramStyle::Print : DiagramStyle::BoardColors;
    style.whiteBelow = whiteBelow(settings.value(OrientationKey, AsShown).toInt(), base.whiteBelow);
    style.coordinates = settings.value(CoordinatesKey, true).toBool();
    style.drawings = settings.value(DrawingsKey, true).toBool();
    style.size = std::clamp(settings.value(SizeKey, 480).toInt(), MinSize, MaxSize);
    return style;
}

DiagramDialog::DiagramDialog(const Position& pos, const Drawings& drawings,
                             const DiagramStyle& base, QSettings& settings, QWidget* parent)
    : QDialog(parent), m_position(pos), m_drawings(drawings), m_base(base), m_settings(settings),
      m_colors(new QComboBox(this)), m_orientation(new QComboBox(this)),
      m_coordinates(new QCheckBox(tr("Show &coordinates"), this)),
      m_drawingsBox(new QCheckBox(tr("Show &arrows and marked squares"), this)),
      m_size(new QSpinBox(this)), m_preview(new QLabel(this)) {
    setWindowTitle(tr("Export Diagram"));
    m_colors->addItems({tr("The board's colours"), tr("Print (black and white)")});
    m_orientation->addItems(
        {tr("As on the board"), tr("White at the bottom"), tr("Black at the bottom")});
    m_size->setRange(MinSize, MaxSize);
    m_size->setSingleStep(40);
    //: The unit of the diagram's size: pixels.
    m_size->setSuffix(tr(" px"));

    m_colors->setCurrentIndex(m_settings.value(ColorsKey, false).toBool() ? 1 : 0);
    m_orientation->setCurrentIndex(std::clamp(m_settings.value(OrientationKey, 0).toInt(), 0, 2));
    m_coordinates->setChecked(m_settings.value(CoordinatesKey, true).toBool());
    m_drawingsBox->setChecked(m_settings.value(DrawingsKey, true).toBool());
    m_size->setValue(std::clamp(m_settings.value(SizeKey, 480).toInt(), MinSize, MaxSize));

    auto* form = new QFormLayout;
    form->addRow(tr("Co&lours:"), m_colors);
    form->addRow(tr("&Orientation:"), m_orientation);
    form->addRow(QString(), m_coordinates);
    form->addRow(QString(), m_drawingsBox);
    form->addRow(tr("&Size:"), m_size);
    m_preview->setFixedSize(PreviewSize, PreviewSize);
    //: The picture of the diagram in the Export Diagram dialog.
    m_preview->setAccessibleName(tr("Preview"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Save)->setText(tr("&Export…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* row = new QHBoxLayout;
    row->addLayout(form);
    row->addWidget(m_preview);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(buttons);

    for (QComboBox* box : {m_colors, m_orientation})
        connect(box, &QComboBox::currentIndexChanged, this, &DiagramDialog::updatePreview);
    for (QCheckBox* box : {m_coordinates, m_drawingsBox})
        connect(box, &QCheckBox::toggled, this, &DiagramDialog::updatePreview);
    describeChoices({m_colors, m_orientation});
    chainTabOrder({m_colors, m_orientation, m_coordinates, m_drawingsBox, m_size,
                   buttons->button(QDialogButtonBox::Save),
                   buttons->button(QDialogButtonBox::Cancel)});
    updatePreview();
}

DiagramStyle DiagramDialog::style() const {
    DiagramStyle style = m_base;
    style.colors = m_colors->currentIndex() == 1 ? DiagramStyle::Print : DiagramStyle::BoardColors;
    style.whiteBelow = whiteBelow(m_orientation->currentIndex(), m_base.whiteBelow);
    style.coordinates = m_coordinates->isChecked();
    style.drawings = m_drawingsBox->isChecked();
    style.size = m_size->value();
    return style;
}

void DiagramDialog::keep() const {
    m_settings.setValue(ColorsKey, m_colors->currentIndex() == 1);
    m_settings.setValue(OrientationKey, m_orientation->currentIndex());
    m_settings.setValue(CoordinatesKey, m_coordinates->isChecked());
    m_settings.setValue(DrawingsKey, m_drawingsBox->isChecked());
    m_settings.setValue(SizeKey, m_size->value());
}

// The diagram at the preview's size (the size chosen changes nothing else).
void DiagramDialog::updatePreview() {
    DiagramStyle small = style();
    small.size = PreviewSize;
    m_preview->setPixmap(QPixmap::fromImage(diagramImage(m_position, m_drawings, small)));
}

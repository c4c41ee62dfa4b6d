#include "scoresheetdialog.h"

#include "dialogaccess.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>

namespace {

const QString CommentKey = QStringLiteral("scoresheet/commentDiagrams");
const QString ShownKey = QStringLiteral("scoresheet/shownMove");
const QString OrientationKey = QStringLiteral("scoresheet/blackBelow");
const QString ColorsKey = QStringLiteral("scoresheet/boardColors");

} // namespace

ScoreSheetDialog::ScoreSheetDialog(Purpose purpose, QSettings& settings, QWidget* parent)
    : QDialog(parent), m_settings(settings),
      m_commentDiagrams(new QCheckBox(tr("Where a &comment asks for one ([#])"), this)),
      m_shownDiagram(new QCheckBox(tr("After the move on &show"), this)),
      m_moves(new QLineEdit(this)), m_orientation(new QComboBox(this)),
      m_boardColors(new QCheckBox(tr("In the board's co&lours"), this)) {
    setWindowTitle(purpose == Print ? tr("Print Game") : tr("Export Game as PDF"));
    m_commentDiagrams->setChecked(settings.value(CommentKey, true).toBool());
    m_shownDiagram->setChecked(settings.value(ShownKey, false).toBool());
    //: An example of the moves typed in the score sheet's dialog: after White's 12th move,
    //: Black's 20th and White's 31st.
    m_moves->setPlaceholderText(tr("12, 20..., 31"));
    m_orientation->addItems({tr("White at the bottom"), tr("Black at the bottom")});
    m_orientation->setCurrentIndex(settings.value(OrientationKey, false).toBool() ? 1 : 0);
    m_boardColors->setChecked(settings.value(ColorsKey, false).toBool());

    auto* form = new QFormLayout;
    auto* heading = new QLabel(tr("Diagrams:"), this);
    form->addRow(heading, m_commentDiagrams);
    form->addRow(QString(), m_shownDiagram);
    form->addRow(tr("After the &moves:"), m_moves);
    form->addRow(tr("&Orientation:"), m_orientation);
    form->addRow(QString(), m_boardColors);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)
        ->setText(purpose == Print ? tr("&Print…") : tr("&Export…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    describeChoices({m_orientation});
    chainTabOrder({m_commentDiagrams, m_shownDiagram, m_moves, m_orientation, m_boardColors,
                   buttons->button(QDialogButtonBox::Ok),
                   buttons->button(QDialogButtonBox::Cancel)});
}

bool ScoreSheetDialog::commentDiagrams() const {
    return m_commentDiagrams->isChecked();
}
bool ScoreSheetDialog::shownMoveDiagram() const {
    return m_shownDiagram->isChecked();
}
QString ScoreSheetDialog::diagramMoves() const {
    return m_moves->text();
}
bool ScoreSheetDialog::whiteBelow() const {
    return m_orientation->currentIndex() == 0;
}
bool ScoreSheetDialog::boardColors() const {
    return m_boardColors->isChecked();
}

void ScoreSheetDialog::keep() const {
    m_settings.setValue(CommentKey, commentDiagrams());
    m_settings.setValue(ShownKey, shownMoveDiagram());
    m_settings.setValue(OrientationKey, !whiteBelow());
    m_settings.setValue(ColorsKey, boardColors());
}

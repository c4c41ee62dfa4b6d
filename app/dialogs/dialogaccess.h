// What makes a dialog usable by keys and by a screen reader, beyond labels: a tab order as the
// dialog is read, and combo boxes whose choice is heard.
#pragma once

#include "liveregion.h"

#include <QAbstractItemModel>
#include <QComboBox>
#include <QFont>
#include <QLabel>
#include <QList>
#include <QWidget>

#include <initializer_list>

/// Tab goes from each of `widgets` to the next. Qt's default follows the order the widgets
/// were made in, which is not always the order of the layout.
inline void chainTabOrder(const QList<QWidget*>& widgets) {
    QWidget* previous = nullptr;
    for (QWidget* w : widgets) {
        if (previous) QWidget::setTabOrder(previous, w);
        previous = w;
    }
}

/// Makes the box's choice its accessible description, which a screen reader reads with the
/// box when it gets focus; for a box filled under a QSignalBlocker, which hides the change.
inline void describeChoice(QComboBox* box) {
    if (box->accessibleDescription() != box->currentText())
        box->setAccessibleDescription(box->currentText());
}

/// Makes the choice of each of `boxes` heard. With a label (a buddy), Qt 6.4 gives AT-SPI no
/// value for a combo box, and a changed description reaches Orca 43 as an object instead of a
/// text, which it cannot speak: Orca read "Opponent: combo box" and nothing when the arrows
/// changed the choice. So the choice is the box's description (read with it on focus), and a
/// choice changed while the box has focus is announced by the window's LiveRegion (one is made
/// if it has none).
inline void describeChoices(std::initializer_list<QComboBox*> boxes) {
    for (QComboBox* box : boxes) {
        QWidget* window = box->window();
        LiveRegion* region = window->findChild<LiveRegion*>();
        if (!region) {
            region = new LiveRegion(window); // unseen: no size, in no layout
            region->setFixedSize(0, 0);
        }
        describeChoice(box);
        QObject::connect(box, &QComboBox::currentTextChanged, region,
                         [box, region](const QString& text) {
                             describeChoice(box);
                             if (box->hasFocus()) region->announce(text);
                         });
        // Items renamed, or refilled under a QSignalBlocker: the model still says so.
        const auto follow = [box] { describeChoice(box); };
        QAbstractItemModel* model = box->model();
        QObject::connect(model, &QAbstractItemModel::dataChanged, box, follow);
        QObject::connect(model, &QAbstractItemModel::rowsInserted, box, follow);
        QObject::connect(model, &QAbstractItemModel::rowsRemoved, box, follow);
        QObject::connect(model, &QAbstractItemModel::modelReset, box, follow);
    }
}

/// The lines of a training page (the mistakes, the puzzles, the repertoire): each wraps, can be
/// selected, and takes the focus, so that a screen reader reads it from Tab; `prompt`, what to
/// find, stands out in a larger bold font.
inline void makeReadable(std::initializer_list<QLabel*> labels, QLabel* prompt) {
    for (QLabel* l : labels) {
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        l->setFocusPolicy(Qt::StrongFocus);
    }
    QFont big = prompt->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    big.setBold(true);
    prompt->setFont(big);
}

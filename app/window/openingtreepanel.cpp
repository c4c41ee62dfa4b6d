#include "openingtreepanel.h"

#include "openingtreemodel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QTreeView>
#include <QVBoxLayout>

using namespace ferz;

OpeningTreePanel::OpeningTreePanel(QWidget* parent)
    : QWidget(parent), m_model(new OpeningTreeModel(this)), m_games(new QComboBox(this)),
      m_player(new QComboBox(this)), m_view(new QTreeView(this)), m_notice(new QLabel(this)) {
    setObjectName(QStringLiteral("openingTree"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto* choice = new QHBoxLayout;
    choice->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < 6; ++i) m_games->addItem(QString(), i);
    m_games->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_games->setMinimumContentsLength(8);
    choice->addWidget(m_games, 1);
    m_player->setEditable(true);
    m_player->setInsertPolicy(QComboBox::NoInsert);
    m_player->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_player->setMinimumContentsLength(8);
    m_player->hide();
    choice->addWidget(m_player, 1);
    layout->addLayout(choice);

    m_view->setObjectName(QStringLiteral("openingTreeMoves"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAllColumnsShowFocus(true);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->header()->setSectionsClickable(false);
    // A few rows are enough to choose from; the move list keeps the rest of the height.
    m_view->setMinimumHeight(m_view->fontMetrics().height() * 4);
    m_view->installEventFilter(this);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, &OpeningTreePanel::showMenu);
    layout->addWidget(m_view, 1);
    m_notice->setWordWrap(true);
    m_notice->setObjectName(QStringLiteral("openingTreeNotice"));
    layout->addWidget(m_notice);

    connect(m_games, &QComboBox::currentIndexChanged, this, [this] {
        m_player->setVisible(filter().games == TreeFilter::Games::Player);
        emit filterChanged(filter());
    });
    connect(m_player, &QComboBox::currentTextChanged, this, [this] {
        if (filter().games == TreeFilter::Games::Player) emit filterChanged(filter());
    });
    connect(m_view, &QAbstractItemView::clicked, this, [this](const QModelIndex& index) {
        if (const Move m = m_model->moveAt(index.row()); m != Move::none()) emit moveChosen(m);
    });
    // A new position: its first move is the current one, so that the arrows go on from there.
    // The opponents' column shows only when a game gives a level or a rating: the panel is narrow.
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_view->setColumnHidden(OpeningTreeModel::OpponentColumn, !m_model->hasOpponents());
        if (m_model->rowCount() > 0)
            m_view->selectionModel()->setCurrentIndex(m_model->index(0, 0),
                                                      QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
        updateNotice();
    });
    retranslate();
}

QList<QWidget*> OpeningTreePanel::tabChain() const {
    return {m_games, m_player, m_view};
}

TreeFilter OpeningTreePanel::filter() const {
    TreeFilter f;
    f.games = TreeFilter::Games(m_games->currentData().toInt());
    if (f.games == TreeFilter::Games::Player) f.player = m_player->currentText().trimmed();
    return f;
}

void OpeningTreePanel::setPlayers(const QStringList& players) {
    const QString text = m_player->currentText();
    const QSignalBlocker blocker(m_player);
    m_player->clear();
    m_player->addItems(players);
    m_player->setCurrentText(text);
}

void OpeningTreePanel::setRefused(const QString& reason) {
    m_refused = reason;
    m_view->setVisible(reason.isEmpty());
    m_games->setVisible(reason.isEmpty());
    m_player->setVisible(reason.isEmpty() && filter().games == TreeFilter::Games::Player);
    updateNotice();
}

void OpeningTreePanel::setLibrary(Library state) {
    m_library = state;
    updateNotice();
}

void OpeningTreePanel::updateNotice() {
    QString text = m_refused;
    const bool empty = m_model->rowCount() == 0;
    if (text.isEmpty() && m_library == Library::Unavailable) {
        // Said even when the book has moves: the list's empty counts are not the library's.
        text = empty ? tr("The game library cannot be used now, and the book has no move here.")
                     : tr("The game library cannot be used now, so only the book's moves are "
                          "shown.");
    } else if (text.isEmpty() && empty) {
        text = m_library == Library::Reading
                   ? tr("Reading the library…")
                   : tr("No game of the library went on from this position, and the book "
                        "has no move here.");
    }
    m_notice->setText(text);
    m_notice->setVisible(!text.isEmpty());
}

// Enter plays the current move. The keys that move in the list are the list's while it has
// the focus: the window's own (the arrows step through the game) wait.
bool OpeningTreePanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_view &&
        (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride)) {
        auto* key = static_cast<QKeyEvent*>(event);
        // The repertoire's keys: Insert, Shift+Insert, Delete.
        const Qt::KeyboardModifiers mods = key->modifiers() & ~Qt::KeypadModifier;
        if ((key->key() == Qt::Key_Insert &&
             (mods == Qt::NoModifier || mods == Qt::ShiftModifier)) ||
            (key->key() == Qt::Key_Delete && mods == Qt::NoModifier)) {
            event->accept();
            if (event->type() == QEvent::ShortcutOverride) return true;
            const Move m = currentMove();
            if (m == Move::none()) return true;
            const Color mover = m_model->position().sideToMove();
            if (key->key() == Qt::Key_Delete)
                emit unmarkRequested(m);
            else
                emit markRequested(m, mods == Qt::ShiftModifier ? ~mover : mover);
            return true;
        }
        if (key->modifiers() & ~Qt::KeypadModifier) return false;
        switch (key->key()) {
        case Qt::Key_Return:
        case Qt::Key_Enter:
            if (event->type() == QEvent::ShortcutOverride) {
                event->accept();
                return true;
            }
            if (const Move m = m_model->moveAt(m_view->currentIndex().row()); m != Move::none())
                emit moveChosen(m);
            return true;
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_Home:
        case Qt::Key_End:
        case Qt::Key_PageUp:
        case Qt::Key_PageDown:
            if (event->type() == QEvent::ShortcutOverride) {
                event->accept();
                return true;
            }
            break;
        default: break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

Move OpeningTreePanel::currentMove() const {
    return m_model->moveAt(m_view->currentIndex().row());
}

// The repertoire's choices for the move under the pointer, with the keys that do the same.
void OpeningTreePanel::showMenu(const QPoint& at) {
    const QModelIndex index = m_view->indexAt(at);
    if (!index.isValid()) return;
    m_view->setCurrentIndex(index);
    const Move m = m_model->moveAt(index.row());
    if (m == Move::none()) return;
    const Color mover = m_model->position().sideToMove();
    QMenu menu(this);
    for (const Color side : {White, Black}) {
        QAction* a = menu.addAction(side == White ? tr("Add to My Repertoire as White")
                                                  : tr("Add to My Repertoire as Black"));
        a->setShortcut(side == mover ? QKeySequence(Qt::Key_Insert)
                                     : QKeySequence(Qt::SHIFT | Qt::Key_Insert));
        connect(a, &QAction::triggered, this, [this, m, side] { emit markRequested(m, side); });
    }
    if (!m_model->repertoiresOf(index.row()).isEmpty()) {
        QAction* a = menu.addAction(tr("Remove from My Repertoire"));
        a->setShortcut(QKeySequence(Qt::Key_Delete));
        connect(a, &QAction::triggered, this, [this, m] { emit unmarkRequested(m); });
    }
    menu.exec(m_view->viewport()->mapToGlobal(at));
}

void OpeningTreePanel::retranslate() {
    const char* const names[] = {QT_TR_NOOP("All games"),     QT_TR_NOOP("My games"),
                                 QT_TR_NOOP("Mine as White"), QT_TR_NOOP("Mine as Black"),
                                 QT_TR_NOOP("Imported"),      QT_TR_NOOP("A player's games")};
    for (int i = 0; i < 6; ++i) m_games->setItemText(i, tr(names[i]));
    m_games->setAccessibleName(tr("Games in the opening tree"));
    m_player->setAccessibleName(tr("Player"));
    m_player->lineEdit()->setPlaceholderText(tr("Player's name"));
    m_view->setAccessibleName(tr("Opening tree"));
    m_view->setAccessibleDescription(
        tr("The moves played from the position on show in the library's games, and the book's. "
           "Enter plays the move; Insert adds it to your repertoire for the side to move, "
           "Shift+Insert for the other side, Delete takes it out."));
    updateNotice();
}

void OpeningTreePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

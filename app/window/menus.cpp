#include "menus.h"

#include "actioncollection.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>

namespace {

// The table. A menu's items are names of the collection's actions, "|" a separator and
// "@name" a submenu of the collection (or, at the top, a whole menu a part made, the View
// menu, with the items after its name added at its end). The move list's context menu is the
// Moves menu's second half.
struct MenuEntry {
    const char* title; // nullptr: a menu of the collection, named in `items`
    const char* items;
};

constexpr const char* MoveMenu =
    "promoteVariation deleteLine | editComment @moveGlyphs @positionGlyphs | playFromHere | "
    "addLineWhite addLineBlack";

constexpr MenuEntry MenuBar[] = {
    {QT_TRANSLATE_NOOP("Menus", "&File"),
     "open @recent save saveAs | exportDiagram print exportPdf | quit"},
    {QT_TRANSLATE_NOOP("Menus", "&Game"),
     "newGame setUpPosition | hint pause offerDraw claimDraw resign stopGame | analyseGame "
     "liveAnalysis | engines"},
    {QT_TRANSLATE_NOOP("Menus", "&Edit"),
     "undo redo | undoEdit redoEdit | copyPgn copyFen copyDiagram paste"},
    {nullptr, "@view | openingTree"},
    {QT_TRANSLATE_NOOP("Menus", "&Moves"),
     "first previous next last previousVariation nextVariation backToGame | @moveMenu"},
    {QT_TRANSLATE_NOOP("Menus", "&Library"),
     "games findPosition train | importRepertoire exportRepertoire"},
    {QT_TRANSLATE_NOOP("Menus", "&Help"), "help shortcuts | about"},
};

// The toolbar's buttons, with their short words: the window never gets narrower than they
// need, so no button hides behind an overflow chevron.
struct ToolEntry {
    const char* name;
    const char* text;
};

constexpr ToolEntry ToolBar[] = {
    {"newGame", QT_TRANSLATE_NOOP("Menus", "New")},
    {"undo", QT_TRANSLATE_NOOP("Menus", "Undo")},
    {"redo", QT_TRANSLATE_NOOP("Menus", "Redo")},
    {"hint", QT_TRANSLATE_NOOP("Menus", "Hint")},
    {"pause", QT_TRANSLATE_NOOP("Menus", "Pause")},
    {"flip", QT_TRANSLATE_NOOP("Menus", "Flip")},
    {"offerDraw", QT_TRANSLATE_NOOP("Menus", "Draw?")},
    {"resign", QT_TRANSLATE_NOOP("Menus", "Resign")},
    {"liveAnalysis", QT_TRANSLATE_NOOP("Menus", "Analysis")},
};

// Adds the items of `items` to `menu`.
void fill(QMenu* menu, const ActionCollection& actions, QLatin1StringView items) {
    const QString names(items);
    for (const QStringView item : QStringView(names).split(u' ', Qt::SkipEmptyParts)) {
        if (item == u"|") {
            menu->addSeparator();
        } else if (item == u"@moveMenu") {
            fill(menu, actions, QLatin1StringView(MoveMenu));
        } else if (item.startsWith(u'@')) {
            QMenu* sub = actions.menu(item.mid(1).toString());
            Q_ASSERT(sub);
            menu->addMenu(sub);
        } else {
            QAction* a = actions.action(item.toString());
            Q_ASSERT(a);
            menu->addAction(a);
        }
    }
}

} // namespace

Menus::Menus(ActionCollection& actions, QMainWindow* window)
    : QObject(window), m_actions(actions), m_window(window) {
    for (const MenuEntry& entry : MenuBar) {
        if (!entry.title) {
            // The part's menu, and then the items after its name.
            const QString items = QLatin1String(entry.items);
            const qsizetype space = items.indexOf(u' ');
            QMenu* menu = actions.menu(items.mid(1, space < 0 ? -1 : space - 1));
            if (space >= 0) fill(menu, actions, QLatin1StringView(entry.items + space + 1));
            window->menuBar()->addMenu(menu);
            m_menus << nullptr;
            continue;
        }
        QMenu* menu = window->menuBar()->addMenu(QString());
        fill(menu, actions, QLatin1StringView(entry.items));
        m_menus << menu;
    }
    m_toolBar = window->addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("gameToolBar"));
    m_toolBar->setMovable(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (const ToolEntry& entry : ToolBar) {
        QAction* a = actions.action(QLatin1String(entry.name));
        m_toolBar->addAction(a);
        // A toolbar's buttons take no focus in Qt: here Tab reaches them, as every control.
        m_toolBar->widgetForAction(a)->setFocusPolicy(Qt::TabFocus);
    }
    // After the parts, which connected first: the tooltips are made of the actions' texts.
    connect(&actions, &ActionCollection::retranslate, this, &Menus::retranslate);
    retranslate();
}

QList<QWidget*> Menus::toolButtons() const {
    QList<QWidget*> buttons;
    for (const ToolEntry& entry : ToolBar)
        buttons << m_toolBar->widgetForAction(m_actions.action(QLatin1String(entry.name)));
    return buttons;
}

void Menus::showMoveMenu(const QPoint& globalPos) {
    QMenu menu(m_window);
    fill(&menu, m_actions, QLatin1StringView(MoveMenu));
    menu.exec(globalPos);
}

void Menus::retranslate() {
    for (qsizetype i = 0; i < m_menus.size(); ++i)
        if (m_menus[i]) m_menus[i]->setTitle(tr(MenuBar[i].title));
    m_toolBar->setWindowTitle(tr("Game"));
    for (const ToolEntry& entry : ToolBar) {
        QAction* a = m_actions.action(QLatin1String(entry.name));
        a->setIconText(tr(entry.text));
        a->setToolTip(a->text().remove(QLatin1Char('&')).remove(QStringLiteral("…")) +
                      (a->shortcut().isEmpty() ? QString()
                                               : QStringLiteral(" (%1)").arg(a->shortcut().toString(
                                                     QKeySequence::NativeText))));
    }
    m_window->setMinimumWidth(
        std::max(m_toolBar->sizeHint().width() + 12, m_window->minimumSizeHint().width()));
}

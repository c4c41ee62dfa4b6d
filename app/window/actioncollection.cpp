#include "actioncollection.h"

#include <QAction>
#include <QEvent>
#include <QWidget>

ActionCollection::ActionCollection(QWidget* window) : QObject(window), m_window(window) {
    window->installEventFilter(this);
}

QAction* ActionCollection::add(const QString& name, const QKeySequence& key, QObject* owner) {
    auto* a = new QAction(owner);
    a->setObjectName(name);
    a->setShortcut(key);
    return add(a);
}

QAction* ActionCollection::add(QAction* action) {
    Q_ASSERT(!action->objectName().isEmpty() && !m_byName.contains(action->objectName()));
    m_window->addAction(action);
    m_actions << action;
    m_byName.insert(action->objectName(), action);
    return action;
}

void ActionCollection::setTexts(std::initializer_list<std::pair<const char*, QString>> texts) {
    for (const auto& [name, text] : texts) action(QLatin1String(name))->setText(text);
}

void ActionCollection::addMenu(const QString& name, QMenu* menu) {
    m_menus.insert(name, menu);
}

// The window hears of a change of language first (Language installs the translators on the
// application); the parts follow.
bool ActionCollection::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_window && event->type() == QEvent::LanguageChange) emit retranslate();
    return QObject::eventFilter(watched, event);
}

#include "viewmenu.h"

#include "actioncollection.h"
#include "boardtheme.h"
#include "language.h"
#include "preferences.h"

#include <QActionGroup>
#include <QSettings>

namespace {

constexpr int AnimationSpeeds[] = {0, 120, 200, 350}; // off, fast, normal, slow (ms)

} // namespace

ViewMenu::ViewMenu(ActionCollection& actions, Preferences& prefs, QSettings& settings,
                   Language& language)
    : QMenu(actions.window()), m_prefs(prefs), m_settings(settings), m_language(language),
      m_flip(actions.add(QStringLiteral("flip"), QKeySequence(Qt::Key_F), this)),
      m_themes(new QActionGroup(this)), m_animations(new QActionGroup(this)) {
    actions.addMenu(QStringLiteral("view"), this);
    addAction(m_flip);
    connect(m_flip, &QAction::triggered, this, &ViewMenu::flipRequested);

    for (const BoardTheme& t : BoardTheme::all()) {
        auto* a = new QAction(m_themes);
        a->setCheckable(true);
        a->setData(t.id);
        connect(a, &QAction::triggered, this, [this, id = t.id] {
            m_prefs.theme = id;
            emit themeChanged(id);
        });
    }
    m_themeMenu = addMenu(QString());
    m_themeMenu->addActions(m_themes->actions());

    for (const int ms : AnimationSpeeds) {
        auto* a = new QAction(m_animations);
        a->setCheckable(true);
        a->setData(ms);
        connect(a, &QAction::triggered, this, [this, ms] {
            m_prefs.animationMs = ms;
            emit animationChanged(ms);
        });
    }
    m_animationMenu = addMenu(QString());
    m_animationMenu->addActions(m_animations->actions());

    m_sound = addToggle(actions, QStringLiteral("sound"), QKeySequence(Qt::Key_M));
    connect(m_sound, &QAction::triggered, this, [this](bool on) {
        m_prefs.sound = on;
        emit soundChanged(on);
    });
    m_speech = addToggle(actions, QStringLiteral("speech"), QKeySequence());
    connect(m_speech, &QAction::triggered, this, [this](bool on) {
        m_prefs.speech = on;
        emit speechChanged(on);
    });
    m_showThinking = addToggle(actions, QStringLiteral("showThinking"), QKeySequence(Qt::Key_A));
    connect(m_showThinking, &QAction::triggered, this, [this](bool on) {
        m_prefs.showThinking = on;
        emit showThinkingChanged(on);
    });
    m_figurines = addToggle(actions, QStringLiteral("figurines"), QKeySequence());
    connect(m_figurines, &QAction::triggered, this, [this](bool on) {
        m_prefs.figurines = on;
        emit figurinesChanged(on);
    });
    addLanguages();
    connect(&actions, &ActionCollection::retranslate, this, &ViewMenu::retranslate);
    retranslate();
}

// A checkable entry whose key works while the menu is closed.
QAction* ViewMenu::addToggle(ActionCollection& actions, const QString& name,
                             const QKeySequence& key) {
    QAction* a = actions.add(name, key, this);
    a->setCheckable(true);
    addAction(a);
    return a;
}

// The languages Ferz speaks, each in its own words; the choice applies at once.
void ViewMenu::addLanguages() {
    m_languageMenu = addMenu(QString());
    auto* group = new QActionGroup(this);
    const QString current = m_settings.value(QStringLiteral("ui/language")).toString();
    for (const auto& [code, name] : Language::choices()) {
        QAction* a = m_languageMenu->addAction(name);
        a->setObjectName(QStringLiteral("language_") + code);
        a->setData(code);
        a->setCheckable(true);
        a->setChecked(code == current);
        a->setActionGroup(group);
        connect(a, &QAction::triggered, this, [this, code = code] {
            m_settings.setValue(QStringLiteral("ui/language"), code);
            m_language.use(code);
        });
    }
}

void ViewMenu::retranslate() {
    setTitle(tr("&View"));
    m_flip->setText(tr("&Flip Board"));
    const QList<BoardTheme> themes = BoardTheme::all();
    const QList<QAction*> themeActions = m_themes->actions();
    for (qsizetype i = 0; i < themes.size() && i < themeActions.size(); ++i)
        themeActions[i]->setText(themes[i].name);
    m_themeMenu->setTitle(tr("Board &Colours"));
    const QString speeds[] = {tr("Off"), tr("Fast"), tr("Normal"), tr("Slow")};
    const QList<QAction*> speedActions = m_animations->actions();
    for (qsizetype i = 0; i < speedActions.size(); ++i) speedActions[i]->setText(speeds[i]);
    m_animationMenu->setTitle(tr("&Animation"));
    m_sound->setText(tr("&Sound"));
    m_speech->setText(tr("S&peak Moves"));
    m_showThinking->setText(tr("Show Computer's Anal&ysis"));
    m_figurines->setText(tr("Moves with Fi&gurines"));
    m_figurines->setStatusTip(tr("Moves written with figures of the pieces (♞f3) in place of "
                                 "letters; files keep the letters"));
    m_languageMenu->setTitle(tr("&Language"));
    m_languageMenu->actions().front()->setText(tr("System Default"));
}

void ViewMenu::sync() {
    m_sound->setChecked(m_prefs.sound);
    m_speech->setChecked(m_prefs.speech);
    m_showThinking->setChecked(m_prefs.showThinking);
    m_figurines->setChecked(m_prefs.figurines);
    for (QAction* a : m_themes->actions()) a->setChecked(a->data() == m_prefs.theme);
    for (QAction* a : m_animations->actions()) a->setChecked(a->data() == m_prefs.animationMs);
}

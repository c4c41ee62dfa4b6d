#include "annotationmenus.h"

#include "movelist.h"

#include <QActionGroup>
#include <QMenu>

#include <algorithm>

using ferz::GlyphKind;

namespace {

// The glyphs offered, in the order shown; 0 is None.
constexpr int MoveGlyphs[] = {1, 2, 3, 4, 5, 6, 0};
constexpr int PositionGlyphs[] = {10, 13, 14, 15, 16, 17, 18, 19, 0};

QString glyphName(int nag) {
    switch (nag) {
    case 1: return AnnotationMenus::tr("Good move");
    case 2: return AnnotationMenus::tr("Mistake");
    case 3: return AnnotationMenus::tr("Brilliant move");
    case 4: return AnnotationMenus::tr("Blunder");
    case 5: return AnnotationMenus::tr("Interesting move");
    case 6: return AnnotationMenus::tr("Dubious move");
    case 10: return AnnotationMenus::tr("Equal position");
    case 13: return AnnotationMenus::tr("Unclear position");
    case 14: return AnnotationMenus::tr("White is slightly better");
    case 15: return AnnotationMenus::tr("Black is slightly better");
    case 16: return AnnotationMenus::tr("White is better");
    case 17: return AnnotationMenus::tr("Black is better");
    case 18: return AnnotationMenus::tr("White is winning");
    case 19: return AnnotationMenus::tr("Black is winning");
    default: return AnnotationMenus::tr("None");
    }
}

} // namespace

AnnotationMenus::AnnotationMenus(QWidget* parent) : QObject(parent) {
    for (GlyphKind kind : {GlyphKind::Move, GlyphKind::Position}) {
        Menu& m = of(kind);
        m.menu = new QMenu(parent);
        m.group = new QActionGroup(this);
        for (int nag :
             kind == GlyphKind::Move
                 ? std::vector<int>(std::begin(MoveGlyphs), std::end(MoveGlyphs))
                 : std::vector<int>(std::begin(PositionGlyphs), std::end(PositionGlyphs))) {
            if (nag == 0) m.menu->addSeparator();
            QAction* a = m.menu->addAction(QString());
            a->setCheckable(true);
            a->setData(nag);
            a->setObjectName(nag                       ? QStringLiteral("glyph_%1").arg(nag)
                             : kind == GlyphKind::Move ? QStringLiteral("glyph_none_move")
                                                       : QStringLiteral("glyph_none_position"));
            m.group->addAction(a);
            connect(a, &QAction::triggered, this,
                    [this, kind, nag] { emit glyphChosen(kind, nag); });
        }
    }
    retranslate();
}

QMenu* AnnotationMenus::menu(GlyphKind kind) const {
    return of(kind).menu;
}

QAction* AnnotationMenus::action(GlyphKind kind, int nag) const {
    const QList<QAction*> actions = of(kind).group->actions();
    const auto it = std::find_if(actions.begin(), actions.end(),
                                 [nag](QAction* a) { return a->data().toInt() == nag; });
    return it == actions.end() ? nullptr : *it;
}

void AnnotationMenus::show(const std::vector<int>& nags, bool enabled) {
    for (GlyphKind kind : {GlyphKind::Move, GlyphKind::Position}) {
        const auto it = std::find_if(nags.begin(), nags.end(),
                                     [kind](int n) { return ferz::isGlyphOf(kind, n); });
        if (QAction* a = action(kind, it == nags.end() ? 0 : *it)) a->setChecked(true);
        of(kind).menu->setEnabled(enabled);
        of(kind).group->setEnabled(enabled);
    }
}

void AnnotationMenus::retranslate() {
    m_move.menu->setTitle(tr("Move &Glyph"));
    m_position.menu->setTitle(tr("Po&sition Glyph"));
    for (const Menu* m : {&m_move, &m_position})
        for (QAction* a : m->group->actions()) {
            const int nag = a->data().toInt();
            // The glyph in the column of shortcuts, aligned.
            a->setText(nag ? glyphName(nag) + u'\t' + glyphText(nag).trimmed() : glyphName(0));
        }
}

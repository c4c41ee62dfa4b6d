// The glyph menus of a move, for the Moves menu and the move list's context menu: the move's
// own glyph (! ? !! ?? !? ?!) and the glyph of the position after it (= ∞ += =+ ± ∓ +− −+),
// each with None; the glyphs the move has are checked.
//
// Threading contract: GUI thread only.
#pragma once

#include "pgn.h"

#include <QObject>

#include <vector>

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

class AnnotationMenus : public QObject {
    Q_OBJECT
public:
    explicit AnnotationMenus(QWidget* parent);

    QMenu* menu(ferz::GlyphKind kind) const;
    /// Checks the glyphs among `nags` (None where there is none); `enabled` is false where
    /// nothing can be marked (the start of the game).
    void show(const std::vector<int>& nags, bool enabled);
    /// The action that sets `nag` (0: None) of `kind`; named "glyph_<nag>", "glyph_none_move"
    /// and "glyph_none_position".
    QAction* action(ferz::GlyphKind kind, int nag) const;
    void retranslate();

signals:
    void glyphChosen(ferz::GlyphKind kind, int nag);

private:
    struct Menu {
        QMenu* menu = nullptr;
        QActionGroup* group = nullptr;
    };
    Menu& of(ferz::GlyphKind kind) { return kind == ferz::GlyphKind::Move ? m_move : m_position; }
    const Menu& of(ferz::GlyphKind kind) const {
        return kind == ferz::GlyphKind::Move ? m_move : m_position;
    }

    Menu m_move;
    Menu m_position;
};

// The user's opening repertoire in the window: the two repertoires (White's and Black's,
// ferz::Repertoire) read from the library and written back at each change, the actions that
// change them — the move list's Add Line to Repertoire as White / as Black (the moves up to the
// one on show), Game → Import Repertoire… and Export Repertoire… (PGN) — and what the opening
// tree asks of them (a move marked or taken out, the moves that are the user's). After a game
// it says where the game left the user's repertoire (departureText).
//
// Marking follows the opening tree's rule (GamePolicy::Help::OpeningTree): refused while a game
// is being played, with the policy's reason as the actions' status tip.
//
// Threading contract: GUI thread only; its library connection is its own.
#pragma once

#include "library.h"
#include "repertoire.h"
#include "words.h"

#include <QObject>

#include <memory>
#include <optional>
#include <string>

class ActionCollection;
class GameController;
class LibraryStore;
class QAction;
class ReviewNavigator;
class SanText;

class RepertoireActions : public QObject {
    Q_OBJECT
public:
    /// Registers "addLineWhite", "addLineBlack", "importRepertoire" and "exportRepertoire" in
    /// `actions`; reads the repertoires from `store`'s file once it is ready.
    RepertoireActions(ActionCollection& actions, const GameController& game,
                      const ReviewNavigator& review, LibraryStore& store);
    ~RepertoireActions() override;

    const ferz::Repertoire& repertoire(ferz::Color side) const {
        return side == ferz::White ? m_white : m_black;
    }
    /// Whether marking is allowed now (the library is open and the policy allows the tree).
    bool mayMark() const;

    /// Adds the line of `moves` from `start` to the repertoire of `side`, and keeps it. False
    /// (with a notice) when it may not or cannot be kept.
    bool addLine(ferz::Color side, const ferz::Position& start,
                 const std::vector<ferz::Move>& moves);
    /// Adds the moves from the game's start to the node on show, and then `move` (none: no
    /// more), as the opening tree and the move list mark them.
    bool addShownLine(ferz::Color side, ferz::Move move = ferz::Move::none());
    /// Takes `move` out of both repertoires at `position` (with what hangs only below it).
    bool removeMove(const ferz::Position& position, ferz::Move move);

    /// What an import of PGN text did.
    struct Imported {
        int games = 0;      // games read
        int moves = 0;      // moves new to the repertoire
        int unreadable = 0; // games that could not be read
        QString firstError; // why the first of those could not be read
    };
    /// Adds every line of every game of `text` to the repertoire of `side` (none: the side each
    /// game's Event tag names, "White repertoire" or "Black repertoire", else White), and keeps it.
    Imported importText(const std::string& text, std::optional<ferz::Color> side);
    /// Both repertoires (those that hold moves) as PGN, one game each.
    std::string exportText() const;

    /// Where the game on the board left the user's repertoire, for the side the user played
    /// (none: the user played no side alone, or it did not leave it).
    std::optional<ferz::Departure> departure() const;
    /// "You left your repertoire at 7…Nd7; your line is 7…Be7." or the opponent's sentence,
    /// with moves written by `sanText`.
    static QString departureText(const ferz::Departure& departure, const SanText& sanText);
    /// departureText as Words, said again in the language and letters in use (`sanText` must
    /// outlive them); none when the game did not leave the repertoire.
    Words departureWords(const SanText& sanText) const;

signals:
    /// A repertoire changed (the tree marks its moves again, the drill reads its lines again).
    void changed();
    /// A sentence for the line at the foot of the window (a line added).
    void said(const QString& text);
    /// Something went wrong (a file that cannot be read, a library that cannot be written).
    void notice(const Words& words);

private:
    void open();
    void updateActions();
    bool keep(ferz::Color side);
    void importFile();
    void exportFile();

    const GameController& m_game;
    const ReviewNavigator& m_review;
    LibraryStore& m_store;
    std::unique_ptr<Library> m_library;
    ferz::Repertoire m_white{ferz::White};
    ferz::Repertoire m_black{ferz::Black};
    QAction* m_addWhite;
    QAction* m_addBlack;
    QAction* m_import;
    QAction* m_export;
};

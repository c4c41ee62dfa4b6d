// How a game is set up (the New game dialog's choices, kept by the autosave), and what a setup
// makes of the computer's turn: the snapshot of the game its engine is asked to search, the
// thinking time at a level, the name an external engine plays under.
//
// Threading contract: none; plain values and pure functions (a SearchRequest is a copy, safe to
// hand to the engine's thread).
#pragma once

#include "chessclock.h"
#include "engineconfig.h"
#include "game.h"
#include "opponent.h"
#include "pgn.h"
#include "polyglot.h"
#include "position.h"

#include <QString>

#include <memory>
#include <optional>
#include <vector>

// How a game is set up in the New game dialog.
struct GameSetup {
    ferz::Position start; // the start position (the standard one by default)
    ferz::Color humanSide = ferz::White;
    QString playerName;                 // the user's; empty: "You"
    bool twoPlayers = false;            // two people at one board (hot-seat), no computer
    QString opponentName;               // hot-seat: the other person's; empty: the colour
    std::optional<int> elo;             // Ferz's level; nullopt: full strength
    std::optional<EngineConfig> engine; // an external engine instead of Ferz's own
    TimeControl clock;                  // disabled: no clock
    // Ferz's opening book: OpeningBook::own(), none() or a file, and the book itself.
    QString bookChoice = QStringLiteral("ferz");
    std::shared_ptr<const ferz::PolyglotBook> book;
    // An opening to practise: its moves, played from the standard start before the game.
    std::vector<ferz::Move> openingMoves;
    // The game ply the level's book plies count from: the start, or the opening's end.
    int bookStartPly = 0;
    // The game's id in the library (LibraryGame::uid): newGame() gives a game begun in Ferz a
    // new one, the autosave keeps it; a game read from a file has none.
    QString gameId;
    // Chess960 (its start position is `start`, one of the 960 or any other): no book, an
    // external engine only if it declares UCI_Chess960, never rated. The record says it with
    // the PGN tag Variant "Chess960".
    bool chess960 = false;
};

/// Whether a game of these tags and start position is Chess960: its Variant tag says so
/// (ferz::isChess960Variant), or its castling rights need Chess960's rules.
bool isChess960Game(const ferz::PgnTags& tags, const ferz::Position& start);

/// The Chess960 start position `number` (0 … 959), or one drawn at random for a negative one.
ferz::Position chess960Start(int number);

/// Thinking time for a move when there is no clock, at a level (nullopt: full strength).
int moveTimeMs(std::optional<int> elo);

/// What the computer is asked when `game` is to move under `setup`: the position and its
/// history, the game's moves (for a UCI engine), the level and book, and the time: the clock's
/// when it runs (`clock` enabled), else moveTimeMs of the level.
SearchRequest searchRequest(const ferz::Game& game, const GameSetup& setup,
                            const ChessClock& clock);

/// The name an external engine plays under: with its UCI_Elo when its options limit its
/// strength, as Ferz says its own level ("Stockfish 1500").
QString playingName(const EngineConfig& engine);

// The game's record as PGN, over the ferz::GameTree and the file's tags that GameController
// owns: the tags a game played in Ferz is written with, what a file says of its players, its
// result and the clocks, and a post-game analysis written into the record (an earlier one by
// Ferz found again and replaced, in whatever language it was written). No tr() here: the
// record's words are PGN's, or the core's messages (trCore).
//
// Threading contract: none of its own; free functions, called where the tree lives (the GUI
// thread).
#pragma once

#include "gamesetup.h"
#include "gametree.h"
#include "openings.h"
#include "outcome.h"
#include "pgn.h"
#include "review.h"

#include <QString>

#include <optional>
#include <string>

/// The PGN tag that records Ferz's level ("1200", or "full").
inline constexpr const char* FerzLevelTag = "FerzLevel";
/// The PGN tag that says whether a game played in Ferz counts for the rating: "yes", or why
/// not (unratedWord: "hint", "takeback", "stopped"…).
inline constexpr const char* FerzRatedTag = "FerzRated";
/// The PGN tag of a game's id in the library (GameSetup::gameId), in the autosave and in the
/// library's own copy of a game played in Ferz.
inline constexpr const char* FerzGameIdTag = "FerzGameId";

/// The game as PGN: `tree` with `fileTags`, the result of `outcome`, its Termination and the
/// sentence that says how it ended at the end of the last comment (endingSentence), and the
/// opening unless the tags name it. A game played in Ferz (`played`, its setup; nullptr
/// for a game read from a file) gets its players, date, level and time control too. A Chess960
/// game (`chess960`) gets `Variant "Chess960"` unless its tags name the variant, and no
/// opening: the names are standard chess's. Without `endingSentence` the last comment is left
/// as the tree has it (the score sheet says the ending in the user's language instead).
ferz::PgnGame recordToPgn(const ferz::GameTree& tree, const ferz::PgnTags& fileTags,
                          const Outcome& outcome, const GameSetup* played, bool chess960 = false,
                          bool endingSentence = true);

/// The opening the line to `node` reaches: its deepest named position, or nullptr.
const ferz::Opening* openingOf(const ferz::GameTree& tree, const ferz::GameTree::Node* node);

/// The player of `side` as the tags name them; empty when they do not ("?" or no tag).
QString recordedPlayer(const ferz::PgnTags& tags, ferz::Color side);

/// The result a PGN result word records ("1-0", "0-1", "1/2-1/2"; anything else: Ongoing).
ferz::Result recordedResult(const std::string& result);

/// The time `side` had left after its last move on the way to `node` ([%clk]); nullopt when
/// it has not moved, or its moves carry no time.
std::optional<qint64> recordedClockMs(const ferz::GameTree& tree, const ferz::GameTree::Node* node,
                                      ferz::Color side);

/// The comments of a move as the comment dialog shows them for editing: each without the
/// clock and evaluation commands read from it, joined by a blank line.
QString editableComment(const std::vector<std::string>& comments);
/// The comments of a move after the user edited editableComment's text into `text`: the same
/// comments when the text is unchanged; else one comment, the text (its surrounding white space
/// trimmed, its lines kept) after the commands the old comments held; none when both are
/// empty.
std::vector<std::string> editedComments(const std::vector<std::string>& comments,
                                        const QString& text);

/// Writes a post-game analysis into the record: glyphs, comments in the user's language,
/// [%eval] and the better lines as variations, and Ferz in the Annotator tag of `tags`. The
/// tree is built anew (its nodes go). False, and nothing changes, when the analysed moves are
/// not the start of the main line.
bool annotateRecord(ferz::GameTree& tree, ferz::PgnTags& tags, const ferz::GameAnalysis& analysis);

/// A game read from PGN with an analysis of its main line written in, as Analyse Game writes
/// it (annotateRecord: glyphs, comments in the user's language, [%eval], the better lines as
/// variations, the Annotator). False, and nothing changes, when the analysis is not of it.
bool annotatePgn(ferz::PgnGame& game, const ferz::GameAnalysis& analysis);

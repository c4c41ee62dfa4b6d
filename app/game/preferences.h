// The user's choices that outlive the program, kept in QSettings. Reading never fails: a value
// that is missing, of the wrong type or out of range gives way to its default.
#pragma once

#include "engineconfig.h"
#include "level.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class QSettings;
struct GameSetup;

struct Preferences {
    enum Side { PlayWhite, PlayBlack, PlayRandom };

    QString playerName; // the user's name, for the strips and saved games; see systemUserName
    // The user's other names (on lichess, on chess.com), to know their games among those
    // imported into the library.
    QStringList otherNames;
    QString opponent;        // an external engine's name; empty: Ferz itself
    bool twoPlayers = false; // two people at the board instead of the computer (hot-seat)
    QString opponentName;    // the other person's name, in such a game
    bool turnBoard = false;  // such a game turns the board towards the side to move
    int elo = 1200;          // Ferz's level; 0: full strength
    int engineElo = 1600;    // an external engine's, when it has levels (UCI_Elo); 0: full
    Side side = PlayWhite;
    QString book = QStringLiteral("ferz"); // Ferz's opening book: "ferz", "none" or a file
    int clockMinutes = 0;                  // 0: no clock
    int clockIncrementSeconds = 0;
    bool chess960 = false;   // New Game plays Chess960
    int chess960Number = -1; // its start position, 0 … 959; -1: a new one at random each game
    QString theme; // a BoardTheme id; the window puts the default in place of an unknown one
    bool sound = true;
    bool speech = false;          // the announcements spoken (Speech)
    int animationMs = 200;        // 0: off
    bool showThinking = false;    // depth and evaluation while the computer thinks
    bool figurines = false;       // moves shown with figurines (♞f3), not the language's letters
    bool trainingAnalysis = true; // the games analysed in the background for training
    // The engine that judges Analyse Game, the training's analysis and the Games window's
    // batch (an external engine's name; empty: Ferz), chosen in Game → Engines.
    QString reviewEngine;
    // The analysis board: its engine (an external engine's name; empty: Ferz), its lines
    // (MultiPV), its threads (0: all cores but one) and its hash.
    QString analysisEngine;
    int analysisLines = 3;
    int analysisThreads = 0;
    int analysisHashMegabytes = 64;

    static Preferences load(const QSettings& settings);
    /// The external engine of `engines` that judges the review, or nullopt for Ferz's own
    /// (also when the one chosen is no longer listed).
    std::optional<EngineConfig> reviewJudge(const QList<EngineConfig>& engines) const;
    /// Every name of the user: the player name and the other names.
    QStringList userNames() const { return QStringList{playerName} + otherNames; }
    /// The computer's level or engine (`opponent` found among `engines`), or two people, the
    /// names, the clock and the variant (Chess960: its start position, drawn now when it is
    /// at random), into `setup`; the side is the caller's to choose.
    void applyTo(GameSetup& setup, const QList<EngineConfig>& engines) const;
    void save(QSettings& settings) const;

    /// The user's full name as the system knows it (the account's name field), else the
    /// login name; empty when neither is known.
    static QString systemUserName();

    /// The levels offered, weakest first, then 0 for full strength: Ferz's own, or on the same
    /// 200-point steps those within an engine's UCI_Elo range (minElo to maxElo).
    static QList<int> levels(int minElo = ferz::MinElo, int maxElo = ferz::MaxElo - 1);
    /// "1200 Elo — casual player". 0 is full strength: "2500 Elo — full strength" for Ferz,
    /// "Full strength" for another engine (`ferz` false), whose top is its own.
    static QString levelName(int elo, bool ferz = true);
    /// A level of Ferz's in few words: "1200 Elo", or "Full strength" for 0 or the strongest
    /// label.
    static QString shortLevelName(int elo);
};

// The game in progress, kept on disk after every move, so that a crash, a power cut or a kill
// loses at most the move being made (and the last move, when it comes in the milliseconds its
// write takes); and a finished game, until its changes are saved or discarded. Written
// atomically (QSaveFile) as PGN with a few tags of Ferz's own (sides, level, opponent, clocks,
// the file the game belongs to and whether it has changes that file lacks, how a finished game
// ended), in a thread of its own (FileWriter), so the board never waits for the disk; read back
// when Ferz starts.
//
// A file that cannot be read is never deleted: it is moved aside under another name and
// reported, and Ferz starts as if there were none.
#pragma once

#include "engineconfig.h"
#include "filewriter.h"
#include "gamecontroller.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <optional>

class AutoSave {
    Q_DECLARE_TR_FUNCTIONS(AutoSave)

public:
    /// `path`: where the game is kept (by default in the application's data folder).
    explicit AutoSave(QString path = defaultPath());
    static QString defaultPath();

    const QString& path() const { return m_path; }

    /// The game's document: the file it was read from or saved to (empty: none), and whether
    /// the record has changes that file lacks.
    struct Document {
        QString file;
        bool modified = true;
    };

    /// Writes the game, or removes the file when there is nothing to lose (no moves, or a
    /// finished game with no changes its file lacks). The writing is done by writer(), which
    /// says when it fails.
    void store(const GameController& game, const Document& document);
    void remove();
    /// What writes the file (made at the first store or remove).
    FileWriter& writer();
    /// Waits until the last store or remove is on disk.
    void flush();

    struct Saved {
        ferz::PgnGame pgn;
        GameSetup setup;
        qint64 whiteMs = 0; // the clocks' remaining times, when there is a clock
        qint64 blackMs = 0;
        std::optional<int> ply; // where the game stands on the main line; nullopt: at its end
        Document document;
        std::optional<Outcome> outcome;   // how the game ended, when it had
        Unrated unrated = Unrated::Older; // whether it counts for the rating
        bool onlyRead = false; // a game read, in which nobody has played yet (onlyRead())
    };
    /// The saved game, if there is one. A file that cannot be read is moved aside and
    /// `problem` says where and why.
    std::optional<Saved> restore(const QList<EngineConfig>& engines, QString* problem) const;

private:
    QString m_path;
    std::unique_ptr<FileWriter> m_writer;
};

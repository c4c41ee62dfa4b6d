// A game's place in the PGN file it was read from, and writing a game back into that place:
// its bytes replaced, the rest of the file kept byte for byte (the other games, their
// encoding, a byte order mark, escape lines), through QSaveFile, all or nothing. Before
// writing, the file is checked against what was read (its size and time, and a hash of the
// game's bytes), so that a file another program changed meanwhile is never overwritten by
// less without a question (GameDocument asks it).
//
// Threading contract: none of its own; a value type, used in the GUI thread.
#pragma once

#include "pgnsplit.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <string_view>

class GameInFile {
    Q_DECLARE_TR_FUNCTIONS(GameInFile)

public:
    enum class State {
        Unchanged, // the file is as read
        Elsewhere, // the file changed, but the game's bytes are in it still (place() says where)
        Lost,      // the file changed and the game's bytes are no longer in it
        Missing,   // the file cannot be read
    };

    GameInFile() = default;
    /// The game at `place` of the file at `path`, as the file holds it now.
    static GameInFile at(const QString& path, const ferz::PgnPlace& place,
                         ferz::PgnEncoding encoding);
    /// The file's only game; nullopt-like (known() false) when it holds none or several.
    static GameInFile only(const QString& path);

    /// Whether a place in a file is known.
    bool known() const { return !m_path.isEmpty(); }
    const QString& path() const { return m_path; }
    const ferz::PgnPlace& place() const { return m_place; }
    ferz::PgnEncoding encoding() const { return m_encoding; }

    /// Compares the file with what was read; with Elsewhere, the place becomes the game's new
    /// one.
    State check();
    /// Writes `pgn` (UTF-8 PGN of one game, as writePgn writes it) in place of the game, in
    /// the file's encoding and line ends; the place then holds the new text. False with
    /// `error` when the file cannot be written, or cannot hold a character of the text (a
    /// Latin-1 file: `unencodable` is then set).
    bool replace(std::string_view pgn, QString* error, bool* unencodable = nullptr);

private:
    static QByteArray hashOf(const QByteArray& bytes);

    QString m_path;
    ferz::PgnPlace m_place;
    ferz::PgnEncoding m_encoding = ferz::PgnEncoding::Utf8;
    qint64 m_size = -1;
    QDateTime m_modified;
    QByteArray m_hash; // of the game's bytes
};

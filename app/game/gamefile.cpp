#include "gamefile.h"

#include "pgn.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <fstream>

using namespace ferz;

namespace {

// The bytes of `place` in `file`; empty when the file is shorter.
QByteArray bytesAt(QFile& file, const PgnPlace& place) {
    if (!file.seek(place.offset)) return {};
    const QByteArray bytes = file.read(place.length);
    return bytes.size() == place.length ? bytes : QByteArray();
}

} // namespace

QByteArray GameInFile::hashOf(const QByteArray& bytes) {
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha1);
}

GameInFile GameInFile::at(const QString& path, const PgnPlace& place, PgnEncoding encoding) {
    GameInFile g;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return g;
    g.m_path = path;
    g.m_place = place;
    g.m_encoding = encoding;
    g.m_hash = hashOf(bytesAt(file, place));
    const QFileInfo info(path);
    g.m_size = info.size();
    g.m_modified = info.lastModified();
    return g;
}

GameInFile GameInFile::only(const QString& path) {
    std::ifstream in(QFile::encodeName(path).toStdString(), std::ios::binary);
    if (!in) return {};
    PgnReader reader(in);
    PgnTags tags;
    PgnPlace place, first;
    int games = 0;
    for (;;) {
        if (!reader.nextTags(tags, place) && !reader.error()) break;
        if (++games > 1) return {};
        first = place;
    }
    return games == 1 ? at(path, first, reader.encoding()) : GameInFile();
}

GameInFile::State GameInFile::check() {
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly)) return State::Missing;
    const QFileInfo info(m_path);
    if (hashOf(bytesAt(file, m_place)) == m_hash)
        return info.size() == m_size && info.lastModified() == m_modified ? State::Unchanged
                                                                          : State::Elsewhere;
    // Another program changed the file: the game may have moved (a game added before it).
    std::ifstream in(QFile::encodeName(m_path).toStdString(), std::ios::binary);
    PgnReader reader(in);
    PgnTags tags;
    PgnPlace place;
    for (;;) {
        if (!reader.nextTags(tags, place) && !reader.error()) break;
        if (place.length == m_place.length && hashOf(bytesAt(file, place)) == m_hash) {
            m_place = place;
            m_encoding = reader.encoding();
            return State::Elsewhere;
        }
    }
    return State::Lost;
}

bool GameInFile::replace(std::string_view pgn, QString* error, bool* unencodable) {
    if (unencodable) *unencodable = false;
    const auto failed = [error](const QString& why) {
        if (error) *error = why;
        return false;
    };
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly)) return failed(file.errorString());
    const QByteArray all = file.readAll();
    file.close();
    if (m_place.offset + m_place.length > all.size())
        return failed(tr("the file is shorter than it was"));
    const QByteArray old = all.mid(m_place.offset, m_place.length);

    // The file's own line ends: those of the game, else of the file.
    const QByteArray& sample = old.contains('\n') || old.contains('\r') ? old : all;
    const QByteArray eol = sample.contains("\r\n")                           ? "\r\n"
                           : sample.contains('\r') && !sample.contains('\n') ? "\r"
                                                                             : "\n";
    std::string text(pgn);
    while (!text.empty() && text.back() == '\n') text.pop_back();
    if (m_encoding == PgnEncoding::Latin1) {
        // Latin-1 has no U+FF5D or U+FF5B: the several comments the writer puts in one pair of
        // braces (for chess.js, which reads UTF-8) go in braces of their own, as PGN allows.
        const std::string_view together = "\xEF\xBD\x9D \xEF\xBD\x9B";
        for (std::size_t at = text.find(together); at != std::string::npos;
             at = text.find(together, at + 3))
            text.replace(at, together.size(), "} {");
        std::string latin1;
        if (!utf8ToLatin1(text, latin1)) {
            if (unencodable) *unencodable = true;
            return failed(
                tr("the file is in Latin-1, which cannot hold every character of the game"));
        }
        text = std::move(latin1);
    }
    QByteArray game;
    game.reserve(qsizetype(text.size()));
    for (char c : text) {
        if (c == '\n')
            game += eol;
        else
            game += c;
    }

    const QByteArray before = all.left(m_place.offset);
    const QByteArray after = all.mid(m_place.offset + m_place.length);
    // A game starts on a line of its own, and what followed it stays on a line of its own.
    const bool lead = !before.isEmpty() && before.back() != '\n' && before.back() != '\r';
    const bool trail = after.isEmpty() || !QChar::isSpace(uchar(after.front()));
    QSaveFile out(m_path);
    const QByteArray written =
        before + (lead ? eol : QByteArray()) + game + (trail ? eol : QByteArray()) + after;
    if (!out.open(QIODevice::WriteOnly) || out.write(written) != written.size() || !out.commit())
        return failed(out.errorString());

    if (lead) {
        m_place.offset += eol.size();
        ++m_place.line;
        m_place.column = 1;
    }
    m_place.length = game.size();
    m_hash = hashOf(game);
    const QFileInfo info(m_path);
    m_size = info.size();
    m_modified = info.lastModified();
    return true;
}

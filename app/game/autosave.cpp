#include "autosave.h"

#include "coremessage.h"
#include "openingbook.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>
#include <charconv>
#include <iterator>

using namespace ferz;

namespace {

// Ferz's own tags in the autosave; they never reach a file the user saves.
constexpr const char* HumanTag = "FerzHuman";
constexpr const char* PlayersTag = "FerzPlayers"; // "two": two people at one board
// "yes": a game read (from a file, the library, the clipboard) in which nobody has played yet;
// it comes back as read, with its own players, not as a game against the computer.
constexpr const char* ReadTag = "FerzRead";
constexpr const char* EngineTag = "FerzEngine";
constexpr const char* ClockTag = "FerzClock"; // base+increment, in milliseconds
constexpr const char* WhiteClockTag = "FerzWhiteClock";
constexpr const char* BlackClockTag = "FerzBlackClock";
// Where the game stands on its main line, when moves were taken back (Redo plays them again).
constexpr const char* PlyTag = "FerzPly";
constexpr const char* FileTag = "FerzFile";         // the user's file of the game, if any
constexpr const char* ModifiedTag = "FerzModified"; // "no": the record is as in that file
// Ferz's opening book ("ferz", "none" or a file) and the ply its level's book plies count from.
constexpr const char* BookTag = "FerzBook";
constexpr const char* BookStartTag = "FerzBookStart";
// The game's id in the library (GameSetup::gameId).
constexpr const char* GameIdTag = FerzGameIdTag;
// Whether it counts for the rating: "yes", or why not (unratedWord); none: an older Ferz's.
constexpr const char* RatedTag = FerzRatedTag;
// How a finished game ended: "resignation white person", "timeout black computer"…
constexpr const char* EndTag = "FerzEnd";

// Outcome::Reason's names in EndTag, in the enum's order.
constexpr const char* ReasonNames[] = {"none",
                                       "checkmate",
                                       "stalemate",
                                       "insufficient-material",
                                       "fivefold-repetition",
                                       "seventy-five-moves",
                                       "threefold-claimed",
                                       "fifty-moves-claimed",
                                       "resignation",
                                       "agreement",
                                       "timeout",
                                       "timeout-insufficient-material",
                                       "recorded",
                                       "stopped"};
static_assert(std::size(ReasonNames) == std::size_t(Outcome::Reason::Stopped) + 1);

std::string endText(const Outcome& o) {
    return std::string(ReasonNames[int(o.reason)]) + (o.side == White ? " white" : " black") +
           (o.sideIsComputer ? " computer" : " person");
}

std::optional<Outcome> endOf(const std::string& text, const std::string& result) {
    const QStringList words = QString::fromStdString(text).split(u' ');
    if (words.size() != 3) return std::nullopt;
    Outcome o;
    o.result = result == "1-0"       ? Result::WhiteWins
               : result == "0-1"     ? Result::BlackWins
               : result == "1/2-1/2" ? Result::Draw
                                     : Result::Ongoing;
    const auto name =
        std::find(std::begin(ReasonNames) + 1, std::end(ReasonNames), words[0].toStdString());
    if (name == std::end(ReasonNames) ||
        (words[1] != QLatin1String("white") && words[1] != QLatin1String("black")) ||
        (words[2] != QLatin1String("computer") && words[2] != QLatin1String("person")))
        return std::nullopt;
    o.reason = Outcome::Reason(name - std::begin(ReasonNames));
    if (!o.over()) return std::nullopt; // a result, or a stop without one
    o.side = words[1] == QLatin1String("white") ? White : Black;
    o.sideIsComputer = words[2] == QLatin1String("computer");
    return o;
}

std::optional<qint64> number(const std::string& text) {
    qint64 v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || v < 0) return std::nullopt;
    return v;
}

void removeTag(PgnGame& game, std::string_view name) {
    std::erase_if(game.tags, [name](const auto& tag) { return tag.first == name; });
}

} // namespace

AutoSave::AutoSave(QString path) : m_path(std::move(path)) {
}

QString AutoSave::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/autosave.pgn");
}

FileWriter& AutoSave::writer() {
    if (!m_writer) m_writer = std::make_unique<FileWriter>();
    return *m_writer;
}

void AutoSave::flush() {
    if (m_writer) m_writer->flush();
}

void AutoSave::store(const GameController& game, const Document& document) {
    // Nothing to lose: no moves, or a finished game that its file holds as it is.
    if (game.tree().size() == 0 || (game.over() && !document.modified)) {
        remove();
        return;
    }
    PgnGame pgn = game.toPgn();
    const GameSetup& setup = game.setup();
    pgn.setTag(HumanTag, setup.humanSide == White ? "white" : "black");
    if (setup.twoPlayers) pgn.setTag(PlayersTag, "two");
    if (game.onlyRead()) pgn.setTag(ReadTag, "yes");
    if (setup.engine) pgn.setTag(EngineTag, setup.engine->name.toStdString());
    pgn.setTag(GameController::LevelTag, setup.elo ? std::to_string(*setup.elo) : "full");
    pgn.setTag(BookTag, setup.bookChoice.toStdString());
    pgn.setTag(BookStartTag, std::to_string(setup.bookStartPly));
    if (game.currentNode() != game.tree().mainLineEnd())
        pgn.setTag(PlyTag, std::to_string(game.currentNode()->ply));
    if (!document.file.isEmpty()) pgn.setTag(FileTag, document.file.toStdString());
    if (!game.gameId().isEmpty()) pgn.setTag(GameIdTag, game.gameId().toStdString());
    pgn.setTag(RatedTag, game.rated() ? "yes" : unratedWord(game.unrated()).toStdString());
    if (!document.modified) pgn.setTag(ModifiedTag, "no");
    if (game.over()) pgn.setTag(EndTag, endText(game.outcome()));
    if (setup.clock.enabled()) {
        pgn.setTag(ClockTag, std::to_string(setup.clock.baseMs) + '+' +
                                 std::to_string(setup.clock.incrementMs));
        const ChessClock& clock = game.clock();
        pgn.setTag(WhiteClockTag, std::to_string(clock.remainingMs(White)));
        pgn.setTag(BlackClockTag, std::to_string(clock.remainingMs(Black)));
    }
    writer().write(m_path, QByteArray::fromStdString(writePgn(pgn)));
}

void AutoSave::remove() {
    writer().remove(m_path);
}

std::optional<AutoSave::Saved> AutoSave::restore(const QList<EngineConfig>& engines,
                                                 QString* problem) const {
    if (m_writer) m_writer->flush(); // what was asked to be written, as written
    QFile file(m_path);
    if (!file.exists()) return std::nullopt;
    QString why;
    Saved saved;
    if (!file.open(QIODevice::ReadOnly)) {
        why = file.errorString();
    } else if (file.size() > 64 * 1024 * 1024) {
        why = tr("the file is too large");
    } else {
        const Parsed<PgnGame> pgn = readPgn(file.readAll().toStdString());
        file.close();
        if (!pgn)
            why = trCore(pgn.reason());
        else
            saved.pgn = *pgn;
    }
    if (why.isEmpty()) {
        PgnGame& pgn = saved.pgn;
        const std::string human = pgn.tag(HumanTag);
        const std::string level = pgn.tag(GameController::LevelTag);
        if (human != "white" && human != "black") why = tr("it does not say which side you play");
        saved.setup.humanSide = human == "black" ? Black : White;
        saved.setup.playerName =
            QString::fromStdString(pgn.tag(human == "black" ? "Black" : "White"));
        saved.setup.twoPlayers = pgn.tag(PlayersTag) == "two";
        saved.onlyRead = pgn.tag(ReadTag) == "yes";
        if (saved.setup.twoPlayers)
            saved.setup.opponentName =
                QString::fromStdString(pgn.tag(human == "black" ? "White" : "Black"));
        if (const auto elo = number(level)) saved.setup.elo = int(*elo);
        if (const std::string name = pgn.tag(EngineTag); !name.empty()) {
            for (const EngineConfig& e : engines)
                if (e.name.toStdString() == name) saved.setup.engine = e;
        }
        if (const std::string clock = pgn.tag(ClockTag); !clock.empty()) {
            const std::size_t plus = clock.find('+');
            const auto base = number(clock.substr(0, plus));
            const auto inc =
                plus == std::string::npos ? std::nullopt : number(clock.substr(plus + 1));
            const auto white = number(pgn.tag(WhiteClockTag));
            const auto black = number(pgn.tag(BlackClockTag));
            if (!base || !inc || !white || !black) {
                why = tr("its clock cannot be read");
            } else {
                saved.setup.clock = {*base, *inc};
                saved.whiteMs = *white;
                saved.blackMs = *black;
            }
        }
        if (const std::string ply = pgn.tag(PlyTag); !ply.empty()) {
            const auto n = number(ply);
            if (!n || *n > qint64(pgn.moves.size()))
                why = tr("it does not say where the game stands");
            else
                saved.ply = int(*n);
        }
        if (const std::string end = pgn.tag(EndTag); !end.empty()) {
            saved.outcome = endOf(end, pgn.result);
            if (!saved.outcome) why = tr("it does not say how the game ended");
        }
        // A book that cannot be read any more leaves the game without one; nothing is lost.
        if (const std::string book = pgn.tag(BookTag); !book.empty()) {
            saved.setup.bookChoice = QString::fromStdString(book);
            if (!saved.setup.engine && !saved.setup.twoPlayers)
                saved.setup.book = OpeningBook::load(saved.setup.bookChoice);
        }
        if (const auto start = number(pgn.tag(BookStartTag)))
            saved.setup.bookStartPly = int(*start);
        saved.setup.gameId = QString::fromStdString(pgn.tag(GameIdTag));
        const std::string rated = pgn.tag(RatedTag);
        saved.unrated =
            rated == "yes" ? Unrated::None : unratedFromWord(QString::fromStdString(rated));
        saved.document.file = QString::fromStdString(pgn.tag(FileTag));
        saved.document.modified = pgn.tag(ModifiedTag) != "no";
        for (const char* tag :
             {HumanTag, PlayersTag, ReadTag, EngineTag, ClockTag, WhiteClockTag, BlackClockTag,
              PlyTag, FileTag, ModifiedTag, EndTag, BookTag, BookStartTag, GameIdTag, RatedTag})
            removeTag(pgn, tag);
    }
    if (why.isEmpty()) return saved;

    // Kept aside, never deleted: the user may still want what is in it.
    const QString aside =
        QFileInfo(m_path).absolutePath() +
        QStringLiteral("/autosave-unreadable-%1.pgn")
            .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    const bool moved = QFile::rename(m_path, aside);
    if (problem)
        *problem = moved ? tr("The game saved when Ferz last ran could not be read (%1). It was "
                              "kept as %2.")
                               .arg(why, aside)
                         : tr("The game saved when Ferz last ran could not be read (%1).").arg(why);
    return std::nullopt;
}

// ferz-match960: Chess960 games between two UCI engines, with Ferz's rules core as the arbiter.
// The project's match runner (../shared/tools/match) knows standard chess only; this one draws
// start positions by their numbers, sets UCI_Chess960 in both engines, and checks every move
// and every line the engines send against the rules, so that a match proves they agree on
// Chess960: castling with any king and rook files, written as the king taking its own rook.
//
//   ferz-match960 --first CMD [--first-option NAME=VALUE]... --second CMD [--second-option …]
//                 [--games N] [--tc SECONDS+INCREMENT] [--seed N] [--positions N,N,…]
//                 [--maxplies N] [--pgn FILE]
//
// Each start position is played twice, the colours swapped. A game ends by the rules (mate,
// stalemate, a dead position, and a draw as soon as one may be claimed: threefold repetition or
// fifty moves, as Cute Chess adjudicates), by time (with a 200 ms margin), or as a draw after
// --maxplies plies. What is counted:
//  - an illegal move: a bestmove that is not a legal move of the position, or not written as
//    UCI_Chess960 writes it (castling as king takes rook); the game is lost;
//  - a dispute: the engine's view of the rules differs from the arbiter's: a line (`info … pv`)
//    with a move that is not legal where it stands, or no move (`bestmove 0000`, `(none)`)
//    where there are legal moves (the game is lost);
//  - a crash, a hang (no bestmove within the time left plus 10 s) or a loss on time.
// The last lines give the score and those counts; the exit status is 1 when any illegal move
// or dispute occurred, 2 for a usage error or an engine that cannot play Chess960.
//
// Threading contract: one thread; the engines are child processes spoken to in turn.
#include "chess960.h"
#include "game.h"
#include "movegen.h"
#include "notation.h"
#include "pgn.h"

#include <QCoreApplication>
#include <QDate>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStringList>

#include <cstdio>
#include <deque>
#include <optional>
#include <random>
#include <string>
#include <vector>

using namespace ferz;

namespace {

constexpr qint64 TimeMarginMs = 200;
constexpr qint64 HangMs = 10'000;

void say(const QString& text) {
    std::fprintf(stdout, "%s\n", qPrintable(text));
    std::fflush(stdout);
}

// What went wrong in a game, besides its result.
struct Counts {
    int illegal = 0;
    int disputes = 0;
    int crashes = 0;
    int timeLosses = 0;
    int castlings = 0;        // castling moves played
    int unusualCastlings = 0; // of them, ones the king's two-square step cannot write
};

// One UCI engine in a child process, read line by line with deadlines.
class Engine {
public:
    QString name;
    QString command;
    QList<std::pair<QString, QString>> options;

    // Starts the program and sets it up for Chess960: false, with `why`, when it cannot.
    bool start(QString& why) {
        m_process.kill();
        m_process.waitForFinished(1000);
        m_buffer.clear();
        QStringList args = QProcess::splitCommand(command);
        if (args.isEmpty()) {
            why = QStringLiteral("no command");
            return false;
        }
        const QString program = args.takeFirst();
        m_process.setProgram(program);
        m_process.setArguments(args);
        m_process.setProcessChannelMode(QProcess::SeparateChannels);
        m_process.setStandardErrorFile(QProcess::nullDevice());
        m_process.start();
        if (!m_process.waitForStarted(5000)) {
            why = QStringLiteral("%1 does not start").arg(program);
            return false;
        }
        send(QStringLiteral("uci"));
        bool chess960 = false;
        for (;;) {
            const std::optional<QString> line = readLine(HangMs);
            if (!line) {
                why = QStringLiteral("no uciok");
                return false;
            }
            if (line->startsWith(QLatin1String("id name ")) && name.isEmpty()) name = line->mid(8);
            if (line->startsWith(QLatin1String("option name UCI_Chess960 "))) chess960 = true;
            if (*line == QLatin1String("uciok")) break;
        }
        if (!chess960) {
            why = QStringLiteral("it does not declare UCI_Chess960");
            return false;
        }
        send(QStringLiteral("setoption name UCI_Chess960 value true"));
        for (const auto& [option, value] : options)
            send(QStringLiteral("setoption name %1 value %2").arg(option, value));
        return ready(why);
    }

    bool ready(QString& why) {
        send(QStringLiteral("isready"));
        for (;;) {
            const std::optional<QString> line = readLine(HangMs);
            if (!line) {
                why = QStringLiteral("no readyok");
                return false;
            }
            if (*line == QLatin1String("readyok")) return true;
        }
    }

    void send(const QString& line) {
        m_process.write((line + QLatin1Char('\n')).toUtf8());
        m_process.waitForBytesWritten(1000);
    }

    // The next line, or nullopt when none came within `ms` or the process ended.
    std::optional<QString> readLine(qint64 ms) {
        QElapsedTimer timer;
        timer.start();
        for (;;) {
            const qsizetype end = m_buffer.indexOf('\n');
            if (end >= 0) {
                QString line = QString::fromUtf8(m_buffer.left(end)).trimmed();
                m_buffer.remove(0, end + 1);
                return line;
            }
            const qint64 left = ms - timer.elapsed();
            if (left <= 0 || m_process.state() != QProcess::Running) return std::nullopt;
            if (m_process.waitForReadyRead(int(std::min<qint64>(left, 1000))))
                m_buffer += m_process.readAllStandardOutput();
        }
    }

    void quit() {
        if (m_process.state() == QProcess::NotRunning) return;
        send(QStringLiteral("quit"));
        if (!m_process.waitForFinished(2000)) m_process.kill();
        m_process.waitForFinished(1000);
    }

private:
    QProcess m_process;
    QByteArray m_buffer;
};

struct GameOutcome {
    Result result = Result::Draw;
    std::string termination = "normal";
    std::string why; // the final comment
};

// Whether every move of the line `pv` (UCI words) is legal where it stands, from `pos`.
bool lineIsLegal(Position pos, const QStringList& pv, QString& bad) {
    std::deque<StateInfo> states;
    for (const QString& word : pv) {
        const Parsed<Move> m = parseUci(pos, word.toStdString());
        if (!m) {
            bad =
                word + QStringLiteral(" (") + QString::fromStdString(m.error()) + QLatin1Char(')');
            return false;
        }
        pos.makeMove(*m, states.emplace_back());
    }
    return true;
}

// Plays one game: `white` and `black` index `engines`. Fills `pgn` and adds to `counts`.
GameOutcome playGame(std::vector<Engine>& engines, int white, int black, const Position& start,
                     qint64 baseMs, qint64 incMs, int maxPlies, Counts& counts,
                     std::vector<Move>& moves) {
    Game game(start);
    qint64 clock[2] = {baseMs, baseMs};
    for (Engine& e : engines) {
        e.send(QStringLiteral("ucinewgame"));
        QString why;
        if (!e.ready(why)) say(QStringLiteral("  %1 after ucinewgame: %2").arg(e.name, why));
    }
    const QString startFen = QString::fromStdString(start.fen());
    for (;;) {
        const GameStatus status = game.status();
        if (status.over()) {
            GameOutcome o;
            o.result = status.result;
            o.why = status.reason == Termination::Checkmate              ? "checkmate"
                    : status.reason == Termination::Stalemate            ? "stalemate"
                    : status.reason == Termination::InsufficientMaterial ? "neither side can mate"
                    : status.reason == Termination::FivefoldRepetition   ? "fivefold repetition"
                                                                         : "75-move rule";
            return o;
        }
        if (status.canClaimDraw())
            return {Result::Draw, "normal",
                    status.canClaimThreefold ? "threefold repetition" : "fifty-move rule"};
        if (int(game.ply()) >= maxPlies) return {Result::Draw, "adjudication", "move limit"};

        const Position& pos = game.position();
        const Color side = pos.sideToMove();
        Engine& engine = engines[std::size_t(side == White ? white : black)];
        const Result loss = side == White ? Result::BlackWins : Result::WhiteWins;
        const std::string mover = side == White ? "White" : "Black";

        QString position = QStringLiteral("position fen ") + startFen;
        if (!game.moves().empty()) {
            position += QStringLiteral(" moves");
            for (Move m : game.moves())
                position += QLatin1Char(' ') + QString::fromStdString(toUci(start, m, true));
        }
        engine.send(position);
        engine.send(QStringLiteral("go wtime %1 btime %2 winc %3 binc %3")
                        .arg(std::max<qint64>(clock[White], 1))
                        .arg(std::max<qint64>(clock[Black], 1))
                        .arg(incMs));
        QElapsedTimer thinking;
        thinking.start();
        QString best;
        for (;;) {
            const std::optional<QString> line = engine.readLine(clock[side] + HangMs);
            if (!line) {
                ++counts.crashes;
                QString why;
                engine.start(why); // for the next game
                return {loss, "rules infraction", mover + " crashed or hung"};
            }
            const QStringList words = line->split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (words.value(0) == QLatin1String("bestmove")) {
                best = words.value(1);
                break;
            }
            if (words.value(0) == QLatin1String("info")) {
                const qsizetype pv = words.indexOf(QStringLiteral("pv"));
                QString bad;
                if (pv > 0 && !lineIsLegal(pos, words.mid(pv + 1), bad)) {
                    ++counts.disputes;
                    say(QStringLiteral("  dispute: %1's line in %2 after %3 plies: %4")
                            .arg(engine.name, startFen)
                            .arg(game.ply())
                            .arg(bad));
                }
            }
        }
        clock[side] -= thinking.elapsed();
        if (clock[side] < -TimeMarginMs) {
            ++counts.timeLosses;
            return {canStillMate(pos, ~side) ? loss : Result::Draw, "time forfeit",
                    mover + " ran out of time"};
        }
        clock[side] += incMs;

        if (best == QLatin1String("0000") || best == QLatin1String("(none)")) {
            ++counts.disputes;
            say(QStringLiteral("  dispute: %1 has no move in %2 after %3 plies")
                    .arg(engine.name, startFen)
                    .arg(game.ply()));
            return {loss, "rules infraction", mover + " found no move where there are moves"};
        }
        const Parsed<Move> move = parseUci(pos, best.toStdString());
        if (!move || QString::fromStdString(toUci(start, *move, true)) != best) {
            ++counts.illegal;
            say(QStringLiteral("  illegal move: %1 played %2 in %3 after %4 plies: %5")
                    .arg(engine.name, best, startFen)
                    .arg(game.ply())
                    .arg(move ? QStringLiteral("not written as UCI_Chess960 writes it")
                              : QString::fromStdString(move.error())));
            return {loss, "rules infraction",
                    mover + " played an illegal move: " + best.toStdString()};
        }
        if (move->kind() == Move::Castling) {
            ++counts.castlings;
            if (std::abs(fileOf(move->to()) - fileOf(move->from())) != 2) ++counts.unusualCastlings;
        }
        game.play(*move);
        moves.push_back(*move);
    }
}

[[noreturn]] void usage(const char* why) {
    std::fprintf(stderr,
                 "ferz-match960: %s\n"
                 "usage: ferz-match960 --first CMD [--first-option NAME=VALUE]... --second CMD\n"
                 "                     [--second-option NAME=VALUE]... [--games N] [--tc S+I]\n"
                 "                     [--seed N] [--positions N,N,...] [--maxplies N] [--pgn "
                 "FILE]\n",
                 why);
    std::exit(2);
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    std::vector<Engine> engines(2);
    int games = 40, maxPlies = 300;
    unsigned seed = 1;
    qint64 baseMs = 5000, incMs = 50;
    QString pgnPath = QStringLiteral("match960.pgn");
    std::vector<int> numbers;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        const auto value = [&]() -> QString {
            if (i + 1 >= args.size()) usage(qPrintable(a + QStringLiteral(" needs a value")));
            return args[++i];
        };
        bool ok = true;
        if (a == QLatin1String("--first") || a == QLatin1String("--second")) {
            engines[a == QLatin1String("--first") ? 0 : 1].command = value();
        } else if (a == QLatin1String("--first-option") || a == QLatin1String("--second-option")) {
            const QString v = value();
            const qsizetype eq = v.indexOf(QLatin1Char('='));
            if (eq <= 0) usage("an option is NAME=VALUE");
            engines[a == QLatin1String("--first-option") ? 0 : 1].options.append(
                {v.left(eq), v.mid(eq + 1)});
        } else if (a == QLatin1String("--games")) {
            games = value().toInt(&ok);
        } else if (a == QLatin1String("--maxplies")) {
            maxPlies = value().toInt(&ok);
        } else if (a == QLatin1String("--seed")) {
            seed = value().toUInt(&ok);
        } else if (a == QLatin1String("--tc")) {
            const QStringList parts = value().split(QLatin1Char('+'));
            baseMs = qint64(parts.value(0).toDouble(&ok) * 1000);
            if (ok && parts.size() > 1) incMs = qint64(parts[1].toDouble(&ok) * 1000);
        } else if (a == QLatin1String("--positions")) {
            for (const QString& n : value().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                numbers.push_back(n.toInt(&ok));
                if (!ok || !chess960Position(numbers.back())) usage("a position is 0 to 959");
            }
        } else if (a == QLatin1String("--pgn")) {
            pgnPath = value();
        } else {
            usage(qPrintable(QStringLiteral("unknown argument ") + a));
        }
        if (!ok || games < 1 || maxPlies < 1 || baseMs < 1) usage("a number is wrong");
    }
    if (engines[0].command.isEmpty() || engines[1].command.isEmpty())
        usage("two engines are needed");

    for (Engine& e : engines) {
        QString why;
        if (!e.start(why)) {
            std::fprintf(stderr, "ferz-match960: %s: %s\n", qPrintable(e.command), qPrintable(why));
            return 2;
        }
    }
    if (engines[0].name == engines[1].name) engines[1].name += QStringLiteral(" (2)");
    std::mt19937 random(seed);
    while (int(numbers.size()) * 2 < games) numbers.push_back(randomChess960Number(random));

    QFile pgnFile(pgnPath);
    if (!pgnFile.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) {
        std::fprintf(stderr, "ferz-match960: cannot write %s\n", qPrintable(pgnPath));
        return 2;
    }
    say(QStringLiteral("%1 vs %2: %3 games of Chess960 at %4+%5 s")
            .arg(engines[0].name, engines[1].name)
            .arg(games)
            .arg(double(baseMs) / 1000)
            .arg(double(incMs) / 1000));
    Counts counts;
    double score[2] = {0, 0};
    int wins = 0, losses = 0, draws = 0; // the first engine's
    for (int g = 0; g < games; ++g) {
        const int number = numbers[std::size_t(g / 2)];
        const Position start = *chess960Position(number);
        const int white = g % 2, black = 1 - white;
        std::vector<Move> moves;
        const GameOutcome o =
            playGame(engines, white, black, start, baseMs, incMs, maxPlies, counts, moves);
        const double whiteScore = o.result == Result::WhiteWins   ? 1
                                  : o.result == Result::BlackWins ? 0
                                                                  : 0.5;
        score[white] += whiteScore;
        score[black] += 1 - whiteScore;
        const double first = white == 0 ? whiteScore : 1 - whiteScore;
        (first == 1 ? wins : first == 0 ? losses : draws) += 1;

        PgnGame pgn;
        pgn.start = start;
        pgn.setTag("Event", "ferz-match960");
        pgn.setTag("Site", "?");
        pgn.setTag("Date",
                   QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString());
        pgn.setTag("Round", std::to_string(g + 1));
        pgn.setTag("White", engines[std::size_t(white)].name.toStdString());
        pgn.setTag("Black", engines[std::size_t(black)].name.toStdString());
        pgn.setTag("Variant", "Chess960");
        pgn.setTag("Termination", o.termination);
        pgn.result = std::string(resultString(o.result));
        for (Move m : moves) {
            PgnMove written;
            written.move = m;
            pgn.moves.push_back(written);
        }
        if (!pgn.moves.empty()) pgn.moves.back().comments.push_back(o.why);
        pgnFile.write(QByteArray::fromStdString(writePgn(pgn) + "\n"));
        pgnFile.flush();
        say(QStringLiteral("game %1: position %2, %3 - %4: %5 (%6), %7 plies")
                .arg(g + 1)
                .arg(number)
                .arg(engines[std::size_t(white)].name, engines[std::size_t(black)].name)
                .arg(QString::fromStdString(std::string(resultString(o.result))),
                     QString::fromStdString(o.why))
                .arg(moves.size()));
    }
    for (Engine& e : engines) e.quit();
    say(QStringLiteral("SCORE %1 vs %2: %3-%4-%5 (%6 - %7)")
            .arg(engines[0].name, engines[1].name)
            .arg(wins)
            .arg(losses)
            .arg(draws)
            .arg(score[0])
            .arg(score[1]));
    say(QStringLiteral("castlings played: %1, of them %2 not a two-square step")
            .arg(counts.castlings)
            .arg(counts.unusualCastlings));
    say(QStringLiteral("illegal moves: %1, disputes: %2, crashes or hangs: %3, losses on time: %4")
            .arg(counts.illegal)
            .arg(counts.disputes)
            .arg(counts.crashes)
            .arg(counts.timeLosses));
    return counts.illegal || counts.disputes ? 1 : 0;
}

// Garbage in, no crash out: random bytes and mutations of valid FENs, SAN and UCI moves thrown at
// Position::fromFen, parseSan and parseUci. Every accepted FEN must give a sound position (its FEN
// reads back to itself, its key is the computed key, its moves make and unmake cleanly); every
// accepted move must be a legal move of the position; every refusal must explain itself in a
// short, printable sentence. A fixed seed makes any failure reproduce; the failing input is
// printed with its bytes escaped. Run under FERZ_SANITIZE for memory errors.
#include "movegen.h"
#include "notation.h"

#include <QtTest>

#include <array>
#include <random>
#include <string>
#include <string_view>
#include <vector>

using namespace ferz;

namespace {

// The input with every byte that is not printable ASCII written as \xNN.
QString escaped(std::string_view s) {
    QString out;
    for (char c : s.substr(0, 300)) {
        const auto ch = static_cast<unsigned char>(c);
        if (ch >= 32 && ch < 127 && ch != '\\')
            out += QChar(ch);
        else
            out += QStringLiteral("\\x%1").arg(ch, 2, 16, QChar('0'));
    }
    if (s.size() > 300) out += QStringLiteral("... (%1 bytes)").arg(s.size());
    return '"' + out + '"';
}

// What is wrong with an error message, or an empty string: it must say something, in printable
// ASCII (user text is quoted with non-printable bytes replaced), and not too much.
QString badMessage(const std::string& error) {
    if (error.empty()) return QStringLiteral("empty error message");
    if (error.size() > 400) return QStringLiteral("error message of %1 bytes").arg(error.size());
    for (char c : error) {
        const auto ch = static_cast<unsigned char>(c);
        if (ch < 32 || ch >= 127)
            return QStringLiteral("byte 0x%1 in the error message %2")
                .arg(ch, 2, 16, QChar('0'))
                .arg(escaped(error));
    }
    return {};
}

// Random inputs: bytes of any value, and mutations of valid texts.
class Fuzzer {
public:
    explicit Fuzzer(std::uint64_t seed) : rng_(seed) {}

    std::size_t below(std::size_t n) { return n ? std::size_t(rng_() % n) : 0; }
    bool oneIn(std::size_t n) { return below(n) == 0; }

    // Any bytes, NUL and high bytes included; now and then a few kilobytes of them.
    std::string randomBytes() {
        const std::size_t size = oneIn(20) ? below(4096) : below(40);
        std::string s(size, '\0');
        for (char& c : s) c = char(below(256));
        return s;
    }

    // A random string over `alphabet` (the letters a parser is looking for), with spaces.
    std::string randomText(std::string_view alphabet) {
        std::string s(below(oneIn(10) ? 200 : 16), ' ');
        for (char& c : s) c = alphabet[below(alphabet.size())];
        return s;
    }

    // One edit of `base` (half the time) or two to four, each flipping, inserting, deleting,
    // duplicating or swapping characters, swapping or replacing whole fields, or growing the text.
    std::string mutate(std::string s, std::string_view alphabet) {
        const std::size_t edits = oneIn(2) ? 1 : 2 + below(3);
        for (std::size_t i = 0; i < edits; ++i) edit(s, alphabet);
        return s;
    }

private:
    char someChar(std::string_view alphabet) {
        return oneIn(4) ? char(below(256)) : alphabet[below(alphabet.size())];
    }

    void edit(std::string& s, std::string_view alphabet) {
        static constexpr std::array<std::string_view, 20> Tokens = {"99999999999999999999",
                                                                    "-1",
                                                                    "-0",
                                                                    "+5",
                                                                    "0",
                                                                    "9999",
                                                                    "10000",
                                                                    "4294967296",
                                                                    "18446744073709551616",
                                                                    "-2147483648",
                                                                    "2147483647",
                                                                    "1e3",
                                                                    "0x10",
                                                                    "",
                                                                    "-",
                                                                    "--",
                                                                    " ",
                                                                    "\t",
                                                                    std::string_view("\0", 1),
                                                                    "\xff\xfe"};
        const std::size_t pos = below(s.size() + 1);
        switch (below(11)) {
        case 0: // replace a character
            if (!s.empty()) s[below(s.size())] = someChar(alphabet);
            break;
        case 1: // insert a character
            s.insert(s.begin() + std::ptrdiff_t(pos), someChar(alphabet));
            break;
        case 2: // delete a span
            if (!s.empty()) s.erase(below(s.size()), 1 + below(oneIn(3) ? 12 : 2));
            break;
        case 3: // duplicate a span
            if (!s.empty()) {
                const std::size_t from = below(s.size());
                s.insert(pos, s.substr(from, 1 + below(10)));
            }
            break;
        case 4: // swap two characters
            if (s.size() >= 2) std::swap(s[below(s.size())], s[below(s.size())]);
            break;
        case 5:   // swap two space-separated fields
        case 6: { // or replace one with a token
            std::vector<std::string> fields;
            std::size_t start = 0;
            while (start <= s.size()) {
                const std::size_t end = std::min(s.find(' ', start), s.size());
                fields.push_back(s.substr(start, end - start));
                start = end + 1;
            }
            if (fields.size() >= 2 && below(2))
                std::swap(fields[below(fields.size())], fields[below(fields.size())]);
            else
                fields[below(fields.size())] = Tokens[below(Tokens.size())];
            s.clear();
            for (std::size_t f = 0; f < fields.size(); ++f) s += (f ? " " : "") + fields[f];
            break;
        }
        case 7: // insert a token
            s.insert(pos, Tokens[below(Tokens.size())]);
            break;
        case 8: // cut the end off
            s.resize(below(s.size() + 1));
            break;
        case 9: // repeat the text, up to a few kilobytes
            for (std::size_t n = below(oneIn(4) ? 100 : 4); n > 0 && s.size() < 4096; --n) {
                const std::string copy = s.substr(0, 1024);
                if (below(2)) s.push_back(' ');
                s.append(copy);
            }
            break;
        case 10: // change the case of a letter
            if (!s.empty()) {
                char& c = s[below(s.size())];
                if (c >= 'a' && c <= 'z')
                    c = char(c - 'a' + 'A');
                else if (c >= 'A' && c <= 'Z')
                    c = char(c - 'A' + 'a');
            }
            break;
        }
    }

    std::mt19937_64 rng_;
};

constexpr std::uint64_t Seed = 0x4665727a46757a7aULL; // "FerzFuzz"

// Valid FENs to mutate, and the positions the move parsers are tried on: openings, castling,
// en passant (also pinned, also out of check), promotions by both sides, ambiguous knights and
// rooks, check, mate and stalemate.
constexpr std::array<std::string_view, 14> Fens = {
    Position::StartFen,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
    "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1",
    "1n2k3/P1P5/8/8/8/8/1p4p1/R3K2R b KQ - 0 40",
    "4k3/8/8/2N1N3/8/2N1N3/8/R3K2R w KQ - 12 60",
    "4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1",
    "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1",
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
};

constexpr std::string_view FenAlphabet = "pnbrqkPNBRQK12345678/ wb-KQkqabcdefgh0123456789";
constexpr std::string_view SanAlphabet = "NBRQKPabcdefgh12345678x=+#-O0o!?()/:.ep ";
constexpr std::string_view UciAlphabet = "abcdefgh12345678qrbnk0 ";

long totalInputs = 0;

// A hash that is the same in every run and build, to give each position its own seed.
std::uint64_t fnv1a(std::string_view s) {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (char c : s) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
    return h;
}

} // namespace

class TestRobustness : public QObject {
    Q_OBJECT

private slots:
    void fen() {
        Fuzzer fuzz(Seed);
        constexpr int Inputs = 100'000;
        int accepted = 0;
        for (int i = 0; i < Inputs; ++i) {
            std::string input;
            switch (fuzz.below(8)) {
            case 0: input = fuzz.randomBytes(); break;
            case 1: input = fuzz.randomText(FenAlphabet); break;
            default: input = fuzz.mutate(std::string(Fens[fuzz.below(Fens.size())]), FenAlphabet);
            }
            const QString where = QStringLiteral("input %1: %2").arg(i).arg(escaped(input));

            const Parsed<Position> parsed = Position::fromFen(input);
            if (!parsed) {
                if (const QString bad = badMessage(parsed.error()); !bad.isEmpty())
                    QFAIL(qPrintable(bad + " for " + where));
                continue;
            }
            ++accepted;
            Position pos = parsed.value();
            if (pos.key() != pos.computeKey()) QFAIL(qPrintable("key != computeKey for " + where));
            const std::string written = pos.fen();
            const Parsed<Position> again = Position::fromFen(written);
            if (!again)
                QFAIL(qPrintable("the FEN we wrote, " + escaped(written) + ", is refused (" +
                                 QString::fromStdString(again.error()) + ") for " + where));
            if (again->fen() != written || again->key() != pos.key())
                QFAIL(qPrintable("the FEN we wrote, " + escaped(written) + ", reads back as " +
                                 escaped(again->fen()) + " for " + where));
            // The position is sound enough to play in.
            const MoveList legal(pos);
            if (int(legal.size()) != countLegalMoves(pos))
                QFAIL(qPrintable("move count differs from the list for " + where));
            for (Move m : legal) {
                StateInfo undo;
                pos.makeMove(m, undo);
                const bool ok = pos.key() == pos.computeKey();
                pos.unmakeMove(m, undo);
                if (!ok || pos.fen() != written)
                    QFAIL(qPrintable("move " + QString::fromStdString(toUci(m)) +
                                     " does not make and unmake cleanly for " + where));
            }
        }
        qInfo("%d FEN inputs, %d accepted", Inputs, accepted);
        totalInputs += Inputs;
        QVERIFY(accepted > Inputs / 50); // the mutations do reach the accepting paths
    }

    void moves_data() {
        QTest::addColumn<QString>("fen");
        for (std::size_t i = 0; i < Fens.size(); ++i)
            QTest::addRow("%zu", i)
                << QString::fromLatin1(Fens[i].data(), qsizetype(Fens[i].size()));
    }
    // parseSan and parseUci on mutations of the position's own moves (in SAN and UCI, with and
    // without a check mark, castling as O-O and 0-0) and on random text and bytes.
    void moves() {
        QFETCH(QString, fen);
        const Position pos = Position::fromFen(fen.toStdString()).value();
        const MoveList legal(pos);
        Fuzzer fuzz(Seed ^ fnv1a(fen.toStdString()));

        std::vector<std::string> seeds = {"O-O",  "O-O-O", "0-0",  "e8=Q",  "exd6 e.p.",
                                          "Nbd7", "Qh4#",  "e1g1", "a7a8q", "e2e4"};
        for (Move m : legal) {
            const std::string san = toSan(pos, m), uci = toUci(m);
            // The untouched texts read back as their moves.
            const Parsed<Move> fromSan = parseSan(pos, san), fromUci = parseUci(pos, uci);
            if (!fromSan || *fromSan != m)
                QFAIL(qPrintable("SAN " + QString::fromStdString(san) + " does not read back"));
            if (!fromUci || *fromUci != m)
                QFAIL(qPrintable("UCI " + QString::fromStdString(uci) + " does not read back"));
            seeds.push_back(san);
            seeds.push_back(uci);
        }

        constexpr int Inputs = 5'000;
        int acceptedSan = 0, acceptedUci = 0;
        for (int i = 0; i < Inputs; ++i) {
            std::string input;
            switch (fuzz.below(6)) {
            case 0: input = fuzz.randomBytes(); break;
            case 1: input = fuzz.randomText(fuzz.below(2) ? SanAlphabet : UciAlphabet); break;
            default:
                input = fuzz.mutate(seeds[fuzz.below(seeds.size())],
                                    fuzz.below(2) ? SanAlphabet : UciAlphabet);
            }
            const QString where = QStringLiteral("input %1: %2").arg(i).arg(escaped(input));

            for (bool san : {true, false}) {
                const Parsed<Move> m = san ? parseSan(pos, input) : parseUci(pos, input);
                const char* parser = san ? "parseSan" : "parseUci";
                if (!m) {
                    if (const QString bad = badMessage(m.error()); !bad.isEmpty())
                        QFAIL(qPrintable(parser + (": " + bad) + " for " + where));
                    continue;
                }
                if (!legal.contains(*m))
                    QFAIL(qPrintable(
                        parser +
                        QStringLiteral(" accepted the illegal move %1 for ").arg(m->raw()) +
                        where));
                ++(san ? acceptedSan : acceptedUci);
            }
        }
        qInfo("%d inputs, each to parseSan and parseUci: %d and %d accepted", Inputs, acceptedSan,
              acceptedUci);
        totalInputs += 2 * Inputs;
        if (!legal.empty()) QVERIFY(acceptedSan > 0 && acceptedUci > 0);
    }

    void cleanupTestCase() {
        qInfo("%ld inputs in all (seed %llx)", totalInputs, static_cast<unsigned long long>(Seed));
    }
};

QTEST_APPLESS_MAIN(TestRobustness)
#include "tst_robustness.moc"

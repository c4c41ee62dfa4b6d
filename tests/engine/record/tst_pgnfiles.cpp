// PGN files as other programs write them (issue 51): where each game of a file starts and
// ends (PgnSplitter), the file's encoding, line ends of every kind, the repairs the reader
// makes and says, a file cut off, and the corpus of tests/engine/data/pgn, whose every game is
// read as expected and written, read back and compared.
#include "notation.h"
#include "pgn.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <sstream>

using namespace ferz;

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

// The games the splitter finds in `bytes`: "line:column text" with its flags after a '|':
// "result" (it ends with one), "end" (the input ended in it), "cut" (in its last word).
QStringList split(const QByteArray& bytes) {
    std::istringstream in(bytes.toStdString());
    PgnSplitter splitter(in);
    QStringList out;
    for (PgnChunk chunk; splitter.next(chunk);) {
        QString s = QStringLiteral("%1:%2 %3")
                        .arg(chunk.place.line)
                        .arg(chunk.place.column)
                        .arg(q(chunk.text));
        QStringList flags;
        if (chunk.terminated) flags << QStringLiteral("result");
        if (chunk.atEnd) flags << QStringLiteral("end");
        if (chunk.cutToken) flags << QStringLiteral("cut");
        if (!flags.isEmpty()) s += u'|' + flags.join(u' ');
        // The place's bytes are the game's: the text is them, converted.
        const QByteArray bytesThere = bytes.mid(chunk.place.offset, chunk.place.length);
        if (!bytesThere.contains('\r') && isValidUtf8(bytesThere.toStdString()))
            if (q(chunk.text) != QString::fromUtf8(bytesThere))
                s += QStringLiteral(" [place holds: %1]").arg(QString::fromUtf8(bytesThere));
        out << s;
    }
    return out;
}

QString sanLine(Position pos, const std::vector<PgnMove>& line) {
    QStringList out;
    for (const PgnMove& m : line) {
        out << q(toSan(pos, m.move));
        StateInfo st;
        pos.makeMove(m.move, st);
    }
    return out.join(u' ');
}

// One game as the corpus expects it: its White, its main line, result and notes; or the
// error of a game that cannot be read.
QString summary(const PgnGame& g) {
    QString s = q(g.tag("Event").empty() ? g.tag("White") : g.tag("Event")) + u'|' +
                sanLine(g.start, g.moves) + u'|' + q(g.result);
    for (const PgnError& note : g.notes) s += QStringLiteral("|note %1").arg(q(note.text()));
    return s;
}

QStringList readAll(std::istream& in, PgnReader& reader) {
    QStringList out;
    PgnGame g;
    for (;;) {
        if (reader.next(g))
            out << summary(g);
        else if (reader.error())
            out << QStringLiteral("error %1").arg(q(reader.error()->text()));
        else
            break;
    }
    (void)in;
    return out;
}

QByteArray corpusFile(const QString& name) {
    QFile file(QStringLiteral(FERZ_TEST_DATA "/pgn/") + name);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.readAll();
}

// Whether two games are the same record: tags, start, comments, moves, glyphs, commands and
// variations. `why` says where they differ.
bool sameLine(const std::vector<PgnMove>& a, const std::vector<PgnMove>& b, QString& why) {
    if (a.size() != b.size()) {
        why = QStringLiteral("%1 moves, then %2").arg(a.size()).arg(b.size());
        return false;
    }
    for (std::size_t i = 0; i < a.size(); ++i) {
        const PgnMove &x = a[i], &y = b[i];
        why = QStringLiteral("move %1: ").arg(i + 1);
        if (x.move != y.move) return why += QStringLiteral("move"), false;
        if (x.nags != y.nags) return why += QStringLiteral("glyphs"), false;
        if (x.comments != y.comments) return why += QStringLiteral("comments"), false;
        if (x.commentsBefore != y.commentsBefore) return why += QStringLiteral("before"), false;
        if (x.clockMs != y.clockMs || x.evalCp != y.evalCp || x.evalMate != y.evalMate)
            return why += QStringLiteral("commands"), false;
        if (x.variations.size() != y.variations.size())
            return why += QStringLiteral("variations"), false;
        for (std::size_t v = 0; v < x.variations.size(); ++v)
            if (!sameLine(x.variations[v], y.variations[v], why)) return false;
    }
    return true;
}

bool sameGame(const PgnGame& a, const PgnGame& b, QString& why) {
    for (const auto& [name, value] : a.tags)
        if (name != "FEN" && name != "SetUp" && b.tag(name) != value) {
            why = QStringLiteral("tag %1").arg(q(name));
            return false;
        }
    if (a.start.fen() != b.start.fen()) return why = QStringLiteral("start"), false;
    if (a.comments != b.comments) return why = QStringLiteral("first comments"), false;
    if (a.result != b.result) return why = QStringLiteral("result"), false;
    return sameLine(a.moves, b.moves, why);
}

} // namespace

class TestPgnFiles : public QObject {
    Q_OBJECT
private slots:
    void boundaries_data();
    void boundaries();
    void encodings_data();
    void encodings();
    void columnsCountCharacters();
    void latin1BothWays();
    void repairs_data();
    void repairs();
    void cutFile();
    void listAndReadAgree();
    void corpus_data();
    void corpus();
    void corpusRoundTrip();
};

void TestPgnFiles::boundaries_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("games");
    QTest::newRow("two games without tags")
        << QByteArray("1. e4 e5 2. Nf3 *\n\n1. d4 d5 2. c4 *\n")
        << QStringList{"1:1 1. e4 e5 2. Nf3 *|result", "3:1 1. d4 d5 2. c4 *|result"};
    QTest::newRow("no result, then a blank line")
        << QByteArray("1. e4 e5 2. Nf3\n\n1. d4 d5 *\n")
        << QStringList{"1:1 1. e4 e5 2. Nf3", "3:1 1. d4 d5 *|result"};
    QTest::newRow("blank lines between tags and moves")
        << QByteArray("[Event \"a\"]\n\n\n1. e4 *\n")
        << QStringList{"1:1 [Event \"a\"]\n\n\n1. e4 *|result"};
    QTest::newRow("tags only, then a game")
        << QByteArray("[Event \"a\"]\n\n[Event \"b\"]\n1. e4 *")
        << QStringList{"1:1 [Event \"a\"]", "3:1 [Event \"b\"]\n1. e4 *|result"};
    QTest::newRow("no blank line between games")
        << QByteArray("[E \"1\"]\n1. e4 1-0\n[E \"2\"]\n1. d4 *")
        << QStringList{"1:1 [E \"1\"]\n1. e4 1-0|result", "3:1 [E \"2\"]\n1. d4 *|result"};
    QTest::newRow("results in a comment and a variation")
        << QByteArray("1. e4 {1-0} (1. d4 0-1 *) e5 0-1 trailing")
        << QStringList{"1:1 1. e4 {1-0} (1. d4 0-1 *) e5 0-1|result", "1:34 trailing|end cut"};
    // pgn-extract writes a game's first comment so: comments before the first move are no
    // movetext yet, and blank lines among them end nothing.
    QTest::newRow("blank lines among the first comments")
        << QByteArray("[E \"1\"]\n\n{first}\n\n{second}\n\n1. e4 1-0 {after}\n\n1. d4 *")
        << QStringList{"1:1 [E \"1\"]\n\n{first}\n\n{second}\n\n1. e4 1-0|result",
                       "7:11 {after}\n\n1. d4 *|result"};
    QTest::newRow("a blank line and a tag in a comment")
        << QByteArray("1. e4 {a\n\n[Event \"x\"]\nb} e5 *")
        << QStringList{"1:1 1. e4 {a\n\n[Event \"x\"]\nb} e5 *|result"};
    QTest::newRow("a result in a ';' comment") << QByteArray("1. e4 ; 1-0 and {\ne5 *")
                                               << QStringList{"1:1 1. e4 ; 1-0 and {\ne5 *|result"};
    QTest::newRow("escape lines")
        << QByteArray("%header\n[E \"1\"]\n%inside\n1. e4 *\n% between\n\n1. d4 *")
        << QStringList{"2:1 [E \"1\"]\n%inside\n1. e4 *|result", "7:1 1. d4 *|result"};
    QTest::newRow("a game after a result on its line")
        << QByteArray("1. e4 1-0 1. d4 *")
        << QStringList{"1:1 1. e4 1-0|result", "1:11 1. d4 *|result"};
    QTest::newRow("a '(' never closed")
        << QByteArray("1. e4 (1. d4 *\n\n[E \"2\"]\n1. c4 *")
        << QStringList{"1:1 1. e4 (1. d4 *", "3:1 [E \"2\"]\n1. c4 *|result"};
    QTest::newRow("a file cut in a word")
        << QByteArray("[Result \"1-0\"]\n\n1. e4 e5 2. Nf")
        << QStringList{"1:1 [Result \"1-0\"]\n\n1. e4 e5 2. Nf|end cut"};
    QTest::newRow("a file cut after a line") << QByteArray("[Result \"1-0\"]\n\n1. e4 e5\n\n")
                                             << QStringList{"1:1 [Result \"1-0\"]\n\n1. e4 e5|end"};
    QTest::newRow("CR alone") << QByteArray("[E \"1\"]\r1. e4 *\r\r1. d4\r*\r")
                              << QStringList{"1:1 [E \"1\"]\n1. e4 *|result",
                                             "4:1 1. d4\n*|result"};
    QTest::newRow("CR LF") << QByteArray("[E \"1\"]\r\n1. e4 {a\r\nb} *\r\n\r\n1. d4 *\r\n")
                           << QStringList{"1:1 [E \"1\"]\n1. e4 {a\nb} *|result",
                                          "5:1 1. d4 *|result"};
    QTest::newRow("a byte order mark") << QByteArray("\xEF\xBB\xBF[E \"1\"]\n1. e4 *")
                                       << QStringList{"1:1 [E \"1\"]\n1. e4 *|result"};
    QTest::newRow("byte order marks between games (files joined)")
        << QByteArray("\xEF\xBB\xBF[E \"1\"]\n1. e4 *\n\xEF\xBB\xBF[E \"2\"]\n1. d4 *\n")
        << QStringList{"1:1 [E \"1\"]\n1. e4 *|result", "3:1 [E \"2\"]\n1. d4 *|result"};
    QTest::newRow("movetext on a tag line")
        << QByteArray("[E \"1\"] 1. e4 *\n[E \"]{(*\"]\n1. d4 *")
        << QStringList{"1:1 [E \"1\"] 1. e4 *|result", "2:1 [E \"]{(*\"]\n1. d4 *|result"};
}

// Issue 51: one rule set finds the games of a stream, whatever they hold.
void TestPgnFiles::boundaries() {
    QFETCH(QByteArray, input);
    QFETCH(QStringList, games);
    QCOMPARE(split(input), games);
}

void TestPgnFiles::encodings_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<bool>("latin1");
    QTest::addColumn<bool>("bom");
    QTest::addColumn<QString>("white");
    QTest::newRow("UTF-8") << QByteArray("[White \"M\xc3\xbcller\"]\n\n1. e4 *") << false << false
                           << QStringLiteral("Müller");
    QTest::newRow("UTF-8 with a byte order mark")
        << QByteArray("\xEF\xBB\xBF[White \"\xd0\x90\xd0\xbb\xd1\x91\xd1\x85\xd0\xb8\xd0\xbd\"]"
                      "\n\n1. e4 *")
        << false << true << QStringLiteral("Алёхин");
    QTest::newRow("Latin-1") << QByteArray("[White \"M\xfcller\"]\n\n1. e4 *") << true << false
                             << QStringLiteral("Müller");
    QTest::newRow("Windows-1252's quotes") << QByteArray("[White \"\x93"
                                                         "Bob\x94 \x80\"]\n\n1. e4 *")
                                           << true << false << QStringLiteral("“Bob” €");
    // Decided for the whole file: one byte that is not UTF-8 makes it Latin-1 throughout.
    QTest::newRow("UTF-8, then one Latin-1 byte")
        << QByteArray("[White \"M\xc3\xbcller\"]\n\n1. e4 *\n\n[White \"M\xfcller\"]\n\n1. d4 *")
        << true << false << QStringLiteral("MÃ¼ller");
    QTest::newRow("ASCII") << QByteArray("[White \"Ann\"]\n1. e4 *") << false << false
                           << QStringLiteral("Ann");
}

// Issue 51: valid UTF-8 (a byte order mark passed over), else Latin-1, for the whole file;
// never a replacement character.
void TestPgnFiles::encodings() {
    QFETCH(QByteArray, input);
    QFETCH(bool, latin1);
    QFETCH(bool, bom);
    QFETCH(QString, white);
    std::istringstream in(input.toStdString());
    PgnReader reader(in);
    QCOMPARE(reader.encoding() == PgnEncoding::Latin1, latin1);
    QCOMPARE(reader.hasByteOrderMark(), bom);
    PgnGame g;
    QVERIFY(reader.next(g));
    QCOMPARE(q(g.tag("White")), white);
    QCOMPARE(g.tags.front().first, std::string("White")); // the mark is no part of a tag
    QVERIFY(writePgn(g).find("\xEF\xBF\xBD") == std::string::npos);
    QVERIFY(!QString::fromStdString(writePgn(g)).contains(QChar::ReplacementCharacter));
}

// An error's column counts characters, not bytes, in UTF-8 and in Latin-1 alike.
void TestPgnFiles::columnsCountCharacters() {
    for (const QByteArray& text :
         {QByteArray("1. e4 {\xc3\xa9\xc3\xa9} Ke3 *"), QByteArray("1. e4 {\xe9\xe9} Ke3 *")}) {
        const Parsed<PgnGame> g = readPgn(text.toStdString());
        QVERIFY(!g);
        QVERIFY2(g.error().starts_with("line 1, column 12: Ke3"), g.error().c_str());
    }
}

void TestPgnFiles::latin1BothWays() {
    std::string all;
    for (int c = 1; c < 256; ++c) all += char(c);
    const std::string utf8 = latin1ToUtf8(all);
    QVERIFY(isValidUtf8(utf8));
    std::string back;
    QVERIFY(utf8ToLatin1(utf8, back));
    QCOMPARE(back, all);
    QVERIFY(!utf8ToLatin1("\xd0\x90", back)); // Cyrillic: no Latin-1 byte
    QVERIFY(!isValidUtf8("\xc0\xaf"));        // an overlong '/'
    QVERIFY(!isValidUtf8("\xed\xa0\x80"));    // a surrogate
    QVERIFY(isValidUtf8("\xf0\x9f\x98\x80"));
}

void TestPgnFiles::repairs_data() {
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("line");
    QTest::addColumn<QStringList>("notes");
    // python-chess keeps the main line: so does Ferz, and says so.
    QTest::newRow("(1. d4)))") << QByteArray("1. e4 (1. d4))) e5 *") << "e4 e5"
                               << QStringList{"line 1, column 14: a ')' without '(' is left out",
                                              "line 1, column 15: a ')' without '(' is left out"};
    QTest::newRow("a '(' never closed")
        << QByteArray("1. e4 (1. d4 d5 *") << "e4"
        << QStringList{"line 1, column 17: a result inside a variation is left out",
                       "line 1, column 18: a variation is not closed with ')': it ends here"};
    QTest::newRow("a result in a variation")
        << QByteArray("1. e4 (1. d4 1-0) e5 *") << "e4 e5"
        << QStringList{"line 1, column 14: a result inside a variation is left out"};
    QTest::newRow("a string not closed")
        << QByteArray("[Event \"x]\n[Site \"y\"]\n\n1. e4 *") << "e4"
        << QStringList{"line 1, column 8: a tag left out: a string that does not end on its line"};
    QTest::newRow("a tag without a value")
        << QByteArray("[Event]\n[Site \"y\"]\n1. e4 *") << "e4"
        << QStringList{"line 1, column 7: a tag left out: expected the value of tag \"Event\" in "
                       "quotes"};
    QTest::newRow("a tag without a name")
        << QByteArray("[\"x\"]\n[Site \"y\"]\n1. e4 *") << "e4"
        << QStringList{"line 1, column 2: a tag left out: expected a tag name after '['"};
    QTest::newRow("a tag without ']'")
        << QByteArray("[Round \"1\"\n[Site \"y\"]\n1. e4 *") << "e4"
        << QStringList{"line 2, column 1: a tag left out: expected ']' after the value of tag "
                       "\"Round\""};
    QTest::newRow("Shredder-FEN of standard castling")
        << QByteArray("[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1\"]\n\n1. O-O O-O-O *")
        << "O-O O-O-O" << QStringList{};
}

// What the reader repairs to read a game is said, with where it was.
void TestPgnFiles::repairs() {
    QFETCH(QByteArray, input);
    QFETCH(QString, line);
    QFETCH(QStringList, notes);
    const Parsed<PgnGame> g = readPgn(input.toStdString());
    QVERIFY2(g, g.error().c_str());
    QCOMPARE(sanLine(g->start, g->moves), line);
    QStringList said;
    for (const PgnError& n : g->notes) said << q(n.text());
    QCOMPARE(said, notes);
    if (input.contains("[Site")) QCOMPARE(q(g->tag("Site")), QStringLiteral("y"));
}

// Issue 51: a file cut off in the middle of 14. O-O-O is not a finished draw with a legal
// 14. O-O: the game is kept unfinished, without the word that was cut, and says why.
void TestPgnFiles::cutFile() {
    std::istringstream in(corpusFile(QStringLiteral("cut.pgn")).toStdString());
    PgnReader reader(in);
    PgnGame g;
    QVERIFY(reader.next(g));
    QCOMPARE(g.moves.size(), std::size_t(26));
    QCOMPARE(q(g.result), QStringLiteral("*"));
    QCOMPARE(q(g.tag("Result")), QStringLiteral("*"));
    QCOMPARE(g.notes.size(), std::size_t(2));
    QCOMPARE(q(g.notes[0].text()),
             QStringLiteral("line 7, column 67: the file ends in the middle of \"O-O\": it is left "
                            "out"));
    QVERIFY(
        q(g.notes[1].message).contains(QStringLiteral("the file ends before the game's result")));
    QVERIFY(!reader.next(g));
    QVERIFY(!reader.error());
    // The same text taken as it ends (a paste) has the move.
    const Parsed<PgnGame> pasted = readPgn(corpusFile(QStringLiteral("cut.pgn")).toStdString());
    QVERIFY(pasted);
    QCOMPARE(pasted->moves.size(), std::size_t(27));
}

// The list of a file's games (nextTags) and the games read (next) are the same games, at the
// same places, and a reader started at a listed place reads that game.
void TestPgnFiles::listAndReadAgree() {
    const QDir dir(QStringLiteral(FERZ_TEST_DATA "/pgn"));
    for (const QString& name : dir.entryList({QStringLiteral("*.pgn")})) {
        const std::string bytes = corpusFile(name).toStdString();
        std::istringstream listed(bytes), read(bytes);
        PgnReader lister(listed), reader(read);
        PgnTags tags;
        PgnPlace place;
        PgnGame g;
        for (;;) {
            const bool tagsRead = lister.nextTags(tags, place);
            const bool gameRead = reader.next(g);
            const bool listEnds = !tagsRead && !lister.error();
            const bool readEnds = !gameRead && !reader.error();
            QVERIFY2(listEnds == readEnds, qPrintable(name));
            if (listEnds) break;
            QCOMPARE(place, reader.place());
            std::istringstream again(bytes);
            PgnReader there(again, place, lister.encoding());
            PgnGame h;
            QCOMPARE(there.next(h), gameRead);
            if (gameRead) QCOMPARE(q(writePgn(h)), q(writePgn(g)));
        }
    }
}

void TestPgnFiles::corpus_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("games");
    QTest::newRow("tagless") << "tagless.pgn"
                             << QStringList{"|e4 e5 Nf3|*", "|d4 d5 c4|*", "|c4 e5 Nc3|*",
                                            "|Nf3 d5|1-0"};
    QTest::newRow("cr-only") << "cr-only.pgn"
                             << QStringList{"Club night|e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#|1-0",
                                            "Club night|f3 e5 g4 Qh4#|0-1"};
    QTest::newRow("crlf") << "crlf.pgn"
                          << QStringList{"Rapid|d4 Nf6 c4 e6 Nc3 Bb4|1/2-1/2", "Rapid|e4 c6|*"};
    QTest::newRow("latin1") << "latin1.pgn"
                            << QStringList{"Turnier in Köln|e4 e5 Nf3 Nc6 Bb5 a6|0-1",
                                           "Sørensen|c4|*"};
    QTest::newRow("utf8-bom") << "utf8-bom.pgn" << QStringList{"Москва|e4 e5 Nf3|1-0", "Ōta|d4|*"};
    QTest::newRow("comments") << "comments.pgn" << QStringList{"Comments|e4 e5 Nf3 Nc6 Bb5|*"};
    QTest::newRow("commands") << "commands.pgn" << QStringList{"Blitz|e4 e5 Nf3 Nc6 Bb5 a6|1-0"};
    QTest::newRow("same-first-move") << "same-first-move.pgn" << QStringList{"Variations|e4 e5|*"};
    QTest::newRow("parentheses")
        << "parentheses.pgn"
        << QStringList{
               "Extra|e4 e5|*|note line 4, column 14: a ')' without '(' is left out|note line 4, "
               "column 15: a ')' without '(' is left out",
               "Good 1|c4|*",
               "Open|e4|1-0|note line 14, column 23: a result inside a variation is left out|note "
               "line 14, column 26: a variation is not closed with ')': it ends here",
               "Good 2|Nf3|*"};
    QTest::newRow("variants")
        << "variants.pgn"
        << QStringList{
               "error line 1, column 1: an Atomic game: Ferz plays standard chess and Chess960",
               "error line 7, column 1: a Three-check game: Ferz plays standard chess and "
               "Chess960",
               "error line 13, column 1: a King of the Hill game: Ferz plays standard chess and "
               "Chess960",
               "d|g3|*",
               "e|e4|*",
               "f|O-O O-O-O|*",
               "g|Kc1|*"};
    QTest::newRow("null-moves")
        << "null-moves.pgn"
        << QStringList{"error line 4, column 32: a null move (--): Ferz cannot show the position "
                       "after a move that passes the turn",
                       "error line 9, column 11: a null move (Z0): Ferz cannot show the position "
                       "after a move that passes the turn",
                       "After|c4|*"};
    QTest::newRow("uci") << "uci.pgn"
                         << QStringList{"Engine log|e4 e5 Nf3 Nc6 Bc4 Nf6 O-O Bc5|*",
                                        "Promotion|bxa8=Q+ Kd7|*"};
    QTest::newRow("escape") << "escape.pgn"
                            << QStringList{"One|e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#|1-0", "Two|d4|*"};
    QTest::newRow("tag-only") << "tag-only.pgn"
                              << QStringList{"Abandoned||*", "Played|e4|1-0", "Empty||1/2-1/2"};
    QTest::newRow("broken-tags")
        << "broken-tags.pgn"
        << QStringList{
               "Ann|e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#|1-0|note line 1, column 8: a tag left out: a "
               "string that does not end on its line|note line 3, column 7: a tag left out: "
               "expected the value of tag \"Black\" in quotes|note line 4, column 2: a tag left "
               "out: expected a tag name after '['|note line 6, column 1: a tag left out: "
               "expected ']' after the value of tag \"Round\"",
               "Next|d4|*"};
    QTest::newRow("bad-then-good")
        << "bad-then-good.pgn"
        << QStringList{"error line 4, column 13: Ke3 is not legal here: no white king can move to "
                       "e3",
                       "|d4 d5 c4|*",
                       "error line 9, column 7: \"Zz9\" is not a move in SAN (like e4, Nf3, exd5, "
                       "O-O or e8=Q)",
                       "Fine|c4|*"};
    QTest::newRow("cut") << "cut.pgn"
                         << QStringList{"Cut|d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 Nbd7 Qc2 c5 "
                                        "Bd3 h6 Bh4 cxd4 exd4 dxc4 Bxc4 Nb6 Bd3 Nbd5 Bg3 b6|*|note "
                                        "line 7, column 67: the file ends in the middle of "
                                        "\"O-O\": it is left out|note line 7, column 70: the file "
                                        "ends before the game's result (it may be cut off): the "
                                        "game is kept unfinished"};
}

// Each file of the corpus reads as its games, in order: what could be read, with what was
// repaired, and why the others could not.
void TestPgnFiles::corpus() {
    QFETCH(QString, file);
    QFETCH(QStringList, games);
    const QByteArray bytes = corpusFile(file);
    QVERIFY(!bytes.isEmpty());
    std::istringstream in(bytes.toStdString());
    PgnReader reader(in);
    const QStringList read = readAll(in, reader);
    if (read != games) qWarning("%s", qPrintable(read.join(QStringLiteral("\n"))));
    QCOMPARE(read, games);
}

// Every game of the corpus, written, reads back as the same game (comments with their lines,
// '}' and all, commands as written, same-move variations), and writes the same text again.
void TestPgnFiles::corpusRoundTrip() {
    const QDir dir(QStringLiteral(FERZ_TEST_DATA "/pgn"));
    int games = 0;
    for (const QString& name : dir.entryList({QStringLiteral("*.pgn")})) {
        std::istringstream in(corpusFile(name).toStdString());
        PgnReader reader(in);
        PgnGame g;
        for (;;) {
            if (!reader.next(g)) {
                if (!reader.error()) break;
                continue;
            }
            ++games;
            const std::string written = writePgn(g);
            const Parsed<PgnGame> back = readPgn(written);
            QVERIFY2(back, qPrintable(name + u' ' + q(back.error())));
            QString why;
            QVERIFY2(sameGame(g, *back, why), qPrintable(name + u' ' + why + u'\n' + q(written)));
            QCOMPARE(q(writePgn(*back)), q(written));
        }
    }
    QVERIFY(games >= 30);
}

QTEST_GUILESS_MAIN(TestPgnFiles)
#include "tst_pgnfiles.moc"

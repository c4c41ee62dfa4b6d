// Moves in the user's words: SAN in the piece letters of each language Ferz speaks, or in
// figurines, inside a move, a line and a sentence (SanText); moves typed in those letters read
// back as English; and opening names found as the user types them (OpeningSearch).
#include "language.h"
#include "openingsearch.h"
#include "santext.h"

#include <QStandardItemModel>
#include <QtTest>

class TestWords : public QObject {
    Q_OBJECT
private slots:
    void moveInTheLanguagesLetters_data();
    void moveInTheLanguagesLetters();
    void figurines_data();
    void figurines();
    void movesInsideText_data();
    void movesInsideText();
    void typedInTheLanguagesLetters_data();
    void typedInTheLanguagesLetters();
    void openingsFoundAsTyped_data();
    void openingsFoundAsTyped();
};

void TestWords::moveInTheLanguagesLetters_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("san");
    QTest::addColumn<QString>("shown");
    QTest::newRow("en knight") << "en"
                               << "Nf3"
                               << "Nf3";
    QTest::newRow("de knight") << "de"
                               << "Nf3"
                               << "Sf3";
    QTest::newRow("de promotion") << "de"
                                  << "exd8=Q+"
                                  << "exd8=D+";
    QTest::newRow("de castling") << "de"
                                 << "O-O-O#"
                                 << "O-O-O#";
    QTest::newRow("de pawn") << "de"
                             << "bxc6"
                             << "bxc6";
    QTest::newRow("fr rook") << "fr"
                             << "Rxa8"
                             << "Txa8";
    QTest::newRow("fr king") << "fr"
                             << "Kg1"
                             << "Rg1";
    QTest::newRow("es bishop") << "es"
                               << "Bb5"
                               << "Ab5";
    QTest::newRow("ru king") << "ru"
                             << "Ke2"
                             << "Крe2";
    QTest::newRow("ru knight") << "ru"
                               << "Nbd7"
                               << "Кbd7";
    QTest::newRow("uk rook") << "uk"
                             << "Rd1"
                             << "Тd1";
}

void TestWords::moveInTheLanguagesLetters() {
    QFETCH(QString, language);
    QFETCH(QString, san);
    QFETCH(QString, shown);
    Language speaking(language);
    QCOMPARE(SanText().move(san), shown);
    QCOMPARE(SanText().move(san.toStdString()), shown);
}

void TestWords::figurines_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("san");
    QTest::addColumn<QString>("shown");
    QTest::newRow("knight") << "en"
                            << "Nf3"
                            << "♞f3";
    QTest::newRow("every language alike") << "ru"
                                          << "Qxh7#"
                                          << "♛xh7#";
    QTest::newRow("promotion") << "de"
                               << "e8=R"
                               << "e8=♜";
    QTest::newRow("castling keeps its O") << "en"
                                          << "O-O"
                                          << "O-O";
}

void TestWords::figurines() {
    QFETCH(QString, language);
    QFETCH(QString, san);
    QFETCH(QString, shown);
    Language speaking(language);
    QCOMPARE(SanText(SanText::Figurines).move(san), shown);
}

void TestWords::movesInsideText_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("shown");
    QTest::newRow("a line") << "de"
                            << "14. Nf3 Qd7 15. O-O Rfe8"
                            << "14. Sf3 Dd7 15. O-O Tfe8";
    QTest::newRow("Black first") << "de"
                                 << "14... Qd7 15. Bxf7+"
                                 << "14... Dd7 15. Lxf7+";
    QTest::newRow("a verdict") << "de"
                               << "Fehler: verliert die Dame. Nh4 war besser."
                               << "Fehler: verliert die Dame. Sh4 war besser.";
    QTest::newRow("words that are no moves") << "de"
                                             << "Nice Bishop, Queen's Gambit, K2, Rb"
                                             << "Nice Bishop, Queen's Gambit, K2, Rb";
    QTest::newRow("in parentheses") << "ru"
                                    << "(Nc3!?)"
                                    << "(Кc3!?)";
    QTest::newRow("a promotion in a line") << "fr"
                                           << "1. exd8=Q+ Kxd8"
                                           << "1. exd8=D+ Rxd8";
}

void TestWords::movesInsideText() {
    QFETCH(QString, language);
    QFETCH(QString, text);
    QFETCH(QString, shown);
    Language speaking(language);
    QCOMPARE(SanText().text(text), shown);
}

void TestWords::typedInTheLanguagesLetters_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("english");
    QTest::newRow("de knight") << "de"
                               << "Sf3"
                               << "Nf3";
    QTest::newRow("de promotion") << "de"
                                  << "e8=D"
                                  << "e8=Q";
    QTest::newRow("fr king, not rook") << "fr"
                                       << "Rg1"
                                       << "Kg1";
    QTest::newRow("ru king before knight") << "ru"
                                           << "Крe2"
                                           << "Ke2";
    QTest::newRow("ru knight") << "ru"
                               << "Кf3"
                               << "Nf3";
    QTest::newRow("coordinates stay") << "de"
                                      << "e2e4"
                                      << "e2e4";
    QTest::newRow("english letters stay") << "de"
                                          << "Nf3"
                                          << "Nf3";
}

void TestWords::typedInTheLanguagesLetters() {
    QFETCH(QString, language);
    QFETCH(QString, typed);
    QFETCH(QString, english);
    Language speaking(language);
    QCOMPARE(SanText::toEnglish(typed), english);
}

void TestWords::openingsFoundAsTyped_data() {
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QStringList>("found");
    const QStringList names{QStringLiteral("B20 Sicilian Defense"),
                            QStringLiteral("B90 Sicilian Defense: Najdorf Variation"),
                            QStringLiteral("D70 Grünfeld Defense"),
                            QStringLiteral("A04 Réti Opening"), QStringLiteral("C22 Center Game")};
    QTest::newRow("as written") << "Sicilian Defense" << names.mid(0, 2);
    QTest::newRow("British spelling") << "Sicilian Defence" << names.mid(0, 2);
    QTest::newRow("small letters, in part") << "sicil najd" << names.mid(1, 1);
    QTest::newRow("words in any order") << "najdorf sicilian" << names.mid(1, 1);
    QTest::newRow("no accents") << "Grunfeld" << names.mid(2, 1);
    QTest::newRow("capitals, no accent") << "RETI" << names.mid(3, 1);
    QTest::newRow("with the accent") << "réti" << names.mid(3, 1);
    QTest::newRow("Centre") << "centre game" << names.mid(4, 1);
    QTest::newRow("ECO code") << "b90" << names.mid(1, 1);
    QTest::newRow("nothing") << "Sicilian Dragonfly" << QStringList();
    QTest::newRow("all") << "" << names;
}

void TestWords::openingsFoundAsTyped() {
    QFETCH(QString, typed);
    QFETCH(QStringList, found);
    QStandardItemModel model;
    for (const QString& name :
         {QStringLiteral("B20 Sicilian Defense"),
          QStringLiteral("B90 Sicilian Defense: Najdorf Variation"),
          QStringLiteral("D70 Grünfeld Defense"), QStringLiteral("A04 Réti Opening"),
          QStringLiteral("C22 Center Game")})
        model.appendRow(new QStandardItem(name));
    OpeningSearch search;
    search.setSourceModel(&model);
    search.setQuery(typed);
    QStringList names;
    for (int row = 0; row < search.rowCount(); ++row)
        names << search.index(row, 0).data().toString();
    QCOMPARE(names, found);
}

QTEST_MAIN(TestWords)
#include "tst_words.moc"

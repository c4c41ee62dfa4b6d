#include "helpdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace {

QDialogButtonBox* closeButton(QDialog* dialog) {
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return buttons;
}

} // namespace

HelpDialog::HelpDialog(QWidget* parent) : QDialog(parent), m_text(new QTextBrowser(this)) {
    setWindowTitle(tr("Ferz Help"));
    m_text->setOpenExternalLinks(false);
    m_text->setAccessibleName(tr("Help"));
    m_text->setHtml(guide());
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(closeButton(this));
    resize(560, 520);
}

QString HelpDialog::guide() {
    const auto section = [](const QString& title, const QString& text) {
        return QStringLiteral("<h3>%1</h3><p>%2</p>").arg(title, text);
    };
    return section(tr("Moving"),
                   tr("Drag a piece to its square, or click the piece and then the square. The "
                      "squares it may go to are marked. A right click or Esc puts it back. A "
                      "move can also be typed in the field under the moves, as Nf3 or g1f3. When "
                      "the board refuses a move, a line above it says why.")) +
           section(tr("Without the mouse"),
                   tr("The board takes the keyboard's focus; Tab goes through the toolbar, the "
                      "buttons of the banner above the board, the board, the moves and the move "
                      "field. The arrow keys move a framed square; Enter or Space picks up the "
                      "piece there and puts it down on its new square; Esc puts it back. A pawn "
                      "that promotes offers the queen first: the arrow keys choose another "
                      "piece, Enter takes it, or press Q, R, B or N. From the moves, the arrow "
                      "keys, Home and End step through the game. While a banner shows, Enter "
                      "presses its framed button (New game at the end of a game).")) +
           section(tr("With a screen reader"),
                   tr("Each square of the board reads as, for example, \"e4, white pawn\", in "
                      "the order the board is shown, and the moves as a list, the move on show "
                      "selected. The line at the foot of the window says every move of both "
                      "sides in words, check and checkmate, the end of the game, the answer to a "
                      "draw offer and why a move was refused; a screen reader speaks it as a "
                      "notification. While you review, it says the move on show and the "
                      "analysis's verdict. View → Speak Moves says it aloud without a screen "
                      "reader. View → Board Colours → High Contrast outlines the pieces on "
                      "strongly contrasting squares.")) +
           section(tr("The players and the clock"),
                   tr("Your name and the computer's level stand above and below the board, with "
                      "the captured pieces and each side's clock. A side's first move is not "
                      "timed. The clocks stop while a dialog is open, and P pauses the game; "
                      "the computer does not think meanwhile. A takeback gives back the board, "
                      "not the time. A clock turns red when little time is left.")) +
           section(tr("Levels"),
                   tr("Levels are Elo ratings measured against other engines: 600 is a "
                      "beginner, 1200 a casual player, 1600 a club player, 2000 and above a "
                      "strong player. Full strength plays as well as Ferz can. Hints (H) come "
                      "from full strength, whatever the level.")) +
           section(tr("Openings"),
                   tr("The opening reached is named above the moves, by its ECO code and "
                      "name, and saved with the game. Ferz plays its openings from a book of "
                      "sound lines: a beginner knows a few moves of the common openings, a strong "
                      "level the main lines further, full strength the whole book. New Game "
                      "chooses the book (Ferz's, none, or a Polyglot .bin file of your own) and "
                      "an opening to practise: type any words of its name, and the game starts "
                      "from its position.")) +
           section(tr("Ending a game"),
                   tr("Offer a draw, claim one when the rules allow, resign, or stop the game "
                      "without a result (Stop Game: it does not count), from the Game menu. The "
                      "result is written at the end of the moves. Undo after a resignation or an "
                      "agreed draw asks first, and plays on without the result; a rated game "
                      "stays as it ended.")) +
           section(tr("Review"),
                   tr("Click a move in the list, or use the arrow keys, to see the position "
                      "after it; Home and End go to the start and back to the game. A move "
                      "played on the board in review becomes a variation. Analyse Game marks "
                      "each move: ?! an inaccuracy, ? a mistake, ?? a blunder, with the reason "
                      "and the better move as an arrow. Each mark is checked by a deeper "
                      "search before it is shown, and the words under the graph name the judge: "
                      "Ferz's engine, or another installed engine, such as Stockfish, chosen as "
                      "Judge of the analyses in Game → Engines. Play from Here continues against "
                      "the computer from the position on show.")) +
           section(tr("The analysis board"),
                   tr("Analysis Board (L), in the Game menu, shows the engine's best lines for "
                      "the position on show, with the evaluation from White's side (+1.20 is "
                      "good for White, #5 a mate in five), a bar beside the board and the best "
                      "moves as arrows. It follows every step through the game; click a move of "
                      "a line to add the line up to it as a variation. Choose the engine and "
                      "the number of lines above them, threads and memory under ⋯. While a game "
                      "is being played it waits, as Analyse Game does, until the game has ended "
                      "or is stopped.")) +
           section(tr("Your notes"),
                   tr("Comment (Ctrl+K) writes your own comment on the move on show. The Moves "
                      "menu, or a right click on a move, gives the move a glyph such as ! or ?, "
                      "and the position after it one such as ±. Ctrl+Alt+Z undoes such an "
                      "edit; they are saved with the game.")) +
           section(tr("Arrows and marks"),
                   tr("Drag with the right mouse button to draw an arrow; right-click a square "
                      "to mark it. Green without a key, red with Shift, blue with Alt, yellow "
                      "with Shift and Alt; the same again takes it away, a left click clears "
                      "the board. By keys: X marks the framed square, V on one square and V on "
                      "another draws an arrow, Delete clears. They belong to the move on show "
                      "and are saved in its comment, as lichess and ChessBase save them. Export "
                      "Diagram, in the File menu, writes the position on show with them as a "
                      "PNG or SVG picture; Copy Position as Image, in the Edit menu, copies it.")) +
           section(tr("Your rating"),
                   tr("A game against Ferz at a level, from the usual start (not an opening "
                      "chosen to practise), counts for your rating (Glicko-2) when it ends "
                      "without a move taken back or a hint, which ask first; New "
                      "Game says whether the game it sets up is rated. Each level counts at the "
                      "Elo it measured in matches. The rating stands beside your name, with how "
                      "sure it is (± one deviation); Games (Ctrl+L), Rating, shows its course, "
                      "and New Game suggests a level for even chances and one a bit harder.")) +
           section(tr("Training"),
                   tr("After each game, Ferz looks at your moves in the background and keeps "
                      "each mistake and blunder as a position to train on; games you import "
                      "under your names count too. Train (Ctrl+T) shows the positions due: find "
                      "a better move. A move as good as the engine's is accepted; another is "
                      "explained, and you may try again or see the solution. A position you "
                      "solve comes back later and later; one you miss, the next day.")) +
           section(tr("Your games"),
                   tr("The game in progress is kept on disk after every move and comes back "
                      "when Ferz starts again. Every game you play is kept in your game "
                      "library: Games (Ctrl+L) lists them, to search, filter, sort by a column, "
                      "open for review, export as PGN or delete. Import adds the games of PGN "
                      "files, such as your lichess or chess.com exports; Your Names tells Ferz "
                      "which player is you. ferz --import file.pgn does the same without a "
                      "window. Save (Ctrl+S) writes a game as a PGN file; before the changes "
                      "you made to a game of a file are replaced, Ferz asks."));
}

ShortcutsDialog::ShortcutsDialog(const QList<QAction*>& actions, QWidget* parent)
    : QDialog(parent), m_table(new QTableWidget(this)) {
    setWindowTitle(tr("Keyboard Shortcuts"));
    QList<std::pair<QString, QString>> rows;
    for (const QAction* a : actions) {
        if (a->shortcuts().isEmpty()) continue;
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts()) keys << k.toString(QKeySequence::NativeText);
        QString name = a->text();
        name.remove(QLatin1Char('&'));
        rows.append({name, keys.join(QStringLiteral(", "))});
    }
    std::sort(rows.begin(), rows.end());
    rows.append({tr("Put back the piece in the hand"), tr("Esc, or a right click")});
    rows.append({tr("Play a typed move"), tr("Enter, in the move field")});
    rows.append({tr("Mark the framed square (Shift red, Alt blue, both yellow)"), tr("X")});
    rows.append({tr("Draw an arrow from one framed square to another"), tr("V, then V")});
    rows.append({tr("Clear the arrows and marks"), tr("Delete, or a left click")});
    rows.append(
        {tr("Press the framed button of a banner"), tr("Enter, on the board or the moves")});
    m_table->setColumnCount(2);
    m_table->setAccessibleName(tr("Keyboard shortcuts"));
    m_table->setRowCount(int(rows.size()));
    m_table->setHorizontalHeaderLabels({tr("Action"), tr("Keys")});
    for (int i = 0; i < rows.size(); ++i) {
        m_table->setItem(i, 0, new QTableWidgetItem(rows[i].first));
        m_table->setItem(i, 1, new QTableWidgetItem(rows[i].second));
    }
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(closeButton(this));
    resize(480, 560);
}

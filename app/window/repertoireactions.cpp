#include "repertoireactions.h"

#include "actioncollection.h"
#include "coremessage.h"
#include "gamecontroller.h"
#include "gamepolicy.h"
#include "librarystore.h"
#include "messagebox.h"
#include "notation.h"
#include "reviewnavigator.h"
#include "santext.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>

#include <sstream>

using namespace ferz;

namespace {

// "7…Nd7" or "5.c3": the move's number and the move in the user's letters.
QString numbered(const Position& before, Move move, const SanText& sanText) {
    const QString san = sanText.move(toSan(before, move));
    return before.sideToMove() == White
               ? QStringLiteral("%1.%2").arg(before.fullmoveNumber()).arg(san)
               : QStringLiteral("%1…%2").arg(before.fullmoveNumber()).arg(san);
}

} // namespace

RepertoireActions::RepertoireActions(ActionCollection& actions, const GameController& game,
                                     const ReviewNavigator& review, LibraryStore& store)
    : QObject(&actions), m_game(game), m_review(review), m_store(store),
      m_addWhite(actions.add("addLineWhite", {}, this, [this] { addShownLine(White); })),
      m_addBlack(actions.add("addLineBlack", {}, this, [this] { addShownLine(Black); })),
      m_import(actions.add("importRepertoire", {}, this, [this] { importFile(); })),
      m_export(actions.add("exportRepertoire", {}, this, [this] { exportFile(); })) {
    const auto retranslate = [this, &actions] {
        actions.setTexts({{"addLineWhite", tr("Add Line to Repertoire as &White")},
                          {"addLineBlack", tr("Add Line to Repertoire as Blac&k")},
                          {"importRepertoire", tr("&Import Repertoire…")},
                          {"exportRepertoire", tr("&Export Repertoire…")}});
        updateActions();
    };
    connect(&actions, &ActionCollection::retranslate, this, retranslate);
    retranslate();
    connect(&m_review, &ReviewNavigator::changed, this, &RepertoireActions::updateActions);
    connect(&m_game, &GameController::stateChanged, this, &RepertoireActions::updateActions);
    connect(&m_game, &GameController::reset, this, &RepertoireActions::updateActions);
    if (m_store.isReady())
        open();
    else
        connect(&m_store, &LibraryStore::ready, this, &RepertoireActions::open);
}

RepertoireActions::~RepertoireActions() = default;

void RepertoireActions::open() {
    if (!m_store.isUsable()) return;
    auto library = std::make_unique<Library>(m_store.path(), QStringLiteral("ferz-repertoire"));
    if (!library->openChecked()) return;
    m_library = std::move(library);
    m_white = m_library->repertoire(White);
    m_black = m_library->repertoire(Black);
    updateActions();
    emit changed();
}

bool RepertoireActions::mayMark() const {
    return m_library && GamePolicy::of(m_game).allows(GamePolicy::Help::OpeningTree);
}

void RepertoireActions::updateActions() {
    const QString why = m_library ? GamePolicy::of(m_game).reason(GamePolicy::Help::OpeningTree)
                                  : tr("The game library is not open.");
    const bool moves = m_review.node() && m_review.node()->parent;
    for (QAction* a : {m_addWhite, m_addBlack}) {
        a->setEnabled(mayMark() && moves);
        a->setStatusTip(mayMark() ? QString() : why);
    }
    m_import->setEnabled(m_library != nullptr);
    m_export->setEnabled(m_library != nullptr);
}

// Writes the repertoire of `side` into the library.
bool RepertoireActions::keep(Color side) {
    if (m_library && m_library->storeRepertoire(repertoire(side))) {
        emit changed();
        return true;
    }
    const QString error = m_library ? m_library->error() : tr("The game library is not open.");
    emit notice([error] { return tr("Your repertoire cannot be kept: %1").arg(error); });
    if (m_library) { // what the library holds is the truth
        m_white = m_library->repertoire(White);
        m_black = m_library->repertoire(Black);
    }
    emit changed();
    return false;
}

bool RepertoireActions::addLine(Color side, const Position& start, const std::vector<Move>& moves) {
    if (!mayMark()) {
        const QString why = m_library ? GamePolicy::of(m_game).reason(GamePolicy::Help::OpeningTree)
                                      : tr("The game library is not open.");
        emit notice([why] { return why; });
        return false;
    }
    Repertoire& r = side == White ? m_white : m_black;
    const int added = r.addLine(start, moves);
    if (!keep(side)) return false;
    // English has no plural forms of its own here: the singular is its own sentence.
    const QString words =
        added == 0 ? (side == White ? tr("The line is in your repertoire as White already.")
                                    : tr("The line is in your repertoire as Black already."))
        : side == White
            ? (added == 1 ? tr("Added to your repertoire as White: 1 new move.")
                          : tr("Added to your repertoire as White: %n new moves.", nullptr, added))
            : (added == 1 ? tr("Added to your repertoire as Black: 1 new move.")
                          : tr("Added to your repertoire as Black: %n new moves.", nullptr, added));
    emit said(words);
    return true;
}

bool RepertoireActions::addShownLine(Color side, Move move) {
    const GameTree& tree = m_game.tree();
    std::vector<Move> moves = tree.movesTo(m_review.node());
    if (move != Move::none()) moves.push_back(move);
    return addLine(side, tree.start(), moves);
}

bool RepertoireActions::removeMove(const Position& position, Move move) {
    if (!mayMark()) return false;
    int gone = 0;
    for (const Color side : {White, Black}) {
        Repertoire& r = side == White ? m_white : m_black;
        const int n = r.remove(position, move);
        if (n > 0 && !keep(side)) return false;
        gone += n;
    }
    emit said(gone == 0   ? tr("The move is not in your repertoire.")
              : gone == 1 ? tr("Taken out of your repertoire: 1 move.")
                          : tr("Taken out of your repertoire: %n moves.", nullptr, gone));
    return gone > 0;
}

RepertoireActions::Imported RepertoireActions::importText(const std::string& text,
                                                          std::optional<Color> side) {
    Imported result;
    std::istringstream in(text);
    PgnReader reader(in);
    PgnGame game;
    bool touched[2] = {false, false};
    for (;;) {
        if (!reader.next(game)) {
            if (!reader.error()) break;
            if (result.unreadable++ == 0) result.firstError = trCore(reader.error()->located());
            continue;
        }
        ++result.games;
        Color s = side.value_or(game.tag("Event") == "Black repertoire" ? Black : White);
        result.moves += addGame(s == White ? m_white : m_black, game);
        touched[s] = true;
    }
    for (const Color s : {White, Black})
        if (touched[s]) keep(s);
    return result;
}

std::string RepertoireActions::exportText() const {
    std::string text;
    for (const Color side : {White, Black}) {
        if (repertoire(side).empty()) continue;
        if (!text.empty()) text += '\n';
        text += writePgn(toPgn(repertoire(side)));
    }
    return text;
}

void RepertoireActions::importFile() {
    QWidget* window = qobject_cast<QWidget*>(parent()->parent());
    const QString path = QFileDialog::getOpenFileName(window, tr("Import Repertoire"), QString(),
                                                      tr("PGN files (*.pgn);;All files (*)"));
    if (path.isEmpty()) return;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        warnWithTitle(window, tr("Import Repertoire"),
                      tr("%1 cannot be read: %2").arg(path, file.errorString()));
        return;
    }
    const QByteArray bytes = file.readAll();
    // Whose lines: the Event tag Ferz writes says; otherwise the user does.
    std::optional<Color> side;
    if (!bytes.contains("[Event \"White repertoire\"]") &&
        !bytes.contains("[Event \"Black repertoire\"]")) {
        QMessageBox ask(QMessageBox::Question, tr("Import Repertoire"),
                        tr("Are these your lines as White or as Black?"), QMessageBox::Cancel,
                        window);
        QPushButton* white = ask.addButton(tr("As &White"), QMessageBox::AcceptRole);
        QPushButton* black = ask.addButton(tr("As &Black"), QMessageBox::AcceptRole);
        ask.setDefaultButton(white);
        fitTitle(ask);
        ask.exec();
        if (ask.clickedButton() == white)
            side = White;
        else if (ask.clickedButton() == black)
            side = Black;
        else
            return;
    }
    const Imported r = importText(bytes.toStdString(), side);
    if (r.games == 0) {
        warnWithTitle(window, tr("Import Repertoire"),
                      r.unreadable > 0
                          ? tr("%1 holds no game that can be read: %2").arg(path, r.firstError)
                          : tr("%1 holds no game.").arg(path));
        return;
    }
    QString text = r.moves == 1 ? tr("Repertoire imported: 1 new move.")
                                : tr("Repertoire imported: %n new moves.", nullptr, r.moves);
    if (r.unreadable > 0)
        text += u' ' + (r.unreadable == 1
                            ? tr("1 game could not be read: %1").arg(r.firstError)
                            : tr("%n games could not be read; the first: %1", nullptr, r.unreadable)
                                  .arg(r.firstError));
    emit said(text);
}

void RepertoireActions::exportFile() {
    QWidget* window = qobject_cast<QWidget*>(parent()->parent());
    if (m_white.empty() && m_black.empty()) {
        warnWithTitle(window, tr("Export Repertoire"),
                      tr("Your repertoire is empty: add lines from the opening tree or the move "
                         "list first."));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        window, tr("Export Repertoire"), tr("repertoire.pgn"), tr("PGN files (*.pgn)"));
    if (path.isEmpty()) return;
    QSaveFile file(path);
    const std::string text = exportText();
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        warnWithTitle(window, tr("Export Repertoire"),
                      tr("%1 could not be written: %2").arg(path, file.errorString()));
        return;
    }
    emit said(tr("Repertoire exported to %1.").arg(path));
}

std::optional<Departure> RepertoireActions::departure() const {
    if (m_game.twoPlayers() || m_game.onlyRead()) return std::nullopt;
    const GameTree& tree = m_game.tree();
    const Repertoire& r = repertoire(m_game.humanSide());
    if (r.empty()) return std::nullopt;
    return departureOf(r, tree.start(), tree.movesTo(tree.mainLineEnd()));
}

Words RepertoireActions::departureWords(const SanText& sanText) const {
    const std::optional<Departure> d = departure();
    if (!d) return {};
    return [d = *d, &sanText] { return departureText(d, sanText); };
}

QString RepertoireActions::departureText(const Departure& d, const SanText& sanText) {
    QStringList prepared;
    for (const Move m : d.prepared) prepared << numbered(d.before, m, sanText);
    // "a, b and c"
    QString list = prepared.value(0);
    for (qsizetype i = 1; i < prepared.size(); ++i)
        list = i + 1 == prepared.size() ? tr("%1 and %2").arg(list, prepared[i])
                                        : QStringLiteral("%1, %2").arg(list, prepared[i]);
    const QString played = numbered(d.before, d.played, sanText);
    if (d.byUser)
        return prepared.size() == 1
                   ? tr("You left your repertoire at %1; your line is %2.").arg(played, list)
                   : tr("You left your repertoire at %1; your lines are %2.").arg(played, list);
    return prepared.size() == 1
               ? tr("Your opponent left your repertoire at %1; your line prepares %2.")
                     .arg(played, list)
               : tr("Your opponent left your repertoire at %1; your lines prepare %2.")
                     .arg(played, list);
}

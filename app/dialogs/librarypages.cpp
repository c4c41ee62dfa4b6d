#include "librarypages.h"

#include "coremessage.h"
#include "librarymodel.h"
#include "preferences.h"
#include "ratinggraph.h"
#include "review.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

RatingPage::RatingPage(QWidget* parent)
    : QWidget(parent), m_text(new QLabel(this)), m_graph(new RatingGraph(this)) {
    auto* layout = new QVBoxLayout(this);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_text->setFocusPolicy(Qt::StrongFocus); // read by a screen reader from Tab
    layout->addWidget(m_text);
    layout->addWidget(m_graph, 1);
    showText();
}

void RatingPage::setRating(const RatingSummary& rating) {
    m_rating = rating;
    m_graph->setHistory(rating.history);
    showText();
}

void RatingPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) showText();
    QWidget::changeEvent(event);
}

// The rating in words.
void RatingPage::showText() {
    m_text->setAccessibleName(tr("Your rating"));
    const RatingSummary& rating = m_rating;
    if (rating.games() == 0) {
        m_text->setText(
            tr("You have no rated games yet. A game counts for your rating when you play Ferz "
               "at a level, from the usual start, without taking back a move or asking for a "
               "hint, to its end."));
        return;
    }
    int won = 0, drawn = 0;
    for (const RatingPoint& p : rating.history) {
        won += p.score == 1;
        drawn += p.score == 0.5;
    }
    const int lost = rating.games() - won - drawn;
    const double before = rating.history.size() > 1
                              ? rating.history[rating.history.size() - 2].after.rating
                              : ferz::Rating{}.rating;
    const int change = qRound(rating.history.back().after.rating - before);
    QString text =
        (rating.provisional() ? tr("Your rating: %1 ± %2, provisional until it is surer.")
                              : tr("Your rating: %1 ± %2."))
            .arg(qRound(rating.current.rating))
            .arg(qRound(rating.current.deviation));
    text +=
        u' ' + tr("Rated games: %1 (won %2, drawn %3, lost %4). The last one: %5.")
                   .arg(QString::number(rating.games()), QString::number(won),
                        QString::number(drawn), QString::number(lost),
                        change >= 0 ? QStringLiteral("+%1").arg(change) : QString::number(change));
    text += u' ' + tr("Your strength is likely within the band around the line. Each of Ferz's "
                      "levels counts at the Elo it measured in matches.");
    m_text->setText(text);
}

StatisticsPage::StatisticsPage(QWidget* parent) : QTextBrowser(parent) {
    setOpenLinks(false);
}

namespace {

// A reason of the training positions, in the review's words; a mate without its distance.
QString reasonText(int reason, int piece) {
    switch (ferz::Reason(reason)) {
    case ferz::Reason::AllowsMate: return StatisticsPage::tr("allows a mate");
    case ferz::Reason::MissesMate: return StatisticsPage::tr("misses a mate");
    case ferz::Reason::BetterMove: return StatisticsPage::tr("no clear reason: a better move");
    default: {
        ferz::Explanation e;
        e.reason = ferz::Reason(reason);
        e.piece = ferz::PieceType(piece);
        return trCore(e.reasonMessage());
    }
    }
}

} // namespace

void StatisticsPage::setStatistics(const LibraryStatistics& s) {
    setAccessibleName(tr("Statistics"));
    const auto table = [](const QString& title, const QString& what,
                          const QList<std::pair<QString, ScoreLine>>& rows) {
        if (rows.isEmpty()) return QString();
        QString html =
            QStringLiteral("<h3>%1</h3><table cellpadding=\"3\"><tr><th align=\"left\">%2</th>"
                           "<th>%3</th><th>%4</th><th>%5</th><th>%6</th><th>%7</th></tr>")
                .arg(title.toHtmlEscaped(), what.toHtmlEscaped(), tr("Games"), tr("Won"),
                     tr("Drawn"), tr("Lost"), tr("Score"));
        for (const auto& [name, line] : rows)
            html += QStringLiteral(
                        "<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td>"
                        "<td align=\"right\">%4</td><td align=\"right\">%5</td>"
                        "<td align=\"right\">%6</td></tr>")
                        .arg(name.toHtmlEscaped(), QString::number(line.games),
                             QString::number(line.won), QString::number(line.drawn),
                             QString::number(line.lost),
                             QStringLiteral("%1%").arg(qRound(line.percent())));
        return html + QStringLiteral("</table>");
    };
    QList<std::pair<QString, ScoreLine>> levels, colours, openings, clocks;
    for (const ScoreLine& l : s.byLevel)
        levels.append({Preferences::shortLevelName(l.key.toInt()), l});
    for (const ScoreLine& l : s.byColour)
        colours.append({l.key == u'0' ? tr("White") : tr("Black"), l});
    for (const ScoreLine& l : s.byOpening.mid(0, 10)) openings.append({l.key, l});
    for (const ScoreLine& l : s.byTimeControl.mid(0, 8))
        clocks.append({l.key.isEmpty() ? tr("No clock") : clockText(l.key), l});
    QString html = table(tr("Against Ferz's levels"), tr("Level"), levels) +
                   table(tr("By colour"), tr("You had"), colours) +
                   table(tr("By opening"), tr("Opening"), openings) +
                   table(tr("By clock"), tr("Clock"), clocks);
    if (!s.mistakeReasons.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3><table cellpadding=\"3\"><tr><th "
                               "align=\"left\">%2</th><th>%3</th></tr>")
                    .arg(tr("Your most common mistakes"), tr("The move"), tr("Times"));
        for (const auto& r : s.mistakeReasons.mid(0, 8))
            html +=
                QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>")
                    .arg(reasonText(r.reason, r.piece).toHtmlEscaped(), QString::number(r.count));
        html += QStringLiteral("</table>");
    }
    if (html.isEmpty())
        html = QStringLiteral("<p>%1</p>")
                   .arg(tr("Your results appear here once you have finished games: played in "
                           "Ferz, or imported under one of your names.")
                            .toHtmlEscaped());
    setHtml(html);
}

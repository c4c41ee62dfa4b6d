#include "santext.h"

#include <QRegularExpression>

#include <algorithm>

namespace {

constexpr char16_t English[] = u"KQRBN";
// The solid figurines read best at the move list's size, whichever side moved.
constexpr char16_t Figures[] = u"♚♛♜♝♞";

} // namespace

QStringList SanText::letters() {
    //: The letters of the king, queen, rook, bishop and knight in moves (SAN), in this order,
    //: separated by spaces: "K Q R B N" in English, "Кр Ф Л С К" in Russian.
    const QStringList letters = tr("K Q R B N").split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return letters.size() == 5
               ? letters
               : QStringList{QStringLiteral("K"), QStringLiteral("Q"), QStringLiteral("R"),
                             QStringLiteral("B"), QStringLiteral("N")};
}

QString SanText::piece(QChar english) const {
    const auto at = std::u16string_view(English).find(english.unicode());
    if (at == std::u16string_view::npos) return english;
    if (m_style == Figurines) return QChar(Figures[at]);
    return letters().at(qsizetype(at));
}

// In a SAN move only the pieces are capitals: the files are small letters, castling is O.
QString SanText::move(const QString& san) const {
    QString out;
    out.reserve(san.size() + 2);
    for (const QChar c : san) out += c == u'O' ? QString(c) : piece(c);
    return out;
}

QString SanText::move(std::string_view san) const {
    return move(QString::fromUtf8(san.data(), qsizetype(san.size())));
}

QString SanText::text(const QString& text) const {
    // A piece's move ("Nbd7", "Qxe7+") or a promotion ("exd8=Q#"), not inside a word.
    static const QRegularExpression san(QStringLiteral(
        "(?<![\\p{L}\\p{N}_])(?:[KQRBN][a-h]?[1-8]?x?[a-h][1-8]|[a-h](?:x[a-h])?[18]=[QRBN])"
        "[+#]?(?![\\p{L}\\p{N}_])"));
    QString out;
    qsizetype done = 0;
    for (QRegularExpressionMatchIterator it = san.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += QStringView(text).mid(done, m.capturedStart() - done);
        out += move(m.captured());
        done = m.capturedEnd();
    }
    out += QStringView(text).mid(done);
    return out;
}

// The longest letter first: Russian writes the king "Кр" and the knight "К".
QString SanText::toEnglish(const QString& typed) {
    const QStringList local = letters();
    std::vector<std::pair<QString, QChar>> pieces;
    for (qsizetype i = 0; i < local.size(); ++i) pieces.emplace_back(local[i], QChar(English[i]));
    std::stable_sort(pieces.begin(), pieces.end(),
                     [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
    QString out;
    for (qsizetype i = 0; i < typed.size();) {
        const auto match = std::find_if(pieces.begin(), pieces.end(), [&](const auto& p) {
            return QStringView(typed).mid(i).startsWith(p.first);
        });
        if (match == pieces.end()) {
            out += typed[i++];
        } else {
            out += match->second;
            i += match->first.size();
        }
    }
    return out;
}

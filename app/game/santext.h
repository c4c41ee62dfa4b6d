// SAN as the user reads it: the piece letters of their language ("Sf3" in German, "Кf3" in
// Russian) or, by the View menu's choice, figurines ("♞f3"). The move list, the comments it
// shows, the banners, the review's verdicts, the engine's lines and the Train window write
// their moves through it; files, the clipboard and the game library keep English SAN, as PGN
// asks. A move typed in the user's letters is read back through toEnglish().
//
// Threading contract: none of its own; it reads the installed translators (the GUI thread's).
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <string_view>

class SanText {
    Q_DECLARE_TR_FUNCTIONS(SanText)
public:
    enum Style { Letters, Figurines };

    explicit SanText(Style style = Letters) : m_style(style) {}
    Style style() const { return m_style; }
    bool operator==(const SanText&) const = default;

    /// One move in English SAN, as the user reads it: "Nf3" is "Sf3" in German letters and
    /// "♞f3" in figurines; "e8=Q+" is "e8=D+" and "e8=♛+".
    QString move(std::string_view san) const;
    QString move(const QString& san) const;
    QString move(const char* san) const { return move(std::string_view(san)); }
    /// The English SAN moves in a text (a comment, a line "14. Nf3 Qd7", a verdict "Nf3 was
    /// better") written as move() writes them; every other word stays as it is.
    QString text(const QString& text) const;

    /// A move typed in the user's letters, in English ("Sf3" → "Nf3", "Крe2" → "Ke2");
    /// what holds none of their letters comes back as it is.
    static QString toEnglish(const QString& typed);
    /// The letters of the king, queen, rook, bishop and knight in the language in use.
    static QStringList letters();

private:
    QString piece(QChar english) const;

    Style m_style;
};

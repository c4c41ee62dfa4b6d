// A strip over the board that says something and offers buttons: the end of the game, the
// review of an earlier position, a draw that may be claimed, the computer's answer to an offer.
#pragma once

#include <QFrame>

class QHBoxLayout;
class QLabel;
class QPushButton;

class Banner : public QFrame {
    Q_OBJECT
public:
    enum Tone { Info, Success, Warning };

    explicit Banner(Tone tone, QWidget* parent = nullptr);

    void setText(const QString& text);
    QString text() const;
    /// Adds a button; its clicked signal is the caller's to connect.
    QPushButton* addButton(const QString& text);

private:
    QLabel* m_label;
    QHBoxLayout* m_layout;
};

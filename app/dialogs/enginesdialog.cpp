#include "enginesdialog.h"

#include "dialogaccess.h"
#include "enginescanner.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

EnginesDialog::EnginesDialog(const QList<EngineConfig>& engines, QWidget* parent)
    : QDialog(parent), m_engines(engines), m_list(new QListWidget(this)),
      m_name(new QLineEdit(this)), m_program(new QLineEdit(this)), m_arguments(new QLineEdit(this)),
      m_options(new QPlainTextEdit(this)), m_error(new QLabel(this)),
      m_remove(new QPushButton(tr("Remove"), this)), m_rescan(new QPushButton(tr("Rescan"), this)),
      m_scanStatus(new QLabel(this)), m_scanner(new EngineScanner(this)), m_form(new QWidget(this)),
      m_judge(new QComboBox(this)) {
    setWindowTitle(tr("Engines"));

    auto* add = new QPushButton(tr("Add"), this);
    auto* browse = new QPushButton(tr("Browse…"), this);
    m_program->setPlaceholderText(tr("e.g. stockfish or /usr/games/stockfish"));
    m_arguments->setPlaceholderText(tr("e.g. --uci for gnuchess"));
    m_options->setPlaceholderText(
        tr("One option a line, e.g.\nUCI_LimitStrength=true\nUCI_Elo=1500"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));

    auto* programRow = new QHBoxLayout;
    programRow->addWidget(m_program, 1);
    programRow->addWidget(browse);
    auto* form = new QFormLayout(m_form);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Program:"), programRow);
    m_program->setAccessibleName(tr("Program")); // its label names a row of two
    m_options->setTabChangesFocus(true);         // one option a line: Tab leaves the field
    form->addRow(tr("Arguments:"), m_arguments);
    form->addRow(tr("Options:"), m_options);

    auto* listButtons = new QHBoxLayout;
    listButtons->addWidget(add);
    listButtons->addWidget(m_remove);
    listButtons->addWidget(m_rescan);
    m_rescan->setToolTip(tr("Look for the chess engines installed on this computer"));
    m_scanStatus->setWordWrap(true);
    auto* left = new QVBoxLayout;
    left->addWidget(m_list, 1);
    m_list->setAccessibleName(tr("Engines"));
    auto* judgeRow = new QFormLayout;
    judgeRow->addRow(tr("Judge of the analyses:"), m_judge);
    m_judge->setToolTip(tr("The engine that analyses your games: Analyse Game, the training "
                           "positions and the Games window"));
    chainTabOrder({m_list, add, m_remove, m_rescan, m_name, m_program, browse, m_arguments,
                   m_options, m_judge});
    left->addLayout(listButtons);
    auto* columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addWidget(m_form, 2);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("UCI chess engines installed on this computer, to play "
                                    "against instead of Ferz, or to judge your games."),
                                 this));
    layout->addLayout(columns, 1);
    layout->addLayout(judgeRow);
    layout->addWidget(m_scanStatus);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    for (const EngineConfig& e : m_engines) m_list->addItem(e.label());
    connect(m_rescan, &QPushButton::clicked, this, &EnginesDialog::rescan);
    connect(m_scanner, &EngineScanner::finished, this, &EnginesDialog::onScanned);
    connect(add, &QPushButton::clicked, this, &EnginesDialog::addEngine);
    connect(m_remove, &QPushButton::clicked, this, &EnginesDialog::removeEngine);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Choose an engine"),
                                                          QStringLiteral("/usr/games"));
        if (!file.isEmpty()) m_program->setText(file);
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &EnginesDialog::showEngine);
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString& text) {
        if (QListWidgetItem* item = m_list->item(m_row)) item->setText(text);
        if (m_row >= 0 && m_row < m_engines.size()) {
            // The judge follows its engine's new name.
            const bool judging = m_judge->currentData().toString() == m_engines[m_row].name;
            m_engines[m_row].name = text.trimmed();
            refillJudges();
            if (judging) setReviewEngine(m_engines[m_row].name);
        }
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &EnginesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_list->setCurrentRow(m_engines.isEmpty() ? -1 : 0);
    showEngine(m_list->currentRow());
    refillJudges();
    describeChoices({m_judge});
    resize(640, 420);
}

void EnginesDialog::showEngine(int row) {
    if (m_row >= 0 && m_row < m_engines.size()) storeEdits();
    m_row = row;
    const bool valid = row >= 0 && row < m_engines.size();
    m_form->setEnabled(valid);
    m_remove->setEnabled(valid);
    const EngineConfig e = valid ? m_engines[row] : EngineConfig();
    m_name->setText(e.name);
    m_program->setText(e.program);
    QStringList quoted;
    for (const QString& arg : e.arguments)
        quoted << (arg.contains(QLatin1Char(' ')) ? QLatin1Char('"') + arg + QLatin1Char('"')
                                                  : arg);
    m_arguments->setText(quoted.join(QLatin1Char(' ')));
    m_options->setPlainText(e.optionsText());
}

QString EnginesDialog::storeEdits() {
    if (m_row < 0 || m_row >= m_engines.size()) return {};
    EngineConfig& e = m_engines[m_row];
    e.name = m_name->text().trimmed();
    e.program = m_program->text().trimmed();
    // Split like a command line, but nothing is ever run through a shell.
    e.arguments = QProcess::splitCommand(m_arguments->text());
    const QString optionsError = e.setOptionsText(m_options->toPlainText());
    return optionsError.isEmpty() ? QString() : tr("%1: %2").arg(e.name, optionsError);
}

void EnginesDialog::rescan() {
    storeEdits();
    m_rescan->setEnabled(false);
    m_scanStatus->setText(tr("Looking for chess engines…"));
    m_scanner->start();
}

// The engines found that are not listed yet join the list; the status says which.
void EnginesDialog::onScanned(const QList<EngineConfig>& found) {
    m_rescan->setEnabled(true);
    QStringList added;
    for (const EngineConfig& e : EngineConfig::notListed(found, m_engines)) {
        m_engines << e;
        m_list->addItem(e.label());
        added << e.label();
    }
    if (!added.isEmpty()) m_list->setCurrentRow(int(m_engines.size()) - 1);
    refillJudges();
    m_scanStatus->setText(added.isEmpty() ? tr("No engine found that is not in the list already.")
                                          : tr("Found: %1.").arg(added.join(QStringLiteral(", "))));
}

void EnginesDialog::addEngine() {
    storeEdits();
    EngineConfig e;
    e.name = tr("New engine");
    m_engines << e;
    m_list->addItem(e.name);
    m_list->setCurrentRow(int(m_engines.size()) - 1);
    refillJudges();
    m_name->setFocus();
    m_name->selectAll();
}

void EnginesDialog::removeEngine() {
    const int row = m_row;
    if (row < 0 || row >= m_engines.size()) return;
    m_row = -1; // nothing to store
    m_engines.removeAt(row);
    delete m_list->takeItem(row);
    showEngine(m_list->currentRow());
    refillJudges();
}

void EnginesDialog::refillJudges() {
    const QString chosen = reviewEngine();
    const QSignalBlocker quiet(m_judge);
    m_judge->clear();
    m_judge->addItem(tr("Ferz"), QString());
    for (const EngineConfig& e : m_engines)
        if (!e.name.trimmed().isEmpty()) m_judge->addItem(e.name, e.name);
    setReviewEngine(chosen);
}

QString EnginesDialog::reviewEngine() const {
    return m_judge->currentData().toString();
}

void EnginesDialog::setReviewEngine(const QString& name) {
    const int index = m_judge->findData(name);
    m_judge->setCurrentIndex(index >= 0 ? index : 0);
    describeChoice(m_judge);
}

void EnginesDialog::accept() {
    QStringList problems;
    if (const QString error = storeEdits(); !error.isEmpty()) problems << error;
    for (const EngineConfig& e : m_engines) {
        if (const QString p = e.problem(); !p.isEmpty()) problems << tr("%1: %2").arg(e.name, p);
    }
    m_error->setText(problems.join(QLatin1Char('\n')));
    if (problems.isEmpty()) QDialog::accept();
}

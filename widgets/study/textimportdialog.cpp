// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/study/textimportdialog.h"

#include "model/project/corpuswriter.h"
#include "model/project/project.h"
#include "model/storage/repository.h"

#include "widgets/common/filedialogs.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

constexpr int PreviewRows = 10;
const QStringList Fixed{u"id"_s, u"prompt"_s, u"text"_s, u"format"_s, u"code_language"_s};

QComboBox *mappingCombo(const QString &column, QWidget *parent)
{
    auto *box = new QComboBox(parent);
    box->addItem(TextImportDialog::tr("Id"), u"id"_s);
    box->addItem(TextImportDialog::tr("Prompt"), u"prompt"_s);
    box->addItem(TextImportDialog::tr("Text"), u"text"_s);
    box->addItem(TextImportDialog::tr("Format"), u"format"_s);
    box->addItem(TextImportDialog::tr("Code language"), u"code_language"_s);
    box->addItem(TextImportDialog::tr("Metadata “%1”").arg(column), column);
    box->addItem(TextImportDialog::tr("Leave out"), QString());
    const QString natural = column == "generation"_L1 ? u"text"_s : column;
    box->setCurrentIndex(Fixed.contains(natural) ? int(Fixed.indexOf(natural)) : 5);
    box->setAccessibleName(TextImportDialog::tr("Column %1 becomes").arg(column));
    return box;
}

} // namespace

TextImportDialog::TextImportDialog(Project &project, qint64 actorId, QWidget *parent)
    : QDialog(parent)
    , m_project(project)
    , m_actorId(actorId)
    , m_file(new QLineEdit(this))
    , m_table(new QTableWidget(this))
    , m_import(new QPushButton(tr("&Add Texts"), this))
    , m_status(new QLabel(this))
{
    setWindowTitle(tr("Add Texts"));
    // Typed or pasted paths load on Enter or when the field loses focus, as Browse… loads its choice.
    m_file->setPlaceholderText(tr("A .csv, .jsonl or .txt file: type its path, or Browse…"));
    m_file->setAccessibleName(tr("File of texts"));
    auto *browse = new QPushButton(tr("&Browse…"), this);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browse);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setAccessibleName(tr("Preview of the first rows, with what each column becomes"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_import, QDialogButtonBox::AcceptRole);
    m_import->setEnabled(false);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(fileRow);
    layout->addWidget(new QLabel(tr("The first rows, and what each column becomes:"), this));
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    connect(browse, &QPushButton::clicked, this, &TextImportDialog::browse);
    connect(m_file, &QLineEdit::editingFinished, this, &TextImportDialog::loadTyped);
    m_table->viewport()->installEventFilter(this);
    connect(m_import, &QPushButton::clicked, this, &TextImportDialog::addTexts);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(900, 520);
}

// The path field loses the focus as the dialog goes, and would load into a dialog half taken down.
TextImportDialog::~TextImportDialog()
{
    m_file->disconnect(this);
}

void TextImportDialog::browse()
{
    const QString path = FileDialogs::getOpenFileName(
        this, tr("Texts to Annotate"), QFileInfo(m_project.path()).absolutePath(), tr("Texts (*.csv *.jsonl *.txt)"));
    if (!path.isEmpty()) setFile(path);
}

bool TextImportDialog::setFile(const QString &path)
{
    m_path = path;
    m_file->setText(path);
    const QString suffix = QFileInfo(path).suffix().toLower();
    m_format = suffix == "jsonl"_L1 || suffix == "json"_L1 ? u"jsonl"_s : suffix == "txt"_L1 ? u"txt"_s : u"csv"_s;
    ImportError error;
    const std::optional<QByteArray> bytes = readImportFile(path, &error);
    const auto preview = bytes ? ItemFileReader::preview(m_format, *bytes, path, PreviewRows, &error) : std::nullopt;
    m_table->clear();
    m_import->setEnabled(preview.has_value());
    if (!preview) {
        m_status->setText(error.message());
        return false;
    }
    m_columns = preview->columns;
    m_table->setColumnCount(int(m_columns.size()));
    m_table->setHorizontalHeaderLabels(m_columns);
    m_table->setRowCount(int(preview->rows.size()) + 1);
    m_table->setVerticalHeaderItem(0, new QTableWidgetItem(tr("Becomes")));
    for (int c = 0; c < m_columns.size(); ++c) m_table->setCellWidget(0, c, mappingCombo(m_columns[c], m_table));
    for (int r = 0; r < preview->rows.size(); ++r) {
        m_table->setVerticalHeaderItem(r + 1, new QTableWidgetItem(QString::number(r + 1)));
        for (int c = 0; c < m_columns.size(); ++c) {
            const QString value = preview->rows[r].value(c);
            auto *cell = new QTableWidgetItem(value.left(200).simplified());
            cell->setToolTip(value.left(2000)); // the whole value on hover (a long prompt, within reason)
            m_table->setItem(r + 1, c, cell);
        }
    }
    fitColumns();
    m_status->setText(tr("Check what each column becomes, then add the texts. Nothing is added until then."));
    return true;
}

void TextImportDialog::loadTyped()
{
    const QString typed = m_file->text().trimmed();
    if (!typed.isEmpty() && typed != m_path) setFile(typed);
}

// Enter in the path field loads the preview; it must not also press Add Texts before anyone has seen it.
void TextImportDialog::keyPressEvent(QKeyEvent *event)
{
    if (m_file->hasFocus() && (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)) {
        loadTyped();
        return;
    }
    QDialog::keyPressEvent(event);
}

// The columns follow the table's own width, which the dialog's layout settles after the dialog's resize.
bool TextImportDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize) fitColumns();
    return QDialog::eventFilter(watched, event);
}

// Every column in view: each as wide as its contents up to a share of the width that the narrower ones
// leave (a wide prompt column pushed the text, model and topic off-screen); the rest is elided, whole on
// hover. No narrower than its "Becomes" box.
void TextImportDialog::fitColumns()
{
    const int columns = m_table->columnCount();
    if (columns == 0) return;
    m_table->resizeColumnsToContents();
    QList<int> wanted(columns);
    for (int c = 0; c < columns; ++c) wanted[c] = m_table->columnWidth(c);
    QList<int> sorted = wanted;
    std::sort(sorted.begin(), sorted.end());
    int room = m_table->viewport()->width(), cap = room;
    for (int i = 0; i < columns; ++i) { // the widest cap at which everything fits
        const int share = room / (columns - i);
        if (sorted[i] > share) {
            cap = share;
            break;
        }
        room -= sorted[i];
    }
    for (int c = 0; c < columns; ++c) {
        const int floor = mappingBox(c) ? mappingBox(c)->minimumSizeHint().width() : 0;
        m_table->setColumnWidth(c, std::max(floor, std::min(wanted[c], cap)));
    }
}

QComboBox *TextImportDialog::mappingBox(int column) const
{
    return qobject_cast<QComboBox *>(m_table->cellWidget(0, column));
}

ItemFileReader::Mapping TextImportDialog::mapping() const
{
    ItemFileReader::Mapping out;
    for (int c = 0; c < m_columns.size(); ++c) {
        if (const QComboBox *box = mappingBox(c)) out.insert(m_columns[c], box->currentData().toString());
    }
    return out;
}

void TextImportDialog::addTexts()
{
    ImportError readError;
    const std::optional<QByteArray> bytes = readImportFile(m_path, &readError);
    const auto corpus = bytes ? ItemFileReader::read(m_format, *bytes, m_path, &readError, mapping()) : std::nullopt;
    if (!corpus) {
        m_status->setText(readError.message() + u'\n' + tr("Nothing was added."));
        return;
    }
    ImportSummary summary;
    QString error;
    bool ok = false;
    {
        Transaction transaction(&m_project.database()); // all the texts or none
        ok = CorpusWriter::write(m_project, m_actorId, *corpus, &summary, &error) && transaction.commit();
    }
    if (!ok) {
        m_status->setText(error + u'\n' + tr("Nothing was added."));
        return;
    }
    m_added += summary.newItems;
    m_status->setText(tr("Added %1 new text(s); %2 were already in the project.")
                          .arg(summary.newItems)
                          .arg(summary.items - summary.newItems));
    m_import->setEnabled(false);
}

} // namespace Errata

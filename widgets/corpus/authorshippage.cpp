// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/corpus/authorshippage.h"

#include "model/domain/csv.h"
#include "model/project/project.h"
#include "model/storage/itemrepository.h"
#include "widgets/corpus/pagejob.h"
#include "widgets/corpus/pageparts.h"

#include <QComboBox>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableWidget>

#include <numeric>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

QString share(double value)
{
    return QLocale().toString(value, 'f', 3);
}

QString maybe(const std::optional<double> &value)
{
    return value ? share(*value) : AuthorshipPage::tr("undefined");
}

// The row's numbers as errata-cli authorship --format csv has them, every digit.
QStringList numbers(const AuthorshipSummary &s)
{
    const auto full = [](double v) { return QString::number(v, 'g', 17); };
    const auto opt = [&](const std::optional<double> &v) { return v ? full(*v) : QString(); };
    return {QString::number(s.answers),
            full(s.accuracy),
            full(s.accuracyInterval.first),
            full(s.accuracyInterval.second),
            full(s.binomialP),
            opt(s.machinePrecision),
            opt(s.machineRecall),
            opt(s.machineF1),
            full(s.judgedHuman),
            full(s.definitely),
            opt(s.alphaOrdinal),
            opt(s.alphaBinary)};
}

} // namespace

void CorrectAnswersView::setCounts(const QList<int> &evaluatorsByCorrect)
{
    m_counts = evaluatorsByCorrect;
    setAccessibleDescription(tr("%n evaluator(s) by their number of correct answers", nullptr,
                                int(std::accumulate(m_counts.cbegin(), m_counts.cend(), 0))));
    update();
}

void CorrectAnswersView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    const QFontMetrics metrics(font());
    const int line = metrics.height(), top = 2 * line + 4, bottom = height() - 2 * line - 4;
    painter.setPen(palette().text().color());
    painter.drawText(QRect(0, 2, width(), line), Qt::AlignCenter, tr("Evaluators by number of correct answers"));
    painter.drawText(QRect(0, height() - line - 2, width(), line), Qt::AlignCenter, tr("correct answers"));
    if (m_counts.isEmpty() || bottom <= top) return;
    const int most = std::max(1, *std::max_element(m_counts.cbegin(), m_counts.cend()));
    const double slot = double(width() - 20) / double(m_counts.size());
    for (qsizetype k = 0; k < m_counts.size(); ++k) {
        const int barHeight = int(double(bottom - top) * m_counts[k] / most);
        const double barWidth = std::min(slot * 0.7, 4.0 * line); // a few evaluators: narrow bars, centred
        const QRectF bar(10 + slot * (double(k) + 0.5) - barWidth / 2, bottom - barHeight, barWidth, barHeight);
        painter.fillRect(bar, palette().highlight());
        painter.drawText(QRectF(bar.left(), bar.top() - line - 2, bar.width(), line), Qt::AlignCenter,
                         QString::number(m_counts[k]));
        painter.drawText(QRectF(bar.left(), bottom + 2, bar.width(), line), Qt::AlignCenter, QString::number(k));
    }
    painter.drawLine(10, bottom, width() - 10, bottom);
}

AuthorshipPage::AuthorshipPage(QWidget *parent)
    : QWidget(parent)
    , m_job(new PageJob(this))
{
    m_stack = PageParts::stackWithEmptyState(
        this,
        tr("<p>No evaluator has answered who wrote a text yet.</p>"
           "<p>Ask it with <tt>errata-cli init --judgements authorship</tt> (Clark et al.'s four-point scale); "
           "once answers are handed in, this page says how often people were right, with items whose "
           "metadata tells who wrote them (model = human, by default).</p>"),
        buildPage());
}

QWidget *AuthorshipPage::buildControls(QWidget *parent)
{
    auto *controls = new QWidget(parent);
    auto *row = new QHBoxLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    m_truth = PageParts::labelledCombo(controls, row, tr("Writ&er in:"), [this] { recompute(); });
    m_human = new QLineEdit(u"human"_s, controls);
    m_human->setMaximumWidth(160);
    auto *caption = new QLabel(tr("a person when e&qual to:"), controls);
    caption->setBuddy(m_human);
    row->addWidget(caption);
    row->addWidget(m_human);
    m_by = PageParts::labelledCombo(controls, row, tr("Grou&p by:"), [this] { recompute(); });
    row->addStretch(1);
    connect(m_human, &QLineEdit::editingFinished, this, &AuthorshipPage::recompute);
    return controls;
}

QWidget *AuthorshipPage::buildPage()
{
    auto *page = new QWidget(this);
    m_note = new QLabel(page);
    m_note->setWordWrap(true);
    m_table = PageParts::resultsTable(page, tr("How often evaluators were right"));
    m_histogram = new CorrectAnswersView(page);
    auto *split = new QSplitter(Qt::Vertical, page);
    split->addWidget(m_table);
    split->addWidget(m_histogram);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    auto *buttons = new QHBoxLayout;
    PageParts::addExportButtons(
        this, buttons, {{tr("Export F&igure (PNG)…"), u"png"_s}, {tr("Export N&umbers (CSV)…"), u"csv"_s}},
        [this](const QString &path, QString *error) {
            const bool saved = m_histogram->grab().save(path, "PNG");
            if (!saved) *error = tr("%1 could not be written.").arg(path);
            return saved;
        },
        [this](const QString &path, QString *error) { return exportTable(path, error); });
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildControls(page));
    layout->addWidget(m_note);
    layout->addWidget(split, 1);
    layout->addLayout(buttons);
    return page;
}

bool AuthorshipPage::isBusy() const
{
    return m_job->isBusy();
}

void AuthorshipPage::setProject(Project *project, const QHash<qint64, QString> &names)
{
    m_project = project;
    m_names = names;
    m_report = {};
    m_truth->clear();
    m_by->clear();
    m_by->addItem(tr("Nothing (all answers)"), QString());
    m_by->addItem(tr("the evaluator's condition"), u"condition"_s);
    m_by->addItem(tr("evaluator"), u"annotator"_s);
    for (const QString &key : project ? project->items().metadataKeys() : QStringList()) {
        m_truth->addItem(key, key);
        m_by->addItem(key, key);
    }
    m_truth->setCurrentIndex(std::max(0, m_truth->findData(u"model"_s)));
    fillTable();
    m_histogram->setCounts({});
    m_stale = project != nullptr;
    if (m_stale && isVisible()) recompute();
}

void AuthorshipPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (std::exchange(m_stale, false)) recompute();
}

AuthorshipRequest AuthorshipPage::request() const
{
    AuthorshipRequest asked;
    asked.truthKey = m_truth->currentData().toString();
    asked.humanValue = m_human->text().trimmed();
    asked.by = m_by->currentData().toString();
    asked.names = m_names;
    return asked;
}

void AuthorshipPage::recompute()
{
    if (!m_project) return;
    m_stale = false;
    auto report = std::make_shared<AuthorshipReportData>();
    const AuthorshipRequest asked = request();
    const QString path = m_project->path();
    m_job->run(
        path,
        [asked, report](Project &project, QString *error) {
            AuthorshipReport::compute(project, asked, report.get(), error);
        },
        [this, report, asked, path](const QString &error) {
            if (m_project && m_project->path() == path) take(*report, error, asked);
        });
    m_note->setText(tr("Counting the answers…"));
}

void AuthorshipPage::take(const AuthorshipReportData &report, const QString &error, const AuthorshipRequest &asked)
{
    m_report = error.isEmpty() ? report : AuthorshipReportData();
    const int answers = m_report.groups.isEmpty() ? 0 : m_report.groups.first().summary.answers;
    m_stack->setCurrentIndex(answers == 0 && m_report.textsWithoutTruth == 0 ? 0 : 1);
    QString note = !error.isEmpty() ? error
                                    : tr("%n answer(s) on texts whose “%1” says who wrote them (“%2”: a person). "
                                         "Intervals: Wilson's 95%; p: exact binomial test against guessing.",
                                         nullptr, answers)
                                          .arg(asked.truthKey, asked.humanValue);
    if (m_report.textsWithoutTruth > 0) {
        note += u' '
            + tr("%n answer(s) on texts without “%1” were left out.", nullptr, m_report.textsWithoutTruth)
                  .arg(asked.truthKey);
    }
    m_note->setText(note);
    fillTable();
    m_histogram->setCounts(m_report.correctPerEvaluator);
    emit answersShown();
}

void AuthorshipPage::fillTable()
{
    m_table->clear();
    const QStringList headers{tr("Group"),        tr("Answers"),     tr("Accuracy [95%]"),   tr("p"),
                              tr("Machine P"),    tr("Machine R"),   tr("Machine F1"),       tr("Judged human"),
                              tr("“Definitely”"), tr("α (4-point)"), tr("α (human/machine)")};
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(int(m_report.groups.size()));
    for (int r = 0; r < m_report.groups.size(); ++r) {
        const AuthorshipGroup &group = m_report.groups.at(r);
        const AuthorshipSummary &s = group.summary;
        const QStringList cells{
            group.group.isEmpty() ? tr("(all)") : group.group,
            QString::number(s.answers),
            u"%1 [%2, %3]"_s.arg(share(s.accuracy), share(s.accuracyInterval.first), share(s.accuracyInterval.second)),
            QLocale().toString(s.binomialP, 'g', 3),
            maybe(s.machinePrecision),
            maybe(s.machineRecall),
            maybe(s.machineF1),
            share(s.judgedHuman),
            share(s.definitely),
            maybe(s.alphaOrdinal),
            maybe(s.alphaBinary)};
        for (int c = 0; c < cells.size(); ++c) m_table->setItem(r, c, new QTableWidgetItem(cells.at(c)));
    }
    m_table->resizeColumnsToContents();
}

bool AuthorshipPage::exportTable(const QString &path, QString *error) const
{
    QString csv = Csv::line({u"group"_s, u"answers"_s, u"accuracy"_s, u"accuracy_low"_s, u"accuracy_high"_s,
                             u"binomial_p"_s, u"machine_precision"_s, u"machine_recall"_s, u"machine_f1"_s,
                             u"judged_human"_s, u"definitely"_s, u"alpha_ordinal"_s, u"alpha_binary"_s})
        + u'\n';
    for (const AuthorshipGroup &group : m_report.groups) {
        csv +=
            Csv::line(QStringList{group.group.isEmpty() ? u"(all)"_s : group.group} + numbers(group.summary)) + u'\n';
    }
    return PageParts::writeText(path, csv, error);
}

} // namespace Errata

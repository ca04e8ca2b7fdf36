// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// AnnotateView: moving through the queue, turning the document into what the text view draws,
// and the annotator's workflow actions.
#include "widgets/annotate/annotateview.h"

#include "model/document/annotationdocument.h"
#include "model/domain/typecolour.h"
#include "model/document/commands/changespancommand.h"
#include "model/document/commands/commandids.h"
#include "model/project/submissioncheck.h"
#include "model/document/suggestionqueue.h"
#include "model/project/visibility.h"
#include "model/project/project.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/spanrepository.h"
#include "widgets/annotate/commentspanel.h"
#include "widgets/annotate/judgementpanel.h"
#include "widgets/annotate/practicepanel.h"
#include "widgets/annotate/spaneditor.h"
#include "widgets/annotate/suggestionbar.h"
#include "widgets/textview/spantextview.h"

#include <QEvent>
#include <QInputDialog>
#include <QMessageBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QUndoGroup>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

// 1..3 by the severity's weight rank, so MQM's Neutral < Minor < Major reads like Scarecrow's 1 < 2 < 3.
int severityLevel(const Taxonomy &taxonomy, const QString &key)
{
    const Severity *severity = taxonomy.severity(key);
    if (!severity) {
        return 0;
    }
    QList<double> weights;
    for (const Severity &candidate : taxonomy.severities) {
        if (!weights.contains(candidate.weight)) {
            weights << candidate.weight;
        }
    }
    std::sort(weights.begin(), weights.end());
    if (weights.size() < 2) {
        return 2;
    }
    return 1 + int(std::lround(2.0 * double(weights.indexOf(severity->weight)) / double(weights.size() - 1)));
}

} // namespace

bool AnnotateView::showItem(qint64 itemId)
{
    if (!m_project) {
        return false;
    }
    flushTime();
    auto it = m_documents.find(itemId);
    if (it == m_documents.end()) {
        auto document = std::make_unique<AnnotationDocument>(m_project, itemId, m_personId, nullptr,
                                                             m_gold ? AnnotationDocument::Target::Gold
                                                                    : AnnotationDocument::Target::OwnLayer);
        if (!document->load()) {
            report(document->lastError(), document->lastErrorKind()); // not connected yet
            return false;
        }
        AnnotationDocument *raw = document.get();
        connect(raw, &AnnotationDocument::spanInserted, this, &AnnotateView::refreshVisuals);
        connect(raw, &AnnotationDocument::spanRemoved, this, &AnnotateView::refreshVisuals);
        connect(raw, &AnnotationDocument::spanChanged, this, &AnnotateView::refreshVisuals);
        connect(raw, &AnnotationDocument::spansReloaded, this, &AnnotateView::refreshVisuals);
        connect(raw, &AnnotationDocument::errorOccurred, this, [this, raw](const QString &message) {
            report(message, message == raw->lastError() ? raw->lastErrorKind() : StorageError::None);
        });
        connect(raw, &AnnotationDocument::assignmentChanged, this, [this, itemId] {
            updateStatus();
            emit assignmentChanged(itemId);
        });
        m_undoGroup->addStack(raw->undoStack());
        if (!m_gold) (new SuggestionQueue(m_project, raw, raw))->load(); // found again by suggestionsOf()
        it = m_documents.emplace(itemId, std::move(document)).first;
    }
    m_current = it->second.get();
    if (!m_current->isEditable() || m_current->assignment().state == AssignmentState::Returned) {
        m_current->refreshStatus(); // the reviewer may have moved it on, or answered, since it was opened
    }
    m_undoGroup->setActiveStack(m_current->undoStack());
    m_linkMode = false;
    m_text->setTextFormat(m_current->item().format, m_current->item().codeLanguage);
    m_text->setTexts(m_current->item().prompt, m_current->item().generation);
    m_editor->setDocument(m_current);
    // A blind project does not tell annotators which system suggested what.
    m_suggestionBar->setQueue(suggestionsOf(m_current), &m_current->taxonomy(),
                              !Visibility::isBlindProject(*m_project));
    m_judgements->setDocument(m_current);
    m_comments->setDocument(m_current);
    refreshVisuals();
    updateStatus();
    emit currentItemChanged(itemId);
    return true;
}

SpanVisual AnnotateView::visualFor(int index) const
{
    const Span &span = m_current->spans().at(index);
    const Taxonomy &taxonomy = m_current->taxonomy();
    const TaxonomyNode *type = taxonomy.node(span.typeKey);
    const TaxonomyNode *group = type ? taxonomy.node(type->parentKey) : nullptr;
    const Severity *severity = taxonomy.severity(span.severityKey);
    const QString language = QLocale().name();
    SpanVisual visual;
    visual.range = span.range;
    visual.color = typeColour(&taxonomy, span.typeKey, m_typeColours);
    visual.pattern = type ? int(taxonomy.selectableNodes().indexOf(type)) : -1;
    visual.description = tr("%1, severity: %2")
                             .arg(type ? type->name.text(language) : span.typeKey,
                                  severity ? severity->name.text(language) : tr("not set"));
    visual.severityLevel = severityLevel(taxonomy, span.severityKey);
    for (const SpanLink &link : span.links) {
        visual.links << link.range;
    }
    const QStringList problems = SubmissionCheck::spanProblems(span, taxonomy);
    visual.incomplete = !problems.isEmpty();
    QString card = u"<b>%1</b>"_s.arg((type ? type->name.text(language) : span.typeKey).toHtmlEscaped());
    if (group) {
        card += u" <span style='color:gray'>(%1)</span>"_s.arg(group->name.text(language).toHtmlEscaped());
    }
    card +=
        u"<br>"_s + tr("Severity: %1").arg(severity ? severity->name.text(language) : tr("not set")).toHtmlEscaped();
    if (!span.rationale.isEmpty()) {
        card += u"<br>"_s + tr("Rationale: %1").arg(span.rationale).toHtmlEscaped();
    }
    if (span.correction) {
        card += u"<br>"_s
            + tr("Correction: %1").arg(span.correction->isEmpty() ? tr("(delete)") : *span.correction).toHtmlEscaped();
    }
    const QString owner = m_gold ? tr("Gold layer") : tr("Annotator: %1").arg(m_current->personName(m_personId));
    card += u"<br><span style='color:gray'>%1</span>"_s.arg(owner.toHtmlEscaped());
    if (!problems.isEmpty()) {
        card += u"<br><i>"_s + tr("Draft: needs %1").arg(problems.join(tr(", "))).toHtmlEscaped() + u"</i>"_s;
        visual.description += u"; "_s + tr("Draft: needs %1").arg(problems.join(tr(", ")));
    }
    visual.toolTip = card;
    return visual;
}

void AnnotateView::refreshVisuals()
{
    if (!m_current) {
        return;
    }
    QList<SpanVisual> visuals;
    for (int i = 0; i < m_current->spans().size(); ++i) {
        visuals << visualFor(i);
    }
    visuals += m_suggestionBar->visuals(); // after the spans: index spans + position
    const int suggestion = m_suggestionBar->currentPosition();
    const int selected = m_editor->currentSpan() >= 0 || suggestion < 0 ? m_editor->currentSpan()
                                                                        : int(m_current->spans().size()) + suggestion;
    m_text->setSpans(visuals);
    m_text->setSelectedSpan(selected);
    updateStatus();
}

QString AnnotateView::statusText() const
{
    return m_progress->text();
}

void AnnotateView::updateStatus()
{
    if (!m_current) {
        m_progress->setText(m_project ? tr("Choose an item of your queue.") : QString());
        m_submit->setEnabled(false);
        m_discard->setEnabled(false);
        m_reopen->setVisible(false);
        m_practice->hide();
        return;
    }
    if (m_gold) {
        m_practice->hide();
        const qsizetype spans = m_current->spans().size();
        m_progress->setText(
            tr("%1 · gold layer · %2")
                .arg(m_current->item().externalId, spans == 1 ? tr("1 span") : tr("%1 spans").arg(spans)));
        m_reopen->setVisible(false);
        return;
    }
    const Assignment &assignment = m_current->assignment();
    const qsizetype position = m_queue.indexOf(m_current->item().id);
    const QString label = m_itemLabels.value(m_current->item().id, m_current->item().externalId);
    QString text = position >= 0 ? tr("Item %1 of %2").arg(position + 1).arg(m_queue.size()) : label;
    text += u" · "_s + label + u" · "_s + WorkflowText::stateName(assignment.state);
    if (assignment.iteration > 0) {
        text += u" · "_s
            + tr("round %1").arg(assignment.iteration + (assignment.state == AssignmentState::Returned ? 1 : 0));
    }
    const qsizetype spans = m_current->spans().size();
    text += u" · "_s + (spans == 1 ? tr("1 span") : tr("%1 spans").arg(spans));
    if (m_linkMode) {
        text += u" · "_s + tr("Select the text to link to (Esc cancels)");
    }
    m_progress->setText(text);
    const bool editable = m_current->isEditable();
    m_submit->setEnabled(editable);
    m_discard->setEnabled(editable);
    m_reopen->setVisible(assignment.state == AssignmentState::Submitted && assignment.annotatorId == m_personId);
    m_practice->setAnswer(PracticeFeedback::answer(*m_project, assignment, m_current->spans()), m_current->item(),
                          m_current->taxonomy());
}

void AnnotateView::goRelative(int step, bool returnedOnly)
{
    if (m_queue.isEmpty()) {
        return;
    }
    qsizetype position = m_current ? m_queue.indexOf(m_current->item().id) : -1;
    for (qsizetype tried = 0; tried < m_queue.size(); ++tried) {
        position = (position + step + m_queue.size()) % m_queue.size();
        const qint64 itemId = m_queue.at(position);
        if (!returnedOnly) {
            showItem(itemId);
            return;
        }
        for (const Assignment &assignment : m_project->assignments().forItem(itemId)) {
            if (assignment.annotatorId == m_personId && assignment.state == AssignmentState::Returned) {
                showItem(itemId);
                return;
            }
        }
    }
    emit messageRaised(tr("No item of yours is waiting for amendment."));
}

void AnnotateView::report(const QString &message, StorageError kind)
{
    if (isFileFailure(kind)) {
        emit storageFailed(message);
    } else {
        emit messageRaised(message);
    }
}

bool AnnotateView::submit()
{
    if (!m_current) {
        return false;
    }
    QStringList questions = m_current->submissionQuestions();
    if (const SuggestionQueue *suggestions = suggestionsOf(m_current)) {
        if (const QString open = suggestions->submissionQuestion(); !open.isEmpty()) questions << open;
    }
    for (const QString &question : std::as_const(questions)) {
        QMessageBox ask(QMessageBox::Question, tr("Submit"), question, QMessageBox::NoButton, this);
        ask.setTextFormat(Qt::PlainText);
        ask.addButton(tr("Submit Anyway"), QMessageBox::AcceptRole);
        ask.setDefaultButton(ask.addButton(tr("Go Back"), QMessageBox::RejectRole));
        ask.exec();
        if (ask.buttonRole(ask.clickedButton()) != QMessageBox::AcceptRole) {
            return false;
        }
    }
    if (!m_current->submit()) {
        return false; // raised through errorOccurred, once
    }
    return true;
}

void AnnotateView::discard()
{
    bool ok = false;
    const QString reason = QInputDialog::getText(this, tr("Discard item"),
                                                 tr("Why should this item be discarded (for example: ambiguous, "
                                                    "more than four errors)?"),
                                                 QLineEdit::Normal, QString(), &ok);
    if (ok && m_current) {
        m_current->discard(reason); // a refusal is raised through errorOccurred
    }
}

void AnnotateView::startLinkPick()
{
    if (m_current && m_editor->currentSpan() >= 0 && m_current->isEditable()) {
        m_linkMode = true;
        m_text->setFocus();
        updateStatus();
    }
}

void AnnotateView::onSelectionMade(const TextRange &range)
{
    if (m_linkMode) {
        m_linkMode = false;
        m_editor->addLink(range);
        m_text->clearSelection();
        m_text->setSelectedSpan(m_editor->currentSpan());
        updateStatus();
        return;
    }
    m_text->setSelectedSpan(-1);
    m_editor->setPendingSelection(range);
}

void AnnotateView::onSpanActivated(int index)
{
    m_linkMode = false;
    const int spans = m_current ? int(m_current->spans().size()) : 0;
    if (index >= spans) { // a suggestion, drawn after the spans
        m_editor->setCurrentSpan(-1);
        m_suggestionBar->setCurrentPosition(index - spans);
        return;
    }
    m_suggestionBar->setCurrentPosition(-1);
    m_editor->setCurrentSpan(index);
    m_comments->setCurrentSpan(index >= 0 ? m_current->spans().at(index).id : 0);
    updateStatus();
}

void AnnotateView::onRangeEdited(int index, const TextRange &range, quint64 gesture)
{
    if (!m_current || index < 0 || index >= m_current->spans().size()) {
        return;
    }
    Span after = m_current->spans().at(index);
    after.range = range;
    m_current->undoStack()->push(
        new ChangeSpanCommand(m_current, index, after, tr("Resize span"), CommandId::ChangeSpanRange, gesture));
}

bool AnnotateView::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    const bool input = type == QEvent::KeyPress || type == QEvent::MouseButtonPress || type == QEvent::MouseMove
        || type == QEvent::Wheel;
    if (input && watched->isWidgetType() && isAncestorOf(static_cast<QWidget *>(watched))) {
        m_time.activity(m_clock.elapsed());
        if (m_current) m_current->noteIdle(false); // logs "resumed" only after an idle stretch
    }
    return QWidget::eventFilter(watched, event);
}

void AnnotateView::flushTime()
{
    const qint64 seconds = m_time.takeSeconds(m_clock.elapsed());
    if (m_current && seconds > 0 && m_current->isEditable()) {
        m_current->addTimeSpent(seconds);
    }
    if (m_current) m_current->noteIdle(m_time.isIdle(m_clock.elapsed()));
}

} // namespace Errata

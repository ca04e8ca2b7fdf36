// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/annotationdocument.h"

#include "model/project/judgementcheck.h"

#include "model/project/submissioncheck.h"
#include "model/project/displaynames.h"
#include "model/project/project.h"
#include "model/storage/actionlogrepository.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/reviewrepository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"

#include <QUndoStack>

namespace Errata {

AnnotationDocument::AnnotationDocument(Project *project, qint64 itemId, qint64 personId, QObject *parent, Target target)
    : QObject(parent)
    , m_project(project)
    , m_itemId(itemId)
    , m_personId(personId)
    , m_target(target)
    , m_undoStack(new QUndoStack(this))
{
}

AnnotationDocument::~AnnotationDocument() = default;

const Taxonomy &AnnotationDocument::taxonomy() const
{
    return m_project->taxonomy();
}

bool AnnotationDocument::load(Opening opening)
{
    const auto item = m_project->items().find(m_itemId);
    if (!item) {
        return fail(tr("The item no longer exists."));
    }
    m_item = *item;
    m_names.reset(); // read when a name is first asked for: most items show nobody else's
    const auto self = m_project->people().find(m_personId);
    m_ownName = self ? self->name : QString();
    if (m_target == Target::Gold) {
        return loadGold();
    }
    if (!reloadAssignment()) {
        return false;
    }
    SpanRepository spans = m_project->spans();
    const auto layer = spans.annotatorLayer(m_itemId, m_personId);
    if (!layer) {
        return fail(tr("This item has no layer of yours."));
    }
    m_layerId = *layer;
    m_spans = spans.spansOfLayer(m_layerId);
    m_judgements = m_project->judgements().forAssignment(m_assignment.id);
    m_reviewEvents = m_project->reviews().forAssignment(m_assignment.id);
    if (opening == Opening::Logged && m_assignment.annotatorId == m_personId && isEditable()) {
        // Not a reason to refuse the item: a file that cannot take this entry refuses the first edit too.
        ActionEvent opened{0, m_assignment.id, ActionKind::Opened, 0, {}, {}};
        ActionLogRepository(&m_project->database()).append(opened);
        m_idle = false;
    }
    return true;
}

// Looking at gold writes nothing: the layer row is made by the first edit.
bool AnnotationDocument::loadGold()
{
    const auto person = m_project->people().find(m_personId);
    m_goldEditor = person && (person->roles.testFlag(Role::Reviewer) || person->roles.testFlag(Role::Coordinator));
    SpanRepository spans = m_project->spans();
    m_layerId = 0;
    for (const Layer &layer : spans.layersOfItem(m_itemId)) {
        if (layer.kind == LayerKind::Gold) {
            m_layerId = layer.id;
        }
    }
    m_spans = m_layerId ? spans.spansOfLayer(m_layerId) : QList<Span>();
    return true;
}

void AnnotationDocument::refreshStatus()
{
    if (m_target == Target::Gold) {
        return; // no workflow: gold is edited whenever a reviewer likes
    }
    const AssignmentState before = m_assignment.state;
    reloadAssignment();
    m_reviewEvents = m_project->reviews().forAssignment(m_assignment.id);
    if (m_assignment.state != before) {
        m_undoStack->clear(); // the item left this person's hands elsewhere
        // A reviewer may have decided on spans meanwhile (needs change, rejected): edits must
        // start from those states, or writing a span back would undo the decision.
        m_spans = m_project->spans().spansOfLayer(m_layerId);
        emit spansReloaded();
        emit assignmentChanged();
    }
    emit reviewEventsChanged();
}

void AnnotationDocument::scheduleResync()
{
    QMetaObject::invokeMethod(this, &AnnotationDocument::resync, Qt::QueuedConnection);
}

void AnnotationDocument::resync()
{
    m_undoStack->clear();
    load();
    emit spansReloaded();
    emit assignmentChanged();
    emit errorOccurred(tr("A change could not be written to the project file; Errata reloaded this item "
                          "from the file and cleared its undo history."));
}

bool AnnotationDocument::reloadAssignment()
{
    // Once known, the assignment is read by its id: one row, the signed-in person's own, which a team
    // server's blind read policy passes without asking what else they have handed in.
    if (m_assignment.id != 0) {
        if (const auto assignment = m_project->assignments().find(m_assignment.id)) {
            m_assignment = *assignment;
            return true;
        }
    }
    for (const Assignment &assignment : m_project->assignments().forItem(m_itemId)) {
        if (assignment.annotatorId == m_personId) {
            m_assignment = assignment;
            return true;
        }
    }
    return fail(tr("This item is not assigned to you."));
}

qsizetype AnnotationDocument::indexOfSpan(qint64 spanId) const
{
    for (qsizetype i = 0; i < m_spans.size(); ++i) {
        if (m_spans.at(i).id == spanId) {
            return i;
        }
    }
    return -1;
}

bool AnnotationDocument::isEditable() const
{
    if (m_target == Target::Gold) {
        return m_goldEditor;
    }
    return m_assignment.annotatorId == m_personId && m_assignment.id != 0
        && (m_assignment.state == AssignmentState::New || isEditableByAnnotator(m_assignment.state));
}

QString AnnotationDocument::readOnlyReason() const
{
    if (isEditable()) {
        return {};
    }
    if (m_target == Target::Gold) {
        return tr("Only reviewers and coordinators build the gold layer.");
    }
    if (m_assignment.annotatorId != m_personId) {
        return tr("This is not your layer: annotators change only their own spans.");
    }
    return tr("This item is in the state “%1”: you can change your spans only while it is in progress or "
              "returned to you.")
        .arg(WorkflowText::stateName(m_assignment.state));
}

bool AnnotationDocument::ensureEditable()
{
    if (m_target == Target::Gold) {
        if (!isEditable()) {
            return fail(readOnlyReason());
        }
        SpanRepository spans = m_project->spans();
        const auto layer = m_layerId ? std::optional<qint64>(m_layerId) : spans.ensureGoldLayer(m_itemId);
        if (!layer) {
            return fail(spans);
        }
        m_layerId = *layer;
        return true;
    }
    reloadAssignment(); // another process (a reviewer, a merged package) may have moved the item on
    if (!isEditable()) {
        return fail(readOnlyReason());
    }
    // The first edit of a new item opens it: the history records when work started.
    if (m_assignment.state == AssignmentState::New) {
        AssignmentRepository assignments = m_project->assignments();
        if (!assignments.perform(m_assignment.id, WorkflowAction::Open, m_personId)) {
            return fail(assignments);
        }
        reloadAssignment();
        emit assignmentChanged();
    }
    return true;
}

bool AnnotationDocument::insertSpan(qsizetype index, Span span)
{
    if (!ensureEditable()) {
        return false;
    }
    span.layerId = m_layerId; // span.id, when set, is kept: an undone delete brings back the same span
    SpanRepository spans = m_project->spans();
    ActionEvent event{0, m_assignment.id, ActionKind::SpanAdded, 0, span.typeKey, {}};
    if (!logged(event, [&] {
            if (!spans.add(span)) return fail(spans);
            event.spanId = span.id;
            return true;
        })) {
        return false;
    }
    m_spans.insert(index, span);
    emit spanInserted(index);
    return true;
}

bool AnnotationDocument::removeSpan(qsizetype index)
{
    if (!ensureEditable()) {
        return false;
    }
    SpanRepository spans = m_project->spans();
    const Span &gone = m_spans.at(index);
    ActionEvent event{0, m_assignment.id, ActionKind::SpanRemoved, gone.id, gone.typeKey, {}};
    if (!logged(event, [&] { return spans.remove(gone.id) || fail(spans); })) {
        return false;
    }
    m_spans.removeAt(index);
    emit spanRemoved(index);
    return true;
}

bool AnnotationDocument::replaceSpan(qsizetype index, const Span &span)
{
    if (!ensureEditable()) {
        return false;
    }
    Span stored = span;
    stored.id = m_spans.at(index).id;
    stored.layerId = m_layerId;
    SpanRepository spans = m_project->spans();
    ActionEvent event{0, m_assignment.id, ActionKind::SpanChanged, stored.id, stored.typeKey, {}};
    if (!logged(event, [&] { return spans.update(stored) || fail(spans); })) {
        return false;
    }
    m_spans[index] = stored;
    emit spanChanged(index);
    return true;
}

bool AnnotationDocument::setJudgement(const QString &key, const QVariant &value)
{
    if (m_target == Target::Gold) {
        return fail(tr("The gold layer has no workflow of its own."));
    }
    if (!ensureEditable()) {
        return false;
    }
    JudgementRepository judgements = m_project->judgements();
    ActionEvent event{0, m_assignment.id, ActionKind::JudgementSet, 0, key, {}};
    if (!logged(event, [&] { return judgements.set(m_assignment.id, key, value) || fail(judgements); })) {
        return false;
    }
    if (value.isValid()) {
        m_judgements.insert(key, value);
    } else {
        m_judgements.remove(key);
    }
    emit judgementsChanged();
    return true;
}

QStringList AnnotationDocument::enabledJudgementGroups() const
{
    return SubmissionCheck::judgementGroups(*m_project);
}

QStringList AnnotationDocument::submissionProblems() const
{
    return SubmissionCheck::beforeSubmit(*m_project, m_spans, m_judgements, m_item);
}

QString AnnotationDocument::errorLimitWarning() const
{
    return SubmissionCheck::errorLimitWarning(*m_project, m_spans);
}

QString AnnotationDocument::personName(qint64 personId) const
{
    if (personId == m_personId) return m_ownName; // everyone sees their own name
    if (!m_names) {
        // As this person may know the others: an annotator of an anonymous project sees codes (A2, R1).
        // In an anonymous project that reads every assignment's annotator, so only when a thread needs it.
        m_names = DisplayNames::forViewer(*m_project, m_personId,
                                          m_target == Target::Gold ? Role::Reviewer : Role::Annotator);
    }
    return m_names->value(personId);
}

QStringList AnnotationDocument::submissionQuestions() const
{
    bool ok = false;
    int below = m_project->settings().value(SettingKey::EsaConfirmBelow, QString()).toInt(&ok);
    if (!ok) {
        below = JudgementCheck::DefaultEsaConfirmBelow;
    }
    return JudgementCheck::questions(enabledJudgementGroups(), m_judgements, m_spans, below);
}

bool AnnotationDocument::submit()
{
    if (m_target == Target::Gold) {
        return fail(tr("The gold layer has no workflow of its own."));
    }
    const QStringList problems = submissionProblems();
    if (!problems.isEmpty()) {
        return fail(tr("The item cannot be submitted yet:\n%1").arg(problems.join(u'\n')));
    }
    if (m_assignment.state == AssignmentState::New && !ensureEditable()) {
        return false;
    }
    AssignmentRepository assignments = m_project->assignments();
    ActionEvent event{0, m_assignment.id, ActionKind::Submitted, 0, {}, {}};
    if (!logged(event, [&] {
            return assignments.perform(m_assignment.id, WorkflowAction::Submit, m_personId) || fail(assignments);
        })) {
        return false;
    }
    reloadAssignment();
    m_undoStack->clear(); // undoing into a submitted layer would change what the reviewer sees
    emit assignmentChanged();
    return true;
}

bool AnnotationDocument::addTimeSpent(qint64 seconds)
{
    if (m_target == Target::Gold) {
        return true; // time counts for annotators' assignments only
    }
    if (seconds <= 0) {
        return true;
    }
    AssignmentRepository assignments = m_project->assignments();
    if (!assignments.addTimeSpent(m_assignment.id, seconds)) {
        return fail(assignments);
    }
    m_assignment.timeSpentSeconds += seconds;
    return true;
}

bool AnnotationDocument::reply(qint64 spanId, const QString &body)
{
    if (m_target == Target::Gold) {
        return fail(tr("The gold layer has no workflow of its own."));
    }
    if (m_assignment.annotatorId != m_personId) {
        return fail(tr("Only the annotator of this item can answer here."));
    }
    ReviewRepository reviews = m_project->reviews();
    ReviewEvent event{0, m_assignment.id, spanId, m_personId, ReviewEventKind::Comment, body.trimmed(), {}};
    if (!reviews.add(event)) {
        return body.trimmed().isEmpty() ? fail(tr("A reply cannot be empty.")) : fail(reviews);
    }
    m_reviewEvents << event;
    emit reviewEventsChanged();
    return true;
}

bool AnnotationDocument::reopen()
{
    if (m_target == Target::Gold) {
        return fail(tr("The gold layer has no workflow of its own."));
    }
    AssignmentRepository assignments = m_project->assignments();
    if (!assignments.perform(m_assignment.id, WorkflowAction::Open, m_personId)) {
        return fail(assignments);
    }
    reloadAssignment();
    emit assignmentChanged();
    return true;
}

bool AnnotationDocument::discard(const QString &reason)
{
    if (m_target == Target::Gold) {
        return fail(tr("The gold layer has no workflow of its own."));
    }
    AssignmentRepository assignments = m_project->assignments();
    if (!assignments.perform(m_assignment.id, WorkflowAction::Discard, m_personId, reason)) {
        return fail(assignments);
    }
    reloadAssignment();
    m_undoStack->clear();
    emit assignmentChanged();
    return true;
}

bool AnnotationDocument::logged(ActionEvent &event, const std::function<bool()> &write)
{
    if (m_target == Target::Gold) return write(); // the log is of annotators' assignments
    // The change and its log entry commit together or not at all: a timeline with a hole, or an entry
    // for a change that never happened, would misreport the work.
    Transaction transaction(&m_project->database());
    if (!write()) return false;
    ActionLogRepository log(&m_project->database());
    if (!log.append(event)) return fail(log);
    return transaction.commit() || fail(tr("The change could not be saved: %1").arg(m_project->database().lastError()));
}

bool AnnotationDocument::noteIdle(bool idle)
{
    if (m_target == Target::Gold || idle == m_idle || m_assignment.annotatorId != m_personId || !isEditable()) {
        return true;
    }
    ActionEvent event{0, m_assignment.id, idle ? ActionKind::Idle : ActionKind::Resumed, 0, {}, {}};
    ActionLogRepository log(&m_project->database());
    if (!log.append(event)) return fail(log);
    m_idle = idle;
    return true;
}

bool AnnotationDocument::fail(const QString &message)
{
    m_lastError = message;
    m_lastErrorKind = StorageError::None;
    emit errorOccurred(message);
    return false;
}

bool AnnotationDocument::fail(const Repository &repository)
{
    m_lastError = repository.lastError();
    m_lastErrorKind = repository.lastErrorKind();
    emit errorOccurred(m_lastError);
    return false;
}

} // namespace Errata

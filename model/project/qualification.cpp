// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/qualification.h"

#include "model/domain/workflow.h"
#include "model/project/project.h"
#include "model/storage/repository.h"
#include "model/storage/assignmentrepository.h"
#include "model/storage/itemrepository.h"
#include "model/storage/judgementrepository.h"
#include "model/storage/personrepository.h"
#include "model/storage/qualityrepository.h"
#include "model/storage/spanrepository.h"

using namespace Qt::StringLiterals;

namespace Errata {
bool Qualification::fail(const QString &message)
{
    m_error = message;
    return false;
}

bool Qualification::requireCoordinator(const QString &what)
{
    const auto actor = m_project.people().find(m_actorId);
    if (!actor) {
        return fail(tr("Nobody is chosen; only coordinators can %1.").arg(what));
    }
    if (!actor->roles.testFlag(Role::Coordinator)) {
        return fail(tr("Only coordinators can %1; %2 is not a coordinator.").arg(what, actor->name));
    }
    return true;
}

std::optional<qint64> Qualification::referenceLayerId(qint64 itemId, const QString &name)
{
    SpanRepository spans = m_project.spans();
    if (name.isEmpty() || name == "gold"_L1) {
        const auto gold = spans.ensureGoldLayer(itemId);
        if (!gold) {
            fail(spans.lastError());
        }
        return gold;
    }
    const auto person = m_project.people().findByName(name);
    for (const Layer &layer : spans.layersOfItem(itemId)) {
        const bool predictionNamed = layer.kind == LayerKind::Prediction && layer.label == name;
        const bool annotatorNamed = layer.kind == LayerKind::Annotator && person && layer.personId == person->id;
        if (predictionNamed || annotatorNamed) {
            return layer.id;
        }
    }
    const auto item = m_project.items().find(itemId);
    fail(tr("Item %1 has no layer named \"%2\" (give \"gold\", a prediction layer's label or an annotator's name).")
             .arg(item ? item->externalId : QString::number(itemId), name));
    return std::nullopt;
}

bool Qualification::markTraining(qint64 itemId, TrainingPart part, const QString &referenceLayer)
{
    return mark(TrainingItem{itemId, part, 0, m_actorId, {}, false, {}}, referenceLayer);
}

bool Qualification::markPractice(qint64 itemId, const QString &explanation, const QString &referenceLayer)
{
    return mark(TrainingItem{itemId, TrainingPart::Task, 0, m_actorId, {}, true, explanation.trimmed()},
                referenceLayer);
}

bool Qualification::mark(TrainingItem training, const QString &referenceLayer)
{
    if (!requireCoordinator(tr("mark training items"))) {
        return false;
    }
    if (!m_project.items().find(training.itemId)) {
        return fail(tr("There is no item with id %1.").arg(training.itemId));
    }
    Transaction transaction(&m_project.database());
    const auto layer = referenceLayerId(training.itemId, referenceLayer);
    if (!layer) {
        return false;
    }
    training.referenceLayerId = *layer;
    QualityRepository quality = m_project.quality();
    if (!quality.setTraining(training)) {
        return fail(quality.lastError());
    }
    return transaction.commit()
        || fail(withReason(tr("Could not write the training item."), m_project.database().lastError()));
}

bool Qualification::unmarkTraining(qint64 itemId)
{
    if (!requireCoordinator(tr("change training items"))) {
        return false;
    }
    QualityRepository quality = m_project.quality();
    return quality.removeTraining(itemId) || fail(quality.lastError());
}

std::optional<QList<TrainingCase>> Qualification::attempt(qint64 personId, QualificationScheme scheme)
{
    const auto person = m_project.people().find(personId);
    if (!person) {
        fail(tr("There is no person with id %1.").arg(personId));
        return std::nullopt;
    }
    QList<TrainingItem> trainingItems = m_project.quality().trainingItems();
    trainingItems.removeIf([](const TrainingItem &training) { return training.practice; }); // they teach
    if (trainingItems.isEmpty()) {
        fail(tr("No item is marked as a training item yet."));
        return std::nullopt;
    }
    SpanRepository spans = m_project.spans();
    QList<TrainingCase> cases;
    QStringList notHandedIn;
    QStringList noReference;
    for (const TrainingItem &training : trainingItems) {
        const auto item = m_project.items().find(training.itemId);
        TrainingCase current{training.itemId,
                             item ? item->externalId : QString(),
                             training.part,
                             spans.spansOfLayer(training.referenceLayerId),
                             {},
                             std::nullopt};
        const QList<Assignment> assignments = m_project.assignments().forItem(training.itemId);
        const auto own = std::find_if(assignments.cbegin(), assignments.cend(),
                                      [&](const Assignment &a) { return a.annotatorId == personId; });
        const auto layer = spans.annotatorLayer(training.itemId, personId);
        if (own == assignments.cend() || !isFinished(own->state) || !layer) {
            notHandedIn << current.itemLabel;
        } else {
            current.attempt = spans.spansOfLayer(*layer);
            const QVariant erroneous = m_project.judgements().forAssignment(own->id).value(u"erroneous"_s);
            if (erroneous.isValid()) current.erroneous = erroneous.toInt() != 0;
        }
        if (current.reference.isEmpty() && scheme != QualificationScheme::Tgea) {
            noReference << current.itemLabel;
        }
        cases << current;
    }
    if (!noReference.isEmpty()) {
        fail(tr("The training items %1 have no reference spans yet: fill their reference layer first.")
                 .arg(noReference.join(u", "_s)));
        return std::nullopt;
    }
    if (!notHandedIn.isEmpty()) {
        fail(tr("%1 has not handed in the training items %2 yet; score the attempt once every training item is "
                "submitted.")
                 .arg(person->name, notHandedIn.join(u", "_s)));
        return std::nullopt;
    }
    return cases;
}

std::optional<QualificationResult> Qualification::score(qint64 personId, const QualificationOptions &options)
{
    if (!requireCoordinator(tr("record qualification results"))) {
        return std::nullopt;
    }
    const auto cases = attempt(personId, options.scheme);
    if (!cases) {
        return std::nullopt;
    }
    QualificationResult result = scoreAttempt(*cases, options);
    result.personId = personId;
    result.scoredBy = m_actorId;
    QualityRepository quality = m_project.quality();
    if (!quality.addResult(result)) {
        fail(quality.lastError());
        return std::nullopt;
    }
    return result;
}

} // namespace Errata

// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/generators/scalegenerator.h"

#include "model/project/project.h"
#include "model/storage/repository.h"
#include "model/storage/settingsrepository.h"
#include "model/storage/spanrepository.h"
#include "model/generators/scaletext.h"
#include "model/storage/bulkrepository.h"
#include "model/domain/taxonomyloader.h"

#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

using S = AssignmentState;
constexpr int ChunkItems = 1000;   // rows are handed to SQLite a thousand items at a time
constexpr int LongItemEvery = 500; // one 5,000-word piece in every 500 items
constexpr int ChineseEvery = 7;

const QStringList Models{u"gpt2"_s, u"gpt2-xl"_s, u"grover-mega"_s, u"gpt3-davinci"_s, u"human"_s};
const QStringList TopPs{u"0.4"_s, u"0.7"_s, u"0.9"_s, u"0.96"_s, u"1.0"_s};
const QStringList Temperatures{u"0.4"_s, u"0.7"_s, u"1.0"_s};
const QStringList Penalties{u"0"_s, u"0.5"_s, u"1"_s};
const QStringList Topics{u"science"_s, u"politics"_s, u"sports"_s,     u"health"_s,
                         u"travel"_s,  u"history"_s,  u"technology"_s, u"food"_s};
const QStringList GivenNames{u"Amara"_s, u"Bao"_s,     u"Carlos"_s, u"Dana"_s,  u"Elif"_s, u"Farid"_s,
                             u"Grace"_s, u"Hiroshi"_s, u"Ingrid"_s, u"Jamal"_s, u"陈静"_s, u"Lena"_s};

// Where an assignment is in the workflow, drawn with Scarecrow-like weights: most work finished.
S drawState(QRandomGenerator64 &random)
{
    const int roll = int(random.bounded(100));
    if (roll < 55) return S::Accepted;
    if (roll < 67) return S::Submitted;
    if (roll < 73) return S::InReview;
    if (roll < 77) return S::Returned;
    if (roll < 89) return S::InProgress;
    if (roll < 97) return S::New;
    return S::Discarded;
}

// The history an assignment in `state` has, as (action, from, to) steps after its creation.
QList<std::array<QString, 3>> stepsTo(S state)
{
    const auto key = [](S s) { return assignmentStateKey(s); };
    QList<std::array<QString, 3>> steps{{u"create"_s, QString(), key(S::New)}};
    if (state == S::New) return steps;
    steps.append({u"open"_s, key(S::New), key(S::InProgress)});
    if (state == S::InProgress) return steps;
    if (state == S::Discarded) return steps << std::array{u"discard"_s, key(S::InProgress), key(S::Discarded)};
    steps.append({u"submit"_s, key(S::InProgress), key(S::Submitted)});
    if (state == S::Submitted) return steps;
    steps.append({u"claim"_s, key(S::Submitted), key(S::InReview)});
    if (state == S::Returned) return steps << std::array{u"return"_s, key(S::InReview), key(S::Returned)};
    if (state == S::Accepted) return steps << std::array{u"accept"_s, key(S::InReview), key(S::Accepted)};
    return steps;
}

std::array<quint32, 2> seedWords(quint64 seed)
{
    return {quint32(seed), quint32(seed >> 32)};
}

struct Planted
{
    int word = 0;
    int length = 1;
    int type = 0;
};

class Writer
{
public:
    Writer(Project &project, const ScaleOptions &options)
        : m_project(project)
        , m_options(options)
        , m_random(seedWords(options.seed).data(), 2)
        , m_text(m_random)
        , m_types(project.taxonomy().selectableNodes())
    {
    }

    bool run(ScaleSummary *summary, const ScaleGenerator::Progress &progress, QString *error);

private:
    int bounded(int low, int high) { return low + int(m_random.bounded(quint64(high - low + 1))); }
    bool addPeople();
    void addItem(int index);
    void addAssignment(qint64 itemId, const ScaleText &text, const QList<Planted> &planted, int annotator,
                       const QString &stamp);
    Span makeSpan(const ScaleText &text, const QList<Planted> &planted);
    void addReviews(qint64 assignmentId, S state, qint64 firstSpan, int spans, const QString &stamp);
    bool flush();

    Project &m_project;
    const ScaleOptions m_options;
    QRandomGenerator64 m_random;
    ScaleTextMaker m_text;
    QList<const TaxonomyNode *> m_types;
    QList<qint64> m_annotators;
    qint64 m_reviewer = 0;
    qint64 m_nextItem = 1, m_nextLayer = 1, m_nextAssignment = 1, m_nextSpan = 1;
    qint64 m_spansMade = 0;
    QList<QVariantList> m_items, m_metadata, m_layers, m_assignments, m_history, m_reviews, m_judgements;
    QList<Span> m_spans;
    ScaleSummary m_summary;
    QString m_error;
    BulkRepository m_bulk{&m_project.database()};
};

bool Writer::addPeople()
{
    QList<QVariantList> rows;
    const QString stamp = u"2026-03-01T08:00:00.000Z"_s;
    qint64 id = m_bulk.nextId(u"person"_s);
    for (int k = 0; k < m_options.annotators; ++k) {
        const QString name = u"%1 %2"_s.arg(GivenNames.at(k % GivenNames.size())).arg(k + 1);
        m_annotators << id;
        rows << QVariantList{id++, name, 1, 0, 0, stamp};
    }
    m_reviewer = id;
    rows << QVariantList{id++, u"Rosa Reviewer"_s, 0, 1, 0, stamp};
    rows << QVariantList{id++, u"Priya Coordinator"_s, 1, 1, 1, stamp};
    m_summary.people = rows.size();
    return m_bulk.insert(BulkRepository::Table::Person, rows);
}

bool Writer::run(ScaleSummary *summary, const ScaleGenerator::Progress &progress, QString *error)
{
    m_nextItem = m_bulk.nextId(u"item"_s);
    m_nextLayer = m_bulk.nextId(u"layer"_s);
    m_nextAssignment = m_bulk.nextId(u"assignment"_s);
    m_nextSpan = m_bulk.nextId(u"span"_s);
    if (!addPeople()) {
        *error = m_bulk.lastError();
        return false;
    }
    for (int index = 0; index < m_options.items; ++index) {
        addItem(index);
        if ((index + 1) % ChunkItems == 0 || index + 1 == m_options.items) {
            if (!flush()) {
                *error = m_error;
                return false;
            }
            if (progress && !progress(index + 1, m_options.items)) {
                *error = ScaleGenerator::tr("Cancelled.");
                return false;
            }
        }
    }
    *summary = m_summary;
    return true;
}

void Writer::addItem(int index)
{
    const bool chinese = index % ChineseEvery == 3;
    const bool longItem = index % LongItemEvery == LongItemEvery - 1;
    const auto language = chinese ? ScaleTextMaker::Language::Chinese : ScaleTextMaker::Language::English;
    const QString prompt = m_text.prompt(language);
    const ScaleText text =
        m_text.paragraph(longItem ? ScaleTextMaker::Language::English : language, longItem ? 5000 : bounded(80, 145));
    const qint64 id = m_nextItem++;
    // One stamp per item, a minute apart, so the review queue has an order ("oldest first").
    const QString stamp =
        QDateTime(QDate(2026, 3, 2), QTime(9, 0), QTimeZone::utc()).addSecs(60LL * index).toString(Qt::ISODateWithMs);
    m_items << QVariantList{
        id, u"gen-%1"_s.arg(index + 1, 6, 10, QChar(u'0')), id, prompt, text.text, u"plain"_s, sqlNull(), stamp};
    const QString model = Models.at(bounded(0, int(Models.size()) - 1));
    m_metadata << QVariantList{id, u"model"_s, model} << QVariantList{id, u"top_p"_s, TopPs.at(bounded(0, 4))}
               << QVariantList{id, u"temperature"_s, Temperatures.at(bounded(0, 2))}
               << QVariantList{id, u"frequency_penalty"_s, Penalties.at(bounded(0, 2))}
               << QVariantList{id, u"topic"_s, Topics.at(bounded(0, int(Topics.size()) - 1))}
               << QVariantList{id, u"language"_s, chinese ? u"zh"_s : u"en"_s};
    // The errors "in" the text: most annotators find most of them, with ragged edges.
    QList<Planted> planted;
    const int words = int(text.words.size());
    for (int p = bounded(2, 6); p > 0; --p) {
        const int length = bounded(1, chinese ? 8 : 5);
        planted << Planted{bounded(3, words - length - 1), length, bounded(0, int(m_types.size()) - 1)};
    }
    for (int k = 0; k < m_options.annotators; ++k) {
        addAssignment(id, text, planted, k, stamp);
    }
    ++m_summary.items;
}

void Writer::addAssignment(qint64 itemId, const ScaleText &text, const QList<Planted> &planted, int annotator,
                           const QString &stamp)
{
    const S state = drawState(m_random);
    const qint64 id = m_nextAssignment++;
    const qint64 layer = m_nextLayer++;
    const qint64 person = m_annotators.at(annotator);
    const int iteration =
        state == S::Accepted || state == S::InReview || state == S::Returned || state == S::Submitted ? 1 : 0;
    const bool worked = state != S::New;
    m_layers << QVariantList{layer, itemId, u"annotator"_s, person};
    m_assignments << QVariantList{id,
                                  itemId,
                                  person,
                                  assignmentStateKey(state),
                                  iteration,
                                  worked ? bounded(30, 900) : 0,
                                  state == S::InReview ? QVariant(m_reviewer) : sqlNull(),
                                  state == S::Discarded ? QVariant(u"The prompt is ambiguous."_s) : sqlNull()};
    for (const auto &[action, from, to] : stepsTo(state)) {
        const bool byReviewer = action == "claim"_L1 || action == "return"_L1 || action == "accept"_L1;
        m_history << QVariantList{id,
                                  byReviewer ? m_reviewer : person,
                                  action,
                                  from.isNull() ? sqlNull() : from,
                                  to,
                                  to == assignmentStateKey(S::New) || to == assignmentStateKey(S::InProgress) ? 0 : 1,
                                  action == "return"_L1 || action == "discard"_L1 ? u"Please check."_s : QString(),
                                  stamp};
    }
    const int count = worked ? int(m_random.generateDouble() * (2 * m_options.spansPerAnnotation + 1)) : 0;
    const qint64 firstSpan = m_nextSpan;
    for (int i = 0; i < count; ++i) {
        Span span = makeSpan(text, planted);
        span.layerId = layer;
        span.reviewState = state == S::Accepted ? SpanReviewState::Accepted
            : state == S::Returned && i == 0    ? SpanReviewState::NeedsChange
                                                : SpanReviewState::Pending;
        m_spans << span;
        ++m_nextSpan;
    }
    if (worked && state != S::Discarded) {
        m_judgements << QVariantList{id, u"erroneous"_s, count > 0 ? 1 : 0, sqlNull()};
        m_judgements << QVariantList{id, u"rating"_s, std::clamp(5 - count, 1, 5), sqlNull()};
        m_summary.judgements += 2;
    }
    addReviews(id, state, firstSpan, count, stamp);
    ++m_summary.assignments;
}

Span Writer::makeSpan(const ScaleText &text, const QList<Planted> &planted)
{
    const int words = int(text.words.size());
    Planted where{bounded(3, words - 2), bounded(1, 4), bounded(0, int(m_types.size()) - 1)};
    if (bounded(0, 9) < 7) { // a planted error, edges off by a word now and then
        where = planted.at(bounded(0, int(planted.size()) - 1));
        const int shiftBegin = bounded(0, 2) == 0 ? bounded(-1, 1) : 0;
        const int shiftEnd = bounded(0, 2) == 0 ? bounded(-1, 1) : 0;
        where.word = std::clamp(where.word + shiftBegin, 3, words - 2);
        where.length = std::clamp(where.length + shiftEnd, 1, words - where.word);
        if (bounded(0, 4) == 0) {
            where.type = bounded(0, int(m_types.size()) - 1); // same place, another reading
        }
    }
    where.length = std::min(where.length, words - where.word);
    if (m_spansMade < m_types.size()) { // the first spans go through the whole taxonomy once
        where.type = int(m_spansMade);
    }
    ++m_spansMade;
    const TaxonomyNode *node = m_types.at(where.type);
    Span span;
    span.range = {text.words.at(where.word).first, text.words.at(where.word + where.length - 1).second};
    span.typeKey = node->key;
    const QList<Severity> &severities = m_project.taxonomy().severities;
    span.severityKey = severities.isEmpty() ? QString() : severities.at(bounded(0, int(severities.size()) - 1)).key;
    if (node->requirements.rationale || bounded(0, 3) == 0) {
        span.rationale = u"This does not follow from the prompt."_s;
    }
    if (node->requirements.correction || bounded(0, 4) == 0) {
        span.correction = text.text.mid(span.range.begin, span.range.length()).toLower();
    }
    if (node->linkKind) {
        const int antecedent = bounded(0, where.word - 1);
        span.links << SpanLink{{text.words.at(antecedent).first, text.words.at(antecedent).second}, *node->linkKind};
    }
    return span;
}

void Writer::addReviews(qint64 assignmentId, S state, qint64 firstSpan, int spans, const QString &stamp)
{
    if (state == S::Returned) {
        m_reviews << QVariantList{
            assignmentId, sqlNull(), m_reviewer, u"comment"_s, u"Please add the antecedent and check the severities."_s,
            stamp};
        if (spans > 0) {
            m_reviews << QVariantList{
                assignmentId, firstSpan, m_reviewer, u"needs_change_span"_s, u"The span should end at the comma."_s,
                stamp};
        }
    } else if (state == S::Accepted) {
        for (int i = 0; i < spans; ++i) {
            m_reviews << QVariantList{assignmentId, firstSpan + i, m_reviewer, u"accept_span"_s, QString(), stamp};
        }
    } else if (state == S::InReview && spans > 0) {
        m_reviews << QVariantList{assignmentId, firstSpan, m_reviewer, u"comment"_s, u"Why this type?"_s, stamp};
    }
}

bool Writer::flush()
{
    SpanRepository spans = m_project.spans();
    const bool ok = m_bulk.insert(BulkRepository::Table::Item, m_items)
        && m_bulk.insert(BulkRepository::Table::ItemMetadata, m_metadata)
        && m_bulk.insert(BulkRepository::Table::Layer, m_layers)
        && m_bulk.insert(BulkRepository::Table::Assignment, m_assignments)
        && m_bulk.insert(BulkRepository::Table::History, m_history)
        && spans.addMany(m_spans) // numbers them from nextId("span") on, as m_nextSpan did
        && m_bulk.insert(BulkRepository::Table::ReviewEvent, m_reviews)
        && m_bulk.insert(BulkRepository::Table::Judgement, m_judgements);
    m_error = m_bulk.lastError().isEmpty() ? spans.lastError() : m_bulk.lastError();
    m_summary.spans += m_spans.size();
    m_summary.reviewEvents += m_reviews.size();
    for (QList<QVariantList> *rows :
         {&m_items, &m_metadata, &m_layers, &m_assignments, &m_history, &m_reviews, &m_judgements}) {
        rows->clear();
    }
    m_spans.clear();
    return ok;
}

} // namespace

std::optional<ScaleOptions> ScaleOptions::preset(const QString &name)
{
    if (name == "scarecrow"_L1) return ScaleOptions{1300, 10, 3.3, 1};
    if (name == "million"_L1) return ScaleOptions{100000, 10, 1.06, 1};
    return std::nullopt;
}

bool ScaleGenerator::generate(const QString &path, const ScaleOptions &options, ScaleSummary *summary, QString *error,
                              const Progress &progress)
{
    if (options.items < 1 || options.annotators < 1 || options.spansPerAnnotation < 0) {
        *error = tr("A project needs at least one item and one annotator, and no negative span count.");
        return false;
    }
    const TaxonomyLoadResult scarecrow = TaxonomyLoader::builtin(u"scarecrow"_s);
    auto project =
        Project::create(path, *scarecrow.taxonomy, tr("Synthetic corpus (seed %1)").arg(options.seed), error);
    if (!project) {
        return false;
    }
    bool ok = project->settings().setValue(SettingKey::Judgements, u"erroneous,rating"_s);
    if (ok) {
        Transaction transaction(&project->database());
        Writer writer(*project, options);
        ok = writer.run(summary, progress, error) && transaction.commit();
        if (!ok && error->isEmpty()) {
            *error = tr("The project file could not be written.");
        }
    }
    if (!ok) {
        project.reset();
        Project::removeFiles(path); // nothing half-made is left to be opened
    }
    return ok;
}

} // namespace Errata

// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Keys are written in the order QJsonObject keeps them (sorted), and every value goes through the
// same conversions the repositories and ErrataJsonl::write apply (enum keys read and written back,
// times parsed and formatted), so the two writers agree byte for byte.
#include "model/project/erratajsonlstream.h"

#include "model/storage/archivecursor.h"
#include "model/interchange/erratajsonl.h"
#include "model/interchange/jsontext.h"
#include "model/project/project.h"
#include "model/domain/workflow.h"
#include "model/storage/reviewrepository.h"

#include <QIODevice>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {

constexpr qsizetype FlushBytes = 1 << 20; // written out a megabyte at a time

bool hasSurrogates(const QString &text)
{
    for (const QChar c : text) {
        if (c.isSurrogate()) return true;
    }
    return false;
}

// A stored time as Repository::parseTime and toString(Qt::ISODateWithMs) give it back. Stored
// times are nearly all already in that form ("2026-01-02T03:04:05.678Z"), and are copied then.
QString timeText(const QString &stored)
{
    const auto digits = [&](int from, int count) {
        int value = 0;
        for (int i = from; i < from + count; ++i) {
            const QChar c = stored.at(i);
            if (!c.isDigit() || c.unicode() > '9') return -1;
            value = value * 10 + (c.unicode() - '0');
        }
        return value;
    };
    if (stored.size() == 24 && stored.at(4) == u'-' && stored.at(7) == u'-' && stored.at(10) == u'T'
        && stored.at(13) == u':' && stored.at(16) == u':' && stored.at(19) == u'.' && stored.at(23) == u'Z'
        && QDate::isValid(digits(0, 4), digits(5, 2), digits(8, 2))
        && QTime::isValid(digits(11, 2), digits(14, 2), digits(17, 2), digits(20, 3))) {
        return stored;
    }
    return QDateTime::fromString(stored, Qt::ISODateWithMs).toString(Qt::ISODateWithMs);
}

TextSide sideOf(const QString &stored)
{
    TextSide side = TextSide::Generation; // the default of TextRange, as the repository leaves it
    textSideFromKey(stored, &side);
    return side;
}

class ItemWriter
{
public:
    ItemWriter(QByteArray *out, const QHash<qint64, QString> &names)
        : m_json(out)
        , m_names(names)
    {
    }
    void write(const CursorItem &entry);

private:
    void annotation(const CursorItem &entry, const Assignment &assignment);
    void spans(const QList<CursorSpan> &spans);
    void events(const QList<CursorEvent> &events, bool history);
    qint64 codePoints(TextSide side, qint64 utf16) const;

    JsonText m_json;
    const QHash<qint64, QString> &m_names;
    const Item *m_item = nullptr;
    bool m_promptPlain = true; // no surrogates: code points are UTF-16 units
    bool m_textPlain = true;
};

qint64 ItemWriter::codePoints(TextSide side, qint64 utf16) const
{
    const QString &text = side == TextSide::Prompt ? m_item->prompt : m_item->generation;
    if (side == TextSide::Prompt ? m_promptPlain : m_textPlain) {
        return std::clamp<qint64>(utf16, 0, text.size());
    }
    qint64 count = 0; // as ErrataJsonl::write counts: a surrogate pair is one
    for (qsizetype i = 0; i < utf16 && i < text.size(); ++i) {
        if (!(text.at(i).isLowSurrogate() && i > 0 && text.at(i - 1).isHighSurrogate())) ++count;
    }
    return count;
}

void ItemWriter::spans(const QList<CursorSpan> &spans)
{
    m_json.begin('[');
    for (const CursorSpan &span : spans) {
        const TextSide side = sideOf(span.side);
        SpanReviewState state = SpanReviewState::Pending;
        spanReviewStateFromKey(span.reviewState, &state);
        m_json.element();
        m_json.begin('{');
        m_json.member("begin", codePoints(side, span.begin));
        if (!span.correction.isNull()) m_json.member("correction", span.correction.toString());
        m_json.member("created", timeText(span.created));
        m_json.member("end", codePoints(side, span.end));
        m_json.member("id", span.id);
        m_json.key("links");
        m_json.begin('[');
        for (const CursorLink &link : span.links) {
            LinkKind kind = LinkKind::Antecedent;
            linkKindFromKey(link.kind, &kind);
            m_json.element();
            m_json.begin('{');
            m_json.member("begin", codePoints(sideOf(link.side), link.begin));
            m_json.member("end", codePoints(sideOf(link.side), link.end));
            m_json.member("kind", linkKindKey(kind));
            m_json.member("side", textSideKey(sideOf(link.side)));
            m_json.end('}');
        }
        m_json.end(']');
        m_json.member("modified", timeText(span.modified));
        m_json.member("rationale", span.rationale);
        m_json.member("review_state", spanReviewStateKey(state));
        if (!span.severity.isEmpty()) m_json.member("severity", span.severity);
        m_json.member("side", textSideKey(side));
        m_json.member("type", span.type);
        m_json.end('}');
    }
    m_json.end(']');
}

void ItemWriter::events(const QList<CursorEvent> &events, bool history)
{
    m_json.begin('[');
    for (const CursorEvent &event : events) {
        m_json.element();
        m_json.begin('{');
        if (history) {
            m_json.member("action", event.kind);
            m_json.member("actor", m_names.value(event.personId));
            m_json.member("at", timeText(event.at));
            if (!event.from.isEmpty()) m_json.member("from", event.from);
            m_json.member("iteration", event.iteration);
            m_json.member("reason", event.body);
            m_json.member("to", event.to);
        } else {
            ReviewEventKind kind = ReviewEventKind::Comment;
            reviewEventKindFromKey(event.kind, &kind);
            m_json.member("at", timeText(event.at));
            m_json.member("author", m_names.value(event.personId));
            m_json.member("body", event.body);
            m_json.member("kind", reviewEventKindKey(kind));
            if (event.spanId != 0) m_json.member("span", event.spanId);
        }
        m_json.end('}');
    }
    m_json.end(']');
}

void ItemWriter::annotation(const CursorItem &entry, const Assignment &assignment)
{
    const QList<CursorSpan> *own = nullptr; // the annotator's layer; the last one, as ArchiveCollector
    for (const CursorLayer &layer : entry.layers) {
        LayerKind kind = LayerKind::Annotator;
        layerKindFromKey(layer.kind, &kind);
        if (kind == LayerKind::Annotator && layer.personId == assignment.annotatorId) {
            const auto it = entry.spansByLayer.constFind(layer.id);
            own = it == entry.spansByLayer.cend() ? nullptr : &*it;
        }
    }
    const QString reviewer = m_names.value(assignment.reviewerId);
    m_json.element();
    m_json.begin('{');
    m_json.member("annotator", m_names.value(assignment.annotatorId));
    if (!assignment.discardReason.isEmpty()) m_json.member("discard_reason", assignment.discardReason);
    m_json.key("history");
    events(entry.history.value(assignment.id), true);
    m_json.member("iteration", assignment.iteration);
    m_json.key("judgements");
    m_json.variantMap(entry.judgements.value(assignment.id));
    if (!reviewer.isEmpty()) m_json.member("reviewer", reviewer);
    m_json.key("reviews");
    events(entry.reviews.value(assignment.id), false);
    m_json.key("spans");
    spans(own ? *own : QList<CursorSpan>());
    m_json.member("state", assignmentStateKey(assignment.state));
    m_json.member("time_spent_seconds", assignment.timeSpentSeconds);
    m_json.end('}');
}

void ItemWriter::write(const CursorItem &entry)
{
    const Item &item = entry.item;
    m_item = &item;
    m_promptPlain = !hasSurrogates(item.prompt);
    m_textPlain = !hasSurrogates(item.generation);
    m_json.begin('{');
    m_json.key("annotations");
    m_json.begin('[');
    for (const Assignment &assignment : entry.assignments) annotation(entry, assignment);
    m_json.end(']');
    if (item.format == TextFormat::Code) m_json.member("code_language", item.codeLanguage);
    m_json.member("format", textFormatKey(item.format));
    m_json.member("id", item.externalId);
    m_json.key("layers");
    m_json.begin('[');
    for (const CursorLayer &layer : entry.layers) {
        LayerKind kind = LayerKind::Annotator;
        layerKindFromKey(layer.kind, &kind);
        if (kind == LayerKind::Annotator) continue;
        m_json.element();
        m_json.begin('{');
        m_json.member("kind", layerKindKey(kind));
        m_json.member("label", layer.label);
        m_json.key("spans");
        spans(entry.spansByLayer.value(layer.id));
        m_json.end('}');
    }
    m_json.end(']');
    m_json.key("metadata");
    m_json.stringMap(item.metadata);
    m_json.member("prompt", item.prompt);
    m_json.member("record", u"item"_s);
    m_json.member("text", item.generation);
    m_json.end('}');
}

// The header record as ArchiveCollector and ErrataJsonl::write make it for a whole project.
QByteArray headerLine(Project &project)
{
    Archive header;
    SettingsRepository settings = project.settings();
    header.title = settings.value(SettingKey::Title, QString());
    header.createdAt = settings.value(SettingKey::CreatedAt, QString());
    header.taxonomyJson = settings.value(SettingKey::TaxonomyJson, QString()).toUtf8();
    for (const QLatin1StringView key :
         {SettingKey::BlindMode, SettingKey::AnonymousAnnotators, SettingKey::Judgements}) {
        if (const auto value = settings.value(key)) header.settings.insert(key, *value);
    }
    header.people = project.people().all();
    return ErrataJsonl::write(header);
}

} // namespace

bool ErrataJsonlStream::write(Project &project, QIODevice &out, qint64 *items, QString *error, const Progress &progress)
{
    ArchiveCursor cursor(project.database()); // first, so the header below reads the same snapshot
    QHash<qint64, QString> names;
    for (const Person &person : project.people().all()) names.insert(person.id, person.name);
    QByteArray buffer = headerLine(project);
    buffer.reserve(FlushBytes + FlushBytes / 4);
    ItemWriter writer(&buffer, names);
    const auto flush = [&] {
        if (out.write(buffer) != buffer.size()) {
            *error = out.errorString();
            return false;
        }
        buffer.resize(0); // keeps the capacity
        return true;
    };
    CursorItem entry;
    *items = 0;
    while (cursor.next(&entry)) {
        writer.write(entry);
        buffer += '\n';
        ++*items;
        if (buffer.size() >= FlushBytes && !flush()) return false;
        if (progress && *items % 64 == 0 && !progress(*items, cursor.itemCount())) {
            *error = tr("The export was cancelled.");
            return false;
        }
    }
    if (!cursor.isValid()) {
        *error = tr("Could not read %1: %2").arg(project.path(), cursor.errorText());
        return false;
    }
    if (!flush()) return false;
    if (progress && !progress(*items, cursor.itemCount())) { // the caller may still discard the file
        *error = tr("The export was cancelled.");
        return false;
    }
    return true;
}

} // namespace Errata

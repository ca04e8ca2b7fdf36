// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/project/submissioncheck.h"

#include "model/domain/taxonomy.h"
#include "model/project/judgementcheck.h"
#include "model/project/project.h"
#include "model/project/studysettings.h"
#include "model/storage/settingsrepository.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace Errata {

QStringList SubmissionCheck::spanProblems(const Span &span, const Taxonomy &taxonomy)
{
    QStringList missing;
    const TaxonomyNode *type = taxonomy.node(span.typeKey);
    if (!type || !type->selectable) {
        missing << tr("an error type");
        return missing;
    }
    if (taxonomy.severities.size() > 1 && !taxonomy.severity(span.severityKey)) {
        missing << tr("a severity");
    }
    if (type->requirements.rationale && span.rationale.trimmed().isEmpty()) {
        missing << tr("a rationale");
    }
    if (type->requirements.correction && !span.correction.has_value()) {
        missing << tr("a correction");
    }
    if (type->requirements.link && span.links.isEmpty()) {
        missing << (type->linkKind == LinkKind::Associated ? tr("an associated span") : tr("an antecedent"));
    }
    return missing;
}

QString SubmissionCheck::errorLimitWarning(Project &project, const QList<Span> &spans)
{
    const std::optional<int> limit = StudySettings::maxErrorsPerText(project);
    const qsizetype count = spans.size();
    if (!limit || count < *limit) return {};
    if (count == *limit) {
        return tr("This text has %1 errors, the project's limit: a text with more is discarded.").arg(count);
    }
    return tr("This text has %1 errors, more than the project's limit of %2: discard it, with the reason "
              "\u201cmore than %2 errors\u201d.")
        .arg(count)
        .arg(*limit);
}

QString SubmissionCheck::quote(const Span &span, const Item &item)
{
    const QString &text = span.range.side == TextSide::Prompt ? item.prompt : item.generation;
    QString quoted = text.mid(span.range.begin, span.range.length()).simplified();
    if (quoted.size() > 40) {
        quoted = quoted.left(37) + u"…"_s;
    }
    return quoted.isEmpty() ? tr("(insertion point at %1)").arg(span.range.begin) : u"“%1”"_s.arg(quoted);
}

QStringList SubmissionCheck::problems(const QList<Span> &spans, const Taxonomy &taxonomy, const Item &item)
{
    QStringList problems;
    for (qsizetype i = 0; i < spans.size(); ++i) {
        const QStringList missing = spanProblems(spans.at(i), taxonomy);
        if (!missing.isEmpty()) {
            const TaxonomyNode *type = taxonomy.node(spans.at(i).typeKey);
            problems << tr("Span %1 %2 (%3) needs %4.")
                            .arg(i + 1)
                            .arg(quote(spans.at(i), item),
                                 type ? type->name.text(QLocale().name()) : spans.at(i).typeKey,
                                 missing.join(tr(" and ")));
        }
    }
    return problems;
}

QStringList SubmissionCheck::judgementGroups(Project &project)
{
    return project.settings().value(SettingKey::Judgements, QString()).split(u',', Qt::SkipEmptyParts);
}

QStringList SubmissionCheck::beforeSubmit(Project &project, const QList<Span> &spans,
                                          const QMap<QString, QVariant> &judgements, const Item &item)
{
    return problems(spans, project.taxonomy(), item)
        + JudgementCheck::problems(judgementGroups(project), judgements, spans, item);
}

} // namespace Errata

// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/review/reviewchangespanel.h"

#include "model/domain/taxonomy.h"

#include <QHeaderView>

#include <QLabel>
#include <QLocale>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {

ReviewChangesPanel::ReviewChangesPanel(QWidget *parent)
    : QWidget(parent)
    , m_empty(new QLabel(this))
    , m_view(new QTreeWidget(this))
{
    m_empty->setTextFormat(Qt::PlainText);
    m_empty->setWordWrap(true);
    // One line per changed span, and under an edited one a line per changed field: reads well in
    // the narrow side panel, where columns would cut the before → after text off.
    m_view->setColumnCount(1);
    m_view->setHeaderHidden(true);
    m_view->setWordWrap(true);
    m_view->setUniformRowHeights(false);
    m_view->setTextElideMode(Qt::ElideNone);
    m_view->header()->setSectionResizeMode(QHeaderView::Stretch); // a fixed width, so long lines wrap
    m_view->setAccessibleName(tr("Changes since the last review"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_empty);
    layout->addWidget(m_view, 1);
    connect(m_view, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item && item->data(0, Qt::UserRole).toLongLong() != 0) {
            emit spanChosen(item->data(0, Qt::UserRole).toLongLong());
        }
    });
}

int ReviewChangesPanel::changeCount() const
{
    return m_view->topLevelItemCount();
}

QString ReviewChangesPanel::describe(const Span &span) const
{
    const TaxonomyNode *type = m_taxonomy ? m_taxonomy->node(span.typeKey) : nullptr;
    const QString &source = span.range.side == TextSide::Prompt ? m_prompt : m_text;
    return tr("%1 “%2”").arg(type ? type->name.text(QLocale().name()) : span.typeKey,
                             source.mid(span.range.begin, span.range.length()));
}

// One changed field as "before → after", in words a reviewer reads.
QString ReviewChangesPanel::fieldChange(const SpanChange &change, const QString &field) const
{
    const Span &a = change.before;
    const Span &b = change.after;
    const auto typeName = [this](const QString &key) {
        const TaxonomyNode *node = m_taxonomy ? m_taxonomy->node(key) : nullptr;
        return node ? node->name.text(QLocale().name()) : key;
    };
    const auto severityName = [this](const QString &key) {
        const Severity *severity = m_taxonomy ? m_taxonomy->severity(key) : nullptr;
        return severity ? severity->name.text(QLocale().name()) : tr("none");
    };
    const auto quoted = [](const std::optional<QString> &text) { return text ? u"“%1”"_s.arg(*text) : tr("none"); };
    if (field == "range"_L1) {
        const QString &source = b.range.side == TextSide::Prompt ? m_prompt : m_text;
        return tr("range: “%1” → “%2”")
            .arg(source.mid(a.range.begin, a.range.length()), source.mid(b.range.begin, b.range.length()));
    }
    if (field == "type"_L1) return tr("type: %1 → %2").arg(typeName(a.typeKey), typeName(b.typeKey));
    if (field == "severity"_L1)
        return tr("severity: %1 → %2").arg(severityName(a.severityKey), severityName(b.severityKey));
    if (field == "correction"_L1) return tr("correction: %1 → %2").arg(quoted(a.correction), quoted(b.correction));
    if (field == "rationale"_L1) return tr("rationale: “%1” → “%2”").arg(a.rationale, b.rationale);
    if (field == "links"_L1) return tr("links: %1 → %2").arg(a.links.size()).arg(b.links.size());
    return field;
}

QString ReviewChangesPanel::summary() const
{
    return m_empty->text();
}

void ReviewChangesPanel::setChanges(const QList<SpanChange> &changes, const QString &text, const QString &prompt,
                                    const Taxonomy *taxonomy, int iteration, bool known)
{
    m_text = text;
    m_prompt = prompt;
    m_taxonomy = taxonomy;
    m_view->clear();
    for (const SpanChange &change : changes) {
        auto *row = new QTreeWidgetItem(m_view);
        switch (change.kind) {
        case SpanChange::Kind::Added:
            row->setText(0, tr("Added: %1").arg(describe(change.after)));
            row->setData(0, Qt::UserRole, change.after.id);
            break;
        case SpanChange::Kind::Removed: row->setText(0, tr("Removed: %1").arg(describe(change.before))); break;
        case SpanChange::Kind::Edited:
            row->setText(0, tr("Edited: %1").arg(describe(change.after)));
            row->setData(0, Qt::UserRole, change.after.id);
            for (const QString &field : change.fields) {
                auto *detail = new QTreeWidgetItem(row, {fieldChange(change, field)});
                detail->setData(0, Qt::UserRole, change.after.id);
                detail->setToolTip(0, detail->text(0));
            }
            break;
        }
        row->setToolTip(0, row->text(0));
    }
    m_view->expandAll();
    const bool none = changes.isEmpty();
    // Unknown is not none: "without changes" after a removed and an added span misled the reviewer.
    m_empty->setText(iteration < 2 ? tr("First submission: nothing to compare with yet.")
                         : !known  ? tr("Submission %1: the spans of the submission reviewed before are not on record "
                                         "(a project restored from errata-jsonl keeps none), so what changed cannot be "
                                         "listed.")
                                        .arg(iteration)
                         : none ? tr("Resubmitted without changes to the spans.")
                                : tr("Submission %1: changes since the last review.").arg(iteration));
    m_view->setVisible(!none);
}

} // namespace Errata

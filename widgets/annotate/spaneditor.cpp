// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/annotate/spaneditor.h"

#include "widgets/common/plaintext.h"
#include "widgets/common/swatchicon.h"
#include "model/document/annotationdocument.h"
#include "model/domain/typecolour.h"
#include "model/document/commands/addspancommand.h"
#include "model/document/commands/changespancommand.h"
#include "model/document/commands/commandids.h"
#include "model/document/commands/removespancommand.h"
#include "model/project/submissioncheck.h"
#include "model/domain/taxonomy.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTextBrowser>

#include <cmath>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Errata {
namespace {
QString language()
{
    return QLocale().name();
}
// A read-only box a fixed number of lines tall that scrolls instead of growing: what it shows changes
// as the fields fill, and a box that grew moved every control below it under the mouse.
QTextBrowser *fixedBox(int lines, QWidget *parent)
{
    auto *box = new QTextBrowser(parent);
    box->setOpenLinks(false);
    box->setFrameShape(QFrame::StyledPanel);
    box->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    box->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    box->document()->setDocumentMargin(3);
    box->setFixedHeight(int(std::ceil(lines * box->fontMetrics().lineSpacing() + 2 * 3 + 2 * box->frameWidth())));
    box->setFocusPolicy(Qt::NoFocus);
    return box;
}
} // namespace

SpanEditor::SpanEditor(QWidget *parent)
    : QWidget(parent)
{
    m_header = new QLabel(this);
    m_header->setWordWrap(true);
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Find a type…"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Find an error type"));
    setAccessibleName(tr("Span editor"));
    setAccessibleDescription(tr("Type, severity, correction, rationale and links of the selected span"));
    m_types = new QTreeWidget(this);
    m_types->setHeaderHidden(true);
    m_types->setColumnCount(2);
    m_types->setRootIsDecorated(true);
    m_types->setAccessibleName(tr("Error types"));
    m_definition = fixedBox(4, this);
    m_definition->setVisible(false);
    m_definition->setAccessibleName(tr("Definition of the type"));
    m_severityBox = new QWidget(this);
    m_severityBox->setLayout(new QVBoxLayout);
    m_severityBox->layout()->setContentsMargins(0, 0, 0, 0);
    m_severities = new QButtonGroup(this);
    m_hasCorrection = new QCheckBox(tr("Correction:"), this);
    m_correction = new QLineEdit(this);
    m_correction->setPlaceholderText(tr("empty = delete the span's text"));
    m_preview = fixedBox(2, this);
    m_preview->setAccessibleName(tr("Corrected sentence"));
    m_preview->setPlaceholderText(tr("With a correction, the corrected sentence shows here."));
    m_rationale = new QPlainTextEdit(this);
    m_rationale->setPlaceholderText(tr("Why is this an error?"));
    m_rationale->setTabChangesFocus(true);
    m_rationale->setAccessibleName(tr("Rationale"));
    m_correction->setAccessibleName(tr("Correction"));
    m_rationale->setMaximumHeight(90);
    m_links = new QLabel(this);
    m_links->setWordWrap(true);
    m_links->setTextFormat(Qt::PlainText); // quotes the item's text, which may hold markup
    m_pickLink = new QPushButton(tr("Pick lin&k…"), this);
    m_removeLinks = new QPushButton(tr("Remove links"), this);
    m_delete = new QPushButton(tr("Delete span"), this);
    m_problems = new QLabel(this);
    m_problems->setWordWrap(true);

    auto *correctionRow = new QHBoxLayout;
    correctionRow->addWidget(m_hasCorrection);
    correctionRow->addWidget(m_correction, 1);
    auto *linkRow = new QHBoxLayout;
    linkRow->addWidget(m_pickLink);
    linkRow->addWidget(m_removeLinks);
    linkRow->addStretch();
    linkRow->addWidget(m_delete);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // What changes height as the span is filled in sits above the type list, which takes up the
    // difference; below it every row keeps its place (a click meant for the correction field must
    // not land on its checkbox because a hint appeared).
    layout->addWidget(m_header);
    layout->addWidget(m_problems);
    layout->addWidget(m_links);
    layout->addWidget(m_search);
    layout->addWidget(m_types, 1);
    layout->addWidget(m_definition);
    auto *form = new QFormLayout;
    form->addRow(tr("Severity:"), m_severityBox);
    layout->addLayout(form);
    layout->addLayout(correctionRow);
    layout->addWidget(m_preview);
    layout->addWidget(new QLabel(tr("Rationale:"), this));
    layout->addWidget(m_rationale);
    layout->addLayout(linkRow);

    connect(m_search, &QLineEdit::textChanged, this, &SpanEditor::filterTypes);
    connect(m_types, &QTreeWidget::itemClicked, this, &SpanEditor::onTypeClicked);
    connect(m_types, &QTreeWidget::itemActivated, this, &SpanEditor::onTypeClicked);
    connect(m_severities, &QButtonGroup::idClicked, this,
            [this](int id) { applySeverity(m_document->taxonomy().severities.value(id).key); });
    connect(m_hasCorrection, &QCheckBox::toggled, this, &SpanEditor::commitCorrection);
    connect(m_correction, &QLineEdit::textEdited, this, &SpanEditor::commitCorrection);
    connect(m_rationale, &QPlainTextEdit::textChanged, this, &SpanEditor::commitText);
    connect(m_pickLink, &QPushButton::clicked, this, &SpanEditor::linkPickRequested);
    connect(m_removeLinks, &QPushButton::clicked, this, &SpanEditor::removeLinks);
    connect(m_delete, &QPushButton::clicked, this, &SpanEditor::deleteCurrent);
    setMinimumWidth(300);
    refresh();
}

void SpanEditor::setDocument(AnnotationDocument *document)
{
    if (m_document) {
        disconnect(m_document, nullptr, this, nullptr);
    }
    m_document = document;
    m_span = -1;
    m_pending = {};
    if (m_document) {
        connect(m_document, &AnnotationDocument::spanChanged, this, &SpanEditor::refresh);
        connect(m_document, &AnnotationDocument::spanInserted, this, [this](qsizetype index) {
            if (m_span >= 0 && index <= m_span) {
                ++m_span; // an undone delete came back before the span being edited
                emit currentSpanMoved(m_span);
            }
            refresh();
        });
        connect(m_document, &AnnotationDocument::spansReloaded, this, [this] {
            m_span = -1;
            refresh();
        });
        connect(m_document, &AnnotationDocument::spanRemoved, this, [this](qsizetype index) {
            const int before = m_span;
            m_span = index == m_span ? -1 : m_span - (index < m_span ? 1 : 0);
            if (m_span != before) {
                emit currentSpanMoved(m_span);
            }
            refresh();
        });
        connect(m_document, &AnnotationDocument::assignmentChanged, this, &SpanEditor::refresh);
    }
    // The next item of the same project has the same types: the list stays (rebuilding it, tooltips and
    // swatches included, was a sixth of an item switch).
    const Taxonomy *taxonomy = m_document ? &m_document->taxonomy() : nullptr;
    const QStringList key =
        taxonomy ? QStringList{taxonomy->id, language(), QString::number(taxonomy->nodes.size())} : QStringList();
    if (key.isEmpty() || key != m_typesFor || taxonomy->sourceJson != m_typesJson) {
        m_typesFor = key;
        m_typesJson = taxonomy ? taxonomy->sourceJson : QByteArray(); // compared as bytes, not converted
        rebuildTypes();
    }
    refresh();
}

void SpanEditor::setCurrentSpan(int index)
{
    m_span = index;
    m_pending = {};
    refresh();
}

void SpanEditor::setPendingSelection(const TextRange &range)
{
    m_span = -1;
    m_pending = range;
    refresh();
}

const Span *SpanEditor::span() const
{
    return m_document && m_span >= 0 && m_span < m_document->spans().size() ? &m_document->spans().at(m_span) : nullptr;
}

void SpanEditor::setTypeColours(const QHash<QString, QColor> &colours)
{
    m_typeColours = colours;
    if (m_document) {
        rebuildTypes();
    } else {
        m_typesFor.clear(); // built with the next document
    }
}

void SpanEditor::rebuildTypes()
{
    m_types->clear();
    const QSignalBlocker blocker(m_severities);
    for (QAbstractButton *button : m_severities->buttons()) {
        m_severities->removeButton(button);
        delete button;
    }
    if (!m_document) {
        return;
    }
    const Taxonomy &taxonomy = m_document->taxonomy();
    QHash<QString, QTreeWidgetItem *> groups;
    for (const TaxonomyNode &node : taxonomy.nodes) {
        auto *item =
            node.parentKey.isEmpty() ? new QTreeWidgetItem(m_types) : new QTreeWidgetItem(groups.value(node.parentKey));
        item->setText(0, node.name.text(language()));
        item->setText(1, node.shortcut);
        item->setData(0, Qt::UserRole, node.key);
        item->setToolTip(0,
                         u"<b>%1</b><p>%2</p><p><i>%3</i></p>"_s.arg(node.name.text(language()).toHtmlEscaped(),
                                                                     node.definition.text(language()).toHtmlEscaped(),
                                                                     node.example.text(language()).toHtmlEscaped()));
        item->setIcon(0, swatchIcon(typeColour(&taxonomy, node.key, m_typeColours)));
        if (!node.selectable) {
            item->setFlags(item->flags() & ~Qt::ItemIsSelectable);
        }
        groups.insert(node.key, item);
    }
    m_types->expandAll();
    m_types->resizeColumnToContents(1);
    m_types->header()->setStretchLastSection(false);
    m_types->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int i = 0; i < taxonomy.severities.size(); ++i) {
        const Severity &severity = taxonomy.severities.at(i);
        auto *button = new QRadioButton(severity.shortcut.isEmpty()
                                            ? severity.name.text(language())
                                            : u"%1 %2"_s.arg(severity.shortcut, severity.name.text(language())),
                                        m_severityBox);
        button->setToolTip(PlainText::toolTip(severity.name.text(language())));
        m_severities->addButton(button, i);
        m_severityBox->layout()->addWidget(button);
        button->show(); // created after the editor may already be on screen
    }
}

void SpanEditor::filterTypes(const QString &text)
{
    for (int g = 0; g < m_types->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_types->topLevelItem(g);
        bool anyChild = false;
        for (int c = 0; c < group->childCount(); ++c) {
            const bool match = group->child(c)->text(0).contains(text, Qt::CaseInsensitive)
                || group->child(c)->data(0, Qt::UserRole).toString().contains(text, Qt::CaseInsensitive);
            group->child(c)->setHidden(!match);
            anyChild = anyChild || match;
        }
        group->setHidden(!anyChild && !group->text(0).contains(text, Qt::CaseInsensitive));
    }
}

void SpanEditor::onTypeClicked(QTreeWidgetItem *item)
{
    if (item && (item->flags() & Qt::ItemIsSelectable)) {
        applyType(item->data(0, Qt::UserRole).toString());
    }
}

void SpanEditor::applyType(const QString &typeKey)
{
    const TaxonomyNode *type = m_document ? m_document->taxonomy().node(typeKey) : nullptr;
    if (!type || !type->selectable) {
        return;
    }
    if (const Span *current = span()) {
        Span after = *current;
        after.typeKey = typeKey;
        push(after, tr("Change type to %1").arg(type->name.text(language())));
        return;
    }
    if (m_pending.isEmpty() && m_pending.begin == 0 && m_pending.end == 0) {
        return;
    }
    Span fresh;
    fresh.range = m_pending;
    fresh.typeKey = typeKey;
    const QList<Severity> &scale = m_document->taxonomy().severities;
    if (scale.size() == 1) {
        fresh.severityKey = scale.first().key; // nothing to choose
    }
    const qsizetype before = m_document->spans().size();
    m_document->undoStack()->push(new AddSpanCommand(m_document, fresh));
    if (m_document->spans().size() > before) {
        m_span = int(before);
        m_pending = {};
        refresh();
        emit spanCreated(m_span);
    }
}

void SpanEditor::applySeverity(const QString &severityKey)
{
    if (const Span *current = span(); current && current->severityKey != severityKey) {
        Span after = *current;
        after.severityKey = severityKey;
        push(after, tr("Change severity"));
    }
}

void SpanEditor::deleteCurrent()
{
    if (span()) {
        m_document->undoStack()->push(new RemoveSpanCommand(m_document, m_span));
    }
}

void SpanEditor::addLink(const TextRange &range)
{
    if (const Span *current = span()) {
        const TaxonomyNode *type = m_document->taxonomy().node(current->typeKey);
        Span after = *current;
        after.links << SpanLink{range, type && type->linkKind ? *type->linkKind : LinkKind::Antecedent};
        push(after, tr("Link span"));
    }
}

void SpanEditor::removeLinks()
{
    if (const Span *current = span(); current && !current->links.isEmpty()) {
        Span after = *current;
        after.links.clear();
        push(after, tr("Remove links"));
    }
}

void SpanEditor::toggleDefinition()
{
    m_definition->setVisible(!m_definition->isVisible());
}

void SpanEditor::commitText()
{
    if (const Span *current = span(); current && !m_refreshing && current->rationale != m_rationale->toPlainText()) {
        Span after = *current;
        after.rationale = m_rationale->toPlainText();
        push(after, tr("Edit rationale"), CommandId::ChangeSpanText);
    }
}

void SpanEditor::commitCorrection()
{
    m_correction->setEnabled(m_hasCorrection->isChecked() && m_document && m_document->isEditable() && span());
    if (const Span *current = span(); current && !m_refreshing) {
        Span after = *current;
        after.correction = m_hasCorrection->isChecked() ? std::optional(m_correction->text()) : std::nullopt;
        if (after.correction != current->correction) {
            push(after, tr("Edit correction"), CommandId::ChangeSpanText);
        }
    }
    updatePreview();
}

void SpanEditor::push(const Span &after, const QString &text, int mergeId)
{
    // Typing merges per span; a different span or field starts a new undo step.
    // The gesture is the span and the field being typed, so rationale and correction are separate steps.
    const quint64 field = quint64(qHash(text));
    m_document->undoStack()->push(new ChangeSpanCommand(m_document, m_span, after, text, mergeId,
                                                        mergeId < 0 ? 0 : (quint64(span()->id) << 20) ^ field));
}

} // namespace Errata

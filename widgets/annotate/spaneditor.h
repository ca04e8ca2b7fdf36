// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/span.h"

#include <QByteArray>
#include <QColor>
#include <QHash>
#include <QWidget>

class QButtonGroup;
class QCheckBox;
class QLabel;
class QTextBrowser;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace Errata {

class AnnotationDocument;

// Edits the selected span, or turns a fresh selection into a new span: type (taxonomy tree with
// search), severity, correction with a live preview, rationale, link. Every change is an undo
// command on the document, persisted at once; incomplete spans are drafts with their gaps listed.
class SpanEditor final : public QWidget
{
    Q_OBJECT
public:
    explicit SpanEditor(QWidget *parent = nullptr);

    void setDocument(AnnotationDocument *document);
    void setCurrentSpan(int index);                   // -1: none
    void setPendingSelection(const TextRange &range); // text selected but not yet a span
    // The project's own type colours, for the type tree's swatches (typeColour(), as the text shows them).
    void setTypeColours(const QHash<QString, QColor> &colours);
    int currentSpan() const { return m_span; }

    // Applies a type to the current span, or creates a span from the pending selection.
    void applyType(const QString &typeKey);
    void applySeverity(const QString &severityKey);
    void deleteCurrent();
    void addLink(const TextRange &range);
    void toggleDefinition();

signals:
    void spanCreated(int index);
    void linkPickRequested();
    // The edited span's index changed because spans before it came or went (undo, redo, delete).
    void currentSpanMoved(int index);

private:
    void rebuildTypes();
    void refresh();
    static QString nestedWordHint(); // how to mark a word inside a span, in the header
    void filterTypes(const QString &text);
    void onTypeClicked(QTreeWidgetItem *item);
    void commitText();
    void commitCorrection();
    void removeLinks();
    void updatePreview();
    void push(const Span &after, const QString &text, int mergeId = -1);
    const Span *span() const;

    AnnotationDocument *m_document = nullptr;
    QHash<QString, QColor> m_typeColours;
    QStringList m_typesFor; // the taxonomy and language the type list was built for
    QByteArray m_typesJson; // and that taxonomy's file
    int m_span = -1;
    TextRange m_pending;
    bool m_refreshing = false;
    QLabel *m_header = nullptr;
    QLineEdit *m_search = nullptr;
    QTreeWidget *m_types = nullptr;
    QTextBrowser *m_definition = nullptr;
    QButtonGroup *m_severities = nullptr;
    QWidget *m_severityBox = nullptr;
    QCheckBox *m_hasCorrection = nullptr;
    QLineEdit *m_correction = nullptr;
    QTextBrowser *m_preview = nullptr;
    QPlainTextEdit *m_rationale = nullptr;
    QLabel *m_links = nullptr;
    QPushButton *m_pickLink = nullptr;
    QPushButton *m_removeLinks = nullptr;
    QPushButton *m_delete = nullptr;
    QLabel *m_problems = nullptr;
};

} // namespace Errata

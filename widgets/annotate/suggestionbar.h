// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFrame>
#include <QHash>
#include <QPointer>

class QAction;
class QComboBox;
class QLabel;
class QPushButton;

namespace Errata {

class SuggestionQueue;
struct Suggestion;
struct SpanVisual;
class Taxonomy;

// The annotator's side of suggestions (issue #18): which one is current, what it says, and the
// decisions on it. The undecided ones are drawn in the text after the annotator's spans, as dashed
// outlines (visuals()), in the order chosen here: text order, or by the system's confidence. Keys
// (commands()): F8 / Shift+F8 step, Insert accepts, Ctrl+Insert accepts and opens the span for
// editing, and the annotate view's Delete rejects a selected suggestion. In a blind project the
// system is "a system", never its name.
class SuggestionBar final : public QFrame
{
    Q_OBJECT
public:
    explicit SuggestionBar(QWidget *parent = nullptr);

    void setQueue(SuggestionQueue *queue, const Taxonomy *taxonomy, bool showSystem);
    void setTypeColours(const QHash<QString, QColor> &colours) { m_typeColours = colours; }
    // The undecided suggestions as drawn, after the spans; position i is visual spans + i.
    QList<SpanVisual> visuals() const;
    int currentPosition() const { return m_current; }
    void setCurrentPosition(int position); // -1: none
    const QList<QAction *> &commands() const { return m_commands; }

    void step(int by);
    void acceptCurrent(bool thenEdit);
    void rejectCurrent();

signals:
    void currentChanged(int position);      // the view selects it in the text
    void suggestionsChanged();              // drawn again
    void acceptedForEditing(qint64 spanId); // Ctrl+Insert: the view opens that span in the editor
    void messageRaised(const QString &message);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitDetail();
    void rebuild();
    void refreshText();
    QString describe(const Suggestion &suggestion) const;
    QList<qsizetype> shown() const;

    QPointer<SuggestionQueue> m_queue;
    const Taxonomy *m_taxonomy = nullptr;
    bool m_showSystem = false;
    int m_current = -1;
    QHash<QString, QColor> m_typeColours;
    QLabel *m_title;
    QLabel *m_detail;
    QComboBox *m_order;
    QPushButton *m_accept;
    QPushButton *m_edit;
    QPushButton *m_reject;
    QPushButton *m_next;
    QList<QAction *> m_commands;
};

} // namespace Errata

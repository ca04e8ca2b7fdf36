// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/annotate/suggestionbar.h"

#include "model/document/annotationdocument.h"
#include "model/document/suggestionqueue.h"
#include "model/domain/taxonomy.h"
#include "model/domain/typecolour.h"
#include "widgets/actions/retranslate.h"
#include "widgets/textview/spanvisual.h"

#include <QAction>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace Errata {

SuggestionBar::SuggestionBar(QWidget *parent)
    : QFrame(parent)
    , m_title(new QLabel(this))
    , m_detail(new QLabel(this))
    , m_order(new QComboBox(this))
    , m_accept(new QPushButton(this))
    , m_edit(new QPushButton(this))
    , m_reject(new QPushButton(this))
    , m_next(new QPushButton(this))
{
    setFrameShape(QFrame::StyledPanel);
    // Never squeezed below what it says: the span editor under it scrolls, a clipped rationale does not.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setAccessibleName(tr("Suggestions"));
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::PlainText); // a system's rationale is not ours to render
    m_order->addItems({tr("In text order"), tr("Most confident first"), tr("Least confident first")});
    m_order->setAccessibleName(tr("Order of suggestions"));
    Retranslate::buttonText(m_accept, staticMetaObject.className(), QT_TR_NOOP("Accept"));
    Retranslate::buttonText(m_edit, staticMetaObject.className(), QT_TR_NOOP("Accept and Edit"));
    Retranslate::buttonText(m_reject, staticMetaObject.className(), QT_TR_NOOP("Reject"));
    Retranslate::buttonText(m_next, staticMetaObject.className(), QT_TR_NOOP("Next"));
    m_accept->setToolTip(tr("Make it your span as it is (Insert)"));
    m_edit->setToolTip(tr("Make it your span and change it in the editor (Ctrl+Insert)"));
    m_reject->setToolTip(tr("Not an error, or not this one (Delete)"));
    m_next->setToolTip(tr("The next undecided suggestion (F8; Shift+F8 goes back)"));
    auto *buttons = new QHBoxLayout;
    for (QWidget *button : std::initializer_list<QWidget *>{m_accept, m_edit, m_reject, m_next}) {
        buttons->addWidget(button);
    }
    buttons->addStretch(1);
    auto *layout = new QGridLayout(this);
    layout->addWidget(m_title, 0, 0);
    layout->addWidget(m_order, 0, 1);
    layout->addWidget(m_detail, 1, 0, 1, 2);
    layout->addLayout(buttons, 2, 0, 1, 2);
    layout->setColumnStretch(0, 1);

    connect(m_accept, &QPushButton::clicked, this, [this] { acceptCurrent(false); });
    connect(m_edit, &QPushButton::clicked, this, [this] { acceptCurrent(true); });
    connect(m_reject, &QPushButton::clicked, this, &SuggestionBar::rejectCurrent);
    connect(m_next, &QPushButton::clicked, this, [this] { step(+1); });
    connect(m_order, &QComboBox::currentIndexChanged, this, [this] {
        setCurrentPosition(shown().isEmpty() ? -1 : 0);
        emit suggestionsChanged();
    });
    const auto add = [this](const char *id, const char *text, const QKeySequence &keys, auto slot) {
        auto *action = Retranslate::text(new QAction(this), staticMetaObject.className(), text);
        action->setObjectName(QString::fromLatin1(id));
        action->setShortcut(keys);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        m_commands << action;
    };
    add("Suggestion.Next", QT_TR_NOOP("Next suggestion"), QKeySequence(Qt::Key_F8), [this] { step(+1); });
    add("Suggestion.Previous", QT_TR_NOOP("Previous suggestion"), QKeySequence(Qt::SHIFT | Qt::Key_F8),
        [this] { step(-1); });
    add("Suggestion.Accept", QT_TR_NOOP("Accept suggestion"), QKeySequence(Qt::Key_Insert),
        [this] { acceptCurrent(false); });
    add("Suggestion.AcceptAndEdit", QT_TR_NOOP("Accept suggestion and edit it"),
        QKeySequence(Qt::CTRL | Qt::Key_Insert), [this] { acceptCurrent(true); });
    hide();
}

void SuggestionBar::setQueue(SuggestionQueue *queue, const Taxonomy *taxonomy, bool showSystem)
{
    if (m_queue) disconnect(m_queue, nullptr, this, nullptr);
    m_queue = queue;
    m_taxonomy = taxonomy;
    m_showSystem = showSystem;
    if (m_queue) {
        connect(m_queue, &SuggestionQueue::suggestionChanged, this, &SuggestionBar::rebuild);
        connect(m_queue, &SuggestionQueue::reloaded, this, &SuggestionBar::rebuild);
    }
    m_current = -1;
    const bool confident = m_queue && m_queue->hasConfidence();
    m_order->setEnabled(confident);
    if (!confident) m_order->setCurrentIndex(0);
    rebuild();
}

QList<qsizetype> SuggestionBar::shown() const
{
    return m_queue ? m_queue->undecided(SuggestionQueue::Order(m_order->currentIndex())) : QList<qsizetype>();
}

// After a decision the same position holds the next undecided one: deciding steps on by itself.
void SuggestionBar::rebuild()
{
    setVisible(m_queue && !m_queue->all().isEmpty());
    const qsizetype count = shown().size();
    if (m_current >= count) m_current = int(count) - 1;
    refreshText();
    emit suggestionsChanged();
}

void SuggestionBar::setCurrentPosition(int position)
{
    m_current = position >= 0 && position < shown().size() ? position : -1;
    refreshText();
    emit currentChanged(m_current);
}

void SuggestionBar::step(int by)
{
    const qsizetype count = shown().size();
    if (count == 0) {
        emit messageRaised(tr("No suggestion is left undecided on this item."));
        return;
    }
    const int from = m_current < 0 ? (by > 0 ? -1 : 0) : m_current;
    setCurrentPosition(int((from + by + count) % count));
}

void SuggestionBar::acceptCurrent(bool thenEdit)
{
    const QList<qsizetype> order = shown();
    if (!m_queue || m_current < 0 || m_current >= order.size()) return;
    const qint64 id = m_queue->all().at(order.at(m_current)).id;
    m_queue->accept(order.at(m_current));
    const qsizetype at = m_queue->indexOf(id);
    if (thenEdit && at >= 0 && m_queue->all().at(at).spanId) emit acceptedForEditing(m_queue->all().at(at).spanId);
}

void SuggestionBar::rejectCurrent()
{
    const QList<qsizetype> order = shown();
    if (m_queue && m_current >= 0 && m_current < order.size()) m_queue->reject(order.at(m_current));
}

void SuggestionBar::refreshText()
{
    if (!m_queue) return;
    const QList<qsizetype> order = shown();
    const qsizetype total = m_queue->all().size();
    const bool editable = m_queue->document()->isEditable();
    if (order.isEmpty()) {
        m_title->setText(total == 1 ? tr("The suggestion is decided") : tr("All %1 suggestions decided").arg(total));
        m_detail->setText(tr("What you accepted is yours now and can be edited like any span; Ctrl+Z takes a "
                             "decision back."));
    } else if (m_current < 0) {
        m_title->setText(order.size() == 1 ? tr("1 suggestion to decide")
                                           : tr("%1 suggestions to decide").arg(order.size()));
        m_detail->setText(tr("Dashed outlines in the text. Press F8 to go to the first, or click one."));
    } else {
        m_title->setText(tr("Suggestion %1 of %2").arg(m_current + 1).arg(order.size()));
        m_detail->setText(describe(m_queue->all().at(order.at(m_current))));
    }
    fitDetail();
    const bool current = m_current >= 0 && editable;
    for (QWidget *button : std::initializer_list<QWidget *>{m_accept, m_edit, m_reject}) button->setEnabled(current);
    m_next->setEnabled(!order.isEmpty());
}

// A wrapped label tells a vertical layout its height only for the width it has: without this the
// editor below, which stretches, squeezes a long rationale to one clipped line.
void SuggestionBar::fitDetail()
{
    const int width = std::max(m_detail->width(), 240);
    m_detail->setMinimumHeight(std::max(0, m_detail->heightForWidth(width))); // -1: no text to wrap yet
    setMinimumHeight(std::max(0, layout()->totalHeightForWidth(std::max(this->width(), 260))));
}

void SuggestionBar::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    fitDetail();
}

QString SuggestionBar::describe(const Suggestion &suggestion) const
{
    const QString language = QLocale().name();
    const Span &span = suggestion.suggested;
    const TaxonomyNode *type = m_taxonomy ? m_taxonomy->node(span.typeKey) : nullptr;
    const Severity *severity = m_taxonomy ? m_taxonomy->severity(span.severityKey) : nullptr;
    QString text = type ? type->name.text(language) : span.typeKey;
    if (severity) text += u" · "_s + tr("severity: %1").arg(severity->name.text(language));
    QStringList source;
    if (span.confidence) source << tr("confidence %1").arg(QLocale().toString(*span.confidence, 'f', 2));
    source << (m_showSystem ? tr("from %1").arg(suggestion.system) : tr("from a system"));
    text += u'\n' + source.join(u" · "_s);
    if (!span.rationale.isEmpty()) text += u'\n' + tr("Rationale: %1").arg(span.rationale);
    return text;
}

QList<SpanVisual> SuggestionBar::visuals() const
{
    QList<SpanVisual> visuals;
    if (!m_queue) return visuals;
    for (const qsizetype index : shown()) {
        const Suggestion &suggestion = m_queue->all().at(index);
        SpanVisual visual;
        visual.range = suggestion.suggested.range;
        visual.color = typeColour(m_taxonomy, suggestion.suggested.typeKey, m_typeColours);
        visual.machine = true;
        visual.description = tr("Suggestion: %1").arg(describe(suggestion));
        visual.toolTip = u"<i>%1</i><br>%2"_s.arg(tr("Suggestion, not yours until accepted").toHtmlEscaped(),
                                                  describe(suggestion).toHtmlEscaped().replace(u'\n', u"<br>"_s));
        visuals << visual;
    }
    return visuals;
}

} // namespace Errata

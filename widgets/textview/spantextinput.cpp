// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SpanTextView's mouse and keyboard handling: selections snap to words, span edges can be dragged
// or stepped by word, and everything goes out as signals (the view changes no document).
#include "widgets/textview/spantextview.h"

#include "model/domain/wordsnap.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>

namespace Errata {
namespace {
constexpr qreal EdgeGrab = 4; // px either side of a selected span's edge that start an edge drag

quint64 nextGesture()
{
    static quint64 gesture = 0;
    return ++gesture;
}
} // namespace

SpanTextView::Drag SpanTextView::edgeUnder(const QPointF &point) const
{
    if (m_selectedSpan < 0) {
        return Drag::None;
    }
    const QList<QRectF> rects = rectsForRange(m_spans[m_selectedSpan].range);
    if (rects.isEmpty()) {
        return Drag::None;
    }
    const bool rtl = block(m_spans[m_selectedSpan].range.side).text.isRightToLeft();
    const QRectF first = rects.first();
    const QRectF last = rects.last();
    const qreal beginX = rtl ? first.right() : first.left();
    const qreal endX = rtl ? last.left() : last.right();
    if (std::abs(point.x() - beginX) <= EdgeGrab && point.y() >= first.top() && point.y() <= first.bottom() + 8) {
        return Drag::Begin;
    }
    if (std::abs(point.x() - endX) <= EdgeGrab && point.y() >= last.top() && point.y() <= last.bottom() + 8) {
        return Drag::End;
    }
    return Drag::None;
}

void SpanTextView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    if (const int track = trackAt(event->position()); track >= 0) {
        emit trackActivated(track);
        return;
    }
    m_drag = edgeUnder(event->position());
    if (m_drag != Drag::None) {
        m_gesture = nextGesture();
        return;
    }
    TextSide side;
    const qsizetype offset = offsetAt(event->position(), &side);
    if (offset < 0) {
        return;
    }
    m_drag = Drag::Select;
    m_pressPoint = event->position();
    m_pressedSpan = spanAt(event->position());
    m_cursorSide = side;
    m_anchor = m_cursor = WordSnap::graphemeBoundaryBefore(block(side).text, characterAt(event->position()));
    m_selection = {m_anchor, m_anchor, side};
    m_pressWord = wordAt(event->position(), side);
    update();
}

// The word under a point, snapped as a double-click selects it; empty on whitespace or off the text.
TextRange SpanTextView::wordAt(const QPointF &point, TextSide side) const
{
    const QString &text = block(side).text;
    const qsizetype character = characterAt(point);
    if (character < 0 || character >= text.size()) return {0, 0, side};
    return WordSnap::snapToWords(text, {character, WordSnap::graphemeBoundaryAfter(text, character + 1), side});
}

void SpanTextView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_drag == Drag::None) {
        const int hover = spanAt(event->position());
        if (hover != m_hoverSpan) {
            m_hoverSpan = hover;
            update();
        }
        setCursor(edgeUnder(event->position()) != Drag::None ? Qt::SizeHorCursor : Qt::IBeamCursor);
        return;
    }
    TextSide side;
    const qsizetype offset = offsetAt(event->position(), &side);
    if (offset < 0) {
        return;
    }
    if (m_drag == Drag::Select) {
        // A drag that leaves the word it began on selects, as a text field's selection would, however
        // few pixels it moved: inside a span, a short drag onto the next word marks a word of its own
        // instead of selecting the span (issue 48).
        const qsizetype onCharacter = characterAt(event->position());
        const bool leftWord =
            !m_pressWord.isEmpty() && (onCharacter < m_pressWord.begin || onCharacter >= m_pressWord.end);
        const bool moved =
            leftWord || (event->position() - m_pressPoint).manhattanLength() >= QApplication::startDragDistance();
        if (side != m_cursorSide || !moved) {
            return; // a selection never spans prompt and generation; a click is not a selection
        }
        // Dragging forward takes in the character under the pointer (a whole ideograph in CJK text).
        m_cursor =
            onCharacter >= m_anchor ? WordSnap::graphemeBoundaryAfter(block(side).text, onCharacter + 1) : onCharacter;
        m_selection = WordSnap::snapToWords(block(side).text, {m_anchor, m_cursor, side});
        update();
        return;
    }
    const SpanVisual &span = m_spans[m_selectedSpan];
    if (side != span.range.side) {
        return;
    }
    const QString &text = block(side).text;
    TextRange range = span.range;
    const TextRange word =
        WordSnap::snapToWords(text, {offset, WordSnap::graphemeBoundaryAfter(text, offset + 1), side});
    if (m_drag == Drag::Begin) {
        range.begin = std::min(WordSnap::graphemeBoundaryBefore(text, word.isEmpty() ? offset : word.begin), range.end);
    } else {
        range.end = std::max(WordSnap::graphemeBoundaryAfter(text, word.isEmpty() ? offset : word.end), range.begin);
    }
    if (range != span.range) {
        emit spanRangeEdited(m_selectedSpan, range, m_gesture);
    }
}

void SpanTextView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    const Drag drag = m_drag;
    m_drag = Drag::None;
    if (drag != Drag::Select) {
        return;
    }
    if (!m_selection.isEmpty()) {
        emit selectionMade(m_selection);
        return;
    }
    m_selectedSpan = m_pressedSpan;
    update();
    emit spanActivated(m_pressedSpan);
}

// A double-click selects the word under the pointer, snapped as a drag over it would be.
void SpanTextView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || trackAt(event->position()) >= 0) {
        QWidget::mouseDoubleClickEvent(event);
        return;
    }
    TextSide side;
    const qsizetype offset = offsetAt(event->position(), &side);
    const qsizetype character = characterAt(event->position());
    if (offset < 0 || character < 0 || character >= block(side).text.size()) {
        return;
    }
    const QString &text = block(side).text;
    TextRange word =
        WordSnap::snapToWords(text, {character, WordSnap::graphemeBoundaryAfter(text, character + 1), side});
    if (word.isEmpty()) {
        return; // whitespace
    }
    m_drag = Drag::None;
    setSelection(word);
    emit selectionMade(m_selection);
}

void SpanTextView::keyPressEvent(QKeyEvent *event)
{
    const bool horizontal = event->key() == Qt::Key_Left || event->key() == Qt::Key_Right;
    if (horizontal && event->modifiers().testFlag(Qt::AltModifier)) {
        editSelectedEdge(event);
    } else if (horizontal || event->key() == Qt::Key_Home || event->key() == Qt::Key_End) {
        moveCursor(event);
    } else if (event->key() == Qt::Key_Escape && (!m_selection.isEmpty() || m_selectedSpan >= 0)) {
        clearSelection();
        m_selectedSpan = -1;
        emit spanActivated(-1);
    } else if (event->key() == Qt::Key_Tab && event->modifiers() == Qt::ControlModifier && !m_spans.isEmpty()) {
        m_selectedSpan = (m_selectedSpan + 1) % int(m_spans.size()); // walk the spans without a mouse
        announce();
        update();
        emit spanActivated(m_selectedSpan);
    } else {
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void SpanTextView::moveCursor(QKeyEvent *event)
{
    const QString &text = block(m_cursorSide).text;
    const bool forward = (event->key() == Qt::Key_Right) != text.isRightToLeft();
    const bool byWord = event->modifiers().testFlag(Qt::ControlModifier);
    if (event->key() == Qt::Key_Home || event->key() == Qt::Key_End) {
        m_cursor = event->key() == Qt::Key_Home ? 0 : text.size();
    } else if (byWord) {
        m_cursor =
            forward ? WordSnap::nextWordBoundary(text, m_cursor) : WordSnap::previousWordBoundary(text, m_cursor);
    } else {
        m_cursor = forward ? WordSnap::graphemeBoundaryAfter(text, std::min(m_cursor + 1, text.size()))
                           : WordSnap::graphemeBoundaryBefore(text, std::max<qsizetype>(m_cursor - 1, 0));
    }
    if (event->modifiers().testFlag(Qt::ShiftModifier)) {
        const TextRange raw{std::min(m_anchor, m_cursor), std::max(m_anchor, m_cursor), m_cursorSide};
        m_selection = byWord ? WordSnap::snapToWords(text, raw) : raw;
        if (!m_selection.isEmpty()) {
            emit selectionMade(m_selection);
        }
    } else {
        m_anchor = m_cursor;
        m_selection = {m_cursor, m_cursor, m_cursorSide};
    }
    announce();
    update();
}

void SpanTextView::editSelectedEdge(QKeyEvent *event)
{
    // Alt+←/→ moves the selected span's end by a word; with Shift, its start.
    if (m_selectedSpan < 0) {
        return;
    }
    const TextRange current = m_spans[m_selectedSpan].range;
    const QString &text = block(current.side).text;
    const bool forward = (event->key() == Qt::Key_Right) != text.isRightToLeft();
    TextRange range = current;
    const bool start = event->modifiers().testFlag(Qt::ShiftModifier);
    qsizetype &edge = start ? range.begin : range.end;
    edge = forward ? WordSnap::nextWordBoundary(text, edge) : WordSnap::previousWordBoundary(text, edge);
    // Word steps stop at word ends going forward and word starts going back; a start edge belongs
    // before the next word and an end edge after the previous one, not on the space between.
    const auto between = [&](qsizetype at) {
        const QChar c = text.at(at);
        return c.isSpace() || c.isPunct() || c.isSymbol(); // WordSnap's idea of what is not a word
    };
    while (start && forward && edge < range.end && between(edge)) {
        ++edge;
    }
    while (!start && !forward && edge > range.begin && between(edge - 1)) {
        --edge;
    }
    if (range.begin > range.end || range == current) {
        return;
    }
    emit spanRangeEdited(m_selectedSpan, range, nextGesture());
}

} // namespace Errata

// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SpanTextView's painting: text through QTextLayout::draw (never run by run), lanes and links on top.
#include "widgets/textview/spantextmetrics.h"
#include "widgets/textview/spantextview.h"

#include "model/domain/segmentation.h"

#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>

#include <array>

namespace Errata {

namespace SpanTextMetrics {

namespace {

// A system's span: hollow and dashed, so a prediction never looks like a person's filled bar, even in
// greyscale.
void paintMachineBar(QPainter &painter, const QRectF &bar, const QColor &colour)
{
    painter.save();
    QColor wash = colour;
    wash.setAlpha(40);
    painter.fillRect(bar, wash);
    QPen pen(colour.darker(130), 1.5, Qt::DashLine);
    pen.setCapStyle(Qt::FlatCap);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(bar.adjusted(0.75, 0.75, -0.75, -0.75));
    painter.restore();
}

} // namespace

qreal barThickness(int severityLevel)
{
    return severityLevel <= 1 ? 2.0 : severityLevel == 2 ? 3.5 : 5.0;
}

Qt::BrushStyle barPattern(int severityLevel)
{
    return severityLevel <= 1 ? Qt::Dense3Pattern : Qt::SolidPattern;
}

Qt::BrushStyle typePattern(int pattern)
{
    static constexpr std::array<Qt::BrushStyle, 7> Patterns{Qt::BDiagPattern, Qt::FDiagPattern,  Qt::VerPattern,
                                                            Qt::CrossPattern, Qt::Dense4Pattern, Qt::DiagCrossPattern,
                                                            Qt::Dense5Pattern};
    return pattern < 0 ? Qt::NoBrush : Patterns[std::size_t(pattern) % Patterns.size()];
}

void paintHighContrastBar(QPainter &painter, const QRectF &bar, const SpanVisual &span, const QColor &outline)
{
    // Black or white hatch, whichever stands out on the type's colour; then a crisp outline.
    const QColor ink = span.color.lightnessF() > 0.55 ? QColor(Qt::black) : QColor(Qt::white);
    painter.fillRect(bar, span.color);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QBrush(ink, typePattern(span.pattern)));
    painter.drawRect(bar);
    painter.setPen(QPen(outline, 1.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(bar.adjusted(0.5, 0.5, -0.5, -0.5));
}

int titleHeight(const QFont &font)
{
    return QFontMetrics(font).height() + 4;
}

QList<QTextLayout::FormatRange> spanFormats(const QList<SpanVisual> &spans, TextSide side, qsizetype textLength)
{
    QList<TextRange> ranges;
    QList<qsizetype> indexes;
    for (qsizetype i = 0; i < spans.size(); ++i) {
        if (spans[i].range.side == side && !spans[i].machine) { // a prediction does not tint the text
            ranges << spans[i].range;
            indexes << i;
        }
    }
    QList<QTextLayout::FormatRange> formats;
    for (const Segment &segment : segmentRanges(ranges, textLength)) {
        QTextLayout::FormatRange range;
        range.start = int(segment.begin);
        range.length = int(segment.end - segment.begin);
        QColor tint = spans[indexes[segment.rangeIndexes.constLast()]].color;
        tint.setAlpha(segment.rangeIndexes.size() > 1 ? 70 : 45);
        range.format.setBackground(tint);
        if (segment.rangeIndexes.size() > 1) {
            range.format.setUnderlineStyle(QTextCharFormat::DotLine);
        }
        formats << range;
    }
    return formats;
}

} // namespace SpanTextMetrics

using namespace SpanTextMetrics;

void SpanTextView::paintEvent(QPaintEvent *event)
{
    ensureLines(TextSide::Generation, event->rect().bottom() + 1, -1);
    QPainter painter(this);
    painter.fillRect(event->rect(), palette().base());
    for (const auto &b : m_blocks) {
        paintBlock(painter, *b, event->rect());
    }
    // Lanes are axis-aligned bars (no antialiasing needed, and patterned fills are slow with it);
    // only the link curves are smoothed.
    painter.setRenderHint(QPainter::Antialiasing);
    paintLinks(painter);
}

void SpanTextView::paintBlock(QPainter &painter, const Block &b, const QRect &clip) const
{
    const QRectF frame(Margin, b.top - Padding, width() - 2 * Margin, b.height + 2 * Padding);
    const qreal titleTop = frame.top() - titleHeight(font());
    if (!clip.intersects(QRectF(frame.left(), titleTop, frame.width(), frame.bottom() - titleTop).toAlignedRect())) {
        return;
    }
    QFont titleFont = font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(font().pointSizeF() * 0.9);
    painter.setFont(titleFont);
    painter.setPen(palette().color(QPalette::PlaceholderText));
    // MQM marks errors in the source too: there the first text is the source, not unannotated context.
    const bool promptMarked = std::any_of(m_spans.cbegin(), m_spans.cend(),
                                          [](const SpanVisual &span) { return span.range.side == TextSide::Prompt; });
    const QString title = b.side != TextSide::Prompt ? tr("Generation")
        : promptMarked                               ? tr("Source — errors are marked here too")
                                                     : tr("Prompt — written by a person; context, not annotated");
    painter.drawText(QRectF(frame.left(), titleTop, frame.width(), titleHeight(font())), Qt::AlignLeft | Qt::AlignTop,
                     title);
    if (b.side == TextSide::Prompt) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(palette().alternateBase());
        painter.drawRoundedRect(frame, 4, 4);
    }
    painter.setFont(font());
    painter.setPen(palette().color(QPalette::Text));
    if (b.text.isEmpty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(frame.adjusted(Padding, Padding, 0, 0), Qt::AlignLeft | Qt::AlignTop, tr("(empty)"));
        return;
    }
    paintTints(painter, b, clip);
    b.layout.draw(&painter, QPointF(Margin, b.top), transientFormats(b), clip);
    paintTracks(painter, b, clip);
    paintLanes(painter, b, clip);
    // The text cursor, for keyboard selection.
    if (hasFocus() && m_cursorSide == b.side) {
        const QList<QRectF> caret = rectsForRange({m_cursor, m_cursor, b.side});
        if (!caret.isEmpty()) {
            painter.fillRect(QRectF(caret.first().left(), caret.first().top(), 1.5, caret.first().height()),
                             palette().color(QPalette::Text));
        }
    }
}

QList<QTextLayout::FormatRange> SpanTextView::transientFormats(const Block &b) const
{
    QList<QTextLayout::FormatRange> formats;
    const auto add = [&](const TextRange &range, const QTextCharFormat &format) {
        if (range.side == b.side && !range.isEmpty()) {
            formats << QTextLayout::FormatRange{int(range.begin), int(range.length()), format};
        }
    };
    for (int index : {m_hoverSpan, m_selectedSpan}) {
        if (index >= 0 && index < m_spans.size()) {
            QTextCharFormat emphasis;
            QColor tint = m_spans[index].color;
            tint.setAlpha(index == m_selectedSpan ? 120 : 85);
            emphasis.setBackground(tint);
            add(m_spans[index].range, emphasis);
        }
    }
    QTextCharFormat selected;
    selected.setBackground(palette().highlight());
    selected.setForeground(palette().highlightedText());
    add(m_selection, selected);
    return formats;
}

// The text offsets of the lines the clip touches, so ranges wholly outside it cost nothing.
std::pair<qsizetype, qsizetype> SpanTextView::visibleText(const Block &b, const QRect &clip) const
{
    qsizetype firstVisible = b.text.size();
    qsizetype lastVisible = 0;
    for (int i = 0; i < b.layout.lineCount(); ++i) {
        const QTextLine line = b.layout.lineAt(i);
        const qreal top = b.top + line.y();
        if (top > clip.bottom()) {
            break; // lines only go down
        }
        if (top + line.height() + b.laneSpace[i] + LineGap >= clip.top()) {
            firstVisible = std::min<qsizetype>(firstVisible, line.textStart());
            lastVisible = std::max<qsizetype>(lastVisible, line.textStart() + line.textLength());
        }
    }
    return {firstVisible, lastVisible};
}

// What QTextLayout drew for background formats: the range's extent on each line, the line's full height,
// pixel-aligned; overlaps of several spans dotted-underlined at the baseline.
void SpanTextView::paintTints(QPainter &painter, const Block &b, const QRect &clip) const
{
    const auto [firstVisible, lastVisible] = visibleText(b, clip);
    const QFontMetricsF metrics(font());
    for (qsizetype t = 0; t < b.tints.size(); ++t) {
        const QTextLayout::FormatRange &tint = b.tints[t];
        if (tint.start > lastVisible || tint.start + tint.length < firstVisible) {
            continue;
        }
        // Measured once per layout, like the lanes: cursorToX() walks the whole line's glyphs.
        std::optional<QList<QRectF>> &measured = b.tintRects[t];
        if (!measured) {
            measured = rectsForRange({tint.start, tint.start + tint.length, b.side});
        }
        const QList<QRectF> &rects = *measured;
        for (const QRectF &rect : rects) {
            painter.fillRect(rect.toAlignedRect(), tint.format.background());
        }
        if (tint.format.underlineStyle() == QTextCharFormat::DotLine && !rects.isEmpty()) {
            painter.save();
            painter.setPen(
                QPen(palette().color(QPalette::Text), std::max<qreal>(1.0, metrics.lineWidth()), Qt::DotLine));
            // One rect per line, from the range's first line down.
            const int first = b.layout.lineForTextPosition(tint.start).lineNumber();
            for (qsizetype k = 0; k < rects.size(); ++k) {
                const QTextLine line = b.layout.lineAt(first + int(k));
                const qreal y =
                    rects[k].top() + (line.isValid() ? line.ascent() : metrics.ascent()) + metrics.underlinePos();
                painter.drawLine(QPointF(rects[k].left(), y), QPointF(rects[k].right(), y));
            }
            painter.restore();
        }
    }
}

void SpanTextView::paintLanes(QPainter &painter, const Block &b, const QRect &clip) const
{
    const auto [firstVisible, lastVisible] = visibleText(b, clip);
    for (int i = 0; i < m_spans.size(); ++i) {
        const SpanVisual &span = m_spans[i];
        const bool visible = span.range.begin <= lastVisible && span.range.end >= firstVisible;
        if (span.range.side != b.side || !visible) {
            continue;
        }
        for (const QRectF &bar : laneRects(i)) {
            if (span.machine) {
                paintMachineBar(painter, bar, span.color);
            } else {
                painter.setPen(Qt::NoPen);
                painter.setBrush(QBrush(span.color, barPattern(span.severityLevel)));
                painter.drawRect(bar);
            }
            if (span.severityLevel <= 1
                && !span.machine) { // patterned bars get a solid edge so their extent stays exact
                painter.fillRect(QRectF(bar.left(), bar.bottom() - 1, bar.width(), 1), span.color);
            }
            if (m_highContrast) {
                paintHighContrastBar(painter, bar, span, palette().color(QPalette::Text));
            }
            if (i == m_selectedSpan || span.incomplete) {
                QPen outline(i == m_selectedSpan ? palette().color(QPalette::Text) : span.color.darker(160));
                outline.setWidthF(1.0);
                outline.setStyle(span.incomplete && i != m_selectedSpan ? Qt::DashLine : Qt::SolidLine);
                painter.setPen(outline);
                painter.setBrush(Qt::NoBrush);
                painter.drawRect(bar.adjusted(-1, -1, 1, 1));
            }
        }
    }
}

void SpanTextView::paintLinks(QPainter &painter) const
{
    if (m_selectedSpan < 0 || m_selectedSpan >= m_spans.size()) {
        return;
    }
    const SpanVisual &span = m_spans[m_selectedSpan];
    const QList<QRectF> from = rectsForRange(span.range);
    if (from.isEmpty()) {
        return;
    }
    QPen pen(palette().color(QPalette::Text));
    pen.setWidthF(1.2);
    for (const TextRange &link : span.links) {
        const QList<QRectF> to = rectsForRange(link);
        if (to.isEmpty()) {
            continue;
        }
        pen.setStyle(Qt::DashLine);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        for (const QRectF &rect : to) {
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 3, 3);
        }
        // A curve over the text from the span's start to the linked range's end.
        const QPointF start(from.first().left() + 3, from.first().top());
        const QPointF end(to.last().right() - 3, to.last().top());
        QPainterPath path(start);
        const qreal lift = 18 + std::abs(start.y() - end.y()) * 0.25;
        path.cubicTo(start - QPointF(0, lift), end - QPointF(0, lift), end);
        pen.setStyle(Qt::SolidLine);
        painter.setPen(pen);
        painter.drawPath(path);
        painter.setBrush(palette().color(QPalette::Text));
        painter.drawEllipse(end, 2.5, 2.5);
    }
}

} // namespace Errata

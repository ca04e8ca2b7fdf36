// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/textview/spantextview.h"

#include "model/domain/segmentation.h"
#include "model/domain/wordsnap.h"
#include "widgets/textview/spantextmetrics.h"

#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QToolTip>

namespace Errata {

using namespace SpanTextMetrics;

SpanTextView::SpanTextView(QWidget *parent)
    : QWidget(parent)
{
    m_blocks[0] = std::make_unique<Block>();
    m_blocks[0]->side = TextSide::Prompt;
    m_blocks[1] = std::make_unique<Block>();
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setCursor(Qt::IBeamCursor);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Generated text with marked spans"));
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    announce();
}

SpanTextView::~SpanTextView() = default;

void SpanTextView::setTexts(const QString &prompt, const QString &generation)
{
    block(TextSide::Prompt).text = prompt;
    block(TextSide::Generation).text = generation;
    m_spans.clear();
    m_lanes.clear();
    m_selectedSpan = m_hoverSpan = -1;
    m_selection = {};
    m_cursor = m_anchor = 0;
    invalidateSyntax(); // the text is broken into lines again; the old item's lines are dropped
    announce();
}

namespace {

// Lanes are packed per side: a prompt span never pushes a generation span down.
QList<int> packedLanes(const QList<SpanVisual> &spans)
{
    QList<int> lanes(spans.size(), 0);
    for (TextSide side : {TextSide::Prompt, TextSide::Generation}) {
        QList<TextRange> ranges;
        QList<qsizetype> indexes;
        for (qsizetype i = 0; i < spans.size(); ++i) {
            if (spans[i].range.side == side) {
                ranges << spans[i].range;
                indexes << i;
            }
        }
        const QList<int> packed = packLanes(ranges);
        for (qsizetype k = 0; k < indexes.size(); ++k) {
            lanes[indexes[k]] = packed[k];
        }
    }
    return lanes;
}

// Whether the layout (tints, lanes, the lines' places) would come out the same for the new spans.
bool sameGeometry(const QList<SpanVisual> &a, const QList<SpanVisual> &b)
{
    return std::equal(a.cbegin(), a.cend(), b.cbegin(), b.cend(), [](const SpanVisual &x, const SpanVisual &y) {
        return x.range == y.range && x.color == y.color && x.machine == y.machine;
    });
}

} // namespace

void SpanTextView::setSpans(const QList<SpanVisual> &spans)
{
    setSpans(spans, packedLanes(spans));
}

void SpanTextView::setSpans(const QList<SpanVisual> &spans, const QList<int> &lanes)
{
    Q_ASSERT(lanes.size() == spans.size());
    // The same spans again (a refresh after a change elsewhere, a tooltip or severity changed): the
    // tints, lanes and lines stay; only the drawing changes.
    const bool unchanged = lanes == m_lanes && sameGeometry(spans, m_spans);
    m_spans = spans;
    m_lanes = lanes; // the caller's grouping (one lane group per annotator in the layer view)
    if (m_selectedSpan >= spans.size()) {
        m_selectedSpan = -1;
    }
    m_hoverSpan = -1;
    announce(); // a span may have come or gone under the cursor
    if (unchanged) {
        update();
    } else {
        invalidateLayout();
    }
}

void SpanTextView::setBackgroundOverride(const QList<std::pair<TextRange, QColor>> &backgrounds, bool enabled)
{
    if (enabled == m_backgroundOverride && backgrounds == m_backgrounds) {
        return;
    }
    m_backgrounds = backgrounds;
    m_backgroundOverride = enabled;
    invalidateLayout();
}

void SpanTextView::setSelectedSpan(int index)
{
    m_selectedSpan = index >= 0 && index < m_spans.size() ? index : -1;
    announce();
    update();
}

void SpanTextView::setSelection(const TextRange &range)
{
    m_selection = range;
    m_cursorSide = range.side;
    m_anchor = range.begin;
    m_cursor = range.end;
    update();
}

void SpanTextView::clearSelection()
{
    m_selection = {m_cursor, m_cursor, m_cursorSide};
    update();
}

qsizetype SpanTextView::characterAt(const QPointF &point) const
{
    return offsetAt(point, nullptr, QTextLine::CursorOnCharacter);
}

qsizetype SpanTextView::offsetAt(const QPointF &point, TextSide *side) const
{
    return offsetAt(point, side, QTextLine::CursorBetweenCharacters);
}

qsizetype SpanTextView::offsetAt(const QPointF &point, TextSide *side, QTextLine::CursorPosition mode) const
{
    ensureLines(TextSide::Generation, point.y() + Padding, -1);
    for (const auto &candidate : m_blocks) {
        const Block &b = *candidate;
        const QPointF local = point - QPointF(Margin, b.top);
        if (local.y() < -Padding || local.y() > b.height + Padding) {
            continue;
        }
        for (int i = 0; i < b.layout.lineCount(); ++i) {
            const QTextLine line = b.layout.lineAt(i);
            const bool last = i + 1 == b.layout.lineCount();
            if (local.y() < line.y() + line.height() + b.laneSpace[i] + LineGap || last) {
                if (side) {
                    *side = b.side;
                }
                return line.xToCursor(local.x(), mode);
            }
        }
        if (side) {
            *side = b.side;
        }
        return 0;
    }
    return -1;
}

QList<QRectF> SpanTextView::rectsForRange(const TextRange &range) const
{
    ensureLines(range.side, 0, range.end);
    const Block &b = block(range.side);
    QList<QRectF> rects;
    // Start at the range's first line instead of scanning from the top (long items have 1000+ lines).
    const QTextLine firstLine = b.layout.lineForTextPosition(int(std::clamp<qsizetype>(range.begin, 0, b.text.size())));
    const int first = firstLine.isValid() ? std::max(0, firstLine.lineNumber() - 1) : 0;
    for (int i = first; i < b.layout.lineCount(); ++i) {
        const QTextLine line = b.layout.lineAt(i);
        if (line.textStart() >= range.end && !range.isEmpty()) {
            break;
        }
        const qsizetype start = line.textStart();
        const qsizetype end = start + line.textLength();
        const bool hits = range.isEmpty()
            ? (range.begin >= start && (range.begin < end || i + 1 == b.layout.lineCount()))
            : (range.begin < end && range.end > start);
        if (!hits) {
            continue;
        }
        const qreal x1 = line.cursorToX(int(std::max(range.begin, start)));
        const qreal x2 = line.cursorToX(int(std::min(range.end, end)));
        rects << QRectF(Margin + std::min(x1, x2), b.top + line.y(), std::max(1.0, std::abs(x2 - x1)), line.height());
        if (range.isEmpty()) {
            break;
        }
    }
    return rects;
}

QPoint SpanTextView::pointForOffset(qsizetype offset, TextSide side) const
{
    // The middle of the character starting at offset (of the last one at the end of the text).
    const Block &b = block(side);
    const qsizetype next = offset < b.text.size() ? WordSnap::graphemeBoundaryAfter(b.text, offset + 1) : offset;
    const qsizetype begin = offset < b.text.size() ? offset : std::max<qsizetype>(0, offset - 1);
    const QList<QRectF> rects = rectsForRange({begin, std::max(next, begin + 1), side});
    return rects.isEmpty() ? QPoint() : rects.first().center().toPoint();
}

QList<QRectF> SpanTextView::laneRects(int spanIndex) const
{
    QList<QRectF> rects;
    if (spanIndex < 0 || spanIndex >= m_spans.size()) {
        return rects;
    }
    ensureLayout();
    const SpanVisual &span = m_spans[spanIndex];
    // Text rects of a span are measured once per layout: cursorToX() walks the line's glyphs, and
    // painting 200 spans asked for it 400 times a frame. Only spans that are asked about are measured,
    // so the lines below the visible part need not be laid out.
    if (m_spanRects.size() != m_spans.size()) {
        m_spanRects = QList<std::optional<QList<QRectF>>>(m_spans.size());
    }
    std::optional<QList<QRectF>> &measured = m_spanRects[spanIndex];
    if (!measured) {
        measured = rectsForRange(span.range);
    }
    const Block &b = block(span.range.side);
    for (const QRectF &textRect : std::as_const(*measured)) {
        const qreal y = textRect.bottom() + LaneTopGap + laneOffset(b, textRect.top() - b.top, m_lanes[spanIndex]);
        const qreal width = span.range.isEmpty() ? EmptySpanWidth : textRect.width();
        const qreal x = span.range.isEmpty() ? textRect.left() - EmptySpanWidth / 2 : textRect.left();
        rects << QRectF(x, y, width, barThickness(span.severityLevel) * (m_highContrast ? 2 : 1));
    }
    return rects;
}

int SpanTextView::spanAt(const QPointF &point) const
{
    // Lanes lie under their text: a span starting below the lines that reach the point has none here.
    ensureLines(TextSide::Generation, point.y() + Padding, -1);
    const Block &generation = block(TextSide::Generation);
    const qsizetype reached = generation.breaking ? laidEnd(generation) : generation.text.size() + 1;
    for (int i = 0; i < m_spans.size(); ++i) {
        const TextRange &range = m_spans[i].range;
        if (range.side == TextSide::Generation && range.begin >= reached) {
            continue;
        }
        for (const QRectF &lane : laneRects(i)) {
            if (lane.adjusted(-1, -2, 1, 2).contains(point)) {
                return i;
            }
        }
    }
    TextSide side = TextSide::Generation;
    const qsizetype offset = characterAt(point);
    offsetAt(point, &side);
    // The pointer must be on the character itself, not in the margin beside the line's end.
    const QList<QRectF> glyph = rectsForRange({offset, offset + 1, side});
    const bool onText = std::any_of(glyph.cbegin(), glyph.cend(),
                                    [&](const QRectF &r) { return r.adjusted(-1, 0, 1, 0).contains(point); });
    int best = -1;
    for (int i = 0; i < m_spans.size() && onText; ++i) {
        const TextRange &range = m_spans[i].range;
        const bool inside = range.side == side && range.begin <= offset && offset < range.end;
        if (inside && (best < 0 || range.length() < m_spans[best].range.length())) {
            best = i; // the most specific span under the pointer
        }
    }
    return best;
}

void SpanTextView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    ensureLayout();
}

void SpanTextView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        invalidateSyntax(); // a dark palette takes the dark theme
    } else if (event->type() == QEvent::FontChange || event->type() == QEvent::LayoutDirectionChange) {
        m_breakDirty = true;
        invalidateLayout();
    }
    QWidget::changeEvent(event);
}

bool SpanTextView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int index = spanAt(help->pos());
        if (index >= 0 && !m_spans[index].toolTip.isEmpty()) {
            QToolTip::showText(help->globalPos(), m_spans[index].toolTip, this);
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QWidget::event(event);
}

} // namespace Errata

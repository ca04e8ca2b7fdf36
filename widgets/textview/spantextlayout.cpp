// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SpanTextView's layout, in two parts that change at different rates. Breaking the text into lines
// (HarfBuzz shaping, line breaking) depends on the text, its syntax colours, the font and the width
// only; placing the lines (room for lanes under each) depends on the spans. Span tints are painted
// under the text instead of being QTextLayout formats: every format boundary splits the text into
// separately shaped runs, which made a span change shape the whole text again (issue #9).
// The generation is broken lazily: as far as the visible part and a margin below it, then further
// as painting or hit-testing reaches down; the height below the last laid-out line is estimated
// from the lines so far and corrected (updateGeometry) as more are laid out.
#include "widgets/textview/spantextmetrics.h"
#include "widgets/textview/spantextview.h"

#include <algorithm>

#include <QTextOption>

#include <cmath>
#include <limits>

namespace Errata {

using namespace SpanTextMetrics;

namespace {
// Below the visible part, lines laid out ahead so a scroll by a page or two needs no more.
constexpr qreal LookAhead = 1200;
constexpr qreal Everything = std::numeric_limits<qreal>::max();
} // namespace

void SpanTextView::invalidateLayout()
{
    m_layoutDirty = true;
    updateGeometry();
    update();
}

int SpanTextView::heightForWidth(int width) const
{
    layoutAt(width);
    const Block &generation = block(TextSide::Generation);
    return int(std::ceil(generation.top + generation.height + Margin));
}

QSize SpanTextView::sizeHint() const
{
    const int width = std::max(m_layoutWidth, 480);
    return {width, heightForWidth(width)};
}

void SpanTextView::ensureLayout() const
{
    // Once the widget has a real size, hit-testing and painting always use its width; before that,
    // whatever width a layout manager last asked about.
    const bool sized = testAttribute(Qt::WA_Resized) || isVisible();
    layoutAt(sized ? width() : (m_layoutWidth > 0 ? m_layoutWidth : 480));
}

void SpanTextView::layoutAt(int width) const
{
    const bool rebreak = m_breakDirty || width != m_layoutWidth;
    if (!rebreak && !m_layoutDirty) {
        return;
    }
    m_layoutWidth = width;
    if (rebreak) {
        m_gutter = gutterWidth();
    }
    const qreal textWidth = std::max<qreal>(80, width - 2 * Margin - 2 * Padding - m_gutter);
    auto *self = const_cast<SpanTextView *>(this);
    Block &prompt = self->block(TextSide::Prompt);
    Block &generation = self->block(TextSide::Generation);
    for (Block *b : {&prompt, &generation}) {
        // The prompt gets bands only when something is marked there (MQM's source side).
        b->tracked = !m_tracks.isEmpty()
            && (b->side == TextSide::Generation
                || std::any_of(m_spans.cbegin(), m_spans.cend(),
                               [b](const SpanVisual &s) { return s.range.side == b->side; }));
        b->tints = tintFormats(*b);
        b->tintRects = QList<std::optional<QList<QRectF>>>(b->tints.size());
        if (rebreak) {
            startLines(*b, textWidth);
        }
    }
    prompt.top = Margin + titleHeight(font()) + Padding;
    placeLines(prompt);
    addLines(prompt, Everything, -1); // prompts are short, and everything below sits under them
    generation.top = prompt.top + prompt.height + Padding + BlockGap + titleHeight(font());
    placeLines(generation);
    const QRect visible = isVisible() ? visibleRegion().boundingRect() : QRect();
    addLines(generation, std::max(0, visible.bottom()) + LookAhead - generation.top, -1);
    m_spanRects.clear(); // measured again on first use
    m_breakDirty = m_layoutDirty = false;
}

void SpanTextView::startLines(Block &b, qreal width) const
{
    if (b.breaking) {
        b.layout.endLayout();
        b.breaking = false;
    }
    // QTextLayout only breaks lines at U+2028; code and Markdown need their newlines (same length, so every
    // offset stays the same).
    QString shown = b.text;
    shown.replace(u'\n', QChar::LineSeparator);
    b.layout.setText(shown);
    b.layout.setFont(font());
    QTextOption option(Qt::AlignLeading);
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    option.setTextDirection(b.text.isRightToLeft() ? Qt::RightToLeft : Qt::LeftToRight);
    b.layout.setTextOption(option);
    b.layout.setFormats(syntaxFormats(b)); // colours only; the tints are painted, not shaped
    b.layout.setCacheEnabled(true);
    b.layout.beginLayout();
    b.breaking = true;
    b.textWidth = width;
    b.laneSpace.clear();
    b.lineLanes.clear();
    b.laidBottom = 0;
}

// Moves the lines laid out so far to make room for the current lanes; no line is broken again.
void SpanTextView::placeLines(Block &b) const
{
    qreal y = 0;
    b.laneSpace.clear();
    b.lineLanes.clear();
    for (int i = 0; i < b.layout.lineCount(); ++i) {
        QTextLine line = b.layout.lineAt(i);
        line.setPosition(QPointF(Padding + m_gutter, y));
        addLaneSpace(b, line);
        y += line.height() + b.laneSpace.last() + LineGap;
    }
    b.laidBottom = y;
    estimateHeight(b);
}

// Breaks more lines until they reach untilY (block coordinates) and cover untilOffset, or the text ends.
void SpanTextView::addLines(Block &b, qreal untilY, qsizetype untilOffset) const
{
    while (b.breaking && (b.laidBottom < untilY || laidEnd(b) <= untilOffset)) {
        QTextLine line = b.layout.createLine();
        if (!line.isValid()) {
            b.layout.endLayout();
            b.breaking = false;
            break;
        }
        line.setLineWidth(b.textWidth);
        line.setPosition(QPointF(Padding + m_gutter, b.laidBottom));
        addLaneSpace(b, line);
        b.laidBottom += line.height() + b.laneSpace.last() + LineGap;
    }
    estimateHeight(b);
}

// Hit-testing and painting call this before reading lines: a point or offset below the lines laid out
// so far lays out more, and a height that turns out different from the estimate is passed on.
void SpanTextView::ensureLines(TextSide side, qreal widgetY, qsizetype offset) const
{
    ensureLayout();
    Block &b = const_cast<SpanTextView *>(this)->block(side);
    if (!b.breaking) {
        return;
    }
    const qreal before = b.height;
    addLines(b, widgetY - b.top, offset);
    if (int(std::ceil(b.height)) != int(std::ceil(before))) {
        const_cast<SpanTextView *>(this)->updateGeometry();
    }
}

qsizetype SpanTextView::laidEnd(const Block &b) const
{
    const int count = b.layout.lineCount();
    if (count == 0) {
        return 0;
    }
    const QTextLine last = b.layout.lineAt(count - 1);
    return last.textStart() + last.textLength();
}

void SpanTextView::estimateHeight(Block &b) const
{
    const qsizetype done = laidEnd(b);
    const qreal rest = b.breaking && done > 0 ? qreal(b.text.size() - done) * b.laidBottom / qreal(done) : 0;
    b.height = std::max<qreal>(b.laidBottom + rest, QFontMetricsF(font()).height());
}

int SpanTextView::laidOutLineCount(TextSide side) const
{
    ensureLayout();
    return block(side).layout.lineCount();
}

QList<QTextLayout::FormatRange> SpanTextView::tintFormats(const Block &b) const
{
    if (!m_backgroundOverride) {
        return spanFormats(m_spans, b.side, b.text.size());
    }
    QList<QTextLayout::FormatRange> formats;
    for (const auto &[range, colour] : m_backgrounds) {
        if (range.side == b.side && !range.isEmpty()) {
            QTextCharFormat format;
            format.setBackground(colour);
            formats << QTextLayout::FormatRange{int(range.begin), int(range.length()), format};
        }
    }
    return formats;
}

// The lanes of the spans on a line, ascending. Each takes one row under that line only, so a line is not
// pushed down by lanes that hold nothing on it (with ten annotators, one lane group each, a line with
// a single span of the tenth used to keep room for all ten).
QList<int> SpanTextView::lanesOnLine(const Block &block, const QTextLine &line) const
{
    const qsizetype start = line.textStart();
    const qsizetype end = start + line.textLength();
    QList<int> lanes;
    for (qsizetype i = 0; i < m_spans.size(); ++i) {
        const TextRange &range = m_spans[i].range;
        const bool onLine = range.begin < end && (range.end > start || (range.isEmpty() && range.begin >= start));
        if (range.side == block.side && onLine) {
            lanes << m_lanes[i];
        }
    }
    std::sort(lanes.begin(), lanes.end());
    lanes.erase(std::unique(lanes.begin(), lanes.end()), lanes.end());
    return lanes;
}

void SpanTextView::addLaneSpace(Block &b, const QTextLine &line) const
{
    LineLanes rows;
    rows.lanes = lanesOnLine(b, line);
    const qreal used = b.tracked ? placeTracks(rows) : placeRows(rows);
    b.lineLanes << rows;
    b.laneSpace << (used > 0 ? LaneTopGap + used : 0);
}

// Without tracks, each lane used on a line takes the next row under it: a line is not pushed down by
// lanes that hold nothing on it.
qreal SpanTextView::placeRows(LineLanes &rows) const
{
    for (qsizetype k = 0; k < rows.lanes.size(); ++k) {
        rows.offsets << qreal(k) * laneStep();
    }
    return qreal(rows.lanes.size()) * laneStep();
}

// The last laid-out line starting at or above block-relative y.
int SpanTextView::lineAtY(const Block &b, qreal y) const
{
    int low = 0, high = int(b.lineLanes.size()) - 1, found = -1;
    while (low <= high) {
        const int middle = (low + high) / 2;
        if (b.layout.lineAt(middle).y() <= y + 0.5) {
            found = middle;
            low = middle + 1;
        } else {
            high = middle - 1;
        }
    }
    return found;
}

// Where a lane sits below the lane area of the line at block-relative y.
qreal SpanTextView::laneOffset(const Block &b, qreal y, int lane) const
{
    const int line = lineAtY(b, y);
    if (line < 0) return lane * laneStep();
    const LineLanes &rows = b.lineLanes[line];
    const auto it = std::lower_bound(rows.lanes.cbegin(), rows.lanes.cend(), lane);
    return it != rows.lanes.cend() && *it == lane ? rows.offsets[it - rows.lanes.cbegin()] : lane * laneStep();
}

} // namespace Errata

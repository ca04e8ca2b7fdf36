// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SpanTextView's tracks: with many annotators, each keeps one band in a fixed order under every line,
// labelled in a gutter left of the text. A band is as tall as its lanes on that line (and its label),
// and thin where that annotator marked nothing, so the order never changes from line to line and a
// reader can follow one person down the text without hovering anything.
#include "widgets/textview/spantextmetrics.h"
#include "widgets/textview/spantextview.h"

#include <QMouseEvent>
#include <QPainter>

namespace Errata {

using namespace SpanTextMetrics;

namespace {
constexpr qreal ThinTrack = 3; // a band with nothing marked on this line
constexpr qreal TrackGap = 1;  // between bands
constexpr qreal Swatch = 8;    // the colour square before a label
constexpr int MaxGutter = 132; // longer names are elided
constexpr int GutterGap = 8;   // between the labels and the text

QFont labelFont(const QFont &base)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * 0.8);
    return font;
}
} // namespace

void SpanTextView::setTracks(const QList<SpanTrack> &tracks)
{
    const bool sameLabels = tracks.size() == m_tracks.size()
        && std::equal(tracks.cbegin(), tracks.cend(), m_tracks.cbegin(),
                      [](const SpanTrack &a, const SpanTrack &b) { return a.label == b.label; });
    m_tracks = tracks;
    if (!sameLabels) {
        m_breakDirty = true; // the gutter's width may change, and with it where lines break
    }
    invalidateLayout();
}

int SpanTextView::gutterWidth() const
{
    if (m_tracks.isEmpty()) {
        return 0;
    }
    const QFontMetricsF metrics(labelFont(font()));
    qreal widest = 0;
    for (const SpanTrack &track : m_tracks) {
        widest = std::max(widest, metrics.horizontalAdvance(track.label));
    }
    return int(std::ceil(std::min<qreal>(MaxGutter, Swatch + 4 + widest) + GutterGap));
}

qreal SpanTextView::labelHeight() const
{
    return std::ceil(QFontMetricsF(labelFont(font())).height());
}

// Bands in track order; a lane's offset is its rank among its track's lanes on this line. A line
// nobody marked gets no bands: there is nothing to follow across it.
qreal SpanTextView::placeTracks(LineLanes &rows) const
{
    if (rows.lanes.isEmpty()) {
        return 0;
    }
    qreal y = 0;
    qsizetype k = 0;
    for (const SpanTrack &track : m_tracks) {
        const qsizetype first = k;
        while (k < rows.lanes.size() && rows.lanes[k] < track.firstLane + track.laneCount) {
            ++k;
        }
        const qreal used = qreal(k - first) * laneStep();
        const qreal height = k > first ? std::max(used, labelHeight()) : ThinTrack;
        for (qsizetype lane = first; lane < k; ++lane) {
            rows.offsets << y + (height - used) / 2 + qreal(lane - first) * laneStep();
        }
        rows.trackTops << y;
        rows.trackHeights << height;
        y += height + TrackGap;
    }
    for (; k < rows.lanes.size(); ++k) { // a lane outside every track: below them all
        rows.offsets << y + qreal(k) * laneStep();
    }
    return y;
}

QRectF SpanTextView::trackRect(int track, int line) const
{
    ensureLines(TextSide::Generation, 0, -1);
    const Block &b = block(TextSide::Generation);
    if (!b.tracked || track < 0 || line < 0 || line >= b.lineLanes.size()
        || track >= b.lineLanes[line].trackTops.size()) {
        return {};
    }
    const QTextLine textLine = b.layout.lineAt(line);
    const qreal top = b.top + textLine.y() + textLine.height() + LaneTopGap + b.lineLanes[line].trackTops[track];
    return {qreal(Margin + Padding), top, width() - 2.0 * (Margin + Padding), b.lineLanes[line].trackHeights[track]};
}

int SpanTextView::trackAt(const QPointF &point) const
{
    if (m_tracks.isEmpty() || point.x() > Margin + Padding + m_gutter) {
        return -1;
    }
    for (const auto &candidate : m_blocks) {
        const Block &b = *candidate;
        if (!b.tracked) continue;
        const int line = lineAtY(b, point.y() - b.top);
        if (line < 0 || line >= b.lineLanes.size()) continue;
        const QTextLine textLine = b.layout.lineAt(line);
        const qreal areaTop = b.top + textLine.y() + textLine.height() + LaneTopGap;
        const LineLanes &rows = b.lineLanes[line];
        for (qsizetype t = 0; t < rows.trackTops.size(); ++t) {
            const qreal top = areaTop + rows.trackTops[t];
            if (point.y() >= top - TrackGap && point.y() < top + rows.trackHeights[t] + TrackGap) {
                return int(t);
            }
        }
    }
    return -1;
}

void SpanTextView::paintTracks(QPainter &painter, const Block &b, const QRect &clip) const
{
    if (!b.tracked) {
        return;
    }
    painter.save();
    painter.setFont(labelFont(font()));
    // From the line just above the clip, not from the top: a long item has thousands of lines.
    for (int i = std::max(0, lineAtY(b, clip.top() - b.top) - 1); i < b.layout.lineCount() && i < b.lineLanes.size();
         ++i) {
        const QTextLine line = b.layout.lineAt(i);
        const qreal areaTop = b.top + line.y() + line.height() + LaneTopGap;
        if (areaTop > clip.bottom()) {
            break;
        }
        if (areaTop + b.laneSpace[i] < clip.top()) {
            continue;
        }
        const LineLanes &rows = b.lineLanes[i];
        for (int t = 0; t < rows.trackTops.size(); ++t) {
            const QRectF row(Margin + Padding + m_gutter, areaTop + rows.trackTops[t], b.textWidth,
                             rows.trackHeights[t]);
            const QRectF gutter(Margin + Padding, row.top(), m_gutter - GutterGap, row.height());
            paintTrackRow(painter, t, row, gutter);
        }
    }
    painter.restore();
}

// A band with marks gets its label and a faint guide from it across the text; a thin one only a
// short stroke in the gutter, so the order stays visible without ruling the page.
void SpanTextView::paintTrackRow(QPainter &painter, int track, const QRectF &row, const QRectF &gutter) const
{
    const SpanTrack &info = m_tracks[track];
    if (row.height() <= ThinTrack) {
        painter.fillRect(QRectF(gutter.left(), row.center().y() - 1, Swatch, 2), info.color);
        return;
    }
    QColor guide = info.color;
    guide.setAlpha(40);
    painter.fillRect(QRectF(row.left(), row.center().y() - 0.5, row.width(), 1), guide);
    const QRectF swatch(gutter.left(), row.center().y() - Swatch / 2, Swatch, Swatch);
    painter.fillRect(swatch, info.color);
    painter.setPen(palette().color(info.folded ? QPalette::PlaceholderText : QPalette::Text));
    const QRectF text = gutter.adjusted(Swatch + 4, -2, 0, 2);
    const QString label = painter.fontMetrics().elidedText(info.label, Qt::ElideRight, int(text.width()));
    painter.drawText(text, Qt::AlignLeft | Qt::AlignVCenter, label);
}

} // namespace Errata

// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/domain/records.h"
#include "widgets/textview/spanvisual.h"

#include <QTextLayout>
#include <QWidget>

#include <array>
#include <memory>
#include <optional>

namespace Errata {

// The prompt (human-written, read-only context) above the generation, with spans drawn as a tinted
// background (topmost span) and as lanes: one bar per span under each text line, lanes reused as
// soon as they are free, thickness and pattern by severity. One cached QTextLayout per text (house
// style §2.6), broken into lines only for the text, its syntax colours, the font and the width: span
// tints are painted under it and lanes only move its lines, so a span change never shapes the text
// again. The generation is broken into lines lazily, as far as painting or hit-testing reaches;
// below that its height is estimated (a 5,000-word item costs what is on screen).
class SpanTextView final : public QWidget
{
    Q_OBJECT
public:
    explicit SpanTextView(QWidget *parent = nullptr);
    ~SpanTextView() override;

    void setTexts(const QString &prompt, const QString &generation);
    // How the generation is written: Markdown and code are coloured (SyntaxColouring) under the spans.
    // Kept across setTexts(), so set it for every item.
    void setTextFormat(TextFormat format, const QString &codeLanguage = QString());
    void setSpans(const QList<SpanVisual> &spans);
    // With lanes chosen by the caller instead of packed here (one group per annotator).
    void setSpans(const QList<SpanVisual> &spans, const QList<int> &lanes);
    // Fixed, labelled bands, one per track, under every line of a text that has spans; empty: lanes are
    // packed per line as usual. Set before setSpans() with lanes inside the tracks' ranges.
    void setTracks(const QList<SpanTrack> &tracks);
    const QList<SpanTrack> &tracks() const { return m_tracks; }
    // The band of a track under a line of the generation, in widget coordinates (empty without tracks).
    QRectF trackRect(int track, int line) const;
    // The track whose gutter label is at the point, or -1.
    int trackAt(const QPointF &point) const;
    int gutterWidth() const;
    // Replaces the span tint under the text, e.g. by a "k of N annotators" heat; lanes stay.
    void setBackgroundOverride(const QList<std::pair<TextRange, QColor>> &backgrounds, bool enabled);
    const QList<SpanVisual> &spans() const { return m_spans; }
    void setSelectedSpan(int index);
    int selectedSpan() const { return m_selectedSpan; }
    TextRange selection() const { return m_selection; }
    void setSelection(const TextRange &range);
    void clearSelection();

    // Hit-testing, in widget coordinates; used by the mouse code and by the tests.
    qsizetype offsetAt(const QPointF &point, TextSide *side = nullptr) const;
    // The character under the point (not the nearest gap between characters).
    qsizetype characterAt(const QPointF &point) const;
    QList<QRectF> rectsForRange(const TextRange &range) const;
    QPoint pointForOffset(qsizetype offset, TextSide side = TextSide::Generation) const;
    QList<QRectF> laneRects(int spanIndex) const;
    int spanAt(const QPointF &point) const;
    int laneOf(int spanIndex) const { return m_lanes.value(spanIndex, -1); }
    // The character formats the text is drawn with: syntax colours first, span tints after.
    QList<QTextLayout::FormatRange> layoutFormats(TextSide side) const;
    // How many lines of a text are broken and placed so far (the generation's grow as it is scrolled).
    int laidOutLineCount(TextSide side) const;

    // Thicker lanes with a hatch per type and an outline, so types and severities never rely on colour.
    void setHighContrast(bool on);
    bool highContrast() const { return m_highContrast; }
    // What a screen reader hears about the text cursor's place: the spans covering it.
    QString describeSpansAt(qsizetype offset, TextSide side) const;
    qsizetype cursorOffset() const { return m_cursor; }
    TextSide cursorSide() const { return m_cursorSide; }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;

signals:
    void selectionMade(const Errata::TextRange &range); // a finished mouse or keyboard selection
    void spanActivated(int index);                      // -1: clicked outside every span
    void trackActivated(int track);                     // a track's label in the gutter was clicked
    // An edge of the selected span moved; gesture is the same for every step of one drag.
    void spanRangeEdited(int index, const Errata::TextRange &range, quint64 gesture);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    // The lanes used under one line, ascending, and their offsets below the line's lane area; with
    // tracks, each track's band too.
    struct LineLanes
    {
        QList<int> lanes;
        QList<qreal> offsets;
        QList<qreal> trackTops;
        QList<qreal> trackHeights;
    };
    struct Block
    {
        TextSide side = TextSide::Generation;
        QString text;
        QTextLayout layout;
        qreal top = 0;                          // of the text, below the title
        qreal height = 0;                       // of the text with its lanes; estimated below the last laid-out line
        QList<qreal> laneSpace;                 // per laid-out line: room below it for lanes
        QList<LineLanes> lineLanes;             // per laid-out line: where its lanes (and tracks) sit
        bool tracked = false;                   // tracks are drawn under its lines (it has spans)
        QList<QTextLayout::FormatRange> syntax; // colours by the text's format; recomputed when invalid
        bool syntaxValid = false;
        QList<QTextLayout::FormatRange> tints;                 // span (or heat) backgrounds, painted under the text
        mutable QList<std::optional<QList<QRectF>>> tintRects; // per tint, measured when first painted
        bool breaking = false; // still inside beginLayout(): more lines are added when needed
        qreal textWidth = 0;   // the width its lines were broken at
        qreal laidBottom = 0;  // below the last laid-out line and its lanes
    };
    enum class Drag { None, Select, Begin, End };

    qsizetype offsetAt(const QPointF &point, TextSide *side, QTextLine::CursorPosition mode) const;
    Block &block(TextSide side) { return *m_blocks[side == TextSide::Prompt ? 0 : 1]; }
    const Block &block(TextSide side) const { return *m_blocks[side == TextSide::Prompt ? 0 : 1]; }
    void invalidateLayout();
    void invalidateSyntax();
    const QList<QTextLayout::FormatRange> &syntaxFormats(Block &block) const;
    void ensureLayout() const;
    void layoutAt(int width) const;
    void startLines(Block &block, qreal width) const;
    void placeLines(Block &block) const;
    void addLines(Block &block, qreal untilY, qsizetype untilOffset) const;
    void ensureLines(TextSide side, qreal widgetY, qsizetype offset) const;
    qsizetype laidEnd(const Block &block) const;
    void estimateHeight(Block &block) const;
    QList<QTextLayout::FormatRange> tintFormats(const Block &block) const;
    QList<int> lanesOnLine(const Block &block, const QTextLine &line) const;
    void addLaneSpace(Block &block, const QTextLine &line) const;
    qreal laneOffset(const Block &block, qreal y, int lane) const;
    int lineAtY(const Block &block, qreal y) const;
    qreal placeRows(LineLanes &rows) const;
    qreal placeTracks(LineLanes &rows) const;
    qreal labelHeight() const;
    void paintTracks(QPainter &painter, const Block &block, const QRect &clip) const;
    void paintTrackRow(QPainter &painter, int track, const QRectF &row, const QRectF &gutter) const;
    std::pair<qsizetype, qsizetype> visibleText(const Block &block, const QRect &clip) const;
    void paintBlock(QPainter &painter, const Block &block, const QRect &clip) const;
    void paintTints(QPainter &painter, const Block &block, const QRect &clip) const;
    void paintLanes(QPainter &painter, const Block &block, const QRect &clip) const;
    void paintLinks(QPainter &painter) const;
    QList<QTextLayout::FormatRange> transientFormats(const Block &block) const;
    Drag edgeUnder(const QPointF &point) const;
    TextRange wordAt(const QPointF &point, TextSide side) const;
    void moveCursor(QKeyEvent *event);
    void editSelectedEdge(QKeyEvent *event);
    void announce();
    qreal laneStep() const;

    std::array<std::unique_ptr<Block>, 2> m_blocks;
    QList<SpanVisual> m_spans;
    QList<int> m_lanes;
    QList<SpanTrack> m_tracks;
    // Per span, its text rects in the current layout; measured on first use (lines do not move as more
    // are laid out below them).
    mutable QList<std::optional<QList<QRectF>>> m_spanRects;
    QList<std::pair<TextRange, QColor>> m_backgrounds;
    TextFormat m_textFormat = TextFormat::Plain;
    QString m_codeLanguage;
    bool m_backgroundOverride = false;
    mutable bool m_layoutDirty = true; // spans, lanes or tints changed: lines move, text stays shaped
    mutable bool m_breakDirty = true;  // text, syntax colours or font changed: lines are broken again
    mutable int m_layoutWidth = -1;
    mutable qreal m_gutter = 0; // the tracks' label column, left of the text
    int m_selectedSpan = -1;
    int m_hoverSpan = -1;
    TextRange m_selection;
    qsizetype m_anchor = 0;
    qsizetype m_cursor = 0;
    TextSide m_cursorSide = TextSide::Generation;
    Drag m_drag = Drag::None;
    int m_pressedSpan = -1;
    QPointF m_pressPoint;
    TextRange m_pressWord; // the word pressed on: a drag that leaves it selects, however short
    quint64 m_gesture = 0;
    bool m_highContrast = false;
};

} // namespace Errata

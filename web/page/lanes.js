// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Drawing a text with its spans in lanes, as the window draws them: overlapping and nested spans each get a
// lane of their own (an underline further down), the longest outermost. Every piece of text goes in as a text
// node (textContent), never as HTML: the text is a machine's, and hostile.
'use strict';

const Lanes = (() => {
  // Lane per span: sorted by start, longer first, each takes the lowest lane free at its start.
  function assign(spans) {
    const order = spans.slice().sort((a, b) => a.begin - b.begin || (b.end - b.begin) - (a.end - a.begin));
    const laneEnds = [];
    const lanes = new Map();
    for (const span of order) {
      let lane = laneEnds.findIndex((end) => end <= span.begin);
      if (lane < 0) { lane = laneEnds.length; laneEnds.push(0); }
      laneEnds[lane] = Math.max(span.end, span.begin + 1);
      lanes.set(span.id, lane);
    }
    return { lanes, count: laneEnds.length };
  }

  const safeColour = (colour) => (/^#[0-9a-fA-F]{6}$/.test(colour) ? colour : '#888888');

  // Cuts [0, text.length) at every span boundary and at the pending selection's.
  function cuts(text, spans, pending) {
    const points = new Set([0, text.length]);
    for (const s of spans) { points.add(s.begin); points.add(s.end); }
    if (pending) { points.add(pending.begin); points.add(pending.end); }
    return [...points].filter((p) => p >= 0 && p <= text.length).sort((a, b) => a - b);
  }

  // One segment of text, wrapped once per span covering it (outermost = deepest lane).
  function segment(text, begin, end, covering, assigned, colours, pending) {
    const piece = document.createElement('span');
    piece.className = 'seg';
    piece.dataset.begin = String(begin);
    let inner = document.createTextNode(text.slice(begin, end));
    const innermostFirst = covering.slice().sort((a, b) => assigned.lanes.get(a.id) - assigned.lanes.get(b.id));
    for (const span of innermostFirst) {
      const mark = document.createElement('span');
      mark.className = 'mark';
      mark.style.paddingBottom = (assigned.lanes.get(span.id) * 5) + 'px';
      mark.style.borderBottomColor = safeColour(colours.get(span.type));
      mark.title = span.typeName;
      mark.appendChild(inner);
      inner = mark;
    }
    piece.appendChild(inner);
    if (pending && begin >= pending.begin && end <= pending.end && pending.end > pending.begin) {
      piece.classList.add('pending');
    }
    return piece;
  }

  function render(container, text, spans, colours, pending) {
    const assigned = assign(spans);
    container.replaceChildren();
    container.className = 'text lanes-' + Math.min(assigned.count, 5);
    const points = cuts(text, spans, pending);
    for (let i = 0; i + 1 < points.length; ++i) {
      const begin = points[i], end = points[i + 1];
      const covering = spans.filter((s) => s.begin <= begin && end <= s.end && s.end > s.begin);
      container.appendChild(segment(text, begin, end, covering, assigned, colours, pending));
    }
  }

  // The character offset of a DOM position inside a container render() drew.
  function offsetOf(container, node, offset) {
    let element = node.nodeType === Node.TEXT_NODE ? node.parentElement : node;
    while (element && element !== container && !element.classList.contains('seg')) element = element.parentElement;
    if (!element || element === container) {
      return node === container ? (offset === 0 ? 0 : container.textContent.length) : null;
    }
    const base = Number(element.dataset.begin);
    return node.nodeType === Node.TEXT_NODE ? base + offset : base + (offset > 0 ? element.textContent.length : 0);
  }

  // Word-ish pieces for the keyboard cursor (the server snaps to its own word rules in any case).
  function words(text) {
    const found = [];
    for (const m of text.matchAll(/\p{Script=Han}|[\p{L}\p{N}\p{M}_'’-]+|\S/gu)) {
      found.push({ begin: m.index, end: m.index + m[0].length });
    }
    return found;
  }

  return { assign, render, offsetOf, words };
})();

// SPDX-FileCopyrightText: 2026 Errata contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The annotator's page (docs/web.md). Every edit is one POST, shown as saved only once the server has
// written it to the project; text from the project is only ever set as textContent.
'use strict';

const $ = (id) => document.getElementById(id);
const state = { csrf: '', types: [], severities: [], colours: new Map(), names: new Map(), item: null, pending: null };

function setStatus(text, isError) {
  $('status').textContent = text;
  $('status').className = isError ? 'error' : '';
}

async function call(method, path, body) {
  const headers = { Accept: 'application/json' };
  if (method === 'POST') { headers['Content-Type'] = 'application/json'; headers['X-CSRF-Token'] = state.csrf; }
  try {
    const response = await fetch(path, { method, headers, credentials: 'same-origin',
      body: method === 'POST' ? JSON.stringify(body || {}) : undefined });
    const data = await response.json().catch(() => ({}));
    return { ok: response.ok, status: response.status, data };
  } catch (e) {
    return { ok: false, status: 0, data: { error: 'No connection to the server: nothing was saved.' } };
  }
}

function option(value, text) {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = text;
  return o;
}

function fillChoices(select, withNone) {
  select.replaceChildren();
  if (withNone) select.appendChild(option('', '—'));
  if (select === $('severity') || select.classList.contains('severity')) {
    for (const s of state.severities) select.appendChild(option(s.key, s.name));
    return;
  }
  let group = null;
  for (const t of state.types) {
    if (!t.selectable) { group = document.createElement('optgroup'); group.label = t.name; select.appendChild(group); continue; }
    (t.parent && group ? group : select).appendChild(option(t.key, t.name));
  }
}

function signedIn(data) {
  state.csrf = data.csrf;
  state.types = data.types;
  state.severities = data.severities;
  for (const t of data.types) { state.colours.set(t.key, t.colour); state.names.set(t.key, t.name); }
  $('person').textContent = data.person;
  $('signout').hidden = false;
  $('signin').hidden = true;
  fillChoices($('type'), true);
  fillChoices($('severity'), state.severities.length !== 1);
  return loadQueue();
}

async function loadQueue() {
  const r = await call('GET', '/api/queue');
  if (!r.ok) return setStatus(r.data.error || 'The queue could not be read.', true);
  const list = $('queue-list');
  list.replaceChildren();
  for (const entry of r.data.items) {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = entry.label + ' · ' + entry.state.replace('_', ' ');
    button.dataset.place = String(entry.place);
    if (state.item && state.item.place === entry.place) button.className = 'current';
    button.addEventListener('click', () => openItem(entry.place));
    li.appendChild(button);
    list.appendChild(li);
  }
  if (!state.item && r.data.items.length > 0) await openItem(r.data.items[0].place);
}

async function openItem(place) {
  const r = await call('GET', '/api/items/' + place);
  if (!r.ok) return setStatus(r.data.error || 'The item could not be read.', true);
  state.pending = null;
  showItem(r.data);
  await loadQueue();
}

function showItem(item) {
  state.item = item;
  $('work').hidden = false;
  $('item-label').textContent = item.label;
  $('readonly').hidden = item.editable;
  $('readonly').textContent = item.readOnlyReason;
  $('prompt').textContent = item.prompt;
  drawGeneration();
  showSpans();
  showProblems(item.problems);
  $('submit').disabled = !item.editable;
}

function drawGeneration() {
  const spans = state.item.spans.filter((s) => s.side === 'generation')
    .map((s) => Object.assign({ typeName: state.names.get(s.type) || s.type }, s));
  Lanes.render($('generation'), state.item.generation, spans, state.colours, state.pending);
  const p = state.pending;
  $('pending').textContent = p ? '“' + state.item.generation.slice(p.begin, p.end) + '”' : 'Select words in the generation.';
  $('mark').disabled = !p || !state.item.editable || !$('type').value;
}

function spanRow(span) {
  const li = document.createElement('li');
  const text = span.side === 'prompt' ? state.item.prompt : state.item.generation;
  const quote = document.createElement('span');
  quote.className = 'quote';
  quote.textContent = '“' + text.slice(span.begin, span.end) + '” ';
  li.appendChild(quote);
  const type = document.createElement('select');
  fillChoices(type, false);
  type.value = span.type;
  type.addEventListener('change', () => edit('/spans/' + span.id, { type: type.value }));
  const severity = document.createElement('select');
  severity.className = 'severity';
  fillChoices(severity, true);
  severity.value = span.severity;
  severity.addEventListener('change', () => edit('/spans/' + span.id, { severity: severity.value }));
  const rationale = document.createElement('input');
  rationale.type = 'text';
  rationale.placeholder = 'Rationale';
  rationale.value = span.rationale;
  rationale.setAttribute('aria-label', 'Rationale');
  rationale.addEventListener('change', () => edit('/spans/' + span.id, { rationale: rationale.value }));
  const remove = document.createElement('button');
  remove.type = 'button';
  remove.textContent = 'Delete';
  remove.addEventListener('click', () => edit('/spans/' + span.id + '/delete', {}));
  for (const control of [type, severity, rationale, remove]) { control.disabled = !state.item.editable; li.appendChild(control); }
  for (const problem of span.problems) {
    const p = document.createElement('span');
    p.className = 'problem';
    p.textContent = ' ' + problem;
    li.appendChild(p);
  }
  return li;
}

function showSpans() {
  $('spans').replaceChildren(...state.item.spans.map(spanRow));
}

function showProblems(problems) {
  $('problems').replaceChildren(...(problems || []).map((text) => {
    const li = document.createElement('li');
    li.textContent = text;
    return li;
  }));
}

// One edit: saved when the server says so, and the item redrawn from what it stored.
async function edit(path, body) {
  setStatus('Saving…', false);
  const r = await call('POST', '/api/items/' + state.item.place + path, body);
  if (!r.ok) {
    setStatus(r.data.error || 'Not saved.', true);
    if (r.data.problems) showProblems(r.data.problems);
    return false;
  }
  state.pending = null;
  const stateBefore = state.item.state;
  showItem(r.data);
  setStatus('Saved', false);
  if (r.data.state !== stateBefore) await loadQueue(); // the first edit starts the item, submitting ends it
  return true;
}

function selectionChanged() {
  const selection = window.getSelection();
  const generation = $('generation');
  if (!state.item || selection.rangeCount === 0 || selection.isCollapsed) return;
  const range = selection.getRangeAt(0);
  if (!generation.contains(range.startContainer) || !generation.contains(range.endContainer)) return;
  const begin = Lanes.offsetOf(generation, range.startContainer, range.startOffset);
  const end = Lanes.offsetOf(generation, range.endContainer, range.endOffset);
  if (begin === null || end === null || end <= begin) return;
  state.pending = { begin, end };
  selection.removeAllRanges();
  drawGeneration();
}

// Alt+→ / Alt+← move to the next or previous word; with Shift the selection widens or narrows.
function keyboardSelect(event) {
  if (!state.item || !event.altKey || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) {
    if (event.key === 'Enter' && !$('mark').disabled) { event.preventDefault(); mark(); }
    return;
  }
  event.preventDefault();
  const words = Lanes.words(state.item.generation);
  if (words.length === 0) return;
  const p = state.pending;
  const forward = event.key === 'ArrowRight';
  if (!p) { state.pending = Object.assign({}, forward ? words[0] : words[words.length - 1]); return drawGeneration(); }
  if (event.shiftKey) {
    const next = forward ? words.find((w) => w.begin >= p.end) : [...words].reverse().find((w) => w.end < p.end && w.begin >= p.begin);
    if (next) state.pending = { begin: p.begin, end: next.end };
  } else {
    const next = forward ? words.find((w) => w.begin >= p.end) : [...words].reverse().find((w) => w.end <= p.begin);
    if (next) state.pending = Object.assign({}, next);
  }
  drawGeneration();
}

async function mark() {
  const p = state.pending;
  if (!p) return;
  await edit('/spans', { side: 'generation', begin: p.begin, end: p.end, type: $('type').value, severity: $('severity').value });
}

async function submit() {
  setStatus('Submitting…', false);
  if (await edit('/submit', {})) setStatus('Submitted', false);
}

async function start() {
  $('generation').addEventListener('mouseup', selectionChanged);
  $('generation').addEventListener('keydown', keyboardSelect);
  $('type').addEventListener('change', drawGeneration);
  $('mark').addEventListener('click', mark);
  $('submit').addEventListener('click', submit);
  $('signout').addEventListener('click', async () => { await call('POST', '/api/signout'); location.reload(); });
  const token = location.hash.startsWith('#t=') ? location.hash.slice(3) : '';
  if (token) history.replaceState(null, '', '/'); // the link leaves the address bar and the history at once
  const r = token ? await call('POST', '/api/signin', { token }) : await call('GET', '/api/session');
  if (r.ok) return signedIn(r.data);
  $('signin').hidden = false;
  if (token) $('signin-message').textContent = r.data.error || 'This link does not work.';
}

document.addEventListener('DOMContentLoaded', start);

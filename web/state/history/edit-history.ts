/**
 * Undo and redo over every edit of the maker on show (issue 31 item 6). The steps are snapshots of
 * the state's editable part (editable.ts) kept by valtio-history; an edit (markEdited) becomes a
 * step once edits settle, so a drag or a burst of typing is one step, as tldraw's marks make one
 * gesture one step; a click or a brush stroke (markEdited's `step`) is a step at once. Undo writes
 * the step's fields back into the live state and brings each slot whose source changed its frames
 * again (restore-inputs.ts): nothing per feature. The history
 * starts when the maker has its inputs and ends when the page is left.
 */
import { proxy } from 'valtio';
import { proxyWithHistory } from 'valtio-history';
import type { EmoteType } from '../../emotes/types.ts';
import { stateFor } from '../emote/emote-state.ts';
import { onEdit } from '../emote/edit.ts';
import { applyEditable, editableOf, sameEdits, type Editable } from './editable.ts';
import { keepUrlsWhile } from '../slot/kept-urls.ts';
import { followRestoredInputs } from './restore-inputs.ts';

/** Edits closer together than this are one step. */
export const SETTLE_MS = 400;
/** Steps kept; the oldest goes first. */
export const MAX_STEPS = 100;

type History = ReturnType<typeof proxyWithHistory<Editable>>;

interface Recorder {
  type: EmoteType;
  history: History;
  timer: ReturnType<typeof setTimeout> | null;
  stopListening: () => void;
}

let recorder: Recorder | null = null;

/** What the Undo and Redo buttons show. */
export const historyView = proxy({ canUndo: false, canRedo: false });

const current = (r: Recorder) => r.history.history.nodes[r.history.history.index].snapshot as Editable;

function refreshView() {
  const r = recorder;
  historyView.canUndo = !!r && (r.timer !== null || r.history.canUndo());
  historyView.canRedo = !!r && r.timer === null && r.history.canRedo();
}

/** True while some step of the history holds an input at `url`. */
const namedByHistory = (r: Recorder) => (url: string) => r.history.history.nodes.some((node) => (node.snapshot as Editable).inputImages.some((image) => image?.url === url));

/** Starts the history of a maker from its state now (the first step, which undo goes back to). */
export function startHistory(type: EmoteType) {
  stopHistory();
  const r: Recorder = { type, history: proxyWithHistory(editableOf(stateFor(type)), { skipSubscribe: true }), timer: null, stopListening: () => {} };
  r.stopListening = onEdit((state, { step }) => {
    if (recorder !== r || state !== stateFor(type)) return;
    if (r.timer) clearTimeout(r.timer);
    // A gesture of its own is a step now: two clicks in quick succession are two steps, not one.
    if (step) return saveStep(r);
    r.timer = setTimeout(() => saveStep(r), SETTLE_MS);
    refreshView();
  });
  recorder = r;
  keepUrlsWhile(namedByHistory(r));
  refreshView();
}

/** Ends the history (the page is left): the inputs only it kept are released. */
export function stopHistory() {
  if (!recorder) return;
  if (recorder.timer) clearTimeout(recorder.timer);
  recorder.stopListening();
  recorder = null;
  keepUrlsWhile(null);
  refreshView();
}

/** Makes the settled edits a step, unless they came back to where the last step is. */
function saveStep(r: Recorder) {
  if (r.timer) clearTimeout(r.timer);
  r.timer = null;
  if (recorder !== r) return;
  const now = editableOf(stateFor(r.type));
  if (!sameEdits(now, current(r))) {
    r.history.value = now;
    r.history.saveHistory();
    while (r.history.history.nodes.length > MAX_STEPS) r.history.remove(0);
    keepUrlsWhile(namedByHistory(r));
  }
  refreshView();
}

/** Goes one step back (or forward): the state takes that step's edits, and changed slots their frames. */
function go(direction: 'undo' | 'redo'): Promise<void> {
  const r = recorder;
  if (!r) return Promise.resolve();
  // An edit still settling is a step of its own first: undo takes back exactly it.
  if (r.timer) saveStep(r);
  const can = direction === 'undo' ? r.history.canUndo() : r.history.canRedo();
  if (!can) return Promise.resolve();
  if (direction === 'undo') r.history.undo();
  else r.history.redo();
  const state = stateFor(r.type);
  const before = state.inputImages.map((image) => (image ? { ...image } : null));
  applyEditable(state, current(r));
  state.fresh = false;
  state.saved = false;
  refreshView();
  return followRestoredInputs(r.type, before);
}

export const undo = () => go('undo');
export const redo = () => go('redo');

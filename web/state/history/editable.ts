/**
 * The part of a maker's state that undo and redo step over (issue 31 item 6): every edit the
 * visitor makes — inputs and their cut-outs, placement, timeline, settings, preset, size, stack,
 * caption, outline — and none of the page's own bookkeeping (fresh, saved, loading, panels folded).
 * The overlay's picture is the page's object URL, kept as it is.
 */
import type { EmoteState } from '../emote/emote-state-types.ts';

export const EDITABLE_KEYS = ['presetId', 'format', 'size', 'inputImages', 'settings', 'overlayOptions', 'filename', 'encodeOptions', 'subjectStyle', 'stack', 'caption'] as const;

export type EditableKey = (typeof EDITABLE_KEYS)[number];
export type Editable = Pick<EmoteState, EditableKey>;

/** JSON with object keys sorted, so two equal states read the same whatever order their fields were set in. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** A deep copy of the state's editable part: plain data, which JSON holds whole. */
export function editableOf(state: EmoteState): Editable {
  const part = Object.fromEntries(EDITABLE_KEYS.flatMap((key) => (state[key] === undefined ? [] : [[key, copy(state[key])]]))) as Editable;
  part.overlayOptions = { ...part.overlayOptions, imageUrl: null, imageName: null };
  return part;
}

/** True when two editable parts hold the same edits. */
export const sameEdits = (a: Editable, b: Editable) => stableJson(a) === stableJson(b);

/**
 * Writes `target` into the live state, field by field and only where it differs, so what did not
 * change keeps its identity (and its components do not draw again). Returns the keys written.
 */
export function applyEditable(state: EmoteState, target: Editable): EditableKey[] {
  const now = editableOf(state);
  const written: EditableKey[] = [];
  for (const key of EDITABLE_KEYS) {
    if (stableJson(now[key]) === stableJson(target[key])) continue;
    written.push(key);
    if (key === 'caption') {
      if (target.caption) state.caption = copy(target.caption);
      else delete state.caption;
    } else if (key === 'overlayOptions') {
      state.overlayOptions = { ...copy(target.overlayOptions), imageUrl: state.overlayOptions.imageUrl, imageName: state.overlayOptions.imageName };
    } else {
      (state as unknown as Record<string, unknown>)[key] = copy(target[key]);
    }
  }
  return written;
}

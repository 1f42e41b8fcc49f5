/**
 * The touch-up brush (issue 33 item 3): which slot draws on its placement picture, with which brush,
 * and the edits a stroke makes. The strokes themselves are cut-out settings (brush-strokes.ts), so
 * each one is an edit: a step of the undo history of its own (two quick "Undo stroke" clicks are two
 * steps), which persistence and the job carry.
 */
import { proxy } from 'valtio';
import type { EmoteType } from '../../emotes/types.ts';
import { MAX_STROKES, simplifyStroke, type StrokeMode } from '../../cutout/brush-strokes.ts';
import { stateFor } from '../emote/emote-state.ts';
import { cutoutOf, setCutout } from './cutout-actions.ts';
import { cutoutRuntime } from './cutout-runtime.ts';

/** Brush width as a share of the picture's longer side, in percent: the slider's range and start. */
export const MIN_BRUSH_SIZE = 1;
export const MAX_BRUSH_SIZE = 20;
export const DEFAULT_BRUSH_SIZE = 6;

export interface Brush {
  mode: StrokeMode;
  /** Width in percent of the picture's longer side. */
  size: number;
}

export interface BrushRuntime {
  /** Slots whose placement picture is a drawing surface. Never persisted: a reload comes back to placing. */
  touching: Record<number, boolean>;
  /** The brush per slot. */
  brushes: Record<number, Brush>;
  /** Why the last stroke was not added, per slot. */
  refusals: Record<number, string>;
}

export const brushRuntime = proxy<BrushRuntime>({ touching: {}, brushes: {}, refusals: {} });

export const TOO_MANY_STROKES = `At most ${MAX_STROKES} touch-up strokes: undo or clear some first.`;

/** The slot's brush; components pass their snapshot, so a change of brush re-renders them. */
export const brushOf = (slot: number, from: { readonly brushes: Readonly<Record<number, Brush>> } = brushRuntime): Brush =>
  from.brushes[slot] ?? { mode: 'erase', size: DEFAULT_BRUSH_SIZE };

/** Turns the placement picture into a drawing surface or back, opening the Placement section to draw in (as colour picking does). */
export function setTouching(type: EmoteType, slot: number, on: boolean) {
  const state = stateFor(type);
  delete brushRuntime.refusals[slot];
  if (!on) return void delete brushRuntime.touching[slot];
  if (state.guiState.transformOptionsCollapsed) state.guiState.transformOptionsCollapsed = false;
  delete cutoutRuntime.picking[slot];
  brushRuntime.touching[slot] = true;
}

export function setBrush(slot: number, change: Partial<Brush>) {
  const size = Math.min(MAX_BRUSH_SIZE, Math.max(MIN_BRUSH_SIZE, Math.round(change.size ?? brushOf(slot).size)));
  brushRuntime.brushes[slot] = { ...brushOf(slot), ...change, size };
}

/** Adds a stroke drawn with the slot's brush along `points` (fractions of the source frame), simplified; refused past MAX_STROKES. */
export function addStroke(type: EmoteType, slot: number, points: readonly (readonly [number, number])[]) {
  const strokes = cutoutOf(type, slot).strokes;
  if (!points.length) return;
  if (strokes.length >= MAX_STROKES) return void (brushRuntime.refusals[slot] = TOO_MANY_STROKES);
  delete brushRuntime.refusals[slot];
  const { mode, size } = brushOf(slot);
  setCutout(type, slot, { strokes: [...strokes, { mode, radius: size / 200, points: simplifyStroke(points) }] }, { reframe: false, step: true });
}

/** Takes the last stroke back. */
export function undoStroke(type: EmoteType, slot: number) {
  const strokes = cutoutOf(type, slot).strokes;
  if (!strokes.length) return;
  delete brushRuntime.refusals[slot];
  setCutout(type, slot, { strokes: strokes.slice(0, -1) }, { reframe: false, step: true });
}

export function clearStrokes(type: EmoteType, slot: number) {
  if (!cutoutOf(type, slot).strokes.length) return;
  delete brushRuntime.refusals[slot];
  setCutout(type, slot, { strokes: [] }, { reframe: false, step: true });
}

/** A slot's cut-out settings and the emote's outline and shadow (issue 18): each change is an edit, and makes the emote again. */
import type { EmoteType } from '../../emotes/types.ts';
import { cleanCutoutSettings, defaultCutoutSettings, hexOf, type CutoutMode, type CutoutSettings } from '../../cutout/cutout-settings.ts';
import { cleanSubjectStyle } from '../../cutout/subject-style.ts';
import type { OutlineOptions, ShadowOptions } from '../../pipeline/protocol.ts';
import { stateFor } from '../emote/emote-state.ts';
import { markEdited } from '../emote/edit.ts';
import { cutoutRuntime } from './cutout-runtime.ts';
import { followAlpha, isCutOut } from './framing.ts';

/** The slot's cut-out settings, defaults when it has none. */
export const cutoutOf = (type: EmoteType, slot: number): CutoutSettings => stateFor(type).inputImages[slot]?.cutout ?? defaultCutoutSettings();

/**
 * Changes some of a slot's cut-out settings, each kept within range. Cutting the subject out, or
 * keeping the background again, re-derives the framing from the new alpha (framing.ts) unless
 * `reframe` is false: the model's masks arriving for a cut-out a link or a reload restored, whose
 * framing was kept with it. `step` makes the change an undo step at once (a gesture of its own, edit.ts).
 */
export function setCutout(type: EmoteType, slot: number, change: Partial<CutoutSettings>, { reframe = true, step = false } = {}) {
  const state = stateFor(type);
  const image = state.inputImages[slot];
  if (!image) return;
  const wasCut = isCutOut(image);
  image.cutout = cleanCutoutSettings({ ...cutoutOf(type, slot), ...change });
  if (reframe && isCutOut(image) !== wasCut) followAlpha(image);
  delete cutoutRuntime.errors[slot];
  markEdited(state, { step });
}

/** The colour of the image's top-left pixel: the likeliest backdrop, and where "Remove colour" starts. */
export async function cornerColour(url: string): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    const canvas = new OffscreenCanvas(1, 1);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0, 1, 1, 0, 0, 1, 1);
    bitmap.close();
    return hexOf([...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)]);
  } catch {
    return null;
  }
}

/**
 * Switches the slot to a model-free cut-out; "Remove colour" first takes the image's corner colour
 * when none was chosen. A tool chosen by hand ends the note on what "Remove background" chose.
 */
export async function chooseCutout(type: EmoteType, slot: number, mode: Exclude<CutoutMode, 'model'>) {
  const image = stateFor(type).inputImages[slot];
  if (!image) return;
  delete cutoutRuntime.picking[slot];
  delete cutoutRuntime.notes[slot];
  const colourChosen = !!image.cutout && image.cutout.colour !== defaultCutoutSettings().colour;
  const colour = mode === 'colour' && !colourChosen ? await cornerColour(image.url) : null;
  setCutout(type, slot, colour ? { mode, colour } : { mode });
}

/** Starts or stops picking the colour to remove on the placement preview, opening the preview's section to pick on. */
export function setColourPicking(type: EmoteType, slot: number, on: boolean) {
  const state = stateFor(type);
  if (on && state.guiState.transformOptionsCollapsed) state.guiState.transformOptionsCollapsed = false;
  if (on) cutoutRuntime.picking[slot] = true;
  else delete cutoutRuntime.picking[slot];
}

/** The colour picked on the placement preview becomes the one removed; picking ends. */
export function pickColour(type: EmoteType, slot: number, colour: string) {
  delete cutoutRuntime.picking[slot];
  setCutout(type, slot, { colour });
}

export function setOutline(type: EmoteType, change: Partial<OutlineOptions>) {
  const state = stateFor(type);
  state.subjectStyle = cleanSubjectStyle({ ...state.subjectStyle, outline: { ...state.subjectStyle.outline, ...change } });
  markEdited(state);
}

export function setShadow(type: EmoteType, change: Partial<ShadowOptions>) {
  const state = stateFor(type);
  state.subjectStyle = cleanSubjectStyle({ ...state.subjectStyle, shadow: { ...state.subjectStyle.shadow, ...change } });
  markEdited(state);
}


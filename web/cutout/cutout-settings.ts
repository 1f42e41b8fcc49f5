/** How one input slot's subject is cut out (issue 18): the settings the slot keeps, the recipe link carries and the worker applies. */
import { cleanStrokes, type BrushStroke } from './brush-strokes.ts';

/** Nothing cut; the segmentation model's masks; one colour keyed out everywhere; the backdrop flood-filled from the image's edges. */
export type CutoutMode = 'none' | 'model' | 'colour' | 'backdrop';

export const CUTOUT_MODES: readonly CutoutMode[] = ['none', 'model', 'colour', 'backdrop'];

export interface CutoutSettings {
  mode: CutoutMode;
  /** The colour "Remove colour" takes out, '#rrggbb'. */
  colour: string;
  /** How far from the colour (or the backdrop) a pixel may be and still go, 0..100. */
  tolerance: number;
  /** Pixels taken off the subject's edge, 0..MAX_EDGE_PX. */
  shrink: number;
  /** Pixels the edge fades over, 0..MAX_EDGE_PX. */
  feather: number;
  /** Take the old background's colour out of the edge pixels. */
  decontaminate: boolean;
  /** Crop the input to the subject, so it fills the emote. */
  trim: boolean;
  /** Drop islands far smaller than the subject from the model's mask (drop-specks.ts); on by default, off for a subject in small parts. */
  dropSpecks: boolean;
  /** The touch-up brush's "keep" and "erase" strokes, in order, applied after the cut (brush-strokes.ts). */
  strokes: readonly BrushStroke[];
}

export const MAX_TOLERANCE = 100;
export const MAX_EDGE_PX = 10;

export const defaultCutoutSettings = (): CutoutSettings => ({
  mode: 'none',
  colour: '#00ff00',
  tolerance: 12,
  shrink: 0,
  feather: 0,
  decontaminate: true,
  trim: false,
  dropSpecks: true,
  strokes: [],
});

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(n)));

/** True for '#rrggbb'. */
export const isHexColour = (text: string) => /^#[0-9a-f]{6}$/i.test(text);

/** Settings from anything stored or linked: every field within range, unknown ones left out. */
export function cleanCutoutSettings(raw: Partial<CutoutSettings> | undefined): CutoutSettings {
  const fresh = defaultCutoutSettings();
  if (!raw) return fresh;
  const number = (value: unknown, fallback: number, max: number) => (typeof value === 'number' && Number.isFinite(value) ? clamp(value, 0, max) : fallback);
  return {
    mode: CUTOUT_MODES.includes(raw.mode as CutoutMode) ? (raw.mode as CutoutMode) : fresh.mode,
    colour: typeof raw.colour === 'string' && isHexColour(raw.colour) ? raw.colour.toLowerCase() : fresh.colour,
    tolerance: number(raw.tolerance, fresh.tolerance, MAX_TOLERANCE),
    shrink: number(raw.shrink, fresh.shrink, MAX_EDGE_PX),
    feather: number(raw.feather, fresh.feather, MAX_EDGE_PX),
    decontaminate: typeof raw.decontaminate === 'boolean' ? raw.decontaminate : fresh.decontaminate,
    trim: typeof raw.trim === 'boolean' ? raw.trim : fresh.trim,
    dropSpecks: typeof raw.dropSpecks === 'boolean' ? raw.dropSpecks : fresh.dropSpecks,
    strokes: cleanStrokes(raw.strokes),
  };
}

/** [r, g, b] of '#rrggbb'. */
export function rgbOf(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** '#rrggbb' of [r, g, b]. */
export const hexOf = (rgb: readonly number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

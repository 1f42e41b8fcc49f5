/** One frame's cut-out, from its pixels and the slot's settings: the mask, then a clean edge. Pure, so the worker and the tests share it. */
import { rasteriseStrokes, TOUCH_ERASE, TOUCH_KEEP } from './brush-strokes.ts';
import { rgbOf, type CutoutSettings } from './cutout-settings.ts';
import { decontaminate } from './decontaminate.ts';
import { dropSpecks } from './drop-specks.ts';
import { fillHoles } from './fill-holes.ts';
import { floodBackdrop } from './flood-backdrop.ts';
import { keyColour } from './key-colour.ts';
import { featherMask, shrinkMask } from './refine-edge.ts';

/**
 * The subject's mask before its edge is refined, and the colour removed when one colour was (null
 * for the model's masks). The model's mask is made whole (issue 33): holes the subject encloses
 * filled unless they show the backdrop, then specks dropped unless the visitor keeps them. The
 * colour tools need neither: the flood fill never reaches an enclosed region, and "Remove colour"
 * means every pixel of that colour, islands included.
 */
export function maskFrame(rgba: Uint8ClampedArray, width: number, height: number, settings: CutoutSettings, modelMask: Uint8Array | null) {
  if (settings.mode === 'colour') {
    const backdrop = rgbOf(settings.colour);
    return { mask: keyColour(rgba, backdrop, settings.tolerance), backdrop };
  }
  if (settings.mode === 'backdrop') return floodBackdrop(rgba, width, height, settings.tolerance);
  const mask = new Uint8Array(width * height);
  for (let p = 0; p < mask.length; p++) mask[p] = Math.min(modelMask ? modelMask[p] : 255, rgba[p * 4 + 3]);
  if (modelMask) {
    fillHoles(mask, rgba, width, height);
    if (settings.dropSpecks) dropSpecks(mask, width, height);
  }
  return { mask, backdrop: null };
}

/**
 * The frame cut out, in place: its alpha becomes the refined mask, and its edge pixels lose the
 * background's colour. Decontamination reads the mask before feathering: the feather fades pixels
 * that hold no background, and taking background out of them would overshoot their colour.
 *
 * The touch-up strokes come last, over the finished cut, so they do what the visitor saw them do:
 * "erase" clears a pixel, "keep" gives back the source pixel as it was (its colour before
 * decontamination, its own alpha: opaque in a photo, clear where a GIF was clear).
 */
export function cutFrame(rgba: Uint8ClampedArray, width: number, height: number, settings: CutoutSettings, modelMask: Uint8Array | null): Uint8Array {
  const strokes = settings.strokes ?? [];
  const source = strokes.some((stroke) => stroke.mode === 'keep') ? rgba.slice() : null;
  const { mask: raw, backdrop } = maskFrame(rgba, width, height, settings, modelMask);
  const shrunk = shrinkMask(raw, width, height, settings.shrink);
  if (settings.decontaminate) decontaminate(rgba, shrunk, width, height, backdrop);
  const mask = featherMask(shrunk, width, height, settings.feather);
  if (strokes.length) {
    const touch = rasteriseStrokes(strokes, width, height);
    for (let p = 0; p < mask.length; p++) {
      if (touch[p] === TOUCH_ERASE) mask[p] = 0;
      else if (touch[p] === TOUCH_KEEP && source) {
        for (let c = 0; c < 3; c++) rgba[p * 4 + c] = source[p * 4 + c];
        mask[p] = source[p * 4 + 3];
      }
    }
  }
  for (let p = 0; p < mask.length; p++) rgba[p * 4 + 3] = mask[p];
  return mask;
}

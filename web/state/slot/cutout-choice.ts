/**
 * The page's side of "Remove background" choosing its tool (issue 33 item 2): the first frame is
 * read small and measured (web/cutout/choose-tool.ts), and what was chosen, or what looked wrong
 * with the model's mask, is kept as a note for the slot's cut-out panel.
 */
import { chooseTool, type ToolChoice } from '../../cutout/choose-tool.ts';
import type { CutoutMode } from '../../cutout/cutout-settings.ts';
import { judgeModelMask } from '../../cutout/mask-verdict.ts';
import { cutoutRuntime, type CutoutNoteKind } from './cutout-runtime.ts';

/**
 * The frame is measured at most this many pixels a side: only its border counts, and reading a
 * 17-megapixel photo's every pixel on the page would hold the main thread for a long task.
 */
const MEASURE_SIDE = 512;

/** The tool for the picture whose first frame is `bitmap`. */
export function chooseToolFor(bitmap: ImageBitmap): ToolChoice {
  const scale = Math.min(1, MEASURE_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0, width, height);
  return chooseTool(context.getImageData(0, 0, width, height).data, width, height);
}

/** What the model's first mask says about the cut: 'little', 'pieces', or null. A large mask is judged from every n-th pixel, for the same reason as MEASURE_SIDE. */
export function verdictOf(masks: Uint8Array[], bitmap: ImageBitmap) {
  const mask = masks[0];
  if (!mask) return null;
  const step = Math.max(1, Math.ceil(Math.max(bitmap.width, bitmap.height) / MEASURE_SIDE));
  if (step === 1) return judgeModelMask(mask, bitmap.width, bitmap.height);
  const width = Math.ceil(bitmap.width / step);
  const height = Math.ceil(bitmap.height / step);
  const small = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) small[y * width + x] = mask[y * step * bitmap.width + x * step];
  return judgeModelMask(small, width, height);
}

/** Keeps (or, with null, clears) the slot's note about its source cut out with `mode`. */
export function noteCutout(slot: number, source: string, mode: CutoutMode, kind: CutoutNoteKind | null) {
  if (kind) cutoutRuntime.notes[slot] = { kind, source, mode };
  else delete cutoutRuntime.notes[slot];
}

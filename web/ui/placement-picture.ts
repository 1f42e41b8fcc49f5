/**
 * The placement editor's picture of a slot, drawn by the code the worker draws with (issue 31
 * item 4): words by the worker's own renderer in the bundled faces and colour emoji, a cut-out by
 * the worker's own cut of the first frame (in a worker: pipeline/cut-picture/), so the picture shows what the emote will show.
 */
import type { Size } from '../emotes/types.ts';
import type { Animation } from '../pipeline/protocol.ts';
import type { CutoutSettings } from '../cutout/cutout-settings.ts';
import type { TextSpec } from '../text/text-spec.ts';
import { cutPictureOffThread } from '../pipeline/cut-picture/cut-picture-client.ts';
import type { Box } from '../cutout/trim-margins.ts';
import { drawTextInput } from '../text/render-text-input.ts';
import { loadEmojiFor, loadTextFont } from '../text/load-fonts.ts';
import { textFontFor } from '../text/text-fonts.ts';
import { decodeAgain, isHollow } from '../decode/decode-again.ts';
import { decodedAnimations } from '../state/slot/decoded-inputs.ts';

/** First frames of the slots' animations, kept while their animation is a slot's: a cut-out's sliders cut again without decoding again. */
const firstFrames = new Map<Animation, Promise<ImageBitmap>>();

/** The first frame as the worker has it: the page's copy while it still holds one, else its file decoded again. */
async function decodeFirstFrame(animation: Animation): Promise<ImageBitmap> {
  if (!isHollow(animation)) {
    try {
      return await createImageBitmap(animation.frames[0].bitmap);
    } catch {
      // Sent to the worker meanwhile: decode it again below.
    }
  }
  const fresh = await decodeAgain(animation);
  fresh.frames.slice(1).forEach((frame) => frame.bitmap.close());
  return fresh.frames[0].bitmap;
}

function firstFrameOf(animation: Animation): Promise<ImageBitmap> {
  const current = new Set(decodedAnimations());
  for (const [kept, frame] of firstFrames) {
    if (current.has(kept) || kept === animation) continue;
    firstFrames.delete(kept);
    void frame.then((bitmap) => bitmap.close(), () => undefined);
  }
  let frame = firstFrames.get(animation);
  if (!frame) {
    frame = decodeFirstFrame(animation);
    frame.catch(() => firstFrames.delete(animation));
    firstFrames.set(animation, frame);
  }
  return frame;
}

/** The words as the worker draws them at the output's size, once their faces (and the emoji font) are loaded. */
export async function drawWordsPicture(text: TextSpec, size: Size): Promise<Blob> {
  await loadTextFont(textFontFor(text.font));
  await loadEmojiFor(text.words);
  return drawTextInput(text, size.width, size.height).convertToBlob();
}

/**
 * The first frame cut out as the worker cuts it (its masks, edge, touch-ups and trim), and the part
 * of the source frame it shows (the touch-up brush maps its strokes back through it); a cut that
 * leaves nothing is a clear frame of the whole source. Cut in a worker of its own, never on the page's main thread.
 */
export async function drawCutPicture(animation: Animation, cutout: CutoutSettings): Promise<{ blob: Blob; box: Box }> {
  // A copy to transfer: the kept first frame serves the next cut.
  const bitmap = await createImageBitmap(await firstFrameOf(animation));
  return cutPictureOffThread(bitmap, animation.masks?.[0], cutout);
}

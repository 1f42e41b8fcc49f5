/**
 * "Remove background" on the home page (issue 35 item 1): the visitor's picture cut out as a maker
 * slot's button does it (state/slot/remove-background.ts): its first frame's border chooses the tool,
 * a flat backdrop is flood-filled away by the worker itself, anything else goes to the segmentation
 * model, whose masks ride with a fresh decode of the file. The cut-out goes to the maker with the file.
 */
import { decodeAgain, rememberMasks } from '../decode/decode-again.ts';
import { cleanCutoutSettings, type CutoutSettings } from '../cutout/cutout-settings.ts';
import { segmentFrames } from '../cutout/segment/segment-client.ts';
import { chooseToolFor } from '../state/slot/cutout-choice.ts';
import { releaseAnimation } from '../state/slot/decoded-inputs.ts';
import type { Animation } from '../pipeline/protocol.ts';
import type { GallerySource } from './gallery-source.ts';

/** The source's cut-out: its settings, the animation to draw from (with the model's masks) and those masks, or null for a flat backdrop. */
export interface GalleryCutout {
  cutout: CutoutSettings;
  animation: Animation;
  masks: Uint8Array[] | null;
}

/** Cuts the subject out of `source`; throws the model's SegmentError when it cannot. */
export async function cutOutSource(source: GallerySource, signal: AbortSignal): Promise<GalleryCutout> {
  // The source's frames have gone to the gallery's worker: the model needs its own.
  const fresh = await decodeAgain(source.animation);
  try {
    if (chooseToolFor(fresh.frames[0].bitmap).tool === 'backdrop') {
      releaseAnimation(fresh);
      return { cutout: cleanCutoutSettings({ mode: 'backdrop' }), animation: source.animation, masks: null };
    }
    const masks = await segmentFrames(fresh.frames.map((frame) => frame.bitmap), { signal });
    signal.throwIfAborted();
    fresh.masks = masks;
    rememberMasks(fresh, masks);
    return { cutout: cleanCutoutSettings({ mode: 'model' }), animation: fresh, masks };
  } catch (error) {
    releaseAnimation(fresh);
    throw error;
  }
}

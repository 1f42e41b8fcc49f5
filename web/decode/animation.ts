import type { Animation, AnimationFrame } from '../pipeline/protocol.ts';
import { LOAD_ERRORS } from '../messages.ts';
import { computeFrameEndTimes } from './frame-timing.ts';
import { LoadError } from './load-error.ts';

/**
 * An Animation from decoded frames, sized by its first frame. Throws 'Ani cannot be created with no
 * frames!' when there are none, and logs any frame whose size differs (SPEC section 5).
 */
export function createAnimation(frames: AnimationFrame[], truncated: boolean): Animation {
  if (frames.length === 0) throw new LoadError(LOAD_ERRORS.noFrames);
  const { width, height } = frames[0].bitmap;
  frames.forEach(({ bitmap }, index) => {
    if (bitmap.width !== width || bitmap.height !== height) {
      console.error(`Frame ${index} is ${bitmap.width}×${bitmap.height}, not the image's ${width}×${height}`);
    }
  });
  return { width, height, frames, frameEndTimes: computeFrameEndTimes(frames), truncated };
}

/** Releases every frame's bitmap; the animation must not be used afterwards. */
export function closeAnimation(animation: Pick<Animation, 'frames'>): void {
  for (const frame of animation.frames) frame.bitmap.close();
}

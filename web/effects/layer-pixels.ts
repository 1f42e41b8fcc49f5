/** Reading and writing a layer's RGBA, for the effects that change colours in one typed-array pass. */
import type { EffectFrame } from './types.ts';

/** The layer's pixels (a copy the effect may change and write back). */
export const readLayer = (frame: EffectFrame<unknown>) => frame.ctx.getImageData(0, 0, frame.width, frame.height);

/** Writes changed pixels back over the whole layer. */
export function writeLayer(frame: EffectFrame<unknown>, image: ImageData) {
  frame.ctx.save();
  frame.ctx.setTransform(1, 0, 0, 1, 0, 0);
  frame.ctx.putImageData(image, 0, 0);
  frame.ctx.restore();
}

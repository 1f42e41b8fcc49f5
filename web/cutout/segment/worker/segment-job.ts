/**
 * One animation's cut-out, a frame at a time: key frames go through the model (worker/mask-frame.ts),
 * the others keep only a small greyscale copy until the last frame has arrived, then borrow the key
 * frames' masks (carry-masks.ts). A still or a short animation is all key frames.
 */
import { carryMask, greyOf, pickKeyFrames, type Grey, type KeyFrame } from './carry-masks.ts';
import type { LoadedModel } from './load-model.ts';
import { maskFrame } from './mask-frame.ts';

/** A finished mask for the page. */
export type MaskOut = (index: number, mask: Uint8Array) => void;

export class SegmentJob {
  private readonly keys: Set<number>;
  private readonly keyFrames: KeyFrame[] = [];
  private readonly others: { index: number; grey: Grey; width: number; height: number }[] = [];
  private readonly carrying: boolean;

  constructor(
    private readonly model: LoadedModel,
    readonly frames: number,
  ) {
    this.keys = new Set(pickKeyFrames(frames));
    this.carrying = this.keys.size < frames;
  }

  /** Cuts one frame (in order); after the last, the carried masks follow. */
  async cutFrame(index: number, bitmap: ImageBitmap, out: MaskOut): Promise<void> {
    const grey = this.carrying ? greyOf(pixelsOf(bitmap), bitmap.width, bitmap.height) : null;
    if (this.keys.has(index) || !grey) {
      const mask = await maskFrame(this.model, bitmap);
      if (grey) this.keyFrames.push({ index, grey, mask });
      out(index, grey ? mask.slice() : mask);
    } else {
      this.others.push({ index, grey, width: bitmap.width, height: bitmap.height });
    }
    if (index === this.frames - 1) this.carryAll(out);
  }

  private carryAll(out: MaskOut): void {
    for (const { index, grey, width, height } of this.others) {
      const before = this.keyFrames.findLast((key) => key.index < index) ?? this.keyFrames[0];
      const after = this.keyFrames.find((key) => key.index > index) ?? before;
      out(index, carryMask(before, after, index, grey, width, height));
    }
  }
}

function pixelsOf(bitmap: ImageBitmap): Uint8ClampedArray {
  const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
}

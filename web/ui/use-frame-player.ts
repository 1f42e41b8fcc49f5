import { useEffect, useRef } from 'react';
import type { PreviewFrames } from '../pipeline/protocol.ts';

/**
 * Plays composed frames on the returned canvas ref, looping by their delays (20 ms at least), and
 * writes which frame shows as `data-frame` (tests read a card's pixels at a known point of its loop).
 * `onStart` runs once the first frame is drawn; what it returns runs when the frames change.
 */
export function useFramePlayer(frames: PreviewFrames, onStart?: () => (() => void) | void) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || frames.frames.length === 0) return;
    const images = frames.frames.map((buffer) => new ImageData(new Uint8ClampedArray(buffer), frames.width, frames.height));
    let index = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      ctx.putImageData(images[index], 0, 0);
      ctx.canvas.dataset.frame = String(index);
      const delay = Math.max(20, frames.delaysMs[index] ?? 100);
      index = (index + 1) % images.length;
      if (images.length > 1) timer = setTimeout(show, delay);
    };
    show();
    const stop = onStart?.();
    return () => {
      clearTimeout(timer);
      stop?.();
    };
    // onStart is read when the frames change, not a reason to restart them.
  }, [frames]);
  return canvas;
}

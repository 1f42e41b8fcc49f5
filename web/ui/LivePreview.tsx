import { useEffect, useRef } from 'react';
import type { PreviewFrames } from '../pipeline/protocol.ts';

/** User Timing mark set when the first frame of a new preview is on screen (the bench and e2e read it). */
export const PREVIEW_PAINTED_MARK = 'emote-preview-painted';

/** Plays composed frames on a canvas while their file encodes. */
export default function LivePreview({ preview, zoom }: { preview: PreviewFrames; zoom: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || preview.frames.length === 0) return;
    const images = preview.frames.map((buffer) => new ImageData(new Uint8ClampedArray(buffer), preview.width, preview.height));
    let index = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      ctx.putImageData(images[index], 0, 0);
      const delay = Math.max(20, preview.delaysMs[index] ?? 100);
      index = (index + 1) % images.length;
      if (images.length > 1) timer = setTimeout(show, delay);
    };
    show();
    const frame = requestAnimationFrame(() => performance.mark(PREVIEW_PAINTED_MARK));
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [preview]);
  return (
    <canvas
      ref={canvas}
      className="live-preview"
      role="img"
      aria-label="Emote preview, encoding"
      width={preview.width}
      height={preview.height}
      style={{ width: preview.width * zoom, height: preview.height * zoom }}
    />
  );
}

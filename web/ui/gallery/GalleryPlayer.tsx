import { useEffect, useRef } from 'react';
import type { PreviewFrames } from '../../pipeline/protocol.ts';
import { GALLERY_CSS_PX } from '../../gallery/gallery-job.ts';

/** Plays a card's composed frames on a canvas, at chat size. */
export default function GalleryPlayer({ frames }: { frames: PreviewFrames }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || frames.frames.length === 0) return;
    const images = frames.frames.map((buffer) => new ImageData(new Uint8ClampedArray(buffer), frames.width, frames.height));
    let index = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      ctx.putImageData(images[index], 0, 0);
      // Which frame shows: a test reads a card's pixels at a known point of its loop.
      ctx.canvas.dataset.frame = String(index);
      const delay = Math.max(20, frames.delaysMs[index] ?? 100);
      index = (index + 1) % images.length;
      if (images.length > 1) timer = setTimeout(show, delay);
    };
    show();
    return () => clearTimeout(timer);
  }, [frames]);
  const cssWidth = Math.round((GALLERY_CSS_PX * frames.width) / frames.height);
  return <canvas ref={canvas} className="gallery-player checkerboard" width={frames.width} height={frames.height} style={{ width: cssWidth, height: GALLERY_CSS_PX }} aria-hidden="true" />;
}

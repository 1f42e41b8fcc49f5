import type { PreviewFrames } from '../../pipeline/protocol.ts';
import { GALLERY_CSS_PX } from '../../gallery/gallery-job.ts';
import { useFramePlayer } from '../use-frame-player.ts';

/** Plays a card's composed frames on a canvas, at chat size. */
export default function GalleryPlayer({ frames }: { frames: PreviewFrames }) {
  const canvas = useFramePlayer(frames);
  const cssWidth = Math.round((GALLERY_CSS_PX * frames.width) / frames.height);
  return <canvas ref={canvas} className="gallery-player checkerboard" width={frames.width} height={frames.height} style={{ width: cssWidth, height: GALLERY_CSS_PX }} aria-hidden="true" />;
}

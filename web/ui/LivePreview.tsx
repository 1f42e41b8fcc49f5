import { useFramePlayer } from './use-frame-player.ts';
import type { PreviewFrames } from '../pipeline/protocol.ts';

/** User Timing mark set when the first frame of a new preview is on screen (the bench and e2e read it). */
export const PREVIEW_PAINTED_MARK = 'emote-preview-painted';

/** Plays composed frames on a canvas while their file encodes. */
export default function LivePreview({ preview, zoom }: { preview: PreviewFrames; zoom: number }) {
  const canvas = useFramePlayer(preview, () => {
    const frame = requestAnimationFrame(() => performance.mark(PREVIEW_PAINTED_MARK));
    return () => cancelAnimationFrame(frame);
  });
  return (
    <canvas
      ref={canvas}
      className="live-preview"
      role="img"
      aria-label="Emote preview, encoding"
      width={preview.width}
      height={preview.height}
      style={{ width: preview.width * zoom }}
    />
  );
}

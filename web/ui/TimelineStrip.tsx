import { useEffect, useRef } from 'react';

/** One thumbnail, drawn on its canvas. */
function Thumbnail({ bitmap }: { bitmap: ImageBitmap }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    // A bitmap released as its input was replaced draws nothing (its strip is about to go).
    if (bitmap.width > 0) canvas.current?.getContext('2d')?.drawImage(bitmap, 0, 0);
  }, [bitmap]);
  return <canvas ref={canvas} className="timeline-thumbnail" data-testid="timeline-thumbnail" width={bitmap.width} height={bitmap.height} />;
}

/** The timeline's strip (issue 23 item 2): small frames of the input side by side, behind the handles. */
export default function TimelineStrip({ bitmaps }: { bitmaps: readonly ImageBitmap[] }) {
  return (
    <div className="timeline-strip" aria-hidden="true">
      {bitmaps.map((bitmap, i) => (
        <Thumbnail key={i} bitmap={bitmap} />
      ))}
    </div>
  );
}

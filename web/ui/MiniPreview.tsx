import { useEffect, useState, type RefObject } from 'react';
import type { MadeFile } from '../pipeline/protocol.ts';
import EmoteMedia from './EmoteMedia.tsx';

/**
 * On a phone the output sits thousands of pixels above the sliders: while the output preview is
 * out of view, a small copy of the made file stays in a corner (issue 25). It updates with each
 * new file; tapping it goes back to the output.
 */
export default function MiniPreview({ watch, url, mime }: { watch: RefObject<HTMLElement | null>; url: string | null; mime: MadeFile['mime'] | null }) {
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    const element = watch.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setOutOfView(!entry.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [watch]);
  if (!outOfView || !url || !mime) return null;
  return (
    <button
      type="button"
      className="mini-preview checkerboard"
      aria-label="Back to the output"
      onClick={() => {
        const output = document.getElementById('output');
        output?.scrollIntoView({ block: 'start' });
        output?.focus({ preventScroll: true });
      }}
    >
      <EmoteMedia url={url} mime={mime} alt="" />
    </button>
  );
}

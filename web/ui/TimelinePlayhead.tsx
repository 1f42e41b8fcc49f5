import { useEffect, useRef } from 'react';
import type { InputWindow } from '../pipeline/worker/output-timing.ts';

interface Props {
  inputMs: number;
  window: InputWindow;
  speed: number;
  /** The output loop's length, ms. */
  loopMs: number;
  /** Changes whenever the preview starts playing from its first frame again (a new file, new live frames). */
  playing: unknown;
}

/** Where in the input the preview is playing now, ms, `elapsedMs` after its first frame. */
export const playheadMs = (window: InputWindow, speed: number, loopMs: number, elapsedMs: number) =>
  window.startMs + (((elapsedMs % Math.max(1, loopMs)) * speed) % Math.max(1, window.lengthMs));

/**
 * The timeline's position marker (issue 23 item 2): a line over the strip at the part of the input
 * the preview shows now. It follows the preview's own clock (the loop restarts with every new
 * preview) and moves by style alone, once a frame, so the page never renders for it.
 */
export default function TimelinePlayhead({ inputMs, window, speed, loopMs, playing }: Props) {
  const line = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const started = performance.now();
    let frame = 0;
    const move = () => {
      const ms = playheadMs(window, speed, loopMs, performance.now() - started);
      if (line.current) line.current.style.left = `${(ms / inputMs) * 100}%`;
      frame = requestAnimationFrame(move);
    };
    move();
    return () => cancelAnimationFrame(frame);
  }, [inputMs, window.startMs, window.lengthMs, speed, loopMs, playing]);
  return <div ref={line} className="timeline-playhead" data-testid="timeline-position" aria-hidden="true" />;
}

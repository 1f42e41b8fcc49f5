import { useState, type PointerEvent, type RefObject } from 'react';
import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { addStroke, brushOf, brushRuntime } from '../state/slot/brush-actions.ts';
import { placedPointAt } from './placed-pixel.ts';
import type { PlacementPicture } from './use-placement-picture.ts';

interface Drawing {
  /** Where the pointer went, in the layer's own pixels (what is drawn while the stroke lasts). */
  path: [number, number][];
  /** The same points as fractions of the source frame (what is stored). */
  points: [number, number][];
  pointer: number;
  /** The brush's radius on screen. */
  radius: number;
}

/**
 * The touch-up brush's drawing surface over the placement picture (issue 33 item 3): a stroke by
 * mouse, pen or finger, shown as it is drawn and stored when the pointer lifts, in fractions of the
 * source frame, so it lands on the same spot of every frame whatever the picture's zoom or trim.
 */
export default function BrushLayer({ type, slot, media, cut }: { type: EmoteType; slot: number; media: RefObject<HTMLImageElement | null>; cut: NonNullable<PlacementPicture['cut']> }) {
  const runtime = useSnapshot(brushRuntime);
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const [hover, setHover] = useState<{ x: number; y: number; r: number } | null>(null);
  const brush = brushOf(slot, runtime);

  /** The pointer in the layer's pixels and the source frame's fractions, and the brush's radius on screen. */
  const read = (event: PointerEvent<SVGSVGElement>) => {
    const image = media.current;
    const point = image && placedPointAt(image, event.clientX, event.clientY);
    if (!point) return null;
    const layer = event.currentTarget.getBoundingClientRect();
    const radius = (brush.size / 200) * Math.max(cut.width, cut.height) * point.onScreen;
    return {
      local: [event.clientX - layer.left, event.clientY - layer.top] as [number, number],
      source: [(point.x + cut.box.x) / cut.width, (point.y + cut.box.y) / cut.height] as [number, number],
      radius,
    };
  };
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    event.stopPropagation();
    if (event.button !== 0 || drawing) return;
    const at = read(event);
    if (!at) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrawing({ path: [at.local], points: [at.source], pointer: event.pointerId, radius: at.radius });
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const at = read(event);
    if (!at) return;
    setHover({ x: at.local[0], y: at.local[1], r: at.radius });
    if (drawing?.pointer === event.pointerId) setDrawing({ ...drawing, path: [...drawing.path, at.local], points: [...drawing.points, at.source] });
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    if (drawing?.pointer !== event.pointerId) return;
    setDrawing(null);
    addStroke(type, slot, drawing.points);
  };
  const d = drawing && `M${drawing.path.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join(' L')}`;
  return (
    <svg
      className={`brush-layer ${brush.mode}`}
      aria-hidden="true"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrawing(null)}
      onPointerLeave={() => setHover(null)}
    >
      {d && <path d={d} strokeWidth={drawing.radius * 2} />}
      {hover && <circle cx={hover.x} cy={hover.y} r={hover.r} />}
    </svg>
  );
}

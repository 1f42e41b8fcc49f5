import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import FitChoice from './FitChoice.tsx';
import { mirrorInput, panInput, resetTransform, rotateInput, setPixelated, zoomInput } from '../state/slot/transform-actions.ts';
import { cutoutRuntime } from '../state/slot/cutout-runtime.ts';
import { pickColour, setColourPicking } from '../state/slot/cutout-actions.ts';
import { placedColourAt } from './placed-pixel.ts';
import { makerRuntime } from '../state/emote/maker-runtime.ts';
import { animationFor } from '../state/slot/decoded-inputs.ts';
import { usePlacementPicture } from './use-placement-picture.ts';
import { brushRuntime } from '../state/slot/brush-actions.ts';
import { isCutOut } from '../state/slot/framing.ts';
import BrushLayer from './BrushLayer.tsx';

const ZOOM_STEP = 1.1;
const PAN_STEP = 0.02;

/**
 * Crop, zoom, pan, rotate and mirror one input, by mouse or keyboard, over a frame of the output's
 * shape. While "Remove colour" picks its colour (ColourPicker.tsx), a click here picks it instead.
 */
export default function TransformEditor({ type, slot, title }: { type: EmoteType; slot: number; title: string }) {
  const state = useSnapshot(stateFor(type));
  const [refusal, setRefusal] = useState<string | null>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const media = useRef<HTMLImageElement & HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const runtime = useSnapshot(cutoutRuntime);
  const image = state.inputImages[slot];
  const picking = !!runtime.picking[slot] && image?.cutout?.mode === 'colour';
  // The touch-up brush (CutoutPanel.tsx) draws on the cut-out picture instead of moving it.
  const touching = !!useSnapshot(brushRuntime).touching[slot] && !!image && isCutOut(image) && !picking;
  // A new decode (the model's masks come with one) draws the picture again.
  const decoded = useSnapshot(makerRuntime).inputs[slot];
  // The live records (the snapshots above re-render): the picture is drawn from what the job gets.
  const live = stateFor(type).inputImages[slot];
  // Read from the snapshot so that a change of the cut-out or the words alone re-renders: a switch
  // from "Remove backdrop" to "Remove colour" keeps the framing, and the picture must still follow.
  // Every field is read (a touch-up stroke changes only `strokes`): the snapshot re-renders on what was read.
  const drawnFrom = image && JSON.stringify({ cutout: image.cutout, text: image.text });
  const picture = usePlacementPicture(live, decoded && live ? animationFor(slot, live) : null, state.size, picking, drawnFrom);
  // Picking starts from a button below the preview: bring the whole preview into view to click on.
  useEffect(() => {
    if (picking || touching) frame.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [picking, touching]);
  if (!image) return null;
  const { matrix: [a, b, c, d], offset, pixelated, fill } = image.transform;
  const overlay = state.overlayOptions;
  const zoom = (factor: number) => setRefusal(zoomInput(type, slot, factor));

  const onKeyDown = (event: KeyboardEvent) => {
    if (picking && event.key === 'Escape') return setColourPicking(type, slot, false);
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const move = moves[event.key];
    if (move) panInput(type, slot, move[0] * PAN_STEP, move[1] * PAN_STEP);
    else if (event.key === '+' || event.key === '=') zoom(ZOOM_STEP);
    else if (event.key === '-') zoom(1 / ZOOM_STEP);
    else return;
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const box = event.currentTarget.getBoundingClientRect();
    panInput(type, slot, (event.clientX - drag.current.x) / box.width, (event.clientY - drag.current.y) / box.height);
    drag.current = { x: event.clientX, y: event.clientY };
  };

  return (
    <div className="transform-editor">
      <FitChoice type={type} slot={slot} title={title} />
      <div
        ref={frame}
        className={`transform-frame checkerboard${picking ? ' picking' : ''}${touching ? ' touching' : ''}`}
        style={{ aspectRatio: `${state.size.width} / ${state.size.height}` }}
        tabIndex={0}
        role="group"
        aria-label={
          picking ? `${title} placement: click the colour to remove` : touching ? `${title} touch-up: draw over the picture to keep or erase` : `${title} placement: arrow keys move, plus and minus zoom`
        }
        onKeyDown={onKeyDown}
        onPointerDown={(e) => {
          if (picking) {
            const colour = media.current && placedColourAt(media.current, e.clientX, e.clientY);
            if (colour) pickColour(type, slot, colour);
            return;
          }
          e.currentTarget.setPointerCapture(e.pointerId);
          drag.current = { x: e.clientX, y: e.clientY };
        }}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onWheel={(e) => zoom(e.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP)}
      >
        {(() => {
          const style = {
            imageRendering: pixelated ? 'pixelated' : 'auto',
            objectFit: fill ? 'cover' : 'contain',
            transform: `translate(${offset.x * 100}%, ${offset.y * 100}%) matrix(${a}, ${c}, ${b}, ${d}, 0, 0)`,
          } as const;
          if (!picture) return null;
          // A clip (issue 23) plays silently in place, so it is placed like a picture.
          return picture.video ? <video ref={media} src={picture.url} muted loop autoPlay playsInline aria-hidden="true" style={style} /> : <img ref={media} src={picture.url} alt="" draggable={false} style={style} />;
        })()}
        {overlay.showOnInputs && overlay.imageUrl && <img className="overlay-image" src={overlay.imageUrl} alt="" style={{ opacity: overlay.opacity / 100 }} />}
        {touching && picture?.cut && <BrushLayer type={type} slot={slot} media={media} cut={picture.cut} />}
      </div>
      <div className="transform-buttons" role="toolbar" aria-label={`${title} transform`}>
        <button type="button" className="button small" onClick={() => zoom(ZOOM_STEP)}>Zoom in</button>
        <button type="button" className="button small" onClick={() => zoom(1 / ZOOM_STEP)}>Zoom out</button>
        <button type="button" className="button small" onClick={() => rotateInput(type, slot, false)}>Rotate left</button>
        <button type="button" className="button small" onClick={() => rotateInput(type, slot, true)}>Rotate right</button>
        <button type="button" className="button small" onClick={() => mirrorInput(type, slot)}>Mirror image</button>
        <button type="button" className="button small" onClick={() => { setRefusal(null); resetTransform(type, slot); }}>Reset placement</button>
        <label className="inline-check">
          <input type="checkbox" checked={pixelated} onChange={(e) => setPixelated(type, slot, e.target.checked)} /> Pixelated
        </label>
      </div>
      <p role="status" className="hint">{refusal ?? ''}</p>
    </div>
  );
}

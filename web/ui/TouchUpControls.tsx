import { useId } from 'react';
import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { brushOf, brushRuntime, clearStrokes, MAX_BRUSH_SIZE, MIN_BRUSH_SIZE, setBrush, setTouching, undoStroke } from '../state/slot/brush-actions.ts';
import OptionField from './OptionField.tsx';

/**
 * The cut-out's touch-up brush (issue 33 item 3), for the one spot the tool got wrong: "Touch up"
 * turns the placement picture into a drawing surface (BrushLayer.tsx), "Keep" gives back what was
 * cut away and "Erase" takes away what was left, each stroke undone on its own or all cleared.
 */
export default function TouchUpControls({ type, slot, title }: { type: EmoteType; slot: number; title: string }) {
  const id = useId();
  const state = useSnapshot(stateFor(type));
  const runtime = useSnapshot(brushRuntime);
  const strokes = state.inputImages[slot]?.cutout?.strokes.length ?? 0;
  const touching = !!runtime.touching[slot];
  const brush = brushOf(slot, runtime);
  const refusal = runtime.refusals[slot];
  return (
    <div className="touch-up" role="group" aria-label={`${title} touch-up`}>
      <div className="input-actions">
        <button type="button" className="button" aria-pressed={touching} onClick={() => setTouching(type, slot, !touching)}>
          Touch up
        </button>
        <button type="button" className="button small" disabled={!strokes} onClick={() => undoStroke(type, slot)}>
          Undo stroke
        </button>
        <button type="button" className="button small" disabled={!strokes} onClick={() => clearStrokes(type, slot)}>
          Clear touch-ups
        </button>
      </div>
      {touching && (
        <>
          <p className="hint">Draw on the picture under Placement: Keep brings back what was cut away, Erase takes away what was left.</p>
          <div className="fit-choice" role="radiogroup" aria-labelledby={`${id}-brush`}>
            <span id={`${id}-brush`} className="fit-choice-label">
              <span className="visually-hidden">{title} </span>Brush
            </span>
            <label className="inline-check">
              <input type="radio" name={`${id}-mode`} checked={brush.mode === 'keep'} onChange={() => setBrush(slot, { mode: 'keep' })} /> Keep
            </label>
            <label className="inline-check">
              <input type="radio" name={`${id}-mode`} checked={brush.mode === 'erase'} onChange={() => setBrush(slot, { mode: 'erase' })} /> Erase
            </label>
          </div>
          <div className="option-grid">
            <OptionField label="Brush size" value={`${brush.size} %`} info="The brush's width, as a share of the picture's longer side.">
              <input type="range" min={MIN_BRUSH_SIZE} max={MAX_BRUSH_SIZE} value={brush.size} onChange={(e) => setBrush(slot, { size: Number(e.target.value) })} />
            </OptionField>
          </div>
        </>
      )}
      {strokes > 0 && <p className="hint">{strokes === 1 ? '1 touch-up stroke.' : `${strokes} touch-up strokes.`}</p>}
      {refusal && (
        <p role="alert" className="error">
          {refusal}
        </p>
      )}
    </div>
  );
}

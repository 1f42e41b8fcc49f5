import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { MAX_EDGE_PX, MAX_TOLERANCE, type CutoutSettings } from '../cutout/cutout-settings.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { chooseCutout, cutoutOf, setCutout } from '../state/slot/cutout-actions.ts';
import { cutoutRuntime } from '../state/slot/cutout-runtime.ts';
import { cancelRemoveBackground, removeBackground } from '../state/slot/remove-background.ts';
import OptionField from './OptionField.tsx';
import ColourPicker from './ColourPicker.tsx';
import CutoutNote from './CutoutNote.tsx';
import TouchUpControls from './TouchUpControls.tsx';
import { cutoutProgressText, cutoutProgressValue } from './cutout-text.ts';

const MODE_WORDS: Record<CutoutSettings['mode'], string> = {
  none: '',
  model: 'Background removed by the model.',
  colour: 'One colour removed everywhere.',
  backdrop: 'Backdrop removed from the edges in.',
};

/**
 * A slot's cut-out: "Remove background" (the model, with its progress and Cancel, or "Remove
 * backdrop" when the picture's backdrop is flat: remove-background.ts), "Remove colour", "Remove
 * backdrop", a note on what "Remove background" did, the edge, and the touch-up brush.
 */
export default function CutoutPanel({ type, slot, title }: { type: EmoteType; slot: number; title: string }) {
  useSnapshot(stateFor(type));
  const runtime = useSnapshot(cutoutRuntime);
  const image = stateFor(type).inputImages[slot];
  if (!image) return null;
  const cutout = cutoutOf(type, slot);
  const run = runtime.running[slot];
  const error = runtime.errors[slot];
  const set = (change: Partial<CutoutSettings>) => setCutout(type, slot, change);
  const bar = run ? cutoutProgressValue(run.progress) : null;
  // A note about another source, or a tool the visitor has since left, is not shown.
  const note = runtime.notes[slot];
  const noteShown = note && note.source === image.url && note.mode === cutout.mode ? note : null;
  return (
    <div className="cutout" role="group" aria-label={`${title} cut-out`}>
      <div className="input-actions">
        <button type="button" className="button" aria-pressed={cutout.mode === 'model'} disabled={!!run} onClick={() => void removeBackground(type, slot, { reframe: true, choose: true })}>
          Remove background
        </button>
        <button type="button" className="button" aria-pressed={cutout.mode === 'colour'} onClick={() => void chooseCutout(type, slot, 'colour')}>
          Remove colour
        </button>
        <button type="button" className="button" aria-pressed={cutout.mode === 'backdrop'} onClick={() => void chooseCutout(type, slot, 'backdrop')}>
          Remove backdrop
        </button>
        {cutout.mode !== 'none' && (
          <button type="button" className="button" onClick={() => void chooseCutout(type, slot, 'none')}>
            Keep background
          </button>
        )}
      </div>
      {run && bar && (
        <div className="cutout-progress">
          <progress aria-label={`${title} background removal`} value={bar.value} max={bar.max} />
          <span role="status">{cutoutProgressText(run.progress)}</span>
          <button type="button" className="button small" onClick={() => cancelRemoveBackground(slot)}>
            Cancel
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {cutout.mode !== 'none' && <p className="hint">{MODE_WORDS[cutout.mode]}</p>}
      {noteShown && <CutoutNote type={type} slot={slot} note={noteShown} running={!!run} />}
      {cutout.mode === 'colour' && <ColourPicker type={type} slot={slot} colour={cutout.colour} onPick={(colour) => set({ colour })} />}
      {cutout.mode !== 'none' && (
        <div className="option-grid">
          {cutout.mode !== 'model' && (
            <OptionField label="Tolerance" value={`${cutout.tolerance}`} info="How far a colour may be from the one removed and still go: higher takes more shades.">
              <input type="range" min={0} max={MAX_TOLERANCE} value={cutout.tolerance} onChange={(e) => set({ tolerance: Number(e.target.value) })} />
            </OptionField>
          )}
          <OptionField label="Shrink edge" value={`${cutout.shrink} px`} info="Takes pixels off the subject's edge, so no fringe of the old background stays.">
            <input type="range" min={0} max={MAX_EDGE_PX} value={cutout.shrink} onChange={(e) => set({ shrink: Number(e.target.value) })} />
          </OptionField>
          <OptionField label="Feather edge" value={`${cutout.feather} px`} info="Fades the subject's edge over this many pixels (PNG; a GIF's edge is on or off).">
            <input type="range" min={0} max={MAX_EDGE_PX} value={cutout.feather} onChange={(e) => set({ feather: Number(e.target.value) })} />
          </OptionField>
          <OptionField inline label="Clean edge colours" info="Takes the old background's colour out of the edge pixels, so no halo shows on a light or a dark chat.">
            <input type="checkbox" checked={cutout.decontaminate} onChange={(e) => set({ decontaminate: e.target.checked })} />
          </OptionField>
          {cutout.mode === 'model' && (
            <OptionField inline label="Drop specks" info="Takes out small islands the model left apart from the subject. Turn it off when the subject really has small separate parts.">
              <input type="checkbox" checked={cutout.dropSpecks} onChange={(e) => set({ dropSpecks: e.target.checked })} />
            </OptionField>
          )}
          <OptionField inline label="Trim margins" info="Crops the image to the subject, so the subject fills the emote.">
            <input type="checkbox" checked={cutout.trim} onChange={(e) => set({ trim: e.target.checked })} />
          </OptionField>
        </div>
      )}
      {cutout.mode !== 'none' && <TouchUpControls type={type} slot={slot} title={title} />}
    </div>
  );
}

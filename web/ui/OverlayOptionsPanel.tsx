import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { makerRuntime } from '../state/emote/maker-runtime.ts';
import { toggleGui } from '../state/emote/gui-actions.ts';
import { chooseOverlayImage, clearOverlayImage, setOverlayOption } from '../state/emote/overlay-actions.ts';
import CollapsibleSection from './CollapsibleSection.tsx';
import OptionField from './OptionField.tsx';
import InputErrorMessage from './InputErrorMessage.tsx';

const FLAGS = [
  ['showOnInputs', 'Show on inputs', 'Lays the overlay over the input placement frames, to line the inputs up with it.'],
  ['showOnPreview', 'Show on preview', 'Lays the overlay over the output preview only; the file stays clean.'],
  ['showOnOutput', 'Show on output', 'Draws the overlay into the file itself.'],
] as const;

/** The overlay: an image to line the emote up with, over the inputs, the preview or the output. */
export default function OverlayOptionsPanel({ type }: { type: EmoteType }) {
  const state = useSnapshot(stateFor(type));
  const runtime = useSnapshot(makerRuntime);
  const overlay = state.overlayOptions;
  return (
    <CollapsibleSection title="Overlay" collapsed={state.guiState.overlayOptionsCollapsed} onToggle={() => toggleGui(type, 'overlayOptionsCollapsed')}>
      <div className="input-actions">
        <label className="button">
          Choose overlay image
          <input type="file" accept="image/*,.svg" aria-label="Overlay image file" className="visually-hidden" onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void chooseOverlayImage(type, file);
          }} />
        </label>
        {overlay.imageUrl && <button type="button" className="button" onClick={() => clearOverlayImage(type)}>Remove overlay</button>}
        {overlay.imageName && <span className="filename">{overlay.imageName}</span>}
      </div>
      {runtime.inputErrors.overlay && <InputErrorMessage error={runtime.inputErrors.overlay} />}
      <div className="option-grid">
        <OptionField label="Overlay opacity" value={`${overlay.opacity}%`} info="How strongly the overlay shows, from 0 (invisible) to 100 (solid).">
          <input type="range" min={0} max={100} value={overlay.opacity} onChange={(e) => setOverlayOption(type, 'opacity', Number(e.target.value))} />
        </OptionField>
        {FLAGS.map(([key, label, info]) => (
          <OptionField key={key} inline label={label} info={info}>
            <input type="checkbox" checked={overlay[key]} onChange={(e) => setOverlayOption(type, key, e.target.checked)} />
          </OptionField>
        ))}
      </div>
    </CollapsibleSection>
  );
}

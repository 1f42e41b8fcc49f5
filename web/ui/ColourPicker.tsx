import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { cutoutRuntime } from '../state/slot/cutout-runtime.ts';
import { setColourPicking } from '../state/slot/cutout-actions.ts';
import OptionField from './OptionField.tsx';

/**
 * "Colour to remove": a colour field (the keyboard's way), and a button that makes the next click
 * on the slot's placement preview pick the colour there (TransformEditor.tsx).
 */
export default function ColourPicker({ type, slot, colour, onPick }: { type: EmoteType; slot: number; colour: string; onPick: (colour: string) => void }) {
  const picking = !!useSnapshot(cutoutRuntime).picking[slot];
  return (
    <div className="colour-picker">
      <OptionField label="Colour to remove" info="The colour taken out of every frame; pick it on the placement preview, or choose it here.">
        <input type="color" value={colour} onChange={(e) => onPick(e.target.value)} />
      </OptionField>
      <button type="button" className="button small" aria-pressed={picking} onClick={() => setColourPicking(type, slot, !picking)}>
        Pick colour on image
      </button>
      {picking && <p className="hint">Click the colour to remove on the placement preview.</p>}
    </div>
  );
}

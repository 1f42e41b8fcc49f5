import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { makerRuntime } from '../state/maker-runtime.ts';
import type { EmoteType } from '../emotes/types.ts';
import { setFill } from '../state/transform-actions.ts';
import InfoPopover from './InfoPopover.tsx';

/** Fit (the whole input, bands where the shapes differ) or fill (covers the output, cropped) for one input. */
export default function FitChoice({ type, slot, title, fill }: { type: EmoteType; slot: number; title: string; fill: boolean }) {
  const id = useId();
  const note = useSnapshot(makerRuntime).framingNotes[slot];
  return (
    <>
      <div className="fit-choice" role="radiogroup" aria-labelledby={`${id}-label`}>
        <span id={`${id}-label`} className="fit-choice-label">
          <span className="visually-hidden">{title} </span>Framing
        </span>
        <label className="inline-check">
          <input type="radio" name={id} checked={!fill} onChange={() => setFill(type, slot, false)} /> Fit
        </label>
        <label className="inline-check">
          <input type="radio" name={id} checked={fill} onChange={() => setFill(type, slot, true)} /> Fill
        </label>
        <InfoPopover
          label="Framing"
          text="Fit shows the whole image, with clear bands where its shape differs from the emote's. Fill covers the emote and crops what sticks out: move and zoom to choose the part that shows."
        />
      </div>
      {note && <p className="hint framing-note" role="status">{note}</p>}
    </>
  );
}

import { useId } from 'react';
import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { framingNote } from '../state/slot/framing-note.ts';
import { setFill } from '../state/slot/transform-actions.ts';
import InfoPopover from './InfoPopover.tsx';

/** Fit (the whole input, bands where the shapes differ) or fill (covers the output, cropped) for one input, and why, while it follows the input's alpha. */
export default function FitChoice({ type, slot, title }: { type: EmoteType; slot: number; title: string }) {
  const id = useId();
  const { inputImages, size } = useSnapshot(stateFor(type));
  const image = inputImages[slot];
  if (!image) return null;
  const fill = image.transform.fill;
  const note = framingNote(image, size);
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

import type { EmoteType } from '../emotes/types.ts';
import InputSlot from './InputSlot.tsx';
import CaptionPanel from './CaptionPanel.tsx';

/** The type's own input images: first on a desktop, so the keyboard path runs input → output → options (MakerPage). */
export default function InputsPanel({ type }: { type: EmoteType }) {
  return (
    <section className="maker-inputs" aria-labelledby="inputs-title">
      <h2 id="inputs-title">Input images</h2>
      {type.inputImageSpecs.map((spec, slot) => (
        <InputSlot key={slot} type={type} slot={slot} title={spec.title} description={spec.description} hasSample={spec.sample !== null} />
      ))}
      <CaptionPanel type={type} />
    </section>
  );
}

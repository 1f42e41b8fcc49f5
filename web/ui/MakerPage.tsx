import { useEffect } from 'react';
import type { EmoteType } from '../emotes/types.ts';
import { startMaking } from '../state/make-emote.ts';
import { stateFor } from '../state/emote-state.ts';
import InputSlot from './InputSlot.tsx';
import OutputStyle from './OutputStyle.tsx';
import SettingsPanel from './SettingsPanel.tsx';
import OutputPanel from './OutputPanel.tsx';

/** The maker page of one emote type: inputs and options on one side, the output on the other. */
export default function MakerPage({ type }: { type: EmoteType }) {
  stateFor(type);
  useEffect(() => {
    document.title = type.pageTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', type.pageDescription);
    return startMaking(type);
  }, [type]);
  return (
    <div className="maker">
      <h1>{type.pageTitle}</h1>
      <div className="maker-columns">
        <section className="maker-options" aria-labelledby="options-title">
          <h2 id="options-title">{type.name} Emote Options</h2>
          {type.inputImageSpecs.map((spec, slot) => (
            <InputSlot key={slot} type={type} slot={slot} title={spec.title} description={spec.description} />
          ))}
          <OutputStyle type={type} />
          <SettingsPanel type={type} />
        </section>
        <OutputPanel type={type} />
      </div>
    </div>
  );
}

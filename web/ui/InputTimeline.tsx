import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { stateFor } from '../state/emote-state.ts';
import { makerRuntime } from '../state/maker-runtime.ts';
import { longestInputMs, setInputClip } from '../state/clip-actions.ts';
import { MAX_SPEED, MIN_SPEED } from '../pipeline/protocol.ts';
import OptionField from './OptionField.tsx';

const toSeconds = (ms: number) => Math.round(ms / 100) / 10;

/** Which part of an animated input plays: start, length (automatic fits the platform's frame cap) and speed. */
export default function InputTimeline({ type }: { type: EmoteType }) {
  const state = useSnapshot(stateFor(type));
  useSnapshot(makerRuntime);
  const inputMs = longestInputMs();
  if (inputMs === 0) return null;
  const clip = state.encodeOptions.inputClip;
  const seconds = (key: 'startMs' | 'lengthMs', value: string) => value !== '' && setInputClip(type, key, Number(value) * 1000);
  return (
    <fieldset className="input-timeline">
      <legend>Input timeline</legend>
      <p className="hint">The animated input runs {toSeconds(inputMs)} s.</p>
      <div className="option-grid">
        <OptionField label="Start (s)" info="Where in the animated input the emote starts.">
          <input type="number" min={0} max={toSeconds(inputMs)} step={0.1} value={toSeconds(clip.startMs)} onChange={(e) => seconds('startMs', e.target.value)} />
        </OptionField>
        <OptionField label="Length (s)" info="How much of the input plays; 0 picks the longest part that fits the platform's frame cap at a watchable frame rate.">
          <input type="number" min={0} max={toSeconds(inputMs)} step={0.1} value={toSeconds(clip.lengthMs)} onChange={(e) => seconds('lengthMs', e.target.value)} />
        </OptionField>
        <OptionField label="Speed" value={`${clip.speed}×`} info="Plays the input faster (more of it fits) or slower.">
          <input type="range" min={MIN_SPEED} max={MAX_SPEED} step={0.25} value={clip.speed} onChange={(e) => setInputClip(type, 'speed', Number(e.target.value))} />
        </OptionField>
      </div>
    </fieldset>
  );
}

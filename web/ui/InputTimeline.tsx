import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { stateFor } from '../state/emote-state.ts';
import { makerRuntime } from '../state/maker-runtime.ts';
import { longestInputMs, setInputClip } from '../state/clip-actions.ts';
import { planClip } from '../state/clip-plan.ts';
import { MAX_SPEED, MIN_SPEED } from '../pipeline/protocol.ts';
import { formatSeconds } from '../format-seconds.ts';
import OptionField from './OptionField.tsx';

/** Handles move in tenths of a second. */
const STEP_MS = 100;
const toTenths = (ms: number) => Math.round(ms / STEP_MS) / 10;

/**
 * Which part of an animated input plays (issue 23 item 2), beside the input it cuts: start and end
 * handles (range inputs, so mouse and keyboard both move them), the chosen length in seconds,
 * the automatic length in words, and the speed. The state is the emote's one input clip.
 */
export default function InputTimeline({ type, title }: { type: EmoteType; title: string }) {
  const state = useSnapshot(stateFor(type));
  useSnapshot(makerRuntime);
  const inputMs = longestInputMs();
  if (inputMs === 0) return null;
  const clip = state.encodeOptions.inputClip;
  const { window, automatic, automaticWords } = planClip(type, inputMs);
  const endMs = window.startMs + window.lengthMs;
  const maxSeconds = toTenths(inputMs);
  const setStart = (seconds: number) => setInputClip(type, 'startMs', Math.min(seconds * 1000, inputMs - STEP_MS));
  // Moving the end chooses the length by hand; it never passes the start.
  const setEnd = (seconds: number) => setInputClip(type, 'lengthMs', Math.max(STEP_MS, seconds * 1000 - window.startMs));
  const playsMs = window.lengthMs / clip.speed;
  return (
    <fieldset className="input-timeline">
      <legend>Timeline</legend>
      <p className="hint">
        {title} runs {formatSeconds(inputMs)}. The emote plays <strong data-testid="clip-length">{formatSeconds(window.lengthMs)}</strong> of it, from {formatSeconds(window.startMs)} to {formatSeconds(endMs)}
        {clip.speed !== 1 ? `, in ${formatSeconds(playsMs)} at ${clip.speed}× speed` : ''}.
      </p>
      <div className="timeline-bar" aria-hidden="true">
        <span style={{ left: `${(window.startMs / inputMs) * 100}%`, width: `${(window.lengthMs / inputMs) * 100}%` }} />
      </div>
      <div className="option-grid">
        <OptionField label="Start" value={formatSeconds(window.startMs)} info="Where in the input the emote starts.">
          <input type="range" min={0} max={maxSeconds} step={0.1} value={toTenths(window.startMs)} aria-valuetext={formatSeconds(window.startMs)} onChange={(e) => setStart(Number(e.target.value))} />
        </OptionField>
        <OptionField label="End" value={formatSeconds(endMs)} info="Where in the input the emote ends; moving it sets the length by hand.">
          <input type="range" min={0} max={maxSeconds} step={0.1} value={toTenths(endMs)} aria-valuetext={formatSeconds(endMs)} onChange={(e) => setEnd(Number(e.target.value))} />
        </OptionField>
        <OptionField label="Speed" value={`${clip.speed}×`} info="Plays the input faster (more of it fits) or slower.">
          <input type="range" min={MIN_SPEED} max={MAX_SPEED} step={0.25} value={clip.speed} aria-valuetext={`${clip.speed}×`} onChange={(e) => setInputClip(type, 'speed', Number(e.target.value))} />
        </OptionField>
      </div>
      <p className="hint" data-testid="clip-automatic">
        {automatic ? (
          automaticWords
        ) : (
          <>
            Chosen by hand.{' '}
            <button type="button" className="button small" onClick={() => setInputClip(type, 'lengthMs', 0)}>
              Automatic length
            </button>{' '}
            <span>({automaticWords.replace(/^Automatic: /, '')})</span>
          </>
        )}
      </p>
    </fieldset>
  );
}

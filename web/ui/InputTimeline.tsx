import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { makerRuntime } from '../state/emote/maker-runtime.ts';
import { longestInputMs, setInputClip } from '../state/slot/clip-actions.ts';
import { planClip, timelineSlot } from '../state/slot/clip-plan.ts';
import { MAX_SPEED, MIN_SPEED } from '../pipeline/protocol.ts';
import { formatSeconds } from '../format-seconds.ts';
import OptionField from './OptionField.tsx';
import TimelinePlayhead from './TimelinePlayhead.tsx';
import TimelineStrip from './TimelineStrip.tsx';

/** Handles move in tenths of a second. */
const STEP_MS = 100;
const toTenths = (ms: number) => Math.round(ms / STEP_MS) / 10;

/**
 * Which part of an animated input plays (issue 23 item 2), beside the input it cuts: a strip of
 * thumbnails with the start and end handles over it (range inputs, so mouse and keyboard both move
 * them), the part outside them dimmed and a marker where the preview plays now; the chosen length
 * in seconds, the automatic length in words, and the speed. The state is the emote's one input clip.
 */
export default function InputTimeline({ type, title }: { type: EmoteType; title: string }) {
  // Synchronous: a handle is a controlled input, and a render between its change and the state's would put it back.
  const state = useSnapshot(stateFor(type), { sync: true });
  const runtime = useSnapshot(makerRuntime);
  const inputMs = longestInputMs();
  if (inputMs === 0) return null;
  const clip = state.encodeOptions.inputClip;
  // planClip and longestInputMs read the store itself; the snapshot re-renders only on what this render reads,
  // so these reads are what brings a moved handle (or a new preset, size or input) back to the timeline.
  void [state.presetId, state.format, state.size, state.settings, state.stack, state.encodeOptions, clip.startMs, clip.lengthMs, runtime.inputsVersion];
  const { window, automatic, automaticWords, loopMs } = planClip(type, inputMs);
  const thumbnails = runtime.thumbnails[timelineSlot()]?.bitmaps ?? [];
  const at = (ms: number) => `${(ms / inputMs) * 100}%`;
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
      <div className="timeline-track">
        <TimelineStrip bitmaps={thumbnails} />
        <div className="timeline-outside" style={{ left: 0, width: at(window.startMs) }} aria-hidden="true" />
        <div className="timeline-outside" style={{ left: at(endMs), right: 0 }} aria-hidden="true" />
        <div className="timeline-chosen" style={{ left: at(window.startMs), width: at(window.lengthMs) }} aria-hidden="true" />
        <TimelinePlayhead inputMs={inputMs} window={window} speed={clip.speed} loopMs={loopMs} playing={runtime.output?.url ?? runtime.preview} />
        <input type="range" className="timeline-handle" aria-label="Start" min={0} max={maxSeconds} step={0.1} value={toTenths(window.startMs)} aria-valuetext={formatSeconds(window.startMs)} onChange={(e) => setStart(Number(e.target.value))} />
        <input type="range" className="timeline-handle" aria-label="End" min={0} max={maxSeconds} step={0.1} value={toTenths(endMs)} aria-valuetext={formatSeconds(endMs)} onChange={(e) => setEnd(Number(e.target.value))} />
      </div>
      <p className="timeline-ends" aria-hidden="true">
        <span>Start {formatSeconds(window.startMs)}</span>
        <span>End {formatSeconds(endMs)}</span>
      </p>
      <div className="option-grid">
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

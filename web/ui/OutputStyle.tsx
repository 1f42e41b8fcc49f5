import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { ALL_PRESETS, ANIMATED_PRESETS, CUSTOM_PRESET, DEV_PRESETS, STATIC_PRESETS, type OutputPreset, presetLabel } from '../platforms/presets.ts';
import { MAX_OUTPUT_SIZE } from '../limits.ts';
import { OUTPUT_FORMATS, type OutputFormat } from '../output-format.ts';
import { formatName, platformById } from '../platforms/platform-rules.ts';
import { targetPlatform } from '../platforms/platform-target.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { choosePreset, setFormat, setSize } from '../state/emote/style-actions.ts';
import InfoPopover from './InfoPopover.tsx';
import OptionField from './OptionField.tsx';
import SizeInput from './SizeInput.tsx';

const presetOptions = (presets: readonly OutputPreset[]) =>
  presets.map((p) => (
    <option key={p.id} value={p.id}>
      {presetLabel(p)}
    </option>
  ));

/** Formats few platforms take: WebM (Telegram, 7TV) and APNG (Discord stickers, 7TV). */
const NARROW_FORMATS: readonly OutputFormat[] = ['webm', 'apng'];

/** Preset, format and size of the output. */
export default function OutputStyle({ type }: { type: EmoteType }) {
  const state = useSnapshot(stateFor(type));
  const devPresets = ALL_PRESETS.filter((p) => DEV_PRESETS.includes(p));
  // WebM and APNG only where the target's platform (the preset's, or the one the file size limit names) takes them,
  // where there is no platform target, and while chosen.
  const platform = targetPlatform(state);
  const offered = (format: OutputFormat) =>
    !NARROW_FORMATS.includes(format) || state.format === format || platform === null || platformById(platform).formats.includes(format);
  return (
    <fieldset className="output-style">
      <legend>Output style</legend>
      <OptionField label="Preset" info="A platform's recommended size and format; changing size or format yourself switches to Custom.">
        <select value={state.presetId} onChange={(e) => choosePreset(type, e.target.value)}>
          <optgroup label="Animated">{presetOptions(ANIMATED_PRESETS)}</optgroup>
          <optgroup label="Static">{presetOptions(STATIC_PRESETS)}</optgroup>
          <option value={CUSTOM_PRESET.id}>{presetLabel(CUSTOM_PRESET)}</option>
          {devPresets.length > 0 && <optgroup label="Development">{presetOptions(devPresets)}</optgroup>}
        </select>
      </OptionField>
      <div className="format-row">
        <div role="radiogroup" aria-label="Format" className="format-choice">
          {OUTPUT_FORMATS.filter(offered).map((format) => (
            <label key={format}>
              <input type="radio" name={`format-${type.slug}`} checked={state.format === format} onChange={() => setFormat(type, format)} />
              {formatName(format)}
            </label>
          ))}
        </div>
        <InfoPopover label="Format" text="GIF for animated emotes everywhere; PNG for a still one (the frame to extract is in the encode options); WebP keeps full colour and soft edges at fewer bytes, for the platforms that take it (Discord, 7TV, FFZ, WhatsApp); WebM (VP9 video with alpha) is how Telegram takes a moving emoji; APNG is an animated PNG with full colour and soft edges, for Discord stickers and 7TV. WebM and APNG are offered where the platform takes them." />
      </div>
      <div className="size-fields">
        {(['width', 'height'] as const).map((dimension) => (
          <OptionField key={dimension} label={dimension === 'width' ? 'Width' : 'Height'} info={`Output ${dimension} in pixels, 1 to ${MAX_OUTPUT_SIZE}.`}>
            <SizeInput value={state.size[dimension]} onCommit={(value) => setSize(type, dimension, value)} />
          </OptionField>
        ))}
      </div>
    </fieldset>
  );
}

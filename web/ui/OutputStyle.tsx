import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { ALL_PRESETS, ANIMATED_PRESETS, CUSTOM_PRESET, DEV_PRESETS, STATIC_PRESETS } from '../platforms/presets.ts';
import { stateFor } from '../state/emote-state.ts';
import { choosePreset, setFormat, setSize } from '../state/style-actions.ts';

const presetOptions = (presets: readonly { id: string; name: string; size?: { width: number; height: number } }[]) =>
  presets.map((p) => (
    <option key={p.id} value={p.id}>
      {p.name}
      {p.size ? ` ${p.size.width}×${p.size.height}` : ''}
    </option>
  ));

/** Preset, format and size of the output. */
export default function OutputStyle({ type }: { type: EmoteType }) {
  const state = useSnapshot(stateFor(type));
  const devPresets = ALL_PRESETS.filter((p) => DEV_PRESETS.includes(p));
  return (
    <fieldset className="output-style">
      <legend>Output style</legend>
      <label>
        Preset
        <select value={state.presetId} onChange={(e) => choosePreset(type, e.target.value)}>
          <optgroup label="Animated">{presetOptions(ANIMATED_PRESETS)}</optgroup>
          <optgroup label="Static">{presetOptions(STATIC_PRESETS)}</optgroup>
          <option value={CUSTOM_PRESET.id}>{CUSTOM_PRESET.name}</option>
          {devPresets.length > 0 && <optgroup label="Development">{presetOptions(devPresets)}</optgroup>}
        </select>
      </label>
      <div role="radiogroup" aria-label="Format" className="format-choice">
        {(['gif', 'png'] as const).map((format) => (
          <label key={format}>
            <input type="radio" name={`format-${type.slug}`} checked={state.format === format} onChange={() => setFormat(type, format)} />
            {format.toUpperCase()}
          </label>
        ))}
      </div>
      <div className="size-fields">
        {(['width', 'height'] as const).map((dimension) => (
          <label key={dimension}>
            {dimension === 'width' ? 'Width' : 'Height'}
            <input
              type="number"
              min={1}
              value={state.size[dimension]}
              onChange={(e) => e.target.value !== '' && setSize(type, dimension, Number(e.target.value))}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

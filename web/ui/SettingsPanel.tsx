import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { settingRange } from '../emotes/settings.ts';
import { stateFor } from '../state/emote-state.ts';
import { setSetting } from '../state/style-actions.ts';

/** The emote type's settings, generated from its declared schema. */
export default function SettingsPanel({ type }: { type: EmoteType }) {
  const state = useSnapshot(stateFor(type));
  return (
    <fieldset className="settings">
      <legend>Settings</legend>
      {Object.entries(type.settings).map(([key, spec]) => {
        const value = state.settings[key];
        if (spec.kind === 'toggle')
          return (
            <label key={key} className="setting toggle" title={spec.description}>
              <input type="checkbox" checked={value as boolean} onChange={(e) => setSetting(type, key, e.target.checked)} />
              {spec.label}
            </label>
          );
        if (spec.kind === 'choice')
          return (
            <label key={key} className="setting" title={spec.description}>
              {spec.label}
              <select value={value as number} onChange={(e) => setSetting(type, key, Number(e.target.value))}>
                {spec.choices.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
          );
        const range = settingRange(spec, state.size)!;
        return (
          <label key={key} className="setting" title={spec.description}>
            <span>
              {spec.label} <output>{`${value}${spec.unit ?? ''}`}</output>
            </span>
            <input
              type="range"
              min={range.min}
              max={range.max}
              step={spec.step}
              value={value as number}
              onChange={(e) => setSetting(type, key, Number(e.target.value))}
            />
          </label>
        );
      })}
    </fieldset>
  );
}

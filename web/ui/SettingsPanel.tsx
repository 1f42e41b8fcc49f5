import { useSnapshot } from 'valtio';
import type { EmoteType, SettingSpec } from '../emotes/types.ts';
import { settingRange } from '../emotes/settings.ts';
import { stateFor } from '../state/emote-state.ts';
import { setSetting } from '../state/style-actions.ts';
import { toggleGui } from '../state/gui-actions.ts';
import CollapsibleSection from './CollapsibleSection.tsx';
import OptionField from './OptionField.tsx';
import { makerRuntime } from '../state/maker-runtime.ts';
import { describeFileRate } from '../platforms/trade-words.ts';

/** The emote type's settings, generated from its declared schema. */
export default function SettingsPanel({ type }: { type: EmoteType }) {
  const state = useSnapshot(stateFor(type));
  const made = useSnapshot(makerRuntime).output?.file;
  // The frame-rate field says when the file runs at another rate (the fit dropped frames, or GIF's centiseconds round it).
  const fileRate = made && typeof state.settings.frameMs === 'number' ? describeFileRate({ frameCount: made.frameCount, delaysMs: [...made.delaysMs] }, state.settings.frameMs) : null;
  const control = (key: string, spec: SettingSpec) => {
    const value = state.settings[key];
    if (spec.kind === 'toggle')
      return <input type="checkbox" checked={value as boolean} onChange={(e) => setSetting(type, key, e.target.checked)} />;
    if (spec.kind === 'choice')
      return (
        <select value={value as number} onChange={(e) => setSetting(type, key, Number(e.target.value))}>
          {spec.choices.map((c) => (
            <option key={c.value} value={c.value}>{c.label}</option>
          ))}
        </select>
      );
    const range = settingRange(spec, state.size)!;
    return <input type="range" min={range.min} max={range.max} step={spec.step} value={value as number} onChange={(e) => setSetting(type, key, Number(e.target.value))} />;
  };
  return (
    <CollapsibleSection title="Settings" collapsed={state.guiState.settingsCollapsed} onToggle={() => toggleGui(type, 'settingsCollapsed')}>
      <div className="option-grid">
        {Object.entries(type.settings).map(([key, spec]) => (
          <OptionField
            key={key}
            label={spec.label}
            info={spec.description}
            inline={spec.kind === 'toggle'}
            value={spec.kind === 'number' ? `${state.settings[key]}${spec.unit ?? ''}` : key === 'frameMs' && fileRate ? fileRate : undefined}
          >
            {control(key, spec)}
          </OptionField>
        ))}
      </div>
    </CollapsibleSection>
  );
}

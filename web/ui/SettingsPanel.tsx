import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { setSetting } from '../state/emote/style-actions.ts';
import { toggleGui } from '../state/emote/gui-actions.ts';
import CollapsibleSection from './CollapsibleSection.tsx';
import OptionField from './OptionField.tsx';
import { makerRuntime } from '../state/emote/maker-runtime.ts';
import { describeFileRate } from '../platforms/trade-words.ts';
import SettingControl from './SettingControl.tsx';

/** The emote type's settings, generated from its declared schema. */
export default function SettingsPanel({ type }: { type: EmoteType }) {
  const state = useSnapshot(stateFor(type));
  const made = useSnapshot(makerRuntime).output?.file;
  // The frame-rate field says when the file runs at another rate (the fit dropped frames, or GIF's centiseconds round it).
  const fileRate = made && typeof state.settings.frameMs === 'number' ? describeFileRate({ frameCount: made.frameCount, delaysMs: [...made.delaysMs] }, state.settings.frameMs) : null;
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
            <SettingControl spec={spec} value={state.settings[key]} size={state.size} onChange={(value) => setSetting(type, key, value)} />
          </OptionField>
        ))}
      </div>
    </CollapsibleSection>
  );
}

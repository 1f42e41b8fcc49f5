import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { resetToDefaults, setAllSectionsCollapsed } from '../state/emote/gui-actions.ts';
import InputSlot from './InputSlot.tsx';
import OutputStyle from './OutputStyle.tsx';
import SettingsPanel from './SettingsPanel.tsx';
import SubjectStylePanel from './SubjectStylePanel.tsx';
import EffectStackPanel from './EffectStackPanel.tsx';
import OverlayOptionsPanel from './OverlayOptionsPanel.tsx';
import EncodeOptionsPanel from './EncodeOptionsPanel.tsx';
import FilenameField from './FilenameField.tsx';
import CopyLinkButton from './CopyLinkButton.tsx';

const EXTRA_SLOTS = [
  { title: 'BG', description: 'Optional background image, drawn behind the emote' },
  { title: 'FG', description: 'Optional foreground image, drawn in front of the emote' },
];

/** The '{Name} Emote Options' panel: reset, collapse all, style, settings, BG and FG, overlay, encoding, filename. */
export default function OptionsPanel({ type }: { type: EmoteType }) {
  const { guiState: gui } = useSnapshot(stateFor(type));
  const allCollapsed = gui.settingsCollapsed && gui.encodeOptionsCollapsed && gui.overlayOptionsCollapsed && gui.transformOptionsCollapsed;
  return (
    <section className="maker-options" aria-labelledby="options-title">
      <div className="options-header">
        <h2 id="options-title">{type.name} Emote Options</h2>
        <button type="button" className="button small" title="Reset to defaults" onClick={() => resetToDefaults(type)}>
          Reset
        </button>
        <button type="button" className="button small" aria-expanded={!allCollapsed} onClick={() => setAllSectionsCollapsed(type, !allCollapsed)}>
          {allCollapsed ? 'Expand all' : 'Collapse all'}
        </button>
      </div>
      <CopyLinkButton type={type} />
      <OutputStyle type={type} />
      <SettingsPanel type={type} />
      <SubjectStylePanel type={type} />
      <EffectStackPanel type={type} />
      <div className="extra-slots">
        {EXTRA_SLOTS.map((extra, i) => (
          <InputSlot key={extra.title} type={type} slot={type.backgroundIndex + i} title={extra.title} description={extra.description} hasSample={false} />
        ))}
      </div>
      <OverlayOptionsPanel type={type} />
      <EncodeOptionsPanel type={type} />
      <FilenameField type={type} />
    </section>
  );
}

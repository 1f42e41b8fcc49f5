import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { enterMaker } from '../state/maker-lifecycle.ts';
import { stateFor } from '../state/emote-state.ts';
import { resetToDefaults, toggleGui } from '../state/gui-actions.ts';
import InputSlot from './InputSlot.tsx';
import OutputStyle from './OutputStyle.tsx';
import SettingsPanel from './SettingsPanel.tsx';
import OverlayOptionsPanel from './OverlayOptionsPanel.tsx';
import EncodeOptionsPanel from './EncodeOptionsPanel.tsx';
import FilenameField from './FilenameField.tsx';
import OutputPanel from './OutputPanel.tsx';
import CopyLinkButton from './CopyLinkButton.tsx';
import { useRecipeLink } from './use-recipe-link.ts';

const EXTRA_SLOTS = [
  { title: 'BG', description: 'Optional background image, drawn behind the emote' },
  { title: 'FG', description: 'Optional foreground image, drawn in front of the emote' },
];

/** The maker page of one emote type: inputs and options on one side, the output on the other. */
export default function MakerPage({ type }: { type: EmoteType }) {
  const state = useSnapshot(stateFor(type));
  useRecipeLink(type);
  useEffect(() => {
    document.title = type.pageTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', type.pageDescription);
    return enterMaker(type);
  }, [type]);
  const gui = state.guiState;
  const panelCollapsed = gui.settingsCollapsed && gui.encodeOptionsCollapsed && gui.overlayOptionsCollapsed && gui.transformOptionsCollapsed;
  const setAll = () => {
    const keys = ['settingsCollapsed', 'encodeOptionsCollapsed', 'overlayOptionsCollapsed', 'transformOptionsCollapsed'] as const;
    keys.filter((k) => gui[k] === panelCollapsed).forEach((k) => toggleGui(type, k));
  };
  return (
    <div className="maker">
      <h1>{type.pageTitle}</h1>
      <div className="maker-columns">
        <section className="maker-options" aria-labelledby="options-title">
          <div className="options-header">
            <h2 id="options-title">{type.name} Emote Options</h2>
            <button type="button" className="button small" title="Reset to defaults" onClick={() => resetToDefaults(type)}>
              Reset
            </button>
            <button type="button" className="button small" aria-expanded={!panelCollapsed} onClick={setAll}>
              {panelCollapsed ? 'Expand all' : 'Collapse all'}
            </button>
          </div>
          <CopyLinkButton type={type} />
          {type.inputImageSpecs.map((spec, slot) => (
            <InputSlot key={slot} type={type} slot={slot} title={spec.title} description={spec.description} hasSample={spec.sample !== null} />
          ))}
          <OutputStyle type={type} />
          <SettingsPanel type={type} />
          <div className="extra-slots">
            {EXTRA_SLOTS.map((extra, i) => (
              <InputSlot key={extra.title} type={type} slot={type.backgroundIndex + i} title={extra.title} description={extra.description} hasSample={false} />
            ))}
          </div>
          <OverlayOptionsPanel type={type} />
          <EncodeOptionsPanel type={type} />
          <FilenameField type={type} />
        </section>
        <OutputPanel type={type} />
      </div>
    </div>
  );
}

import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { setFilename } from '../state/output/encode-actions.ts';
import OptionField from './OptionField.tsx';
import { extensionOf } from '../output-format.ts';

/** The name the download is saved under (the extension follows the format). */
export default function FilenameField({ type }: { type: EmoteType }) {
  const state = useSnapshot(stateFor(type));
  return (
    <div className="filename-field">
      <OptionField label="Filename" suffix={`.${extensionOf(state.format)}`} info="The name your download is saved under; .gif, .png, .webp or .webm is added for you (an APNG is a .png).">
        <input type="text" value={state.filename} placeholder={type.defaultFilename} onChange={(e) => setFilename(type, e.target.value)} />
      </OptionField>
    </div>
  );
}

import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { MAX_OUTLINE_PX, MAX_SHADOW_BLUR, MAX_SHADOW_OFFSET } from '../pipeline/protocol.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { setOutline, setShadow } from '../state/slot/cutout-actions.ts';
import OptionField from './OptionField.tsx';

/** "Outline" and "Shadow" around the subject, for every emote type, drawn on every output frame. */
export default function SubjectStylePanel({ type }: { type: EmoteType }) {
  const { subjectStyle } = useSnapshot(stateFor(type));
  const { outline, shadow } = subjectStyle;
  return (
    <fieldset className="subject-style">
      <legend>Outline and shadow</legend>
      <div className="option-grid">
        <OptionField label="Outline" value={outline.width ? `${outline.width} px` : 'none'} info="A stroke around the subject, in pixels of the emote; 0 draws none. It helps an emote read on any chat background.">
          <input type="range" min={0} max={MAX_OUTLINE_PX} value={outline.width} onChange={(e) => setOutline(type, { width: Number(e.target.value) })} />
        </OptionField>
        <OptionField label="Outline colour" info="The outline's colour.">
          <input type="color" value={outline.colour} onChange={(e) => setOutline(type, { colour: e.target.value })} />
        </OptionField>
        <OptionField inline label="Shadow" info="A drop shadow of the subject, under it and its outline.">
          <input type="checkbox" checked={shadow.enabled} onChange={(e) => setShadow(type, { enabled: e.target.checked })} />
        </OptionField>
        {shadow.enabled && (
          <>
            <OptionField label="Shadow colour" info="The shadow's colour.">
              <input type="color" value={shadow.colour} onChange={(e) => setShadow(type, { colour: e.target.value })} />
            </OptionField>
            <OptionField label="Shadow opacity" value={`${shadow.opacity}%`} info="How dark the shadow is, 0 to 100.">
              <input type="range" min={0} max={100} value={shadow.opacity} onChange={(e) => setShadow(type, { opacity: Number(e.target.value) })} />
            </OptionField>
            <OptionField label="Shadow offset X" value={`${shadow.offsetX} px`} info="How far right (or left, below 0) the shadow falls.">
              <input type="range" min={-MAX_SHADOW_OFFSET} max={MAX_SHADOW_OFFSET} value={shadow.offsetX} onChange={(e) => setShadow(type, { offsetX: Number(e.target.value) })} />
            </OptionField>
            <OptionField label="Shadow offset Y" value={`${shadow.offsetY} px`} info="How far down (or up, below 0) the shadow falls.">
              <input type="range" min={-MAX_SHADOW_OFFSET} max={MAX_SHADOW_OFFSET} value={shadow.offsetY} onChange={(e) => setShadow(type, { offsetY: Number(e.target.value) })} />
            </OptionField>
            <OptionField label="Shadow blur" value={`${shadow.blur} px`} info="How soft the shadow's edge is.">
              <input type="range" min={0} max={MAX_SHADOW_BLUR} value={shadow.blur} onChange={(e) => setShadow(type, { blur: Number(e.target.value) })} />
            </OptionField>
          </>
        )}
      </div>
    </fieldset>
  );
}

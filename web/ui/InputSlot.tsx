import { useId, useState, type ClipboardEvent, type DragEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { makerRuntime } from '../state/emote/maker-runtime.ts';
import { loadInputFile, loadSample } from '../state/slot/input-actions.ts';
import { clearSlot } from '../state/slot/slot-actions.ts';
import { firstFile, loadPastedFile } from '../state/slot/page-paste.ts';
import ImageUrlForm from './ImageUrlForm.tsx';
import InputErrorMessage from './InputErrorMessage.tsx';
import TransformEditor from './TransformEditor.tsx';
import CollapsibleSection from './CollapsibleSection.tsx';
import CutoutPanel from './CutoutPanel.tsx';
import { toggleGui } from '../state/emote/gui-actions.ts';
import { partialUseNote } from '../decode/load-messages.ts';
import LoadingStatus from './LoadingStatus.tsx';
import { putTextInSlot } from '../state/slot/text-actions.ts';
import TextInputEditor from './TextInputEditor.tsx';
import BlankOutputNote from './BlankOutputNote.tsx';
import InputTimeline from './InputTimeline.tsx';
import { timelineSlot } from '../state/slot/clip-plan.ts';

interface Props {
  type: EmoteType;
  slot: number;
  title: string;
  description: string;
  hasSample: boolean;
}

/** One input image: takes a file (picker, drop, paste), an image URL or the sample, and edits its placement. */
export default function InputSlot({ type, slot, title, description, hasSample }: Props) {
  const state = useSnapshot(stateFor(type));
  const runtime = useSnapshot(makerRuntime);
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const image = state.inputImages[slot];
  const error = runtime.inputErrors[slot];
  const loading = runtime.loadingSlots[slot];
  const decoded = runtime.inputs[slot];
  const damaged = decoded?.animation.damaged;
  const empty = !!image && decoded?.url === image.url && decoded.empty;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = firstFile(event.dataTransfer.files);
    if (file) void loadInputFile(type, slot, file);
  };
  const onPaste = (event: ClipboardEvent) => {
    const file = firstFile(event.clipboardData.files);
    if (!file) return;
    event.preventDefault();
    void loadPastedFile(type, slot, file);
  };

  return (
    <fieldset
      className={`input-slot${dragging ? ' dragging' : ''}`}
      data-slot={slot}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      onPaste={onPaste}
      aria-describedby={`${id}-desc`}
    >
      <legend>{title}</legend>
      <p id={`${id}-desc`} className="hint">{description} — choose, drop or paste an image or video clip, give its URL, or write text.</p>
      <div className="input-actions">
        <label className="button">
          Choose file
          <input
            type="file"
            accept="image/*,.svg,video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov,.m4v"
            aria-label={`${title} file`}
            className="visually-hidden"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void loadInputFile(type, slot, file);
            }}
          />
        </label>
        <button type="button" className="button" aria-pressed={!!image?.text} onClick={() => putTextInSlot(type, slot)}>
          Text
        </button>
        {hasSample && (
          <button type="button" className="button" onClick={() => void loadSample(type, slot)}>
            Use sample
          </button>
        )}
        {image && (
          <button type="button" className="button" onClick={() => clearSlot(type, slot)} aria-label={`Remove ${title}`}>
            Remove
          </button>
        )}
        {image && (
          <span className="filename">
            {/* After a failed load the slot keeps its image: say so, so its name is not read as the culprit. */}
            {error ? 'Still using ' : ''}
            <bdi>{image.filename}</bdi>
          </span>
        )}
      </div>
      <ImageUrlForm type={type} slot={slot} title={title} />
      {/* What happens to the source shows by the controls that chose it, above the placement and cut-out. */}
      {loading && <LoadingStatus slot={slot} filename={loading} title={title} />}
      {error && <InputErrorMessage error={error} />}
      {!image && !loading && <div className="drop-hint">Drop an image or video clip here</div>}
      {image?.text && <TextInputEditor type={type} slot={slot} title={title} />}
      {image && (
        <CollapsibleSection title="Placement" collapsed={state.guiState.transformOptionsCollapsed} onToggle={() => toggleGui(type, 'transformOptionsCollapsed')}>
          <TransformEditor type={type} slot={slot} title={title} />
        </CollapsibleSection>
      )}
      {image && slot === timelineSlot(runtime.inputs) && <InputTimeline type={type} title={title} />}
      {image && <CutoutPanel type={type} slot={slot} title={title} />}
      {image && !loading && empty && <p role="status" className="hint">this image is empty</p>}
      {image && !loading && !empty && <BlankOutputNote />}
      {image && damaged && <p className="hint damaged-note" role="status">{partialUseNote(damaged)}</p>}
    </fieldset>
  );
}

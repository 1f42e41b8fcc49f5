import { useId, useState, type ClipboardEvent, type DragEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { stateFor } from '../state/emote-state.ts';
import { makerRuntime } from '../state/maker-runtime.ts';
import { loadInputFile, loadSample } from '../state/input-actions.ts';
import { clearSlot } from '../state/slot-actions.ts';
import ImageUrlForm from './ImageUrlForm.tsx';
import TransformEditor from './TransformEditor.tsx';
import CollapsibleSection from './CollapsibleSection.tsx';
import { toggleGui } from '../state/gui-actions.ts';

interface Props {
  type: EmoteType;
  slot: number;
  title: string;
  description: string;
  hasSample: boolean;
}

/** The first image file of a drop or paste, if any. */
const firstImageFile = (files: FileList | undefined) => (files && files.length > 0 ? files[0] : null);

/** One input image: takes a file (picker, drop, paste), an image URL or the sample, and edits its placement. */
export default function InputSlot({ type, slot, title, description, hasSample }: Props) {
  const state = useSnapshot(stateFor(type));
  const runtime = useSnapshot(makerRuntime);
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const image = state.inputImages[slot];
  const error = runtime.inputErrors[slot];

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = firstImageFile(event.dataTransfer.files);
    if (file) void loadInputFile(type, slot, file);
  };
  const onPaste = (event: ClipboardEvent) => {
    const file = firstImageFile(event.clipboardData.files);
    if (!file) return;
    event.preventDefault();
    void loadInputFile(type, slot, file, file.name || 'pasted image');
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
      <p id={`${id}-desc`} className="hint">{description} — choose, drop or paste a file, or give an image URL.</p>
      <div className="input-actions">
        <label className="button">
          Choose file
          <input
            type="file"
            accept="image/*,.svg"
            aria-label={`${title} file`}
            className="visually-hidden"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void loadInputFile(type, slot, file);
            }}
          />
        </label>
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
        {image && <span className="filename">{image.filename}</span>}
      </div>
      <ImageUrlForm type={type} slot={slot} title={title} />
      {!image && !runtime.loadingSlots[slot] && <div className="drop-hint">Drop an image here</div>}
      {image && (
        <CollapsibleSection title="Placement" collapsed={state.guiState.transformOptionsCollapsed} onToggle={() => toggleGui(type, 'transformOptionsCollapsed')}>
          <TransformEditor type={type} slot={slot} title={title} />
        </CollapsibleSection>
      )}
      {runtime.loadingSlots[slot] && <p role="status">Loading image…</p>}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

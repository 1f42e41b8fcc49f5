import { useId, useState, type DragEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { stateFor } from '../state/emote-state.ts';
import { makerRuntime } from '../state/maker-runtime.ts';
import { loadInputFile, loadSample } from '../state/input-actions.ts';

interface Props {
  type: EmoteType;
  slot: number;
  title: string;
  description: string;
}

/** One input image: shows what is chosen, and takes a file (picker or drop) or the sample. */
export default function InputSlot({ type, slot, title, description }: Props) {
  const state = useSnapshot(stateFor(type));
  const runtime = useSnapshot(makerRuntime);
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const image = state.inputImages[slot];
  const error = runtime.inputErrors[slot];
  const loading = runtime.loadingSlots[slot];

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void loadInputFile(type, slot, file);
  };

  return (
    <fieldset
      className={`input-slot${dragging ? ' dragging' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      aria-describedby={`${id}-desc`}
    >
      <legend>{title}</legend>
      <p id={`${id}-desc`} className="hint">{description}</p>
      <div className="input-slot-body">
        <div className="input-thumb checkerboard">
          {image ? <img src={image.url} alt={`${title}: ${image.filename}`} /> : <span>Drop an image here</span>}
        </div>
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
          <button type="button" className="button" onClick={() => void loadSample(type, slot)}>
            Use sample
          </button>
          {image && <span className="filename">{image.filename}</span>}
        </div>
      </div>
      {loading && <p role="status">Loading image…</p>}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

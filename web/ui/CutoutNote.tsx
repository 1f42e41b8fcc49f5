import type { EmoteType } from '../emotes/types.ts';
import type { CutoutNote as Note } from '../state/slot/cutout-runtime.ts';
import { removeBackground } from '../state/slot/remove-background.ts';
import { CUTOUT_NOTES, USE_MODEL } from './cutout-text.ts';

/**
 * What "Remove background" did and why (issue 33 item 2). When it chose "Remove backdrop" the
 * model is one click away here, since the "Remove background" button would choose the same again;
 * the other tools a note names are the buttons just above it.
 */
export default function CutoutNote({ type, slot, note, running }: { type: EmoteType; slot: number; note: Note; running: boolean }) {
  return (
    <div className="cutout-note">
      <p className="hint" aria-live="polite">
        {CUTOUT_NOTES[note.kind]}
      </p>
      {note.mode === 'backdrop' && (
        <button type="button" className="button small" disabled={running} onClick={() => void removeBackground(type, slot, { reframe: true })}>
          {USE_MODEL}
        </button>
      )}
    </div>
  );
}

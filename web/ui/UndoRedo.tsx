import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { historyView, redo, undo } from '../state/history/edit-history.ts';

/** A field where Ctrl+Z belongs to the text being typed, not to the maker. */
const typesText = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !['checkbox', 'radio', 'range', 'button', 'file', 'color'].includes(target.type)));

/** Which history step a key press asks for: Ctrl+Z (⌘Z) back; Ctrl+Shift+Z or Ctrl+Y forward. */
export function historyKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/** Undo and Redo over every edit of the maker (issue 31 item 6), as buttons and as keys anywhere on the page but in a text field. */
export default function UndoRedo() {
  const { canUndo, canRedo } = useSnapshot(historyView);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const step = historyKey(event);
      if (!step || typesText(event.target)) return;
      event.preventDefault();
      void (step === 'undo' ? undo() : redo());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="maker-history" role="toolbar" aria-label="Edit history">
      <button type="button" className="button small" onClick={() => void undo()} disabled={!canUndo} aria-keyshortcuts="Control+Z">
        <span aria-hidden="true">↶</span> Undo
      </button>
      <button type="button" className="button small" onClick={() => void redo()} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Control+Y">
        <span aria-hidden="true">↷</span> Redo
      </button>
    </div>
  );
}

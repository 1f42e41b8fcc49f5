/** Paste anywhere on a maker page: an image on the clipboard fills a slot (issue 12 item 6). */
import type { EmoteType } from '../../emotes/types.ts';
import { stateFor } from '../emote/emote-state.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';
import { loadInputFile } from './input-actions.ts';
import { isTextField, pasteTargetSlot } from './paste-target.ts';

/** The first file of a paste or drop, if any. */
export const firstFile = (files: FileList | undefined | null) => (files && files.length > 0 ? files[0] : null);

/** Loads a pasted file into a slot, naming it when the clipboard gave it no name. */
export const loadPastedFile = (type: EmoteType, slot: number, file: File) => loadInputFile(type, slot, file, file.name || 'pasted image');

/**
 * Listens for pastes on the whole page; a paste a slot already took (default prevented) or one
 * into a text field is left alone. Returns the stop function.
 */
export function listenForPaste(type: EmoteType): () => void {
  const onPaste = (event: ClipboardEvent) => {
    if (event.defaultPrevented || isTextField(event.target as HTMLElement | null)) return;
    const file = firstFile(event.clipboardData?.files);
    if (!file) return;
    event.preventDefault();
    const loading = (slot: number) => slot in makerRuntime.loadingSlots;
    void loadPastedFile(type, pasteTargetSlot(stateFor(type).inputImages, type.inputImageSpecs.length, loading), file);
  };
  document.addEventListener('paste', onPaste);
  return () => document.removeEventListener('paste', onPaste);
}

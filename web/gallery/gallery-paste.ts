/** Paste anywhere on the home page: a picture, GIF or clip on the clipboard goes to the gallery (as a paste on a maker page fills a slot). */
import { firstFile } from '../state/slot/page-paste.ts';
import { isTextField } from '../state/slot/paste-target.ts';
import { loadGalleryFile } from './gallery-actions.ts';

/** Listens for pastes on the page, leaving text fields and pastes already taken alone; returns the stop function. */
export function listenForGalleryPaste(): () => void {
  const onPaste = (event: ClipboardEvent) => {
    if (event.defaultPrevented || isTextField(event.target as HTMLElement | null)) return;
    const file = firstFile(event.clipboardData?.files);
    if (!file) return;
    event.preventDefault();
    void loadGalleryFile(file, file.name || 'pasted image');
  };
  document.addEventListener('paste', onPaste);
  return () => document.removeEventListener('paste', onPaste);
}

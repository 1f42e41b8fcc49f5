/** The words of the recipe link: the copy button, its field and the notice on opening a link. */
import type { ToastStyle } from '../app/query-toast.ts';

export const COPY_LINK_LABEL = 'Copy link';
export const COPY_LINK_TITLE = 'Copy a link to these settings (your images stay with you)';
export const LINK_FIELD_LABEL = 'Link to these settings';
export const LINK_COPIED = 'Link copied';
export const LINK_NOT_COPIED = 'Could not copy: select the link below and copy it';
export const RECIPE_APPLIED = 'Settings from the link applied';

/** Notes shown before the rest are counted. */
const MAX_NOTES = 6;

/** How long a notice listing what was not applied stays: long enough to read it. */
const NOTES_MS = 10_000;

/** The notice after a recipe link opened: all applied, or what was not. */
export function recipeNotice(notes: string[]): { text: string; style: ToastStyle; durationMs?: number } {
  if (notes.length === 0) return { text: RECIPE_APPLIED, style: 'success' };
  const shown = notes.slice(0, MAX_NOTES);
  const more = notes.length > MAX_NOTES ? `; and ${notes.length - MAX_NOTES} more` : '';
  return { text: `Settings from the link applied, except: ${shown.join('; ')}${more}`, style: 'warning', durationMs: NOTES_MS };
}

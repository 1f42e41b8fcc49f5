/** The set's actions (issue 35 item 2): read it, keep the maker's emote, rename, reorder, remove. Each write is one transaction. */
import type { EmoteType } from '../emotes/types.ts';
import { markSaved } from '../state/emote/style-actions.ts';
import { captureEmote } from './capture-emote.ts';
import { codeProblem } from './emote-code.ts';
import { DEFAULT_EMOJI, emojiProblem } from './sticker-emoji.ts';
import type { KeptContent, KeptEmote } from './kept-emote.ts';
import { deleteKept, isQuotaError, readAllKept, readKept, writeKept } from './set-db.ts';
import { SET_MESSAGES } from './set-messages.ts';
import { setEditing, setState, type SetRow } from './set-state.ts';

/** A listed row; its preview's URL is the listed one's when that row shows the same save of the emote. */
function rowOf(kept: KeptEmote, listed: SetRow | undefined): SetRow {
  const same = listed && listed.updated === kept.updated && listed.previewMime === (kept.preview?.type ?? '');
  return {
    id: kept.id,
    code: kept.code,
    emoji: kept.emoji ?? DEFAULT_EMOJI,
    slug: kept.slug,
    updated: kept.updated,
    previewUrl: same ? listed.previewUrl : kept.preview ? URL.createObjectURL(kept.preview) : null,
    previewMime: kept.preview?.type ?? '',
  };
}

/** Asks the browser how much of its storage the site uses, for the set page. */
export async function refreshUsage() {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  setState.usage = estimate?.usage !== undefined && estimate.quota !== undefined ? { usage: estimate.usage, quota: estimate.quota } : null;
}

/** Reads the set again from IndexedDB. */
export async function loadSet() {
  try {
    const kept = await readAllKept();
    // A preview unchanged since the last read keeps its URL: the picture on the page does not load again, nor
    // does a URL read from it stop working (/set reads the set on every visit). The rest are revoked.
    const listed = new Map(setState.rows.map((row) => [row.id, row]));
    const rows = kept.map((k) => rowOf(k, listed.get(k.id)));
    const keptUrls = new Set(rows.map((row) => row.previewUrl));
    setState.rows.forEach((row) => row.previewUrl && !keptUrls.has(row.previewUrl) && URL.revokeObjectURL(row.previewUrl));
    setState.rows = rows;
    // The emote being edited may have been removed meanwhile (another tab).
    if (setState.editing && !kept.some((k) => k.id === setState.editing!.id)) setEditing(null);
  } catch (error) {
    console.warn('could not read the set', error);
  } finally {
    setState.loaded = true;
  }
  void refreshUsage();
}

/** The codes in the set other than `exceptId`'s. */
const codesBesides = (exceptId: string | null) => setState.rows.filter((row) => row.id !== exceptId).map((row) => row.code);

/** Says why a write failed; the records are as they were (the transaction rolled back). */
function failed(error: unknown): false {
  console.warn('could not write the set', error);
  setState.notice = { text: isQuotaError(error) ? SET_MESSAGES.full : SET_MESSAGES.failed, style: 'error' };
  return false;
}

/** Writes records, then reads the set again; false (with the notice) when nothing could be written. */
async function save(records: KeptEmote[], success: string | null): Promise<boolean> {
  setState.saving = true;
  try {
    await writeKept(records);
    setState.notice = success ? { text: success, style: 'success' } : null;
    return true;
  } catch (error) {
    return failed(error);
  } finally {
    setState.saving = false;
    await loadSet();
  }
}

const newId = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** Adds content to the set under `code` at its end; the code's problem (or the write's failure) in the notice. */
export async function addToSet(content: KeptContent, code: string): Promise<boolean> {
  if (!setState.loaded) await loadSet();
  const problem = codeProblem(code, codesBesides(null));
  if (problem) {
    setState.notice = { text: problem, style: 'error' };
    return false;
  }
  const now = Date.now();
  const order = setState.rows.length ? Math.max(...(await readAllKept()).map((k) => k.order)) + 1 : 0;
  return save([{ ...content, id: newId(), code, created: now, updated: now, order }], SET_MESSAGES.added(code));
}

/** "Add to set" on a maker: keeps its current emote under `code`. */
export async function keepCurrentEmote(type: EmoteType, code: string): Promise<boolean> {
  const content = await captureEmote(type);
  if (!content) {
    setState.notice = { text: SET_MESSAGES.noOutput, style: 'error' };
    return false;
  }
  const added = await addToSet(content, code);
  // Kept in the set is kept: leaving the maker need not warn about it.
  if (added) markSaved(type);
  return added;
}

/** "Update CODE in set": the maker's current emote replaces the kept one it was opened from, keeping its code and place. */
export async function updateKeptEmote(type: EmoteType): Promise<boolean> {
  const editing = setState.editing;
  if (!editing || editing.slug !== type.slug) return false;
  const [content, kept] = await Promise.all([captureEmote(type), readKept(editing.id).catch(() => undefined)]);
  if (!kept) {
    setEditing(null);
    setState.notice = { text: SET_MESSAGES.missing, style: 'error' };
    return false;
  }
  if (!content) {
    setState.notice = { text: SET_MESSAGES.noOutput, style: 'error' };
    return false;
  }
  const updated = await save([{ ...kept, ...content, updated: Math.max(Date.now(), kept.updated + 1) }], SET_MESSAGES.updated(kept.code));
  if (updated) markSaved(type);
  return updated;
}

/** Renames a kept emote; false with the code's problem in the notice. */
export async function renameKept(id: string, code: string): Promise<boolean> {
  const problem = codeProblem(code, codesBesides(id));
  const kept = await readKept(id).catch(() => undefined);
  if (problem || !kept) {
    setState.notice = { text: problem ?? SET_MESSAGES.missing, style: 'error' };
    return false;
  }
  if (setState.editing?.id === id) setEditing({ ...setState.editing, code });
  return save([{ ...kept, code }], null);
}

/** Sets the emoji of a kept emote's sticker; false with the problem in the notice. */
export async function setKeptEmoji(id: string, emoji: string): Promise<boolean> {
  const problem = emojiProblem(emoji);
  const kept = await readKept(id).catch(() => undefined);
  if (problem || !kept) {
    setState.notice = { text: problem ?? SET_MESSAGES.missing, style: 'error' };
    return false;
  }
  return save([{ ...kept, emoji }], null);
}

/** Moves a kept emote one place up (-1) or down (+1): the two records swap places in one write. */
export async function moveKept(id: string, step: -1 | 1): Promise<boolean> {
  const all = await readAllKept();
  const from = all.findIndex((k) => k.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= all.length) return false;
  [all[from], all[to]] = [all[to], all[from]];
  // Orders written afresh 0..n-1: records kept before any move may share one.
  return save(all.map((k, order) => ({ ...k, order })).filter((k, i) => i === from || i === to || k.order !== all[i].order), null);
}

/** Removes a kept emote (and stops editing it). */
export async function removeKept(id: string): Promise<boolean> {
  const row = setState.rows.find((r) => r.id === id);
  try {
    await deleteKept(id);
    if (setState.editing?.id === id) setEditing(null);
    setState.notice = row ? { text: SET_MESSAGES.removed(row.code), style: 'success' } : null;
    return true;
  } catch (error) {
    return failed(error);
  } finally {
    await loadSet();
  }
}

/** Leaves editing mode: the maker's button is "Add to set" again. */
export const stopEditing = () => setEditing(null);

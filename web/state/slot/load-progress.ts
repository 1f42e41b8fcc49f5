/** A slot's load in flight as the visitor sees it: bytes of a URL arrived, and Cancel (issue 32 item 2). */
import { proxy } from 'valtio';
import type { UrlProgress } from '../../decode/load-url.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';
import { beginChoice } from './slot-choice.ts';

/** Bytes arrived of each slot's URL load in flight; absent while none is fetching. */
export const urlProgress = proxy<Record<number, UrlProgress>>({});

/** Records a URL load's progress for its slot. */
export function setUrlProgress(slot: number, progress: UrlProgress) {
  urlProgress[slot] = progress;
}

/** Forgets a slot's URL progress (the load ended). */
export function clearUrlProgress(slot: number) {
  delete urlProgress[slot];
}

/**
 * Stops the slot's load in flight: a fresh choice supersedes it, so its fetch or decode aborts and
 * whatever still arrives is dropped (slot-choice.ts); the slot keeps what it showed before.
 */
export function cancelLoad(slot: number) {
  beginChoice(slot);
  delete makerRuntime.loadingSlots[slot];
  delete makerRuntime.inputErrors[slot];
  clearUrlProgress(slot);
}

/** Forgets every slot's URL progress (the page is left). */
export function clearAllUrlProgress() {
  for (const slot of Object.keys(urlProgress)) delete urlProgress[Number(slot)];
}

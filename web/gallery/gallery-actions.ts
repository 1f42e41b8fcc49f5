/**
 * The gallery's actions (issue 35 item 1): take a file or words for every maker's card, follow which
 * cards are in view (a card composing that scrolls out of view while one in view waits is stopped
 * and waits again), and open a maker with the input. A source that cannot be used leaves the cards
 * as they were, with the maker slot's message.
 */
import type { EmoteType } from '../emotes/types.ts';
import { releaseAnimation } from '../state/slot/decoded-inputs.ts';
import { inputErrorFor } from '../state/emote/input-error.ts';
import { cleanTextSpec, defaultTextSpec } from '../text/text-spec.ts';
import { galleryState } from './gallery-state.ts';
import { shouldGiveWay } from './gallery-queue.ts';
import { decodeGallerySource } from './gallery-source.ts';
import { handOffToMaker } from './gallery-handoff.ts';
import { applySource, disposeGalleryWorker, galleryRuntime, pump, waitingCards } from './gallery-compose.ts';
import { stopCutout } from './gallery-cutout-actions.ts';
import { takesInput } from './gallery-job.ts';

/** Decodes a dropped, pasted or chosen file for every card; a bad one gets the maker slot's message. */
export async function loadGalleryFile(file: Blob, name = (file as File).name || 'pasted image') {
  galleryRuntime.decoding?.abort();
  const controller = new AbortController();
  galleryRuntime.decoding = controller;
  galleryState.loading = name;
  galleryState.error = null;
  try {
    const source = await decodeGallerySource(file, name, controller.signal);
    if (controller.signal.aborted) return releaseAnimation(source.animation);
    stopCutout();
    applySource(source);
  } catch (error) {
    if (!controller.signal.aborted) galleryState.error = inputErrorFor(error, name);
  } finally {
    if (galleryRuntime.decoding === controller) {
      galleryRuntime.decoding = null;
      galleryState.loading = null;
    }
  }
}

/** Words for every card, drawn in each maker's first slot. */
export function loadGalleryWords(words: string) {
  const text = cleanTextSpec({ ...defaultTextSpec(), words });
  if (!text.words.trim()) return;
  galleryRuntime.decoding?.abort();
  galleryState.loading = null;
  stopCutout();
  applySource({ kind: 'words', name: text.words.split('\n')[0].trim(), text });
}

/** A card came into view or left it. */
export function setCardVisible(slug: string, visible: boolean) {
  if (visible) galleryRuntime.visible.add(slug);
  else galleryRuntime.visible.delete(slug);
  const composing = galleryRuntime.composing;
  if (composing && shouldGiveWay(composing.slug, waitingCards(), galleryRuntime.visible)) composing.controller.abort();
  void pump();
}

/** The home page shows the gallery: composing may run. */
export function startGallery() {
  galleryRuntime.active = true;
  void pump();
}

/** The home page is left: work in flight stops and the worker ends; cards already made keep playing when it comes back. */
export function stopGallery() {
  galleryRuntime.active = false;
  galleryRuntime.decoding?.abort();
  galleryRuntime.composing?.controller.abort();
  stopCutout();
  galleryRuntime.visible.clear();
  for (const card of Object.values(galleryState.cards)) if (card.status === 'composing') card.status = 'waiting';
  disposeGalleryWorker();
}

/** Opens a maker with the gallery's input in its first slot (a card's click, before the link navigates); false when there is none or the maker takes none. */
export function openMakerWithInput(type: EmoteType): boolean {
  if (!galleryRuntime.source || !takesInput(type)) return false;
  handOffToMaker(type, galleryRuntime.source);
  return true;
}

/**
 * The gallery's actions (issue 35 item 1): take a file or words, then compose every maker's card in
 * the pipeline worker one at a time, the cards in view first in page order; a card that scrolls out
 * of view while one in view waits is stopped and waits again. A new source stops everything and
 * starts over; a source that cannot be used leaves the cards as they were, with the slot's message.
 */
import { ref } from 'valtio';
import { EMOTE_TYPES, findEmoteType } from '../emotes/index.ts';
import type { EmoteType } from '../emotes/types.ts';
import type { Animation } from '../pipeline/protocol.ts';
import { decodeSample } from '../decode/load-sample.ts';
import { releaseAnimation } from '../state/slot/decoded-inputs.ts';
import { inputErrorFor } from '../state/emote/input-error.ts';
import { cleanTextSpec, defaultTextSpec } from '../text/text-spec.ts';
import { galleryState } from './gallery-state.ts';
import { GalleryClient } from './gallery-client.ts';
import { galleryJob, sampleSlotsOf, GALLERY_CSS_PX, type GalleryInput } from './gallery-job.ts';
import { nextCard, shouldGiveWay } from './gallery-queue.ts';
import { decodeGallerySource, type GallerySource, type GalleryWords } from './gallery-source.ts';
import { handOffToMaker } from './gallery-handoff.ts';
import { cutOutSource } from './gallery-cutout.ts';
import { SegmentError } from '../cutout/segment/segment-types.ts';
import { CUTOUT_FAILED } from '../state/slot/remove-background.ts';

const ORDER = EMOTE_TYPES.map((type) => type.slug);

/** What the cards are made from, and the work in flight (not shown, so not in the valtio state). */
const runtime = {
  source: null as GallerySource | GalleryWords | null,
  /** Bumped by every new source: work for an older one is dropped. */
  generation: 0,
  decoding: null as AbortController | null,
  cutting: null as AbortController | null,
  composing: null as { slug: string; controller: AbortController } | null,
  visible: new Set<string>(),
  /** True while the home page shows the gallery. */
  active: false,
  pumping: false,
};

let client: GalleryClient | null = null;
/** Decoded sample art by URL, for the other slots of group-style makers. */
const samples = new Map<string, Promise<Animation | null>>();

/** The card's pixels: chat size, sharp on a screen of 2 device pixels per CSS pixel. */
const cardPixels = () => GALLERY_CSS_PX * Math.min(2, Math.max(1, Math.round(globalThis.devicePixelRatio || 1)));

function sampleFor(url: string): Promise<Animation | null> {
  let decoded = samples.get(url);
  if (!decoded) samples.set(url, (decoded = decodeSample(url).catch(() => null)));
  return decoded;
}

async function samplesFor(type: EmoteType): Promise<(Animation | null)[]> {
  const slots = sampleSlotsOf(type);
  const all: (Animation | null)[] = type.inputImageSpecs.map(() => null);
  await Promise.all(slots.map(async (slot) => (all[slot] = await sampleFor(type.inputImageSpecs[slot].sample!.url))));
  return all;
}

const inputOf = (source: GallerySource | GalleryWords): GalleryInput =>
  source.kind === 'words' ? source : { kind: 'image', animation: source.animation, opaque: source.opaque, cutout: source.cutout };

const waitingCards = () => new Set(ORDER.filter((slug) => galleryState.cards[slug]?.status === 'waiting'));

/** Composes waiting cards until none waits (or the gallery is left). */
async function pump() {
  if (runtime.pumping) return;
  runtime.pumping = true;
  try {
    for (;;) {
      const { source, generation } = runtime;
      const slug = source && runtime.active ? nextCard(ORDER, waitingCards(), runtime.visible) : null;
      if (!source || !slug) return;
      const type = findEmoteType(slug)!;
      const card = galleryState.cards[slug];
      card.status = 'composing';
      const controller = new AbortController();
      runtime.composing = { slug, controller };
      client ??= new GalleryClient();
      const frames = await samplesFor(type)
        .then((art) => (controller.signal.aborted ? null : client!.compose(galleryJob(type, inputOf(source), art, cardPixels()), controller.signal)))
        .catch((error: unknown) => (console.warn('gallery card failed', slug, error), null));
      runtime.composing = null;
      // A new source reset every card meanwhile.
      if (generation !== runtime.generation) continue;
      if (controller.signal.aborted) card.status = 'waiting';
      else if (frames) Object.assign(card, { status: 'playing', frames: ref(frames) });
      else Object.assign(card, { status: 'failed', frames: null });
    }
  } finally {
    runtime.pumping = false;
  }
}

/** Every card waits for the new source; the work for the old one stops. */
function applySource(source: GallerySource | GalleryWords) {
  const old = runtime.source;
  runtime.source = source;
  runtime.generation++;
  runtime.composing?.controller.abort();
  // A cut-out (or its undoing) keeps drawing from the same frames when no model ran.
  if (old?.kind === 'image' && (source.kind !== 'image' || source.animation !== old.animation)) releaseAnimation(old.animation);
  galleryState.source = { kind: source.kind, name: source.name, cutOut: source.kind === 'image' && !!source.cutout };
  galleryState.error = null;
  // A card keeps playing the old source until its new frames come: no flash of samples in between.
  galleryState.cards = Object.fromEntries(ORDER.map((slug) => [slug, { status: 'waiting' as const, frames: galleryState.cards[slug]?.frames ?? null }]));
  void pump();
}

/** A new source stops the cut-out in flight: its result would be for the old one. */
function stopCutout() {
  runtime.cutting?.abort();
  runtime.cutting = null;
  galleryState.cutout = { running: false, error: null };
}

/** Cuts the subject out of the picture for every card (the maker slot's "Remove background"); a failure says why and leaves the cards as they were. */
export async function removeGalleryBackground() {
  const source = runtime.source;
  if (source?.kind !== 'image' || source.cutout || runtime.cutting) return;
  const controller = new AbortController();
  runtime.cutting = controller;
  galleryState.cutout = { running: true, error: null };
  try {
    const cut = await cutOutSource(source, controller.signal);
    if (controller.signal.aborted || runtime.source !== source) return releaseAnimation(cut.animation === source.animation ? null : cut.animation);
    applySource({ ...source, ...cut });
    galleryState.cutout.running = false;
  } catch (error) {
    if (controller.signal.aborted) return;
    console.warn('gallery background removal failed', error);
    galleryState.cutout = { running: false, error: error instanceof SegmentError ? error.message : CUTOUT_FAILED };
  } finally {
    if (runtime.cutting === controller) runtime.cutting = null;
  }
}

/** Puts the picture's background back: the cards play it whole again. */
export function keepGalleryBackground() {
  const source = runtime.source;
  if (source?.kind !== 'image' || !source.cutout) return;
  applySource({ ...source, cutout: undefined, masks: null });
}

/** Decodes a dropped, pasted or chosen file for every card; a bad one gets the maker slot's message. */
export async function loadGalleryFile(file: Blob, name = (file as File).name || 'pasted image') {
  runtime.decoding?.abort();
  const controller = new AbortController();
  runtime.decoding = controller;
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
    if (runtime.decoding === controller) {
      runtime.decoding = null;
      galleryState.loading = null;
    }
  }
}

/** Words for every card, drawn in each maker's first slot. */
export function loadGalleryWords(words: string) {
  const text = cleanTextSpec({ ...defaultTextSpec(), words });
  if (!text.words.trim()) return;
  runtime.decoding?.abort();
  galleryState.loading = null;
  stopCutout();
  applySource({ kind: 'words', name: text.words.split('\n')[0].trim(), text });
}

/** A card came into view or left it. */
export function setCardVisible(slug: string, visible: boolean) {
  if (visible) runtime.visible.add(slug);
  else runtime.visible.delete(slug);
  const composing = runtime.composing;
  if (composing && shouldGiveWay(composing.slug, waitingCards(), runtime.visible)) composing.controller.abort();
  void pump();
}

/** The home page shows the gallery: composing may run. */
export function startGallery() {
  runtime.active = true;
  void pump();
}

/** The home page is left: work in flight stops and the worker ends; cards already made keep playing when it comes back. */
export function stopGallery() {
  runtime.active = false;
  runtime.decoding?.abort();
  runtime.composing?.controller.abort();
  stopCutout();
  runtime.visible.clear();
  for (const card of Object.values(galleryState.cards)) if (card.status === 'composing') card.status = 'waiting';
  client?.dispose();
}

/** Opens a maker with the gallery's input in its first slot (a card's click, before the link navigates); false when there is none. */
export function openMakerWithInput(type: EmoteType): boolean {
  if (!runtime.source) return false;
  handOffToMaker(type, runtime.source);
  return true;
}

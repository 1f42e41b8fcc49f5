/**
 * How the gallery composes (issue 35 item 1): every maker's card in the pipeline worker one at a
 * time, the cards in view first in page order (gallery-queue.ts); a new source stops the card in
 * flight, and every card waits for it, still playing what it played until its new frames come.
 */
import { ref } from 'valtio';
import { EMOTE_TYPES, findEmoteType } from '../emotes/index.ts';
import type { EmoteType } from '../emotes/types.ts';
import type { Animation } from '../pipeline/protocol.ts';
import { decodeSample } from '../decode/load-sample.ts';
import { releaseAnimation } from '../state/slot/decoded-inputs.ts';
import { galleryState } from './gallery-state.ts';
import { GalleryClient } from './gallery-client.ts';
import { galleryJob, sampleSlotsOf, takesInput, GALLERY_CSS_PX, type GalleryInput } from './gallery-job.ts';
import { nextCard } from './gallery-queue.ts';
import type { GallerySource, GalleryWords } from './gallery-source.ts';

/** The cards that play the visitor's input, in page order. */
const ORDER = EMOTE_TYPES.filter(takesInput).map((type) => type.slug);

/** What the cards are made from, and the work in flight (not shown, so not in the valtio state). */
export const galleryRuntime = {
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

/** Ends the gallery's worker (leaving the home page); the next card starts a new one. */
export const disposeGalleryWorker = () => client?.dispose();

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

export const waitingCards = () => new Set(ORDER.filter((slug) => galleryState.cards[slug]?.status === 'waiting'));

/** Composes waiting cards until none waits (or the gallery is left). */
export async function pump() {
  if (galleryRuntime.pumping) return;
  galleryRuntime.pumping = true;
  try {
    for (;;) {
      const { source, generation } = galleryRuntime;
      const slug = source && galleryRuntime.active ? nextCard(ORDER, waitingCards(), galleryRuntime.visible) : null;
      if (!source || !slug) return;
      const type = findEmoteType(slug)!;
      const card = galleryState.cards[slug];
      card.status = 'composing';
      const controller = new AbortController();
      galleryRuntime.composing = { slug, controller };
      client ??= new GalleryClient();
      const frames = await samplesFor(type)
        .then((art) => (controller.signal.aborted ? null : client!.compose(galleryJob(type, inputOf(source), art, cardPixels()), controller.signal)))
        .catch((error: unknown) => (console.warn('gallery card failed', slug, error), null));
      galleryRuntime.composing = null;
      // A new source reset every card meanwhile.
      if (generation !== galleryRuntime.generation) continue;
      if (controller.signal.aborted) card.status = 'waiting';
      else if (frames) Object.assign(card, { status: 'playing', frames: ref(frames) });
      else Object.assign(card, { status: 'failed', frames: null });
    }
  } finally {
    galleryRuntime.pumping = false;
  }
}

/** Every card waits for the new source; the work for the old one stops. */
export function applySource(source: GallerySource | GalleryWords) {
  const old = galleryRuntime.source;
  galleryRuntime.source = source;
  galleryRuntime.generation++;
  galleryRuntime.composing?.controller.abort();
  // A cut-out (or its undoing) keeps drawing from the same frames when no model ran.
  if (old?.kind === 'image' && (source.kind !== 'image' || source.animation !== old.animation)) releaseAnimation(old.animation);
  galleryState.source = { kind: source.kind, name: source.name, cutOut: source.kind === 'image' && !!source.cutout };
  galleryState.error = null;
  // A card keeps playing the old source until its new frames come: no flash of samples in between.
  galleryState.cards = Object.fromEntries(ORDER.map((slug) => [slug, { status: 'waiting' as const, frames: galleryState.cards[slug]?.frames ?? null }]));
  void pump();
}

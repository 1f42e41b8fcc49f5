/**
 * The job one gallery card composes (issue 35 item 1): the visitor's input in the maker's first slot,
 * the maker's own samples in its other main slots (a group-style maker), at chat size, with its
 * default settings and a short loop. It asks the worker for the composed frames only (previewOnly).
 */
import type { EmoteType, Size } from '../emotes/types.ts';
import { defaultSettings } from '../emotes/settings.ts';
import { defaultEncodeOptions, defaultInputTransform, type Animation, type EncodeTarget, type InputTransform, type JobInput, type JobText, type MakeJob } from '../pipeline/protocol.ts';
import type { TextSpec } from '../text/text-spec.ts';
import type { CutoutSettings } from '../cutout/cutout-settings.ts';

/** The card's emote height in CSS px: twice Twitch's 28 px chat size, as chat shows it on a sharp screen. */
export const GALLERY_CSS_PX = 56;

/** Most frames a card plays: enough for a loop to read, few enough for 24 cards to compose at once. */
export const GALLERY_MAX_FRAMES = 32;

/** What the visitor brought: a decoded picture, GIF or clip, or words. */
export type GalleryInput = { kind: 'image'; animation: Animation; opaque: boolean; cutout?: CutoutSettings } | { kind: 'words'; text: TextSpec };

/** The emote's size in pixels for a card: the maker's shape at `heightPx` tall. */
export function cardSize(type: EmoteType, heightPx: number): Size {
  const { width, height } = type.defaultSize;
  return { width: Math.max(1, Math.round((heightPx * width) / height)), height: heightPx };
}

/** The visitor's picture placed as the maker places a new file: a photo (no transparency) fills the frame; art with transparency, or a cut-out subject, is shown whole. */
const placementOf = (input: GalleryInput): InputTransform => ({ ...defaultInputTransform(), fill: input.kind === 'image' && input.opaque && !input.cutout });

/**
 * The card's job for `type`: `input` in slot 0, `samples[slot]` (decoded sample art, or null) in the
 * other main slots, every other slot empty.
 */
export function galleryJob(type: EmoteType, input: GalleryInput, samples: readonly (Animation | null)[], heightPx: number): MakeJob {
  const size = cardSize(type, heightPx);
  const slots = type.foregroundIndex + 1;
  const inputs: (JobInput | null)[] = Array.from({ length: slots }, (_, slot) => {
    if (slot === 0) return input.kind === 'image' ? { animation: input.animation, transform: placementOf(input), ...(input.cutout ? { cutout: input.cutout } : {}) } : null;
    const sample = slot < type.inputImageSpecs.length ? samples[slot] : null;
    const spec = type.inputImageSpecs[slot]?.sample;
    return sample && spec ? { animation: sample, transform: { ...defaultInputTransform(), pixelated: spec.pixelated } } : null;
  });
  const texts: (JobText | null)[] | undefined = input.kind === 'words' ? inputs.map((_, slot) => (slot === 0 ? { text: input.text, transform: placementOf(input) } : null)) : undefined;
  const settings = defaultSettings(type.settings, size);
  const encodeOptions = { ...defaultEncodeOptions(), startFrame: type.defaultStartFrame(settings, size) };
  const target: EncodeTarget = { name: 'Gallery', platformId: null, maxBytes: null, maxFrames: GALLERY_MAX_FRAMES, clipFrames: GALLERY_MAX_FRAMES, minSide: heightPx };
  return {
    slug: type.slug,
    format: 'gif',
    ...size,
    inputs,
    ...(texts ? { texts } : {}),
    settings,
    encodeOptions,
    target,
    overlay: null,
    watermark: null,
    devOverlay: false,
    previewOnly: true,
  };
}

/** True for a maker with an input slot to take the visitor's input; one with none (zero-width: an overlay alone) keeps its own sample in the gallery. */
export const takesInput = (type: EmoteType) => type.inputImageSpecs.length > 0;

/** The main slots past the first that hold sample art: what a card needs decoded besides the visitor's input. */
export const sampleSlotsOf = (type: EmoteType): number[] => type.inputImageSpecs.flatMap((spec, slot) => (slot > 0 && spec.sample ? [slot] : []));

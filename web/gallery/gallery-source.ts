/**
 * What the visitor brought to the gallery, decoded as a maker slot decodes it (the same decoder, so
 * the same SPEC section 8 messages), over the first seconds of a clip or GIF: a card plays a short loop.
 */
import { decodeImage } from '../decode/decode-image.ts';
import { isOpaque } from '../decode/is-opaque.ts';
import { isVideoFile } from '../decode/sniff-video.ts';
import type { Animation } from '../pipeline/protocol.ts';
import type { TextSpec } from '../text/text-spec.ts';
import type { CutoutSettings } from '../cutout/cutout-settings.ts';

/** The part of a clip or animated image the cards play from: its first 3 s. */
export const GALLERY_SPAN_MS = 3000;

/** A clip is taken at 25 fps, the rate a maker takes one at when its own is not known. */
const GALLERY_FRAME_MS = 40;

/** The visitor's file, decoded, with what the maker needs to open with it. */
export interface GallerySource {
  kind: 'image';
  file: Blob;
  name: string;
  animation: Animation;
  /** No transparency in its first frame: it fills the frame, as a maker places a photo. */
  opaque: boolean;
  video: boolean;
  /** How its subject is cut out ("Remove background" on the home page); absent: not at all. */
  cutout?: CutoutSettings;
  /** The segmentation model's masks of a cut-out by the model, kept with the file for the maker. */
  masks?: Uint8Array[] | null;
}

/** Words the visitor wrote, drawn by the worker in every card. */
export interface GalleryWords {
  kind: 'words';
  name: string;
  text: TextSpec;
}

/** Decodes `file`; throws LoadError with the maker slot's message when it is no picture, GIF or clip. */
export async function decodeGallerySource(file: Blob, name: string, signal: AbortSignal): Promise<GallerySource> {
  const animation = await decodeImage(file, { videoFrameMs: GALLERY_FRAME_MS, span: (clipMs) => ({ startMs: 0, endMs: Math.min(clipMs, GALLERY_SPAN_MS) }), signal });
  const opaque = isOpaque(animation.frames[0].bitmap);
  return { kind: 'image', file, name, animation, opaque, video: await isVideoFile(file) };
}

/**
 * The timeline's strip of thumbnails (issue 23 item 2): a few small frames spread over the whole
 * input. An animated image gives them as its frames are read (thumbnail-strip.ts: frames outside
 * the part the emote plays are not kept), or else from its decoded frames, drawn small at once
 * before they leave for the worker; a clip, whose frames are decoded only over the part the emote
 * plays, gives them from its file, in a worker (video/clip-thumbnails.ts).
 */
import type { Animation } from '../pipeline/protocol.ts';
import { drawThumbnails, thumbnailSize } from './thumbnail-strip.ts';

/** Thumbnails of an animated image from its decoded frames, drawn now (synchronously: the frames may leave the page next). */
export function frameThumbnails(animation: Animation): ImageBitmap[] {
  return drawThumbnails(animation.frameEndTimes, thumbnailSize(animation.width, animation.height), (index) => animation.frames[index].bitmap);
}

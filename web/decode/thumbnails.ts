/**
 * The timeline's strip of thumbnails (issue 23 item 2): a few small frames spread over the whole
 * input. An animated image gives them from its decoded frames (drawn small at once, before the
 * frames leave for the worker); a clip, whose frames are decoded only over the part the emote
 * plays, gives them from its file: one frame per place on the strip, the key frame within that
 * place when there is one (it decodes alone), at the thumbnail's size.
 */
import { ALL_FORMATS, BlobSource, CanvasSink, EncodedPacketSink, Input } from 'mediabunny';
import type { Animation } from '../pipeline/protocol.ts';
import { frameIndexAt } from '../pipeline/worker/output-timing.ts';

/** Thumbnails along the strip. */
export const THUMBNAIL_COUNT = 8;
/** Their height in px (the strip shows them at about this size). */
const THUMBNAIL_HEIGHT = 48;

const sizeFor = (width: number, height: number) => ({ width: Math.max(1, Math.round((width * THUMBNAIL_HEIGHT) / height)), height: THUMBNAIL_HEIGHT });

/** The middle of each of the strip's places over an input of `totalMs`. */
const placeMiddles = (totalMs: number) => Array.from({ length: THUMBNAIL_COUNT }, (_, k) => ((k + 0.5) * totalMs) / THUMBNAIL_COUNT);

/** Thumbnails of an animated image from its decoded frames, drawn now (synchronously: the frames may leave the page next). */
export function frameThumbnails(animation: Animation): ImageBitmap[] {
  const size = sizeFor(animation.width, animation.height);
  return placeMiddles(animation.frameEndTimes.at(-1) ?? 0).map((ms) => {
    const canvas = new OffscreenCanvas(size.width, size.height);
    canvas.getContext('2d')!.drawImage(animation.frames[frameIndexAt(animation.frameEndTimes, ms)].bitmap, 0, 0, size.width, size.height);
    return canvas.transferToImageBitmap();
  });
}

/** Thumbnails of a clip from its file; empty when it cannot be read (the strip then shows none). */
export async function videoThumbnails(blob: Blob): Promise<ImageBitmap[]> {
  const input = new Input({ source: new BlobSource(blob), formats: ALL_FORMATS });
  try {
    const track = await input.getPrimaryVideoTrack();
    if (!track) return [];
    const [first, end] = [await track.getFirstTimestamp(), await track.computeDuration()];
    const placeS = (end - first) / THUMBNAIL_COUNT;
    const packets = new EncodedPacketSink(track);
    const times = await Promise.all(
      placeMiddles(end - first).map(async (middle) => {
        const at = first + middle;
        const key = await packets.getKeyPacket(at, { metadataOnly: true });
        // A key frame inside this place is the cheapest picture of it; else the frame at its middle.
        return key && key.timestamp >= at - placeS / 2 ? key.timestamp : at;
      }),
    );
    const sink = new CanvasSink(track, { ...sizeFor(await track.getDisplayWidth(), await track.getDisplayHeight()), fit: 'fill', poolSize: 1 });
    const bitmaps: ImageBitmap[] = [];
    for await (const wrapped of sink.canvasesAtTimestamps(times)) {
      if (wrapped) bitmaps.push(await createImageBitmap(wrapped.canvas));
    }
    return bitmaps;
  } catch {
    return [];
  } finally {
    input.dispose();
  }
}

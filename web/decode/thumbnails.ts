/**
 * The timeline's strip of thumbnails (issue 23 item 2): a few small frames spread over the whole
 * input. An animated image gives them as its frames are read (thumbnail-strip.ts: frames outside
 * the part the emote plays are not kept), or else from its decoded frames, drawn small at once
 * before they leave for the worker; a clip, whose frames are decoded only over the part the emote
 * plays, gives them from its file: one frame per place on the strip, the key frame within that
 * place when there is one (it decodes alone), at the thumbnail's size.
 */
import type { Animation } from '../pipeline/protocol.ts';
import { drawThumbnails, placeMiddles, THUMBNAIL_COUNT, thumbnailSize } from './thumbnail-strip.ts';

/** Thumbnails of an animated image from its decoded frames, drawn now (synchronously: the frames may leave the page next). */
export function frameThumbnails(animation: Animation): ImageBitmap[] {
  return drawThumbnails(animation.frameEndTimes, thumbnailSize(animation.width, animation.height), (index) => animation.frames[index].bitmap);
}

/** Thumbnails of a clip from its file; empty when it cannot be read (the strip then shows none). */
export async function videoThumbnails(blob: Blob): Promise<ImageBitmap[]> {
  // Loaded with the first clip, as decode-image.ts loads the clip's reader.
  const reader = await import('./video-reader.ts').catch(() => null);
  if (!reader) return [];
  const { ALL_FORMATS, BlobSource, CanvasSink, EncodedPacketSink, Input } = reader;
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
    const sink = new CanvasSink(track, { ...thumbnailSize(await track.getDisplayWidth(), await track.getDisplayHeight()), fit: 'fill', poolSize: 1 });
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

/**
 * A clip's thumbnails from its file (issue 23 item 2), drawn in the clip's worker: one frame per
 * place on the strip, the key frame within that place when there is one (it decodes alone), at the
 * thumbnail's size. Empty when the clip cannot be read (the strip then shows none).
 */
import { ALL_FORMATS, BlobSource, CanvasSink, EncodedPacketSink, Input } from '../video-reader.ts';
import { placeMiddles, THUMBNAIL_COUNT, thumbnailSize } from '../thumbnail-strip.ts';

export async function clipThumbnails(blob: Blob): Promise<ImageBitmap[]> {
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

/**
 * Each slot's strip of thumbnails for the timeline (issue 23 item 2): taken when the slot gets its
 * input, released when it is replaced or the page is left. A clip's come from its file after its
 * first output is made, so they never slow the preview down.
 */
import { ref } from 'valtio';
import type { Animation } from '../../pipeline/protocol.ts';
import { frameThumbnails } from '../../decode/thumbnails.ts';
import { clipThumbnailsOffThread } from '../../decode/video/video-client.ts';
import { takeReadThumbnails } from '../../decode/thumbnail-strip.ts';
import type { InputImage } from '../emote/emote-state-types.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';

function release(slot: number) {
  makerRuntime.thumbnails[slot]?.bitmaps.forEach((bitmap) => bitmap.close());
  delete makerRuntime.thumbnails[slot];
}

/** Resolves once no job is in flight. */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    // Checked first after a moment: the job a new input starts begins a task or two after it arrives.
    const check = () => (makerRuntime.making ? setTimeout(check, 100) : resolve());
    setTimeout(check, 100);
  });

/** Takes the slot's thumbnails for `image`, decoded as `animation` (call before its frames leave the page). */
export function takeThumbnails(slot: number, image: Pick<InputImage, 'url' | 'video'> | null, animation: Animation | null) {
  release(slot);
  if (!image || !animation) return;
  if (!image.video) {
    // Drawn while the file was read when most of its frames were not kept (decode-frames.ts); else from its frames.
    const read = takeReadThumbnails(animation);
    if (read || animation.frames.length > 1) makerRuntime.thumbnails[slot] = ref({ url: image.url, bitmaps: read ?? frameThumbnails(animation) });
    return;
  }
  void (async () => {
    await whenIdle();
    const bitmaps = await clipThumbnailsOffThread(await (await fetch(image.url)).blob());
    // The slot may hold another input by now, or the page may be left.
    if (makerRuntime.inputs[slot]?.url !== image.url) return bitmaps.forEach((bitmap) => bitmap.close());
    release(slot);
    makerRuntime.thumbnails[slot] = ref({ url: image.url, bitmaps });
  })().catch((error: unknown) => console.warn('no thumbnails for the clip', error));
}

/** Releases every slot's thumbnails (leaving the page). */
export function releaseThumbnails() {
  Object.keys(makerRuntime.thumbnails).forEach((slot) => release(Number(slot)));
}

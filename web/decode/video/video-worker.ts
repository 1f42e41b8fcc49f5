/**
 * A clip's worker (issue 23 item 4): demuxing, decoding and drawing each frame at the emote's size
 * run here, never on the page's main thread, where drawing one 1080p frame took 20–30 ms of CPU on
 * a quiet machine and up to 174 ms on a loaded one. One job per worker; the page ends it when the
 * job ends or its choice is overtaken (video-client.ts). Imports no DOM code.
 */
import { decodeVideo } from '../decode-video.ts';
import { LoadError } from '../load-error.ts';
import type { ClipSpan } from '../clip-span.ts';
import { clipThumbnails } from './clip-thumbnails.ts';
import type { FromVideoWorker, ToVideoWorker, VideoFailure } from './video-protocol.ts';

const post = (message: FromVideoWorker, transfer: Transferable[] = []) => self.postMessage(message, { transfer });

let answerSpan: ((span: ClipSpan) => void) | null = null;

/** The part of the clip the page wants, asked once the clip's length is known. */
const askSpan = (clipMs: number) =>
  new Promise<ClipSpan>((resolve) => {
    answerSpan = resolve;
    post({ type: 'span', clipMs });
  });

const failureOf = (error: unknown): VideoFailure =>
  error instanceof LoadError ? { loadError: true, message: error.message, help: error.help } : { loadError: false, message: String(error), help: null };

self.onmessage = async ({ data }: MessageEvent<ToVideoWorker>) => {
  if (data.type === 'span') return answerSpan?.(data.span);
  try {
    if (data.type === 'thumbnails') {
      const bitmaps = await clipThumbnails(data.blob);
      return post({ type: 'thumbnails', bitmaps }, bitmaps);
    }
    const video = await decodeVideo(data.blob, { maxSide: data.maxSide, frameMs: data.frameMs, span: askSpan });
    post({ type: 'decoded', video }, video.frames.map((frame) => frame.bitmap));
  } catch (error) {
    post({ type: 'failed', failure: failureOf(error) });
  }
};

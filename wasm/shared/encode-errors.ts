/**
 * Encoding outcomes a job can end with, spelled exactly as in SPEC.md section 8. They live with
 * the codecs, which throw them; web/messages.ts re-exports them beside the app's other words.
 */
export const ENCODE_ERRORS = {
  zeroFrames: 'zero frames found',
  png: 'PNG encoding error',
  interrupted: 'encoding interrupted',
  imagesOutOfMemory: 'out of memory for images',
  workerOutOfMemory: 'web worker out of memory',
  gif: 'GIF encoding error',
  /** Issue 22: libwebp refused the frames (a codec fault, like the GIF and PNG ones). */
  webp: 'WebP encoding error',
  /** Issue 22: the VP9 encoder (WebCodecs through mediabunny) refused the frames. */
  webm: 'WebM encoding error',
  /** Issue 22: this browser has no VideoEncoder, or none that writes VP9; GIF, PNG and WebP still work. */
  webmUnsupported: "This browser can't write WebM: it has no VP9 video encoder (WebCodecs VideoEncoder). Choose GIF, PNG or WebP, or use Chrome, Edge or Firefox",
  fileSizeLimit: "can't meet file size limit",
  /** A cut-out (issue 18) that left no subject: said instead of making an empty emote. */
  cutoutEmpty: 'the cut-out left nothing of the image: lower the tolerance or the shrink',
  /** Issue 20: a caption whose words do not fit the frame at a size that still reads. */
  captionTooLong: 'Caption too long to fit: shorten it or make the emote larger',
} as const;
export type EncodeErrorCode = (typeof ENCODE_ERRORS)[keyof typeof ENCODE_ERRORS];

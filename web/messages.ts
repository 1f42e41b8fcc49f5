/** Every user-facing message and error code, spelled exactly as in SPEC.md section 8. */

/** Encoding outcomes the worker can end a job with (they live with the codecs, which throw them). */
export { ENCODE_ERRORS, type EncodeErrorCode } from '../wasm/shared/encode-errors.ts';

/** Image-loading errors, shown when an input cannot become an Animation. */
export const LOAD_ERRORS = {
  fetchRestricted: 'Error fetching URL - Likely restricted',
  badResponse: 'Bad URL response',
  blobExtract: 'Error extracting URL blob',
  objectUrl: 'Invalid file - Could not create object URL',
  noSize: "Invalid image - Couldn't get size",
  svgDecode: 'Error decoding SVG file',
  svgBitmap: 'Could not create bitmap from SVG',
  sample: 'Error loading sample file',
  noFrames: 'Ani cannot be created with no frames!',
} as const;
export type LoadErrorText = (typeof LOAD_ERRORS)[keyof typeof LOAD_ERRORS];

/** One plain sentence shown beside a SPEC load error when we know what happened (issue 25). */
export const LOAD_HELP = {
  restricted: 'That site does not let other pages load its images (or could not be reached) — save the image and upload it instead.',
  webPage: 'That address is a web page, not an image — open it, copy the address of the image itself, or save the image and upload it.',
} as const;

/** Video inputs (issue 23): each names what went wrong; the slot keeps its previous input. */
export const VIDEO_ERRORS = {
  damaged: 'Video file is damaged or cut short - no picture could be read',
  noPicture: 'Video file has no picture track',
} as const;
/** The codec the browser cannot decode, named (HEVC from an iPhone is the common one). */
export const unsupportedCodecMessage = (codec: string) => `This browser cannot decode ${codec} video`;

/** The result text when the emote has nothing to draw (no input chosen). */
export const NOTHING_TO_MAKE = 'nothing to make';

/** Shown when the declared size is beyond what we decode (checked before any pixel is decoded). */
export const tooLargeMessage = (width: number, height: number) =>
  `Image too large - ${width}×${height} is over the limit of 16384 px a side or 100 megapixels`;

export const reloadErrorMessage = (filename: string) => `Error reloading image ${filename}`;
export const SAME_PAGE_NOTICE = 'You are on that page already';
export const WEBSITE_ERROR_TITLE = 'Website Error';
export const WEBSITE_ERROR_TEXT = 'Sorry, some sort of error occurred and this page could not be loaded!';
export const maintenanceMessage = (host: string) =>
  `${host} is currently undergoing maintenance. Please try visiting again soon!`;

/** The all-platforms pack's notices (issue 11). */
export const PACK_NOTICES = {
  cancelled: 'Packing stopped: no ZIP was made.',
  emoteChanged: 'Packing stopped: the emote changed. Download for all platforms again to pack the new one.',
  nothingMade: 'No file could be made for any platform, so no ZIP was made.',
  failed: 'Packing failed: no ZIP was made.',
} as const;

/** Offline use: a new deploy waiting while the page holds work, and the notice after it took over (issue 11). */
export const UPDATE_NOTICES = {
  ready: 'A new version is ready',
  reload: 'Reload',
  updated: 'Updated to the latest version',
} as const;

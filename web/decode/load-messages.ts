/**
 * What a visitor reads when an input fails or is used only in part (issue 32): each message names
 * what happened to their file, and the sentence beside it what they can do. SPEC section 8's own
 * strings stay in messages.ts and are used where SPEC names the case; these say the rest.
 */
import { formatBytes } from '../format-bytes.ts';
import type { PartialUse } from '../pipeline/protocol.ts';

/** Failures SPEC section 8 has no words for. */
export const FILE_ERRORS = {
  empty: 'This file is empty - 0 bytes',
  notMedia: 'This file is not a picture or video clip',
} as const;

/** The message of a URL load given up on after `seconds`. */
export const urlTimedOutMessage = (seconds: number) => `Gave up waiting for the URL after ${seconds} s`;

/** The refused address's scheme, named. */
export const refusedSchemeMessage = (scheme: string) => `Cannot load a ${scheme} address`;

/** The sentence beside each decoding failure. */
export const DECODE_HELP = {
  empty: 'Nothing was saved in it: it may not have finished downloading. Download or save it again and choose the new copy.',
  notMedia: 'Choose a PNG, GIF, JPEG, WebP, AVIF or SVG image, or an MP4, MOV or WebM clip.',
  noSize: 'Its width and height could not be read: it is damaged, cut short or declares a size of zero. Open it in an image editor and save it again, or choose another file.',
  noFrames: 'No frame of this file could be read. It is damaged or cut short: save or download it again, or choose another file.',
  svg: 'It is not a complete SVG drawing (it may be cut short or damaged). Save or export it again, or choose another file.',
  videoDamaged: 'The clip is damaged or cut short. Download or save it again, or export it again from the app that made it.',
  noPicture: 'It holds sound only. Choose a clip that shows a picture.',
  codec: 'Save or export the clip as WebM (VP9) or MP4 (H.264) and try again.',
} as const;

/** The sentence beside each URL failure. */
export const URL_HELP = {
  scheme: 'Give a web address starting with https://, or save the image and upload it.',
  redirectLoop: 'That address sends the browser round in a loop of redirects, so no image arrives. Open it in a tab, copy the final image address, or save the image and upload it.',
  notFound: 'The site says there is nothing at that address (not found). Check the address, or save the image and upload it.',
  refused: 'The site refused to give the image. Save the image and upload it instead.',
  serverError: 'The site had a problem answering. Try again later, or save the image and upload it.',
  broken: 'The connection broke off before the whole file arrived. Try again, or save the image and upload it.',
  cancelled: 'Loading stopped.',
} as const;

/** What a status that is not ok means to the visitor. */
export function statusHelp(status: number): string {
  if (status === 404 || status === 410) return URL_HELP.notFound;
  if (status === 401 || status === 403) return URL_HELP.refused;
  if (status >= 500) return URL_HELP.serverError;
  return `The site answered with status ${status} instead of the image. Save the image and upload it instead.`;
}

/** Beside a timed-out URL: how much had arrived. */
export function timedOutHelp(received: number, total: number | null): string {
  const got = total ? `${formatBytes(received)} of ${formatBytes(total)}` : formatBytes(received);
  return `The site sent ${got} and then stopped. Try again later, or save the image and upload it.`;
}

/** Beside an address that answers with something other than an image or clip. */
export const notImageHelp = (contentType: string) =>
  `That address gives a ${contentType || 'document'}, not an image or clip. Copy the address of the image itself, or save the image and upload it.`;

const seconds = (value: number) => `${value.toFixed(1)} s`;

/** The slot's note: "Used 9 of 41 frames: the file is damaged at frame 10. …" */
export function partialUseNote({ unit, used, total, cause }: PartialUse): string {
  const again = 'Save or download it again to use all of it.';
  if (unit === 'seconds') {
    const of = total === null ? '' : ` of ${seconds(total)}`;
    return `Used ${seconds(used)}${of}: the file is ${cause === 'cut' ? 'cut short' : 'damaged'} at ${seconds(used)}. ${again}`;
  }
  const of = total === null ? '' : ` of ${total}`;
  const noun = (total ?? used) === 1 ? 'frame' : 'frames';
  const where = cause === 'cut' ? 'cut short' : 'damaged';
  return `Used ${used}${of} ${noun}: the file is ${where} at frame ${used + 1}. ${again}`;
}

/** What the maker page holds at run time and never persists: decoded inputs, output, progress, messages. */
import { proxy } from 'valtio';
import type { Animation, EncodeTarget, JobProgress, MadeFile, PreviewFrames } from '../../pipeline/protocol.ts';
import type { InputError } from './input-error.ts';
import type { LegibilityFacts } from '../../legibility/legibility-facts.ts';

/** A slot's decoded input: the url of the image it came from, and its frames (decoded-inputs.ts keeps these). */
export interface DecodedInput {
  url: string;
  animation: Animation;
  /** Every pixel of every frame is transparent: the slot says so and no job draws it (issue 19 item 4). */
  empty: boolean;
}

export interface OutputFile {
  file: MadeFile;
  blob: Blob;
  /** Object URL of `blob`; revoked when the output is replaced or cleared. */
  url: string;
}

/** A file of the output made at a chat size, shown in the chat preview (chat-files.ts). */
export interface ChatFile {
  /** The imitated chat that shows it, and the CSS height it is shown at there. */
  look: 'twitch';
  chatHeight: number;
  /** Object URL of the file; revoked with the output it was made from. */
  url: string;
  mime: MadeFile['mime'];
  width: number;
  height: number;
  /** What of it reads in chat, as the worker measured it (issue 36). */
  legibility?: LegibilityFacts;
}

/** A slot's timeline thumbnails (decode/thumbnails.ts), for the image at `url`. */
export interface SlotThumbnails {
  url: string;
  bitmaps: ImageBitmap[];
}

export interface MakerRuntime {
  /** Each slot's decoded animation with the image it came from (decoded-inputs.ts); ref()-wrapped so valtio never proxies bitmaps. */
  inputs: (DecodedInput | null)[];
  /** Bumped by every write to `inputs`: the generation watches it. */
  inputsVersion: number;
  /** Each slot's timeline thumbnails (timeline-thumbnails.ts); ref()-wrapped. */
  thumbnails: Record<number, SlotThumbnails>;
  /** The name of the file each slot is loading, while it decodes. */
  loadingSlots: Record<number, string>;
  /** The last image-loading error per slot (SPEC section 8 text and the file); key 'overlay' for the overlay image. */
  inputErrors: Partial<Record<number | 'overlay', InputError>>;
  /** The overlay image, decoded, for output drawn with showOnOutput. */
  overlayBitmap: ImageBitmap | null;
  output: OutputFile | null;
  /** The output made again at a chat size, for the chat preview; each ref()-wrapped. Empty until made. */
  chatFiles: ChatFile[];
  /** The output is not from the current settings: their job failed or was cancelled. */
  outputStale: boolean;
  /** Frames of the job in flight, played while they encode; wrapped in ref(). */
  preview: PreviewFrames | null;
  /** A job is in flight. */
  making: boolean;
  progress: JobProgress | null;
  /** The target of the job in flight (its fit tries are named after it), not of the shown output. */
  makingTarget: EncodeTarget | null;
  /** 'nothing to make' or an encoding error code from the last job, shown beside the previous output. */
  message: string | null;
  /** What the solver tried, shown beside "can't meet file size limit" ('tried 16 colours · 10 fps · 112×112: 301 KiB of 256 KiB'). */
  messageDetail: string | null;
}

export const makerRuntime = proxy<MakerRuntime>({
  inputs: [],
  inputsVersion: 0,
  thumbnails: {},
  loadingSlots: {},
  inputErrors: {},
  overlayBitmap: null,
  output: null,
  chatFiles: [],
  outputStale: false,
  preview: null,
  making: false,
  progress: null,
  makingTarget: null,
  message: null,
  messageDetail: null,
});

/**
 * Platform upload rules of DESIGN.md section 5 as plain data: the one source that both the
 * checks under the output and the encode's target (platform-target.ts) read. Kept as one file past
 * 300 lines on purpose: most of it is the table of fourteen platforms (each with its docs link and
 * the date its rule was read, issue 22), and the few functions beside it read only that table;
 * splitting the table from its readers would make two files that are always read together.
 */

/**
 * A file format a platform may take: 'png' is a still PNG, 'apng' an animated one; 'webp' is
 * still or animated; 'webm' is a VP9 video. Each is made here since issue 22.
 */
export type FileFormat = 'gif' | 'png' | 'apng' | 'webp' | 'webm';

/** What the checks need to know of a produced file. */
export interface ProducedFile {
  format: FileFormat;
  width: number;
  height: number;
  frames: number;
  bytes: number;
  /** How long one loop plays, when the file is animated and the check knows it. */
  durationMs?: number;
}

export type PlatformId =
  | 'twitch' | 'twitch-badge' | 'discord' | 'discord-sticker' | 'slack' | '7tv' | 'bttv' | 'ffz' | 'youtube' | 'youtube-badge'
  | 'kick' | 'telegram-emoji' | 'telegram-sticker' | 'whatsapp-sticker';

/** Which sizes a platform takes. */
export interface SideRules {
  square?: boolean;
  /** Exact sides always allowed (Twitch's 28 and 56, a badge's 18, 36, 72). */
  exact?: readonly number[];
  /** The allowed range of each side, besides `exact`; absent means only `exact` sizes. */
  min?: number;
  max?: number;
  /** Longest side over shortest at most this. */
  maxAspect?: number;
  /** The height is exactly this and the width from it up to `maxAspect` times it (BTTV's wide emotes). */
  height?: number;
  /** One side is exactly this and the other at most it (Telegram stickers). */
  oneSide?: number;
}

/** SPEC 'Platform spec': platform, description, docs link, max bytes, checks, extra text. */
export interface PlatformSpec {
  id: PlatformId;
  platform: string;
  description: string;
  docsUrl: string;
  /** The day the rules were read from the docs (YYYY-MM-DD). */
  readOn: string;
  /** Byte limit; Infinity when the platform sets none. */
  maxBytes: number;
  /**
   * The limit as the platform's page words it, quoted, and how it is read (issue 34 item 6). Where
   * the page says "KB" or "MB" without saying which, the limit takes the smaller reading (1000s):
   * a file that must be accepted cannot lean on the larger one (DESIGN.md section 6).
   */
  limitSource: string;
  /** The limit in the words the file size limit choices show ('128 KB', '1,000,000 bytes'). */
  limitLabel: string;
  /** A smaller byte limit for a still image (WhatsApp's 100 KB). */
  stillMaxBytes?: number;
  /** A smaller byte limit at these exact sides (Twitch's 28 and 56 px). */
  smallMaxBytes?: { sides: readonly number[]; bytes: number };
  /** Each file's byte limit in the platform's manual upload mode (Twitch), when it has one. */
  manualMaxBytes?: number;
  /** Most frames an animated upload may have. */
  maxFrames?: number;
  /** Longest an animated upload may play, one loop, in ms (Telegram's 3 s). */
  maxDurationMs?: number;
  /** Most frames a second an animated upload may show (Telegram's 30). */
  maxFps?: number;
  /** Formats it takes. */
  formats: readonly FileFormat[];
  /** Of `formats`, those it takes as still images only (Telegram takes a still PNG or WebP, but moves only as WebM). */
  stillOnlyFormats?: readonly FileFormat[];
  /** Takes still images only (a one-frame GIF counts as still). */
  staticOnly?: boolean;
  sides?: SideRules;
  /** The recommended size, for the 'size is optimal' hint. */
  optimal: { width: number; height: number } | { maxWidth: number; maxHeight: number };
  extra?: string;
}

const KIB = 1024;
/** A "KB" or "MB" whose page does not say which: the smaller reading. */
const KB = 1000;
const MB = 1000 * KB;
/** The day every rule below was read from the platforms' own documentation (DESIGN.md section 5). */
const READ_ON = '2026-11-25';

export const PLATFORMS: readonly PlatformSpec[] = [
  {
    id: 'twitch',
    platform: 'Twitch emote',
    description: 'Square, 112 to 4096 px (or exactly 28 or 56); animated only as GIF with at most 60 frames.',
    docsUrl: 'https://help.twitch.tv/s/article/emote-guidelines',
    readOn: READ_ON,
    maxBytes: 1 * MB,
    limitSource: 'Emote guidelines: 1 MB, and 512 KB a file in manual mode; which KB is not said, so 1,000,000 and 512,000 bytes',
    limitLabel: '1 MB',
    smallMaxBytes: { sides: [28, 56], bytes: 512 * KB },
    manualMaxBytes: 512 * KB,
    maxFrames: 60,
    formats: ['gif', 'png'],
    sides: { square: true, exact: [28, 56], min: 112, max: 4096 },
    optimal: { width: 112, height: 112 },
    extra: 'In manual upload mode each size must be 512 KB or less.',
  },
  {
    id: 'twitch-badge',
    platform: 'Twitch badge',
    description: '18, 36 or 72 px PNG.',
    docsUrl: 'https://help.twitch.tv/s/article/subscriber-badge-guide',
    readOn: READ_ON,
    maxBytes: 25 * KB,
    limitSource: 'Badge guide: 25 KB a badge; which KB is not said, so 25,000 bytes',
    limitLabel: '25 KB',
    formats: ['png'],
    staticOnly: true,
    sides: { square: true, exact: [18, 36, 72] },
    optimal: { width: 72, height: 72 },
  },
  {
    id: 'discord',
    platform: 'Discord emoji',
    description: 'PNG, JPEG, GIF, WebP or AVIF; animated as GIF or WebP (animated WebP since 2025).',
    docsUrl: 'https://github.com/discord/discord-api-docs/blob/main/docs/resources/emoji.mdx',
    readOn: READ_ON,
    maxBytes: 256 * KIB,
    limitSource: 'discord-api-docs emoji.mdx: "a maximum file size of 256 KiB": binary, as the page says',
    limitLabel: '256 KB',
    formats: ['gif', 'png', 'webp'],
    optimal: { width: 128, height: 128 },
  },
  {
    id: 'discord-sticker',
    platform: 'Discord sticker',
    description: 'PNG, APNG or GIF, 320×320; animated at most 5 s.',
    docsUrl: 'https://github.com/discord/discord-api-docs/blob/main/docs/resources/sticker.mdx',
    readOn: READ_ON,
    maxBytes: 512 * KIB,
    limitSource: 'discord-api-docs sticker.mdx: 512 KiB: binary, as the page says',
    limitLabel: '512 KB',
    maxDurationMs: 5000,
    formats: ['png', 'apng', 'gif'],
    sides: { square: true, exact: [320] },
    optimal: { width: 320, height: 320 },
  },
  {
    id: 'slack',
    platform: 'Slack',
    description: 'PNG, JPEG or GIF; animated at most 50 frames.',
    docsUrl: 'https://slack.com/help/articles/206870177-Add-custom-emoji-and-aliases-to-your-workspace',
    readOn: READ_ON,
    maxBytes: 128 * KB,
    limitSource: 'Slack help: "128KB"; which KB is not said, so 128,000 bytes',
    limitLabel: '128 KB',
    maxFrames: 50,
    formats: ['gif', 'png'],
    optimal: { width: 128, height: 128 },
  },
  {
    id: '7tv',
    platform: '7TV',
    description: 'PNG, APNG, WebP, WebM or GIF; at most 1000 px a side and 1000 frames; wide emotes up to 3:1.',
    docsUrl: 'https://7tv.app/',
    readOn: READ_ON,
    maxBytes: 7_000_000,
    limitSource: '7TV upload page: about 7,000,000 bytes, stated in bytes',
    limitLabel: '7,000,000 bytes',
    maxFrames: 1000,
    formats: ['gif', 'png', 'apng', 'webp', 'webm'],
    sides: { min: 1, max: 1000, maxAspect: 3 },
    optimal: { maxWidth: 384, maxHeight: 128 },
  },
  {
    id: 'bttv',
    platform: 'BTTV',
    description: 'PNG or GIF, 112 px high: square, or wide up to 3:1 (since 2022).',
    docsUrl: 'https://betterttv.com/emotes/upload',
    readOn: READ_ON,
    maxBytes: 1_000_000,
    limitSource: 'BTTV upload page: 1,000,000 bytes, stated in bytes',
    limitLabel: '1,000,000 bytes',
    formats: ['gif', 'png'],
    sides: { height: 112, maxAspect: 3 },
    optimal: { width: 112, height: 112 },
  },
  {
    id: 'ffz',
    platform: 'FFZ',
    description: 'PNG, or animated GIF or WebP (since 2023); larger images are scaled down.',
    docsUrl: 'https://www.frankerfacez.com/emoticons/submit',
    readOn: READ_ON,
    maxBytes: Number.POSITIVE_INFINITY,
    limitSource: 'FFZ submit page: no byte limit stated; larger images are scaled down',
    limitLabel: 'none',
    formats: ['png', 'gif', 'webp'],
    optimal: { maxWidth: 128, maxHeight: 128 },
  },
  {
    id: 'youtube',
    platform: 'YouTube emoji',
    description: 'Static (or one-frame GIF) PNG, JPEG or GIF, 48 to 480 px a side.',
    docsUrl: 'https://support.google.com/youtube/answer/12960706',
    readOn: READ_ON,
    maxBytes: 1_000_000,
    limitSource: 'YouTube help: 1,000,000 bytes, stated in bytes',
    limitLabel: '1,000,000 bytes',
    formats: ['gif', 'png'],
    staticOnly: true,
    sides: { min: 48, max: 480 },
    optimal: { width: 48, height: 48 },
  },
  {
    id: 'youtube-badge',
    platform: 'YouTube channel badge',
    description: 'Members\' loyalty badge: static PNG (or JPEG), square, at least 32×32 px, under 1 MB.',
    docsUrl: 'https://support.google.com/youtube/answer/7636690',
    readOn: READ_ON,
    maxBytes: 1_000_000,
    limitSource: 'YouTube help: under 1 MB; which MB is not said, so 1,000,000 bytes',
    limitLabel: '1,000,000 bytes',
    formats: ['png'],
    staticOnly: true,
    sides: { square: true, min: 32 },
    optimal: { width: 32, height: 32 },
  },
  {
    id: 'kick',
    platform: 'Kick emote',
    description: 'PNG or GIF, square, up to 500×500, under 1 MB.',
    docsUrl: 'https://help.kick.com/en/articles/7113467-how-to-add-edit-kick-emotes',
    readOn: READ_ON,
    maxBytes: 1_000_000,
    limitSource: 'Kick help: 1 MB; which MB is not said, so 1,000,000 bytes',
    limitLabel: '1 MB',
    formats: ['gif', 'png'],
    sides: { square: true, min: 1, max: 500 },
    optimal: { maxWidth: 500, maxHeight: 500 },
  },
  {
    id: 'telegram-emoji',
    platform: 'Telegram emoji',
    description: 'Exactly 100×100: a WebM (VP9) of at most 3 s and 30 fps, or a still PNG or WebP; at most 256 KB.',
    docsUrl: 'https://core.telegram.org/stickers',
    readOn: READ_ON,
    maxBytes: 256 * KB,
    limitSource: 'core.telegram.org/stickers: 256 KB; which KB is not said, so 256,000 bytes',
    limitLabel: '256 KB',
    maxDurationMs: 3000,
    maxFps: 30,
    formats: ['webm', 'png', 'webp'],
    stillOnlyFormats: ['png', 'webp'],
    sides: { square: true, exact: [100] },
    optimal: { width: 100, height: 100 },
  },
  {
    id: 'telegram-sticker',
    platform: 'Telegram sticker',
    description: 'One side exactly 512 px, the other at most 512: a WebM (VP9) of at most 3 s and 30 fps (256 KB), or a still PNG or WebP (512 KB).',
    docsUrl: 'https://core.telegram.org/stickers',
    readOn: READ_ON,
    maxBytes: 256 * KB,
    limitSource: 'core.telegram.org/stickers: 256 KB for a video sticker, 512 KB for a still; which KB is not said, so 256,000 and 512,000 bytes',
    limitLabel: '256 KB',
    stillMaxBytes: 512 * KB,
    maxDurationMs: 3000,
    maxFps: 30,
    formats: ['webm', 'png', 'webp'],
    stillOnlyFormats: ['png', 'webp'],
    sides: { oneSide: 512 },
    optimal: { width: 512, height: 512 },
  },
  {
    id: 'whatsapp-sticker',
    platform: 'WhatsApp sticker',
    description: 'WebP, 512×512: still at most 100 KB, animated at most 500 KB.',
    docsUrl: 'https://github.com/WhatsApp/stickers/blob/main/Android/README.md',
    readOn: READ_ON,
    maxBytes: 500 * KIB,
    limitSource: 'WhatsApp/stickers README: 100 KB still, 500 KB animated; WhatsApp\'s own sample app checks 100 * 1024 and 500 * 1024 bytes (WAPacksLimits), so binary',
    limitLabel: '500 KB',
    stillMaxBytes: 100 * KIB,
    formats: ['webp'],
    sides: { square: true, exact: [512] },
    optimal: { width: 512, height: 512 },
  },
];

/** The platform's rules by id. */
export const platformById = (id: PlatformId): PlatformSpec => PLATFORMS.find((p) => p.id === id)!;

/** The byte limit for a file of this size (Twitch allows less at 28 and 56 px), and of this many frames (a still may have its own). */
export function maxBytesFor(spec: PlatformSpec, size: { width: number; height: number }, frames?: number): number {
  if (spec.stillMaxBytes !== undefined && frames !== undefined && frames <= 1) return spec.stillMaxBytes;
  const small = spec.smallMaxBytes;
  return small && small.sides.includes(size.width) && size.width === size.height ? small.bytes : spec.maxBytes;
}

const tooWide = (sides: SideRules, width: number, height: number) =>
  sides.maxAspect !== undefined && Math.max(width, height) > sides.maxAspect * Math.min(width, height);

/** True when a side pair is one the platform takes. */
export function sidesAllowed(sides: SideRules | undefined, width: number, height: number): boolean {
  if (!sides) return true;
  if (sides.square && width !== height) return false;
  if (tooWide(sides, width, height)) return false;
  if (sides.height !== undefined) return height === sides.height && width >= height;
  if (sides.oneSide !== undefined) return Math.max(width, height) === sides.oneSide;
  const inRange = (n: number) => sides.min !== undefined && n >= sides.min && n <= (sides.max ?? Infinity);
  return [width, height].every((n) => sides.exact?.includes(n) || inRange(n));
}

const sizeText = (f: { width: number; height: number }) => `${f.width}×${f.height}`;

const orList = (items: readonly (string | number)[]) =>
  items.length < 2 ? String(items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** A format's name for people: 'APNG', 'WebP'. */
export const formatName = (format: FileFormat) => ({ gif: 'GIF', png: 'PNG', apng: 'APNG', webp: 'WebP', webm: 'WebM' })[format];

/** Says which sizes the platform takes, for a problem line. */
function sidesProblem(sides: SideRules, f: ProducedFile): string {
  if (sides.square && f.width !== f.height) return `dimensions: ${sizeText(f)} is not square`;
  if (tooWide(sides, f.width, f.height)) return `dimensions: ${sizeText(f)} is wider than ${sides.maxAspect}:1`;
  if (sides.height !== undefined) return `size: ${sizeText(f)} is not ${sides.height} px high and ${sides.height} to ${sides.height * (sides.maxAspect ?? 1)} px wide`;
  if (sides.oneSide !== undefined) return `size: ${sizeText(f)} has no side of exactly ${sides.oneSide} px with the other at most ${sides.oneSide}`;
  const range = sides.min === undefined ? [] : sides.max === undefined ? [`at least ${sides.min} px`] : [`${sides.min} to ${sides.max} px`];
  const exact = sides.exact ?? [];
  if (exact.length === 1 && !range.length) return `size: ${sizeText(f)} is not ${exact[0]}×${exact[0]}`;
  if (!range.length) return `size: ${sizeText(f)} is not ${orList(exact)} px square`;
  if (exact.length) return `size: ${f.width} px is not ${orList([...exact, ...range])}`;
  if (sides.max === undefined) return `size: ${sizeText(f)} is under ${sides.min} px a side`;
  return `size: ${sizeText(f)} is outside ${range[0]} a side`;
}

/** The formats the platform takes for a file that moves (`frames` over 1) or stands still. */
export function formatsFor(spec: PlatformSpec, frames: number): readonly FileFormat[] {
  if (frames <= 1) return spec.formats;
  return spec.staticOnly ? [] : spec.formats.filter((x) => !spec.stillOnlyFormats?.includes(x) && x !== 'png');
}

/** Frames a second of a file, from its frames and one loop's length; null when unknown. */
const fpsOf = (f: ProducedFile) => (f.durationMs && f.frames > 1 ? (f.frames * 1000) / f.durationMs : null);

/** Reasons the file does not meet the platform's rules; empty when it does. */
export function problemsOf(spec: PlatformSpec, f: ProducedFile): string[] {
  const out: string[] = [];
  const formats = spec.formats.map(formatName);
  if (!spec.formats.includes(f.format)) out.push(`format: ${spec.platform} takes ${spec.staticOnly ? 'static ' : ''}${orList(formats)} only`);
  else if (spec.staticOnly && f.frames > 1) out.push(`frames: ${f.frames}, but ${spec.platform} takes still images only`);
  else if (f.frames > 1 && !formatsFor(spec, f.frames).includes(f.format)) {
    out.push(`format: ${spec.platform} takes a moving ${formatName(f.format)} only as ${orList(formatsFor(spec, f.frames).map(formatName))}`);
  }
  if (spec.sides && !sidesAllowed(spec.sides, f.width, f.height)) out.push(sidesProblem(spec.sides, f));
  if (spec.maxFrames !== undefined && f.frames > spec.maxFrames) out.push(`frames: ${f.frames} is more than ${spec.maxFrames}`);
  if (spec.maxDurationMs !== undefined && f.frames > 1 && f.durationMs !== undefined && f.durationMs > spec.maxDurationMs) {
    out.push(`duration: ${f.durationMs / 1000} s is longer than ${spec.maxDurationMs / 1000} s`);
  }
  const fps = fpsOf(f);
  if (spec.maxFps !== undefined && fps !== null && fps > spec.maxFps + 1e-9) out.push(`frame rate: ${Math.round(fps * 10) / 10} fps is over ${spec.maxFps}`);
  const max = maxBytesFor(spec, f, f.frames);
  if (f.bytes > max) out.push(`bytes: ${f.bytes.toLocaleString('en')} is over the ${max.toLocaleString('en')} byte limit`);
  return out;
}

/** True when the file has the platform's recommended size (or fits within it). */
export function sizeIsOptimal(spec: PlatformSpec, f: ProducedFile): boolean {
  const o = spec.optimal;
  return 'width' in o ? f.width === o.width && f.height === o.height : f.width <= o.maxWidth && f.height <= o.maxHeight;
}

/** Why a platform does not take the file, in a few plain words: 'still images only', '18, 36 or 72 px only'. */
export function mismatchWords(spec: PlatformSpec, f: ProducedFile): string[] {
  const out: string[] = [];
  const still = f.frames <= 1;
  if (spec.staticOnly && !still) out.push('still images only');
  else if (!formatsFor(spec, f.frames).includes(f.format)) out.push(`${orList(formatsFor(spec, f.frames).map(formatName))} only`);
  const sides = spec.sides;
  if (sides && !sidesAllowed(sides, f.width, f.height)) {
    if (sides.square && f.width !== f.height) out.push('square images only');
    else if (tooWide(sides, f.width, f.height)) out.push(`at most ${sides.maxAspect}:1 wide`);
    else if (sides.height !== undefined) out.push(`${sides.height} px high only`);
    else if (sides.oneSide !== undefined) out.push(`one side ${sides.oneSide} px only`);
    else if (sides.min === undefined) out.push(`${orList(sides.exact ?? [])} px only`);
    else out.push(sidesProblem(sides, f).replace(/^\w+: /, ''));
  }
  if (spec.maxFrames !== undefined && f.frames > spec.maxFrames) out.push(`at most ${spec.maxFrames} frames`);
  if (spec.maxDurationMs !== undefined && !still && f.durationMs !== undefined && f.durationMs > spec.maxDurationMs) out.push(`at most ${spec.maxDurationMs / 1000} s`);
  const max = maxBytesFor(spec, f, f.frames);
  if (f.bytes > max) out.push(`at most ${max.toLocaleString('en')} bytes`);
  return out;
}

/** Every platform's verdict on a produced file. */
export function checkPlatforms(f: ProducedFile) {
  return PLATFORMS.map((spec) => ({ spec, problems: problemsOf(spec, f), optimal: sizeIsOptimal(spec, f) }));
}

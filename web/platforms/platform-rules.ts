/**
 * Platform upload rules of DESIGN.md section 5 as plain data: the one source that both the
 * checks under the output and the encode's target (platform-target.ts) read.
 */

/** What the checks need to know of a produced file. */
export interface ProducedFile {
  format: 'gif' | 'png';
  width: number;
  height: number;
  frames: number;
  bytes: number;
}

export type PlatformId = 'twitch' | 'twitch-badge' | 'discord' | 'slack' | '7tv' | 'bttv' | 'ffz' | 'youtube' | 'youtube-badge';

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
}

/** SPEC 'Platform spec': platform, description, docs link, max bytes, checks, extra text. */
export interface PlatformSpec {
  id: PlatformId;
  platform: string;
  description: string;
  docsUrl: string;
  /** Byte limit; Infinity when the platform sets none. */
  maxBytes: number;
  /** A smaller byte limit at these exact sides (Twitch's 28 and 56 px). */
  smallMaxBytes?: { sides: readonly number[]; bytes: number };
  /** Each file's byte limit in the platform's manual upload mode (Twitch), when it has one. */
  manualMaxBytes?: number;
  /** Most frames an animated upload may have. */
  maxFrames?: number;
  /** Formats it takes, of those we make. */
  formats: readonly ('gif' | 'png')[];
  /** Takes still images only (a one-frame GIF counts as still). */
  staticOnly?: boolean;
  sides?: SideRules;
  /** The recommended size, for the 'size is optimal' hint. */
  optimal: { width: number; height: number } | { maxWidth: number; maxHeight: number };
  extra?: string;
}

const KIB = 1024;

export const PLATFORMS: readonly PlatformSpec[] = [
  {
    id: 'twitch',
    platform: 'Twitch emote',
    description: 'Square, 112 to 4096 px (or exactly 28 or 56); animated only as GIF with at most 60 frames.',
    docsUrl: 'https://help.twitch.tv/s/article/emote-guidelines',
    maxBytes: 1024 * KIB,
    smallMaxBytes: { sides: [28, 56], bytes: 512 * KIB },
    manualMaxBytes: 512 * KIB,
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
    maxBytes: 25 * KIB,
    formats: ['png'],
    staticOnly: true,
    sides: { square: true, exact: [18, 36, 72] },
    optimal: { width: 72, height: 72 },
  },
  {
    id: 'discord',
    platform: 'Discord emoji',
    description: 'PNG, JPEG, GIF or static WebP; animated only as GIF.',
    docsUrl: 'https://support.discord.com/hc/en-us/articles/360036479811-Custom-Emojis',
    maxBytes: 256 * KIB,
    formats: ['gif', 'png'],
    optimal: { width: 128, height: 128 },
  },
  {
    id: 'slack',
    platform: 'Slack',
    description: 'PNG, JPEG or GIF; animated at most 50 frames.',
    docsUrl: 'https://slack.com/help/articles/206870177-Add-custom-emoji-and-aliases-to-your-workspace',
    maxBytes: 128 * KIB,
    maxFrames: 50,
    formats: ['gif', 'png'],
    optimal: { width: 128, height: 128 },
  },
  {
    id: '7tv',
    platform: '7TV',
    description: 'At most 1000 px a side and 1000 frames; wide emotes up to 3:1.',
    docsUrl: 'https://7tv.app/',
    maxBytes: 7_000_000,
    maxFrames: 1000,
    formats: ['gif', 'png'],
    sides: { min: 1, max: 1000, maxAspect: 3 },
    optimal: { maxWidth: 384, maxHeight: 128 },
  },
  {
    id: 'bttv',
    platform: 'BTTV',
    description: 'PNG or GIF, 112×112.',
    docsUrl: 'https://betterttv.com/emotes/upload',
    maxBytes: 1_000_000,
    formats: ['gif', 'png'],
    sides: { square: true, exact: [112] },
    optimal: { width: 112, height: 112 },
  },
  {
    id: 'ffz',
    platform: 'FFZ',
    description: 'Static PNG only; larger images are scaled down.',
    docsUrl: 'https://www.frankerfacez.com/emoticons/submit',
    maxBytes: Number.POSITIVE_INFINITY,
    formats: ['png'],
    staticOnly: true,
    optimal: { maxWidth: 128, maxHeight: 128 },
  },
  {
    id: 'youtube',
    platform: 'YouTube emoji',
    description: 'Static (or one-frame GIF) PNG, JPEG or GIF, 48 to 480 px a side.',
    docsUrl: 'https://support.google.com/youtube/answer/12960706',
    maxBytes: 1_000_000,
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
    maxBytes: 1_000_000,
    formats: ['png'],
    staticOnly: true,
    sides: { square: true, min: 32 },
    optimal: { width: 32, height: 32 },
  },
];

/** The platform's rules by id. */
export const platformById = (id: PlatformId): PlatformSpec => PLATFORMS.find((p) => p.id === id)!;

/** The byte limit for a file of this size (Twitch allows less at 28 and 56 px). */
export function maxBytesFor(spec: PlatformSpec, size: { width: number; height: number }): number {
  const small = spec.smallMaxBytes;
  return small && small.sides.includes(size.width) && size.width === size.height ? small.bytes : spec.maxBytes;
}

/** True when a side pair is one the platform takes. */
export function sidesAllowed(sides: SideRules | undefined, width: number, height: number): boolean {
  if (!sides) return true;
  if (sides.square && width !== height) return false;
  if (sides.maxAspect && Math.max(width, height) > sides.maxAspect * Math.min(width, height)) return false;
  const inRange = (n: number) => sides.min !== undefined && n >= sides.min && n <= (sides.max ?? Infinity);
  return [width, height].every((n) => sides.exact?.includes(n) || inRange(n));
}

const sizeText = (f: ProducedFile) => `${f.width}×${f.height}`;

const orList = (items: readonly (string | number)[]) =>
  items.length < 2 ? String(items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** Says which sizes the platform takes, for a problem line. */
function sidesProblem(sides: SideRules, f: ProducedFile): string {
  if (sides.square && f.width !== f.height) return `dimensions: ${sizeText(f)} is not square`;
  if (sides.maxAspect && Math.max(f.width, f.height) > sides.maxAspect * Math.min(f.width, f.height)) {
    return `dimensions: ${sizeText(f)} is wider than ${sides.maxAspect}:1`;
  }
  const range = sides.min === undefined ? [] : sides.max === undefined ? [`at least ${sides.min} px`] : [`${sides.min} to ${sides.max} px`];
  const exact = sides.exact ?? [];
  if (exact.length === 1 && !range.length) return `size: ${sizeText(f)} is not ${exact[0]}×${exact[0]}`;
  if (!range.length) return `size: ${sizeText(f)} is not ${orList(exact)} px square`;
  if (exact.length) return `size: ${f.width} px is not ${orList([...exact, ...range])}`;
  if (sides.max === undefined) return `size: ${sizeText(f)} is under ${sides.min} px a side`;
  return `size: ${sizeText(f)} is outside ${range[0]} a side`;
}

/** Reasons the file does not meet the platform's rules; empty when it does. */
export function problemsOf(spec: PlatformSpec, f: ProducedFile): string[] {
  const out: string[] = [];
  if (!spec.formats.includes(f.format)) out.push(`format: ${spec.platform} takes ${spec.staticOnly ? 'static ' : ''}${orList(spec.formats.map((x) => x.toUpperCase()))} only`);
  else if (spec.staticOnly && f.frames > 1) out.push(`frames: ${f.frames}, but ${spec.platform} takes still images only`);
  if (spec.sides && !sidesAllowed(spec.sides, f.width, f.height)) out.push(sidesProblem(spec.sides, f));
  if (spec.maxFrames !== undefined && f.frames > spec.maxFrames) out.push(`frames: ${f.frames} is more than ${spec.maxFrames}`);
  const max = maxBytesFor(spec, f);
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
  else if (!spec.formats.includes(f.format)) out.push(`${orList(spec.formats.map((x) => x.toUpperCase()))} only`);
  const sides = spec.sides;
  if (sides && !sidesAllowed(sides, f.width, f.height)) {
    if (sides.square && f.width !== f.height) out.push('square images only');
    else if (sides.maxAspect && Math.max(f.width, f.height) > sides.maxAspect * Math.min(f.width, f.height)) out.push(`at most ${sides.maxAspect}:1 wide`);
    else if (sides.min === undefined) out.push(`${orList(sides.exact ?? [])} px only`);
    else out.push(sidesProblem(sides, f).replace(/^\w+: /, ''));
  }
  if (spec.maxFrames !== undefined && f.frames > spec.maxFrames) out.push(`at most ${spec.maxFrames} frames`);
  const max = maxBytesFor(spec, f);
  if (f.bytes > max) out.push(`at most ${max.toLocaleString('en')} bytes`);
  return out;
}

/** Every platform's verdict on a produced file. */
export function checkPlatforms(f: ProducedFile) {
  return PLATFORMS.map((spec) => ({ spec, problems: problemsOf(spec, f), optimal: sizeIsOptimal(spec, f) }));
}

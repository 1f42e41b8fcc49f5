/** Platform upload rules of DESIGN.md section 5 as plain data plus a check of a produced file. */

/** What the checks need to know of a produced file. */
export interface ProducedFile {
  format: 'gif' | 'png';
  width: number;
  height: number;
  frames: number;
  bytes: number;
}

/** SPEC 'Platform spec': platform, description, docs link, max bytes, checks, extra text. */
export interface PlatformSpec {
  platform: string;
  description: string;
  docsUrl: string;
  maxBytes: (file: ProducedFile) => number;
  /** Reasons the file does not meet the rules; empty when it does. */
  problems: (file: ProducedFile) => string[];
  /** The recommended size, for the 'size is optimal' hint. */
  optimal: { width: number; height: number } | { maxWidth: number; maxHeight: number };
  extra?: string;
}

const KIB = 1024;
const square = (f: ProducedFile) => f.width === f.height;
const sizeText = (f: ProducedFile) => `${f.width}×${f.height}`;

/** The problems common to every platform: bytes over the limit. */
function bytesProblem(spec: Pick<PlatformSpec, 'maxBytes'>, f: ProducedFile): string[] {
  const max = spec.maxBytes(f);
  return f.bytes > max ? [`bytes: ${f.bytes.toLocaleString('en')} is over the ${max.toLocaleString('en')} byte limit`] : [];
}

export const PLATFORMS: readonly PlatformSpec[] = [
  {
    platform: 'Twitch emote',
    description: 'Square, 112 to 4096 px (or exactly 28 or 56); animated only as GIF with at most 60 frames.',
    docsUrl: 'https://help.twitch.tv/s/article/emote-guidelines',
    maxBytes: (f) => (f.width === 28 || f.width === 56 ? 512 * KIB : 1024 * KIB),
    optimal: { width: 112, height: 112 },
    extra: 'In manual upload mode each size must be 512 KB or less.',
    problems(f) {
      const out = [];
      if (!square(f)) out.push(`dimensions: ${sizeText(f)} is not square`);
      else if (!(f.width === 28 || f.width === 56 || (f.width >= 112 && f.width <= 4096))) out.push(`size: ${f.width} px is not 28, 56 or 112 to 4096`);
      if (f.frames > 60) out.push(`frames: ${f.frames} is more than 60`);
      return [...out, ...bytesProblem(this, f)];
    },
  },
  {
    platform: 'Twitch badge',
    description: '18, 36 or 72 px PNG.',
    docsUrl: 'https://help.twitch.tv/s/article/subscriber-badge-guide',
    maxBytes: () => 25 * KIB,
    optimal: { width: 72, height: 72 },
    problems(f) {
      const out = [];
      if (f.format !== 'png') out.push('format: badges must be PNG');
      if (!square(f) || ![18, 36, 72].includes(f.width)) out.push(`size: ${sizeText(f)} is not 18, 36 or 72 px square`);
      return [...out, ...bytesProblem(this, f)];
    },
  },
  {
    platform: 'Discord emoji',
    description: 'PNG, JPEG, GIF or static WebP; animated only as GIF.',
    docsUrl: 'https://support.discord.com/hc/en-us/articles/360036479811-Custom-Emojis',
    maxBytes: () => 256 * KIB,
    optimal: { width: 128, height: 128 },
    problems(f) {
      return bytesProblem(this, f);
    },
  },
  {
    platform: 'Slack',
    description: 'PNG, JPEG or GIF; animated at most 50 frames.',
    docsUrl: 'https://slack.com/help/articles/206870177-Add-custom-emoji-and-aliases-to-your-workspace',
    maxBytes: () => 128 * KIB,
    optimal: { width: 128, height: 128 },
    problems(f) {
      return [...(f.frames > 50 ? [`frames: ${f.frames} is more than 50`] : []), ...bytesProblem(this, f)];
    },
  },
  {
    platform: '7TV',
    description: 'At most 1000 px a side and 1000 frames; wide emotes up to 3:1.',
    docsUrl: 'https://7tv.app/',
    maxBytes: () => 7_000_000,
    optimal: { maxWidth: 384, maxHeight: 128 },
    problems(f) {
      const out = [];
      if (f.width > 1000 || f.height > 1000) out.push(`size: ${sizeText(f)} is over 1000 px a side`);
      if (f.frames > 1000) out.push(`frames: ${f.frames} is more than 1000`);
      if (f.width > 3 * f.height || f.height > 3 * f.width) out.push(`dimensions: ${sizeText(f)} is wider than 3:1`);
      return [...out, ...bytesProblem(this, f)];
    },
  },
  {
    platform: 'BTTV',
    description: 'PNG or GIF, 112×112.',
    docsUrl: 'https://betterttv.com/emotes/upload',
    maxBytes: () => 1_000_000,
    optimal: { width: 112, height: 112 },
    problems(f) {
      return [...(f.width !== 112 || f.height !== 112 ? [`size: ${sizeText(f)} is not 112×112`] : []), ...bytesProblem(this, f)];
    },
  },
  {
    platform: 'FFZ',
    description: 'Static PNG only; larger images are scaled down.',
    docsUrl: 'https://www.frankerfacez.com/emoticons/submit',
    maxBytes: () => Number.POSITIVE_INFINITY,
    optimal: { maxWidth: 128, maxHeight: 128 },
    problems(f) {
      return f.format !== 'png' ? ['format: FFZ takes static PNG only'] : [];
    },
  },
  {
    platform: 'YouTube emoji',
    description: 'Static (or one-frame GIF) PNG, JPEG or GIF, 48 to 480 px a side.',
    docsUrl: 'https://support.google.com/youtube/answer/12960706',
    maxBytes: () => 1_000_000,
    optimal: { width: 48, height: 48 },
    problems(f) {
      const out = [];
      if (f.frames > 1) out.push(`frames: ${f.frames}, but YouTube emoji are static`);
      if (Math.min(f.width, f.height) < 48 || Math.max(f.width, f.height) > 480) out.push(`size: ${sizeText(f)} is outside 48 to 480 px a side`);
      return [...out, ...bytesProblem(this, f)];
    },
  },
];

/** True when the file has the platform's recommended size (or fits within it). */
export function sizeIsOptimal(spec: PlatformSpec, f: ProducedFile): boolean {
  const o = spec.optimal;
  return 'width' in o ? f.width === o.width && f.height === o.height : f.width <= o.maxWidth && f.height <= o.maxHeight;
}

/** Every platform's verdict on a produced file. */
export function checkPlatforms(f: ProducedFile) {
  return PLATFORMS.map((spec) => ({ spec, problems: spec.problems(f), optimal: sizeIsOptimal(spec, f) }));
}

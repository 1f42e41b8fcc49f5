import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMOTE_TYPES, findEmoteType } from './index.ts';
import { frameRateSetting } from './loop-settings.ts';
import { atSize, clampSettings, defaultSettings, settingRange } from './settings.ts';
import { FRAME_RATE_CHOICES } from './types.ts';

/** The emote type files: each file here whose default export is a `defineEmote(…)`, named by its slug. */
const TYPE_FILE_SLUGS = fs
  .readdirSync('web/emotes')
  .filter((file) => file.endsWith('.ts') && /^export default defineEmote\(/m.test(fs.readFileSync(`web/emotes/${file}`, 'utf8')))
  .map((file) => file.replace(/\.ts$/, ''));
const ACCESS: Record<string, string> = { jam: 'free', rotate: 'free', shake: 'free', flip: 'free', slide: 'free', group: 'premium', boomies: 'premium', gigachad: 'premium' };
const AN = new Set(['arrive']);
const SIZES = [
  { width: 112, height: 112 },
  { width: 128, height: 128 },
  { width: 256, height: 128 },
  { width: 384, height: 128 },
];

/** Width and height of a PNG (IHDR) or GIF (logical screen) file under public/. */
function imageSize(url: string) {
  const bytes = fs.readFileSync(`public${url}`);
  return url.endsWith('.png')
    ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
    : { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

it('registers every emote type file once, under its file name, jam first and then alphabetically', () => {
  const slugs = EMOTE_TYPES.map((t) => t.slug);
  expect(TYPE_FILE_SLUGS.length).toBeGreaterThan(1);
  expect([...slugs].sort()).toEqual([...TYPE_FILE_SLUGS].sort());
  expect(slugs).toEqual(['jam', ...slugs.filter((slug) => slug !== 'jam').sort()]);
});

describe.each(EMOTE_TYPES.map((type) => [type.slug, type] as const))('the %s definition', (slug, type) => {
  it('names its page, file and description from its capitalised name', () => {
    expect(type.name).toBe(slug[0].toUpperCase() + slug.slice(1));
    expect(type.pageTitle).toBe(`${type.name} Emote Maker`);
    expect(type.defaultFilename).toBe(`emote${slug}`);
    expect(type.url).toBe(`/${slug}`);
    expect(findEmoteType(slug)).toBe(type);
    expect(type.pageDescription).toBe(
      `Create your own ${AN.has(slug) ? 'an' : 'a'} ${type.name} emote directly in your browser right now [FOR FREE] for Twitch, Discord, Slack, 7TV, BTTV, YouTube or more.`,
    );
  });

  it('has the access of DESIGN section 2 and the default format and size', () => {
    expect(type.access).toBe(ACCESS[slug] ?? 'normal');
    expect(type.defaultFormat).toBe('gif');
    expect(type.defaultSize).toEqual({ width: 112, height: 112 });
  });

  it('takes its inputs, then BG and FG, each with its own sample art', () => {
    // Group takes up to six images; zero-width (an overlay alone, issue 35 item 5) takes none.
    const count = slug === 'group' ? 6 : slug === 'zero-width' ? 0 : 1;
    expect(type.inputImageSpecs).toHaveLength(count);
    expect(type.minInputs).toBe(slug === 'group' ? 2 : slug === 'zero-width' ? 0 : 1);
    expect([type.backgroundIndex, type.foregroundIndex]).toEqual([count, count + 1]);
    type.inputImageSpecs.forEach((spec, i) => {
      expect(spec.title).toBe(`Image ${i + 1}`);
      expect(spec.description).toMatch(new RegExp(`^(Optionally c|C)hoose image ${i + 1} for the (emote|group)$`));
      const sample = spec.sample!;
      const side = slug === 'boomies' ? 896 : 448;
      expect(sample.url).toBe(`/samples/in/${slug}.${i + 1}.png`);
      expect(sample.size).toEqual({ width: side, height: side });
      expect(imageSize(sample.url)).toEqual(sample.size);
      const { x, y, width, height } = sample.focus;
      expect(x >= 0 && y >= 0 && width > side / 3 && height > side / 3 && x + width <= side && y + height <= side).toBe(true);
    });
  });

  it('has its sample art: the drawn SVG and its PNG for every input slot, and the output samples', () => {
    const inputs = type.inputImageSpecs.map((spec, i) => spec.sample?.url ?? `(slot ${i + 1} has no sample)`);
    const art = inputs.map((url) => `scripts/samples/art/${url.replace(/^\/samples\/in\//, '').replace(/\.png$/, '.svg')}`);
    const { x1, x2, x4 } = type.outputSample;
    for (const file of [...art, ...[...inputs, x1.url, x2.url, x4.url].map((url) => `public${url}`)]) {
      expect(fs.existsSync(file), `${file} for ${slug}`).toBe(true);
    }
  });

  it('has output samples at x1, x2 and x4 of its default size', () => {
    const { x1, x2, x4, aspectRatio } = type.outputSample;
    expect(aspectRatio).toBe(1);
    [x1, x2, x4].forEach((sample, i) => {
      expect(sample.url).toBe(`/samples/out/${slug}.x${2 ** i}.gif`);
      expect(imageSize(sample.url)).toEqual({ width: 112 * 2 ** i, height: 112 * 2 ** i });
    });
  });

  it('describes every setting in one line and keeps each default inside its range at every size', () => {
    for (const [key, spec] of Object.entries(type.settings)) {
      expect(spec.description, key).toMatch(/^[A-Z][^\n]{10,120}\.$/);
      for (const size of SIZES) {
        const range = settingRange(spec, size);
        if (!range || spec.kind === 'toggle') continue;
        const value = atSize(spec.default, size);
        expect(value >= range.min && value <= range.max, `${key} at ${size.width}×${size.height}`).toBe(true);
      }
      if (spec.kind === 'choice') expect(spec.choices.map((c) => c.value)).toContain(atSize(spec.default, type.defaultSize));
      if (key === 'frameMs') expect(spec.kind === 'choice' && spec.choices).toEqual(FRAME_RATE_CHOICES);
    }
  });

  it('offers the shared frame-rate setting', () => {
    const spec = type.settings.frameMs;
    expect(spec?.kind).toBe('choice');
    if (spec?.kind === 'choice') expect(spec).toEqual(frameRateSetting(atSize(spec.default, type.defaultSize)));
  });

  it('clamps each numeric setting to its minimum and maximum, and snaps choices', () => {
    for (const size of SIZES) {
      for (const [key, spec] of Object.entries(type.settings)) {
        const range = settingRange(spec, size);
        if (!range) continue;
        expect(clampSettings(type.settings, { [key]: range.max + 1000 }, size)[key], key).toBe(range.max);
        expect(clampSettings(type.settings, { [key]: range.min - 1000 }, size)[key], key).toBe(range.min);
      }
    }
  });

  it('times a loop of at least two frames at one of the frame-rate choices', () => {
    const settings = defaultSettings(type.settings, type.defaultSize);
    const { frameCount, frameMs } = type.timing(settings, type.defaultSize);
    expect(Number.isInteger(frameCount) && frameCount >= 2).toBe(true);
    expect(FRAME_RATE_CHOICES.map((c) => c.value)).toContain(frameMs);
  });
});

describe('defaults of DESIGN section 3', () => {
  const timing = (slug: string) => {
    const type = findEmoteType(slug)!;
    return type.timing(defaultSettings(type.settings, type.defaultSize), type.defaultSize);
  };

  it.each([
    ['jam', 20, 50],
    ['nodders', 18, 50],
    ['mmmhmm', 32, 50],
    ['rotate', 25, 40],
    ['coggers', 25, 40],
    ['flip', 24, 50],
    ['shake', 8, 30],
    ['slide', 34, 50],
    ['gigachad', 40, 50],
    ['despair', 20, 100],
    ['happier', 20, 30],
  ])('%s loops %i frames of %i ms', (slug, frames, ms) => {
    expect(timing(slug)).toEqual({ frameCount: frames, frameMs: ms });
  });

  it('gives a wider output a longer trip where the image travels across it', () => {
    for (const slug of ['slide', 'arrive', 'leave']) {
      const spec = findEmoteType(slug)!.settings.seconds;
      if (spec.kind !== 'number') throw new Error(`${slug}: seconds is not a number setting`);
      const square = settingRange(spec, { width: 112, height: 112 })!;
      const wide = settingRange(spec, { width: 384, height: 128 })!;
      expect(wide.max, slug).toBeGreaterThan(square.max);
      expect(atSize(spec.default, { width: 384, height: 128 }), slug).toBeGreaterThan(atSize(spec.default, { width: 112, height: 112 }));
    }
  });

  it('starts arrive on the first held frame', () => {
    const arrive = findEmoteType('arrive')!;
    const settings = defaultSettings(arrive.settings, arrive.defaultSize);
    expect(arrive.defaultStartFrame(settings, arrive.defaultSize)).toBe(25);
  });
});

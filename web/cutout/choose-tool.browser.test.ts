import { describe, expect, it } from 'vitest';
import { borderSpread, chooseTool, FLAT_SPREAD } from './choose-tool.ts';
import { cutFrame } from './cut-frame.ts';
import { defaultCutoutSettings } from './cutout-settings.ts';

const FIXTURES = {
  ...import.meta.glob<string>('../../tests/fixtures/photos/*.png', { query: '?url', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../tests/fixtures/corpus/*.{png,jpg,gif,webp,svg}', { query: '?url', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../public/samples/in/*.png', { query: '?url', import: 'default', eager: true }),
};

async function pixelsOf(url: string) {
  const bitmap = await createImageBitmap(await (await fetch(url)).blob());
  const { width, height } = bitmap;
  const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return { rgba: context.getImageData(0, 0, width, height).data, width, height };
}

const urlOf = (name: string) => Object.entries(FIXTURES).find(([path]) => path.endsWith(`/${name}`))![1];

describe('chooseTool on the project’s own images', () => {
  it('prints each fixture’s border spread (the figures FLAT_SPREAD was chosen from)', async () => {
    const rows: string[] = [];
    for (const [path, url] of Object.entries(FIXTURES)) {
      const decoded = await pixelsOf(url).catch(() => null);
      if (!decoded || decoded.width * decoded.height > 4e6) continue;
      const { clear, spread } = borderSpread(decoded.rgba, decoded.width, decoded.height);
      const choice = chooseTool(decoded.rgba, decoded.width, decoded.height);
      rows.push(`${path.split('/').slice(-2).join('/').padEnd(64)} clear ${clear.toFixed(2)} spread ${String(spread).padStart(6)} → ${choice.tool} (${choice.reason})`);
    }
    console.info(`border spread per fixture:\n${rows.join('\n')}`);
    expect(rows.length).toBeGreaterThan(10);
  });

  it('uses the backdrop fill on the flat lettering on white, and calls the transparent sample art clear', async () => {
    const flat = await pixelsOf(urlOf('gif-interlaced-540x330.gif'));
    expect(chooseTool(flat.rgba, flat.width, flat.height)).toMatchObject({ tool: 'backdrop', reason: 'flat' });
    const sample = await pixelsOf(urlOf('jam.1.png'));
    expect(chooseTool(sample.rgba, sample.width, sample.height)).toMatchObject({ tool: 'backdrop', reason: 'clear' });
  });

  it('uses the model on the busy photos: the astronaut, the cat, the coffee table and the plant', async () => {
    for (const name of ['astronaut.png', 'chelsea.png', 'coffee.png', 'jpeg-baseline-480x360.jpg']) {
      const { rgba, width, height } = await pixelsOf(urlOf(name));
      expect(chooseTool(rgba, width, height), name).toMatchObject({ tool: 'model', reason: 'busy' });
    }
  });
});

const SIDE = 320;
/** The eyes' centres and radius, and a point in each eye's white away from its pupil. */
const EYES = [[125, 135], [195, 135]];
const EYE_RADIUS = 13;
const EYE_WHITES = EYES.map(([x, y]) => [x, y - 8]);

/**
 * A cartoon face as a visitor would bring it: yellow with a dark outline, two white eyes with
 * pupils, a mouth, on a near-white backdrop with a faint gradient and noise, saved as a JPEG.
 */
async function drawCartoonOnWhite() {
  const canvas = new OffscreenCanvas(SIDE, SIDE);
  const ctx = canvas.getContext('2d')!;
  const backdrop = ctx.createImageData(SIDE, SIDE);
  let seed = 7;
  const noise = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 6 - 3;
  for (let p = 0; p < SIDE * SIDE; p++) {
    const shade = 246 - Math.floor(p / SIDE / 80) + noise();
    backdrop.data.set([shade, shade, shade - 3, 255], p * 4);
  }
  ctx.putImageData(backdrop, 0, 0);
  ctx.fillStyle = '#f6c945';
  ctx.strokeStyle = '#3a2a10';
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.arc(160, 165, 110, 0, 2 * Math.PI);
  ctx.fill();
  ctx.stroke();
  ctx.lineWidth = 3;
  for (const [x, y] of EYES) {
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(x, y, EYE_RADIUS, 0, 2 * Math.PI);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#111111';
    ctx.beginPath();
    ctx.arc(x, y + 5, 5, 0, 2 * Math.PI);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.arc(160, 190, 45, 0.15 * Math.PI, 0.85 * Math.PI);
  ctx.stroke();
  const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
  const bitmap = await createImageBitmap(jpeg);
  const context = new OffscreenCanvas(SIDE, SIDE).getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, SIDE, SIDE).data;
}

const alpha = (rgba: Uint8ClampedArray, [x, y]: number[]) => rgba[(y * SIDE + x) * 4 + 3];

describe('a drawn cartoon on a near-white JPEG backdrop (issue 33: the model deleted an eye)', () => {
  it('is called flat, and the backdrop fill it then uses keeps both white eyes', async () => {
    const rgba = await drawCartoonOnWhite();
    const choice = chooseTool(rgba, SIDE, SIDE);
    console.info(`cartoon on near-white JPEG: border spread ${choice.spread.spread} (flat at ≤ ${FLAT_SPREAD})`);
    expect(choice).toMatchObject({ tool: 'backdrop', reason: 'flat' });
    cutFrame(rgba, SIDE, SIDE, { ...defaultCutoutSettings(), mode: 'backdrop' }, null);
    for (const white of EYE_WHITES) expect(alpha(rgba, white), `eye white at ${white}`).toBe(255);
    expect(alpha(rgba, [160, 240]), 'the face').toBe(255);
    for (const corner of [[2, 2], [SIDE - 3, 2], [2, SIDE - 3], [SIDE - 3, SIDE - 3]]) expect(alpha(rgba, corner), `corner ${corner}`).toBe(0);
  });

  it('gets its eye back when the model’s mask loses it: the hole fill keeps the enclosed white', async () => {
    const rgba = await drawCartoonOnWhite();
    // The model's mask as the issue saw it: the face, less its left eye.
    const mask = new Uint8Array(SIDE * SIDE);
    for (let y = 0; y < SIDE; y++) {
      for (let x = 0; x < SIDE; x++) {
        const inFace = Math.hypot(x - 160, y - 165) <= 113;
        const inEye = Math.hypot(x - EYES[0][0], y - EYES[0][1]) <= EYE_RADIUS - 1;
        mask[y * SIDE + x] = inFace && !inEye ? 255 : 0;
      }
    }
    cutFrame(rgba, SIDE, SIDE, { ...defaultCutoutSettings(), mode: 'model' }, mask);
    for (const white of EYE_WHITES) expect(alpha(rgba, white), `eye white at ${white}`).toBe(255);
    expect(alpha(rgba, [2, 2])).toBe(0);
  });
});

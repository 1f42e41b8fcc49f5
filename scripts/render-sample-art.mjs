// Renders our own sample art (scripts/samples/art/*.svg, drawn by this project) to
// public/samples/in/{slug}.{n}.png in headless Chromium, with a transparent background.
// Usage: node scripts/render-sample-art.mjs [slug ...]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-args.mjs';

const ART = 'scripts/samples/art';
const OUT = 'public/samples/in';
const only = process.argv.slice(2);

const files = fs.readdirSync(ART).filter((f) => f.endsWith('.svg') && (only.length === 0 || only.includes(f.split('.')[0])));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
for (const file of files) {
  const svg = fs.readFileSync(path.join(ART, file), 'utf8');
  const width = Number(/width="(\d+)"/.exec(svg)?.[1] ?? 448);
  const height = Number(/height="(\d+)"/.exec(svg)?.[1] ?? 448);
  await page.setViewportSize({ width, height });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  const out = path.join(OUT, file.replace(/\.svg$/, '.png'));
  await page.locator('svg').first().screenshot({ path: out, omitBackground: true });
  console.info(`${file} -> ${out} (${width}×${height})`);
}
await browser.close();

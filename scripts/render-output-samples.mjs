// Renders public/samples/out/{slug}.x1|x2|x4.{format}: each emote type's default output made from its
// own sample art by the real engine (the app's decoder, worker, composer and encoders) in headless
// Chromium, so the gallery always shows what the code makes. Run with `npm run samples:out`.
// Usage: node scripts/render-output-samples.mjs [slug ...] [--size=WxH --out=DIR]
//   --size/--out: instead, write {slug}.WxH.{format} at that size into DIR (previews, e.g. 384x128).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-args.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG_FILE = path.join(ROOT, 'vite.config.ts');
const DIST = path.join(ROOT, 'node_modules/.cache/emote-samples/dist');
const OUT = path.join(ROOT, 'public/samples/out');

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const only = args.filter((a) => !a.startsWith('--'));
const customSize = option('size')?.split('x').map(Number);
const outDir = option('out') ?? OUT;

await build({
  configFile: CONFIG_FILE,
  logLevel: 'warn',
  build: { outDir: DIST, emptyOutDir: true, rolldownOptions: { input: { samples: path.join(ROOT, 'web/test-harness/samples.html') } } },
});
const server = await preview({ configFile: CONFIG_FILE, logLevel: 'warn', build: { outDir: DIST }, preview: { port: 4190, strictPort: false, open: false } });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error(error));
  await page.goto(new URL('test-harness/samples.html', server.resolvedUrls.local[0]).href);
  await page.waitForFunction(() => window.__samples);
  const types = (await page.evaluate(() => window.__samples.listSamples())).filter((t) => only.length === 0 || only.includes(t.slug));
  fs.mkdirSync(outDir, { recursive: true });
  for (const type of types) {
    const outputs = customSize
      ? [{ url: `${type.slug}.${customSize.join('x')}.${type.format}`, size: { width: customSize[0], height: customSize[1] } }]
      : type.outputs;
    for (const { url, size } of outputs) {
      const made = await page.evaluate(([slug, w, h, format]) => window.__samples.makeSample(slug, w, h, format), [type.slug, size.width, size.height, type.format]);
      const file = path.join(outDir, path.basename(url));
      fs.writeFileSync(file, Buffer.from(made.base64, 'base64'));
      console.info(`${path.relative(ROOT, file)}: ${size.width}×${size.height}, ${made.frameCount} frames, ${fs.statSync(file).size} bytes (${made.encoder})`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}

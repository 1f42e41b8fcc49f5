import { chromium } from '@playwright/test';
import fs from 'node:fs';
const b = fs.readFileSync(process.argv[2]).toString('base64');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
await page.route('http://localhost/', (r) => r.fulfill({ body: '<html></html>', contentType: 'text/html' })); await page.goto('http://localhost/');
const r = await page.evaluate(async (b64) => {
  const bytes = Uint8Array.from(atob(b64), c => c.charCodeAt(0));
  const d = new ImageDecoder({ data: bytes, type: 'image/gif' });
  const out = {};
  try { await d.tracks.ready; out.count0 = d.tracks.selectedTrack.frameCount; await d.completed; out.completed = true; } catch (e) { out.completedErr = String(e); }
  out.count = d.tracks.selectedTrack?.frameCount;
  out.frames = [];
  for (let i = 0; i < (out.count ?? 0); i++) { try { const f = await d.decode({ frameIndex: i }); out.frames.push(['ok', f.complete]); f.image.close(); } catch (e) { out.frames.push(String(e)); } }
  return out;
}, b);
console.log(JSON.stringify(r));
await browser.close();

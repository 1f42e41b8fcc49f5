/**
 * Bench entry points for the segmentation model (issue 18), driven by scripts/bench/measure-segment.ts:
 * a still photo cut out, and a bobbing head over a still photo as a 60-frame animation whose true
 * alpha is known, so the masks carried between key frames are measured, not guessed.
 */
import { segmentFrames } from '../cutout/segment/segment-client.ts';
import { pickKeyFrames } from '../cutout/segment/worker/carry-masks.ts';
import type { SegmentProgress } from '../cutout/segment/segment-types.ts';

const PHOTOS = import.meta.glob<string>('../../tests/fixtures/photos/*.png', { query: '?url', import: 'default', eager: true });

/** A fixture photo by file name (tests/fixtures/photos). */
async function loadBitmap(name: string): Promise<ImageBitmap> {
  const url = Object.entries(PHOTOS).find(([path]) => path.endsWith(`/${name}`))![1];
  return createImageBitmap(await (await fetch(url)).blob());
}

/** Mask agreement: intersection over union of alpha ≥ 128. */
function iou(a: Uint8Array, b: Uint8Array): number {
  let both = 0;
  let either = 0;
  for (let p = 0; p < a.length; p += 1) {
    const x = a[p] >= 128;
    const y = b[p] >= 128;
    if (x && y) both += 1;
    if (x || y) either += 1;
  }
  return either ? both / either : 1;
}

/** The photo scaled to side × side; the model's time for it, and alpha at the named points (fractions of the side). */
async function cutStill(name: string, side: number, points: number[][]) {
  const photo = await loadBitmap(name);
  const frame = await createImageBitmap(photo, { resizeWidth: side, resizeHeight: side, resizeQuality: 'high' });
  let downloadedBytes = 0;
  // When each phase began, from the start: where a first use spends its time.
  const phases: Partial<Record<SegmentProgress['phase'], number>> = {};
  const t0 = performance.now();
  const [mask] = await segmentFrames([frame], {
    onProgress: (p) => {
      phases[p.phase] ??= performance.now() - t0;
      if (p.phase === 'download') downloadedBytes = p.loadedBytes;
    },
  });
  const ms = performance.now() - t0;
  return { ms, downloadedBytes, phases, alpha: points.map(([fx, fy]) => mask[Math.round(fy * (side - 1)) * side + Math.round(fx * (side - 1))]) };
}

/** Frame f of the animation: the head of `subject` (an ellipse) bobbing and tilting over `backdrop`, and its true alpha. */
function drawFrame(subject: ImageBitmap, backdrop: ImageBitmap | null, f: number, frames: number, side: number): OffscreenCanvas {
  const canvas = new OffscreenCanvas(side, side);
  const context = canvas.getContext('2d')!;
  if (backdrop) context.drawImage(backdrop, 0, 0, side, side);
  const phase = (4 * Math.PI * f) / frames;
  const scale = (side * 0.8) / 310;
  context.translate(side / 2 + 0.08 * side * Math.sin(phase), side * 0.55 - 0.08 * side * Math.abs(Math.sin(phase)));
  context.rotate((14 * Math.PI * Math.sin(phase)) / 180);
  context.scale(scale, scale);
  context.beginPath();
  context.ellipse(0, 0, 112, 155, 0, 0, 2 * Math.PI);
  context.clip();
  context.drawImage(subject, -228, -165);
  return canvas;
}

function alphaOf(canvas: OffscreenCanvas): Uint8Array {
  const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
  return Uint8Array.from({ length: data.length / 4 }, (_, p) => data[4 * p + 3]);
}

/** Cuts the animation; its time, the worst page task, and the masks' IoU with the true alpha (key and carried frames apart). */
async function cutAnimation(subjectName: string, backdropName: string, frames: number, side: number, checked: number) {
  const [subject, backdrop] = await Promise.all([loadBitmap(subjectName), loadBitmap(backdropName)]);
  const bitmaps = await Promise.all(Array.from({ length: frames }, (_, f) => createImageBitmap(drawFrame(subject, backdrop, f, frames, side))));
  const truth = Array.from({ length: frames }, (_, f) => alphaOf(drawFrame(subject, null, f, frames, side)));
  // Let the task that drew the frames above end first: the observer reports a long task when it ends,
  // so observing from inside it would count the bench's own set-up as the page's.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration)));
  observer.observe({ type: 'longtask' });
  const t0 = performance.now();
  const masks = await segmentFrames(bitmaps);
  const ms = performance.now() - t0;
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  const keys = new Set(pickKeyFrames(frames));
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const score = (wanted: boolean) => mean(masks.flatMap((mask, f) => (keys.has(f) === wanted ? [iou(mask, truth[f])] : [])));
  // Carried frames against the model's own mask of the same frame: what carrying loses.
  const carried = [...Array(frames).keys()].filter((f) => !keys.has(f));
  const sample = carried.filter((_, i) => i % Math.max(1, Math.floor(carried.length / checked)) === 0).slice(0, checked);
  const againstModel: number[] = [];
  for (const f of sample) againstModel.push(iou(masks[f], (await segmentFrames([bitmaps[f]]))[0]));
  return { ms, keyFrames: keys.size, longestTaskMs: Math.max(0, ...tasks), iouKey: score(true), iouCarried: score(false), iouCarriedVsModel: mean(againstModel), checked: sample.length };
}

declare global {
  interface Window {
    /** Entry points for scripts/bench/measure-segment.ts (Playwright). */
    __segment: { cutStill: typeof cutStill; cutAnimation: typeof cutAnimation };
  }
}

window.__segment = { cutStill, cutAnimation };

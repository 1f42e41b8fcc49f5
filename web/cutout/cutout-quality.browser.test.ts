/**
 * A small quality bench for "Remove background" (issue 33 item 4): subjects whose alpha is known
 * — the project's own sample art — composited over a flat colour, a textured photo (a corner of
 * the coffee table's wood, without the cup, which the model would take for the subject) and a
 * busy one (the plant), cut by both tools and by the automatic choice, with the IoU of each cut's
 * subject (alpha ≥ 128) against the known one printed, and the largest hole the cut leaves open
 * inside the known subject as a share of it (the issue's bar: none over 1 %). The model runs only on the
 * busy and textured cases' few frames, so the test takes a minute or two on a shared machine.
 */
import { describe, expect, it } from 'vitest';
import { chooseTool } from './choose-tool.ts';
import { cutFrame } from './cut-frame.ts';
import { defaultCutoutSettings, type CutoutMode } from './cutout-settings.ts';
import { labelRegions } from './mask-regions.ts';
import { segmentFrames } from './segment/segment-client.ts';

const SAMPLES = import.meta.glob<string>('../../public/samples/in/*.png', { query: '?url', import: 'default', eager: true });
const PHOTOS = {
  ...import.meta.glob<string>('../../tests/fixtures/photos/coffee.png', { query: '?url', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../tests/fixtures/corpus/jpeg-baseline-480x360.jpg', { query: '?url', import: 'default', eager: true }),
};
const SIDE = 448;
/** The subject's side in the frame: a margin of backdrop all round, as a photo of it would have. */
const SUBJECT = 320;

const urlIn = (urls: Record<string, string>, name: string) => Object.entries(urls).find(([path]) => path.endsWith(`/${name}`))![1];
const bitmapOf = async (url: string) => createImageBitmap(await (await fetch(url)).blob());

/** A photo's part as a backdrop: the source rectangle [x, y, width, height] drawn over the whole frame. */
type Backdrop = string | { bitmap: ImageBitmap; crop?: [number, number, number, number] };

/** The composite's pixels and the subject's known alpha: the sample art drawn centred over `backdrop`. */
async function composite(subject: ImageBitmap, backdrop: Backdrop) {
  const context = new OffscreenCanvas(SIDE, SIDE).getContext('2d', { willReadFrequently: true })!;
  const at = (SIDE - SUBJECT) / 2;
  context.drawImage(subject, at, at, SUBJECT, SUBJECT);
  const known = context.getImageData(0, 0, SIDE, SIDE).data.filter((_, i) => i % 4 === 3);
  context.globalCompositeOperation = 'destination-over';
  if (typeof backdrop === 'string') {
    context.fillStyle = backdrop;
    context.fillRect(0, 0, SIDE, SIDE);
  } else {
    const [x, y, width, height] = backdrop.crop ?? [0, 0, backdrop.bitmap.width, backdrop.bitmap.height];
    context.drawImage(backdrop.bitmap, x, y, width, height, 0, 0, SIDE, SIDE);
  }
  return { rgba: context.getImageData(0, 0, SIDE, SIDE).data, known, bitmap: await createImageBitmap(context.canvas) };
}

/** Intersection over union of the two masks' subjects (alpha ≥ 128). */
function iou(a: ArrayLike<number>, b: ArrayLike<number>) {
  let both = 0;
  let either = 0;
  for (let p = 0; p < a.length; p++) {
    const inA = a[p] >= 128;
    const inB = b[p] >= 128;
    if (inA && inB) both++;
    if (inA || inB) either++;
  }
  return either ? both / either : 1;
}

/** The largest region the cut leaves transparent, enclosed, inside the known subject: its known-subject pixels over the known subject's. */
function largestOpenHole(cut: Uint8Array, known: ArrayLike<number>) {
  const background = cut.map((alpha) => (alpha < 128 ? 1 : 0));
  const { labels, touchesBorder, sizes } = labelRegions(background, SIDE, SIDE, 4);
  const inSubject = new Array<number>(sizes.length).fill(0);
  let subject = 0;
  for (let p = 0; p < cut.length; p++) {
    if (known[p] < 128) continue;
    subject++;
    if (labels[p] !== -1 && !touchesBorder[labels[p]]) inSubject[labels[p]]++;
  }
  return inSubject.reduce((a, b) => Math.max(a, b), 0) / subject;
}

/** The cut's alpha by `mode`, through the same cutFrame the worker runs. */
function cutWith(rgba: Uint8ClampedArray, mode: CutoutMode, modelMask: Uint8Array | null) {
  return cutFrame(rgba.slice(), SIDE, SIDE, { ...defaultCutoutSettings(), mode }, modelMask);
}

describe('the automatic choice’s IoU on subjects with a known alpha', () => {
  it('prints IoU per case and tool beside the automatic choice, and meets the issue’s targets', async () => {
    const backdrops: [string, Backdrop][] = [
      ['flat', '#f4f1ea'],
      ['textured', { bitmap: await bitmapOf(urlIn(PHOTOS, 'coffee.png')), crop: [440, 250, 160, 150] }],
      ['busy', { bitmap: await bitmapOf(urlIn(PHOTOS, 'jpeg-baseline-480x360.jpg')) }],
    ];
    const rows: string[] = [];
    const autoByKind: Record<string, number[]> = {};
    let worstHole = 0;
    for (const name of ['jam.1.png', 'bonk.1.png', 'wave.1.png']) {
      const subject = await bitmapOf(urlIn(SAMPLES, name));
      for (const [kind, backdrop] of backdrops) {
        const { rgba, known, bitmap } = await composite(subject, backdrop);
        const choice = chooseTool(rgba, SIDE, SIDE);
        // The model's cut is made where the choice takes it or the backdrop is a photo; on a flat
        // backdrop the choice takes the flood fill, and the model's figure there is not needed.
        const modelMask = choice.tool === 'model' || kind !== 'flat' ? (await segmentFrames([bitmap]))[0] : null;
        const cuts = { model: modelMask && cutWith(rgba, 'model', modelMask), backdrop: cutWith(rgba, 'backdrop', null) };
        const [model, flood, auto] = [cuts.model, cuts.backdrop, cuts[choice.tool]].map((cut) => (cut ? iou(cut, known) : null));
        const hole = largestOpenHole(cuts[choice.tool]!, known);
        worstHole = Math.max(worstHole, hole);
        (autoByKind[kind] ??= []).push(auto!);
        rows.push(
          `${name.padEnd(12)} ${kind.padEnd(9)} spread ${String(choice.spread.spread).padStart(6)} model ${model?.toFixed(3) ?? '  —  '} backdrop ${flood!.toFixed(3)}` +
            ` → auto ${choice.tool.padEnd(8)} ${auto!.toFixed(3)}, largest open hole ${(hole * 100).toFixed(2)} %`,
        );
        bitmap.close();
      }
      subject.close();
    }
    const means = Object.entries(autoByKind).map(([kind, values]) => `${kind} ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(3)}`);
    console.info(`cut-out IoU against the known alpha (448², subject ${SUBJECT} px):\n${rows.join('\n')}\nautomatic choice, mean: ${means.join(', ')}; largest open hole ${(worstHole * 100).toFixed(2)} % of the subject`);
    expect(rows).toHaveLength(9);
    // The targets: the automatic choice's mean IoU ≥ 0.95 on flat backdrops and ≥ 0.90 on busy ones, no hole over 1 % left open.
    const mean = (kind: string) => autoByKind[kind].reduce((a, b) => a + b, 0) / autoByKind[kind].length;
    expect(mean('flat')).toBeGreaterThanOrEqual(0.95);
    expect(mean('textured')).toBeGreaterThanOrEqual(0.9);
    expect(mean('busy')).toBeGreaterThanOrEqual(0.9);
    expect(worstHole).toBeLessThanOrEqual(0.01);
  }, 900_000);
});

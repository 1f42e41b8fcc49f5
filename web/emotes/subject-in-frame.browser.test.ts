/**
 * Issue 25 item 6: at default settings every type keeps its sample subject inside the frame: a
 * nod, hop or squash must not cut the subject at an edge. A frame cuts the subject when it has an
 * opaque pixel on an edge that the sample art itself does not reach (coggers' round face and
 * gigachad's bust run to the sample's own edges, so there they may touch).
 */
import { describe, expect, it } from 'vitest';
import { decodeSample } from '../decode/load-sample.ts';
import { defaultInputTransform, type JobInput } from '../pipeline/protocol.ts';
import { composeEmote } from '../test-support/emote-job.ts';
import { EMOTE_TYPES } from './index.ts';
import type { EmoteType } from './types.ts';

/** Types whose motion takes the subject across the edge by design, and why. */
const LEAVES_THE_FRAME: Record<string, string> = {
  arrive: 'walks in from beyond the edge',
  leave: 'walks out beyond the edge',
  bonk: 'the mallet swings in from beyond the top',
  pet: 'the petting hand reaches in from above',
  zoom: 'zooms in past the frame by design',
  hypno: 'the spiral disc behind the subject fills the frame',
};

const EDGES = ['top', 'bottom', 'left', 'right'] as const;
type Edge = (typeof EDGES)[number];

/** The sample files by their public path ('/samples/in/jam.1.png'), served by the test server from public/. */
const SAMPLE_URLS = Object.fromEntries(
  Object.entries(import.meta.glob<string>('../../public/samples/in/*.png', { query: '?url', import: 'default', eager: true })).map(([path, url]) => [path.replace('../../public', ''), url]),
);

/** The type's sample inputs as the maker page loads them (default placement). */
async function sampleInputs(type: EmoteType): Promise<(JobInput | null)[]> {
  return Promise.all(
    type.inputImageSpecs.slice(0, type.backgroundIndex).map(async (spec) => {
      if (!spec.sample) return null;
      const animation = await decodeSample(SAMPLE_URLS[spec.sample.url] ?? spec.sample.url);
      return { animation, transform: { ...defaultInputTransform(), pixelated: spec.sample.pixelated } };
    }),
  );
}

/** Opaque pixels (alpha ≥ 128) on each edge of an RGBA frame. */
function edgePixels(frame: Uint8ClampedArray, width: number, height: number): Record<Edge, number> {
  const opaque = (x: number, y: number) => frame[(y * width + x) * 4 + 3] >= 128;
  const count = { top: 0, bottom: 0, left: 0, right: 0 };
  for (let x = 0; x < width; x++) {
    if (opaque(x, 0)) count.top++;
    if (opaque(x, height - 1)) count.bottom++;
  }
  for (let y = 0; y < height; y++) {
    if (opaque(0, y)) count.left++;
    if (opaque(width - 1, y)) count.right++;
  }
  return count;
}

/** The edges of its own image that an input's art reaches (its first frame). */
function touchedEdges(input: JobInput): Set<Edge> {
  const { bitmap } = input.animation.frames[0];
  const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
  ctx.drawImage(bitmap, 0, 0);
  const edges = edgePixels(ctx.getImageData(0, 0, bitmap.width, bitmap.height).data, bitmap.width, bitmap.height);
  return new Set(EDGES.filter((edge) => edges[edge] > 0));
}

describe('subject stays inside the frame', () => {
  // A type with no image (zero-width's overlay alone) has no subject to keep in the frame.
  for (const type of EMOTE_TYPES.filter((t) => !(t.slug in LEAVES_THE_FRAME) && t.inputImageSpecs.length > 0)) {
    it(`${type.slug}: no frame at default settings cuts the sample at an edge`, async () => {
      const inputs = await sampleInputs(type);
      const artEdges = inputs.map((input) => input && touchedEdges(input));
      const mayTouch = new Set(EDGES.filter((edge) => artEdges.some((edges) => edges?.has(edge))));
      const out = await composeEmote(type, { inputs });
      const { width, height } = type.defaultSize;
      // The most opaque pixels any frame has on each edge the art does not reach, and how many frames cut it.
      const cut: Partial<Record<Edge | 'frames', number>> = {};
      for (const frame of out.frames) {
        const edges = edgePixels(frame, width, height);
        const cutEdges = EDGES.filter((edge) => edges[edge] > 0 && !mayTouch.has(edge));
        for (const edge of cutEdges) cut[edge] = Math.max(cut[edge] ?? 0, edges[edge]);
        if (cutEdges.length) cut.frames = (cut.frames ?? 0) + 1;
      }
      expect(cut, type.slug).toEqual({});
    });
  }
});

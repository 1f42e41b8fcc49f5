/**
 * Issue 24's levers, each a row of its own on W2 in Node beside its base, so what each buys is
 * measured in the same run (and a regression of quality per byte fails the short run): the light
 * lossy LZW of every encode at the full palette, the palette weighed by visibility (activity
 * masking) against one counting each pixel at 26 colours (what W2n's 128 KiB holds),
 * lossy LZW and dithering at 37 colours (about what 128 KiB holds), inter-frame reuse within a
 * tolerance on W2 over an opaque grey (W2 itself clears every frame: its silhouette moves), and a
 * loop that repeats itself written once.
 */
import { BASE_LOSSY, createJsGifEncoder, type JsGifSettings } from '../../wasm/gif/js-gif/js-gif-encoder.ts';
import { collapseRepeats } from '../../wasm/gif/repeat-period.ts';
import type { GifFrames } from '../../wasm/gif/gif-frames.ts';
import { emptyMeasurement, type Measurement } from './measurement.ts';
import { SSIM_BACKGROUND } from './measure-quality.ts';
import type { Workload } from './workloads.mjs';

interface Lever {
  name: string;
  settings: Omit<JsGifSettings, 'loop'>;
  /** The frames the row encodes, from the workload's. */
  frames?: (input: GifFrames) => GifFrames;
}

const LEVERS: Lever[] = [
  { name: '255 colours', settings: { colors: 255 } },
  { name: `255 colours, lossy ${BASE_LOSSY}`, settings: { colors: 255, lossy: BASE_LOSSY } },
  { name: '26 colours, palette counted (no masking)', settings: { colors: 26, mask: false } },
  { name: '26 colours', settings: { colors: 26 } },
  { name: '37 colours', settings: { colors: 37 } },
  { name: '37 colours, lossy 6', settings: { colors: 37, lossy: 6 } },
  { name: '37 colours, ordered dithering', settings: { colors: 37, dither: 'ordered' } },
  { name: '37 colours, error-diffusion dithering', settings: { colors: 37, dither: 'diffusion' } },
  { name: '255 colours on grey', settings: { colors: 255 }, frames: onGrey },
  { name: '255 colours on grey, reuse within 2', settings: { colors: 255, reuseTolerance: 2 }, frames: onGrey },
  { name: '255 colours, repeats written once', settings: { colors: 255 }, frames: (input) => collapseRepeats(input, true) },
];

/** Every lever's row on `workload`; the files are scored with the pipeline rows. */
export function measureLevers(workload: Workload): Measurement[] {
  const input: GifFrames = {
    width: workload.width, height: workload.height,
    frames: workload.frames.map((f) => new Uint8ClampedArray(f.buffer, f.byteOffset, f.length)),
    delaysCs: workload.frames.map(() => Math.round(workload.delayMs / 10)),
  };
  return LEVERS.map((lever) => {
    const frames = lever.frames ? lever.frames(input) : input;
    const start = performance.now();
    const file = createJsGifEncoder(frames).encode({ ...lever.settings, loop: true });
    const ms = performance.now() - start;
    return { ...emptyMeasurement({ workload: workload.id, encoder: `ours, ${lever.name}`, kind: 'pipeline', limitBytes: null, runs: 1 }), lever: lever.name, ms, bytes: file.length, file };
  });
}

/** The frames composited over the SSIM's grey: opaque, so reuse between frames applies. */
function onGrey(input: GifFrames): GifFrames {
  const [r, g, b] = SSIM_BACKGROUND;
  const frames = input.frames.map((frame) => {
    const out = new Uint8ClampedArray(frame.length);
    for (let i = 0; i < frame.length; i += 4) {
      const a = frame[i + 3] / 255;
      out[i] = frame[i] * a + r * (1 - a);
      out[i + 1] = frame[i + 1] * a + g * (1 - a);
      out[i + 2] = frame[i + 2] * a + b * (1 - a);
      out[i + 3] = 255;
    }
    return out;
  });
  return { ...input, frames };
}

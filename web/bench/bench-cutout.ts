/** The cut-out's model-free passes (issue 18) timed in Chromium: the colour key and the backdrop flood fill on one frame. */
import { edgeColour, floodBackdrop } from '../cutout/flood-backdrop.ts';
import { keyColour } from '../cutout/key-colour.ts';
import { defaultCutoutSettings } from '../cutout/cutout-settings.ts';

export interface CutoutTimes {
  keyMs: number[];
  floodMs: number[];
}

/** Times each pass `runs` times on the RGBA frame at `frameUrl` (the first run builds the tolerance's lookup once, as the worker does). */
export async function timeCutoutPasses(frameUrl: string, width: number, height: number, runs: number): Promise<CutoutTimes> {
  const rgba = new Uint8ClampedArray(await (await fetch(frameUrl)).arrayBuffer()).slice(0, width * height * 4);
  const { tolerance } = defaultCutoutSettings();
  const backdrop = edgeColour(rgba, width, height) ?? [0, 0, 0];
  keyColour(rgba, backdrop, tolerance);
  const times: CutoutTimes = { keyMs: [], floodMs: [] };
  for (let run = 0; run < runs; run++) {
    let start = performance.now();
    keyColour(rgba, backdrop, tolerance);
    times.keyMs.push(performance.now() - start);
    start = performance.now();
    floodBackdrop(rgba, width, height, tolerance);
    times.floodMs.push(performance.now() - start);
  }
  return times;
}

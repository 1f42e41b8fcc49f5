/** Zoom: the hyper-zoom meme: a beat of calm, then a sudden zoom into the face that holds, trembling, before it cuts back. */
import { defineEmote } from './define.ts';
import { drawSubject, locateSubject } from './draw-helpers.ts';
import { easeOutCubic } from './easing.ts';
import { countLoopFrames, findFrameIndex, frameRateSetting, loopSecondsSetting, loopTiming } from './loop-settings.ts';
import { sampleInput } from './sample-input.ts';
import { createRandom, nextSigned } from './seeded-random.ts';

/** The calm part of the loop, and how long the zoom itself takes. */
const CALM = 0.3;
const RUSH = 0.12;

export default defineEmote({
  name: 'Zoom',
  slug: 'zoom',
  inputs: [sampleInput('zoom', 1, [48, 48, 352, 352])],
  settings: {
    frameMs: frameRateSetting(40),
    seconds: loopSecondsSetting({ default: 1.6, min: 0.5, max: 5 }, 'How long one calm, zoom and hold takes.'),
    zoom: { kind: 'number', label: 'Zoom', description: 'How far it zooms in at the end, times the normal size.', default: 3, min: 1.2, max: 8, step: 0.1 },
    focusX: { kind: 'number', label: 'Focus across', description: 'Where across the subject the zoom aims, 0 left to 1 right.', default: 0.5, min: 0, max: 1, step: 0.05 },
    focusY: { kind: 'number', label: 'Focus down', description: 'Where down the subject the zoom aims, 0 top to 1 bottom.', default: 0.42, min: 0, max: 1, step: 0.05 },
    tremble: { kind: 'number', label: 'Tremble', description: 'How much it trembles while zoomed in, as a fraction of the size.', default: 0.01, min: 0, max: 0.05, step: 0.005 },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const { side } = locateSubject(width, height);
    const t = p < CALM ? 0 : easeOutCubic((p - CALM) / RUSH);
    const scale = settings.zoom ** t;
    // The focus point (offset from the subject's centre) slides to the frame's centre as the zoom goes in.
    const fx = (settings.focusX - 0.5) * side;
    const fy = (settings.focusY - 0.5) * side;
    // Seeded by the frame of the loop, so every loop trembles alike.
    const random = createRandom(findFrameIndex(p, countLoopFrames(settings)) + 1);
    const shake = t >= 1 ? settings.tremble * side : 0;
    drawSubject(ctx, subject, width, height, {
      x: width / 2 + fx * (1 - t) - fx * scale + nextSigned(random) * shake,
      y: height / 2 + fy * (1 - t) - fy * scale + nextSigned(random) * shake,
      anchor: 'centre',
      scaleX: scale,
      scaleY: scale,
    });
  },
});

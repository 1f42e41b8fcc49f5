/**
 * Text (issue 20): the text-first maker. Its slot starts with words ("GG") instead of an image;
 * the words pulse on the beat and wobble, sized so the biggest pose still fits the frame.
 */
import { defineEmote } from './define.ts';
import { drawSubject } from './draw-helpers.ts';
import { cosineWave, radians } from './easing.ts';
import { frameRateSetting, loopSecondsSetting, loopTiming } from './loop-settings.ts';
import { sampleInput } from './sample-input.ts';

export default defineEmote({
  name: 'Text',
  slug: 'text',
  inputs: [{ ...sampleInput('text', 1, [8, 104, 432, 240]), startText: 'GG' }],
  settings: {
    frameMs: frameRateSetting(50),
    seconds: loopSecondsSetting({ default: 1, min: 0.4, max: 4, step: 0.1 }),
    beats: { kind: 'number', label: 'Beats', description: 'How many times the words pop in one loop.', default: 2, min: 1, max: 8, step: 1 },
    pulse: { kind: 'number', label: 'Pop', description: 'How much the words grow on each beat, as a fraction of their size.', default: 0.15, min: 0, max: 0.5, step: 0.01 },
    wobble: { kind: 'number', label: 'Wobble', description: 'Largest tilt either way, in degrees.', default: 6, min: 0, max: 30, step: 1, unit: '°' },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const words = inputs[0];
    if (!words) return;
    const beat = cosineWave(p * settings.beats);
    const tilt = Math.sin(2 * Math.PI * p) * radians(settings.wobble);
    // The words fill the frame: the largest pop, turned by the largest tilt, is scaled to stay inside it.
    const fitBoth = 1 / ((1 + settings.pulse) * (Math.cos(radians(settings.wobble)) + Math.sin(radians(settings.wobble)) * Math.min(1, height / width)));
    const scale = (1 + settings.pulse * beat) * fitBoth;
    drawSubject(ctx, words, width, height, { x: width / 2, y: height / 2, anchor: 'centre', scaleX: scale, scaleY: scale, angle: tilt });
  },
});

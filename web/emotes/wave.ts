/**
 * Wave: the subject ripples like a flag on a pole: upright strips ride a travelling wave whose
 * height grows away from the pole, lit where they face the light and shaded where they turn away.
 */
import { defineEmote } from './define.ts';
import { createLayer, locateSubject } from './draw-helpers.ts';
import { frameRateSetting, loopSecondsSetting, loopTiming } from './loop-settings.ts';
import { sampleInput } from './sample-input.ts';

/** Upright strips the flag is drawn in. */
const STRIPS = 48;

export default defineEmote({
  name: 'Wave',
  slug: 'wave',
  inputs: [sampleInput('wave', 1, [24, 70, 400, 308])],
  settings: {
    frameMs: frameRateSetting(40),
    seconds: loopSecondsSetting({ default: 1, min: 0.3, max: 4 }, 'How long one wave takes to run along the flag.'),
    amplitude: { kind: 'number', label: 'Amplitude', description: 'Height of the ripples at the free edge, as a fraction of the size.', default: 0.06, min: 0, max: 0.2, step: 0.01 },
    waves: { kind: 'number', label: 'Waves', description: 'How many ripples run along the flag at once.', default: 1.5, min: 0.5, max: 4, step: 0.25 },
    shading: { kind: 'number', label: 'Shading', description: 'How strongly the folds are lit and shaded.', default: 0.3, min: 0, max: 1, step: 0.05 },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const { side } = locateSubject(width, height);
    const left = (width - side) / 2;
    const top = (height - side) / 2;
    const strip = side / STRIPS;
    const layer = createLayer(width, height);
    layer.ctx.imageSmoothingEnabled = !subject.pixelated;
    const shades: number[] = [];
    for (let i = 0; i < STRIPS; i++) {
      const u = (i + 0.5) / STRIPS;
      // The pole holds the left edge still; the ripple grows towards the free edge.
      const phase = 2 * Math.PI * (u * settings.waves - p);
      const lift = settings.amplitude * side * u * Math.sin(phase);
      shades.push(settings.shading * u * Math.cos(phase));
      layer.ctx.drawImage(subject.image, left + i * strip, top, strip, side, left + i * strip - 0.3, top + lift, strip + 0.6, side);
    }
    // source-atop: light and shade land only on the flag's own pixels.
    layer.ctx.globalCompositeOperation = 'source-atop';
    shades.forEach((shade, i) => {
      layer.ctx.fillStyle = shade > 0 ? `rgba(255, 255, 255, ${(shade * 0.5).toFixed(3)})` : `rgba(0, 0, 0, ${(-shade).toFixed(3)})`;
      layer.ctx.fillRect(left + i * strip - 0.3, 0, strip + 0.6, height);
    });
    ctx.drawImage(layer.canvas, 0, 0);
  },
});

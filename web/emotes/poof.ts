/** Poof: the subject shivers, a cloud bursts over it, and when the cloud clears it is gone, until the loop brings it back. */
import { defineEmote } from './define.ts';
import { drawSubject, locateSubject } from './draw-helpers.ts';
import { clamp01, easeOutCubic } from './easing.ts';
import { frameRateSetting, loopSecondsSetting, loopTiming } from './loop-settings.ts';
import { sampleInput } from './sample-input.ts';
import { createRandom, nextSigned } from './seeded-random.ts';

/** When the cloud bursts, how long it grows, and when it has cleared. */
const BURST = 0.4;
const GROW = 0.12;
const CLEAR = 0.8;

/** The cloud's puffs: seeded places round the centre (in subject sides) and sizes. */
function cloudPuffs(seed: number, count: number) {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * 2 * Math.PI + nextSigned(random) * 0.4;
    const reach = 0.12 + 0.16 * random();
    return { dx: Math.cos(angle) * reach, dy: Math.sin(angle) * reach * 0.8, r: 0.14 + 0.08 * random() };
  });
}

export default defineEmote({
  name: 'Poof',
  slug: 'poof',
  inputs: [sampleInput('poof', 1, [50, 50, 348, 360])],
  settings: {
    frameMs: frameRateSetting(50),
    seconds: loopSecondsSetting({ default: 1.6, min: 0.6, max: 5 }, 'How long one shiver, poof and empty pause takes.'),
    puffs: { kind: 'number', label: 'Puffs', description: 'How many puffs make up the cloud.', default: 9, min: 4, max: 16, step: 1 },
    cloudSize: { kind: 'number', label: 'Cloud size', description: 'How big the cloud gets, as a fraction of the subject.', default: 1, min: 0.5, max: 1.5, step: 0.05 },
    seed: { kind: 'number', label: 'Seed', description: 'Picks a different shape of cloud.', default: 1, min: 1, max: 999, step: 1 },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const { side } = locateSubject(width, height);
    if (p < BURST + GROW / 2) {
      // A shiver that grows towards the burst.
      const shiver = side * 0.015 * (p / BURST) * Math.sin(p * 90);
      const shrink = 1 - 0.3 * clamp01((p - BURST) / (GROW / 2));
      drawSubject(ctx, subject, width, height, { x: width / 2 + shiver, y: height / 2, anchor: 'centre', scaleX: 0.85 * shrink, scaleY: 0.85 * shrink });
    }
    if (p < BURST || p >= CLEAR) return;
    const grow = easeOutCubic((p - BURST) / GROW);
    const fade = 1 - clamp01((p - BURST - GROW) / (CLEAR - BURST - GROW));
    const spread = 1 + 0.6 * (1 - fade);
    ctx.save();
    ctx.lineWidth = Math.max(1, side * 0.02);
    ctx.strokeStyle = '#8a94a6';
    ctx.fillStyle = '#f4f6fa';
    for (const puff of cloudPuffs(settings.seed, settings.puffs)) {
      const size = side * settings.cloudSize;
      ctx.beginPath();
      // Puffs clear by shrinking as they drift apart (fading would leave GIF-cut outlines behind).
      ctx.arc(width / 2 + puff.dx * size * spread * grow, height / 2 + puff.dy * size * spread * grow, puff.r * size * grow * fade, 0, 2 * Math.PI);
      ctx.fill();
      ctx.stroke();
    }
    ctx.restore();
  },
});

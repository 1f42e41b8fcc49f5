/** Falling particles (rain, confetti, hearts): seeded, each falling a whole number of times a cycle so the loop is seamless. */
import { createRandom } from '../emotes/seeded-random.ts';
import type { NumberSetting } from '../emotes/types.ts';
import type { EffectFrame } from './types.ts';

/** What the particle effects share: how many, how big, which pattern. */
export interface ParticleValues {
  count: number;
  size: number;
  seed: number;
}

/** One particle to draw: centre, size in px, turn in radians, index (for colours). */
export interface Particle {
  x: number;
  y: number;
  size: number;
  turn: number;
  index: number;
}

/** The particles of this frame: each starts at a seeded place and falls through the frame 1 or 2 times a cycle. */
export function placeParticles(frame: EffectFrame<ParticleValues>, sway: number): Particle[] {
  const { width, height, p, settings } = frame;
  const random = createRandom(settings.seed * 31 + 5);
  const side = Math.min(width, height);
  return Array.from({ length: settings.count }, (_, index) => {
    const x0 = random();
    const y0 = random();
    const laps = random() < 0.35 ? 2 : 1;
    const size = settings.size * side * (0.7 + 0.6 * random());
    const phase = random();
    const spins = random() < 0.5 ? -1 : 1;
    const fall = (y0 + p * laps) % 1;
    return {
      x: x0 * width + sway * side * Math.sin(2 * Math.PI * (p * laps + phase)),
      y: -size + fall * (height + 2 * size),
      size,
      turn: spins * 2 * Math.PI * (p + phase),
      index,
    };
  });
}

/** Draws each particle with the context moved to its centre and turned. */
export function drawParticles(frame: EffectFrame<ParticleValues>, sway: number, draw: (ctx: OffscreenCanvasRenderingContext2D, particle: Particle) => void) {
  const { ctx } = frame;
  for (const particle of placeParticles(frame, sway)) {
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, particle.x, particle.y);
    draw(ctx, particle);
    ctx.restore();
  }
}

/** Count, size and seed settings of the particle effects. */
export const particleSettings = (count: number, size: number): { count: NumberSetting; size: NumberSetting; seed: NumberSetting } => ({
  count: { kind: 'number', label: 'Count', description: 'How many particles fall at once.', default: count, min: 1, max: 60, step: 1 },
  size: { kind: 'number', label: 'Size', description: 'How big each particle is, as a fraction of the size.', default: size, min: 0.02, max: 0.3, step: 0.01 },
  seed: { kind: 'number', label: 'Seed', description: 'Picks a different random pattern.', default: 1, min: 1, max: 999, step: 1 },
});

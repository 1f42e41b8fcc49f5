/** Boomies: a bass punch twice a loop: a two-frame swell, an exponential settle, a kick of shake and a shockwave ring. */
import { defineEmote } from './define.ts';
import { drawSubject, locateSubject } from './draw-helpers.ts';
import { findFrameIndex, frameRateSetting } from './loop-settings.ts';
import { nextSigned, createRandom } from './seeded-random.ts';
import { sampleInput } from './sample-input.ts';

/** How fast a punch settles: the swell shrinks by e^−DECAY each frame. */
const DECAY = 0.45;
/** Frames a shockwave ring lasts. */
const RING_FRAMES = 6;

/** Frames per beat at the chosen tempo (at least 3: swell, peak, settle). */
const beatFrames = (s: { bpm: number; frameMs: number }) => Math.max(3, Math.round(60000 / s.bpm / s.frameMs));

/** Swell of the punch `f` frames after the beat: half-way, full, then an exponential settle. */
const swell = (f: number) => (f === 0 ? 0.5 : Math.exp(-DECAY * (f - 1)));

export default defineEmote({
  name: 'Boomies',
  slug: 'boomies',
  access: 'premium',
  sampleSize: { width: 896, height: 896 },
  inputs: [sampleInput('boomies', 1, [2, 82, 892, 740], 896)],
  settings: {
    frameMs: frameRateSetting(40),
    bpm: { kind: 'number', label: 'Tempo', description: 'Beats per minute; each loop holds two punches.', default: 100, min: 40, max: 240, step: 1, unit: ' bpm' },
    size: { kind: 'number', label: 'Size', description: 'Size of the image at rest, leaving room for the punch and the kick.', default: 0.8, min: 0.4, max: 1, step: 0.02 },
    punch: { kind: 'number', label: 'Punch', description: 'How much the image grows on each beat (0.18 = to 118%).', default: 0.18, min: 0, max: 0.6, step: 0.01 },
    shake: { kind: 'number', label: 'Kick', description: 'How far the image jolts on the beat, as a fraction of its size.', default: 0.04, min: 0, max: 0.15, step: 0.01 },
    ring: { kind: 'toggle', label: 'Shockwave', description: 'Send a ring out from behind the image on every beat.', default: true },
  },
  timing: (s) => ({ frameCount: 2 * beatFrames(s), frameMs: s.frameMs }),
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const beat = beatFrames(settings);
    const frame = findFrameIndex(p, 2 * beat);
    const f = frame % beat;
    const { side } = locateSubject(width, height);
    if (settings.ring && f < RING_FRAMES) drawRing(ctx, width / 2, height / 2, side, f);
    const random = createRandom(1 + Math.floor(frame / beat));
    const scale = settings.size * (1 + settings.punch * swell(f));
    // The jolt goes no further than the room the punched-up image leaves (less a pixel), so it never leaves the frame.
    const kick = f === 1 ? Math.min(settings.shake * side, Math.max(0, ((1 - scale) * side) / 2 - 1)) : 0;
    drawSubject(ctx, subject, width, height, {
      x: width / 2 + kick * nextSigned(random),
      y: height / 2 + kick * nextSigned(random),
      anchor: 'centre',
      scaleX: scale,
      scaleY: scale,
    });
  },
});

/** A ring that grows and thins over RING_FRAMES frames after the beat. */
function drawRing(ctx: OffscreenCanvasRenderingContext2D, x: number, y: number, side: number, f: number) {
  const t = f / RING_FRAMES;
  const width = side * 0.06 * (1 - t);
  ctx.save();
  ctx.beginPath();
  // It grows to 0.48 of the side, so the widest ring (with its outline) still ends inside the frame.
  ctx.arc(x, y, side * (0.38 + 0.1 * Math.sqrt(t)), 0, 2 * Math.PI);
  ctx.lineWidth = width + Math.max(2, side * 0.02);
  ctx.strokeStyle = '#1b1035';
  ctx.stroke();
  ctx.lineWidth = Math.max(1, width);
  ctx.strokeStyle = '#5ef2ff';
  ctx.stroke();
  ctx.restore();
}

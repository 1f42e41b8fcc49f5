/** Jam: a head-bob, two beats a loop, with a tilt and a squash about the bottom centre. */
import { defineEmote } from './define.ts';
import { frameRateSetting } from './loop-settings.ts';

export default defineEmote({
  name: 'Jam',
  slug: 'jam',
  access: 'free',
  settings: {
    frameMs: frameRateSetting(50),
    frames: {
      kind: 'number',
      label: 'Frames per loop',
      description: 'Frames in one loop of two beats; more frames slow the bob down.',
      default: 20,
      min: 8,
      max: 60,
      step: 2,
    },
    dip: {
      kind: 'number',
      label: 'Dip',
      description: 'How far the image drops on each beat, as a fraction of the height.',
      default: 0.07,
      min: 0,
      max: 0.2,
      step: 0.01,
    },
    tilt: {
      kind: 'number',
      label: 'Tilt',
      description: 'Largest side-to-side tilt, in degrees.',
      default: 6,
      min: 0,
      max: 30,
      step: 1,
      unit: '°',
    },
    squash: {
      kind: 'number',
      label: 'Squash',
      description: 'How much the image squashes down (and widens) on each beat.',
      default: 0.06,
      min: 0,
      max: 0.2,
      step: 0.01,
    },
  },
  timing: (s) => ({ frameCount: s.frames, frameMs: s.frameMs }),
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const wave = Math.sin(2 * Math.PI * p);
    const beat = wave * wave;
    const squash = settings.squash;
    ctx.imageSmoothingEnabled = !subject.pixelated;
    // The squash widens the image by up to 2/3 of `squash`: the image is drawn that much smaller, so at
    // full squash it is as wide as the emote and the bob never pushes its sides out of the frame.
    const room = 1 / (1 + (squash * 2) / 3);
    ctx.translate(width / 2, height * (1 + settings.dip * beat));
    ctx.rotate((settings.tilt * Math.PI * wave) / 180);
    ctx.scale(room * (1 + (squash * 2 * beat) / 3), room * (1 - squash * beat));
    ctx.drawImage(subject.image, -width / 2, -height, width, height);
  },
});

/**
 * Zero-width (issue 35 item 5): an overlay alone on a transparent canvas, for 7TV and BTTV, which
 * draw a zero-width emote over the emote before it in chat (rain on anyone's emote). It takes no
 * image. Rain, confetti and hearts are the stack's own effects (web/effects) drawn on the empty
 * frame; party lights, which the stack's Party makes by recolouring what is there and so cannot
 * make alone, are drawn here as spots of rainbow light.
 */
import confetti from '../effects/confetti.ts';
import hearts from '../effects/hearts.ts';
import { rainbowColour } from '../effects/party.ts';
import rain from '../effects/rain.ts';
import type { StackEffect } from '../effects/types.ts';
import { defineEmote } from './define.ts';
import { frameRateSetting, loopSecondsSetting, loopTiming } from './loop-settings.ts';
import { createRandom } from './seeded-random.ts';
import type { RenderFrame } from './types.ts';

/** The overlays, by the value of the Overlay setting; party lights are the last. */
const EFFECTS: readonly StackEffect[] = [rain, confetti, hearts];
const PARTY_LIGHTS = EFFECTS.length;

interface LightValues {
  count: number;
  size: number;
  seed: number;
}

/** Round spots of light circling over the frame, each stepping round the rainbow once a loop. */
function drawPartyLights({ ctx, width, height, p, settings }: RenderFrame<LightValues>) {
  const random = createRandom(settings.seed * 17 + 3);
  const side = Math.min(width, height);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  for (let i = 0; i < settings.count; i++) {
    const [cx, cy, orbit, phase, grow] = [random(), random(), 0.1 + 0.2 * random(), random(), 0.7 + 0.6 * random()];
    const turn = 2 * Math.PI * (p + phase) * (i % 2 ? 1 : -1);
    const [r, g, b] = rainbowColour((p + i / settings.count) % 1).map((c) => Math.round(c * 255));
    ctx.fillStyle = `rgb(${r}, ${g}, ${b})`;
    ctx.globalAlpha = 0.85;
    ctx.beginPath();
    ctx.arc(cx * width + Math.cos(turn) * orbit * side, cy * height + Math.sin(turn) * orbit * side, (settings.size * side * grow) / 2, 0, 2 * Math.PI);
    ctx.fill();
  }
  ctx.restore();
}

export default defineEmote({
  name: 'Zero-width',
  slug: 'zero-width',
  // BTTV's 112 px GIF: 7TV and BTTV are where zero-width emotes exist (7TV's presets are a pick away).
  defaultPreset: 'bttv',
  inputs: [],
  minInputs: 0,
  settings: {
    frameMs: frameRateSetting(50),
    seconds: loopSecondsSetting({ default: 2, min: 0.4, max: 4, step: 0.1 }, 'How long one loop lasts: a drop, a heart or a light goes round in it.'),
    overlay: {
      kind: 'choice', label: 'Overlay', description: 'What falls or shines over the emote before it in chat.', default: 2,
      choices: [...EFFECTS.map((effect, value) => ({ value, label: effect.name })), { value: PARTY_LIGHTS, label: 'Party lights' }],
    },
    count: { kind: 'number', label: 'Count', description: 'How many drops, pieces, hearts or lights show at once.', default: 10, min: 1, max: 60, step: 1 },
    size: { kind: 'number', label: 'Size', description: 'How big each one is, as a fraction of the size.', default: 0.16, min: 0.02, max: 0.3, step: 0.01 },
    seed: { kind: 'number', label: 'Seed', description: 'Picks a different random pattern.', default: 1, min: 1, max: 999, step: 1 },
  },
  timing: loopTiming,
  render(frame) {
    const { ctx, width, height, p, frameCount, settings } = frame;
    if (settings.overlay === PARTY_LIGHTS) return drawPartyLights(frame);
    // The stack's effect, on the empty frame: it draws its particles and nothing else.
    EFFECTS[settings.overlay].apply({
      canvas: ctx.canvas as OffscreenCanvas, ctx, width, height, p, cycleFrames: frameCount, scratch: ctx.canvas as OffscreenCanvas,
      settings: { seconds: settings.seconds, wholeFrame: true, count: settings.count, size: settings.size, seed: settings.seed },
    });
  },
});

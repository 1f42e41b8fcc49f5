/** Zoom pulse: grows and shrinks back, smoothly, once a cycle. */
import { cosineWave } from '../emotes/easing.ts';
import { cycleSetting, wholeFrameSetting } from './common-settings.ts';
import { redrawLayer } from './redraw-layer.ts';
import { defineEffect } from './types.ts';

export default defineEffect({
  id: 'zoom-pulse',
  name: 'Zoom pulse',
  description: 'Grows and shrinks back like a heartbeat.',
  settings: {
    seconds: cycleSetting(0.5, 'How long one pulse takes.'),
    wholeFrame: wholeFrameSetting(false),
    amount: { kind: 'number', label: 'Amount', description: 'How much bigger it gets at the top of the pulse.', default: 0.2, min: 0, max: 1, step: 0.05 },
  },
  apply(frame) {
    const scale = 1 + frame.settings.amount * cosineWave(frame.p);
    redrawLayer(frame, (ctx) => ctx.scale(scale, scale));
  },
});

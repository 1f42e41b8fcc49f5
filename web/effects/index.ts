/** The registry of stack effects, in the "Add effect" list's order. */
import party from './party.ts';
import shake from './shake.ts';
import spin from './spin.ts';
import bounce from './bounce.ts';
import wave from './wave.ts';
import zoomPulse from './zoom-pulse.ts';
import fade from './fade.ts';
import glitch from './glitch.ts';
import rain from './rain.ts';
import confetti from './confetti.ts';
import hearts from './hearts.ts';
import type { StackEffect } from './types.ts';

export const STACK_EFFECTS: readonly StackEffect[] = [party, shake, spin, bounce, wave, zoomPulse, fade, glitch, rain, confetti, hearts];

const byId = new Map(STACK_EFFECTS.map((e) => [e.id, e]));

/** The effect with this id, or undefined. */
export const findEffect = (id: string): StackEffect | undefined => byId.get(id);

/** The walk that arrive and leave share: bobbing steps and a side to walk from or to. */
import type { ChoiceSetting, NumberSetting } from './types.ts';

/** Lift (0…1, one hop a step) and rock (−1…1, alternating steps) at walk progress 0…1. */
export function computeWalkPose(progress: number, steps: number): { lift: number; rock: number } {
  const wave = Math.sin(Math.PI * Math.round(steps) * progress);
  return { lift: Math.abs(wave), rock: wave };
}

/** Which side the image walks in from or out to: −1 left, 1 right. */
export const sideSetting = (description: string, defaultSide: -1 | 1): ChoiceSetting => ({
  kind: 'choice',
  label: 'Side',
  description,
  default: defaultSide,
  choices: [
    { value: -1, label: 'Left' },
    { value: 1, label: 'Right' },
  ],
});

/** The walk's settings: how high each step bobs, how many steps, how much it rocks. */
export const walkSettings = (): Record<'bob' | 'steps' | 'rock', NumberSetting> => ({
  bob: { kind: 'number', label: 'Step bob', description: 'How high each step lifts the image, as a fraction of its size.', default: 0.05, min: 0, max: 0.2, step: 0.01 },
  steps: { kind: 'number', label: 'Steps', description: 'How many walking steps the move takes.', default: 4, min: 0, max: 12, step: 1 },
  rock: { kind: 'number', label: 'Rock', description: 'How far the image rocks side to side with each step, in degrees.', default: 4, min: 0, max: 20, step: 1, unit: '°' },
});

/** Easing curves and loop waves shared by the emote types; all map [0, 1] onto [0, 1]. */

export const clamp01 = (t: number) => Math.min(1, Math.max(0, t));

/** Fast start, gentle stop. */
export const easeOutCubic = (t: number) => 1 - (1 - clamp01(t)) ** 3;

/** Gentle start, fast stop. */
export const easeInCubic = (t: number) => clamp01(t) ** 3;

/** Gentle start and stop (smoothstep). */
export const easeInOut = (t: number) => {
  const c = clamp01(t);
  return c * c * (3 - 2 * c);
};

/** 0 → 1 → 0 over one period, linear (a ping-pong). */
export const triangleWave = (p: number) => 1 - Math.abs(2 * (p - Math.floor(p)) - 1);

/** 0 → 1 → 0 over one period, smooth at both ends: (1 − cos 2πp) / 2. */
export const cosineWave = (p: number) => (1 - Math.cos(2 * Math.PI * p)) / 2;

/** Degrees to radians. */
export const radians = (degrees: number) => (degrees * Math.PI) / 180;

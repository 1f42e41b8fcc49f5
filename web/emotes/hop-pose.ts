/** Happier's squash-and-stretch hop as a pose for each phase of the loop. */
import { easeInOut } from './easing.ts';

/** Phase the feet leave the ground, and the phase they land. */
const TAKE_OFF = 0.2;
const LANDING = 0.72;

export interface HopPose {
  /** Height above the ground, 0…1 of the hop height. */
  lift: number;
  /** Vertical scale; above 1 stretches, below 1 squashes (the width does the opposite). */
  stretch: number;
}

/** Crouch, stretched take-off, parabolic flight, landing squash and a springy recovery. */
export function computeHopPose(p: number, squash: number): HopPose {
  if (p < TAKE_OFF) return { lift: 0, stretch: 1 - squash * easeInOut(p / TAKE_OFF) };
  if (p < LANDING) {
    const t = (p - TAKE_OFF) / (LANDING - TAKE_OFF);
    return { lift: 4 * t * (1 - t), stretch: 1 + 0.6 * squash * Math.abs(1 - 2 * t) };
  }
  const u = (p - LANDING) / (1 - LANDING);
  return { lift: 0, stretch: 1 - squash * Math.cos(1.5 * Math.PI * u) * (1 - u) };
}

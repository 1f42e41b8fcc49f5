/** The watermark rule (DESIGN section 2): what the worker draws over an output for this visitor. */
import type { Access } from '../emotes/types.ts';
import { isTierBelow, type Tier } from './tier.ts';

/** The decoration fields of a MakeJob. */
export interface OutputDecoration {
  /** Text drawn bottom right, or null for clean output. */
  watermark: string | null;
  /** Draw the DEV overlay. */
  devOverlay: boolean;
}

/**
 * Output of a type whose access is above the visitor's tier carries the host name; a dev build
 * draws the DEV overlay on every output instead, so local work is never mistaken for the site's.
 * `tier` is null in a build without accounts: no tier can be reached there, so no output is marked.
 */
export function watermarkFor(access: Access, tier: Tier | null, host: string, devBuild: boolean): OutputDecoration {
  if (devBuild) return { watermark: null, devOverlay: true };
  return { watermark: tier !== null && isTierBelow(tier, access) ? host : null, devOverlay: false };
}

/** The watermark text: the host name without the port (what a visitor would type to find the site). */
export const siteHost = (): string => globalThis.location?.hostname ?? '';

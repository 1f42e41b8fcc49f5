/** How tiers and access levels are named to visitors. */
import type { Tier } from '../account/tier.ts';

export const TIER_NAMES: Record<Tier, string> = { free: 'Free', normal: 'Normal', premium: 'Premium' };

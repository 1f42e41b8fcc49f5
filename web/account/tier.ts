/** Access tiers (SPEC sections 4 and 6): how ID token claims map to a tier, and how tiers compare. */
import type { Access } from '../emotes/types.ts';

/** A visitor's tier uses the same three levels as an emote type's access. */
export type Tier = Access;

const RANK: Record<Tier, number> = { free: 0, normal: 1, premium: 2 };

/** The custom claims that grant premium; anything else in the token is ignored. */
export interface AccessClaims {
  stripeRole?: unknown;
  dev?: unknown;
  vip?: unknown;
  [claim: string]: unknown;
}

/** Premium for a subscriber, dev or vip claim, otherwise normal: every signed-in visitor is at least normal. */
export function tierFromClaims(claims: AccessClaims): Tier {
  const premium = claims.stripeRole === 'subscriber' || claims.dev === true || claims.vip === true;
  return premium ? 'premium' : 'normal';
}

/** True when `tier` is below the tier `access` asks for. */
export const isTierBelow = (tier: Tier, access: Access) => RANK[tier] < RANK[access];

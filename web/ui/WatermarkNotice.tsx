import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { siteHost, watermarkFor } from '../account/watermark.ts';
import { account, watermarkTier, type AccountState } from '../state/site/account.ts';
import { TIER_NAMES } from './tier-names.ts';

/** How the visitor can lift the watermark, given who they are now (only asked when the build has accounts). */
function removalHint(type: EmoteType, { status }: AccountState): string {
  if (status === 'error') return 'Your account could not be loaded; reload the page to try again.';
  if (status === 'signed-in') return 'A Premium subscription removes it.';
  if (type.access === 'premium') return 'Sign in with Google and take a Premium subscription to remove it.';
  return 'Sign in with Google (free) to remove it.';
}

/** Why the output carries the watermark and how to remove it; nothing when the output is clean (always, without accounts). */
export default function WatermarkNotice({ type }: { type: EmoteType }) {
  const state = useSnapshot(account) as AccountState;
  const { watermark, devOverlay } = watermarkFor(type.access, watermarkTier(state), siteHost(), import.meta.env.DEV);
  if (devOverlay) return <p className="hint watermark-notice">Development build: every output is marked DEV.</p>;
  if (!watermark) return null;
  return (
    <p className="hint watermark-notice" data-testid="watermark-notice">
      The output carries the “{watermark}” watermark because {type.name} is a {TIER_NAMES[type.access]} emote and you
      are on the {TIER_NAMES[state.tier]} tier. {removalHint(type, state)}
    </p>
  );
}

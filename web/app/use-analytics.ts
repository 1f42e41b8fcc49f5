import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { consent } from '../state/site/consent.ts';
import { CONSENT_YES } from '../state/site/consent-cookies.ts';
import { siteConfig } from '../state/site/site-config.ts';
import { startAnalytics, stopAnalytics } from './analytics.ts';

/** The analytics id: site-config.json's when set, else the build's VITE_ANALYTICS_ID, else none. */
const analyticsIdOf = (configured: string | null): string | null =>
  configured ?? (import.meta.env.VITE_ANALYTICS_ID as string | undefined) ?? null;

/** Runs analytics only while statistics consent is 'yes' and an id is configured (SPEC section 4). */
export function useAnalytics() {
  const { statistics } = useSnapshot(consent);
  const id = analyticsIdOf(useSnapshot(siteConfig).config.analyticsId);
  const allowed = statistics === CONSENT_YES;
  useEffect(() => {
    if (!id || !allowed) return;
    startAnalytics(id);
    return () => stopAnalytics(id);
  }, [id, allowed]);
}

import { useSnapshot } from 'valtio';
import { consent } from '../state/site/consent.ts';
import ConsentForm from './ConsentForm.tsx';

/** The cookie consent banner: shown until the visitor has chosen, and again from 'Cookie settings'. */
export default function CookieBanner() {
  const { bannerOpen, statistics, marketing } = useSnapshot(consent);
  if (!bannerOpen) return null;
  return <ConsentForm statistics={statistics === 'yes'} marketing={marketing === 'yes'} reopened={statistics !== null && marketing !== null} />;
}

/** The visitor's cookie consent (statistics, marketing) and whether the consent banner is open. */
import { proxy } from 'valtio';
import { formatConsentCookie, readConsent, type ConsentValues } from './consent-cookies.ts';

const cookieString = () => (typeof document === 'undefined' ? '' : document.cookie);

const initial = readConsent(cookieString());

/** Consent as stored in the cookies, and the banner's visibility. */
export const consent = proxy<ConsentValues & { bannerOpen: boolean }>({
  ...initial,
  // The banner asks until both kinds have been answered.
  bannerOpen: initial.statistics === null || initial.marketing === null,
});

/** Stores the visitor's choice in both consent cookies and closes the banner. */
export function saveConsent(choice: { statistics: boolean; marketing: boolean }) {
  const secure = location.protocol === 'https:';
  document.cookie = formatConsentCookie('statistics', choice.statistics, secure);
  document.cookie = formatConsentCookie('marketing', choice.marketing, secure);
  Object.assign(consent, readConsent(document.cookie), { bannerOpen: false });
}

/** Opens the banner again so the visitor can change or withdraw consent ('Cookie settings'). */
export function openConsentBanner() {
  consent.bannerOpen = true;
}

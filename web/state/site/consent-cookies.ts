/** The consent cookies of SPEC section 3 and 9: names, lifetime and attributes, as pure functions. */

/** Cookie names, exactly as in SPEC section 3. */
export const CONSENT_COOKIES = {
  statistics: 'statistics-cookies-consent',
  marketing: 'marketing-cookies-consent',
} as const;
export type ConsentKind = keyof typeof CONSENT_COOKIES;

/** The value that means consent; any other value means no consent. */
export const CONSENT_YES = 'yes';
/** The value we write when consent is refused. */
export const CONSENT_NO = 'no';
/** Consent cookies last one year (SPEC section 9). */
export const CONSENT_MAX_AGE_S = 31_536_000;

/** A visitor's choice per kind: the cookie's value, or null when they have not chosen yet. */
export type ConsentValues = Record<ConsentKind, string | null>;

/** The value of a named cookie in a `document.cookie` string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq >= 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** Both consent values from a `document.cookie` string. */
export function readConsent(cookies: string): ConsentValues {
  return { statistics: readCookie(cookies, CONSENT_COOKIES.statistics), marketing: readCookie(cookies, CONSENT_COOKIES.marketing) };
}

/** The `document.cookie` assignment that stores one consent value for a year, site-wide, same-site only. */
export function formatConsentCookie(kind: ConsentKind, granted: boolean, secure: boolean): string {
  const value = granted ? CONSENT_YES : CONSENT_NO;
  return `${CONSENT_COOKIES[kind]}=${value}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}

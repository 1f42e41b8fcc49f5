import { describe, expect, it } from 'vitest';
import { formatConsentCookie, readConsent, readCookie } from './consent-cookies.ts';

describe('consent cookies', () => {
  it('are written for a year, site-wide and same-site only', () => {
    expect(formatConsentCookie('statistics', true, false)).toBe(
      'statistics-cookies-consent=yes; Max-Age=31536000; Path=/; SameSite=Strict',
    );
    expect(formatConsentCookie('marketing', false, true)).toBe(
      'marketing-cookies-consent=no; Max-Age=31536000; Path=/; SameSite=Strict; Secure',
    );
  });

  it('are read back by exact name among other cookies', () => {
    const cookies = 'a=1; xstatistics-cookies-consent=yes; statistics-cookies-consent=no; marketing-cookies-consent=yes';
    expect(readConsent(cookies)).toEqual({ statistics: 'no', marketing: 'yes' });
  });

  it('read as null when the visitor has not chosen', () => {
    expect(readConsent('')).toEqual({ statistics: null, marketing: null });
    expect(readCookie('other=1', 'statistics-cookies-consent')).toBeNull();
  });
});

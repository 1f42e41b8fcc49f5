/** Shared steps for the site shell tests: a routed site-config.json and preset consent cookies. */
import type { BrowserContext, Page } from '@playwright/test';

/** The contact options every routed config carries, so tests can look for them by name. */
export const TEST_CONTACTS = {
  chatCommunity: { name: 'Test chat community', url: 'https://chat.example.org/test' },
  social: [{ name: 'Test social profile', url: 'https://social.example.org/@test' }],
  email: 'test@example.org',
};

/** Serves site-config.json with the test contacts and the given fields instead of the built file. */
export async function routeSiteConfig(page: Page, fields: Record<string, unknown> = {}) {
  await page.route('**/site-config.json', (route) =>
    route.fulfill({ json: { maintenance: false, ...TEST_CONTACTS, analyticsId: null, ...fields } }),
  );
}

/** Stores both consent cookies as if the visitor had answered the banner before. */
export async function presetConsent(context: BrowserContext, statistics: string, marketing = 'no') {
  const base = { domain: '127.0.0.1', path: '/', sameSite: 'Strict' as const };
  await context.addCookies([
    { ...base, name: 'statistics-cookies-consent', value: statistics },
    { ...base, name: 'marketing-cookies-consent', value: marketing },
  ]);
}

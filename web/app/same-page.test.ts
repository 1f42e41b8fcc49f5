import { describe, expect, it } from 'vitest';
import { isSamePage } from './same-page.ts';

describe('same page check', () => {
  it('ignores the query string, the hash and a trailing slash', () => {
    expect(isSamePage('/jam', '/jam?toast=hi')).toBe(true);
    expect(isSamePage('/jam/', '/jam#top')).toBe(true);
    expect(isSamePage('/', '/?a=1')).toBe(true);
  });

  it('tells different pages apart', () => {
    expect(isSamePage('/jam', '/')).toBe(false);
    expect(isSamePage('/jam', '/jams')).toBe(false);
    expect(isSamePage('/contact-info', '/jam')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import config, { testPages } from '../vite.config.ts';

describe('the pages the build makes', () => {
  it('gives visitors the site alone: no test harness, no bench page', () => {
    expect(process.env.EMOTE_TEST_PAGES).toBeUndefined();
    const input = (config as { build?: { rolldownOptions?: { input?: Record<string, string> } } }).build?.rolldownOptions?.input;
    expect(Object.keys(input ?? {})).toEqual(['main']);
  });

  it('adds the decode harness and the bench page for the tests', () => {
    expect(Object.keys(testPages({ EMOTE_TEST_PAGES: '1' })).sort()).toEqual(['bench', 'decodeHarness']);
  });
});

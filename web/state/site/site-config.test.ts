import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, parseSiteConfig } from './site-config.ts';

describe('site config', () => {
  it('reads every field of a well-formed file', () => {
    const json = {
      maintenance: true,
      chatCommunity: { name: 'Discord', url: 'https://chat.example.org' },
      social: [{ name: 'Bluesky', url: 'https://social.example.org/@emotes' }],
      email: 'hello@example.org',
      analyticsId: 'G-TEST123',
    };
    expect(parseSiteConfig(json)).toEqual({ ...json });
  });

  it('falls back to the defaults for something that is not an object', () => {
    expect(parseSiteConfig(null)).toEqual(defaultSiteConfig);
    expect(parseSiteConfig('maintenance')).toEqual(defaultSiteConfig);
  });

  it('only a literal true turns maintenance on', () => {
    expect(parseSiteConfig({ maintenance: 'true' }).maintenance).toBe(false);
  });

  it('drops links that are not http(s) and malformed e-mail and analytics ids', () => {
    const config = parseSiteConfig({
      chatCommunity: { name: 'Chat', url: 'javascript:alert(1)' },
      social: [{ name: 'Ok', url: 'http://a.example' }, { name: '', url: 'https://b.example' }, 'x'],
      email: 'not an address',
      analyticsId: 'G-1"><script>',
    });
    expect(config).toEqual({ ...defaultSiteConfig, social: [{ name: 'Ok', url: 'http://a.example' }] });
  });
});

/** Vite plugin: `<meta name="build-id">` in every page, from BUILD_ID (default 'local'), so a deploy can be told apart. */
import type { Plugin } from 'vite';

export function buildId(): Plugin {
  const id = (process.env.BUILD_ID ?? 'local').replace(/[^\w.-]/g, '').slice(0, 64) || 'local';
  return {
    name: 'emote-maker:build-id',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'build-id', content: id }, injectTo: 'head' }],
  };
}

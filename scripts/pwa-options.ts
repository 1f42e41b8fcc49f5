/**
 * Offline and installable (issue 11 item 5): vite-plugin-pwa's Workbox generateSW precaches the
 * app shell, every prerendered route, the codecs (.wasm), the input samples and the text fonts
 * (issue 20), as squoosh does.
 * Left out: the 21 MB of output samples (fetched when shown), the benchmark and test harness
 * pages. site-config.json is network-first, so operators' maintenance flag applies at once.
 * Updates ('prompt' mode: the new worker waits until the page tells it to take over): a new deploy
 * installs beside the old one, whose precache stays whole meanwhile, so a page never mixes files
 * of two deploys. On the next visit the page hands over at once and reloads into the new deploy
 * with a short notice, unless it holds work a reload could lose; then it asks
 * (web/app/service-worker.ts). Activating, the new worker drops the old deploy's precache entries.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // web/app/service-worker.ts registers it, in production builds only.
  injectRegister: false,
  manifest: {
    name: 'Emote Maker',
    short_name: 'Emote Maker',
    description: 'Make emotes and emoji for Twitch, Discord, Slack, 7TV, BTTV, FFZ and YouTube right in your browser.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#15161a',
    theme_color: '#15161a',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{html,js,css,wasm,svg,png,webmanifest,woff2}'],
    // The background-removal model (about 55 MB) is fetched only when a visitor first asks for a cut-out.
    // The 5.6 MB emoji font is fetched when text first uses an emoji, then kept by the runtime cache below (issue 20).
    globIgnores: ['bench/**', 'test-harness/**', 'samples/out/**', 'models/**', 'assets/bench-*.js', 'assets/decodeHarness-*.js', 'assets/noto-color-emoji-*'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // Vite's assets carry a content hash in their names: no revision needed.
    dontCacheBustURLsMatching: /^assets\//,
    cleanupOutdatedCaches: true,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/(bench|test-harness|samples)\//, /\.json$/],
    runtimeCaching: [
      {
        urlPattern: ({ url }) => url.pathname === '/site-config.json',
        handler: 'NetworkFirst',
        options: { cacheName: 'site-config', networkTimeoutSeconds: 4 },
      },
      {
        // The model and its runtime, kept after first use so cut-outs work offline (issue 18); the
        // manifest asks the network first so a new deploy's model replaces the old one.
        urlPattern: ({ url }) => url.pathname.startsWith('/models/segment/') && !url.pathname.endsWith('/manifest.json'),
        handler: 'CacheFirst',
        options: { cacheName: 'segment-model', cacheableResponse: { statuses: [200] } },
      },
      {
        urlPattern: ({ url }) => url.pathname === '/models/segment/manifest.json',
        handler: 'NetworkFirst',
        options: { cacheName: 'segment-model-manifest', networkTimeoutSeconds: 4, cacheableResponse: { statuses: [200] } },
      },
      {
        // Its name carries a content hash: a kept copy never goes stale.
        urlPattern: ({ url }) => /^\/assets\/noto-color-emoji-.*\.woff2$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'emoji-font', cacheableResponse: { statuses: [200] } },
      },
    ],
  },
};

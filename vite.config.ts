import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import wasm from 'vite-plugin-wasm';
import { playwright } from '@vitest/browser-playwright';
import { prerenderRoutes } from './scripts/prerender-routes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium-args.mjs';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './scripts/pwa-options.ts';
import { buildId } from './scripts/build-id.ts';
import { serveModelAsStored } from './scripts/serve-model-as-stored.ts';
import { buildGifWasmFirst } from './scripts/gif-wasm-plugin.ts';
import { isolatedTestFiles } from './scripts/isolated-tests.ts';

const web = (path: string) => fileURLToPath(new URL(`./web/${path}`, import.meta.url));

/** Lets the page be cross-origin isolated (threaded gifski) without breaking the sign-in popup. */
const isolationHeaders = {
  'Document-Isolation-Policy': 'isolate-and-require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * Pages only the tests and the bench load (the decode harness, the bench page): built when
 * EMOTE_TEST_PAGES is set (`npm run build:test`, which `make test` uses), never into the site
 * visitors get. The bench's own build adds its page itself (scripts/bench/serve-bench-page.ts).
 */
export const testPages = (env: NodeJS.ProcessEnv): Record<string, string> =>
  env.EMOTE_TEST_PAGES ? { decodeHarness: web('test-harness/decode.html'), bench: web('bench/index.html') } : {};

/** Where the Node unit tests live, and those of them that need a module graph of their own. */
const NODE_TESTS = ['web', 'wasm', 'scripts', 'tests/support', 'tests/fixtures'];
const NODE_ISOLATED = isolatedTestFiles(fileURLToPath(new URL('.', import.meta.url)), NODE_TESTS);

export default defineConfig({
  root: 'web',
  publicDir: '../public',
  envDir: '..',
  plugins: [buildGifWasmFirst(), react(), wasm(), buildId(), prerenderRoutes(), VitePWA(pwaOptions), serveModelAsStored()],
  worker: { format: 'es', plugins: () => [wasm()] },
  optimizeDeps: { exclude: ['gifski-wasm', '@jsquash/png', '@jsquash/webp', 'wasm-webp'] },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    // Harness pages let browser tests and the benchmark drive page-side code directly; visitors get none of them.
    rolldownOptions: { input: { main: web('index.html'), ...testPages(process.env) } },
  },
  server: { headers: isolationHeaders },
  preview: { headers: isolationHeaders, host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    // A limit for a hung test, not a speed bound (speed lives in the bench): real WASM encodes on a
    // shared 2-core machine take seconds, past vitest's 5 s default.
    testTimeout: 30_000,
    projects: [
      // The Node tests share one module graph (scripts/isolated-tests.ts: 60 s against 102 s each in
      // its own); the files that mock modules, stub globals or measure their process run isolated.
      {
        extends: true,
        test: {
          name: 'node',
          root: '.',
          include: NODE_TESTS.map((dir) => `${dir}/**/*.test.ts`),
          exclude: ['**/*.browser.test.ts', 'node_modules/**', ...NODE_ISOLATED],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          root: '.',
          include: NODE_ISOLATED,
          environment: 'node',
        },
      },
      {
        extends: true,
        // The site's public folder, as the built site serves it (the segmentation model's files are there).
        publicDir: 'public',
        test: {
          // Code that needs a real canvas (composition, emote types) runs in Debian's Chromium.
          name: 'browser',
          root: '.',
          include: ['web/**/*.browser.test.ts', 'wasm/**/*.browser.test.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});

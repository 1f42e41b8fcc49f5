import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import wasm from 'vite-plugin-wasm';
import { prerenderRoutes } from './scripts/prerender-routes.ts';

/** Lets the page be cross-origin isolated (threaded gifski) without breaking the sign-in popup. */
const isolationHeaders = {
  'Document-Isolation-Policy': 'isolate-and-require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export default defineConfig({
  root: 'web',
  publicDir: '../public',
  envDir: '..',
  plugins: [react(), wasm(), prerenderRoutes()],
  worker: { format: 'es', plugins: () => [wasm()] },
  optimizeDeps: { exclude: ['gifski-wasm', '@jsquash/png'] },
  build: { outDir: '../dist', emptyOutDir: true, target: 'es2022' },
  server: { headers: isolationHeaders },
  preview: { headers: isolationHeaders, host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    root: '.',
    include: ['web/**/*.test.ts', 'wasm/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});

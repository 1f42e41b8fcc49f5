/**
 * Builds the site (public files too: the maker page figures use the samples) with its bench page
 * (web/bench/index.html, which uses the app's worker) into
 * its own folder, away from dist/, and serves it with `vite preview` (same headers as the site)
 * on a free port from 4180, or on BENCH_PORT when it is set (and free).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import { BENCH_DIST, ROOT } from './paths.ts';

/** The page's path under the server. */
export const BENCH_PAGE = 'bench/index.html';

const CONFIG_FILE = path.join(ROOT, 'vite.config.ts');

/** Production build as `vite build` makes it; the bench entry is merged into the config's inputs in case they lack it. */
export async function buildBenchPage(): Promise<void> {
  await build({
    configFile: CONFIG_FILE,
    logLevel: 'error',
    build: {
      outDir: BENCH_DIST,
      emptyOutDir: true,
      rolldownOptions: { input: { bench: path.join(ROOT, 'web', BENCH_PAGE) } },
    },
  });
}

const FRAMES_DIR = path.join(BENCH_DIST, 'bench-frames');

/** Puts a workload's frames beside the page as /bench-frames/ID.rgba: returns that URL path and the file. */
export function publishFrames(id: string, frames: Uint8Array[]): { urlPath: string; file: string } {
  fs.mkdirSync(FRAMES_DIR, { recursive: true });
  const file = path.join(FRAMES_DIR, `${id}.rgba`);
  fs.writeFileSync(file, Buffer.concat(frames));
  return { urlPath: `/bench-frames/${id}.rgba`, file };
}

/** Deletes the published frames (W3 alone is 120 MB); they are regenerated on every run. */
export function removeFrames(): void {
  fs.rmSync(FRAMES_DIR, { recursive: true, force: true });
}

/** The port asked for in BENCH_PORT, or null for the first free one from 4180. */
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : null;

/** Starts `vite preview` of the bench build; returns its base URL and the server to close. */
export async function serveBenchPage(): Promise<{ url: string; server: PreviewServer }> {
  const server = await preview({
    configFile: CONFIG_FILE,
    logLevel: 'warn',
    build: { outDir: BENCH_DIST },
    preview: { host: '127.0.0.1', port: PORT ?? 4180, strictPort: PORT !== null, open: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its address');
  return { url, server };
}

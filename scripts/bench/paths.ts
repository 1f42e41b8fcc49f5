/** Where the bench reads and writes. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The bench's build and scratch files; eslint and git already ignore node_modules. */
export const BENCH_CACHE = path.join(ROOT, 'node_modules/.cache/emote-bench');
/** The bench page's production build (kept apart from dist/, which `npm run build` owns). */
export const BENCH_DIST = path.join(BENCH_CACHE, 'dist');
/** Files the Node anchors write. */
export const BENCH_OUT = path.join(BENCH_CACHE, 'out');

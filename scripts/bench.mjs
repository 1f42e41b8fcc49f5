/**
 * `npm run bench`: runs scripts/bench/run-bench.ts through Vite's module runner, the way
 * vitest loads the project's TypeScript, so the bench needs no extra loader.
 * Flags: --short (or BENCH_SHORT=1), --memory, --pack, --only, --check-workloads. See scripts/bench/parse-args.ts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, createServerModuleRunner } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const server = await createServer({
  configFile: path.join(ROOT, 'vite.config.ts'),
  logLevel: 'warn',
  appType: 'custom',
  // No watcher: files changing under the project must not disturb (or outlive) a bench run.
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  // gifenc's `main` is CommonJS that Node cannot split into named exports; bundle its ESM build instead.
  ssr: { noExternal: ['gifenc'] },
});
const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
try {
  const { runBench } = await runner.import(path.join(ROOT, 'scripts/bench/run-bench.ts'));
  process.exitCode = await runBench(process.argv.slice(2), process.env);
} finally {
  await runner.close();
  await server.close();
}

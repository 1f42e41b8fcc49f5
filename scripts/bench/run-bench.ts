/** Entry of `npm run bench` (loaded by scripts/bench.mjs): dispatches on the command line. */
import { parseArgs } from './parse-args.ts';

/** Runs what argv asks for and returns the process exit code; each mode loads only its own modules. */
export async function runBench(argv: string[], env: Record<string, string | undefined>): Promise<number> {
  const args = parseArgs(argv, env);
  if (args.mode === 'anchor') return (await import('./run-anchor-child.ts')).runAnchorChild(args.spec);
  if (args.mode === 'check-workloads') return (await import('./check-workloads.ts')).checkWorkloads();
  if (args.mode === 'memory') return (await import('./run-memory-rows.ts')).runMemoryRows();
  if (args.mode === 'set') return (await import('./run-set-rows.ts')).runSetRows();
  if (args.mode === 'pack') return (await import('./run-pack-rows.ts')).runPackRows(args.short);
  return (await import('./run-suite.ts')).runSuite(args.mode === 'short', args.writeBaseline, args.only ?? null);
}

/** Command line of `npm run bench`. */
import { WORKLOADS, type WorkloadId } from './workloads.mjs';

/** What one invocation does. */
export type BenchArgs =
  /** `only`: the GIF rows of these workloads alone (see plan-bench.ts), when given. */
  | { mode: 'full' | 'short'; writeBaseline: boolean; only?: WorkloadId[] }
  | { mode: 'check-workloads' }
  /** Issue 19's memory rows alone (the big inputs on a bare page). */
  | { mode: 'memory' }
  /** The all-platforms pack's rows alone, by the pool and by one worker (run-pack-rows.ts). */
  | { mode: 'pack'; short: boolean }
  /** The set export's row alone: ten emotes kept and exported (run-set-rows.ts). */
  | { mode: 'set' }
  /** Internal: a child process running one Node anchor (see run-anchor-child.ts). */
  | { mode: 'anchor'; spec: string };

/**
 * Reads `--short` (or BENCH_SHORT=1), `--write-baseline` (short runs), `--only W2,W2n,W3` (the GIF
 * rows of those workloads alone), `--memory` (issue 19's memory rows alone), `--pack` (the
 * pack's rows alone, one run each with --short), `--set` (the set export of ten), `--check-workloads`
 * and the internal `--anchor SPEC`.
 */
export function parseArgs(argv: string[], env: Record<string, string | undefined>): BenchArgs {
  const unknown = argv.filter((a, i) => !['--short', '--check-workloads', '--memory', '--pack', '--set', '--anchor', '--write-baseline', '--only'].includes(a) && !['--anchor', '--only'].includes(argv[i - 1]));
  if (unknown.length) throw new Error(`unknown argument ${unknown[0]}; use --short, --memory, --pack, --set, --only or --check-workloads`);
  const anchor = argv.indexOf('--anchor');
  if (anchor >= 0) {
    const spec = argv[anchor + 1];
    if (!spec) throw new Error('--anchor needs a JSON spec');
    return { mode: 'anchor', spec };
  }
  if (argv.includes('--check-workloads')) return { mode: 'check-workloads' };
  if (argv.includes('--memory')) return { mode: 'memory' };
  if (argv.includes('--set')) return { mode: 'set' };
  const short = argv.includes('--short') || env.BENCH_SHORT === '1' || env.BENCH_SHORT === 'true';
  if (argv.includes('--pack')) return { mode: 'pack', short };
  const mode = short ? 'short' : 'full';
  const at = argv.indexOf('--only');
  if (at < 0) return { mode, writeBaseline: argv.includes('--write-baseline') };
  const only = (argv[at + 1] ?? '').split(',').filter(Boolean);
  const wrong = only.find((id) => !(id in WORKLOADS));
  if (!only.length || wrong) throw new Error(`--only needs workload ids (${Object.keys(WORKLOADS).join(', ')})${wrong ? `, not ${wrong}` : ''}`);
  return { mode, writeBaseline: argv.includes('--write-baseline'), only: only as WorkloadId[] };
}

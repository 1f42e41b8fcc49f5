/** Command line of `npm run bench`. */

/** What one invocation does. */
export type BenchArgs =
  | { mode: 'full' | 'short'; writeBaseline: boolean }
  | { mode: 'check-workloads' }
  /** Internal: a child process running one Node anchor (see run-anchor-child.ts). */
  | { mode: 'anchor'; spec: string };

/** Reads `--short` (or BENCH_SHORT=1), `--write-baseline` (short runs), `--check-workloads` and the internal `--anchor SPEC`. */
export function parseArgs(argv: string[], env: Record<string, string | undefined>): BenchArgs {
  const unknown = argv.filter((a, i) => !['--short', '--check-workloads', '--anchor', '--write-baseline'].includes(a) && argv[i - 1] !== '--anchor');
  if (unknown.length) throw new Error(`unknown argument ${unknown[0]}; use --short or --check-workloads`);
  const anchor = argv.indexOf('--anchor');
  if (anchor >= 0) {
    const spec = argv[anchor + 1];
    if (!spec) throw new Error('--anchor needs a JSON spec');
    return { mode: 'anchor', spec };
  }
  if (argv.includes('--check-workloads')) return { mode: 'check-workloads' };
  const short = argv.includes('--short') || env.BENCH_SHORT === '1' || env.BENCH_SHORT === 'true';
  return { mode: short ? 'short' : 'full', writeBaseline: argv.includes('--write-baseline') };
}

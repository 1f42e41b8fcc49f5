import { describe, expect, it } from 'vitest';
import { parseArgs } from './parse-args.ts';

describe('parseArgs', () => {
  it('runs the full bench by default', () => {
    expect(parseArgs([], {})).toEqual({ mode: 'full', writeBaseline: false });
  });
  it('runs the short bench with --short or BENCH_SHORT=1', () => {
    expect(parseArgs(['--short'], {})).toEqual({ mode: 'short', writeBaseline: false });
    expect(parseArgs([], { BENCH_SHORT: '1' })).toEqual({ mode: 'short', writeBaseline: false });
    expect(parseArgs([], { BENCH_SHORT: '0' })).toEqual({ mode: 'full', writeBaseline: false });
    expect(parseArgs(['--short', '--write-baseline'], {})).toEqual({ mode: 'short', writeBaseline: true });
  });
  it('checks the workloads with --check-workloads', () => {
    expect(parseArgs(['--check-workloads'], {})).toEqual({ mode: 'check-workloads' });
  });
  it('runs only the memory rows of the big inputs with --memory', () => {
    expect(parseArgs(['--memory'], {})).toEqual({ mode: 'memory' });
  });
  it('runs only the set export with --set', () => {
    expect(parseArgs(['--set'], {})).toEqual({ mode: 'set' });
  });

  it('runs only the pack rows with --pack, once each with --short', () => {
    expect(parseArgs(['--pack'], {})).toEqual({ mode: 'pack', short: false });
    expect(parseArgs(['--pack', '--short'], {})).toEqual({ mode: 'pack', short: true });
  });
  it('passes the anchor spec through to a child', () => {
    expect(parseArgs(['--anchor', '{"a":1}'], {})).toEqual({ mode: 'anchor', spec: '{"a":1}' });
  });
  it('runs the GIF rows of the workloads named with --only, and refuses an unknown one', () => {
    expect(parseArgs(['--short', '--only', 'W2n,W3'], {})).toEqual({ mode: 'short', writeBaseline: false, only: ['W2n', 'W3'] });
    expect(() => parseArgs(['--short', '--only', 'W2,W9'], {})).toThrow(/not W9/);
    expect(() => parseArgs(['--only'], {})).toThrow(/--only needs workload ids/);
  });
  it('refuses an unknown flag rather than running the long bench by mistake', () => {
    expect(() => parseArgs(['--shrot'], {})).toThrow(/unknown argument --shrot/);
  });
});

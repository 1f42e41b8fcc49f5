import { describe, expect, it } from 'vitest';
import type { EncodeTarget } from '../pipeline/protocol.ts';
import { progressText } from './progress-text.ts';

const slack: EncodeTarget = { name: 'Slack', platformId: 'slack', maxBytes: 131072, maxFrames: 50, clipFrames: 50, minSide: 16 };

describe('progress text', () => {
  it('says making… before the first report', () => {
    expect(progressText(null, slack)).toBe('making…');
  });

  it('counts the frames being made against their total', () => {
    expect(progressText({ phase: 'compose', done: 9, total: 20 }, slack)).toBe('making frame 9 of 20');
    expect(progressText({ phase: 'compose', done: 520, total: 520 }, null)).toBe('making frame 520 of 520');
  });

  it('says encoding once the frames are made', () => {
    expect(progressText({ phase: 'encode', done: 0, total: 1 }, slack)).toBe('encoding…');
  });

  it('names the target and counts the fit loop’s tries', () => {
    expect(progressText({ phase: 'fit', done: 2, total: 0 }, slack)).toBe('encoding: fitting to Slack, try 2');
    expect(progressText({ phase: 'fit', done: 3, total: 0 }, { ...slack, name: 'Custom limit', platformId: null })).toBe('encoding: fitting to Custom limit, try 3');
  });

  it('leaves the name out when the job has no target', () => {
    expect(progressText({ phase: 'fit', done: 1, total: 0 }, null)).toBe('encoding: fitting, try 1');
  });
});

describe('the emoji font download', () => {
  it('says how much of the emoji font has arrived', () => {
    expect(progressText({ phase: 'font', done: 2 * 1024 * 1024, total: 5.5 * 1024 * 1024 }, null)).toBe('loading the emoji font: 2.0 MiB of 5.5 MiB');
  });
});

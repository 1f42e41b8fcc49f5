import { describe, expect, it } from 'vitest';
import { planPack } from '../pack/pack-plan.ts';
import { packFileText, packSummaryText } from './pack-text.ts';

const [twitch, , , badge] = planPack({ filename: 'e', format: 'gif', size: { width: 112, height: 112 } });

describe('packFileText', () => {
  it("says where a file is: waiting, drawing, compressing, fitting to its limit, done or left out and why", () => {
    expect(packFileText({ state: 'waiting' }, twitch.target)).toBe('waiting');
    expect(packFileText({ state: 'working', progress: { phase: 'compose', done: 9, total: 20 } }, twitch.target)).toBe('drawing frame 9 of 20');
    expect(packFileText({ state: 'working', progress: { phase: 'compose', done: 0, total: 1 } }, badge.target)).toBe('drawing…');
    expect(packFileText({ state: 'working', progress: { phase: 'encode', done: 0, total: 1 } }, twitch.target)).toBe('compressing…');
    expect(packFileText({ state: 'working', progress: { phase: 'fit', done: 3, total: 0 } }, twitch.target)).toBe('fitting to 512 KB, try 3');
    expect(packFileText({ state: 'done', bytes: 46_811, frames: 20, passed: [] }, twitch.target)).toBe('done · 46 KiB');
    expect(packFileText({ state: 'left-out', reason: "can't meet file size limit" }, twitch.target)).toBe("left out: can't meet file size limit");
  });
});

describe('packSummaryText', () => {
  const rows = (...states: ('waiting' | 'done' | 'left-out')[]) => states.map((state) => ({ status: { state } }));

  it('counts the files ready while packing, and says what the saved ZIP holds', () => {
    expect(packSummaryText({ phase: 'packing', rows: rows('done', 'waiting', 'left-out'), zip: null, notice: null })).toBe('Packing: 1 of 2 files ready, 1 left out');
    expect(packSummaryText({ phase: 'ready', rows: rows('done', 'left-out'), zip: { url: 'blob:x', name: 'e-all-platforms.zip', bytes: 4096 }, notice: null })).toBe(
      'e-all-platforms.zip (4 KiB) saved: 1 file, 1 left out and README.txt',
    );
  });

  it('shows the notice of a stopped pack, and nothing before any pack', () => {
    expect(packSummaryText({ phase: 'stopped', rows: [], zip: null, notice: 'Packing stopped: no ZIP was made.' })).toBe('Packing stopped: no ZIP was made.');
    expect(packSummaryText({ phase: 'idle', rows: [], zip: null, notice: null })).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { composeEmote, opaqueBox, sameFrame } from '../test-support/emote-job.ts';
import arrive from './arrive.ts';
import leave from './leave.ts';
import group from './group.ts';
import { defaultSettings } from './settings.ts';
import { makeTestInput } from '../test-support/make-test-input.ts';

const isEmpty = (frame: Uint8ClampedArray) => frame.every((value, i) => i % 4 !== 3 || value === 0);

describe('arrive', () => {
  it('starts by default on a held frame, the same as the one after it', async () => {
    const start = arrive.defaultStartFrame(defaultSettings(arrive.settings, arrive.defaultSize), arrive.defaultSize);
    expect(start).toBeGreaterThan(1);
    const out = await composeEmote(arrive);
    expect(isEmpty(out.frames[0])).toBe(false);
    expect(sameFrame(out.frames[0], out.frames[1])).toBe(true);
  });

  it('walks in from off the edge: its first loop frame is empty', async () => {
    const out = await composeEmote(arrive, { startFrame: 1 });
    expect(isEmpty(out.frames[0])).toBe(true);
    expect(isEmpty(out.frames[5])).toBe(false);
  });
});

describe('leave', () => {
  it('ends empty and starts with the image in place', async () => {
    const out = await composeEmote(leave);
    expect(isEmpty(out.frames.at(-1)!)).toBe(true);
    expect(isEmpty(out.frames[0])).toBe(false);
  });

  it('ends empty at wide sizes too', async () => {
    const out = await composeEmote(leave, { size: { width: 384, height: 128 } });
    expect(isEmpty(out.frames.at(-1)!)).toBe(true);
  });
});

describe('group', () => {
  it('lines up the images given, skipping empty slots between them', async () => {
    const [a, b] = [await makeTestInput(), await makeTestInput()];
    const packed = await composeEmote(group, { inputs: [a, b] });
    const gapped = await composeEmote(group, { inputs: [a, null, null, b] });
    expect(packed.frames.every((frame, i) => sameFrame(frame, gapped.frames[i]))).toBe(true);
  });

  it('spreads six images wider than two', async () => {
    const six = await composeEmote(group, { inputs: await Promise.all(Array.from({ length: 6 }, () => makeTestInput())), settings: { bounce: 0 } });
    const two = await composeEmote(group, { inputs: [await makeTestInput(), await makeTestInput()], settings: { bounce: 0 } });
    expect(opaqueBox(six.frames[0], 112)!.width).toBeGreaterThan(opaqueBox(two.frames[0], 112)!.width);
  });
});

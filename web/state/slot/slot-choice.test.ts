import { beforeEach, describe, expect, it } from 'vitest';
import { abandonChoices, beginChoice, currentChoice, isLatest } from './slot-choice.ts';

beforeEach(() => abandonChoices());

describe("a slot's latest choice", () => {
  it('a later choice supersedes the earlier one and aborts its work', () => {
    const first = beginChoice(0);
    const second = beginChoice(0);
    expect(second.id).toBeGreaterThan(first.id);
    expect(isLatest(first)).toBe(false);
    expect(first.signal.aborted).toBe(true);
    expect(isLatest(second)).toBe(true);
    expect(second.signal.aborted).toBe(false);
  });

  it("each slot has its own: a choice in slot 1 leaves slot 0's alone", () => {
    const zero = beginChoice(0);
    beginChoice(1);
    expect(isLatest(zero)).toBe(true);
    expect(zero.signal.aborted).toBe(false);
  });

  it("work for the slot's source carries the current choice, and is dropped once another is made", () => {
    const load = beginChoice(2);
    expect(currentChoice(2)).toBe(load);
    beginChoice(2);
    expect(isLatest(load)).toBe(false);
  });

  it('leaving the page supersedes every choice', () => {
    const zero = beginChoice(0);
    const one = beginChoice(1);
    abandonChoices();
    expect([isLatest(zero), isLatest(one), zero.signal.aborted, one.signal.aborted]).toEqual([false, false, true, true]);
  });
});

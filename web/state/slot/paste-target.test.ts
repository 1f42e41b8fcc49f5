import { describe, expect, it } from 'vitest';
import { isTextField, pasteTargetSlot } from './paste-target.ts';

const own = { isSample: false };
const sample = { isSample: true };

describe('a paste outside the slots', () => {
  it('fills the first empty slot', () => {
    expect(pasteTargetSlot([own, null, sample], 3)).toBe(1);
    expect(pasteTargetSlot([], 2)).toBe(0);
  });

  it('replaces the first sample when every slot is taken', () => {
    expect(pasteTargetSlot([own, sample, sample], 3)).toBe(1);
  });

  it('goes to Image 1 when every slot holds the visitor’s own image', () => {
    expect(pasteTargetSlot([own, own], 2)).toBe(0);
  });

  it('counts a slot whose file still loads as taken by it, so a second quick paste goes elsewhere', () => {
    const loadingSlot2 = (slot: number) => slot === 1;
    expect(pasteTargetSlot([sample, null, null], 3, loadingSlot2)).toBe(2);
    expect(pasteTargetSlot([sample, null], 2, loadingSlot2)).toBe(0);
    expect(pasteTargetSlot([own, sample], 2, loadingSlot2)).toBe(0);
  });

  it('never counts the BG and FG slots past the type’s own inputs', () => {
    expect(pasteTargetSlot([own, null, null], 1)).toBe(0);
  });
});

describe('text fields keep their paste', () => {
  it('for text, number and URL inputs, text areas and editable content', () => {
    expect(isTextField({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTextField({ tagName: 'input', type: 'number' })).toBe(true);
    expect(isTextField({ tagName: 'INPUT', type: 'url' })).toBe(true);
    expect(isTextField({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTextField({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('but not for buttons, checkboxes, sliders, file inputs or the page itself', () => {
    for (const type of ['checkbox', 'range', 'file', 'radio', 'button']) expect(isTextField({ tagName: 'INPUT', type })).toBe(false);
    expect(isTextField({ tagName: 'BUTTON' })).toBe(false);
    expect(isTextField({ tagName: 'BODY' })).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});

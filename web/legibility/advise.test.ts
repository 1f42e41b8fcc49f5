import { describe, expect, it } from 'vitest';
import { adviseChat, devicePx, fadesOn, type ChatSize } from './advise.ts';
import type { LegibilityFacts } from './legibility-facts.ts';
import { luminanceOfHex } from './luminance.ts';
import { MIN_DRAWN_SHARE, MIN_SUBJECT_SHARE, READABLE_LETTER_PX, VISIBLE_PART_PX } from './thresholds.ts';
import { ADVICE_TEXT, sizesText } from './advice-text.ts';

/** A 112 px file that passes every measure, changed by `change`. */
const facts = (change: Partial<LegibilityFacts> = {}): LegibilityFacts => ({
  width: 112,
  height: 112,
  letterPx: null,
  letterFrom: null,
  letterWords: null,
  drawnShare: 0.5,
  subjectBox: { x: 10, y: 10, width: 92, height: 92 },
  partWidthPx: 40,
  edgeLuminances: [0.25, 0.25, 0.25],
  ...change,
});

const chat = (output: LegibilityFacts, heights = [22, 28, 32, 48]): ChatSize[] => heights.map((height) => ({ height, facts: output }));
const kinds = (output: LegibilityFacts, sizes = chat(output), ratio = 1) => adviseChat(output, sizes, ratio).map((a) => a.kind);

describe('the chat advice', () => {
  it('says nothing of a file that reads at every size', () => {
    expect(adviseChat(facts(), chat(facts()), 1)).toEqual([]);
  });

  it(`calls letters under ${READABLE_LETTER_PX} device px too small, at exactly the sizes where they are`, () => {
    // 28 × 28/112 = 7 px at 28 px: reads; at 22 px 5.5 px: does not.
    const output = facts({ letterPx: 28, letterFrom: 0, letterWords: 4 });
    const [words] = adviseChat(output, chat(output), 1);
    expect(words).toMatchObject({ kind: 'words', text: 'Words too small at 22 px: use at most 2 short words', sizes: [22] });
    const under = facts({ letterPx: 27.9, letterFrom: 0, letterWords: 4 });
    expect(adviseChat(under, chat(under), 1)[0].text).toBe('Words too small at 22 px and 28 px: use at most 2 short words');
  });

  it('names fewer words than there are: one of two, and bigger letters for one', () => {
    const two = facts({ letterPx: 20, letterFrom: 0, letterWords: 2 });
    expect(adviseChat(two, chat(two), 1)[0].text).toBe('Words too small at 22 px, 28 px and 32 px: use one short word');
    const one = facts({ letterPx: 20, letterFrom: 'caption', letterWords: 1 });
    expect(adviseChat(one, chat(one), 1)[0].text).toBe('Words too small at 22 px, 28 px and 32 px: make the letters bigger or the word shorter');
  });

  it('reads the letters of the file each chat shows: the 28 px file drawn at its own size', () => {
    const output = facts({ letterPx: 20, letterFrom: 'caption' });
    const own28 = facts({ width: 28, height: 28, letterPx: 7, letterFrom: 'caption' });
    const advice = adviseChat(output, [{ height: 28, facts: own28 }, { height: 48, facts: output }], 1);
    expect(advice).toEqual([]);
    expect(adviseChat(output, [{ height: 28, facts: { ...own28, letterPx: 6.9 } }], 1)[0].sizes).toEqual([28]);
  });

  it('counts device pixels: a 2× screen doubles them', () => {
    expect(devicePx(7, facts(), 28, 2)).toBe(3.5);
    const output = facts({ letterPx: 20, letterFrom: 0 });
    expect(kinds(output, chat(output, [28]), 1)).toEqual(['words']);
    expect(kinds(output, chat(output, [28]), 2)).toEqual([]);
  });

  it(`says almost nothing is drawn under ${MIN_DRAWN_SHARE * 100} % of the frame, and nothing else then`, () => {
    const empty = facts({ drawnShare: MIN_DRAWN_SHARE - 0.0001, letterPx: 1, partWidthPx: 0.5 });
    expect(adviseChat(empty, chat(empty), 1)).toEqual([expect.objectContaining({ kind: 'empty', text: 'Almost nothing is drawn' })]);
    expect(kinds(facts({ drawnShare: MIN_DRAWN_SHARE }))).toEqual([]);
  });

  it(`asks to zoom when the subject's box fills under ${MIN_SUBJECT_SHARE * 100} % of the frame, naming the share`, () => {
    const small = facts({ subjectBox: { x: 40, y: 40, width: 28, height: 27 } });
    expect(adviseChat(small, chat(small), 1)[0].text).toBe('The subject fills 6 % of the emote: zoom to it');
    // 0.3 of 112² exactly: passes.
    expect(kinds(facts({ subjectBox: { x: 0, y: 0, width: 112, height: 33.6 } }))).toEqual([]);
  });

  it(`calls parts under ${VISIBLE_PART_PX} device px thin at the sizes where they are`, () => {
    // 6 px at 112: 1.5 px at 28 (passes), 1.18 px at 22 (vanishes).
    const output = facts({ partWidthPx: 6 });
    expect(adviseChat(output, chat(output), 1)[0]).toMatchObject({ kind: 'thin', sizes: [22], text: 'Thin parts vanish at 22 px: thicken them with an outline' });
    expect(kinds(facts({ partWidthPx: 7.7 }))).toEqual([]);
  });

  it('finds a dark edge fading on dark chat, a white one on light chat, and a mid grey on neither', () => {
    const dark = luminanceOfHex('#202020');
    expect(fadesOn([dark, dark])).toEqual(['dark']);
    expect(fadesOn([1, 1])).toEqual(['light']);
    expect(fadesOn([luminanceOfHex('#808080')])).toEqual([]);
    const output = facts({ edgeLuminances: [dark] });
    expect(adviseChat(output, chat(output), 1)[0].text).toBe('Add an outline: the subject fades on dark chat');
  });

  it('lets a fifth of the edge band standing out be enough, and less not', () => {
    const dark = luminanceOfHex('#202020');
    expect(fadesOn([1, dark, dark, dark, dark])).toEqual([]);
    expect(fadesOn([1, dark, dark, dark, dark, dark])).toEqual(['dark']);
  });

  it('says how little is drawn, down to not one pixel', () => {
    expect(ADVICE_TEXT.emptyDetail(0)).toBe('Not one pixel of the emote is visible: in chat it shows as an empty square.');
    expect(ADVICE_TEXT.emptyDetail(0.004)).toBe('Only 0.4 % of the emote is visible: in chat it shows as an empty square.');
  });

  it('names sizes as a list', () => {
    expect(sizesText([22])).toBe('22 px');
    expect(sizesText([22, 28, 32])).toBe('22 px, 28 px and 32 px');
  });
});

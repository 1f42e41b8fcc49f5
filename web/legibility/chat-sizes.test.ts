import { describe, expect, it } from 'vitest';
import { chatHeightsFor, chatSizesFor } from './chat-sizes.ts';
import type { LegibilityFacts } from './legibility-facts.ts';

const facts = (height: number): LegibilityFacts => ({ width: height, height, letterPx: 10, letterFrom: 0, letterWords: 1, drawnShare: 1, subjectBox: null, partWidthPx: null, edgeLuminances: [] });

describe('the chat sizes the advice reads at', () => {
  it("takes the platform's own sizes, and every chat's when no platform is chosen", () => {
    expect(chatHeightsFor('twitch')).toEqual([28]);
    expect(chatHeightsFor('discord')).toEqual([22, 48]);
    expect(chatHeightsFor('twitch-badge')).toEqual([18]);
    expect(chatHeightsFor(null)).toEqual([22, 28, 32, 48]);
  });

  it("reads Twitch's 28 px line from its own file when there is one, the output elsewhere", () => {
    const output = facts(112);
    const own = facts(28);
    const sizes = chatSizesFor(output, [{ chatHeight: 28, legibility: own }], null);
    expect(sizes.map((s) => [s.height, s.facts.height])).toEqual([[22, 112], [28, 28], [32, 112], [48, 112]]);
  });
});

import { describe, expect, it } from 'vitest';
import { checkPackFile } from './pack-checks.ts';
import { planPack } from './pack-plan.ts';

const plan = planPack({ filename: 'e', format: 'gif', size: { width: 112, height: 112 } });
const entry = (filename: string) => plan.find((e) => e.filename === filename)!;

describe('checkPackFile', () => {
  it('lists the checks a file passed: format, size, frames against the cap, bytes against the limit', () => {
    expect(checkPackFile(entry('e-slack-128.gif'), { format: 'gif', width: 128, height: 128, frames: 20, bytes: 81234 })).toEqual({
      passed: ['GIF', '128×128', '20 of at most 50 frames', '81,234 of at most 128,000 bytes'],
      problems: [],
    });
    const stillPlan = planPack({ filename: 'e', format: 'png', size: { width: 112, height: 112 } });
    expect(checkPackFile(stillPlan.find((e) => e.filename === 'e-ffz-128.png')!, { format: 'png', width: 128, height: 128, frames: 1, bytes: 3000 }).passed).toEqual([
      'PNG', '128×128', '3,000 bytes (no byte limit)',
    ]);
  });

  it("says a still WhatsApp sticker's limit is WhatsApp's still one, 100 KiB, not the moving 500 KiB", () => {
    const sticker = entry('e-whatsapp-512.webp');
    expect(checkPackFile(sticker, { format: 'webp', width: 512, height: 512, frames: 1, bytes: 4150 }).passed.at(-1)).toBe('4,150 of at most 102,400 bytes');
    expect(checkPackFile(sticker, { format: 'webp', width: 512, height: 512, frames: 3, bytes: 4150, durationMs: 300 }).passed.at(-1)).toBe('4,150 of at most 512,000 bytes');
  });

  it("holds Twitch's 112 px file to the manual upload's 512 KB, not the platform's 1 MB", () => {
    const verdict = checkPackFile(entry('e-twitch-112.gif'), { format: 'gif', width: 112, height: 112, frames: 20, bytes: 600_000 });
    expect(verdict).toEqual({ passed: [], problems: ["bytes: 600,000 is over Twitch manual upload's 512,000 byte limit"] });
  });

  it('reports what breaks the platform rules, and a size other than planned', () => {
    const verdict = checkPackFile(entry('e-twitch-badge-72.png'), { format: 'png', width: 70, height: 70, frames: 1, bytes: 30_000 });
    expect(verdict.problems).toEqual([
      'size: 70×70 is not 18, 36 or 72 px square',
      'bytes: 30,000 is over the 25,000 byte limit',
      'size: 70×70, not the 72×72 planned',
    ]);
  });
});

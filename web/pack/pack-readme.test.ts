import { describe, expect, it } from 'vitest';
import { packReadme, type ReadmeFile } from './pack-readme.ts';
import { planPack } from './pack-plan.ts';

const plan = planPack({ filename: 'emotejam', format: 'gif', size: { width: 500, height: 100 } });
const entry = (filename: string) => plan.find((e) => e.filename === filename)!;

const discord: ReadmeFile = {
  entry: entry('emotejam-discord-128.gif'), bytes: 81234, width: 128, height: 128, frames: 20, durationMs: 1000, fit: null,
  passed: ['GIF', '128×128', '81,234 of at most 262,144 bytes'],
};
const slack: ReadmeFile = {
  entry: entry('emotejam-slack-128.gif'), bytes: 127000, width: 128, height: 128, frames: 10, durationMs: 1000,
  fit: { limitBytes: 128_000, encodes: 4, quality: 100, colors: 63, scale: 1, frameStep: 2, lossy: 0, fromFps: 20 },
  passed: ['GIF', '128×128', '10 of at most 50 frames', '127,000 of at most 128,000 bytes'],
};
const badge: ReadmeFile = {
  entry: entry('emotejam-twitch-badge-18.png'), bytes: 379, width: 18, height: 18, frames: 1, durationMs: 0, fit: null,
  passed: ['PNG still image', '18×18', '379 of at most 25,000 bytes'],
};

describe('packReadme', () => {
  it('lists every file with its size, frames, what the fit gave up and the checks it passed', () => {
    const text = packReadme({ filename: 'emotejam', emoteName: 'Jam', files: [discord, slack, badge], leftOut: [] });
    expect(text.split('\r\n').slice(0, 22)).toEqual([
      'emotejam: one Jam emote for every platform',
      '',
      "3 files, each fitted to its platform's upload rules by the emote maker and checked against them.",
      "Twitch's three emote sizes are made for manual upload: at most 512 KB each.",
      '',
      'FILES',
      '',
      'emotejam-discord-128.gif',
      '    Discord emoji 128 GIF: 79 KiB (81,234 bytes), 128×128, 20 frames, 1.0 s',
      '    Checks passed: GIF; 128×128; 81,234 of at most 262,144 bytes',
      '',
      'emotejam-slack-128.gif',
      '    Slack 128 GIF: 124 KiB (127,000 bytes), 128×128, 10 frames, 1.0 s',
      '    To fit 128 KB: 63 colours, every 2nd frame',
      '    Checks passed: GIF; 128×128; 10 of at most 50 frames; 127,000 of at most 128,000 bytes',
      '',
      'emotejam-twitch-badge-18.png',
      '    Twitch badge 18 PNG: 379 B (379 bytes), 18×18, 1 frame',
      '    Checks passed: PNG still image; 18×18; 379 of at most 25,000 bytes',
      '',
      'UPLOAD GUIDES',
      '',
    ]);
    expect(text).not.toContain('LEFT OUT');
    expect(text).toContain('Discord emoji: https://github.com/discord/discord-api-docs/blob/main/docs/resources/emoji.mdx\r\n');
  });

  it("says a fitted Telegram WebM's bitrate, with its link to Telegram's rules", () => {
    const telegram: ReadmeFile = {
      entry: entry('emotejam-telegram-100.webm'), bytes: 250000, width: 100, height: 100, frames: 60, durationMs: 3000,
      fit: { limitBytes: 256_000, encodes: 3, quality: 480, colors: 255, scale: 1, frameStep: 1, lossy: 0, fromFps: 20 },
      passed: ['WebM', '100×100', '250,000 of at most 256,000 bytes'],
    };
    const text = packReadme({ filename: 'emotejam', emoteName: 'Jam', files: [telegram], leftOut: [] });
    expect(text).toContain('emotejam-telegram-100.webm\r\n    Telegram emoji 100 WEBM: 244 KiB (250,000 bytes), 100×100, 60 frames, 3.0 s\r\n    To fit 256 KB: 480 kbit/s\r\n');
    expect(text).toContain('Telegram emoji: https://core.telegram.org/stickers\r\n');
  });

  it('says what was left out and why, in SPEC wording where a limit could not be met', () => {
    const text = packReadme({
      filename: 'emotejam', emoteName: 'Jam', files: [discord],
      leftOut: [
        { entry: entry('emotejam-slack-128.gif'), reason: "can't meet file size limit (nothing fits in 131072 bytes after 16 encodes)" },
        { entry: entry('emotejam-7tv-500x100.gif'), reason: 'dimensions: 500×100 is wider than 3:1' },
      ],
    });
    expect(text).toContain("1 file, each fitted to its platform's upload rules");
    expect(text).toContain('2 files left out: see LEFT OUT at the end.\r\n');
    expect(text).toContain([
      'LEFT OUT',
      '',
      'emotejam-slack-128.gif (Slack 128 GIF)',
      "    Left out: can't meet file size limit (nothing fits in 131072 bytes after 16 encodes)",
      '',
      'emotejam-7tv-500x100.gif (7TV 500×100 GIF)',
      '    Left out: dimensions: 500×100 is wider than 3:1',
      '',
    ].join('\r\n'));
    // The guides cover the platforms left out too: the visitor may still upload there by hand.
    expect(text).toContain('7TV: https://7tv.app/');
  });
});

import { describe, expect, it } from 'vitest';
import { checkPlatforms, PLATFORMS, type ProducedFile } from './platform-rules.ts';

const verdict = (name: string, f: ProducedFile) => checkPlatforms(f).find((v) => v.spec.platform === name)!;
const gif = (width: number, height: number, frames: number, bytes: number): ProducedFile => ({ format: 'gif', width, height, frames, bytes });

describe('platform checks', () => {
  it('passes a 112×112 20-frame GIF of 100 KiB on Twitch, with the optimal size', () => {
    const v = verdict('Twitch emote', gif(112, 112, 20, 100 * 1024));
    expect(v.problems).toEqual([]);
    expect(v.optimal).toBe(true);
  });

  it('fails Twitch for a wide, long or heavy emote with the reason', () => {
    expect(verdict('Twitch emote', gif(256, 128, 20, 1000)).problems[0]).toMatch(/^dimensions: 256×128 is not square/);
    expect(verdict('Twitch emote', gif(112, 112, 61, 1000)).problems).toEqual(['frames: 61 is more than 60']);
    expect(verdict('Twitch emote', gif(56, 56, 10, 600 * 1024)).problems[0]).toMatch(/^bytes: .* over the 524,288 byte limit/);
  });

  it('holds Slack to 128 KiB and 50 frames', () => {
    expect(verdict('Slack', gif(128, 128, 50, 131072)).problems).toEqual([]);
    expect(verdict('Slack', gif(128, 128, 51, 131073)).problems).toHaveLength(2);
  });

  it('takes only static PNG on FFZ and YouTube', () => {
    expect(verdict('FFZ', gif(128, 128, 20, 1000)).problems).toEqual(['format: FFZ takes static PNG only']);
    expect(verdict('YouTube emoji', { format: 'png', width: 48, height: 48, frames: 1, bytes: 2000 }).problems).toEqual([]);
    expect(verdict('YouTube emoji', gif(48, 48, 2, 2000)).problems[0]).toMatch(/^frames/);
  });

  it('allows 7TV wide emotes up to 3:1', () => {
    expect(verdict('7TV', gif(384, 128, 20, 1000)).problems).toEqual([]);
    expect(verdict('7TV', gif(400, 128, 20, 1000)).problems[0]).toMatch(/3:1/);
  });

  it('has a docs link for every platform', () => {
    for (const spec of PLATFORMS) expect(spec.docsUrl).toMatch(/^https:\/\//);
  });
});

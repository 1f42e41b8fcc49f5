import { describe, expect, it } from 'vitest';
import { defaultEncodeOptions, defaultInputTransform, type MakeJob } from '../../pipeline/protocol.ts';
import { defaultCaptionSpec, defaultTextSpec } from '../../text/text-spec.ts';
import { twitchChatJob, twitchFileSide } from './chat-files.ts';

const job = (over: Partial<MakeJob> = {}): MakeJob => ({
  slug: 'jam', format: 'gif', width: 112, height: 112, inputs: [null], settings: {},
  encodeOptions: { ...defaultEncodeOptions(), scaledown: 2 }, target: null, overlay: null, watermark: null, devOverlay: false,
  texts: [{ text: defaultTextSpec(), transform: defaultInputTransform() }],
  ...over,
});
const square = (side: number) => ({ width: side, height: side });

describe("the chat preview's Twitch file", () => {
  it('is the 28 px file on a 1× screen, the 56 px one on a 2× screen, the 112 px one beyond', () => {
    expect(twitchFileSide([112, 56, 28], 1)).toBe(28);
    expect(twitchFileSide([112, 56, 28], 1.25)).toBe(56);
    expect(twitchFileSide([112, 56, 28], 2)).toBe(56);
    expect(twitchFileSide([112, 56, 28], 3)).toBe(112);
  });

  it("is made like the pack's Twitch file of an emote with words: its size, Twitch's manual-upload limit, no scaledown", () => {
    const made = twitchChatJob(job(), square(112), 1)!;
    expect([made.width, made.height, made.format, made.encodeOptions.scaledown]).toEqual([28, 28, 'gif', 1]);
    expect(made.target?.platformId).toBe('twitch');
    expect(made.texts).toEqual(job().texts);
    expect(twitchChatJob(job({ texts: undefined, caption: { ...defaultCaptionSpec(), words: 'VIBING' } }), square(112), 2)!.width).toBe(56);
  });

  it('is not made for a picture without words, a wide emote, or an output already at that size', () => {
    expect(twitchChatJob(job({ texts: undefined }), square(112), 1)).toBeNull();
    expect(twitchChatJob(job(), { width: 224, height: 112 }, 1)).toBeNull();
    expect(twitchChatJob(job(), square(28), 1)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { emojiProblem } from './sticker-emoji.ts';
import { SET_MESSAGES } from './set-messages.ts';

describe('a sticker’s emoji', () => {
  it('takes 1 to 3 emoji, a flag or a skin-toned hand counting as one', () => {
    for (const text of ['😺', '😺🎉', '👍🏽🇫🇷❤️']) expect(emojiProblem(text), text).toBeNull();
  });

  it('refuses none, more than three, and anything that is not an emoji', () => {
    for (const text of ['', '😺😺😺😺', 'cat', '😺 ', ':)']) expect(emojiProblem(text), text).toBe(SET_MESSAGES.emoji);
  });
});

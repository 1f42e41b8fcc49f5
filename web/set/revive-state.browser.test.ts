import { describe, expect, it } from 'vitest';
import { findEmoteType } from '../emotes/index.ts';
import { createEmoteState } from '../state/emote/emote-state.ts';
import { defaultInputTransform } from '../pipeline/protocol.ts';
import { storedStateOf } from './capture-emote.ts';
import { reviveState } from './revive-state.ts';

const jam = findEmoteType('jam')!;

describe('a kept emote’s state', () => {
  it('is stored without object URLs and comes back with its settings, the maker’s own stored state untouched', () => {
    const state = createEmoteState(jam);
    state.format = 'png';
    state.filename = 'kittyJam';
    state.encodeOptions.mirror = true;
    state.inputImages[0] = { filename: 'cat.png', url: 'blob:http://x/1', revokeUrl: true, size: { width: 40, height: 30 }, transform: defaultInputTransform(), isSample: false };
    const stored = storedStateOf(state);
    expect(stored).not.toContain('blob:');
    expect(JSON.parse(stored)).not.toHaveProperty('anisStatus');

    localStorage.setItem('emote-state:jam', '{"filename":"theirs"}');
    const revived = reviveState(jam, stored);
    expect(localStorage.getItem('emote-state:jam')).toBe('{"filename":"theirs"}');
    expect([revived.format, revived.filename, revived.encodeOptions.mirror]).toEqual(['png', 'kittyJam', true]);
    expect(revived.inputImages[0]).toMatchObject({ filename: 'cat.png', url: '', revokeUrl: false, size: { width: 40, height: 30 } });
    localStorage.removeItem('emote-state:jam');
    reviveState(jam, stored);
    expect(localStorage.getItem('emote-state:jam')).toBeNull();
  });
});

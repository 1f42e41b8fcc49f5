import { beforeEach, describe, expect, it } from 'vitest';
import arrive from '../../emotes/arrive.ts';
import jam from '../../emotes/jam.ts';
import { emoteStates, stateFor } from './emote-state.ts';
import { choosePreset, setFormat, setSetting, setSize } from './style-actions.ts';

beforeEach(() => {
  for (const slug of Object.keys(emoteStates)) delete emoteStates[slug];
});

describe('style actions', () => {
  it('clamps and rounds width and height, and leaves the preset for custom', () => {
    setSize(jam, 'width', 1e6);
    expect(stateFor(jam).size.width).toBe(500);
    setSize(jam, 'height', 12.4);
    expect(stateFor(jam).size.height).toBe(12);
    expect(stateFor(jam).presetId).toBe('custom');
  });

  it('applies a preset size and format, and switches to custom when the format leaves it', () => {
    choosePreset(jam, 'discord');
    expect(stateFor(jam).size).toEqual({ width: 128, height: 128 });
    expect(stateFor(jam).presetId).toBe('discord');
    setFormat(jam, 'png');
    expect(stateFor(jam).presetId).toBe('custom');
  });

  it('clamps a setting to its range', () => {
    setSetting(jam, 'tilt', 500);
    expect(stateFor(jam).settings.tilt).toBe(30);
    expect(stateFor(jam).fresh).toBe(false);
  });

  it("keeps arrive's start frame on a held frame while the visitor leaves it at the default", () => {
    const state = stateFor(arrive);
    const before = state.encodeOptions.startFrame;
    expect(before).toBe(arrive.defaultStartFrame(state.settings, state.size));
    setSetting(arrive, 'seconds', 6);
    expect(state.encodeOptions.startFrame).not.toBe(before);
    expect(state.encodeOptions.startFrame).toBe(arrive.defaultStartFrame(state.settings, state.size));
    state.encodeOptions.startFrame = 2;
    setSetting(arrive, 'seconds', 1);
    expect(state.encodeOptions.startFrame).toBe(2);
  });
});

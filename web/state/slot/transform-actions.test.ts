import { beforeEach, describe, expect, it } from 'vitest';
import jam from '../../emotes/jam.ts';
import { defaultInputTransform } from '../../pipeline/protocol.ts';
import { emoteStates, stateFor } from '../emote/emote-state.ts';
import { MAX_ZOOM, mirrorInput, panInput, resetTransform, rotateInput, setFill, zoomInput, zoomOf, ZOOM_IN_REFUSED, ZOOM_OUT_REFUSED } from './transform-actions.ts';

const transform = () => stateFor(jam).inputImages[0]!.transform;

beforeEach(() => {
  delete emoteStates.jam;
  stateFor(jam).inputImages[0] = { filename: 'a.png', url: 'blob:x', revokeUrl: false, size: { width: 10, height: 10 }, transform: defaultInputTransform(), isSample: false };
});

describe('input transform', () => {
  it('zooms and refuses to pass the largest zoom', () => {
    expect(zoomInput(jam, 0, 2)).toBeNull();
    expect(zoomOf(transform().matrix)).toBeCloseTo(2);
    expect(zoomInput(jam, 0, MAX_ZOOM)).toBe(ZOOM_IN_REFUSED);
    expect(zoomOf(transform().matrix)).toBeCloseTo(2);
  });

  it('refuses to zoom out below the smallest size', () => {
    expect(zoomInput(jam, 0, 1 / 32)).toBe(ZOOM_OUT_REFUSED);
  });

  it('turns four quarter turns back to upright', () => {
    for (let i = 0; i < 4; i++) rotateInput(jam, 0, true);
    expect(transform().matrix.map((v) => v + 0)).toEqual([1, 0, 0, 1]);
  });

  it('mirrors through the matrix and marks the state edited', () => {
    mirrorInput(jam, 0);
    expect(transform().matrix).toEqual([-1, 0, 0, 1]);
    expect(stateFor(jam).fresh).toBe(false);
  });

  it('keeps the pan within one output size', () => {
    panInput(jam, 0, 5, -0.25);
    expect(transform().offset).toEqual({ x: 1, y: -0.25 });
  });

  it('switches between fit and fill, and keeps the choice when the placement is reset', () => {
    expect(transform().fill).toBe(false);
    setFill(jam, 0, true);
    zoomInput(jam, 0, 2);
    resetTransform(jam, 0);
    expect(transform()).toMatchObject({ fill: true, matrix: [1, 0, 0, 1] });
    expect(stateFor(jam).fresh).toBe(false);
  });
});

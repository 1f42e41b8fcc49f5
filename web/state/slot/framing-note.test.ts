import { describe, expect, it } from 'vitest';
import { defaultInputTransform } from '../../pipeline/protocol.ts';
import { framingNote } from './framing-note.ts';

const image = (width: number, height: number, fill: boolean) => ({ size: { width, height }, opaque: true, transform: { ...defaultInputTransform(), fill } });
const square = { width: 112, height: 112 };

describe('framing note', () => {
  it('says a wide image set to Fill has its left and right edges cropped', () => {
    expect(framingNote(image(480, 270, true), square)).toMatch(/^Framing set to Fill: .*left and right edges are cropped\. Choose Fit/);
  });

  it('says a tall one loses its top and bottom', () => {
    expect(framingNote(image(300, 600, true), square)).toContain('its top and bottom are cropped');
  });

  it('says nothing when the image is fitted or has the emote\'s shape', () => {
    expect(framingNote(image(480, 270, false), square)).toBeNull();
    expect(framingNote(image(448, 448, true), square)).toBeNull();
    expect(framingNote(image(512, 256, true), { width: 256, height: 128 })).toBeNull();
  });
});

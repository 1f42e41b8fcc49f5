import { beforeEach, describe, expect, it } from 'vitest';
import jam from '../../emotes/jam.ts';
import text from '../../emotes/text.ts';
import { defaultInputTransform } from '../../pipeline/protocol.ts';
import { defaultTextSpec } from '../../text/text-spec.ts';
import { emoteStates, stateFor, type InputImage } from '../emote/emote-state.ts';
import { onEdit } from '../emote/edit.ts';
import { addOutline, fillFrame, growCaption, keepFewerWords, shorterWords, zoomToSubject } from './chat-fixes.ts';

const image = (over: Partial<InputImage> = {}): InputImage => ({ filename: 'a.png', url: 'blob:a', revokeUrl: false, size: { width: 112, height: 112 }, transform: defaultInputTransform(), isSample: false, ...over });

/** Runs `fix` and counts the edits it made: each fix is one, so one undo step. */
function editsOf(fix: () => void) {
  let edits = 0;
  const stop = onEdit(() => edits++);
  fix();
  stop();
  return edits;
}

beforeEach(() => {
  delete emoteStates.jam;
  delete emoteStates.text;
});

describe("the chat advice's fixes, each one edit", () => {
  it('keeps the first two words of a text slot, then the first one, one edit each', () => {
    stateFor(text).inputImages = [image({ text: { ...defaultTextSpec(), words: "LET'S GOOO 😂" } })];
    expect(shorterWords(text, 0)).toBe("LET'S GOOO");
    expect(editsOf(() => keepFewerWords(text, 0))).toBe(1);
    expect(stateFor(text).inputImages[0]!.text!.words).toBe("LET'S GOOO");
    expect(shorterWords(text, 0)).toBe("LET'S");
    expect(editsOf(() => keepFewerWords(text, 0))).toBe(1);
    expect(stateFor(text).inputImages[0]!.text!.words).toBe("LET'S");
    expect(shorterWords(text, 0)).toBeNull();
  });

  it('makes the caption as big as it goes', () => {
    expect(editsOf(() => growCaption(jam))).toBe(1);
    expect(stateFor(jam).caption!.size).toBe(40);
  });

  it('sets a white outline of the width asked', () => {
    expect(editsOf(() => addOutline(jam, 'white', 6))).toBe(1);
    expect(stateFor(jam).subjectStyle.outline).toEqual({ colour: '#ffffff', width: 6 });
  });

  it("zooms the image slot to the subject's box, and fills the frame with it", () => {
    stateFor(jam).inputImages = [image()];
    expect(editsOf(() => zoomToSubject(jam, { x: 42, y: 42, width: 28, height: 28 }, { width: 112, height: 112 }))).toBe(1);
    expect(stateFor(jam).inputImages[0]!.transform.matrix[0]).toBeCloseTo(3.68);
    expect(editsOf(() => fillFrame(jam))).toBe(1);
    expect(stateFor(jam).inputImages[0]!.transform).toMatchObject({ fill: true, fillChosen: true, matrix: [1, 0, 0, 1] });
  });
});

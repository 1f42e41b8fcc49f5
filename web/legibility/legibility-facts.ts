/**
 * What the worker measured of a made file for the chat preview's advice (issue 36): plain data
 * that travels with the file, in that file's own pixels. The page turns it into advice per chat
 * size (advise.ts); the worker measures it (pipeline/worker/measure-legibility.ts).
 */

/** A box on the frame, px. */
export interface FrameBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LegibilityFacts {
  /** The frame measured, px (the file's own size). */
  width: number;
  height: number;
  /** Height of a capital of the smallest words drawn (slot words or caption), px, from the text layout; null when no letters are drawn. */
  letterPx: number | null;
  /** Whose letters those are: the caption, or the input slot whose words they are; null with no letters. */
  letterFrom: 'caption' | number | null;
  /** How many words those letters make (the advice names fewer, and the fix keeps fewer); null with no letters. */
  letterWords: number | null;
  /** The most of the frame any measured frame draws (alpha at or above half), 0..1. */
  drawnShare: number;
  /** The box around every drawn pixel of every measured frame, or null when nothing is drawn. */
  subjectBox: FrameBox | null;
  /** How wide the drawn parts typically are, px (median over their middle lines); null when nothing is drawn. */
  partWidthPx: number | null;
  /**
   * Relative luminances (WCAG) of the drawn pixels near the subject's edge, a sample of at most
   * EDGE_SAMPLES, for the contrast against each chat's background; empty when the subject has no
   * edge inside the frame (it fills it).
   */
  edgeLuminances: readonly number[];
}

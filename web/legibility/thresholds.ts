/**
 * Where a measure stops reading in chat (issue 36), each with its reason. Sizes are device pixels
 * at the size the chat shows the emote; advise.ts compares the measures against them.
 */

/**
 * A capital under 7 device px tall is not read as a letter: a capital needs a row for each of its
 * bars and gaps (an E has five) and resampling blurs about one more away, which is why the
 * smallest bitmap fonts made to be read (the 5×7 dot matrix) are 7 rows tall. It is also the floor
 * a caption is refused under at the emote's own size (pipeline/worker/draw-caption.ts).
 */
export const READABLE_LETTER_PX = 7;

/**
 * A part narrower than 1.5 device px is drawn as a pale blend of its colour and the chat's, not as
 * a line: a 1 px line lands across two pixel columns at half strength unless it happens to align.
 */
export const VISIBLE_PART_PX = 1.5;

/**
 * A subject whose box fills under 30 % of the frame is under about 15 px across at 28 px, the
 * width of two letters of the chat's own text: too small to tell what it is.
 */
export const MIN_SUBJECT_SHARE = 0.3;

/**
 * Under 1 % of the frame drawn (about 8 of a 28 px emote's 784 pixels) shows as an empty square
 * in chat: a speck, or a file with nothing in it.
 */
export const MIN_DRAWN_SHARE = 0.01;

/**
 * An edge pixel stands out from the chat at a contrast of 2:1 (WCAG ratio). WCAG 1.4.11 asks 3:1
 * for controls; shaded photographs rarely reach that on every edge, while under 2:1 the silhouette
 * melts into the background at chat size.
 */
export const EDGE_CONTRAST = 2;

/**
 * The subject fades on a chat when under a fifth of its edge band stands out at EDGE_CONTRAST: a
 * fifth is enough for the eye to find the shape (the yellow inside the black outline of "GG", a
 * dark subject's white outline seen on the light chat), less is a smudge.
 */
export const MIN_EDGE_STANDING_OUT = 0.2;

/**
 * The edge band measured: the subject's outer 4 device px at 28 px (16 px of a 112 px file), the
 * part the eye finds a shape by at chat size; deep enough that an outline and what it surrounds both count.
 */
export const EDGE_BAND_CHAT_PX = 4;

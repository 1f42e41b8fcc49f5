/**
 * Where a caption goes on a frame: a band at the top or bottom (the meme style), or a speech
 * bubble; fixed on the frame, or beside the subject's visible pixels when it follows them.
 */
import type { Box } from './draw-text.ts';
import type { CaptionPlace } from './text-spec.ts';

/** Room kept from the frame's edges, as a fraction of the shorter side. */
export const CAPTION_MARGIN = 0.03;
/** The most of the frame's height a caption may take. */
export const CAPTION_MAX_HEIGHT = 0.45;

/**
 * The smallest letter size a caption is shrunk to before it is refused: what still reads at that
 * output size. It grows slower than the size (a small emote is seen small, so its letters need a
 * larger share): 5 px at 28, 8 px at 112, 13 px at 320.
 */
export const captionMinPx = (height: number) => Math.max(5, Math.round(Math.sqrt(height) * 0.75));

/** The box the caption's words may fill, before they are laid out. */
export function captionRoom(place: CaptionPlace, width: number, height: number): Box {
  const margin = Math.max(1, Math.round(Math.min(width, height) * CAPTION_MARGIN));
  const roomWidth = place === 'bubble' ? width * 0.8 : width - 2 * margin;
  return { x: (width - roomWidth) / 2, y: margin, width: roomWidth, height: height * (place === 'bubble' ? 0.4 : CAPTION_MAX_HEIGHT) };
}

/**
 * Where a laid-out caption of `size` goes: centred on the frame (or the subject, when following)
 * across, against the top or bottom edge (or just above or below the subject), always inside the frame.
 */
export function placeCaption(place: CaptionPlace, size: { width: number; height: number }, frame: { width: number; height: number }, subject: Box | null): Box {
  const margin = Math.max(1, Math.round(Math.min(frame.width, frame.height) * CAPTION_MARGIN));
  const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));
  const centre = subject ? subject.x + subject.width / 2 : frame.width / 2;
  const x = clamp(centre - size.width / 2, margin, frame.width - margin - size.width);
  const below = place === 'bottom';
  let y: number;
  if (!subject) y = below ? frame.height - margin - size.height : margin;
  else y = below ? subject.y + subject.height : subject.y - size.height - (place === 'bubble' ? size.height * 0.25 : 0);
  return { x, y: clamp(y, margin, frame.height - margin - size.height), width: size.width, height: size.height };
}

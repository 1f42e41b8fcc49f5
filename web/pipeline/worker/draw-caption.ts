/**
 * The caption decorate step (issue 20): words drawn over a composed frame after the effect and
 * before the encode, so the fit counts them. A caption that cannot fit with letters that still read
 * at the emote's own size (issue 36) is refused with ENCODE_ERRORS.captionTooLong, never drawn past the frame.
 */
import { ENCODE_ERRORS } from '../../messages.ts';
import { PipelineError } from '../../../wasm/shared/pipeline-error.ts';
import { fitWords, paintWords, type Box, type PaintStyle } from '../../text/draw-text.ts';
import { captionMinPx, captionRoom, placeCaption } from '../../text/caption-layout.ts';
import type { TextLayout } from '../../text/layout-text.ts';
import { textFontFor } from '../../text/text-fonts.ts';
import type { CaptionSpec } from '../../text/text-spec.ts';
import { capHeightRatio } from '../../text/cap-height.ts';
import { READABLE_LETTER_PX } from '../../legibility/thresholds.ts';

type Context = OffscreenCanvasRenderingContext2D;

/** How the caption's letters are painted: the meme style, or dark letters inside a bubble. */
export function captionStyle(caption: CaptionSpec): PaintStyle {
  const font = textFontFor(caption.font);
  if (caption.place === 'bubble') return { font, fill: caption.outline, fill2: null, outlines: [] };
  return { font, fill: caption.fill, fill2: null, outlines: [{ color: caption.outline, width: caption.outlineWidth }] };
}

/**
 * The smallest letter size a caption is drawn at on a frame `height` px tall: its capitals at least
 * READABLE_LETTER_PX tall (issue 36: under that they are not read as letters), and never under
 * captionMinPx, which grows with the size.
 */
export const captionFloorPx = (caption: CaptionSpec, height: number) =>
  Math.max(captionMinPx(height), Math.ceil(READABLE_LETTER_PX / capHeightRatio(textFontFor(caption.font))));

const layouts = new Map<string, TextLayout>();

/** The caption's words laid out for a frame of this size (kept: every frame of a job asks again); throws when they cannot fit. */
export function layoutCaption(ctx: Context, caption: CaptionSpec, width: number, height: number, fromHeight?: number): TextLayout {
  const key = JSON.stringify([caption, width, height, fromHeight]);
  const kept = layouts.get(key);
  if (kept) return kept;
  const room = captionRoom(caption.place, width, height);
  const inner = caption.place === 'bubble' ? { ...room, width: room.width * 0.86, height: room.height * 0.8 } : room;
  // A pack file keeps the emote's proportions: its floor is the emote's, scaled to this height.
  const floor = (side: number) => captionFloorPx(caption, side);
  const minPx = fromHeight ? Math.min(floor(height), (floor(fromHeight) * height) / fromHeight) : floor(height);
  // A caption size under the floor grows to it (a 20 % caption on a 32 px badge would be 6 px letters): read, or refused.
  const maxPx = Math.max(1, (caption.size / 100) * height, minPx);
  const layout = fitWords(ctx, caption.words.trim(), captionStyle(caption), inner, maxPx, minPx);
  if (!layout) throw new PipelineError(ENCODE_ERRORS.captionTooLong, `${[...caption.words].length} characters at ${width}×${height}`);
  if (layouts.size > 32) layouts.clear();
  layouts.set(key, layout);
  return layout;
}

/** The box around the frame's visible pixels (alpha above a quarter), or null when there are none or they fill the frame. */
export function findSubject(ctx: Context, width: number, height: number): Box | null {
  const data = ctx.getImageData(0, 0, width, height).data;
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[(y * width + x) * 4 + 3] < 64) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  if (right < 0) return null;
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** Draws the caption on the frame in `ctx` (identity transform). */
export function drawCaption(ctx: Context, caption: CaptionSpec, width: number, height: number, fromHeight?: number) {
  const layout = layoutCaption(ctx, caption, width, height, fromHeight);
  const subject = caption.follow ? findSubject(ctx, width, height) : null;
  const style = captionStyle(caption);
  if (caption.place !== 'bubble') {
    const box = placeCaption(caption.place, layout, { width, height }, subject);
    paintWords(ctx, layout, style, box);
    return;
  }
  const pad = Math.max(2, layout.px * 0.35);
  const size = { width: Math.min(width * 0.94, layout.width + 2 * pad), height: Math.min(height * 0.45, layout.height + 2 * pad) };
  const bubble = placeCaption('bubble', size, { width, height }, subject);
  const target = subject ? { x: subject.x + subject.width / 2, y: subject.y + Math.min(subject.height * 0.25, height * 0.2) } : { x: width * 0.55, y: height * 0.62 };
  drawBubble(ctx, bubble, target, caption.fill, caption.outline, Math.max(1, layout.px * 0.08));
  paintWords(ctx, layout, style, { x: bubble.x + pad, y: bubble.y + pad, width: bubble.width - 2 * pad, height: bubble.height - 2 * pad });
}

/** A rounded speech bubble with a tail toward `target` (below the bubble), in one path so the border has no seam. */
function drawBubble(ctx: Context, box: Box, target: { x: number; y: number }, fill: string, border: string, lineWidth: number) {
  const r = Math.min(box.width, box.height) * 0.3;
  const bottom = box.y + box.height;
  const tipY = Math.max(bottom + lineWidth * 2, Math.min(target.y, bottom + box.height * 0.6));
  const baseX = Math.min(Math.max(target.x, box.x + r + 2), box.x + box.width - r - 2);
  const half = Math.max(2, Math.min(box.width * 0.08, r));
  const tipX = Math.min(Math.max(target.x, box.x), box.x + box.width);
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(box.x + r, box.y);
  ctx.arcTo(box.x + box.width, box.y, box.x + box.width, bottom, r);
  ctx.arcTo(box.x + box.width, bottom, box.x, bottom, r);
  ctx.lineTo(baseX + half, bottom);
  ctx.lineTo(tipX, tipY);
  ctx.lineTo(baseX - half, bottom);
  ctx.arcTo(box.x, bottom, box.x, box.y, r);
  ctx.arcTo(box.x, box.y, box.x + box.width, box.y, r);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = lineWidth;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = border;
  ctx.stroke();
  ctx.restore();
}

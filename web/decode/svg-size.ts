import type { Size } from './fit-size.ts';
import { findSvgRootTag } from './svg-root.ts';

/** CSS px per unit for the absolute units an SVG length may carry. */
const PX_PER_UNIT: Record<string, number> = { '': 1, px: 1, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4 };

/**
 * The SVG's own size: width and height attributes, the missing one taken from the viewBox's aspect,
 * or the viewBox alone; null when it declares neither (or only relative lengths such as 100%).
 */
export function readSvgSize(bytes: Uint8Array): Size | null {
  const tag = findSvgRootTag(bytes);
  if (!tag) return null;
  const attributes = readAttributes(tag);
  const width = parseLength(attributes.width);
  const height = parseLength(attributes.height);
  const box = parseViewBox(attributes.viewBox);
  if (width && height) return roundSize(width, height);
  if (!box) return null;
  if (width) return roundSize(width, (width * box.height) / box.width);
  if (height) return roundSize((height * box.width) / box.height, height);
  return roundSize(box.width, box.height);
}

/**
 * True when the root declares a width or height of zero (width="0", height="0px", a viewBox of zero
 * width or height): such an SVG draws nothing at any size, like a raster image of zero size.
 */
export function declaresZeroSize(bytes: Uint8Array): boolean {
  const tag = findSvgRootTag(bytes);
  if (!tag) return false;
  const attributes = readAttributes(tag);
  const isZero = (value: string | undefined) => /^\+?0*\.?0+(?:e[+-]?\d+)?(px|pt|pc|in|cm|mm|em|ex|%)?$/i.test(value?.trim() ?? '');
  const box = attributes.viewBox?.trim().split(/[\s,]+/).map(Number);
  const zeroBox = box?.length === 4 && (box[2] === 0 || box[3] === 0);
  return isZero(attributes.width) || isZero(attributes.height) || zeroBox;
}

function readAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attributes[match[1]] = match[2] ?? match[3];
  }
  return attributes;
}

/** A positive absolute length in px, or null for missing, relative (%, em) or invalid values. */
function parseLength(value: string | undefined): number | null {
  const match = value?.trim().match(/^\+?(\d*\.?\d+(?:e[+-]?\d+)?)(px|pt|pc|in|cm|mm)?$/i);
  if (!match) return null;
  const px = Number(match[1]) * PX_PER_UNIT[(match[2] ?? '').toLowerCase()];
  return px > 0 && Number.isFinite(px) ? px : null;
}

function parseViewBox(value: string | undefined): Size | null {
  const numbers = value?.trim().split(/[\s,]+/).map(Number);
  if (!numbers || numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n))) return null;
  const [, , width, height] = numbers;
  return width > 0 && height > 0 ? { width, height } : null;
}

function roundSize(width: number, height: number): Size {
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}

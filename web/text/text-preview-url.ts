/**
 * A picture of a text input for the page (the placement editor's frame): an SVG data URL in the
 * words' colours. The page has no bundled faces loaded, so the letters here are the system's bold
 * sans-serif; the output itself is drawn in the worker with the bundled face.
 */
import type { Size } from '../emotes/types.ts';
import type { TextSpec } from './text-spec.ts';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The words drawn at `size`, one `<tspan>` a line, as a data URL. */
export function textPreviewUrl(text: TextSpec, size: Size): string {
  const lines = text.words.split('\n');
  const longest = Math.max(1, ...lines.map((line) => [...line].length));
  const fontSize = Math.max(6, Math.min(size.height / (lines.length * 1.2), (size.width / longest) * 1.6));
  const outline = text.outlines[0].width > 0 ? `stroke="${text.outlines[0].color}" stroke-width="${(text.outlines[0].width / 100) * fontSize * 2}" paint-order="stroke" stroke-linejoin="round"` : '';
  const top = size.height / 2 - ((lines.length - 1) * fontSize * 1.15) / 2;
  const spans = lines.map((line, i) => `<tspan x="50%" y="${top + i * fontSize * 1.15}">${escapeXml(line)}</tspan>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">` +
    `<text text-anchor="middle" dominant-baseline="central" font-family="Impact, 'Arial Black', sans-serif" font-weight="900" font-size="${fontSize}" fill="${text.fill}" ${outline}>${spans}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

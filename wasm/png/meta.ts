/**
 * The PNG codec unit's data (as jSquash's meta.ts): its mime type and encode options. Data only.
 * oxipng is left out (encode-png.ts says why), so a PNG encode has no options yet.
 */

export const PNG_MIME = 'image/png';

/** Options of one PNG encode (none today: @jsquash/png writes RGBA at its default compression). */
export type PngEncodeOptions = Record<string, never>;

export const defaultPngEncodeOptions: PngEncodeOptions = {};

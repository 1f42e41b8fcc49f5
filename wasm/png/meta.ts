/**
 * The PNG codec unit's data (as jSquash's meta.ts): its mime type. A PNG encode takes no options:
 * @jsquash/png writes RGBA at its default compression, and oxipng is left out (encode-png.ts says why).
 */

export const PNG_MIME = 'image/png';

/**
 * The output formats (SPEC section 3): gif (animated) and png (static), and since issue 22 webp
 * (animated or still, full colour and 8-bit alpha), webm (VP9 video with alpha, Telegram's animated
 * emoji) and apng (an animated PNG: full colour and 8-bit alpha, lossless or a palette; a .png file).
 * Shared by the emote types and the worker protocol.
 */
export type OutputFormat = 'gif' | 'png' | 'webp' | 'webm' | 'apng';

/** Every output format, in the order the format choice shows them. */
export const OUTPUT_FORMATS: readonly OutputFormat[] = ['gif', 'png', 'webp', 'webm', 'apng'];

/** The file name's extension of a format: an APNG is a .png file (its readers that know no animation show the first frame). */
export const extensionOf = (format: OutputFormat): string => (format === 'apng' ? 'png' : format);

/**
 * The output formats (SPEC section 3): gif (animated) and png (static), and since issue 22 webp
 * (animated or still, full colour and 8-bit alpha) and webm (VP9 video with alpha, Telegram's animated
 * emoji). Shared by the emote types and the worker protocol.
 */
export type OutputFormat = 'gif' | 'png' | 'webp' | 'webm';

/** Every output format, in the order the format choice shows them. */
export const OUTPUT_FORMATS: readonly OutputFormat[] = ['gif', 'png', 'webp', 'webm'];

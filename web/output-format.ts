/** The output formats (SPEC section 3): gif (animated) and png (static). Shared by the emote types and the worker protocol. */
export type OutputFormat = 'gif' | 'png';

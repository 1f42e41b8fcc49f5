/** Business constants of SPEC.md section 9, in one place. */

/** Output frames generated before composition stops and marks the result truncated. */
export const MAX_EMOTE_FRAMES = 1200;
/** The worker posts a 'making frame' progress event every this many frames. */
export const PROGRESS_EVERY_FRAMES = 9;
/** The worker yields to its event loop (to see an abort) every this many frames. */
export const FRAME_YIELD_INTERVAL = 3;
/** Frame duration used when an input or a setting gives none. */
export const DEFAULT_FRAME_MS = 20;
/** Largest output side in production builds (1536 in local builds). */
export const MAX_OUTPUT_SIZE = import.meta.env?.MODE === 'development' ? 1536 : 500;
/** Inputs are scaled on decode to at most this many px a side (max size + 100). */
export const MAX_INPUT_SIZE = MAX_OUTPUT_SIZE + 100;
/** Declared sizes above these are refused before decoding (decompression bombs). */
export const MAX_DECLARED_SIDE = 16384;
export const MAX_DECLARED_PIXELS = 100_000_000;
/** Browsers play GIF delays under this many ms as 100 ms; inputs are treated the same way. */
export const MIN_BROWSER_DELAY_MS = 20;
export const BROWSER_SLOW_DELAY_MS = 100;
/** Default toast duration. */
export const TOAST_MS = 2500;

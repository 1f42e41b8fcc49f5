/** Launch flags for Debian's Chromium on these machines (DESIGN.md section 6). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The Chromium every headless suite drives (unit tests in the browser, end-to-end, bench): Debian's
 * chromium-headless-shell, the same Chromium 156 build as /usr/bin/chromium without the browser's
 * own window. Playwright runs this shell for headless by default. The full browser draws its hidden
 * window, tab strip and tab thumbnails in the browser process on every page; the 54-test e2e subset
 * took 141-143 CPU-s and 85-86 s with the shell against 173-181 CPU-s and 101-105 s with the full
 * browser (measured). CHROMIUM_PATH=/usr/bin/chromium runs the full browser instead (headed debugging).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The full browser, for the specs that judge how the page draws a few pixels (text-chat.spec.ts):
 * the headless shell drew Twitch's 28 px chat emote with more blended pixels than the full browser
 * (75-77 against 57-64 of about 300 ink pixels, five runs each; stop 49), which is what a visitor's
 * Chrome draws.
 */
export const FULL_CHROMIUM_PATH = '/usr/bin/chromium';

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
 * Animated images hold their first frame (Blink's image animation policy "no animation"), for the
 * end-to-end tests that run side by side (playwright.config.ts, project 'parallel'). No check there
 * reads which frame an <img> shows: files are read back by decoders, and the players that the tests
 * watch draw on canvases, which this leaves alone. A made emote on a maker page animates in six
 * <img>s (preview and chat lines), 0.085 CPU-s a second while a test waits on the page (/jam, 10 s,
 * measured); over the parallel phase the renderers took 684 CPU-s against 723 and the GPU process
 * 42 against 55, all 337 tests passing. The project 'alone' keeps animation on: its memory checks
 * count the decoded frames animated images hold.
 */
export const STILL_IMAGES_ARG = '--blink-settings=imageAnimationPolicy=2';

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

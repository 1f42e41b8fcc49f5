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

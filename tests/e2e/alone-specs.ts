/**
 * The end-to-end specs that measure the page's main-thread tasks or the renderer's memory: they
 * run one at a time after the rest (playwright.config.ts, project 'alone'), since a second test's
 * renderer on the same two cores would be in their figures. Everything else runs side by side.
 */
export const ALONE_SPECS = [
  'big-clip.spec.ts',
  'big-input.spec.ts',
  'cutout-animated.spec.ts',
  'home-gallery.spec.ts',
  'memory-cycles.spec.ts',
  'memory-peaks.spec.ts',
];

/** The words of the flashing check (WCAG 2.3.1 general flash and red flash thresholds), shared by the page and its tests. */
import { formatSeconds as seconds } from '../format-seconds.ts';

/** The warning for output that flashes more than three times in its worst second. */
export const flashWarningText = (flashes: number, fromMs: number, toMs: number) =>
  `Flashes ${flashes} times between ${seconds(fromMs)} and ${seconds(toMs)}`;

/** Why the warning matters, shown under it. */
export const FLASH_WARNING_WHY =
  'More than three flashes in one second can trigger seizures (WCAG 2.3.1); Twitch and other platforms ask creators to avoid it. Slow the effect down or soften the change in brightness or of saturated red.';

/** Shown when the output was checked and passes. */
export const FLASH_PASS_TEXT = 'No more than three flashes in any second';

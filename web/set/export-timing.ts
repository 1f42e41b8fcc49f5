/**
 * Each kept emote's span in "Download the set", as a User Timing measure: DevTools' Performance
 * panel shows them one after another, and the bench (scripts/bench/measure-set-export.ts) reads
 * them back by name. Apart from export-set.ts so the bench imports the name without the export.
 */

/** Every emote's measure is named this, then its code. */
export const SET_EMOTE_MEASURE = 'set emote ';

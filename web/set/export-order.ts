/** The order "Download the set" takes its emotes in (export-set.ts): the likeliest slowest first. */
import type { KeptEmote } from './kept-emote.ts';

/**
 * The emotes' indices, the likeliest slowest first, so no lane is left with a long emote alone at
 * the end (a photo's pack took 9 s, a sample's 2.5). The emote as kept is its own best guess: its
 * bytes grow with what every encoder has to fit (frames, size, detail).
 */
export function costliestFirst(kept: readonly Pick<KeptEmote, 'preview' | 'inputs'>[]): number[] {
  const weight = (k: Pick<KeptEmote, 'preview' | 'inputs'>) => k.preview?.size ?? Object.values(k.inputs).reduce((sum, blob) => sum + blob.size, 0);
  return kept.map((_, index) => index).sort((a, b) => weight(kept[b]) - weight(kept[a]) || a - b);
}

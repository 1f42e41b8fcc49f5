/** The registry of emote types, in gallery order. */
import jam from './jam.ts';
import type { EmoteType } from './types.ts';

export const EMOTE_TYPES: readonly EmoteType[] = [jam];

const bySlug = new Map(EMOTE_TYPES.map((t) => [t.slug, t]));

/** The emote type for a slug, or undefined when there is none. */
export const findEmoteType = (slug: string): EmoteType | undefined => bySlug.get(slug);

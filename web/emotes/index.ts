/** The registry of emote types, in gallery order: jam first, then alphabetical. */
import jam from './jam.ts';
import arrive from './arrive.ts';
import boomies from './boomies.ts';
import coggers from './coggers.ts';
import despair from './despair.ts';
import flip from './flip.ts';
import gigachad from './gigachad.ts';
import group from './group.ts';
import happier from './happier.ts';
import leave from './leave.ts';
import mmmhmm from './mmmhmm.ts';
import nodders from './nodders.ts';
import rotate from './rotate.ts';
import shake from './shake.ts';
import slide from './slide.ts';
import text from './text.ts';
import type { EmoteType } from './types.ts';

export const EMOTE_TYPES: readonly EmoteType[] = [
  jam, arrive, boomies, coggers, despair, flip, gigachad, group, happier, leave, mmmhmm, nodders, rotate, shake, slide, text,
];

const bySlug = new Map(EMOTE_TYPES.map((t) => [t.slug, t]));

/** The emote type for a slug, or undefined when there is none. */
export const findEmoteType = (slug: string): EmoteType | undefined => bySlug.get(slug);

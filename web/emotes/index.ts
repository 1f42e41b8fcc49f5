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
import bonk from './bonk.ts';
import hypno from './hypno.ts';
import pet from './pet.ts';
import poof from './poof.ts';
import spin from './spin.ts';
import vibe from './vibe.ts';
import wave from './wave.ts';
import zoom from './zoom.ts';
import text from './text.ts';
import zeroWidth from './zero-width.ts';
import type { EmoteType } from './types.ts';

export const EMOTE_TYPES: readonly EmoteType[] = [
  jam, arrive, bonk, boomies, coggers, despair, flip, gigachad, group, happier, hypno, leave, mmmhmm, nodders, pet, poof, rotate, shake, slide,
  spin, text, vibe, wave, zeroWidth, zoom,
];

const bySlug = new Map(EMOTE_TYPES.map((t) => [t.slug, t]));

/** The emote type for a slug, or undefined when there is none. */
export const findEmoteType = (slug: string): EmoteType | undefined => bySlug.get(slug);

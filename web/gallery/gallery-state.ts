/** The home page's gallery (issue 35 item 1): what the visitor brought and where each maker's card is. */
import { proxy } from 'valtio';
import type { PreviewFrames } from '../pipeline/protocol.ts';
import type { InputError } from '../state/emote/input-error.ts';

/** A card waits its turn, is being composed, plays its frames, or could not be made. */
export type CardStatus = 'waiting' | 'composing' | 'playing' | 'failed';

export interface GalleryCard {
  status: CardStatus;
  /** The composed frames it plays (a valtio ref: never proxied). */
  frames: PreviewFrames | null;
}

export interface GalleryState {
  /** What every card plays: a picture, GIF or clip by its file name, or words; null for the makers' own samples. */
  source: { kind: 'image' | 'words'; name: string; cutOut: boolean } | null;
  /** The file being decoded, by name. */
  loading: string | null;
  /** Why the last file could not be used (the maker slot's message); the cards keep what they played. */
  error: InputError | null;
  /** "Remove background" on the picture: running, or why it failed. */
  cutout: { running: boolean; error: string | null };
  /** By maker slug; absent until a source is chosen. */
  cards: Record<string, GalleryCard>;
}

export const galleryState = proxy<GalleryState>({ source: null, loading: null, error: null, cutout: { running: false, error: null }, cards: {} });

/** One emote kept in the set (issue 35 item 2): its settings and its own input files, never pixels it can make again. */

/** A kept emote, one IndexedDB record. */
export interface KeptEmote {
  id: string;
  /** Its emote code (emote-code.ts): its name in the set and in the exported files. */
  code: string;
  /** The emoji WhatsApp and Telegram file its sticker under (1 to 3); absent: the export's default. */
  emoji?: string;
  /** The maker it was made on. */
  slug: string;
  /** Its recipe link's hash (recipe-encode.ts): every setting, readable by people and other pages. */
  recipe: string;
  /**
   * The maker's state as the maker keeps it in local storage (persist-state.ts), so opening it for
   * editing brings back exactly what the visitor had, migrated by the same code a reload uses.
   */
  state: string;
  /** The visitor's own input files by slot (the type's slots, then BG and FG); samples and words need none. */
  inputs: Record<number, Blob>;
  /** The segmentation model's masks by slot, for a slot cut out by the model (one byte a pixel, frame after frame). */
  masks: Record<number, Blob>;
  /** The emote as it was made when kept, shown playing on the set page. */
  preview: Blob | null;
  created: number;
  updated: number;
  /** Its place in the set, lowest first. */
  order: number;
}

/** What a listing needs of a kept emote: no input files. */
export type KeptSummary = Pick<KeptEmote, 'id' | 'code' | 'emoji' | 'slug' | 'recipe' | 'preview' | 'created' | 'updated' | 'order'>;

/** The emote record minus what the set gives it (its id, code, place and dates). */
export type KeptContent = Pick<KeptEmote, 'slug' | 'recipe' | 'state' | 'inputs' | 'masks' | 'preview'>;

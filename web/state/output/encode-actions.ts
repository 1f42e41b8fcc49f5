/** Actions for the encode options and the filename (SPEC EncodeOptions). */
import type { EmoteType } from '../../emotes/types.ts';
import type { EncodeOptions, GifOptions } from '../../pipeline/protocol.ts';
import { stateFor } from '../emote/emote-state.ts';
import { markEdited } from '../emote/edit.ts';

type PlainOptions = Omit<EncodeOptions, 'gifOptions'>;

/** Limits of the numeric encode options. */
export const ENCODE_LIMITS = {
  angle: { min: -360, max: 360 },
  scaledown: { min: 1, max: 8 },
  startFrame: { min: 1, max: 1200 },
  frameToExtract: { min: 1, max: 1200 },
  alphaCutoff: { min: 0, max: 255 },
} as const;

const clampTo = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));

export function setEncodeOption<K extends keyof PlainOptions>(type: EmoteType, key: K, value: PlainOptions[K]) {
  const state = stateFor(type);
  const limits = ENCODE_LIMITS[key as keyof typeof ENCODE_LIMITS];
  const next = typeof value === 'number' && limits ? clampTo(key === 'scaledown' ? value : Math.round(value), limits) : value;
  (state.encodeOptions as PlainOptions)[key] = next as PlainOptions[K];
  markEdited(state);
}

export function setGifOption<K extends keyof GifOptions>(type: EmoteType, key: K, value: GifOptions[K]) {
  const state = stateFor(type);
  const next = key === 'alphaCutoff' ? clampTo(Math.round(value as number), ENCODE_LIMITS.alphaCutoff) : value;
  state.encodeOptions.gifOptions[key] = next as GifOptions[K];
  markEdited(state);
}

/** A download name without path separators or characters file systems refuse, at most 100 characters. */
export const cleanFilename = (name: string) => name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '').slice(0, 100);

/** The download name without extension. */
export function setFilename(type: EmoteType, name: string) {
  const state = stateFor(type);
  state.filename = cleanFilename(name);
  markEdited(state);
}

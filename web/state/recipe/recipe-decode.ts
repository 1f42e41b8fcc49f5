/**
 * Reads a recipe link's hash. A hand-edited or hostile link never throws: unknown keys are
 * ignored, numbers are clamped as SPEC section 5 says (settings to their range at the recipe's
 * size, sizes clamped and rounded), and every part not applied as written gets a note.
 */
import type { EmoteType, Size } from '../../emotes/types.ts';
import { clampSettings } from '../../emotes/settings.ts';
import type { InputTransform } from '../../pipeline/protocol.ts';
import { findPreset } from '../../platforms/presets.ts';
import { FILESIZE_LIMITS } from '../../platforms/filesize-limits.ts';
import { MAX_SPEED, MIN_SPEED } from '../../pipeline/protocol.ts';
import { MAX_CLIP_MS } from '../slot/clip-actions.ts';
import { cleanFilename, ENCODE_LIMITS } from '../output/encode-actions.ts';
import { clampDimension } from '../emote/style-actions.ts';
import { MAX_ZOOM, MIN_ZOOM } from '../slot/transform-actions.ts';
import { readCutouts } from './recipe-cutout.ts';
import { DITHER_MODES, type DitherMode } from '../../../wasm/gif/meta.ts';
import { readStackLink } from './recipe-stack.ts';
import { readWords } from './recipe-words.ts';
import { CLIP_KEYS, ENCODE_KEYS, GIF_KEYS, OVERLAY_KEYS, RECIPE_VERSION, SETTING_PREFIX, TRANSFORM_PREFIX, type Recipe } from './recipe.ts';

/** A decoded link: what to apply, and what was not applied as written (plain text for the notice). */
export interface DecodedRecipe {
  recipe: Recipe;
  notes: string[];
}

/** Longest piece of a link quoted back in a note. */
const QUOTE_CHARS = 24;
const quote = (raw: string) => `"${[...raw].length > QUOTE_CHARS ? `${[...raw].slice(0, QUOTE_CHARS).join('')}…` : raw}"`;

/** True when the hash (with or without '#') is a recipe. */
export const isRecipeHash = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).has('v');

/** A finite number, or null. Empty text is not zero. */
function readNumber(raw: string): number | null {
  if (raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

function readBoolean(raw: string): boolean | null {
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  return null;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Reads the link's parts one by one, remembering which keys it used and what it could not apply. */
class LinkReader {
  readonly used = new Set<string>(['v']);
  readonly notes: string[] = [];
  constructor(private readonly params: URLSearchParams) {}

  raw(key: string): string | null {
    this.used.add(key);
    return this.params.get(key);
  }

  /** A number clamped to [min, max] (rounded when `round`); null with a note when unusable. */
  number(key: string, label: string, min: number, max: number, round = false): number | undefined {
    const raw = this.raw(key);
    if (raw === null) return undefined;
    const n = readNumber(raw);
    if (n === null) return this.refuse(`${label} ${quote(raw)} is not a number`);
    const value = clamp(round ? Math.round(n) : n, min, max);
    if (value !== n) this.notes.push(`${label} ${quote(raw)} became ${value}`);
    return value;
  }

  boolean(key: string, label: string): boolean | undefined {
    const raw = this.raw(key);
    if (raw === null) return undefined;
    return readBoolean(raw) ?? this.refuse(`${label} ${quote(raw)} is not on or off`);
  }

  refuse(note: string): undefined {
    this.notes.push(note);
    return undefined;
  }
}

function readSize(link: LinkReader): Partial<Size> {
  const size: Partial<Size> = {};
  for (const [key, field] of [['w', 'width'], ['h', 'height']] as const) {
    const raw = link.raw(key);
    if (raw === null) continue;
    const n = readNumber(raw);
    if (n === null) {
      link.refuse(`${field} ${quote(raw)} is not a number`);
      continue;
    }
    size[field] = clampDimension(n);
    if (size[field] !== n) link.notes.push(`${field} ${quote(raw)} became ${size[field]}`);
  }
  return size;
}

function readSettings(link: LinkReader, type: EmoteType, size: Size): Recipe['settings'] {
  const asked: Record<string, number | boolean> = {};
  for (const [key, spec] of Object.entries(type.settings)) {
    const raw = link.raw(SETTING_PREFIX + key);
    if (raw === null) continue;
    const value = spec.kind === 'toggle' ? readBoolean(raw) : readNumber(raw);
    if (value === null) link.refuse(`${spec.label} ${quote(raw)} is not ${spec.kind === 'toggle' ? 'on or off' : 'a number'}`);
    else asked[key] = value;
  }
  const clamped = clampSettings(type.settings, asked, size);
  const settings: Recipe['settings'] = {};
  for (const key of Object.keys(asked)) {
    settings[key] = clamped[key];
    if (clamped[key] !== asked[key]) link.notes.push(`${type.settings[key].label} ${asked[key]} became ${clamped[key]}`);
  }
  return settings;
}

/** `t{slot}=pixelated,a,b,c,d,x,y,fill,chosen` (fill and chosen optional): zoom kept within the transform editor's limits, offset within one output size. */
function readTransform(link: LinkReader, key: string, label: string): InputTransform | undefined {
  const raw = link.raw(key)!;
  const parts = raw.split(',');
  const numbers = parts.slice(1, 7).map(readNumber);
  const pixelated = readBoolean(parts[0] ?? '');
  const fill = parts.length >= 8 ? readBoolean(parts[7]) : false;
  const chosen = parts.length === 9 ? readBoolean(parts[8]) : false;
  if (parts.length < 7 || parts.length > 9 || pixelated === null || fill === null || chosen === null || numbers.some((n) => n === null)) {
    return link.refuse(`${label} ${quote(raw)} is not a placement`);
  }
  const [a, b, c, d, x, y] = numbers as number[];
  const zoom = Math.sqrt(Math.abs(a * d - b * c));
  if (zoom === 0) return link.refuse(`${label} ${quote(raw)} is not a placement`);
  const fix = clamp(zoom, MIN_ZOOM, MAX_ZOOM) / zoom;
  const offset = { x: clamp(x, -1, 1), y: clamp(y, -1, 1) };
  if (fix !== 1 || offset.x !== x || offset.y !== y) link.notes.push(`${label} was moved within the placement limits`);
  return { pixelated, matrix: [a * fix, b * fix, c * fix, d * fix], offset, fill, ...(chosen && { fillChosen: true }) };
}

function readTransforms(link: LinkReader, type: EmoteType): Recipe['transforms'] {
  const transforms: Recipe['transforms'] = {};
  const slotName = (slot: number) => (slot === type.backgroundIndex ? 'BG' : slot === type.foregroundIndex ? 'FG' : type.inputImageSpecs[slot].title);
  for (let slot = 0; slot <= type.foregroundIndex; slot++) {
    const key = TRANSFORM_PREFIX + slot;
    if (link.raw(key) === null) continue;
    const transform = readTransform(link, key, `${slotName(slot)} placement`);
    if (transform) transforms[slot] = transform;
  }
  return transforms;
}

function readOverlay(link: LinkReader): Recipe['overlay'] {
  const overlay: Recipe['overlay'] = {};
  const opacity = link.number(OVERLAY_KEYS.opacity, 'overlay opacity', 0, 100, true);
  if (opacity !== undefined) overlay.opacity = opacity;
  for (const field of ['showOnInputs', 'showOnPreview', 'showOnOutput'] as const) {
    const value = link.boolean(OVERLAY_KEYS[field], `overlay ${field}`);
    if (value !== undefined) overlay[field] = value;
  }
  return overlay;
}

function readClip(link: LinkReader): Recipe['clip'] {
  const clip: Recipe['clip'] = {};
  const start = link.number(CLIP_KEYS.startMs, 'clip start', 0, MAX_CLIP_MS, true);
  if (start !== undefined) clip.startMs = start;
  const length = link.number(CLIP_KEYS.lengthMs, 'clip length', 0, MAX_CLIP_MS, true);
  if (length !== undefined) clip.lengthMs = length;
  const speed = link.number(CLIP_KEYS.speed, 'clip speed', MIN_SPEED, MAX_SPEED, false);
  if (speed !== undefined) clip.speed = speed;
  return clip;
}

function readEncode(link: LinkReader): Pick<Recipe, 'encode' | 'gif'> {
  const encode: Recipe['encode'] = {};
  for (const field of ['mirror', 'flip', 'reverse'] as const) {
    const value = link.boolean(ENCODE_KEYS[field], field);
    if (value !== undefined) encode[field] = value;
  }
  for (const field of ['angle', 'scaledown', 'startFrame', 'frameToExtract'] as const) {
    const { min, max } = ENCODE_LIMITS[field];
    const value = link.number(ENCODE_KEYS[field], field, min, max, field !== 'scaledown');
    if (value !== undefined) encode[field] = value;
  }
  const gif: Recipe['gif'] = {};
  const limit = link.number(GIF_KEYS.filesizeLimitIndex, 'file size limit', 0, FILESIZE_LIMITS.length - 1, true);
  if (limit !== undefined) gif.filesizeLimitIndex = limit;
  const custom = link.number(GIF_KEYS.customLimitBytes, 'custom file size limit', 1, Number.MAX_SAFE_INTEGER, true);
  if (custom !== undefined) gif.customLimitBytes = custom;
  const loop = link.boolean(GIF_KEYS.loop, 'loop');
  if (loop !== undefined) gif.loop = loop;
  const alpha = link.number(GIF_KEYS.alphaCutoff, 'alpha cutoff', ENCODE_LIMITS.alphaCutoff.min, ENCODE_LIMITS.alphaCutoff.max, true);
  if (alpha !== undefined) gif.alphaCutoff = alpha;
  const dither = link.raw(GIF_KEYS.dither);
  if (dither !== null) {
    if ((DITHER_MODES as readonly string[]).includes(dither)) gif.dither = dither as DitherMode;
    else link.refuse(`dithering ${quote(dither)} is not one of ${DITHER_MODES.join(', ')}`);
  }
  return { encode, gif };
}

/** Decodes a recipe hash for this emote type; `currentSize` is the size when the link gives none. */
export function decodeRecipe(hash: string, type: EmoteType, currentSize: Size): DecodedRecipe {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const link = new LinkReader(params);
  const recipe: Recipe = { settings: {}, transforms: {}, overlay: {}, encode: {}, gif: {}, clip: {} };
  const version = params.get('v');
  if (version !== RECIPE_VERSION) link.notes.push(`version ${quote(version ?? '')} is not ${RECIPE_VERSION}; what could be read was applied`);

  const presetRaw = link.raw('preset');
  if (presetRaw !== null) {
    if (findPreset(presetRaw)) recipe.presetId = presetRaw;
    else link.refuse(`preset ${quote(presetRaw)} is not a preset`);
  }
  const formatRaw = link.raw('format');
  if (formatRaw === 'gif' || formatRaw === 'png' || formatRaw === 'webp' || formatRaw === 'webm' || formatRaw === 'apng') recipe.format = formatRaw;
  else if (formatRaw !== null) link.refuse(`format ${quote(formatRaw)} is not gif, png, webp, webm or apng`);

  recipe.size = readSize(link);
  const preset = recipe.presetId ? findPreset(recipe.presetId) : undefined;
  const size = { ...currentSize, ...preset?.size, ...recipe.size };
  recipe.settings = readSettings(link, type, size);
  recipe.transforms = readTransforms(link, type);
  recipe.overlay = readOverlay(link);
  Object.assign(recipe, readEncode(link));
  recipe.clip = readClip(link);
  const { notes: cutoutNotes, ...cutouts } = readCutouts((key) => link.raw(key), type.foregroundIndex + 1);
  Object.assign(recipe, cutouts);
  link.notes.push(...cutoutNotes);
  const stack = readStackLink(link);
  if (stack) recipe.stack = stack;
  Object.assign(recipe, readWords((key) => link.raw(key), link.notes, type));

  const name = link.raw('name');
  if (name !== null) {
    recipe.filename = cleanFilename(name);
    if (recipe.filename !== name) link.notes.push(`filename ${quote(name)} became ${quote(recipe.filename)}`);
  }
  const unknown = [...params.keys()].filter((key) => !link.used.has(key));
  if (unknown.length) link.notes.unshift(`unknown ${unknown.length === 1 ? 'part' : 'parts'} ${[...new Set(unknown)].map(quote).join(', ')} ignored`);
  return { recipe, notes: link.notes };
}

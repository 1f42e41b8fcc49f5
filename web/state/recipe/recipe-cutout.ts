/**
 * The cut-out and subject-style part of a recipe link (issue 18): each slot's cut-out as
 * `x{slot}=mode,colour,tolerance,shrink,feather,decontaminate,trim,dropSpecks` (a link without the last
 * field, made before it existed, drops specks as the default does) and the emote's outline and
 * shadow as `ol=colour,width` and `sh=on,colour,opacity,x,y,blur` (colours without '#'). The model's
 * masks never travel: a link that says 'model' runs the model on the opening side. The touch-up
 * strokes travel as `xt{slot}` (recipe-strokes.ts): they are settings, not pixels.
 */
import { cleanCutoutSettings, CUTOUT_MODES, type CutoutMode, type CutoutSettings } from '../../cutout/cutout-settings.ts';
import { cleanSubjectStyle } from '../../cutout/subject-style.ts';
import type { SubjectStyle } from '../../pipeline/protocol.ts';
import type { InputImage } from '../emote/emote-state-types.ts';
import { readStrokes, STROKES_PREFIX, writeStrokes } from './recipe-strokes.ts';

export const CUTOUT_PREFIX = 'x';
export const OUTLINE_KEY = 'ol';
export const SHADOW_KEY = 'sh';

const flag = (value: boolean) => (value ? '1' : '0');

/** The link's cut-out and style parameters of a state. */
export function writeCutouts(params: URLSearchParams, inputImages: readonly (InputImage | null)[], style: SubjectStyle) {
  inputImages.forEach((image, slot) => {
    const c = image?.cutout;
    if (!c || c.mode === 'none') return;
    params.set(CUTOUT_PREFIX + slot, [c.mode, c.colour.slice(1), c.tolerance, c.shrink, c.feather, flag(c.decontaminate), flag(c.trim), flag(c.dropSpecks)].join(','));
    if (c.strokes.length) params.set(STROKES_PREFIX + slot, writeStrokes(c.strokes));
  });
  const { outline, shadow } = style;
  params.set(OUTLINE_KEY, [outline.colour.slice(1), outline.width].join(','));
  params.set(SHADOW_KEY, [flag(shadow.enabled), shadow.colour.slice(1), shadow.opacity, shadow.offsetX, shadow.offsetY, shadow.blur].join(','));
}

const readFlag = (raw: string | undefined) => (raw === '1' ? true : raw === '0' ? false : undefined);
const readNumber = (raw: string | undefined) => (raw === undefined || raw.trim() === '' ? undefined : Number(raw));

/** One slot's cut-out from its link text, or null when it is not one. */
function readCutout(raw: string): CutoutSettings | null {
  const [mode, colour, tolerance, shrink, feather, decontaminate, trim, dropSpecks] = raw.split(',');
  if (!CUTOUT_MODES.includes(mode as CutoutMode)) return null;
  return cleanCutoutSettings({
    mode: mode as CutoutMode, colour: `#${colour}`, tolerance: readNumber(tolerance), shrink: readNumber(shrink), feather: readNumber(feather),
    decontaminate: readFlag(decontaminate), trim: readFlag(trim), dropSpecks: readFlag(dropSpecks),
  } as Partial<CutoutSettings>);
}

/** The cut-outs by slot and the subject style a link asks for, with notes on what it could not use. */
export function readCutouts(raw: (key: string) => string | null, slots: number): { cutouts: Record<number, CutoutSettings>; subjectStyle?: SubjectStyle; notes: string[] } {
  const cutouts: Record<number, CutoutSettings> = {};
  const notes: string[] = [];
  for (let slot = 0; slot < slots; slot++) {
    const text = raw(CUTOUT_PREFIX + slot);
    const strokesText = raw(STROKES_PREFIX + slot);
    if (text === null) continue;
    const cutout = readCutout(text);
    if (!cutout) {
      notes.push(`cut-out "${text.slice(0, 24)}" is not a cut-out`);
      continue;
    }
    const strokes = strokesText === null ? [] : readStrokes(strokesText);
    if (!strokes) notes.push(`touch-up strokes "${strokesText!.slice(0, 24)}" are not strokes`);
    cutouts[slot] = { ...cutout, strokes: strokes ?? [] };
  }
  const outline = raw(OUTLINE_KEY)?.split(',');
  const shadow = raw(SHADOW_KEY)?.split(',');
  if (!outline && !shadow) return { cutouts, notes };
  const subjectStyle = cleanSubjectStyle({
    outline: outline && { colour: `#${outline[0]}`, width: readNumber(outline[1]) },
    shadow: shadow && {
      enabled: readFlag(shadow[0]), colour: `#${shadow[1]}`, opacity: readNumber(shadow[2]),
      offsetX: readNumber(shadow[3]), offsetY: readNumber(shadow[4]), blur: readNumber(shadow[5]),
    },
  });
  return { cutouts, subjectStyle, notes };
}

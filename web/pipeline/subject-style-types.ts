/** The decorate step's outline and shadow (issue 18): data both the page and the worker read. */
/** A stroke around the subject's alpha, drawn at output size (issue 18). */
export interface OutlineOptions {
  /** '#rrggbb' */
  colour: string;
  /** 0..MAX_OUTLINE_PX px at output size; 0 draws none. */
  width: number;
}

/** A drop shadow of the subject (issue 18). */
export interface ShadowOptions {
  enabled: boolean;
  /** '#rrggbb' */
  colour: string;
  /** 0..100 */
  opacity: number;
  /** Px at output size, each -MAX_SHADOW_OFFSET..MAX_SHADOW_OFFSET. */
  offsetX: number;
  offsetY: number;
  /** Px at output size, 0..MAX_SHADOW_BLUR. */
  blur: number;
}

/** The decorate step's outline and shadow, drawn from the subject's alpha on every output frame. */
export interface SubjectStyle {
  outline: OutlineOptions;
  shadow: ShadowOptions;
}

export const MAX_OUTLINE_PX = 8;
export const MAX_SHADOW_OFFSET = 16;
export const MAX_SHADOW_BLUR = 16;

export const defaultSubjectStyle = (): SubjectStyle => ({
  outline: { colour: '#ffffff', width: 0 },
  shadow: { enabled: false, colour: '#000000', opacity: 60, offsetX: 2, offsetY: 2, blur: 2 },
});

/** The outline and shadow settings (protocol.ts SubjectStyle) read back from storage or a link: every field within range. */
import { defaultSubjectStyle, MAX_OUTLINE_PX, MAX_SHADOW_BLUR, MAX_SHADOW_OFFSET, type SubjectStyle } from '../pipeline/protocol.ts';
import { isHexColour } from './cutout-settings.ts';

type Loose<T> = { [K in keyof T]?: unknown };

const number = (value: unknown, fallback: number, min: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;
const colour = (value: unknown, fallback: string) => (typeof value === 'string' && isHexColour(value) ? value.toLowerCase() : fallback);

/** A style from anything stored or linked; missing or unusable fields take their defaults. */
export function cleanSubjectStyle(raw: { outline?: Loose<SubjectStyle['outline']>; shadow?: Loose<SubjectStyle['shadow']> } | undefined): SubjectStyle {
  const fresh = defaultSubjectStyle();
  const outline = raw?.outline ?? {};
  const shadow = raw?.shadow ?? {};
  return {
    outline: { colour: colour(outline.colour, fresh.outline.colour), width: number(outline.width, fresh.outline.width, 0, MAX_OUTLINE_PX) },
    shadow: {
      enabled: typeof shadow.enabled === 'boolean' ? shadow.enabled : fresh.shadow.enabled,
      colour: colour(shadow.colour, fresh.shadow.colour),
      opacity: number(shadow.opacity, fresh.shadow.opacity, 0, 100),
      offsetX: number(shadow.offsetX, fresh.shadow.offsetX, -MAX_SHADOW_OFFSET, MAX_SHADOW_OFFSET),
      offsetY: number(shadow.offsetY, fresh.shadow.offsetY, -MAX_SHADOW_OFFSET, MAX_SHADOW_OFFSET),
      blur: number(shadow.blur, fresh.shadow.blur, 0, MAX_SHADOW_BLUR),
    },
  };
}

/**
 * The effect stack in a recipe link: `fx=party,spin` names the effects in order, `fx0.tint=0.5`
 * sets effect 0's settings (every setting is written, so the link makes the same bytes). A link
 * without `fx` leaves the stack as it is (links made before stacks existed); `fx=` empties it.
 */
import { findEffect } from '../../effects/index.ts';
import { clampEffectSettings, MAX_STACK_EFFECTS, type StackedEffect } from '../../effects/stack.ts';

/** Recipe key of the effects' list, and of one effect's setting. */
export const STACK_KEY = 'fx';
export const stackSettingKey = (index: number, key: string) => `${STACK_KEY}${index}.${key}`;

const text = (value: number | boolean) => (typeof value === 'boolean' ? (value ? '1' : '0') : String(value));

/** Writes the stack into the link's parameters. */
export function writeStack(params: URLSearchParams, stack: readonly StackedEffect[]) {
  params.set(STACK_KEY, stack.map((entry) => entry.effect).join(','));
  stack.forEach((entry, i) => {
    for (const [key, value] of Object.entries(entry.settings)) params.set(stackSettingKey(i, key), text(value));
  });
}

/** What the stack reader needs of the link reader: raw values (marking keys used) and notes. */
export interface StackLinkReader {
  raw(key: string): string | null;
  notes: string[];
}

const readValue = (raw: string, kind: string): number | boolean | null => {
  if (kind === 'toggle') return raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : null;
  const n = raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(n) ? n : null;
};

/** The stack a link asks for (undefined when it says nothing), with a note for each part not applied as written. */
export function readStackLink(link: StackLinkReader): StackedEffect[] | undefined {
  const list = link.raw(STACK_KEY);
  if (list === null) return undefined;
  const ids = list.split(',').filter((id) => id !== '');
  const stack: StackedEffect[] = [];
  ids.forEach((id, i) => {
    const effect = findEffect(id);
    if (!effect) return void link.notes.push(`effect "${id.slice(0, 24)}" is not an effect`);
    if (stack.length >= MAX_STACK_EFFECTS) return void link.notes.push(`effect "${id}" is past the ${MAX_STACK_EFFECTS} effects a stack holds`);
    const asked: Record<string, number | boolean> = {};
    for (const [key, spec] of Object.entries(effect.settings)) {
      const raw = link.raw(stackSettingKey(i, key));
      if (raw === null) continue;
      const value = readValue(raw, spec.kind);
      if (value === null) link.notes.push(`${effect.name} ${spec.label} "${raw.slice(0, 24)}" is not ${spec.kind === 'toggle' ? 'on or off' : 'a number'}`);
      else asked[key] = value;
    }
    const settings = clampEffectSettings(id, asked);
    for (const key of Object.keys(asked)) {
      if (settings[key] !== asked[key]) link.notes.push(`${effect.name} ${effect.settings[key].label} ${asked[key]} became ${settings[key]}`);
    }
    stack.push({ effect: id, settings });
  });
  return stack;
}

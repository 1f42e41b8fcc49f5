/** Where a paste outside any input slot goes (issue 12 item 6), as pure rules. */

/** Input types that take typed text: a paste there is the field's, never an image for a slot. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'url', 'email', 'tel', 'password', 'number', 'date', 'time', 'datetime-local', 'month', 'week']);

/** What the rules need of an event target; DOM elements have it. */
interface TargetLike {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
}

/** True when the paste lands in a field that takes text (filename, numbers, URL): leave it to the field. */
export function isTextField(target: TargetLike | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'TEXTAREA') return true;
  return tag === 'INPUT' && TEXT_INPUT_TYPES.has((target.type ?? 'text').toLowerCase());
}

/**
 * The slot a page-wide paste fills among the type's own inputs (not BG or FG): the first empty
 * one; else the first that still shows its sample, since a visitor pasting means their own image;
 * else Image 1. A slot with a file still loading (`loading`) is taken, as that file will be: two
 * quick pastes fill two slots, the second never replacing the first while it decodes.
 */
export function pasteTargetSlot(images: readonly ({ isSample: boolean } | null)[], slotCount: number, loading: (slot: number) => boolean = () => false): number {
  const slots = Array.from({ length: slotCount }, (_, slot) => (loading(slot) ? { isSample: false } : (images[slot] ?? null)));
  const empty = slots.findIndex((image) => image === null);
  if (empty >= 0) return empty;
  const sample = slots.findIndex((image) => image?.isSample);
  return sample >= 0 ? sample : 0;
}

/**
 * Which card composes next: the waiting cards in view, in the page's order, then the others (so every
 * card plays before the visitor scrolls to it); and when the one composing has scrolled out of view
 * while a card in view waits, it gives way (issue 35 item 1).
 */

/** The next card to compose, or null when none waits. */
export function nextCard(order: readonly string[], waiting: ReadonlySet<string>, visible: ReadonlySet<string>): string | null {
  return order.find((slug) => waiting.has(slug) && visible.has(slug)) ?? order.find((slug) => waiting.has(slug)) ?? null;
}

/** True when the card composing should stop and wait again: it is out of view and a card in view waits. */
export const shouldGiveWay = (composing: string, waiting: ReadonlySet<string>, visible: ReadonlySet<string>): boolean =>
  !visible.has(composing) && [...waiting].some((slug) => visible.has(slug));

/**
 * Keeps a native popover (popover="auto": top layer, Escape and click-outside close it) anchored
 * to the button that opens it. Floating UI places it below the button, flips it above near the
 * bottom of the viewport and shifts it sideways to stay on screen, and follows scroll and resize.
 */
import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
import { useEffect, useState, type RefObject } from 'react';

/** Space kept between the popover and the viewport's edges, px. */
const EDGE_PADDING = 8;

/** Positions `popover` at `anchor` while it is open; returns whether it is open. */
export function useAnchoredPopover(anchor: RefObject<HTMLElement | null>, popover: RefObject<HTMLElement | null>): boolean {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const floating = popover.current;
    const button = anchor.current;
    if (!floating || !button) return;
    // Hidden until placed, so it never flashes where the browser puts popovers (the viewport's middle).
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') floating.style.visibility = 'hidden';
    };
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    // Tabbing on to another control closes it; a click on its own text (no focus target) does not.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !floating.contains(next) && floating.matches(':popover-open')) floating.hidePopover();
    };
    floating.addEventListener('beforetoggle', onBeforeToggle);
    floating.addEventListener('toggle', onToggle);
    button.addEventListener('focusout', onFocusOut);
    return () => {
      floating.removeEventListener('beforetoggle', onBeforeToggle);
      floating.removeEventListener('toggle', onToggle);
      button.removeEventListener('focusout', onFocusOut);
    };
  }, [anchor, popover]);

  useEffect(() => {
    const floating = popover.current;
    const button = anchor.current;
    if (!open || !floating || !button) return;
    const place = () =>
      computePosition(button, floating, {
        strategy: 'fixed',
        placement: 'bottom',
        middleware: [offset(6), flip({ padding: EDGE_PADDING }), shift({ padding: EDGE_PADDING })],
      }).then(({ x, y, placement }) => {
        Object.assign(floating.style, { left: `${x}px`, top: `${y}px`, visibility: '' });
        floating.dataset.placement = placement;
      });
    return autoUpdate(button, floating, () => void place());
  }, [open, anchor, popover]);

  return open;
}

/** Whether a CSS media query matches now, kept current as the window changes. */
import { useCallback, useSyncExternalStore } from 'react';

/** Narrow windows where styles.css stacks the maker page's panels: keep the two in step. */
export const PHONE_LAYOUT_QUERY = '(max-width: 800px)';

/** True while `query` matches; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

import { useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import { preferences } from '../state/site/preferences.ts';

/** Keeps `data-theme="light"` on <html> while the lightTheme preference is set (styles.css reads it). */
export function useThemeAttribute() {
  const { lightTheme } = useSnapshot(preferences);
  useLayoutEffect(() => {
    if (lightTheme) document.documentElement.dataset.theme = 'light';
    else delete document.documentElement.dataset.theme;
  }, [lightTheme]);
}

import { useSnapshot } from 'valtio';
import { preferences, setPreference } from '../state/site/preferences.ts';
import Switch from './Switch.tsx';

/** The header switch between the dark (default) and the light theme. */
export default function ThemeToggle() {
  const { lightTheme } = useSnapshot(preferences);
  return <Switch label="Light theme" checked={lightTheme} onChange={(on) => setPreference('lightTheme', on)} />;
}

import { useSnapshot } from 'valtio';
import { preferences, setPreference } from '../state/preferences.ts';

/** The header switch between the dark (default) and the light theme. */
export default function ThemeToggle() {
  const { lightTheme } = useSnapshot(preferences);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={lightTheme}
      className="theme-toggle"
      onClick={() => setPreference('lightTheme', !lightTheme)}
    >
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      <span className="theme-toggle-label">Light theme</span>
    </button>
  );
}

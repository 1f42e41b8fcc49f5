import { useSnapshot } from 'valtio';
import { preferences, setPreference } from '../state/site/preferences.ts';

/** The noUnsavedWarning preference, worded positively: checked means the site asks before unsaved work is lost. */
export default function UnsavedWarningToggle() {
  const { noUnsavedWarning } = useSnapshot(preferences);
  return (
    <label className="toggle">
      <input
        type="checkbox"
        checked={!noUnsavedWarning}
        onChange={(event) => setPreference('noUnsavedWarning', !event.target.checked)}
      />
      Warn before leaving unsaved work
    </label>
  );
}

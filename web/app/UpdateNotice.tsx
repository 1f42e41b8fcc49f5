import toast from 'react-hot-toast';

export const UPDATE_READY = 'A new version is ready';
export const UPDATE_RELOAD = 'Reload';

/** The short notice that a new deploy waits: it stays until the visitor reloads (or leaves, and gets it next visit). */
export function showUpdateNotice(apply: () => void) {
  toast(
    () => (
      <span className="update-notice">
        {UPDATE_READY}{' '}
        <button type="button" className="button small" onClick={apply}>
          {UPDATE_RELOAD}
        </button>
      </span>
    ),
    { id: 'update-ready', duration: Infinity },
  );
}

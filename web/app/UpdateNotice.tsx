import toast from 'react-hot-toast';
import { UPDATE_NOTICES } from '../messages.ts';
import { showToast } from './show-toast.tsx';

/** How long the notice that the page now runs the new deploy stays. */
const UPDATED_NOTICE_MS = 5000;
const LAST_BUILD_KEY = 'last-build-id';

/** A new deploy waits while the page holds work a reload could lose: the notice stays until the visitor reloads. */
export function showUpdateNotice(apply: () => void) {
  toast(
    () => (
      <span className="update-notice">
        {UPDATE_NOTICES.ready}{' '}
        <button type="button" className="button small" onClick={apply}>
          {UPDATE_NOTICES.reload}
        </button>
      </span>
    ),
    { id: 'update-ready', duration: Infinity },
  );
}

/** Shows a short notice when this page's build differs from the one this browser ran last, and remembers this one. */
export function noticeNewBuild() {
  const build = document.querySelector('meta[name="build-id"]')?.getAttribute('content');
  if (!build) return;
  try {
    const last = localStorage.getItem(LAST_BUILD_KEY);
    if (last && last !== build) showToast(UPDATE_NOTICES.updated, 'info', 'updated', UPDATED_NOTICE_MS);
    localStorage.setItem(LAST_BUILD_KEY, build);
  } catch {
    // No storage (private mode): no notice, nothing else changes.
  }
}

import { useSnapshot } from 'valtio';
import { setState } from '../../set/set-state.ts';

/**
 * The set's last notice: an error as an alert, a success as a polite live region. Not role
 * "status": under the maker's output that role is the progress line's alone (tests and screen
 * readers find the progress by it).
 */
export default function SetNotice() {
  const { notice } = useSnapshot(setState);
  return (
    <p role={notice?.style === 'error' ? 'alert' : undefined} aria-live="polite" className={notice?.style === 'error' ? 'error set-notice' : 'set-notice'}>
      {notice?.text ?? ''}
    </p>
  );
}

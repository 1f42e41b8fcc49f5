import { useSnapshot } from 'valtio';
import { setState } from '../../set/set-state.ts';

/** The set's last notice: an error as an alert, a success as a status. */
export default function SetNotice() {
  const { notice } = useSnapshot(setState);
  return (
    <p role={notice?.style === 'error' ? 'alert' : 'status'} className={notice?.style === 'error' ? 'error set-notice' : 'set-notice'}>
      {notice?.text ?? ''}
    </p>
  );
}

import { useSnapshot } from 'valtio';
import type { EmoteType } from '../../emotes/types.ts';
import { applyToFiles, cancelBatch } from '../../set/batch-apply.ts';
import { batchRuntime } from '../../set/batch-runtime.ts';

const VERDICT = { waiting: '·', working: '…', kept: '✓', failed: '✗' } as const;

/** Words for the batch's progress: 'Making 2 of 3: dog.png' or what it ended with. */
function summaryOf(phase: string, rows: readonly { state: string; filename: string }[]): string {
  const kept = rows.filter((row) => row.state === 'kept').length;
  const working = rows.findIndex((row) => row.state === 'working');
  if (phase === 'running') return working >= 0 ? `Making ${working + 1} of ${rows.length}: ${rows[working].filename}` : `Starting ${rows.length} files…`;
  if (phase === 'cancelling') return `Cancelling: ${kept} of ${rows.length} added so far…`;
  if (phase === 'cancelled') return `Cancelled: ${kept} of ${rows.length} added to your set.`;
  if (phase === 'done') return `${kept} of ${rows.length} added to your set.`;
  return '';
}

/** "Apply to many files" (issue 35 item 3): these settings on each chosen file, each added to the set under its file's name. */
export default function BatchApply({ type }: { type: EmoteType }) {
  const batch = useSnapshot(batchRuntime);
  const running = batch.phase === 'running';
  // The file input waits until a cancelled batch has settled, as it does while one runs.
  const busy = running || batch.phase === 'cancelling';
  return (
    <div className="batch-apply" aria-busy={busy}>
      <div className="add-to-set-row">
        <label className={`button${busy ? ' disabled' : ''}`}>
          Apply to many files…
          <input
            type="file"
            multiple
            accept="image/*,video/*"
            className="visually-hidden"
            disabled={busy}
            aria-label="Apply these settings to many files"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void applyToFiles(type, files);
            }}
          />
        </label>
        {running && (
          <button type="button" className="button small" onClick={cancelBatch}>
            Cancel
          </button>
        )}
      </div>
      {/* A polite live region, not role "status": under the output that role is the progress line's alone. */}
      <p className="hint batch-summary" aria-live="polite" data-testid="batch-summary">
        {summaryOf(batch.phase, batch.rows)}
      </p>
      {batch.rows.length > 0 && (
        <ul className="batch-files" aria-label="Files applied">
          {batch.rows.map((row, index) => (
            <li key={`${index}-${row.filename}`} className={`batch-file ${row.state}`}>
              <span aria-hidden="true">{VERDICT[row.state]}</span> {row.filename}
              {row.code && <> → <strong>{row.code}</strong></>}
              {row.reason && <span className="batch-reason">: {row.reason}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatBytes } from '../../format-bytes.ts';
import { cancelExport, exportSet } from '../../set/export-set.ts';
import { exportRuntime, type ExportRow } from '../../set/export-runtime.ts';

const VERDICT = { waiting: '·', working: '…', done: '✓', failed: '✗' } as const;

/** '12 of 17 files' while it runs; '16 files, 1 left out' when done; why it failed. */
function rowText(row: ExportRow): string {
  if (row.state === 'waiting') return 'waiting';
  if (row.state === 'failed') return row.reason ?? 'failed';
  if (row.state === 'working') return `${row.settled} of ${row.total} files`;
  return `${row.made} ${row.made === 1 ? 'file' : 'files'}${row.leftOut ? `, ${row.leftOut} left out` : ''}`;
}

/** "Download the set" (issue 35 item 4): every kept emote for every platform in one ZIP, with each emote's progress and Cancel. */
export default function SetExport({ count }: { count: number }) {
  const run = useSnapshot(exportRuntime);
  const [title, setTitle] = useState('My emotes');
  const running = run.phase === 'running';
  // Leaving the page stops an export in flight: its ZIP would be saved on another page.
  useEffect(() => cancelExport, []);
  const done = run.rows.filter((row) => row.state === 'done' || row.state === 'failed').length;
  return (
    <section className="set-export" aria-label="Download the set" aria-busy={running}>
      <h2>Download the set</h2>
      <p className="hint">
        One ZIP: a folder per platform with each emote at its sizes and formats (Twitch, Twitch badges, Discord emoji and stickers, Slack, 7TV, BTTV, FFZ,
        YouTube, Kick, Telegram emoji and stickers), a WhatsApp sticker pack (.wastickers) and a README saying how to upload each.
      </p>
      <div className="add-to-set-row">
        <label className="add-to-set-code">
          Set title <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={64} disabled={running} />
        </label>
        <button type="button" className="button primary" disabled={running || count === 0 || !title.trim()} onClick={() => void exportSet(title.trim())}>
          Download the set
        </button>
        {running && (
          <button type="button" className="button small" onClick={cancelExport}>
            Cancel
          </button>
        )}
      </div>
      <p className="set-export-summary" role="status">
        {running ? `Making the set: ${done} of ${run.rows.length} emotes done…` : ''}
        {run.phase === 'ready' && run.zip ? `${run.zip.name}: ${formatBytes(run.zip.bytes)}, made in ${((run.elapsedMs ?? 0) / 1000).toFixed(1)} s.` : ''}
        {run.phase === 'stopped' ? run.notice : ''}
      </p>
      {run.rows.length > 0 && (
        <ul className="set-export-rows" aria-label="Emotes exported">
          {run.rows.map((row, index) => (
            <li key={`${index}-${row.code}`} className={`set-export-row ${row.state}`} data-code={row.code}>
              <span aria-hidden="true">{VERDICT[row.state]}</span> <strong>{row.code}</strong>
              <span className="set-export-status">{rowText(row)}</span>
            </li>
          ))}
        </ul>
      )}
      {run.phase === 'ready' && run.zip && (
        <a href={run.zip.url} download={run.zip.name}>
          Save {run.zip.name} again
        </a>
      )}
    </section>
  );
}

import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { packRuntime } from '../state/output/pack-runtime.ts';
import { cancelPack, downloadForAllPlatforms } from '../state/output/pack-actions.ts';
import type { PackEntry } from '../pack/pack-plan.ts';
import { packFileText, packSummaryText } from './pack-text.ts';
import './pack-download.css';

const VERDICT = { waiting: '·', working: '…', done: '✓', 'left-out': '✗' } as const;

/** "Download for all platforms": one ZIP with every platform's file of this emote, each file's progress, and why any was left out. */
export default function PackDownload({ type }: { type: EmoteType }) {
  const pack = useSnapshot(packRuntime);
  const state = useSnapshot(stateFor(type));
  const inputs = state.inputImages.slice(0, type.inputImageSpecs.length).filter(Boolean).length;
  const packing = pack.phase === 'packing';
  const ready = state.anisStatus === 'loaded' && inputs >= type.minInputs;
  return (
    <section className="pack" aria-label="All platforms" aria-busy={packing}>
      <div className="pack-actions">
        <button type="button" className="button" disabled={packing || !ready} onClick={() => void downloadForAllPlatforms(type)}>
          Download for all platforms
        </button>
        {packing && (
          <button type="button" className="button small" onClick={cancelPack}>
            Stop packing
          </button>
        )}
      </div>
      <p className="hint pack-hint">One ZIP with Twitch&apos;s three emote and badge sizes, Discord (emoji and sticker), Slack, BTTV, 7TV, FFZ, YouTube, Kick, Telegram and WhatsApp, each fitted to that platform&apos;s rules.</p>
      <p className="pack-summary" aria-live="polite" data-testid="pack-summary">
        {packSummaryText(pack)}
      </p>
      {pack.rows.length > 0 && (
        <ul className="pack-files" aria-label="Files of the pack">
          {pack.rows.map(({ entry, status }) => (
            <li
              key={entry.filename}
              className={`pack-file ${status.state}`}
              data-file={entry.filename}
              title={status.state === 'done' ? `${entry.filename}: ${status.frames} ${status.frames === 1 ? 'frame' : 'frames'}; checks passed: ${status.passed.join('; ')}` : entry.filename}
            >
              <span className="pack-verdict" aria-hidden="true">{VERDICT[status.state]}</span>
              <span className="pack-label">{entry.label}</span>
              <span className="pack-status">{packFileText(status, (entry as PackEntry).target)}</span>
            </li>
          ))}
        </ul>
      )}
      {pack.phase === 'ready' && pack.zip && (
        <a className="pack-again" href={pack.zip.url} download={pack.zip.name}>
          Save {pack.zip.name} again
        </a>
      )}
    </section>
  );
}

import { useSnapshot } from 'valtio';
import { formatBytes } from '../format-bytes.ts';
import { URL_TIMEOUT_S } from '../decode/load-url.ts';
import { cancelLoad, urlProgress } from '../state/slot/load-progress.ts';

/** A slot's load in flight: its file, the bytes of a URL arrived (of how many, when known), when a URL is given up on, and Cancel. */
export default function LoadingStatus({ slot, filename, title }: { slot: number; filename: string; title: string }) {
  const progress = useSnapshot(urlProgress)[slot];
  const bytes = progress && (progress.total ? `${formatBytes(progress.received)} of ${formatBytes(progress.total)}` : `${formatBytes(progress.received)} so far`);
  return (
    <div className="loading-status">
      <p role="status">
        Loading <bdi>{filename}</bdi>…{bytes && <span className="loading-bytes"> {bytes}</span>}
        {progress && <span className="hint"> Gives up after {URL_TIMEOUT_S} s.</span>}
      </p>
      <button type="button" className="button" onClick={() => cancelLoad(slot)} aria-label={`Cancel loading ${title}`}>
        Cancel
      </button>
    </div>
  );
}

import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { formatBytes } from '../format-bytes.ts';
import { NOTHING_TO_MAKE } from '../messages.ts';
import { stateFor } from '../state/emote-state.ts';
import { makerRuntime } from '../state/maker-runtime.ts';
import { markSaved } from '../state/style-actions.ts';

/** The made emote: animated preview, progress, size, messages and the download. */
export default function OutputPanel({ type }: { type: EmoteType }) {
  const state = useSnapshot(stateFor(type));
  const runtime = useSnapshot(makerRuntime);
  const output = runtime.output;
  const filename = `${state.filename}.${output?.file.mime === 'image/png' ? 'png' : 'gif'}`;
  return (
    <section className="output-panel" aria-labelledby="output-title">
      <h2 id="output-title">Output</h2>
      <div className="output-preview checkerboard">
        {output ? (
          <img src={output.url} alt="Emote preview" width={output.file.width} height={output.file.height} />
        ) : (
          <span>{runtime.message === NOTHING_TO_MAKE ? 'Choose an image to start' : ' '}</span>
        )}
      </div>
      <p role="status" className="progress">
        {runtime.making ? (runtime.progress ? `making frame ${runtime.progress.frame}` : 'making…') : ''}
      </p>
      {runtime.message && (
        <p role={runtime.message === NOTHING_TO_MAKE ? undefined : 'alert'} className={runtime.message === NOTHING_TO_MAKE ? 'hint' : 'error'}>
          {runtime.message}
        </p>
      )}
      {output && (
        <>
          <p className="output-facts">
            <span data-testid="output-size">{formatBytes(output.file.bytes.byteLength)}</span> · {output.file.width}×{output.file.height} ·{' '}
            {output.file.frameCount} {output.file.frameCount === 1 ? 'frame' : 'frames'}
            {output.file.truncated ? ' (truncated)' : ''}
          </p>
          <a className="button primary" href={output.url} download={filename} onClick={() => markSaved(type)}>
            Download {filename}
          </a>
        </>
      )}
    </section>
  );
}

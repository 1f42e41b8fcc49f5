import WatermarkNotice from './WatermarkNotice.tsx';
import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { formatBytes } from '../format-bytes.ts';
import { NOTHING_TO_MAKE } from '../messages.ts';
import { stateFor } from '../state/emote-state.ts';
import { makerRuntime } from '../state/maker-runtime.ts';
import { markSaved } from '../state/style-actions.ts';
import { toggleGui } from '../state/gui-actions.ts';
import PlatformChecks from './PlatformChecks.tsx';

/** The made emote: animated preview, progress, size, messages, platform checks and the download. */
export default function OutputPanel({ type }: { type: EmoteType }) {
  const state = useSnapshot(stateFor(type));
  const runtime = useSnapshot(makerRuntime);
  const output = runtime.output;
  const format = output?.file.mime === 'image/png' ? 'png' : 'gif';
  const filename = `${state.filename || type.defaultFilename}.${format}`;
  const zoom = state.guiState.zoomX ? 2 : 1;
  const overlay = state.overlayOptions;
  const isError = runtime.message !== null && runtime.message !== NOTHING_TO_MAKE;
  return (
    <section className="output-panel" id="output" tabIndex={-1} aria-labelledby="output-title">
      <h2 id="output-title">Output</h2>
      <div className="output-preview checkerboard">
        {output ? (
          <div className="output-stack" style={{ width: output.file.width * zoom, height: output.file.height * zoom }}>
            <img src={output.url} alt="Emote preview" width={output.file.width * zoom} height={output.file.height * zoom} />
            {overlay.showOnPreview && overlay.imageUrl && <img className="overlay-image" src={overlay.imageUrl} alt="" style={{ opacity: overlay.opacity / 100 }} />}
          </div>
        ) : (
          <span> </span>
        )}
      </div>
      <label className="inline-check">
        <input type="checkbox" checked={state.guiState.zoomX} onChange={() => toggleGui(type, 'zoomX')} /> Zoom preview 2×
      </label>
      <p role="status" className="progress">
        {runtime.making ? (runtime.progress ? `making frame ${runtime.progress.frame}` : 'making…') : ''}
      </p>
      {runtime.message && (
        <p role={isError ? 'alert' : undefined} className={isError ? 'error' : 'hint'}>
          {runtime.message}
        </p>
      )}
      {output && (
        <>
          <p className="output-facts" data-encoder={output.file.encoder}>
            <span data-testid="output-size">{formatBytes(output.file.bytes.byteLength)}</span> · {output.file.width}×{output.file.height} ·{' '}
            {output.file.frameCount} {output.file.frameCount === 1 ? 'frame' : 'frames'}
            {output.file.truncated ? ' (truncated)' : ''}
          </p>
          <a className="button primary" href={output.url} download={filename} onClick={() => markSaved(type)}>
            Download {filename}
          </a>
          <PlatformChecks
            file={{ format, width: output.file.width, height: output.file.height, frames: output.file.frameCount, bytes: output.file.bytes.byteLength }}
          />
        </>
      )}
      <WatermarkNotice type={type} />
    </section>
  );
}

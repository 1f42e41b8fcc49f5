import { useRef } from 'react';
import WatermarkNotice from './WatermarkNotice.tsx';
import MiniPreview from './MiniPreview.tsx';
import { PHONE_LAYOUT_QUERY, useMediaQuery } from './use-media-query.ts';
import { useSnapshot } from 'valtio';
import type { EmoteType } from '../emotes/types.ts';
import { NOTHING_TO_MAKE } from '../messages.ts';
import { stateFor } from '../state/emote/emote-state.ts';
import { makerRuntime } from '../state/emote/maker-runtime.ts';
import { cancelMaking } from '../state/output/make-emote.ts';
import { markSaved } from '../state/emote/style-actions.ts';
import { toggleGui } from '../state/emote/gui-actions.ts';
import { describeOutput } from '../platforms/target-words.ts';
import { formatOf } from '../pipeline/protocol.ts';
import { extensionOf } from '../output-format.ts';
import { producedFileOf } from '../platforms/produced-file.ts';
import type { PlatformId } from '../platforms/platform-rules.ts';
import LivePreview from './LivePreview.tsx';
import OutputFacts from './OutputFacts.tsx';
import PlatformChecks from './PlatformChecks.tsx';
import { progressText } from './progress-text.ts';
import FlashWarning from './FlashWarning.tsx';
import ChatPreview from './ChatPreview.tsx';
import ChatAdvice from './ChatAdvice.tsx';
import { isAlmostBlank } from '../legibility/advise.ts';
import { ADVICE_TEXT } from '../legibility/advice-text.ts';
import EmoteMedia from './EmoteMedia.tsx';
import PackDownload from './PackDownload.tsx';
import AddToSet from './set/AddToSet.tsx';
import zeroWidth from '../emotes/zero-width.ts';

/** The made emote: animated preview, progress, size, messages, platform checks and the download. */
export default function OutputPanel({ type }: { type: EmoteType }) {
  const state = useSnapshot(stateFor(type));
  const previewBox = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery(PHONE_LAYOUT_QUERY);
  const runtime = useSnapshot(makerRuntime);
  const output = runtime.output;
  // Refs (the file, the preview frames) are the same objects in the store and its snapshot, but typed readonly there.
  const made = makerRuntime.output?.file;
  const format = output ? formatOf(output.file) : 'gif';
  const filename = `${state.filename || type.defaultFilename}.${extensionOf(format)}`;
  const zoom = state.guiState.zoomX ? 2 : 1;
  const overlay = state.overlayOptions;
  // The file already carries the overlay when 'Show on output' is ticked: the preview adds it on top only once.
  const overlayOnTop = overlay.showOnPreview && !overlay.showOnOutput && overlay.imageUrl ? overlay : null;
  const overlayImage = overlayOnTop && <img className="overlay-image" src={overlayOnTop.imageUrl!} alt="" style={{ opacity: overlayOnTop.opacity / 100 }} />;
  const isError = runtime.message !== null && runtime.message !== NOTHING_TO_MAKE;
  // The composed frames play at once; the file, its size, checks and download follow when encoded.
  const live = runtime.making && runtime.preview;
  const pending = runtime.making && output !== null;
  const stale = !runtime.making && runtime.outputStale;
  // A file that draws almost nothing is no success to offer (issue 36 item 4): said above its download.
  const blank = !pending && isAlmostBlank(made?.legibility);
  return (
    <section className="output-panel" id="output" tabIndex={-1} aria-labelledby="output-title" aria-busy={runtime.making}>
      <h2 id="output-title">Output</h2>
      <div className="output-sticky">
        <div className="output-preview checkerboard" ref={previewBox}>
          {live ? (
            <div className="output-stack">
              <LivePreview preview={makerRuntime.preview!} zoom={zoom} />
              {overlayImage}
            </div>
          ) : output ? (
            <div className="output-stack" style={{ width: output.file.width * zoom, aspectRatio: `${output.file.width} / ${output.file.height}` }}>
              <EmoteMedia url={output.url} mime={output.file.mime} alt="Emote preview" width={output.file.width * zoom} height={output.file.height * zoom} />
              {overlayImage}
            </div>
          ) : (
            <span> </span>
          )}
        </div>
        <label className="inline-check">
          <input type="checkbox" checked={state.guiState.zoomX} onChange={() => toggleGui(type, 'zoomX')} /> Zoom preview 2×
        </label>
        <div className="progress-row">
          <p role="status" className="progress">
            {runtime.making ? progressText(runtime.progress, runtime.makingTarget) : ''}
          </p>
          {runtime.making && (
            <button type="button" className="button small" onClick={cancelMaking}>
              Cancel
            </button>
          )}
        </div>
      </div>
      {phone && <MiniPreview watch={previewBox} url={output?.url ?? null} mime={output?.file.mime ?? null} />}
      {runtime.message && (
        <p role={isError ? 'alert' : undefined} className={isError ? 'error' : 'hint'}>
          {runtime.message}
        </p>
      )}
      {runtime.message && runtime.messageDetail && <p className="hint message-detail">{runtime.messageDetail}</p>}
      {output && (
        <div className={pending ? 'output-result pending' : 'output-result'}>
          {stale && <p className="hint stale-note">This file is from earlier settings: the current ones made no file.</p>}
          {blank && (
            <p role="alert" className="error blank-output">
              {ADVICE_TEXT.empty}: {ADVICE_TEXT.emptyDetail(made!.legibility!.drawnShare)}
            </p>
          )}
          <OutputFacts file={made!} summary={describeOutput(made!)} pending={pending} />
          {pending ? (
            <button type="button" className="button primary" disabled>
              Download (encoding…)
            </button>
          ) : (
            <a className="button primary" href={output.url} download={filename} onClick={() => !stale && markSaved(type)}>
              Download {filename}
              {stale ? ' (earlier settings)' : ''}
              {blank ? ' (almost empty)' : ''}
            </a>
          )}
          <PackDownload type={type} />
          <AddToSet type={type} />
          <FlashWarning flashing={made!.flashing} />
          <PlatformChecks
            pending={pending}
            chosen={(made!.target?.platformId ?? null) as PlatformId | null}
            file={producedFileOf(output.file)}
          />
          <ChatPreview output={{ url: output.url, mime: output.file.mime, width: output.file.width, height: output.file.height }} files={runtime.chatFiles} zeroWidth={type === zeroWidth} />
          {!pending && <ChatAdvice type={type} />}
        </div>
      )}
      {!output && <PackDownload type={type} />}
      <WatermarkNotice type={type} />
    </section>
  );
}

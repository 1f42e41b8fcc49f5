import type { MadeFile } from '../pipeline/protocol.ts';
import { formatBytes } from '../format-bytes.ts';
import { describeTrade } from '../platforms/trade-words.ts';
import { formatSeconds as seconds } from '../format-seconds.ts';

/** The made file in numbers and words: size, frames and length, what the target cost, and the part of a long input used. */
export default function OutputFacts({ file, summary, pending }: { file: MadeFile; summary: string; pending: boolean }) {
  const loopMs = file.delaysMs.reduce((sum, ms) => sum + ms, 0);
  const input = file.timeline?.input;
  const clipped = input && (input.startMs > 0 || input.usedMs < input.lengthMs);
  const trade = describeTrade(file);
  return (
    <div className="output-facts" data-encoder={file.encoder} aria-live="polite">
      <p>
        <span data-testid="output-size">{pending ? 'size when encoded' : formatBytes(file.bytes.byteLength)}</span>
        {!pending && (
          <>
            {' '}· {file.width}×{file.height} · {file.frameCount} {file.frameCount === 1 ? 'frame' : 'frames'}
            {file.frameCount > 1 ? ` · ${seconds(loopMs)}` : ''}
            {file.truncated ? ' (truncated)' : ''}
          </>
        )}
      </p>
      {!pending && (
        <p className="output-summary" data-testid="output-summary">
          {file.target ? `For ${file.target.name}: ` : ''}
          {summary}
        </p>
      )}
      {!pending && trade && (
        <p className="output-summary" data-testid="output-trade">
          {trade}
        </p>
      )}
      {!pending && clipped && (
        <p className="hint" data-testid="output-clip">
          Uses {seconds(input.usedMs)} of the input&apos;s {seconds(input.lengthMs)}, from {seconds(input.startMs)}
          {input.speed !== 1 ? ` at ${input.speed}× speed` : ''}: change it on the input's Timeline.
        </p>
      )}
    </div>
  );
}

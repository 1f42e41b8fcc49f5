import type { MadeFile } from '../pipeline/protocol.ts';
import { FLASH_PASS_TEXT, FLASH_WARNING_WHY, flashWarningText } from './flash-text.ts';
import './flash-warning.css';

/** The worker's flashing verdict on the output: a warning naming the worst second, or a quiet pass. */
export default function FlashWarning({ flashing }: { flashing: MadeFile['flashing'] }) {
  if (flashing === undefined) return null;
  if (flashing === null) {
    return (
      <p className="flash-check passes" data-testid="flash-check">
        <span aria-hidden="true">✓</span> {FLASH_PASS_TEXT}
      </p>
    );
  }
  return (
    <div className="flash-check warns" role="alert" data-testid="flash-check">
      <p className="flash-headline">
        <span className="flash-icon" aria-hidden="true">⚠</span> {flashWarningText(flashing.flashes, flashing.fromMs, flashing.toMs)}
      </p>
      <p className="flash-why">{FLASH_WARNING_WHY}</p>
    </div>
  );
}

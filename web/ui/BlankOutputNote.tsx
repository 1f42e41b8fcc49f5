import { useSnapshot } from 'valtio';
import { isAlmostBlank } from '../legibility/advise.ts';
import { BLANK_SLOT_NOTE } from '../legibility/advice-text.ts';
import { makerRuntime } from '../state/emote/maker-runtime.ts';

/** In a filled input slot, when the output draws almost nothing (issue 36 item 4): the slot says so, not only the output. */
export default function BlankOutputNote() {
  const runtime = useSnapshot(makerRuntime);
  if (runtime.making || !isAlmostBlank(makerRuntime.output?.file.legibility)) return null;
  return (
    <p role="status" className="hint blank-output">
      {BLANK_SLOT_NOTE}
    </p>
  );
}

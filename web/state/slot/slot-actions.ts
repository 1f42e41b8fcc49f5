/** Emptying an input slot. */
import type { EmoteType } from '../../emotes/types.ts';
import { stateFor } from '../emote/emote-state.ts';
import { makerRuntime } from '../emote/maker-runtime.ts';
import { setSlot } from './replace-source.ts';
import { markEdited } from '../emote/edit.ts';
import { saveInputBlob } from '../persist/persist-inputs.ts';

/** Empties a slot, releasing its image and animation. */
export function clearSlot(type: EmoteType, slot: number) {
  setSlot(type, slot, null, null);
  saveInputBlob(type.slug, slot, null);
  delete makerRuntime.inputErrors[slot];
  markEdited(stateFor(type));
}

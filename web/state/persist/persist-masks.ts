/**
 * The segmentation masks of a slot's input, kept in IndexedDB beside its image (issue 18), so a
 * reload brings the cut-out back without running the model again.
 */
import type { Animation } from '../../pipeline/protocol.ts';
import { deleteBlob, getBlob, putBlob } from './idb-blobs.ts';

const keyFor = (slug: string, slot: number) => `${slug}:${slot}:masks`;

/** Keeps the masks (null forgets them); failures (private mode, quota) only cost a recompute after a reload. */
export function saveMasks(slug: string, slot: number, masks: Uint8Array[] | null) {
  const key = keyFor(slug, slot);
  (masks ? putBlob(key, new Blob(masks as BlobPart[])) : deleteBlob(key)).catch((error) => console.warn('could not keep the cut-out masks', error));
}

/** The stored masks for this input, or null when none are stored or they do not fit its frames. */
export async function restoreMasks(slug: string, slot: number, animation: Animation): Promise<Uint8Array[] | null> {
  const blob = await getBlob(keyFor(slug, slot)).catch(() => undefined);
  const frameBytes = animation.width * animation.height;
  if (!blob || blob.size !== frameBytes * animation.frames.length) return null;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return animation.frames.map((_, i) => bytes.slice(i * frameBytes, (i + 1) * frameBytes));
}

/** Input image blobs kept in IndexedDB per slug and slot, and brought back after a reload. */
import { LOAD_ERRORS } from '../../messages.ts';
import { LoadError } from '../../decode/load-error.ts';
import type { InputImage } from '../emote/emote-state.ts';
import { deleteBlob, getBlob, putBlob } from './idb-blobs.ts';

const keyFor = (slug: string, slot: number) => `${slug}:${slot}`;

/** Keeps an uploaded input's bytes; failures (private mode, quota) only cost the reload. */
export function saveInputBlob(slug: string, slot: number, blob: Blob | null) {
  const key = keyFor(slug, slot);
  (blob ? putBlob(key, blob) : deleteBlob(key)).catch((error) => console.warn('could not keep input image', error));
}

/** The bytes of a stored input: from this session's object URL, or from IndexedDB after a reload. */
export async function restoreInputBlob(slug: string, slot: number, image: InputImage): Promise<Blob> {
  if (image.url) {
    const live = await fetch(image.url).then((r) => (r.ok ? r.blob() : null)).catch(() => null);
    if (live) return live;
  }
  const stored = await getBlob(keyFor(slug, slot)).catch(() => undefined);
  if (!stored) throw new LoadError(LOAD_ERRORS.blobExtract);
  image.url = URL.createObjectURL(stored);
  image.revokeUrl = true;
  return stored;
}

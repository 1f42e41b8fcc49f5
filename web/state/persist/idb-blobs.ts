/** A tiny IndexedDB key → Blob store for input images, so work survives a reload (DESIGN section 2). */
import { openDatabase } from './open-database.ts';

const DB_NAME = 'emote-maker';
const STORE = 'input-blobs';

const openDb = () => openDatabase(DB_NAME, STORE);

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  return new Promise((resolve, reject) => {
    const request = act(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export const putBlob = (key: string, blob: Blob) => run('readwrite', (s) => s.put(blob, key));
export const getBlob = (key: string) => run<Blob | undefined>('readonly', (s) => s.get(key));
export const deleteBlob = (key: string) => run('readwrite', (s) => s.delete(key));

/**
 * The set's IndexedDB database: one record per kept emote, blobs and all. A database of its own
 * (not idb-blobs.ts's), so the maker's reload store and the set never share an upgrade. Writes
 * resolve when their transaction commits: a full disk (QuotaExceededError) rejects and leaves
 * every record as it was.
 */
import type { KeptEmote } from './kept-emote.ts';
import { openDatabase } from '../state/persist/open-database.ts';

const DB_NAME = 'emote-set';
const STORE = 'emotes';

const openDb = () => openDatabase(DB_NAME, STORE, { keyPath: 'id' });

/** Runs `act` in one transaction; resolves with its last request's result once the transaction commits. */
async function inTransaction<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T> {
  const db = await openDb();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    let result: T;
    let thrown: unknown = null;
    transaction.oncomplete = () => resolve(result);
    // A quota error aborts the transaction: its error is the one to report.
    transaction.onabort = () => reject(thrown ?? transaction.error ?? new DOMException('The set was not saved', 'AbortError'));
    transaction.onerror = (event) => event.preventDefault();
    try {
      const request = act(transaction.objectStore(STORE));
      if (request) request.onsuccess = () => (result = request.result);
    } catch (error) {
      // A request refused at once (a record it cannot store): none of the batch is written.
      thrown = error;
      transaction.abort();
    }
  });
}

/** Every kept emote, in set order. */
export async function readAllKept(): Promise<KeptEmote[]> {
  const all = await inTransaction<KeptEmote[]>('readonly', (store) => store.getAll());
  return all.sort((a, b) => a.order - b.order || a.created - b.created);
}

export const readKept = (id: string) => inTransaction<KeptEmote | undefined>('readonly', (store) => store.get(id));

/** Writes the records in one transaction: all or none. */
export const writeKept = (records: KeptEmote[]) => inTransaction<void>('readwrite', (store) => void records.forEach((record) => store.put(record)));

export const deleteKept = (id: string) => inTransaction<void>('readwrite', (store) => void store.delete(id));

/** True for the error a full disk (or the origin's quota) gives. */
export const isQuotaError = (error: unknown) => error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);

/** Opens an IndexedDB database of one object store at version 1, once per page; a failed open is tried again next time. */
const opening = new Map<string, Promise<IDBDatabase>>();

export function openDatabase(name: string, store: string, options?: IDBObjectStoreParameters): Promise<IDBDatabase> {
  let open = opening.get(name);
  if (!open) {
    open = new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(store, options);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => {
        opening.delete(name);
        reject(request.error);
      };
    });
    opening.set(name, open);
  }
  return open;
}

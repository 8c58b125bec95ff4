import { readStorage, writeStorage } from './storage';

// Whether writes made offline wait on this device, and word when that changes: all the app's
// first script holds of the offline-writes queue (lib/offline-writes.ts). The queue itself, and
// the replay that sends it (app/offline-writes.tsx), load when a write is first kept.

export const OFFLINE_WRITES_KEY = 'galim.offlineWrites';

const CHANGED = 'galim:offline-writes';

/** Writes of any user wait in this browser's storage. */
export const hasOfflineWrites = (): boolean => readStorage(OFFLINE_WRITES_KEY) !== null;

/** Stores the queue (null: empty) and tells this tab's listeners. */
export function storeOfflineWrites(json: string | null): void {
  writeStorage(OFFLINE_WRITES_KEY, json);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` when the queue changes, in this tab or in another one. */
export function onOfflineWrites(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === OFFLINE_WRITES_KEY || event.key === null) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A session ended: its waiting writes go with it. */
export const forgetWrites = (): void => storeOfflineWrites(null);
